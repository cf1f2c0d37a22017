#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {
ShieldState& Shield(BattleState& s, Quadrant q) { return s.shields[static_cast<int>(q)]; }
}  // namespace

TEST_CASE("A normal shield blocks one breach and damages the attacker for 1 and is consumed",
          "[breach][shields]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C3");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(Shield(state, Quadrant::kNW) == ShieldState::kDown);
  CHECK(state.base_health == 10);
  CHECK(state.score == 10);  // 1 HP removed at x1
  const int breach = IndexOf(result.events, EventKind::kBreached);
  REQUIRE(breach >= 0);
  CHECK(result.events[breach].cell2 == C("D4"));
  CHECK(result.events[breach].quadrant == static_cast<int>(Quadrant::kNW));
  const int blocked = IndexOf(result.events, EventKind::kShieldBlocked);
  REQUIRE(blocked > breach);
  CHECK(result.events[blocked].amount == 1);
  CHECK(IndexOf(result.events, EventKind::kShieldDown) > blocked);
  CHECK(IndexOf(result.events, EventKind::kAttackerRemoved) > blocked);
}

TEST_CASE("An overcharged shield blocks for 2 and stays up until the turn tick",
          "[breach][shields]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Shield(state, Quadrant::kNW) = ShieldState::kOvercharged;
  const auto uid = Put(catalog, state, kHeavy, "C3");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(state.score == 20);
  const int blocked = IndexOf(result.events, EventKind::kShieldBlocked);
  REQUIRE(blocked >= 0);
  CHECK(result.events[blocked].amount == 2);
  CHECK(Count(result.events, EventKind::kShieldDown) == 0);
  // Still up after the turn tick, no longer overcharged.
  CHECK(Shield(state, Quadrant::kNW) == ShieldState::kUp);
  CHECK(IndexOf(result.events, EventKind::kOverchargeSpent) > blocked);
}

TEST_CASE("A breach on a downed shield damages base health", "[breach][base]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Shield(state, Quadrant::kSE) = ShieldState::kDown;
  const auto uid = Put(catalog, state, kGrunt, "F6");  // F6 -> E5, the SE quadrant
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(state.base_health == 8);  // the grunt's breach damage is 2
  const int damaged = IndexOf(result.events, EventKind::kBaseDamaged);
  REQUIRE(damaged >= 0);
  CHECK(result.events[damaged].amount == 2);
  CHECK(result.events[damaged].amount2 == 8);
  CHECK(IndexOf(result.events, EventKind::kAttackerRemoved) > damaged);
  CHECK(state.score == 0);
}

TEST_CASE("A breach hits the quadrant of the base cell the path enters", "[breach][shields]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "E3");  // E3 -> E4: NE
  Put(catalog, state, kGrunt, "C6");  // C6 -> D5: SW
  EndTurn(catalog, state);
  CHECK(Shield(state, Quadrant::kNE) == ShieldState::kDown);
  CHECK(Shield(state, Quadrant::kSW) == ShieldState::kDown);
  CHECK(Shield(state, Quadrant::kNW) == ShieldState::kUp);
  CHECK(Shield(state, Quadrant::kSE) == ShieldState::kUp);
}

TEST_CASE("A shield that kills the breaching attacker scores the kill", "[breach][scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kKrab, "C3");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.score == 10 + 50);
  CHECK(state.multiplier == 2);
  CHECK(Count(result.events, EventKind::kAttackerDestroyed) == 1);
  CHECK(Count(result.events, EventKind::kAttackerRemoved) == 0);
}

TEST_CASE("Attacker shield points absorb a base shield's damage and do not score",
          "[breach][scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kTank, "C3");
  EndTurn(catalog, state);
  CHECK(state.score == 0);
  CHECK(Shield(state, Quadrant::kNW) == ShieldState::kDown);
}

TEST_CASE("Base health reaching 0 is defeat at once: the phase stops, with no final bonus",
          "[breach][base][victory]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.base_health = 2;
  state.shields.fill(ShieldState::kDown);
  Put(catalog, state, kGrunt, "C3");
  const auto later = Put(catalog, state, kGrunt, "F6");  // same distance, larger index
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.phase == Phase::kDefeat);
  CHECK(state.base_health == 0);
  CHECK(Find(state, later)->cell == C("F6"));
  CHECK(result.events.back().kind == EventKind::kDefeat);
  CHECK(Count(result.events, EventKind::kFinalScore) == 0);
  CHECK(Count(result.events, EventKind::kTurnStarted) == 0);
  CHECK(state.turn == 1);
  CHECK(LegalActions(catalog, state).empty());
  const BattleState before = state;
  const ApplyResult after = EndTurn(catalog, state);
  CHECK_FALSE(after.ok);
  CHECK_FALSE(after.reason.empty());
  CHECK(state == before);
}

TEST_CASE("Base health does not regenerate, and repair stops at the maximum", "[base]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.base_health = 7;
  EndTurn(catalog, state);
  EndTurn(catalog, state);
  CHECK(state.base_health == 7);
  Events events;
  CHECK(siege::RepairBase(state, 5, &events) == 3);
  CHECK(state.base_health == 10);
  CHECK(Count(events, EventKind::kBaseRepaired) == 1);
}

TEST_CASE(
    "RepairShield restores the first downed quadrant before overcharging the first active one",
    "[shields]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.shields = {ShieldState::kUp, ShieldState::kDown, ShieldState::kUp, ShieldState::kDown};
  Events events;
  REQUIRE(siege::RepairShield(state, &events));
  CHECK(state.shields[1] == ShieldState::kUp);
  REQUIRE(siege::RepairShield(state, &events));
  CHECK(state.shields[3] == ShieldState::kUp);
  REQUIRE(siege::RepairShield(state, &events));
  CHECK(state.shields[0] == ShieldState::kOvercharged);
  CHECK(Count(events, EventKind::kShieldRestored) == 2);
  CHECK(Count(events, EventKind::kShieldOvercharged) == 1);
  state.shields.fill(ShieldState::kOvercharged);
  CHECK_FALSE(siege::RepairShield(state, &events));
}

TEST_CASE("The base starts with the mission's health and shields", "[base][shields]") {
  const Catalog catalog = MakeCatalog();
  const BattleState open = Start(catalog, kHold);
  CHECK(open.base_health == 10);
  CHECK(open.shields == std::array<ShieldState, 4>{ShieldState::kUp, ShieldState::kUp,
                                                   ShieldState::kUp, ShieldState::kUp});
  const BattleState rocks = Start(catalog, kRocks);
  CHECK(rocks.base_health == 6);
  CHECK(rocks.shields[1] == ShieldState::kDown);
  CHECK(rocks.shields[3] == ShieldState::kDown);
}
