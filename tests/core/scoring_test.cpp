#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("Each enemy HP removed scores 10 times the multiplier, and overkill does not score",
          "[scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "B2");
  state.multiplier = 3;
  Events events;
  REQUIRE(siege::DamageAttacker(catalog, state, 0, 7, false, &events));
  // 3 HP x 10 x3, then the kill 50 x3 (multiplier raised after its own points).
  CHECK(state.score == 90 + 150);
  CHECK(state.multiplier == 4);
  CHECK(Count(events, EventKind::kPointsScored) == 2);
}

TEST_CASE("Each destroyed enemy raises the multiplier one level up to x5", "[scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  for (int i = 0; i < 6; ++i) Put(catalog, state, kKrab, CellName(static_cast<Cell>(i)).c_str());
  int expected = 0;
  for (int i = 0; i < 6; ++i) {
    const int m = state.multiplier;
    expected += 60 * m;
    REQUIRE(siege::DamageAttacker(catalog, state, 0, 1, false, nullptr));
    CHECK(state.multiplier == std::min(5, m + 1));
  }
  CHECK(state.score == expected);
  CHECK(state.multiplier == 5);
}

TEST_CASE("ChangeMultiplier drops one level for a destroyed friendly unit but never below x1",
          "[scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.multiplier = 2;
  Events events;
  siege::ChangeMultiplier(state, -1, &events);
  CHECK(state.multiplier == 1);
  siege::ChangeMultiplier(state, -1, &events);
  CHECK(state.multiplier == 1);
  CHECK(Count(events, EventKind::kMultiplierChanged) == 1);
}

TEST_CASE("Damage absorbed by attacker shield points scores nothing", "[scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kTank, "B2");
  CHECK_FALSE(siege::DamageAttacker(catalog, state, 0, 2, false, nullptr));
  CHECK(state.score == 0);
  CHECK(state.attackers[0].shield == 0);
  CHECK_FALSE(siege::DamageAttacker(catalog, state, 0, 2, true, nullptr));
  CHECK(state.score == 20);
}
