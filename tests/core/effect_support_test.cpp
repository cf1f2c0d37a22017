#include <catch2/catch.hpp>

#include "card_battle.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace effect_support_test {

using namespace bc;
using namespace bc::test;

namespace {

// A battle whose support slot 1 holds a fresh support card with these effects.
CardBattle WithSupport(TargetKind target, std::vector<Effect> effects) {
  Catalog catalog = CardCatalog();
  AddCard(catalog, Support("t_under_test", target, std::move(effects)));
  CardBattle b(catalog);
  b.SetSupport(0, "t_under_test");
  return b;
}

Effect Fx2(EffectKind kind, int amount, int duration = 0) {
  return Fx(kind, amount, EffectTarget::kChosen, Trigger::kOnPlay, duration);
}

}  // namespace

TEST_CASE("Damage supports deal their amount to the target, ignoring evasion", "[cards][effects]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kDamage, 2)});
  b.catalog.enemies[0].evasion = 5;
  b.Place("grunt", "B2");
  REQUIRE(b.Do("support 1 B2").ok);
  CHECK(b.AttackerAt("B2")->hp == 1);
  CHECK(b.state.score == 20);
  CHECK(b.state.cards.support_spent.count == 1);
}

TEST_CASE("Support damage hits shield points first and ignores terrain", "[cards][effects][terrain]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kDamage, 2)});
  b.Place("grunt", "B2");
  b.AttackerAt("B2")->shield = 1;
  SetBarricade(b.state, At("C3"), BarricadeKind::kPlayer);
  REQUIRE(b.Do("support 1 B2").ok);
  CHECK(b.AttackerAt("B2")->shield == 0);
  CHECK(b.AttackerAt("B2")->hp == 2);
}

TEST_CASE("Poison supports set poison damage and its duration", "[cards][effects][status]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kPoison, 1, 2)});
  b.Place("grunt", "A1");
  REQUIRE(b.Do("support 1 A1").ok);
  CHECK(b.AttackerAt("A1")->poison == 1);
  CHECK(b.AttackerAt("A1")->poison_turns == 2);
}

TEST_CASE("Strip-shield and strip-perk supports clear them", "[cards][effects]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kStripShields, 0), Fx2(EffectKind::kStripPerks, 0)});
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->shield = 4;
  b.AttackerAt("A1")->perks = kPerkProtection | kPerkFirstStrike;
  REQUIRE(b.Do("support 1 A1").ok);
  CHECK(b.AttackerAt("A1")->shield == 0);
  CHECK(b.AttackerAt("A1")->perks == 0);
}

TEST_CASE("Incapacitate supports add skipped activations", "[cards][effects][status]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kIncapacitate, 2)});
  b.Place("grunt", "A1");
  REQUIRE(b.Do("support 1 A1").ok);
  CHECK(b.AttackerAt("A1")->incapacitated == 2);
}

TEST_CASE("Push supports move the target away from the base, orthogonal steps first",
          "[cards][effects]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kPush, 2)});
  b.Place("grunt", "C4");  // range 1, west of the base
  REQUIRE(b.Do("support 1 C4").ok);
  CHECK(b.AttackerAt("C4") == nullptr);
  REQUIRE(b.AttackerAt("A4") != nullptr);
}

TEST_CASE("A push stops at the board edge and at occupied cells", "[cards][effects]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kPush, 3)});
  b.Place("grunt", "B4");
  REQUIRE(b.Do("support 1 B4").ok);
  CHECK(b.AttackerAt("A4") != nullptr);  // one step, then the edge
}

TEST_CASE("Execute destroys an attacker at or under its HP threshold, and refuses others",
          "[cards][effects]") {
  auto b = WithSupport(TargetKind::kCell, {Fx2(EffectKind::kExecute, 2)});
  b.Place("grunt", "A1");
  b.Place("grunt", "H8");
  b.AttackerAt("H8")->hp = 2;
  const auto refused = b.Do("support 1 A1");
  CHECK_FALSE(refused.ok);
  CHECK(refused.reason == "t_under_test executes only attackers with at most 2 HP; the attacker at A1 has 3");
  REQUIRE(b.Do("support 1 H8").ok);
  CHECK(b.AttackerAt("H8") == nullptr);
  CHECK(b.state.multiplier == 2);
}

