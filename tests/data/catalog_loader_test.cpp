#include "data/catalog_loader.h"

#include <catch2/catch.hpp>

#include "temp_data.h"

using bc::ParseCell;
using bc::data::LoadCatalog;
using bc::test::Dump;
using bc::test::HasError;
using bc::test::TempData;

namespace {
constexpr const char* kEnemies = "enemies/test_enemies.json";
constexpr const char* kMissions = "missions/test_missions.json";
constexpr const char* kWeapons = "weapons.json";
}  // namespace

TEST_CASE("A valid data folder loads every record with its values", "[data][catalog]") {
  const auto load = LoadCatalog(bc::test::FixturePath("data_min"));
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  REQUIRE(c.enemies.size() == 3);
  REQUIRE(c.weapons.size() == 2);
  REQUIRE(c.missions.size() == 2);

  const bc::EnemyDef& splitter = c.enemies[static_cast<std::size_t>(c.FindEnemy("splitter"))];
  CHECK(splitter.replicate.enabled);
  CHECK(splitter.replicate.interval == 3);
  CHECK(splitter.replicate.max_copies == 2);
  CHECK(splitter.replicate.into == c.FindEnemy("grunt"));
  const bc::EnemyDef& flyer = c.enemies[static_cast<std::size_t>(c.FindEnemy("flyer"))];
  CHECK(flyer.IsAircraft());
  CHECK(flyer.steps == 2);
  CHECK(flyer.evasion == 2);
  CHECK(flyer.perks == bc::kPerkFirstStrike);
  const bc::EnemyDef& grunt = c.enemies[static_cast<std::size_t>(c.FindEnemy("grunt"))];
  CHECK(grunt.steps == 1);  // default
  CHECK(grunt.evasion == 0);
  CHECK(grunt.tags == 0);
  CHECK(grunt.hunt.reach == 2);

  const bc::WeaponDef& popgun = c.weapons[static_cast<std::size_t>(c.FindWeapon("popgun"))];
  CHECK(popgun.power_steps == std::vector<int>{1});
  CHECK(popgun.min_range == 2);
  CHECK(popgun.splash == 1);

  const bc::MissionDef& drill = c.missions[static_cast<std::size_t>(c.FindMission("drill"))];
  CHECK(drill.par == 6);
  CHECK(drill.base_health == 10);
  CHECK(drill.star_scores == std::array<int, 3>{100, 200, 300});
  CHECK(drill.weapon == "standard_cannon");
  CHECK(drill.deck_policy == bc::DeckPolicy::kCustom);
  // The schedule is sorted by turn; "count" expands an entry.
  REQUIRE(drill.schedule.size() == 5);
  CHECK(drill.schedule[0].turn == 1);
  CHECK(drill.schedule[0].cell == *ParseCell("D1"));
  CHECK(drill.schedule[0].enemy == c.FindEnemy("grunt"));
  CHECK(drill.schedule[1].enemy == c.FindEnemy("splitter"));
  CHECK(drill.schedule[2].enemy == c.FindEnemy("splitter"));
  CHECK(drill.schedule[2].sector == bc::Sector::kE);
  CHECK(drill.schedule[2].cell == bc::kNoCell);
  CHECK(drill.schedule[3].enemy == c.FindEnemy("flyer"));
  CHECK(drill.schedule[4].reinforcement);
  REQUIRE(drill.barricades.size() == 2);
  CHECK(drill.barricades[0].cell == *ParseCell("C6"));
  CHECK(drill.barricades[0].destructible);
  CHECK_FALSE(drill.barricades[1].destructible);
  CHECK(drill.objectives == std::vector<bc::Cell>{*ParseCell("F2")});

  const bc::MissionDef& two = c.missions[static_cast<std::size_t>(c.FindMission("drill_two"))];
  CHECK(two.base_health == bc::kStandardBaseHealth);
  CHECK(two.shields_up == std::array<bool, 4>{true, false, true, true});
  CHECK(two.cannon_charge == 1);
  CHECK(two.flawless_score == 40);
  CHECK(two.deck_policy == bc::DeckPolicy::kStarter);
  CHECK(two.weapon == "popgun");
  CHECK(two.posts.max == 2);
  CHECK_FALSE(drill.posts.enabled());
}

TEST_CASE("Loader: an unknown key is reported with file, path and line", "[data][catalog]") {
  TempData d;
  d.Patch(kEnemies, "\"firepower\": 2,", "\"firepower\": 2, \"armor\": 1,");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kEnemies, "/enemies/0/armor", "unknown key \"armor\""));
  REQUIRE(load.errors.size() == 1);
  CHECK(load.errors[0].line == 9);
}

