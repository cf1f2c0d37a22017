// Every mission in the game's data/ stays winnable: the greedy autoplayer, with each
// mission's own deck (the starter where the deck policy allows a choice), wins it at
// least once over a fixed set of seeds (16). Not timed; a handful of games per mission. This
// test's job is to check data/, so it reads the tuned data on purpose. And every mission's
// stars follow the star rule of docs/balance.md.
#include <catch2/catch.hpp>

#include "autoplay/autoplay.h"
#include "campaign/campaign_grade.h"
#include "data/catalog_loader.h"

TEST_CASE("Winnable: greedy wins every mission in data/ at least once over 16 seeds", "[data][balance]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  const bc::Catalog& catalog = load.catalog;
  REQUIRE_FALSE(catalog.missions.empty());
  const std::unique_ptr<bc::Policy> greedy = bc::MakeGreedyPolicy();
  // 16: the hardest missions (STANDING AUDIT: greedy wins about 30%) lose 8 in a row now and then.
  constexpr int kSeeds = 16;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= kSeeds && wins == 0; ++seed) {
      bc::BattleSetup setup;
      setup.mission = static_cast<bc::MissionIndex>(m);
      setup.seed = seed;
      wins += bc::PlayGame(catalog, setup, *greedy, seed).stats.won ? 1 : 0;
    }
    INFO("mission " << catalog.missions[m].id << ": no win in " << kSeeds << " seeds");
    CHECK(wins > 0);
  }
}

TEST_CASE("Stars: on every mission in data/, a clean victory earns at least 2 stars and any victory 1, whatever the score",
          "[data][balance]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  for (const bc::MissionDef& mission : load.catalog.missions) {
    INFO("mission " << mission.id);
    bc::BattleSummary clean;
    clean.mission = mission.id;
    clean.victory = true;
    clean.score = 0;  // the lowest a victory can score: only the rule lifts it
    clean.turns = mission.par;
    clean.par = mission.par;
    clean.base_health = mission.base_health;
    clean.base_start_health = mission.base_health;
    CHECK(bc::GradeBattle(mission, clean).stars >= 2);
    bc::BattleSummary costly = clean;
    costly.base_health = 1;
    costly.units_lost = 2;
    costly.turns = mission.par + 3;
    CHECK(bc::GradeBattle(mission, costly).stars >= 1);
    // A strong player's score (the 3-star threshold) still earns 3.
    costly.score = mission.star_scores[2];
    CHECK(bc::GradeBattle(mission, costly).stars == 3);
  }
}
