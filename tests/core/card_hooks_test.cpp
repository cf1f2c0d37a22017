#include <catch2/catch.hpp>

#include "card_battle.h"

using namespace bc;
using namespace bc::test;

namespace {

// A unit card "t_hooked" (attack 1, firepower 2, 4 HP, all ranges) with these effects.
CardBattle WithHookedUnit(std::vector<Effect> effects) {
  Catalog catalog = CardCatalog();
  CardDef unit = Unit("t_hooked", 1, 2, 0, 4, kAllRanges);
  unit.effects = std::move(effects);
  AddCard(catalog, unit);
  catalog.missions[0].siege_units = {"t_hooked"};
  return CardBattle(catalog);
}

}  // namespace

TEST_CASE("Deploy hooks run when the unit card is played", "[cards][hooks]") {
  // The first hero hook: on deploy, every unit in hand gains a shield point.
  CardBattle b;
  const int hero_card = b.catalog.FindCard("t_hero");
  b.catalog.missions[0].siege_units = {"t_hero"};
  b.Restart();
  REQUIRE(b.catalog.cards[hero_card].hero);
  b.SetUnit(0, "t_hero");
  const int gunner = b.SetUnit(1, "t_gunner");
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->hp = 20;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.Unit(gunner).shield == 1);
}

TEST_CASE("Kill hooks run when the unit destroys its target", "[cards][hooks]") {
  // The second hero hook: a kill charges the cannon a step.
  CardBattle b;
  b.catalog.missions[0].siege_units = {"t_hero2"};
  b.Restart();
  b.SetUnit(0, "t_hero2");
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->hp = 20;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.state.cannon_charge == 0);
  b.SetUnit(0, "t_hero2");
  b.AttackerAt("A1")->hp = 1;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.state.cannon_charge == 1);
}

TEST_CASE("Pre-engagement hooks act before the first blow", "[cards][hooks]") {
  auto b = WithHookedUnit({Fx(EffectKind::kDamage, 2, EffectTarget::kEngaged, Trigger::kPreEngagement)});
  const int unit = b.SetUnit(0, "t_hooked");
  b.Place("grunt", "A1");  // 3 HP: 2 from the hook, 1 would remain for the blow
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.AttackerAt("A1") == nullptr);
  CHECK(b.Unit(unit).hp == 4);  // dead before it could retaliate
}

TEST_CASE("Post-engagement hooks run only if the unit survived", "[cards][hooks]") {
  auto b = WithHookedUnit({Fx(EffectKind::kHeal, 9, EffectTarget::kSelf, Trigger::kPostEngagement)});
  const int unit = b.SetUnit(0, "t_hooked");
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->hp = 20;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.Unit(unit).hp == 4);  // hit for 1, healed after
}

TEST_CASE("Death hooks run when the unit is defeated", "[cards][hooks]") {
  auto b = WithHookedUnit({Fx(EffectKind::kRepairBase, 3, EffectTarget::kBase, Trigger::kDeath)});
  const int unit = b.SetUnit(0, "t_hooked");
  b.state.base_health = 5;
  b.Unit(unit).hp = 1;
  b.Place("grunt", "A1");
  b.AttackerAt("A1")->hp = 20;
  REQUIRE(b.Do("unit 1 A1").ok);
  CHECK(b.Unit(unit).defeated);
  CHECK(b.state.base_health == 8);
}

TEST_CASE("Victory hooks of surviving units and the doctrine run once, before the final score",
          "[cards][hooks]") {
  auto b = WithHookedUnit({Fx(EffectKind::kScore, 70, EffectTarget::kBase, Trigger::kVictory)});
  b.state.queue_pos = 1;  // the late spawn is gone: the board is all that is left
  b.Place("grunt", "A1");
  b.SetSupport(0, "t_bolt");
  b.AttackerAt("A1")->hp = 2;
  const auto r = b.Do("support 1 A1");
  REQUIRE(r.ok);
  REQUIRE(b.state.phase == Phase::kVictory);
  // 20 for the HP, 50 for the kill, then at x2: 70 (unit hook) + 100 (t_plain doctrine),
  // then the victory bonus (10 health, 4 shields, 7 turns under par).
  CHECK(b.state.score == 20 + 50 + 2 * 70 + 2 * 100 + 2000 + 1200 + 1050);
}

TEST_CASE("Attached upgrades carry their hooks with the unit card", "[cards][hooks][upgrade]") {
  Catalog catalog = CardCatalog();
  CardDef rig = Support("t_rig", TargetKind::kUnitSlot,
                        {Fx(EffectKind::kAttach, 0),
                         Fx(EffectKind::kAddTempHp, 2, EffectTarget::kSelf, Trigger::kPreEngagement)});
  AddCard(catalog, rig);
  CardBattle b(catalog);
  b.SetSupport(0, "t_rig");
  const int gunner = b.SetUnit(0, "t_gunner");
  REQUIRE(b.Do("support 1 unit 1").ok);
  CHECK(b.Unit(gunner).attached[0] == b.catalog.FindCard("t_rig"));
  b.Place("grunt", "C3");
  b.AttackerAt("C3")->hp = 20;
  REQUIRE(b.Do("unit 1 C3").ok);
  CHECK(b.Unit(gunner).hp == 4);  // the retaliation went into the hook's temporary HP
  CHECK(b.Unit(gunner).temp_hp == 0);
}
