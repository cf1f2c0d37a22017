// The one test whose job is the game's own data/: it loads, its missions start at the
// standard base health, and between them they use every attacker type and every terrain
// rule.
#include <catch2/catch.hpp>

#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

TEST_CASE("data/ validates without errors", "[data][game_data]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  INFO(bc::test::Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  CHECK(c.enemies.size() >= 4);
  CHECK(c.weapons.size() >= 3);
  CHECK(c.missions.size() >= 3);
}

TEST_CASE("data/ has the rulebook's four attacker types with their traits", "[data][game_data]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  for (const char* id : {"black_star_initiate", "killer_krab", "ridge_skimmer", "twinfin_dart"}) {
    INFO(id);
    const int i = c.FindEnemy(id);
    REQUIRE(i >= 0);
    CHECK(c.enemies[static_cast<std::size_t>(i)].sprite == id);
  }
  const auto& krab = c.enemies[static_cast<std::size_t>(c.FindEnemy("killer_krab"))];
  const auto& skimmer = c.enemies[static_cast<std::size_t>(c.FindEnemy("ridge_skimmer"))];
  const auto& dart = c.enemies[static_cast<std::size_t>(c.FindEnemy("twinfin_dart"))];
  const auto& initiate = c.enemies[static_cast<std::size_t>(c.FindEnemy("black_star_initiate"))];
  CHECK(krab.replicate.enabled);
  CHECK(krab.health < initiate.health);
  CHECK(skimmer.steps > initiate.steps);
  CHECK(dart.IsAircraft());
  CHECK(dart.evasion > initiate.evasion);
  CHECK(dart.firepower > initiate.firepower);
  const auto& cannon = c.weapons[static_cast<std::size_t>(c.FindWeapon("standard_cannon"))];
  CHECK(cannon.power_steps == std::vector<int>{1, 3, 5});
  CHECK(cannon.min_range == 1);
  CHECK(cannon.max_range == 3);
}

TEST_CASE("data/ missions use every attacker type and every terrain rule", "[data][game_data]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  std::vector<bool> used(c.enemies.size(), false);
  bool blocked = false, destructible = false, indestructible = false, objectives = false;
  bool reinforcement_cells = false, reinforcement_wave = false;
  for (const bc::MissionDef& m : c.missions) {
    CHECK_FALSE(m.name.empty());
    CHECK_FALSE(m.briefing.empty());
    for (const bc::SpawnDef& s : m.schedule) {
      used[s.enemy] = true;
      reinforcement_wave = reinforcement_wave || s.reinforcement;
    }
    blocked = blocked || !m.blocked.empty();
    objectives = objectives || !m.objectives.empty();
    reinforcement_cells = reinforcement_cells || !m.reinforcement.empty();
    for (const bc::BarricadeDef& b : m.barricades) {
      destructible = destructible || b.destructible;
      indestructible = indestructible || !b.destructible;
    }
  }
  // A type no schedule names is still met when a scheduled one brings it: a replicator's
  // copy, a splitter's pieces, a carrier's walker, a hero's reinforcements.
  for (std::size_t i = 0; i < used.size(); ++i) {
    if (!used[i]) continue;
    const bc::EnemyDef& e = c.enemies[i];
    if (e.replicate.enabled) used[e.replicate.into] = true;
    if (e.split.enabled) used[e.split.into] = true;
    if (e.drop.enabled) used[e.drop.into] = true;
    for (const bc::AbilityDef& a : e.abilities) {
      if (a.kind == bc::AbilityKind::kCallReinforcements) used[a.enemy] = true;
    }
  }
  for (std::size_t i = 0; i < used.size(); ++i) {
    INFO(c.enemies[i].id);
    CHECK(used[i]);
  }
  CHECK(blocked);
  CHECK(destructible);
  CHECK(indestructible);
  CHECK(objectives);
  CHECK(reinforcement_cells);
  CHECK(reinforcement_wave);
}

TEST_CASE("data/ missions all start the base at 10 health, the standard difficulty", "[data][game_data]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  for (std::size_t m = 0; m < c.missions.size(); ++m) {
    INFO(c.missions[m].id);
    const bc::BattleState state = bc::NewBattle(c, static_cast<bc::MissionIndex>(m), 1);
    CHECK(state.base_health == 10);
    CHECK(state.base_max_health == 10);
  }
}

TEST_CASE("data/ missions that name a siege mortar or a rail cannon fight with it", "[data][game_data]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  int special = 0;
  for (std::size_t m = 0; m < c.missions.size(); ++m) {
    const bc::MissionDef& mission = c.missions[m];
    INFO(mission.id);
    bc::BattleSetup setup;
    setup.mission = static_cast<bc::MissionIndex>(m);
    setup.seed = 1;
    setup.loadout = c.FindLoadout("starter");
    const bc::BattleState state = bc::NewBattle(c, setup);
    const std::string mounted = c.weapons[state.weapon].id;
    if (mission.weapon != bc::kStandardWeapon) {
      ++special;
      CHECK(mounted == mission.weapon);
    }
  }
  CHECK(special >= 2);  // the shipped missions do use the siege mortar and the rail cannon
}
