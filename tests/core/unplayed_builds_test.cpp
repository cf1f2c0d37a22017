// Greedy's scoring leaves unplayed the barricades built where end turn's play read no
// barricade (ScoresAsEndTurn, src/autoplay/policy_rank.h): on the fixture catalog, in
// greedy and search games, every such placement is worth end turn's value exactly when
// played, and the ranking and the choice are those of every action played. The same
// check on data/ is in tests/data/unplayed_builds_shipped_test.cpp.
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "unplayed_builds_check.h"

namespace {

using namespace bc;

// The fixture catalog and a third mission on it with mission barricades (destructible
// and not) in the walkers' way and crushers among them: bashes, crushes and lines of
// fire that meet barricades.
struct BarricadedCatalog {
  test::AutoplayCatalog fx;
  MissionIndex barricaded = 0;
};

BarricadedCatalog MakeBarricadedCatalog() {
  BarricadedCatalog b{test::MakeAutoplayCatalog(), 0};
  Catalog& c = b.fx.catalog;
  EnemyDef crusher = c.enemies[static_cast<std::size_t>(c.FindEnemy("grunt"))];
  crusher.id = "crusher";
  crusher.tags |= kTagCrusher;
  c.enemies.push_back(crusher);
  MissionDef m = c.missions[b.fx.last_stand];
  m.id = "barricaded";
  m.base_health = 8;
  m.barricades = {{*ParseCell("D3"), true}, {*ParseCell("C5"), false}, {*ParseCell("F4"), true}};
  m.schedule.push_back(test::Spawn(2, "crusher", c, "D1"));
  m.schedule.push_back(test::Spawn(4, "crusher", c, "H5"));
  b.barricaded = static_cast<MissionIndex>(c.missions.size());
  c.missions.push_back(m);
  return b;
}

}  // namespace

TEST_CASE("Unplayed builds: on the fixture catalog each is worth end turn, and rankings are unchanged", "[policy]") {
  const BarricadedCatalog b = MakeBarricadedCatalog();
  const Catalog& catalog = b.fx.catalog;
  test::UnplayedBuilds count;
  for (const MissionIndex mission : {b.fx.skirmish, b.fx.last_stand, b.barricaded}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const std::unique_ptr<Policy> greedy = MakeGreedyPolicy();
      const std::unique_ptr<Policy> search = MakeSearchPolicy(SearchBudget{3, 3, 2, 4, 2, 2});
      for (Policy* policy : {greedy.get(), search.get()}) {
        const GameRecord game = PlayGame(catalog, test::SetupOf(mission, seed), *policy, seed);
        test::CheckUnplayedBuilds(catalog, game, count);
      }
    }
  }
  INFO(count.states << " states, " << count.builds << " barricade placements, " << count.skipped
                    << " unplayed; first difference: " << count.first_wrong);
  CHECK(count.wrong == 0);
  // Not vacuous: most placements are left unplayed, and some are not.
  CHECK(count.skipped * 2 > count.builds);
  CHECK(count.skipped < count.builds);
  WARN("fixture catalog: " << count.states << " states, " << count.builds << " barricade placements, "
                           << count.skipped << " unplayed");
}
