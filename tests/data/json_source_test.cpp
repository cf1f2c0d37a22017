#include "data/json_source.h"

#include <catch2/catch.hpp>

#include "temp_data.h"

using bc::data::JsonLocator;
using bc::data::LoadErrors;
using bc::data::ParseJsonFile;
using bc::data::ParseJsonText;

TEST_CASE("Malformed JSON is reported with the line and column of the fault", "[data][json]") {
  LoadErrors errors;
  const auto source = ParseJsonText("{\n  \"a\": 1,\n  \"b\": }\n", "broken.json", errors);
  CHECK_FALSE(source.has_value());
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].file == "broken.json");
  CHECK(errors[0].line == 3);
  CHECK(errors[0].column == 8);
  CHECK(errors[0].reason.rfind("malformed JSON: ", 0) == 0);
  CHECK(errors[0].reason.find("json.exception") == std::string::npos);
  CHECK(bc::data::FormatError(errors[0]).rfind("broken.json:3:8: malformed JSON", 0) == 0);
}

TEST_CASE("A truncated document is reported, not thrown", "[data][json]") {
  LoadErrors errors;
  CHECK_FALSE(ParseJsonText("{\"enemies\": [", "cut.json", errors).has_value());
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].line == 1);
}

TEST_CASE("A key repeated in one object is an error with its position", "[data][json]") {
  LoadErrors errors;
  const auto source = ParseJsonText("{\"a\": 1,\n \"a\": 2}", "dup.json", errors);
  REQUIRE(source.has_value());
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].path == "/a");
  CHECK(errors[0].line == 2);
  CHECK(errors[0].column == 2);
  CHECK(errors[0].reason.find("twice") != std::string::npos);
}

TEST_CASE("The locator gives the line and column of nested values by JSON pointer", "[data][json]") {
  const std::string text =
      "{\n"
      "  \"enemies\": [\n"
      "    {\"id\": \"a\"},\n"
      "    {\"id\": \"b\", \"health\": 3, \"x/y\": [1, {\"k~\": true}]}\n"
      "  ]\n"
      "}\n";
  const JsonLocator locator(text);
  CHECK(locator.Locate("") == std::pair{1, 1});
  CHECK(locator.Locate("/enemies") == std::pair{2, 14});
  CHECK(locator.Locate("/enemies/0/id") == std::pair{3, 12});
  CHECK(locator.Locate("/enemies/1/health") == std::pair{4, 27});
  CHECK(locator.Locate("/enemies/1/x~1y/1/k~0") == std::pair{4, 48});
  // An absent member falls back to its nearest located ancestor.
  CHECK(locator.Locate("/enemies/1/missing") == std::pair{4, 5});
}

TEST_CASE("Escaped keys are decoded before they become pointer steps", "[data][json]") {
  const JsonLocator locator("{\"caf\\u00e9\": 1, \"t\\\"q\": 2}");
  CHECK(locator.Locate("/caf\xc3\xa9") == std::pair{1, 15});
  CHECK(locator.Locate("/t\"q") == std::pair{1, 26});
}

TEST_CASE("A missing file is an error, not a crash", "[data][json]") {
  LoadErrors errors;
  CHECK_FALSE(ParseJsonFile(bc::test::FixturePath("no/such/file.json"), errors).has_value());
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].reason.find("not found") != std::string::npos);
}
