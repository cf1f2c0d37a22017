#include <catch2/catch.hpp>

#include "basecommand/carried_units.h"
#include "campaign/campaign_grade.h"
#include "basecommand/card_events.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

// A battle state whose unit rail holds rifle_team (index 0), rail_lancer (1), a second
// rifle_team (0) and the siege unit drill_rig (5), all in the draw pile but instance 1,
// which is in hand slot 0.
BattleState FourUnits(const Catalog& catalog) {
  BattleState state;
  CardState& c = state.cards;
  c.active = true;
  const CardIndex cards[] = {0, 1, 0, 5};
  for (int i = 0; i < 4; ++i) {
    UnitInstance& u = c.units[static_cast<std::size_t>(i)];
    u.card = cards[i];
    u.rank = 1;
    u.max_hp = static_cast<std::int16_t>(catalog.cards[static_cast<std::size_t>(cards[i])].ranks[0].health);
    u.hp = u.max_hp;
  }
  c.unit_count = 4;
  c.unit_slots = {1, -1, -1};
  c.unit_draw.items[0] = 0;
  c.unit_draw.items[1] = 2;
  c.unit_draw.items[2] = 3;
  c.unit_draw.count = 3;
  return state;
}

}  // namespace

TEST_CASE("A finished battle's units become carried records, siege units excepted",
          "[campaign][carry]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state = FourUnits(catalog);
  UnitInstance& second_rifle = state.cards.units[2];
  second_rifle.hp = 2;
  second_rifle.rank = 2;
  second_rifle.kills = 3;
  second_rifle.bonus_firepower = 1;
  second_rifle.attached[0] = 2;  // patch_kit, standing in for an upgrade card
  state.cards.units[1].defeated = true;

  const Roster roster = CarriedUnitsFromBattle(catalog, state);
  REQUIRE(roster.size() == 3);
  const CarriedUnit* rifle = FindUnit(roster, "rifle_team", 1);
  REQUIRE(rifle != nullptr);
  CHECK(rifle->hp == 2);
  CHECK(rifle->rank == 2);
  CHECK(rifle->kills == 3);
  CHECK(rifle->bonuses.firepower == 1);
  CHECK(rifle->upgrades == std::vector<std::string>{"patch_kit"});
  CHECK(FindUnit(roster, "rail_lancer", 0)->hp == 0);
  CHECK(FindUnit(roster, "drill_rig", 0) == nullptr);
}

TEST_CASE("Carried records set up the next battle's unit instances", "[campaign][carry]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state = FourUnits(catalog);
  CarriedUnit veteran = FreshUnit(catalog, "rifle_team", 1);
  veteran.rank = 3;
  veteran.max_hp = 8;
  veteran.hp = 5;
  veteran.kills = 6;
  veteran.bonuses.evasion = 1;
  veteran.upgrades = {"flare"};
  ApplyCarriedUnits(catalog, {veteran}, state);

  const UnitInstance& u = state.cards.units[2];
  CHECK(u.rank == 3);
  CHECK(u.max_hp == 8);
  CHECK(u.hp == 5);
  CHECK(u.kills == 6);
  CHECK(u.bonus_evasion == 1);
  CHECK(u.attached[0] == 3);
  CHECK_FALSE(u.defeated);
  // The first rifle_team had no record and is untouched.
  CHECK(state.cards.units[0].hp == 4);
  CHECK(state.cards.units[0].rank == 1);
}

TEST_CASE("A disabled unit sits the next mission out", "[campaign][carry]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state = FourUnits(catalog);
  CarriedUnit in_hand = FreshUnit(catalog, "rail_lancer", 0);
  in_hand.hp = 0;
  CarriedUnit in_pile = FreshUnit(catalog, "rifle_team", 0);
  in_pile.hp = 0;
  ApplyCarriedUnits(catalog, {in_hand, in_pile}, state);
  CHECK(state.cards.units[1].defeated);
  CHECK(state.cards.units[0].defeated);
  CHECK(state.cards.unit_slots[0] == -1);
  REQUIRE(state.cards.unit_draw.count == 2);
  CHECK(state.cards.unit_draw.items[0] == 2);
  CHECK(state.cards.unit_draw.items[1] == 3);
}

TEST_CASE("A carried record survives the round trip through a battle", "[campaign][carry]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state = FourUnits(catalog);
  CarriedUnit unit = FreshUnit(catalog, "rail_lancer", 0);
  unit.rank = 2;
  unit.max_hp = 6;
  unit.hp = 3;
  unit.kills = 2;
  unit.bonuses = UnitBonuses{1, 0, 0, 0, 10, 0b010, 1u};
  ApplyCarriedUnits(catalog, {unit}, state);
  const Roster back = CarriedUnitsFromBattle(catalog, state);
  REQUIRE(FindUnit(back, "rail_lancer", 0) != nullptr);
  CHECK(*FindUnit(back, "rail_lancer", 0) == unit);
}

TEST_CASE("The battle summary counts units lost and carries the roster", "[campaign][carry]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state = FourUnits(catalog);
  state.cards.units[1].defeated = true;
  state.cards.units[1].hp = 0;
  Event lost{kEventUnitDefeated};
  lost.amount = 1;
  const BattleSummary summary = SummarizeBattle(catalog, state, {lost});
  CHECK(summary.units_lost == 1);
  CHECK(summary.units.size() == 3);
}
