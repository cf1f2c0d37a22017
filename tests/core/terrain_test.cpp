#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

// Apply must reject the action with a reason and leave the state as it was.
void RequireRejected(const Catalog& catalog, BattleState& state, const Action& action) {
  const BattleState before = state;
  const ApplyResult result = Apply(catalog, state, action);
  INFO(ActionToString(action));
  CHECK_FALSE(result.ok);
  CHECK_FALSE(result.reason.empty());
  CHECK(result.events.empty());
  CHECK(state == before);
}

}  // namespace

TEST_CASE("A ground enemy whose next path cell holds a barricade bashes it", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C1");
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kNone);
  CHECK(Find(state, uid)->cell == C("C1"));  // does not move
  CHECK(Find(state, uid)->hp == 1);          // takes 2 damage
  CHECK(state.score == 20);                  // bash damage scores
  const int bash = IndexOf(result.events, EventKind::kBashed);
  REQUIRE(bash >= 0);
  CHECK(result.events[bash].cell2 == C("C2"));
  CHECK(IndexOf(result.events, EventKind::kBarricadeDestroyed) > bash);
  CHECK(Count(result.events, EventKind::kMoved) == 0);
}

TEST_CASE("Mission barricades bash like player ones, and indestructible ones stand", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto a = Put(catalog, state, kHeavy, "C1");
  const auto b = Put(catalog, state, kHeavy, "F1");
  SetBarricade(state, C("C2"), BarricadeKind::kMission);
  SetBarricade(state, C("F2"), BarricadeKind::kIndestructible);
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kNone);
  CHECK(state.barricades[C("F2")] == BarricadeKind::kIndestructible);
  CHECK(Find(state, a)->hp == 18);
  CHECK(Find(state, b)->hp == 18);
  CHECK(Find(state, b)->cell == C("F1"));
  CHECK(Count(result.events, EventKind::kBashed) == 2);
  CHECK(Count(result.events, EventKind::kBarricadeDestroyed) == 1);
}

TEST_CASE("A fast enemy stops at a bash and bash damage can destroy it", "[terrain][movement]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kRunner, "D1");
  SetBarricade(state, C("D3"), BarricadeKind::kPlayer);
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(state.barricades[C("D3")] == BarricadeKind::kNone);
  CHECK(Count(result.events, EventKind::kMoved) == 1);
  CHECK(Count(result.events, EventKind::kAttackerDestroyed) == 1);
  CHECK(state.score == 20 + 50);
}

TEST_CASE("Terrain works builds a barricade on a legal cell, one terrain action per turn",
          "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const ApplyResult result = Apply(catalog, state, Action::Build(C("C2")));
  REQUIRE(result.ok);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kPlayer);
  CHECK(Count(result.events, EventKind::kBarricadeBuilt) == 1);
  RequireRejected(catalog, state, Action::Build(C("C6")));
  RequireRejected(catalog, state, Action::Demolish(C("C2")));
  EndTurn(catalog, state);
  CHECK(state.terrain_actions_left == 1);
  CHECK(Apply(catalog, state, Action::Demolish(C("C2"))).ok);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kNone);
}

TEST_CASE("At most 3 player-built barricades stand at once", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  for (const char* cell : {"B2", "C2", "F7"}) {
    REQUIRE(Apply(catalog, state, Action::Build(C(cell))).ok);
    EndTurn(catalog, state);
  }
  RequireRejected(catalog, state, Action::Build(C("G7")));
  // Mission barricades do not count toward the three.
  SetBarricade(state, C("A1"), BarricadeKind::kMission);
  RequireRejected(catalog, state, Action::Build(C("G7")));
  REQUIRE(Apply(catalog, state, Action::Demolish(C("B2"))).ok);
  EndTurn(catalog, state);
  CHECK(Apply(catalog, state, Action::Build(C("G7"))).ok);
}

TEST_CASE(
    "Terrain is never built on base / reinforcement / blocked / objective / deployment cells / "
    "under an attacker / on a barricade",
    "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kRocks);
  // kRocks: A1 holds a grunt and is a deployment cell; B1 deployment; A7 reinforcement;
  // C5 blocked; B2 objective; C3 mission barricade.
  for (const char* cell : {"D4", "E5", "B1", "A7", "C5", "B2", "C3", "F6"}) {
    RequireRejected(catalog, state, Action::Build(C(cell)));
  }
  Put(catalog, state, kGrunt, "G2");
  RequireRejected(catalog, state, Action::Build(C("G2")));
  RequireRejected(catalog, state, Action::Build(kNoCell));
  CHECK(Apply(catalog, state, Action::Build(C("D2"))).ok);
}

TEST_CASE("Placing a barricade directly in an enemy's next path cell is legal", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "C1");
  const std::string reason = CheckAction(catalog, state, Action::Build(C("C2")));
  CHECK(reason.empty());
}

TEST_CASE("A barricade cannot be built where a telegraphed spawn will land", "[terrain][spawns]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.pending[0] = PendingSpawn{0, kGrunt, C("B3")};
  state.pending_count = 1;
  RequireRejected(catalog, state, Action::Build(C("B3")));
}

TEST_CASE("Demolish removes a destructible barricade whether player-built or mission",
          "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kRocks);
  RequireRejected(catalog, state, Action::Demolish(C("F6")));  // indestructible
  RequireRejected(catalog, state, Action::Demolish(C("D2")));  // nothing there
  const ApplyResult result = Apply(catalog, state, Action::Demolish(C("C3")));
  REQUIRE(result.ok);
  CHECK(state.barricades[C("C3")] == BarricadeKind::kNone);
  CHECK(Count(result.events, EventKind::kBarricadeDemolished) == 1);
}

TEST_CASE("Without terrain works no terrain action is legal", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.terrain_works = false;
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  RequireRejected(catalog, state, Action::Build(C("B2")));
  RequireRejected(catalog, state, Action::Demolish(C("C2")));
  for (const Action& a : LegalActions(catalog, state)) {
    CHECK(a.kind != ActionKind::kBuildBarricade);
    CHECK(a.kind != ActionKind::kDemolishBarricade);
  }
}

TEST_CASE("LegalActions lists exactly the buildable cells", "[terrain]") {
  const Catalog catalog = MakeCatalog();
  const BattleState state = Start(catalog, kRocks);
  int builds = 0;
  for (const Action& a : LegalActions(catalog, state)) {
    if (a.kind != ActionKind::kBuildBarricade) continue;
    ++builds;
    CHECK(CheckAction(catalog, state, a).empty());
  }
  int expected = 0;
  for (Cell c = 0; c < kCellCount; ++c) {
    expected += CheckAction(catalog, state, Action::Build(c)).empty();
  }
  CHECK(builds == expected);
  CHECK(builds > 30);
}
