#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE(
    "Victory when no attackers remain in the queue or on the board, and the final score "
    "is awarded once",
    "[victory][scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kLastOne);  // one grunt on A1, par 5
  REQUIRE(state.attacker_count == 1);
  REQUIRE(state.phase == Phase::kPlayer);
  state.cannon_charge = 3;
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("A1")));
  REQUIRE(result.ok);
  CHECK(state.phase == Phase::kVictory);
  CHECK(state.final_score_awarded);
  // 3 HP x 10 + kill 50, then 200 x 10 health + 300 x 4 shields + 150 x (5 - 1) turns.
  const int bonus = 2000 + 1200 + 600;
  CHECK(state.score == 30 + 50 + bonus);
  const int final_score = IndexOf(result.events, EventKind::kFinalScore);
  REQUIRE(final_score >= 0);
  CHECK(result.events[final_score].amount == bonus);
  REQUIRE(result.events.back().kind == EventKind::kVictory);
  CHECK(result.events.back().amount == state.score);
  CHECK(final_score < static_cast<int>(result.events.size()) - 1);

  // Nothing more happens: no legal action, every action rejected, the score stays.
  CHECK(LegalActions(catalog, state).empty());
  const BattleState before = state;
  for (const Action& a : {Action::EndTurn(), Action::Fire(C("A1")), Action::Build(C("B2"))}) {
    const ApplyResult after = Apply(catalog, state, a);
    CHECK_FALSE(after.ok);
    CHECK(after.reason.find("over") != std::string::npos);
  }
  CHECK(state == before);
  CHECK(siege::CheckVictory(catalog, state, nullptr));
  CHECK(state.score == before.score);
}

TEST_CASE("No victory while the queue still holds attackers", "[victory]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kHold);  // a grunt is due on turn 50
  Put(catalog, state, kGrunt, "B2");
  state.cannon_charge = 3;
  REQUIRE(Apply(catalog, state, Action::Fire(C("B2"))).ok);
  CHECK(state.attacker_count == 0);
  CHECK(state.phase == Phase::kPlayer);
  CHECK(state.score == 80);
}

TEST_CASE(
    "Victory bonus counts active shields (up or overcharged) and turns under par floored at 0",
    "[victory][scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kLastOne);
  state.shields = {ShieldState::kDown, ShieldState::kOvercharged, ShieldState::kUp,
                   ShieldState::kDown};
  state.base_health = 4;
  state.turn = 9;  // over par
  state.cannon_charge = 3;
  REQUIRE(Apply(catalog, state, Action::Fire(C("A1"))).ok);
  CHECK(state.score == 80 + 200 * 4 + 300 * 2);
}

TEST_CASE("Victory can come in the enemy phase and counts the turn being played", "[victory]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kLastOne);
  state.attackers[0].poison = 5;
  state.attackers[0].poison_turns = 1;
  state.turn = 2;
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.phase == Phase::kVictory);
  CHECK(state.turn == 2);  // par 5 - turn 2 = 3 turns under par
  CHECK(state.score == 80 + 2000 + 1200 + 450);
  CHECK(Count(result.events, EventKind::kMoved) == 0);
  CHECK(result.events.back().kind == EventKind::kVictory);
}

TEST_CASE("A breach that consumes the last attacker wins the battle", "[victory][breach]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kLastOne);
  siege::RemoveAttacker(state, 0);
  Put(catalog, state, kHeavy, "C3");
  EndTurn(catalog, state);
  CHECK(state.phase == Phase::kVictory);
  // The NW shield went down before the bonus: 3 active shields.
  CHECK(state.score == 10 + 2000 + 900 + 150 * 4);
}

TEST_CASE("An attacker entering an objective loses it, and intact objectives score on victory",
          "[victory][objectives]") {
  Catalog catalog = MakeCatalog();
  catalog.missions[kLastOne].objectives = {*ParseCell("B2"), *ParseCell("G7")};
  catalog.missions[kLastOne].objective_bonus = 250;
  BattleState state = Start(catalog, kLastOne);
  const ApplyResult step = EndTurn(catalog, state);  // A1 -> B2
  CHECK((state.cell_flags[C("B2")] & kCellObjectiveLost) != 0);
  const int lost = IndexOf(step.events, EventKind::kObjectiveLost);
  REQUIRE(lost >= 0);
  CHECK(step.events[lost].cell == C("B2"));
  EndTurn(catalog, state);  // B2 -> C3: leaving does not restore it
  CHECK((state.cell_flags[C("B2")] & kCellObjectiveLost) != 0);
  state.cannon_charge = 3;
  const int before = state.score;
  REQUIRE(Apply(catalog, state, Action::Fire(C("C3"))).ok);
  // Turn 3: 200 x 10 + 300 x 4 + 150 x 2 + 250 for G7 only.
  CHECK(state.score - before == 80 + 2000 + 1200 + 300 + 250);
}