TEST_CASE("Segment, range-band and full-board supports hit every attacker in the area",
          "[cards][effects][targeting]") {
  auto b = WithSupport(TargetKind::kSegment, {Fx2(EffectKind::kDamage, 1)});
  b.Place("grunt", "A1");  // NW
  b.Place("grunt", "C3");  // NW
  b.Place("grunt", "H1");  // NE
  REQUIRE(b.Do("support 1 segment NW").ok);
  CHECK(b.AttackerAt("A1")->hp == 2);
  CHECK(b.AttackerAt("C3")->hp == 2);
  CHECK(b.AttackerAt("H1")->hp == 3);

  auto r = WithSupport(TargetKind::kRange, {Fx2(EffectKind::kDamage, 1)});
  r.Place("grunt", "A1");  // range 3
  r.Place("grunt", "C3");  // range 1
  CHECK(r.Do("support 1 range 2").reason == "there is no attacker at range 2");
  REQUIRE(r.Do("support 1 range 3").ok);
  CHECK(r.AttackerAt("A1")->hp == 2);
  CHECK(r.AttackerAt("C3")->hp == 3);

  auto f = WithSupport(TargetKind::kBoard, {Fx2(EffectKind::kDamage, 1)});
  CHECK(f.Do("support 1 board").reason == "there is no attacker on the board");
  f.Place("grunt", "A1");
  f.Place("grunt", "H8");
  REQUIRE(f.Do("support 1 board").ok);
  CHECK(f.AttackerAt("A1")->hp == 2);
  CHECK(f.AttackerAt("H8")->hp == 2);
}

TEST_CASE("Conditions limit effects: an aircraft-only card refuses a ground target",
          "[cards][effects][targeting]") {
  Effect flak = Fx2(EffectKind::kDamage, 3);
  flak.condition = Condition::kAircraft;
  auto b = WithSupport(TargetKind::kCell, {flak});
  b.Place("grunt", "A1");
  b.Place("flyer", "H8");
  CHECK(b.Do("support 1 A1").reason == "t_under_test has no effect on the attacker at A1");
  REQUIRE(b.Do("support 1 H8").ok);
  CHECK(b.AttackerAt("H8") == nullptr);
}

TEST_CASE("Base supports repair health up to the maximum", "[cards][effects][base]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kRepairBase, 3, EffectTarget::kBase)});
  b.state.base_health = 8;
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.base_health == 10);
}

TEST_CASE("A shield-repair support restores destroyed shields before overcharging active ones",
          "[cards][effects][base]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kRepairShields, 2, EffectTarget::kBase)});
  b.state.shields = {ShieldState::kUp, ShieldState::kDown, ShieldState::kUp, ShieldState::kUp};
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.shields[1] == ShieldState::kUp);
  CHECK(b.state.shields[0] == ShieldState::kOvercharged);
  CHECK(b.state.shields[2] == ShieldState::kUp);
}

TEST_CASE("A shield-quadrant support restores or overcharges that quadrant", "[cards][effects][base]") {
  auto b = WithSupport(TargetKind::kQuadrant, {Fx2(EffectKind::kRepairShields, 1)});
  b.state.shields = {ShieldState::kDown, ShieldState::kDown, ShieldState::kUp, ShieldState::kOvercharged};
  CHECK(b.Do("support 1 quadrant SE").reason == "the SE shield is already overcharged");
  REQUIRE(b.Do("support 1 quadrant NE").ok);
  CHECK(b.state.shields[1] == ShieldState::kUp);
  CHECK(b.state.shields[0] == ShieldState::kDown);
}