TEST_CASE("Loader: a mission cannot set the base's health, every mission starts at 10", "[data][catalog]") {
  for (const char* value : {"8", "10"}) {
    INFO(value);
    TempData d;
    d.Patch(kMissions, "\"par\": 6,", std::string("\"par\": 6, \"base_health\": ") + value + ",");
    const auto load = LoadCatalog(d.path());
    INFO(Dump(load.errors));
    CHECK(HasError(load.errors, kMissions, "/missions/0/base_health",
                   "a mission cannot set the base's health: every mission starts at 10"));
    CHECK(load.errors.size() == 1);  // said once, not also as an unknown key
  }
  const auto plain = LoadCatalog(bc::test::FixturePath("data_min"));
  REQUIRE(plain.ok());
  for (const bc::MissionDef& m : plain.catalog.missions) CHECK(m.base_health == 10);
}

TEST_CASE("Loader: a wrong type is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kEnemies, "\"health\": 3", "\"health\": \"three\"");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kEnemies, "/enemies/0/health", "must be an integer between 1 and 999, got \"three\""));
}

TEST_CASE("Loader: a missing required field is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"par\": 6,", "");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/0", "missing required field \"par\""));
}

TEST_CASE("Loader: values out of range are reported, par below 1 included", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"par\": 6,", "\"par\": 0,");
  d.Patch(kEnemies, "\"health\": 3", "\"health\": 0");
  d.Patch(kWeapons, "\"max_range\": 3", "\"max_range\": 4");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/par", "between 1 and 999, got 0"));
  CHECK(HasError(load.errors, kEnemies, "/enemies/0/health", "between 1 and 999, got 0"));
  CHECK(HasError(load.errors, kWeapons, "/weapons/1/max_range", "between 1 and 3, got 4"));
  CHECK(load.errors.size() == 3);
}

TEST_CASE("Loader: an unknown enemy id in a schedule is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"enemy\": \"flyer\"", "\"enemy\": \"flier\"");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/0/enemy",
                 "unknown enemy \"flier\" (did you mean \"flyer\"?)"));
  CHECK(load.errors.size() == 1);
}

TEST_CASE("Loader: replicate.into naming an unknown enemy is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kEnemies, "\"into\": \"grunt\"", "\"into\": \"nobody\"");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kEnemies, "/enemies/1/replicate/into", "unknown enemy \"nobody\""));
}

TEST_CASE("Loader: a replicator without a replicate block, and the reverse, are reported", "[data][catalog]") {
  TempData d;
  d.Patch(kEnemies, ",\n      \"replicate\": {\"interval\": 3, \"max_copies\": 2, \"into\": \"grunt\"}", "");
  d.Patch(kEnemies, "\"health\": 3,", "\"health\": 3, \"replicate\": {\"interval\": 1, \"max_copies\": 1},");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kEnemies, "/enemies/1/tags", "needs a \"replicate\" block"));
  CHECK(HasError(load.errors, kEnemies, "/enemies/0/replicate", "must carry the \"replicator\" tag"));
}

TEST_CASE("Loader: an unknown weapon id in a mission is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"weapon\": \"popgun\"", "\"weapon\": \"peashooter\"");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/1/weapon", "unknown weapon \"peashooter\""));
}

TEST_CASE("Loader: duplicate ids across files are reported with the first definition", "[data][catalog]") {
  TempData d;
  d.Write("enemies/zz_more.json", R"({"enemies": [{"id": "grunt", "name": "G", "description": "d",
    "sprite": "g", "attack": 1, "firepower": 1, "health": 1, "breach_damage": 1}]})");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.errors.size() == 1);
  CHECK(HasError(load.errors, "zz_more.json", "/enemies/0/id", "duplicate enemy id \"grunt\""));
  CHECK(load.errors[0].reason.find("test_enemies.json:3") != std::string::npos);
}

TEST_CASE("Loader: cells out of the board and on the base are reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"blocked\": [\"B2\"]", "\"blocked\": [\"B2\", \"I1\", \"D4\"]");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/blocked/1", "must be a cell name from A1 to H8, got \"I1\""));
  CHECK(HasError(load.errors, kMissions, "/missions/0/blocked/2", "D4 is a command base cell"));
}

