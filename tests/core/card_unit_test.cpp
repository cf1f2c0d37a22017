#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/card_events.h"
#include "basecommand/card_preview.h"
#include "card_battle.h"

using namespace bc;
using namespace bc::test;

TEST_CASE("Playing a unit card resolves an engagement against the targeted attacker",
          "[cards][units]") {
  CardBattle b;
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  const auto r = b.Do("unit 1 C3");
  REQUIRE(r.ok);
  CHECK(b.AttackerAt("C3")->hp == 1);   // firepower 2
  CHECK(b.Unit(gunner).hp == 3);        // the grunt's retaliation
  CHECK(b.state.score == 20);           // 2 HP removed at x1
  CHECK(b.state.cards.unit_slots[0] == -1);
}

TEST_CASE("A surviving unit goes to the bottom of its draw pile with its state",
          "[cards][units]") {
  CardBattle b;
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  REQUIRE(b.Do("unit 1 C3").ok);
  const Pile<std::int8_t, kMaxUnitInstances>& draw = b.state.cards.unit_draw;
  CHECK(draw.items[draw.count - 1] == gunner);
  CHECK(b.Unit(gunner).hp == 3);
  CHECK_FALSE(b.Unit(gunner).defeated);
}

TEST_CASE("A defeated unit is out for the mission and drops the multiplier a level",
          "[cards][units]") {
  CardBattle b;
  const int sniper = b.SetUnit(0, "t_sniper");  // 2 HP, range 3 only
  b.Place("grunt", "A1");
  b.state.multiplier = 3;
  b.Unit(sniper).hp = 1;
  b.catalog.enemies[0].firepower = 5;
  b.AttackerAt("A1")->hp = 9;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.Unit(sniper).defeated);
  CHECK(b.state.multiplier == 2);
  for (int i = 0; i < b.state.cards.unit_draw.count; ++i) CHECK(b.state.cards.unit_draw.items[i] != sniper);
  for (int i = 0; i < b.state.cards.unit_spent.count; ++i) CHECK(b.state.cards.unit_spent.items[i] != sniper);
}

TEST_CASE("Each unit card lists the ranges it can attack", "[cards][units][targeting]") {
  CardBattle b;
  b.SetUnit(0, "t_brawler");  // range 1 only
  b.Place("grunt", "B2");     // range 2
  const auto r = b.Do("unit 1 B2");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "t_brawler cannot reach range 2");
}

TEST_CASE("Global range effects let every unit attack anywhere, counting down after the enemy phase",
          "[cards][units][targeting][status]") {
  Catalog catalog = CardCatalog();
  AddCard(catalog, Support("t_radar", TargetKind::kNone,
                           {Fx(EffectKind::kGlobalRange, 0, EffectTarget::kBase, Trigger::kOnPlay, 2)}));
  CardBattle b(catalog);
  b.SetUnit(0, "t_brawler");
  b.SetSupport(0, "t_radar");
  b.Place("grunt", "A1");
  REQUIRE_FALSE(b.Do("unit 1 A1").ok);
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.cards.global_range_turns == 2);
  const BattleState with_range = b.state;
  CHECK(b.Do("unit 1 A1").ok);
  b.state = with_range;
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.global_range_turns == 1);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.global_range_turns == 0);
}

TEST_CASE("Barricades block direct ground-to-ground unit fire along the target's path",
          "[cards][units][terrain]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "B2");
  SetBarricade(b.state, At("C3"), BarricadeKind::kPlayer);
  const auto r = b.Do("unit 1 B2");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "the barricade at C3 blocks the line of fire to B2");
  SetBarricade(b.state, At("C3"), BarricadeKind::kNone);
  CHECK(b.Do("unit 1 B2").ok);
}

TEST_CASE("A unit card and the cannon are refused the same blocked shot in the same words",
          "[cards][units][terrain][cannon]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "B2");
  SetBarricade(b.state, At("C3"), BarricadeKind::kPlayer);
  b.state.cannon_charge = 1;
  const BattleState before = b.state;
  const auto unit = b.Do("unit 1 B2");
  const auto cannon = b.Do("fire B2");
  CHECK_FALSE(unit.ok);
  CHECK_FALSE(cannon.ok);
  CHECK(cannon.reason == unit.reason);
  CHECK(cannon.reason == "the barricade at C3 blocks the line of fire to B2");
  CHECK(b.state == before);
}

TEST_CASE("Attacks on aircraft ignore terrain", "[cards][units][terrain]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("flyer", "B2");
  SetBarricade(b.state, At("C3"), BarricadeKind::kPlayer);
  CHECK(b.Do("unit 1 B2").ok);
}

TEST_CASE("Unit cards rank up after their kill threshold, applying the next profile",
          "[cards][units][rank]") {
  Catalog catalog = CardCatalog();
  catalog.cards[catalog.FindCard("t_gunner")].rank_kills = {1, 3, 5};
  CardBattle b(catalog);
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  b.AttackerAt("C3")->hp = 2;
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.Unit(gunner).kills == 1);
  CHECK(b.Unit(gunner).rank == 2);
  CHECK(b.Unit(gunner).max_hp == 6);  // rank-2 health
  CHECK(b.Unit(gunner).hp == 6);      // unhurt, +2 with the new profile
  // The rank-2 profile: attack 2, firepower 3.
  const Combatant c = cards::UnitCombatant(b.catalog, b.state.cards, gunner);
  CHECK(c.attack == 2);
  CHECK(c.firepower == 3);
}

