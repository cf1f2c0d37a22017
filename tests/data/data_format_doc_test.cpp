// docs/data-format.md and the loader cannot drift: the field tables of the Enemies,
// Weapons and Missions sections list exactly the keys the loader accepts, and every
// effect kind has its row and example.
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <catch2/catch.hpp>

#include "basecommand/card_defs.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

namespace {

// The backticked names in the first column of each table of a "## Title" section, one
// set per table in order.
std::vector<std::set<std::string>> DocTables(const std::string& title) {
  std::ifstream in(std::filesystem::path(BC_SOURCE_DIR) / "docs" / "data-format.md");
  std::vector<std::set<std::string>> tables;
  std::string line;
  bool in_section = false;
  bool in_table = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) {
      in_section = line == "## " + title;
      in_table = false;
      continue;
    }
    if (!in_section) continue;
    if (line.rfind("| field |", 0) == 0) {
      tables.emplace_back();
      in_table = true;
      continue;
    }
    if (!in_table || line.rfind("|", 0) != 0) {
      in_table = false;
      continue;
    }
    const std::size_t open = line.find('`');
    const std::size_t end_of_cell = line.find('|', 1);
    if (open == std::string::npos || open > end_of_cell) continue;  // the |---| row
    const std::size_t close = line.find('`', open + 1);
    tables.back().insert(line.substr(open + 1, close - open - 1));
  }
  return tables;
}

}  // namespace

TEST_CASE("docs/data-format.md lists exactly the fields the loader accepts", "[data][docs]") {
  std::vector<std::string> accepted;
  const auto load = bc::data::LoadCatalog(bc::test::FixturePath("data_min"), &accepted);
  REQUIRE(load.ok());
  std::map<std::string, std::set<std::string>> by_record;  // "/enemies/*" -> keys
  for (const std::string& pattern : accepted) {
    const std::size_t slash = pattern.rfind('/');
    by_record[pattern.substr(0, slash)].insert(pattern.substr(slash + 1));
  }
  const auto enemies = DocTables("Enemies");
  const auto weapons = DocTables("Weapons");
  const auto missions = DocTables("Missions");
  REQUIRE(enemies.size() == 9);
  REQUIRE(weapons.size() == 1);
  REQUIRE(missions.size() == 4);
  CHECK(enemies[0] == by_record["/enemies/*"]);
  CHECK(enemies[1] == by_record["/enemies/*/replicate"]);
  // The behaviour blocks are not in the minimal fixture: the game's data has each.
  std::vector<std::string> game_accepted;
  REQUIRE(bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data", &game_accepted).ok());
  std::map<std::string, std::set<std::string>> game;
  for (const std::string& pattern : game_accepted) {
    const std::size_t slash = pattern.rfind('/');
    game[pattern.substr(0, slash)].insert(pattern.substr(slash + 1));
  }
  CHECK(enemies[2] == game["/enemies/*/split"]);
  CHECK(enemies[3] == game["/enemies/*/mend"]);
  CHECK(enemies[4] == game["/enemies/*/drop"]);
  CHECK(enemies[5] == game["/enemies/*/shift"]);
  CHECK(enemies[6] == game["/enemies/*/lay_trap"]);
  CHECK(enemies[7] == by_record["/enemies/*/hunt"]);  // (the minimal fixture's grunt hunts)
  CHECK(enemies[8] == game["/enemies/*/abilities/*"]);
  CHECK(weapons[0] == by_record["/weapons/*"]);
  CHECK(missions[0] == by_record["/missions/*"]);
  CHECK(missions[1] == game["/missions/*/lanes/*"]);
  CHECK(missions[2] == by_record["/missions/*/posts"]);  // (the minimal fixture's drill_two)
  CHECK(missions[3] == by_record["/missions/*/schedule/*"]);
  // The quadrant keys of "shields" are documented in its row.
  CHECK(by_record["/missions/*/shields"] == std::set<std::string>{"NW", "NE", "SW", "SE"});
}

TEST_CASE("data-format.md: every effect kind has a row with what it does and an example record",
          "[data][docs]") {
  std::ifstream in(std::filesystem::path(BC_SOURCE_DIR) / "docs" / "data-format.md");
  std::map<std::string, std::string> examples;  // kind -> the example's JSON
  std::string line;
  bool in_table = false;
  while (std::getline(in, line)) {
    if (line.rfind("### ", 0) == 0) in_table = line == "### Effect kinds";
    if (!in_table || line.rfind("| `", 0) != 0) continue;
    const std::string kind = line.substr(3, line.find('`', 3) - 3);
    const std::size_t json_at = line.find("`{");
    const std::size_t json_end = line.find("}`", json_at);
    if (json_at != std::string::npos && json_end != std::string::npos) {
      examples[kind] = line.substr(json_at + 1, json_end - json_at);
    }
  }
  for (int k = 0; k < bc::kEffectKindCount; ++k) {
    const std::string kind = bc::EffectKindName(static_cast<bc::EffectKind>(k));
    INFO(kind);
    REQUIRE(examples.count(kind) == 1);
    // The example is an effect of that kind, as a designer would paste it.
    CHECK(examples[kind].find("\"kind\": \"" + kind + "\"") != std::string::npos);
  }
  CHECK(examples.size() == static_cast<std::size_t>(bc::kEffectKindCount));
}
