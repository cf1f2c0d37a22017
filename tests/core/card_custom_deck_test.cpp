#include <catch2/catch.hpp>

#include "card_battle.h"

using namespace bc;

namespace {

// A legal deck that is not in the catalog: the starter with a hero for a brawler and
// the logistics doctrine.
LoadoutDef CommandFileDeck() {
  LoadoutDef deck = test::LegalLoadout();
  deck.id = "my_deck";
  deck.name = "My Deck";
  deck.units[3] = "t_hero";
  deck.doctrine = "t_logistics";
  return deck;
}

int CountUnits(const Catalog& catalog, const BattleState& state, const std::string& id) {
  int n = 0;
  for (int i = 0; i < state.cards.unit_count; ++i) {
    n += catalog.cards[state.cards.units[i].card].id == id;
  }
  return n;
}

BattleState Start(const Catalog& catalog, std::optional<LoadoutDef> deck) {
  BattleSetup setup;
  setup.seed = 5;
  setup.custom_loadout = std::move(deck);
  return NewBattle(catalog, setup);
}

}  // namespace

TEST_CASE("Deck policy custom: a legal custom deck reaches the rails, with no catalog index",
          "[cards][loadout]") {
  Catalog catalog = test::CardCatalog();
  catalog.missions[0].deck_policy = DeckPolicy::kCustom;
  const BattleState state = Start(catalog, CommandFileDeck());
  REQUIRE(state.cards.active);
  CHECK(state.cards.loadout == -1);
  CHECK(CountUnits(catalog, state, "t_hero") == 1);
  CHECK(CountUnits(catalog, state, "t_brawler") == 2);
  CHECK(state.cards.doctrine == catalog.FindCard("t_logistics"));

  const BattleState starter = Start(catalog, std::nullopt);
  CHECK(starter.cards.loadout == catalog.FindLoadout("starter"));
  CHECK(CountUnits(catalog, starter, "t_hero") == 0);
}

TEST_CASE("Deck policy custom: an illegal custom deck is refused and the starter goes in",
          "[cards][loadout]") {
  Catalog catalog = test::CardCatalog();
  catalog.missions[0].deck_policy = DeckPolicy::kCustom;
  LoadoutDef deck = CommandFileDeck();
  deck.units.pop_back();  // 7 unit cards: not a deck
  const BattleState state = Start(catalog, deck);
  CHECK(state.cards.loadout == catalog.FindLoadout("starter"));
  CHECK(CountUnits(catalog, state, "t_hero") == 0);
}

TEST_CASE("Deck policies starter and fixed ignore a custom deck", "[cards][loadout]") {
  Catalog catalog = test::CardCatalog();
  SECTION("starter") {
    catalog.missions[0].deck_policy = DeckPolicy::kStarter;
    const BattleState state = Start(catalog, CommandFileDeck());
    CHECK(state.cards.loadout == catalog.FindLoadout("starter"));
    CHECK(CountUnits(catalog, state, "t_hero") == 0);
    CHECK(state.cards.doctrine == catalog.FindCard("t_plain"));
  }
  SECTION("fixed") {
    catalog.missions[0].deck_policy = DeckPolicy::kFixed;
    catalog.missions[0].fixed_loadout = "fixed";
    const BattleState state = Start(catalog, CommandFileDeck());
    CHECK(state.cards.loadout == catalog.FindLoadout("fixed"));
    CHECK(CountUnits(catalog, state, "t_hero") == 0);
    CHECK(state.cards.doctrine == catalog.FindCard("t_logistics"));
  }
}
