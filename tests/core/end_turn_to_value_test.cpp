// EndTurnToValue (basecommand/rules.h): end turn without the next turn's start, for the
// policies' scoring. It leaves every state as end turn does but for what that start
// writes, and with the same value (tests/data/end_turn_to_value_shipped_test.cpp plays it
// on the shipped missions, with their heroes and drawn landing cells).
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/policy_rank.h"
#include "basecommand/rules.h"
#include "end_turn_to_value_check.h"

TEST_CASE("End turn to value: the state end turn leaves but for the next turn's start", "[rules][policy]") {
  const bc::test::AutoplayCatalog fx = bc::test::MakeAutoplayCatalog();
  bc::test::EndTurnToValueCount count;
  bc::test::ForEachGreedyStep(fx, [&](bc::MissionIndex, std::uint64_t, int, const bc::BattleState& state, const bc::Action&) {
    bc::test::CheckEndTurnToValue(fx.catalog, state, count);
  });
  INFO(count.first_wrong);
  CHECK(count.wrong == 0);
  // Not vacuous: waves were telegraphed at some of those ends of turn.
  CHECK(count.telegraphed > 0);
  CHECK(count.states > 50);
}
