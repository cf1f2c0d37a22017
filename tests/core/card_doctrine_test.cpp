#include <catch2/catch.hpp>

#include "card_battle.h"

using namespace bc;
using namespace bc::test;

TEST_CASE("Efficient Logistics opens a second fieldwork bay holding the whole kit",
          "[cards][doctrine]") {
  CardBattle b;
  const CardBattle fixed(CardCatalog(), b.catalog.FindLoadout("fixed"));
  // The fixture mission uses the starter; a fixed-deck mission gets t_logistics.
  Catalog catalog = CardCatalog();
  catalog.missions[0].deck_policy = DeckPolicy::kFixed;
  catalog.missions[0].fixed_loadout = "fixed";
  const CardBattle l(catalog);
  CHECK(l.state.cards.doctrine == l.catalog.FindCard("t_logistics"));
  CHECK(l.state.cards.bay_count == 2);
  CHECK(l.state.cards.bays[0] != kNoCard);
  CHECK(l.state.cards.bays[1] != kNoCard);
  CHECK(l.state.terrain_works);  // t_terrain is in one of the two bays
  CHECK(b.state.cards.bay_count == 1);
}

TEST_CASE("Battle-start doctrines apply once when the battle starts", "[cards][doctrine]") {
  Catalog catalog = CardCatalog();
  catalog.loadouts[0].doctrine = "t_quartermaster";
  const CardBattle b(catalog);
  CHECK(b.state.cards.discard_points == 2);
  Catalog hull = CardCatalog();
  AddCard(hull, Doctrine("t_hull", {Fx(EffectKind::kBaseMaxHealth, 2, EffectTarget::kBase, Trigger::kBattleStart),
                                    Fx(EffectKind::kAddMaxHp, 1, EffectTarget::kAllUnits, Trigger::kBattleStart)}));
  hull.loadouts[0].doctrine = "t_hull";
  const CardBattle h(hull);
  CHECK(h.state.base_max_health == 12);
  CHECK(h.state.base_health == 12);
  CHECK(h.state.cards.units[InstanceOf(h.catalog, h.state, "t_gunner")].max_hp == 5);
}

TEST_CASE("A doctrine is never lost during the battle", "[cards][doctrine]") {
  CardBattle b;
  const CardIndex doctrine = b.state.cards.doctrine;
  REQUIRE(doctrine != kNoCard);
  for (int t = 0; t < 4; ++t) {
    const auto legal = LegalActions(b.catalog, b.state);
    for (const Action& a : legal) {
      BattleState copy = b.state;
      Apply(b.catalog, copy, a);
      CHECK(copy.cards.doctrine == doctrine);
    }
    REQUIRE(b.Do("end_turn").ok);
  }
  CHECK(b.state.cards.doctrine == doctrine);
}

TEST_CASE("Mission deck policy decides the deck, and a loadout's weapon is mounted on a standard-cannon mission",
          "[cards][deck]") {
  Catalog catalog = CardCatalog();
  LoadoutDef custom = LegalLoadout();
  custom.id = "custom";
  custom.weapon = "mortar";
  catalog.loadouts.push_back(custom);
  const int custom_index = catalog.FindLoadout("custom");
  catalog.missions[0].deck_policy = DeckPolicy::kCustom;
  const CardBattle chosen(catalog, custom_index);
  CHECK(chosen.state.cards.loadout == custom_index);
  CHECK(chosen.state.weapon == chosen.catalog.FindWeapon("mortar"));
  const CardBattle defaulted(catalog, -1);
  CHECK(defaulted.state.cards.loadout == catalog.FindLoadout("starter"));
  CHECK(defaulted.state.weapon == defaulted.catalog.FindWeapon("standard_cannon"));
  catalog.missions[0].deck_policy = DeckPolicy::kStarter;
  const CardBattle starter(catalog, custom_index);
  CHECK(starter.state.cards.loadout == catalog.FindLoadout("starter"));
}

TEST_CASE("A mission that names its own weapon fights with it whatever the loadout",
          "[cards][deck]") {
  Catalog catalog = CardCatalog();
  LoadoutDef custom = LegalLoadout();
  custom.id = "custom";
  custom.weapon = "standard_cannon";
  catalog.loadouts.push_back(custom);
  const int custom_index = catalog.FindLoadout("custom");
  catalog.missions[0].deck_policy = DeckPolicy::kCustom;
  catalog.missions[0].weapon = "mortar";
  catalog.missions[0].cannon_charge = 1;
  const CardBattle chosen(catalog, custom_index);
  CHECK(chosen.state.cards.loadout == custom_index);
  CHECK(chosen.state.weapon == chosen.catalog.FindWeapon("mortar"));
  CHECK(chosen.state.cannon_charge == 1);
  const CardBattle defaulted(catalog, -1);
  CHECK(defaulted.state.weapon == defaulted.catalog.FindWeapon("mortar"));
}