TEST_CASE("Loader: a deployment cell on a blocked cell is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"blocked\": [\"B2\"]", "\"blocked\": [\"B2\", \"H4\"]");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/0/deployment/1", "H4 is already a blocked cell"));
}

TEST_CASE("Loader: barricades on base, deployment, objective and reinforcement cells are reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"C6\": \"destructible\"",
          "\"C6\": \"destructible\", \"E4\": \"destructible\", \"D1\": \"indestructible\", "
          "\"F2\": \"destructible\", \"A1\": \"destructible\", \"B5\": \"wooden\"");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/barricades/E4", "cannot stand on the command base"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/barricades/D1", "cannot stand on a deployment cell"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/barricades/F2", "cannot stand on a objectives cell"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/barricades/A1", "cannot stand on a reinforcement cell"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/barricades/B5", "must be \"destructible\" or \"indestructible\""));
  CHECK(load.errors.size() == 5);
}

TEST_CASE("Loader: a schedule entry whose sector has no deployment cell is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"deployment\": [\"D1\", \"H4\", \"E8\", \"A5\"]", "\"deployment\": [\"D1\", \"H4\", \"A5\"]");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/0/sector", "sector S has no deployment cell"));
  CHECK(load.errors.size() == 1);
}

TEST_CASE("Loader: a reinforcement entry needs a reinforcement cell in its sector", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"reinforcement\": [\"A1\"]", "\"reinforcement\": [\"A8\"]");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/3/sector", "sector N has no reinforcement cell"));
}

TEST_CASE("Loader: a spawn cell that is not a deployment cell is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"cell\": \"D1\"", "\"cell\": \"C1\"");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/1/cell", "C1 is not one of the mission's deployment cells"));
}

TEST_CASE("Loader: a schedule entry needs exactly one of cell and sector", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"cell\": \"D1\"", "\"cell\": \"D1\", \"sector\": \"N\"");
  d.Patch(kMissions, "\"enemy\": \"flyer\", \"sector\": \"S\"", "\"enemy\": \"flyer\"");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/1/sector", "not both"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/0", "needs a landing \"cell\""));
}

TEST_CASE("Loader: a deployment cell walled in by blocked cells has no route to the base", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"blocked\": [\"B2\"]", "\"blocked\": [\"B2\", \"C1\", \"C2\", \"D2\", \"E2\", \"E1\"]");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/deployment/0", "D1 has no route to the base"));
  CHECK(load.errors.size() == 1);
}

TEST_CASE("Loader: star thresholds must increase and the flawless score top them", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"stars\": [100, 200, 300]", "\"stars\": [100, 100, 300]");
  d.Patch(kMissions, "\"flawless\": 40", "\"flawless\": 30");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kMissions, "/missions/0/stars", "star thresholds must increase"));
  CHECK(HasError(load.errors, kMissions, "/missions/1/flawless", "above the 3-star score"));
}

TEST_CASE("Loader: a mission's thresholds at other levels name a level each and increase", "[data][catalog]") {
  TempData d;
  d.Write("difficulties.json", R"({"difficulties": [{"id": "standard", "name": "STANDARD", "summary": "x"},
    {"id": "audit", "name": "AUDIT", "summary": "x", "modifiers": {"extra_attackers": 1}},
    {"id": "trainee", "name": "TRAINEE", "summary": "x", "modifiers": {"base_health": 3}}]})");
  d.Patch(kMissions, "\"stars\": [100, 200, 300]",
          "\"stars\": [100, 200, 300], \"stars_by_level\": {\"audit\": [150, 250, 350], \"trainee\": [50, 90, 120]}");
  const auto good = LoadCatalog(d.path());
  INFO(Dump(good.errors));
  REQUIRE(good.ok());
  const bc::MissionDef& drill = good.catalog.missions[static_cast<std::size_t>(good.catalog.FindMission("drill"))];
  REQUIRE(drill.level_stars.size() == 2);
  CHECK(drill.level_stars[0] == bc::LevelStars{"audit", {150, 250, 350}});
  CHECK(drill.level_stars[1] == bc::LevelStars{"trainee", {50, 90, 120}});
  CHECK(drill.star_scores == std::array<int, 3>{100, 200, 300});

  d.Patch(kMissions, "\"audit\": [150, 250, 350], \"trainee\": [50, 90, 120]",
          "\"audit\": [150, 150, 350], \"trainee\": [50, 90], \"standard\": [1, 2, 3], \"nightmare\": [1, 2, 3]");
  const auto bad = LoadCatalog(d.path());
  INFO(Dump(bad.errors));
  CHECK(HasError(bad.errors, kMissions, "/missions/0/stars_by_level/audit", "star thresholds must increase"));
  CHECK(HasError(bad.errors, kMissions, "/missions/0/stars_by_level/trainee", "must list exactly 3 scores"));
  CHECK(HasError(bad.errors, kMissions, "/missions/0/stars_by_level/standard", "STANDARD's thresholds are the mission's"));
  CHECK(HasError(bad.errors, kMissions, "/missions/0/stars_by_level/nightmare", "nightmare"));
}

