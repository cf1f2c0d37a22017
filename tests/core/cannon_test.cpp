#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("The cannon charges one step per end of turn: power 1 then 3 then 5", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  REQUIRE(state.cannon_charge == 0);
  const int expected_power[] = {1, 3, 5, 5};
  for (int turn = 0; turn < 4; ++turn) {
    const ApplyResult result = EndTurn(catalog, state);
    CHECK(state.cannon_charge == std::min(turn + 1, 3));
    const int charged = IndexOf(result.events, EventKind::kCannonCharged);
    if (turn < 3) {
      REQUIRE(charged >= 0);
      CHECK(result.events[charged].amount2 == expected_power[turn]);
    } else {
      CHECK(charged == -1);  // capped
    }
  }
}

TEST_CASE("Firing needs a charge: an uncharged cannon is rejected and changes nothing",
          "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "C2");
  const BattleState before = state;
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("C2")));
  CHECK_FALSE(result.ok);
  CHECK(result.reason.find("not charged") != std::string::npos);
  CHECK(state == before);
}

TEST_CASE("Firing empties the cannon to 0, and it begins recharging at end of turn", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kHeavy, "B2");
  state.cannon_charge = 3;
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("B2")));
  REQUIRE(result.ok);
  CHECK(state.cannon_charge == 0);
  CHECK(Find(state, uid)->hp == 15);
  CHECK(state.score == 50);
  const int fired = IndexOf(result.events, EventKind::kCannonFired);
  REQUIRE(fired >= 0);
  CHECK(result.events[fired].amount == 5);
  EndTurn(catalog, state);
  CHECK(state.cannon_charge == 1);
}

TEST_CASE("A shot deals its power unreduced by evasion", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kFlyer, "B2");  // evasion 4
  state.cannon_charge = 1;
  REQUIRE(Apply(catalog, state, Action::Fire(C("B2"))).ok);
  CHECK(Find(state, uid)->hp == 1);
}

TEST_CASE("Attacker shield points absorb cannon damage first", "[cannon][scoring]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kTank, "B2");  // 10 HP, 2 shield points
  state.cannon_charge = 2;
  REQUIRE(Apply(catalog, state, Action::Fire(C("B2"))).ok);
  CHECK(Find(state, uid)->shield == 0);
  CHECK(Find(state, uid)->hp == 9);
  CHECK(state.score == 10);
}

TEST_CASE("The cannon targets an attacker at its weapon's range only", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kMortarField);  // mortar: range 2 to 3
  Put(catalog, state, kGrunt, "C3");
  Put(catalog, state, kGrunt, "B2");
  const BattleState before = state;
  const ApplyResult near = Apply(catalog, state, Action::Fire(C("C3")));
  CHECK_FALSE(near.ok);
  CHECK(near.reason.find("range") != std::string::npos);
  CHECK(state == before);
  CHECK_FALSE(Apply(catalog, state, Action::Fire(C("G7"))).ok);  // nobody there
  CHECK(state == before);
  CHECK(Apply(catalog, state, Action::Fire(C("B2"))).ok);
}

TEST_CASE("Double the fall: the cannon multiplier doubles the next shot only", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kHeavy, "B2");
  state.cannon_charge = 2;
  state.cannon_multiplier = 2;
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("B2")));
  REQUIRE(result.ok);
  CHECK(Find(state, uid)->hp == 20 - 6);
  CHECK(state.cannon_multiplier == 1);
  state.cannon_charge = 2;
  REQUIRE(Apply(catalog, state, Action::Fire(C("B2"))).ok);
  CHECK(Find(state, uid)->hp == 14 - 3);
}

TEST_CASE("A shot at a ground attacker behind a barricade is refused and spends nothing",
          "[cannon][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C1");
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  state.cannon_charge = 3;
  state.cannon_multiplier = 2;  // DOUBLE THE FALL in force
  const BattleState before = state;
  CHECK(CheckAction(catalog, state, Action::Fire(C("C1"))) ==
        "the barricade at C2 blocks the line of fire to C1");
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("C1")));
  CHECK_FALSE(result.ok);
  CHECK(result.reason == "the barricade at C2 blocks the line of fire to C1");
  CHECK(result.events.empty());
  CHECK(state == before);  // charge, multiplier, barricade and target untouched
  CHECK(state.cannon_charge == 3);
  CHECK(state.cannon_multiplier == 2);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kPlayer);
  CHECK(Find(state, uid)->hp == 3);
}

