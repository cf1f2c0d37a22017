#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("Most enemies advance 1 cell toward the nearest base square per enemy phase",
          "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C1");
  const ApplyResult result = EndTurn(catalog, state);
  REQUIRE(result.ok);
  CHECK(Find(state, uid)->cell == C("C2"));
  const int moved = IndexOf(result.events, EventKind::kMoved);
  REQUIRE(moved >= 0);
  CHECK(result.events[moved].cell == C("C1"));
  CHECK(result.events[moved].cell2 == C("C2"));
  CHECK(result.events[moved].uid == uid);
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C3"));
}

TEST_CASE("Fast enemies cross several cells in one activation", "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kRunner, "D1");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("D3"));
  CHECK(Count(result.events, EventKind::kMoved) == 2);
}

TEST_CASE("A fast enemy stops at a breach", "[movement][breach]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kRunner, "D2");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(Count(result.events, EventKind::kMoved) == 1);
  CHECK(Count(result.events, EventKind::kBreached) == 1);
}

TEST_CASE("A fast enemy stops at a wait", "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto blocker = Put(catalog, state, kGrunt, "D3");
  state.attackers[siege::FindAttackerByUid(state, blocker)].incapacitated = 1;
  const auto runner = Put(catalog, state, kRunner, "D1");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, runner)->cell == C("D2"));
  const int wait = IndexOf(result.events, EventKind::kWaited);
  REQUIRE(wait >= 0);
  CHECK(result.events[wait].uid == runner);
  CHECK(result.events[wait].cell2 == C("D3"));
}

TEST_CASE("Enemies activate closest to the base first so that a column advances together",
          "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto far = Put(catalog, state, kGrunt, "D1");
  const auto mid = Put(catalog, state, kGrunt, "D2");
  const auto near = Put(catalog, state, kGrunt, "D3");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, near) == nullptr);  // breached
  CHECK(Find(state, mid)->cell == C("D3"));
  CHECK(Find(state, far)->cell == C("D2"));
  CHECK(Count(result.events, EventKind::kWaited) == 0);
}

TEST_CASE("Activation ties at equal distance go by cell index, A1 first", "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  // B2 and C2 are both range 2 and both step into C3; B2 has the smaller index.
  const auto second = Put(catalog, state, kGrunt, "C2");
  const auto first = Put(catalog, state, kGrunt, "B2");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, first)->cell == C("C3"));
  CHECK(Find(state, second)->cell == C("C2"));
  const int wait = IndexOf(result.events, EventKind::kWaited);
  REQUIRE(wait >= 0);
  CHECK(result.events[wait].uid == second);
}

TEST_CASE("An enemy whose next path cell holds another enemy waits", "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto front = Put(catalog, state, kGrunt, "C3");
  state.attackers[siege::FindAttackerByUid(state, front)].incapacitated = 1;
  const auto back = Put(catalog, state, kGrunt, "C2");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, back)->cell == C("C2"));
  CHECK(Count(result.events, EventKind::kWaited) == 1);
}

TEST_CASE("Incapacitated enemies skip one activation instead of moving", "[movement][statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C1");
  state.attackers[siege::FindAttackerByUid(state, uid)].incapacitated = 2;
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C1"));
  CHECK(Find(state, uid)->incapacitated == 1);
  CHECK(Count(result.events, EventKind::kIncapacitatedSkip) == 1);
  result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C1"));
  CHECK(Count(result.events, EventKind::kStatusExpired) == 1);
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C2"));
}

TEST_CASE("Frozen turns stop enemy movement for the whole enemy phase", "[movement][statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto a = Put(catalog, state, kGrunt, "C1");
  const auto b = Put(catalog, state, kRunner, "H4");
  state.attackers[siege::FindAttackerByUid(state, a)].incapacitated = 1;
  state.frozen_turns = 1;
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, a)->cell == C("C1"));
  CHECK(Find(state, b)->cell == C("H4"));
  // Frozen: nobody activates, so the incapacitation is not spent either.
  CHECK(Find(state, a)->incapacitated == 1);
  CHECK(state.frozen_turns == 0);
  CHECK(Count(result.events, EventKind::kFrozen) == 1);
  result = EndTurn(catalog, state);
  CHECK(Find(state, b)->cell == C("F4"));
}

TEST_CASE("Aircraft fly over barricades and may share a cell with one", "[movement][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kFlyer, "C1");
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C2"));
  CHECK(state.barricades[C("C2")] == BarricadeKind::kPlayer);
  CHECK(Count(result.events, EventKind::kBashed) == 0);
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C3"));
}

TEST_CASE("An enemy with no path to the base holds its cell", "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  for (const char* rock : {"A2", "B1", "B2"}) AddCellFlags(state, C(rock), kCellBlocked);
  const auto uid = Put(catalog, state, kGrunt, "A1");
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("A1"));
  const int wait = IndexOf(result.events, EventKind::kWaited);
  REQUIRE(wait >= 0);
  CHECK(result.events[wait].cell2 == kNoCell);
}

TEST_CASE("Enemies follow the route around blocked cells rather than the straight line",
          "[movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  for (const char* rock : {"C5", "C6"}) AddCellFlags(state, C(rock), kCellBlocked);
  const auto uid = Put(catalog, state, kGrunt, "A7");
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("B7"));
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("C7"));
}