TEST_CASE("Loader: a starting cannon charge beyond the weapon's steps is reported", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"cannon_charge\": 1", "\"cannon_charge\": 2");
  const auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/1/cannon_charge", "has 1 charge steps"));
}

TEST_CASE("Loader: a fixed deck policy needs a loadout that exists", "[data][catalog]") {
  TempData d;
  d.Patch(kMissions, "\"deck_policy\": \"starter\"", "\"deck_policy\": \"fixed\"");
  auto load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/1/fixed_loadout", "needs the id of the mission's loadout"));
  d.Patch(kMissions, "\"deck_policy\": \"fixed\"", "\"deck_policy\": \"fixed\", \"fixed_loadout\": \"no_such_deck\"");
  load = LoadCatalog(d.path());
  CHECK(HasError(load.errors, kMissions, "/missions/1/fixed_loadout", "unknown loadout \"no_such_deck\""));
}

TEST_CASE("Loader: malformed JSON names the file, line and column, and the rest still loads", "[data][catalog]") {
  TempData d;
  d.Patch(kWeapons, "\"splash\": 1", "\"splash\": 1,");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  // Missions naming its weapons are not blamed again: their errors follow from this one.
  REQUIRE(bc::data::RootErrorCount(load.errors) == 1);
  CHECK_FALSE(load.errors[0].follows);
  for (std::size_t i = 1; i < load.errors.size(); ++i) CHECK(load.errors[i].follows);
  CHECK(load.errors[0].file.find("weapons.json") != std::string::npos);
  CHECK(load.errors[0].line == 17);
  CHECK(load.errors[0].column == 5);
  CHECK(load.errors[0].reason.rfind("malformed JSON", 0) == 0);
  CHECK(load.catalog.enemies.size() == 3);
  CHECK(load.catalog.missions.size() == 2);
}

TEST_CASE("Loader: several errors in several files are all reported in one pass", "[data][catalog]") {
  TempData d;
  d.Patch(kEnemies, "\"health\": 3", "\"health\": -3");
  d.Patch(kEnemies, "\"sprite\": \"flyer\"", "\"sprite\": \"flyer\", \"colour\": \"red\"");
  d.Patch(kWeapons, "\"power_steps\": [1, 3, 5]", "\"power_steps\": [1, 5, 3]");
  d.Patch(kMissions, "\"enemy\": \"grunt\", \"cell\": \"D1\"", "\"enemy\": \"grumt\", \"cell\": \"D1\"");
  d.Patch(kMissions, "\"par\": 4", "\"par\": \"soon\"");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kEnemies, "/enemies/0/health", "got -3"));
  CHECK(HasError(load.errors, kEnemies, "/enemies/2/colour", "unknown key"));
  CHECK(HasError(load.errors, kWeapons, "/weapons/0/power_steps/2", "must not drop"));
  CHECK(HasError(load.errors, kMissions, "/missions/0/schedule/1/enemy", "unknown enemy \"grumt\""));
  CHECK(HasError(load.errors, kMissions, "/missions/1/par", "got \"soon\""));
  CHECK(load.errors.size() == 5);
}

TEST_CASE("Loader: missing folders and files are errors, not crashes", "[data][catalog]") {
  TempData d("");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, "enemies", "", "folder not found"));
  CHECK(HasError(load.errors, "weapons.json", "", "not found"));
  CHECK(HasError(load.errors, "missions", "", "folder not found"));
  CHECK(load.errors.size() == 3);
}

TEST_CASE("Loader: a top level that is not an object, or lacks its array, is reported", "[data][catalog]") {
  TempData d;
  d.Write(kWeapons, "[1, 2]");
  d.Write("enemies/other.json", R"({"enemy": []})");
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kWeapons, "", "must be an object"));
  CHECK(HasError(load.errors, "other.json", "", "missing required field \"enemies\""));
  CHECK(HasError(load.errors, "other.json", "/enemy", "unknown key"));
}
