// The difficulty levels file: the game's own reads clean, and each kind of mistake is
// named with file, JSON path and reason.
#include <catch2/catch.hpp>

#include "data/catalog_loader.h"
#include "data/difficulty_loader.h"
#include "temp_data.h"

using bc::test::Dump;
using bc::test::HasError;

namespace {

constexpr const char* kFile = "difficulties.json";

bc::data::DifficultyLoad Load(const std::string& text) { return bc::data::LoadDifficultiesText(text, kFile); }

const char* kGood = R"({"difficulties": [
  {"id": "standard", "name": "STANDARD", "summary": "The rulebook."},
  {"id": "audit", "name": "AUDIT", "summary": "One more.", "credit_percent": 125,
   "modifiers": {"extra_attackers": 1, "discard_start": -1, "base_health": -2, "schedule_percent": 80}}
]})";

}  // namespace

TEST_CASE("Difficulty loader: a good file gives its levels in order with every field", "[data][difficulty]") {
  const auto load = Load(kGood);
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  REQUIRE(load.levels.size() == 2);
  CHECK(load.levels[0].id == "standard");
  CHECK(bc::IsIdentity(load.levels[0].modifiers));
  CHECK(load.levels[0].credit_percent == 100);
  const bc::DifficultyDef& audit = load.levels[1];
  CHECK(audit.name == "AUDIT");
  CHECK(audit.summary == "One more.");
  CHECK(audit.credit_percent == 125);
  CHECK(audit.modifiers.extra_attackers == 1);
  CHECK(audit.modifiers.discard_start == -1);
  CHECK(audit.modifiers.base_health == -2);
  CHECK(audit.modifiers.schedule_percent == 80);
}

TEST_CASE("Difficulty loader: the game's data has at least four levels, STANDARD among them", "[data][difficulty]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const auto& levels = load.catalog.difficulties;
  CHECK(levels.size() >= 4);
  const int standard = load.catalog.FindDifficulty(bc::kStandardDifficulty);
  REQUIRE(standard >= 0);
  CHECK(bc::IsIdentity(levels[static_cast<std::size_t>(standard)].modifiers));
  // An easier level before it, harder ones after it, each paying more than the one before.
  CHECK(standard >= 1);
  for (std::size_t i = 1; i < levels.size(); ++i) CHECK(levels[i].credit_percent > levels[i - 1].credit_percent);
}

TEST_CASE("Difficulty loader: a folder without the file plays STANDARD alone", "[data][difficulty]") {
  const auto load = bc::data::LoadCatalog(bc::test::FixturePath("data_min"));
  REQUIRE(load.ok());
  REQUIRE(load.catalog.difficulties.size() == 1);
  CHECK(load.catalog.difficulties[0].id == bc::kStandardDifficulty);
}

TEST_CASE("Difficulty loader: an unknown key, a wrong type and a value out of range are named with their path",
          "[data][difficulty]") {
  const auto load = Load(R"({"difficulties": [
    {"id": "standard", "name": "STANDARD", "summary": "x"},
    {"id": "hard", "name": "HARD", "summary": "x", "colour": "red", "credit_percent": "lots",
     "modifiers": {"extra_attackers": 9, "schedule_percent": 10, "base_health": -10, "speed": 2}}
  ]})");
  INFO(Dump(load.errors));
  CHECK(load.levels.empty());
  CHECK(HasError(load.errors, kFile, "/difficulties/1/colour", "unknown"));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/credit_percent", "integer"));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/modifiers/extra_attackers", "between 0 and 3"));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/modifiers/schedule_percent", "between 50 and 100"));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/modifiers/base_health", "between -9 and 10"));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/modifiers/speed", "unknown"));
}

TEST_CASE("Difficulty loader: missing fields, a duplicate id and a bad id are refused", "[data][difficulty]") {
  const auto load = Load(R"({"difficulties": [
    {"id": "standard", "name": "STANDARD", "summary": "x"},
    {"id": "standard", "name": "AGAIN", "summary": "x"},
    {"id": "Bad Id", "name": "B", "summary": "x"},
    {"name": "NO ID"}
  ]})");
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kFile, "/difficulties/1/id", "already defined at /difficulties/0"));
  CHECK(HasError(load.errors, kFile, "/difficulties/2/id", ""));
  CHECK(HasError(load.errors, kFile, "/difficulties/3", "missing required field \"id\""));
  CHECK(HasError(load.errors, kFile, "/difficulties/3", "missing required field \"summary\""));
}

TEST_CASE("Difficulty loader: STANDARD must be there and be the rulebook exactly", "[data][difficulty]") {
  const auto none = Load(R"({"difficulties": [{"id": "easy", "name": "EASY", "summary": "x"}]})");
  CHECK(HasError(none.errors, kFile, "/difficulties", "\"standard\""));
  const auto modified = Load(R"({"difficulties": [{"id": "standard", "name": "S", "summary": "x",
    "credit_percent": 120, "modifiers": {"base_health": 1}}]})");
  CHECK(HasError(modified.errors, kFile, "/difficulties/0/modifiers", "no modifiers"));
  CHECK(HasError(modified.errors, kFile, "/difficulties/0/credit_percent", "100"));
}

TEST_CASE("Difficulty loader: text that is not JSON, or not the right shape, is one error", "[data][difficulty]") {
  CHECK(HasError(Load("{").errors, kFile, "", ""));
  CHECK(HasError(Load("[]").errors, kFile, "", "object"));
  CHECK(HasError(Load(R"({"difficulties": {}})").errors, kFile, "/difficulties", "array"));
  CHECK(HasError(Load(R"({})").errors, kFile, "", "missing required field \"difficulties\""));
}

TEST_CASE("Difficulty loader: a broken file in a data folder is reported by the catalog load", "[data][difficulty]") {
  bc::test::TempData data;
  data.Write("difficulties.json", R"({"difficulties": [{"id": "standard", "name": "S", "summary": "x", "modifiers": []}]})");
  const auto load = bc::data::LoadCatalog(data.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, "difficulties.json", "/difficulties/0/modifiers", "object"));
}