TEST_CASE("Overcharge supports overcharge active shields, which expire at the turn tick",
          "[cards][effects][base][status]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kOverchargeShields, 4, EffectTarget::kBase)});
  b.state.shields = {ShieldState::kUp, ShieldState::kDown, ShieldState::kUp, ShieldState::kUp};
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.shields[0] == ShieldState::kOvercharged);
  CHECK(b.state.shields[1] == ShieldState::kDown);
  CHECK(b.state.shields[3] == ShieldState::kOvercharged);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.shields[0] == ShieldState::kUp);
}

TEST_CASE("Skip-spawn and freeze supports set the enemy-phase counters", "[cards][effects][base]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kSkipSpawns, 1, EffectTarget::kBase),
                                           Fx(EffectKind::kFreeze, 2, EffectTarget::kBase)});
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.skip_spawns == 1);
  CHECK(b.state.frozen_turns == 2);
  b.Place("grunt", "B2");
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B2") != nullptr);  // frozen: it did not move
}

TEST_CASE("DOUBLE THE FALL doubles the next cannon shot once", "[cards][effects][cannon]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kCannonMultiplier, 2, EffectTarget::kBase)});
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->hp = 9;
  b.state.cannon_charge = 2;  // power 3
  REQUIRE(b.Do("support 1").ok);
  REQUIRE(b.Do("fire A1").ok);
  CHECK(b.AttackerAt("A1")->hp == 3);
  CHECK(b.state.cannon_multiplier == 1);
}

TEST_CASE("Cannon-charge supports add charge steps up to the weapon's cap", "[cards][effects][cannon]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kCannonCharge, 5, EffectTarget::kBase)});
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.cannon_charge == 3);
}

TEST_CASE("Discard-point and score effects", "[cards][effects]") {
  auto b = WithSupport(TargetKind::kNone, {Fx(EffectKind::kDiscardPoints, 2, EffectTarget::kBase),
                                           Fx(EffectKind::kScore, 40, EffectTarget::kBase)});
  b.state.multiplier = 2;
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.cards.discard_points == 3);
  CHECK(b.state.score == 80);
}

TEST_CASE("Upgrade supports attach stats, shields, range, perks and ranks to a unit card in hand",
          "[cards][effects][upgrade]") {
  Effect perk = Fx2(EffectKind::kAddPerk, 0);
  perk.perk = kPerkFirstStrike;
  auto b = WithSupport(TargetKind::kUnitSlot,
                       {Fx2(EffectKind::kAddAttack, 1), Fx2(EffectKind::kAddFirepower, 2),
                        Fx2(EffectKind::kAddEvasion, 1), Fx2(EffectKind::kAddMaxHp, 3),
                        Fx2(EffectKind::kAddShield, 2), Fx2(EffectKind::kAddTempHp, 1),
                        Fx2(EffectKind::kAddCrit, 10), perk, Fx2(EffectKind::kAddRange, 0b100),
                        Fx2(EffectKind::kRankUp, 1)});
  const int gunner = b.SetUnit(1, "t_gunner");
  CHECK(b.Do("support 1 board").reason == "t_under_test must target a unit card in hand");
  REQUIRE(b.Do("support 1 unit 2").ok);
  const UnitInstance& u = b.Unit(gunner);
  CHECK(u.rank == 2);
  CHECK(u.max_hp == 4 + 3 + 2);
  CHECK(u.hp == u.max_hp);
  CHECK(u.shield == 2);
  CHECK(u.temp_hp == 1);
  const Combatant c = cards::UnitCombatant(b.catalog, b.state.cards, gunner);
  CHECK(c.attack == 1 + 1 + 1);
  CHECK(c.firepower == 2 + 1 + 2);
  CHECK(c.evasion == 1);
  CHECK(c.crit_chance == 10);
  CHECK((c.perks & kPerkFirstStrike) != 0);
  CHECK(cards::UnitRanges(b.catalog, b.state.cards, u) == 0b111);
}

TEST_CASE("Upgrades stay on a surviving unit card after it attacks", "[cards][effects][upgrade]") {
  auto b = WithSupport(TargetKind::kUnitSlot, {Fx2(EffectKind::kAddFirepower, 2)});
  const int gunner = b.SetUnit(0, "t_gunner");
  REQUIRE(b.Do("support 1 unit 1").ok);
  b.Place("grunt", "C3");
  b.AttackerAt("C3")->hp = 9;
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.AttackerAt("C3")->hp == 5);
  CHECK(b.Unit(gunner).bonus_firepower == 2);
}

