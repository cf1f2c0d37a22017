// Every mission in the game's data/ stays winnable: the greedy autoplayer, with each
// mission's own deck (the starter where the deck policy allows a choice), wins it at
// least once over a fixed set of seeds. Not timed; a handful of games per mission. This
// test's job is to check data/, so it reads the tuned data on purpose.
#include <catch2/catch.hpp>

#include "basecommand/autoplay.h"
#include "data/catalog_loader.h"

TEST_CASE("Winnable: greedy wins every mission in data/ at least once over 8 seeds", "[data][balance]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  const bc::Catalog& catalog = load.catalog;
  REQUIRE_FALSE(catalog.missions.empty());
  const std::unique_ptr<bc::Policy> greedy = bc::MakeGreedyPolicy();
  constexpr int kSeeds = 8;
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