TEST_CASE("Ranks stop at 4", "[cards][units][rank]") {
  CardBattle b;
  const int gunner = b.SetUnit(0, "t_gunner");
  cards::RankUp(b.catalog, b.state, gunner, 9, nullptr);
  CHECK(b.Unit(gunner).rank == 4);
  CHECK(b.Unit(gunner).max_hp == 10);
}

TEST_CASE("Temporary unit HP lasts until the next engagement damage calculation",
          "[cards][units][status]") {
  CardBattle b;
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Unit(gunner).temp_hp = 3;
  b.Place("grunt", "B2");
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.Unit(gunner).temp_hp == 3);  // turns do not expire it
  b.SetUnit(0, "t_gunner");
  const Cell at = b.state.attackers[0].cell;
  REQUIRE(b.Do("unit 1 " + CellName(at)).ok);
  CHECK(b.Unit(gunner).hp == 4);       // the retaliation went into temporary HP
  CHECK(b.Unit(gunner).temp_hp == 0);  // and the rest is gone
}

TEST_CASE("Unit shields absorb after temporary HP and before HP", "[cards][units]") {
  CardBattle b;
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Unit(gunner).shield = 1;
  b.Place("grunt", "C3");
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.Unit(gunner).shield == 0);
  CHECK(b.Unit(gunner).hp == 4);
}

TEST_CASE("Squad Leader gives +1 firepower to the other units in hand", "[cards][units][perk]") {
  Catalog catalog = CardCatalog();
  catalog.cards[catalog.FindCard("t_brawler")].perks = kPerkSquadLeader;
  CardBattle b(catalog);
  const int gunner = b.SetUnit(0, "t_gunner");
  const int brawler = b.SetUnit(1, "t_brawler");
  b.state.cards.unit_slots[2] = -1;
  CHECK(cards::UnitCombatant(b.catalog, b.state.cards, gunner).firepower == 3);
  CHECK(cards::UnitCombatant(b.catalog, b.state.cards, brawler).firepower == 1);
  b.state.cards.unit_slots[1] = -1;
  CHECK(cards::UnitCombatant(b.catalog, b.state.cards, gunner).firepower == 2);
}

TEST_CASE("Attacker perks and shields take part in engagements", "[cards][units][perk]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  b.AttackerAt("C3")->perks = kPerkProtection;
  b.AttackerAt("C3")->shield = 1;
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.AttackerAt("C3")->hp == 3);      // Protection took the blow
  CHECK(b.AttackerAt("C3")->shield == 1);
}

TEST_CASE("Mission-defined siege unit cards join the roster of their mission", "[cards][units][deck]") {
  CardBattle b;
  CHECK(InstanceOf(b.catalog, b.state, "t_siege") >= 0);
  Catalog catalog = CardCatalog();
  catalog.missions[0].siege_units.clear();
  CardBattle plain(catalog);
  CHECK(InstanceOf(plain.catalog, plain.state, "t_siege") < 0);
  CHECK(plain.state.cards.unit_count == 8);
}

TEST_CASE("The unit-play preview includes hooks and leaves the state untouched",
          "[cards][units][preview]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  b.catalog.cards[b.catalog.FindCard("t_gunner")].effects.push_back(
      Fx(EffectKind::kDamage, 1, EffectTarget::kEngaged, Trigger::kPreEngagement));
  const BattleState before = b.state;
  const auto preview = PreviewUnitPlay(b.catalog, b.state, *ParseAction("unit 1 C3"));
  REQUIRE(preview.has_value());
  CHECK(b.state == before);
  CHECK(preview->kill_chance == Approx(1.0));  // 1 from the hook, 2 from the blow
  CHECK(preview->loss_chance == Approx(0.0));
  CHECK_FALSE(PreviewUnitPlay(b.catalog, b.state, *ParseAction("unit 1 A1")).has_value());
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.AttackerAt("C3") == nullptr);
}

TEST_CASE("An incapacitated attacker does not retaliate, and the preview shows no damage to the unit",
          "[cards][units][status][preview]") {
  // "The defender retaliates if still alive and able to attack": an incapacitated one
  // is not able. The same fight with the attacker able costs the unit its blows.
  for (const int incapacitated : {0, 2}) {
    CAPTURE(incapacitated);
    CardBattle b;
    const int gunner = b.SetUnit(0, "t_gunner");  // 1 blow of 2, 4 HP
    b.catalog.enemies[0].attack = 3;               // 3 blows of 1
    b.Place("grunt", "C3");
    b.AttackerAt("C3")->hp = 9;                   // it survives the unit's blow
    b.AttackerAt("C3")->incapacitated = static_cast<std::int8_t>(incapacitated);
    const auto preview = PreviewUnitPlay(b.catalog, b.state, *ParseAction("unit 1 C3"));
    REQUIRE(preview.has_value());
    const auto r = b.Do("unit 1 C3");
    REQUIRE(r.ok);
    const int unit_damage_events = static_cast<int>(std::count_if(
        r.events.begin(), r.events.end(), [](const Event& e) { return e.kind == kEventUnitDamaged; }));
    CHECK(b.AttackerAt("C3")->hp == 7);
    if (incapacitated > 0) {
      CHECK(b.Unit(gunner).hp == 4);
      CHECK(unit_damage_events == 0);
      CHECK(preview->max_damage_to_attacker == 0);
      CHECK(b.AttackerAt("C3")->incapacitated == 2);  // the fight spends none of it
    } else {
      CHECK(b.Unit(gunner).hp == 1);
      CHECK(unit_damage_events == 3);
      CHECK(preview->min_damage_to_attacker == 3);
    }
  }
}