TEST_CASE("Heal restores HP up to the maximum only on a damaged unit", "[cards][effects][upgrade]") {
  Effect heal = Fx2(EffectKind::kHeal, 5);
  heal.condition = Condition::kUnitDamaged;
  auto b = WithSupport(TargetKind::kUnitSlot, {heal});
  const int gunner = b.SetUnit(0, "t_gunner");
  b.Unit(gunner).hp = 1;
  REQUIRE(b.Do("support 1 unit 1").ok);
  CHECK(b.Unit(gunner).hp == 4);
}

TEST_CASE("Discovery shows support options and the chosen card replaces the spent source",
          "[cards][effects][discovery]") {
  Catalog catalog = CardCatalog();
  CardDef scout = Support("t_scout", TargetKind::kNone, {Fx(EffectKind::kDiscover, 0, EffectTarget::kBase)});
  scout.options = {"t_bolt", "t_repair"};
  scout.option_cards = {static_cast<CardIndex>(catalog.FindCard("t_bolt")),
                        static_cast<CardIndex>(catalog.FindCard("t_repair"))};
  AddCard(catalog, scout);
  CardBattle b(catalog);
  b.SetSupport(1, "t_scout");
  REQUIRE(b.Do("support 2").ok);
  CHECK(b.state.cards.option_count == 2);
  CHECK(b.Do("discard support 1").reason == "choose one of the discovery options first");
  const auto legal = LegalActions(b.catalog, b.state);
  int chooses = 0;
  for (const Action& a : legal) chooses += a.kind == ActionKind::kChoose;
  CHECK(chooses == 2);
  CHECK(b.Do("choose 3").reason == "choose an option between 1 and 2");
  REQUIRE(b.Do("choose 2").ok);
  CHECK(b.state.cards.support_slots[1] == b.catalog.FindCard("t_repair"));
  CHECK(b.state.cards.option_count == 0);
  // The discovery card left the deck: it is in no pile.
  const CardIndex scout_index = static_cast<CardIndex>(b.catalog.FindCard("t_scout"));
  for (int i = 0; i < b.state.cards.support_spent.count; ++i) CHECK(b.state.cards.support_spent.items[i] != scout_index);
}

TEST_CASE("Discovery picks three distinct options with the RNG when it has more", "[cards][effects][discovery]") {
  Catalog catalog = CardCatalog();
  CardDef scout = Support("t_scout", TargetKind::kNone, {Fx(EffectKind::kDiscover, 0, EffectTarget::kBase)});
  for (const char* id : {"t_bolt", "t_repair", "t_poison", "t_double", "t_freeze"}) {
    scout.options.push_back(id);
    scout.option_cards.push_back(static_cast<CardIndex>(catalog.FindCard(id)));
  }
  AddCard(catalog, scout);
  CardBattle b(catalog);
  b.SetSupport(0, "t_scout");
  REQUIRE(b.Do("support 1").ok);
  const auto& o = b.state.cards.options;
  REQUIRE(b.state.cards.option_count == 3);
  CHECK(o[0] != o[1]);
  CHECK(o[1] != o[2]);
  CHECK(o[0] != o[2]);
}

TEST_CASE("An open discovery left at the end of the turn is spent without a choice",
          "[cards][effects][discovery]") {
  Catalog catalog = CardCatalog();
  CardDef scout = Support("t_scout", TargetKind::kNone, {Fx(EffectKind::kDiscover, 0, EffectTarget::kBase)});
  scout.option_cards = {static_cast<CardIndex>(catalog.FindCard("t_bolt"))};
  AddCard(catalog, scout);
  CardBattle b(catalog);
  b.SetSupport(0, "t_scout");
  REQUIRE(b.Do("support 1").ok);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.option_count == 0);
  CHECK(b.state.cards.support_slots[0] != kNoCard);
}

}  // namespace effect_support_test
