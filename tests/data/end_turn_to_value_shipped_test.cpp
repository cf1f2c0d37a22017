// EndTurnToValue (basecommand/rules.h) on data/: at every state of greedy games on every
// shipped mission (seed 1, STANDARD and INSOLVENCY), the state end turn leaves but for the
// next turn's start, with the same value (tests/core/end_turn_to_value_check.h). The
// shipped missions have the heroes, the drawn landing cells and the concealed attackers
// the fixture lacks. Reads data/ on purpose, as the balance report does.
#include <catch2/catch.hpp>

#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "basecommand/difficulty.h"
#include "core/end_turn_to_value_check.h"
#include "data/catalog_loader.h"

TEST_CASE("End turn to value: on the shipped missions, end turn's state but for the next turn's start", "[data][rules][policy]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  bc::test::EndTurnToValueCount count;
  for (const char* level : {"standard", "insolvency"}) {
    const std::optional<bc::DifficultyDef> def = bc::FindLevel(load.catalog, level);
    REQUIRE(def);
    const bc::Catalog catalog = bc::CatalogAtDifficulty(load.catalog, *def);
    const std::unique_ptr<bc::Policy> greedy = bc::MakeGreedyPolicy();
    for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
      bc::BattleSetup setup;
      setup.mission = static_cast<bc::MissionIndex>(m);
      setup.seed = 1;
      setup.difficulty = level;
      const bc::GameRecord game = bc::PlayGame(catalog, setup, *greedy, 1);
      bc::BattleState state = bc::NewBattle(catalog, setup);
      for (const bc::Action& played : game.actions) {
        bc::test::CheckEndTurnToValue(catalog, state, count);
        bc::ApplyUnchecked(catalog, state, played, nullptr);
      }
    }
  }
  INFO(count.states << " states; first difference: " << count.first_wrong);
  CHECK(count.wrong == 0);
  // Not vacuous: waves telegraphed, heroes choosing, battles ending.
  CHECK(count.telegraphed > 100);
  CHECK(count.heroes > 0);
  CHECK(count.over > 0);
  WARN("data/: " << count.states << " states, " << count.telegraphed << " telegraphs, " << count.heroes
                 << " heroes' choices, " << count.over << " battles ended");
}
