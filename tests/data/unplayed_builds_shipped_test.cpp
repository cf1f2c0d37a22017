// Greedy's unplayed barricades (ScoresAsEndTurn, src/autoplay/policy_rank.h) on data/: in
// greedy games on every shipped mission (seeds 1 and 2) and search games on a third of
// them, at STANDARD and INSOLVENCY, every placement left unplayed is worth end turn's
// value exactly when played, and the ranking and the choice are those of every action
// played (tests/core/unplayed_builds_check.h). Reads data/ on purpose, as the balance report does.
#include <catch2/catch.hpp>

#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "basecommand/difficulty.h"
#include "core/unplayed_builds_check.h"
#include "data/catalog_loader.h"

TEST_CASE("Unplayed builds: on the shipped missions each is worth end turn, and rankings are unchanged", "[data][policy]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  bc::test::UnplayedBuilds count;
  for (const char* level : {"standard", "insolvency"}) {
    const std::optional<bc::DifficultyDef> def = bc::FindLevel(load.catalog, level);
    REQUIRE(def);
    const bc::Catalog catalog = bc::CatalogAtDifficulty(load.catalog, *def);
    const std::unique_ptr<bc::Policy> greedy = bc::MakeGreedyPolicy();
    const std::unique_ptr<bc::Policy> search = bc::MakeSearchPolicy();
    for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
      for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        bc::BattleSetup setup;
        setup.mission = static_cast<bc::MissionIndex>(m);
        setup.seed = seed;
        setup.difficulty = level;
        bc::test::CheckUnplayedBuilds(catalog, bc::PlayGame(catalog, setup, *greedy, seed), count);
        if (m % 3 == seed - 1) bc::test::CheckUnplayedBuilds(catalog, bc::PlayGame(catalog, setup, *search, seed), count);
      }
    }
  }
  INFO(count.states << " states, " << count.builds << " barricade placements, " << count.skipped
                    << " unplayed; first difference: " << count.first_wrong);
  CHECK(count.wrong == 0);
  // Not vacuous: most placements are left unplayed, and some are not.
  CHECK(count.skipped * 2 > count.builds);
  CHECK(count.skipped < count.builds);
  WARN("data/: " << count.states << " states, " << count.builds << " barricade placements, " << count.skipped
                 << " unplayed");
}
