// ReplaceMissionStars: calibrate --write changes the three numbers of one mission's
// "stars" list and nothing else, whatever the file's layout.
#include <catch2/catch.hpp>

#include "data/mission_stars_edit.h"

using bc::data::ReplaceMissionStars;

TEST_CASE("Stars edit: one-line and one-number-per-line lists keep their layout", "[data][calibrate]") {
  const std::string one_line =
      "{\n  \"missions\": [\n    {\n      \"id\": \"a\",\n      \"stars\": [1500, 3000, 4500],\n"
      "      \"flawless\": 6000\n    }\n  ]\n}\n";
  const auto edit = ReplaceMissionStars(one_line, "a", {4350, 5200, 5800});
  REQUIRE(edit.ok);
  CHECK(edit.text ==
        "{\n  \"missions\": [\n    {\n      \"id\": \"a\",\n      \"stars\": [4350, 5200, 5800],\n"
        "      \"flawless\": 6000\n    }\n  ]\n}\n");

  const std::string per_line = "{\"id\": \"b\", \"stars\": [\n  50,\n  100,\n  150\n], \"par\": 8}";
  const auto edit2 = ReplaceMissionStars(per_line, "b", {7, 80, 900});
  REQUIRE(edit2.ok);
  CHECK(edit2.text == "{\"id\": \"b\", \"stars\": [\n  7,\n  80,\n  900\n], \"par\": 8}");
}

TEST_CASE("Stars edit: only the named mission changes, wherever its keys sit", "[data][calibrate]") {
  // Two missions; "stars" before "id" in the second; a briefing that quotes a key.
  const std::string text =
      "{\"missions\": [\n"
      " {\"id\": \"first\", \"briefing\": \"say \\\"id\\\": \\\"second\\\" twice\", \"stars\": [1, 2, 3]},\n"
      " {\"stars\": [4, 5, 6], \"schedule\": [{\"turn\": 1}], \"id\": \"second\"}\n"
      "]}";
  const auto edit = ReplaceMissionStars(text, "second", {40, 50, 60});
  REQUIRE(edit.ok);
  CHECK(edit.text.find("\"stars\": [1, 2, 3]") != std::string::npos);
  CHECK(edit.text.find("{\"stars\": [40, 50, 60], \"schedule\"") != std::string::npos);
  CHECK(edit.text.size() == text.size() + 3);
}

TEST_CASE("Stars edit: says why it cannot edit, and leaves other files alone", "[data][calibrate]") {
  CHECK_FALSE(ReplaceMissionStars("{\"id\": \"x\", \"stars\": [1, 2, 3]}", "y", {1, 2, 3}).found);
  CHECK_FALSE(ReplaceMissionStars("not json at all {", "x", {1, 2, 3}).found);

  const auto no_list = ReplaceMissionStars("{\"id\": \"x\", \"par\": 8}", "x", {1, 2, 3});
  CHECK(no_list.found);
  CHECK_FALSE(no_list.ok);
  CHECK(no_list.reason == "mission x has no \"stars\" list");

  const auto two = ReplaceMissionStars("{\"id\": \"x\", \"stars\": [1, 2]}", "x", {1, 2, 3});
  CHECK_FALSE(two.ok);
  CHECK(two.reason == "the \"stars\" list of mission x does not hold three whole numbers");

  const auto twice = ReplaceMissionStars("[{\"id\": \"x\", \"stars\": [1, 2, 3]}, {\"id\": \"x\"}]", "x", {4, 5, 6});
  CHECK_FALSE(twice.ok);
  CHECK(twice.reason == "the file holds mission x twice");
}

TEST_CASE("Stars edit: the other levels' thresholds go in after \"stars\", then are replaced in place",
          "[data][calibrate]") {
  using bc::data::ReplaceMissionLevelStars;
  const std::string text =
      "{\n  \"missions\": [\n    {\n      \"id\": \"a\",\n      \"stars\": [\n        1500,\n        3000,\n"
      "        4500\n      ],\n      \"par\": 8\n    }\n  ]\n}\n";
  const auto added = ReplaceMissionLevelStars(text, "a", {{"trainee", {1000, 2000, 3000}}, {"audit", {2000, 4000, 6000}}});
  REQUIRE(added.ok);
  CHECK(added.text ==
        "{\n  \"missions\": [\n    {\n      \"id\": \"a\",\n      \"stars\": [\n        1500,\n        3000,\n"
        "        4500\n      ],\n      \"stars_by_level\": {\"trainee\": [1000, 2000, 3000], \"audit\": [2000, 4000, 6000]},\n"
        "      \"par\": 8\n    }\n  ]\n}\n");

  const auto replaced = ReplaceMissionLevelStars(added.text, "a", {{"trainee", {1100, 2100, 3100}}});
  REQUIRE(replaced.ok);
  CHECK(replaced.text ==
        "{\n  \"missions\": [\n    {\n      \"id\": \"a\",\n      \"stars\": [\n        1500,\n        3000,\n"
        "        4500\n      ],\n      \"stars_by_level\": {\"trainee\": [1100, 2100, 3100]},\n"
        "      \"par\": 8\n    }\n  ]\n}\n");

  // "stars" sharing its line with other members: the new member follows on that line.
  const auto inline_added = ReplaceMissionLevelStars("{\"id\": \"b\", \"stars\": [1, 2, 3], \"par\": 8}", "b",
                                                     {{"audit", {4, 5, 6}}});
  REQUIRE(inline_added.ok);
  CHECK(inline_added.text == "{\"id\": \"b\", \"stars\": [1, 2, 3], \"stars_by_level\": {\"audit\": [4, 5, 6]}, \"par\": 8}");

  CHECK_FALSE(ReplaceMissionLevelStars("{\"id\": \"x\", \"stars\": [1, 2, 3]}", "y", {}).found);
  const auto no_list = ReplaceMissionLevelStars("{\"id\": \"x\", \"par\": 8}", "x", {{"audit", {4, 5, 6}}});
  CHECK(no_list.found);
  CHECK_FALSE(no_list.ok);
}