TEST_CASE("LegalActions lists no cannon shot whose line of fire a barricade blocks",
          "[cannon][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "C1");   // behind the barricade on C2
  Put(catalog, state, kGrunt, "G1");   // clear line
  Put(catalog, state, kFlyer, "C3");   // an aircraft: never blocked
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  state.cannon_charge = 1;
  std::vector<Cell> targets;
  for (const Action& a : LegalActions(catalog, state)) {
    if (a.kind == ActionKind::kFireCannon) targets.push_back(a.cell);
  }
  CHECK(targets == std::vector<Cell>{C("G1"), C("C3")});  // cell order
  // Every listed shot passes CheckAction and every refused one is absent.
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    const bool listed = std::find(targets.begin(), targets.end(), cell) != targets.end();
    CHECK(listed == CheckAction(catalog, state, Action::Fire(cell)).empty());
  }
}

TEST_CASE("An indestructible barricade or one further along the line blocks a shot too",
          "[cannon][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "C1");
  SetBarricade(state, C("C3"), BarricadeKind::kIndestructible);  // the line C1 -> C2 -> C3 -> D4
  state.cannon_charge = 1;
  const BattleState before = state;
  const ApplyResult far = Apply(catalog, state, Action::Fire(C("C1")));
  CHECK_FALSE(far.ok);
  CHECK(far.reason == "the barricade at C3 blocks the line of fire to C1");
  CHECK(state == before);
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);  // the nearest to the target is named
  CHECK(CheckAction(catalog, state, Action::Fire(C("C1"))) ==
        "the barricade at C2 blocks the line of fire to C1");
}

TEST_CASE("Barricades never block cannon fire at aircraft", "[cannon][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kFlyer, "C1");
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  state.cannon_charge = 2;
  const ApplyResult result = Apply(catalog, state, Action::Fire(C("C1")));
  REQUIRE(result.ok);
  CHECK(state.attacker_at[C("C1")] == -1);  // destroyed
  CHECK(state.barricades[C("C2")] == BarricadeKind::kPlayer);
  CHECK(Count(result.events, EventKind::kBarricadeDestroyed) == 0);
}

TEST_CASE("A barricade off the line of fire does not block a shot", "[cannon][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kHeavy, "C1");
  SetBarricade(state, C("B2"), BarricadeKind::kPlayer);  // beside the line, not on it
  state.cannon_charge = 1;
  REQUIRE(Apply(catalog, state, Action::Fire(C("C1"))).ok);
  CHECK(Find(state, uid)->hp == 19);
  CHECK(state.barricades[C("B2")] == BarricadeKind::kPlayer);
}

TEST_CASE("Weapon splash hits attackers next to the target and ignores terrain", "[cannon]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kMortarField);  // mortar at charge 2: power 4, splash 1
  const auto target = Put(catalog, state, kHeavy, "B1");      // line of fire B2, C3: clear
  const auto west = Put(catalog, state, kGrunt, "A1");
  const auto sheltered = Put(catalog, state, kGrunt, "C1");   // line of fire C2, C3
  const auto far = Put(catalog, state, kGrunt, "D1");
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  // A shot at C1 itself is blocked; the splash of a shot at B1 reaches it all the same.
  CHECK(CheckAction(catalog, state, Action::Fire(C("C1"))) ==
        "the barricade at C2 blocks the line of fire to C1");
  REQUIRE(Apply(catalog, state, Action::Fire(C("B1"))).ok);
  CHECK(Find(state, target)->hp == 16);
  CHECK(Find(state, west)->hp == 2);
  CHECK(Find(state, sheltered)->hp == 2);
  CHECK(Find(state, far)->hp == 3);
  CHECK(state.barricades[C("C2")] == BarricadeKind::kPlayer);
}

TEST_CASE("WeaponPowerAt gives a weapon's power step at each charge, 0 uncharged or past its steps", "[cannon]") {
  Catalog catalog = MakeCatalog();
  WeaponDef rail;
  rail.id = "rail";
  rail.power_steps = {2, 4};
  catalog.weapons.push_back(rail);
  const auto index = static_cast<WeaponIndex>(catalog.weapons.size() - 1);
  CHECK(WeaponPowerAt(catalog, index, 0) == 0);
  CHECK(WeaponPowerAt(catalog, index, 1) == 2);
  CHECK(WeaponPowerAt(catalog, index, 2) == 4);
  CHECK(WeaponPowerAt(catalog, index, 3) == 0);
  CHECK(WeaponPowerAt(catalog, static_cast<WeaponIndex>(index + 1), 1) == 0);  // no such weapon
  // A shot fires at the power the mounted weapon gives at the charge, times the multiplier.
  BattleState state = Start(catalog);
  Put(catalog, state, kHeavy, "B2");
  state.weapon = index;
  state.cannon_charge = 2;
  state.cannon_multiplier = 2;
  const ApplyResult fired = Apply(catalog, state, Action::Fire(C("B2")));
  REQUIRE(fired.ok);
  const int shot = IndexOf(fired.events, EventKind::kCannonFired);
  REQUIRE(shot >= 0);
  CHECK(fired.events[shot].amount == 8);
}
