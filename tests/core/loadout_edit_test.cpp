// Building a loadout a card at a time asks the same Deck Building rules as ValidateLoadout:
// every card of a legal loadout goes in one by one, the result is that loadout, and what
// the add check refuses ValidateLoadout refuses too.
#include <catch2/catch.hpp>

#include "basecommand/loadout.h"
#include "card_fixtures.h"

using namespace bc;

TEST_CASE("A legal loadout rebuilt a card at a time passes the add check at every card and validates", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  const LoadoutDef legal = test::LegalLoadout();
  LoadoutDef built;
  built.weapon = legal.weapon;
  for (const auto* part : {&legal.units, &legal.supports, &legal.fieldworks}) {
    for (const std::string& card : *part) {
      INFO(card);
      CHECK(AddToLoadout(catalog, card, built).empty());
    }
  }
  CHECK(AddToLoadout(catalog, legal.doctrine, built).empty());
  CHECK(built.units == legal.units);
  CHECK(built.supports == legal.supports);
  CHECK(built.fieldworks == legal.fieldworks);
  CHECK(ValidateLoadout(catalog, built).empty());
  // Full now: one more of anything is refused and changes nothing.
  const LoadoutDef full = built;
  CHECK(AddToLoadout(catalog, legal.units.front(), built).find("full") != std::string::npos);
  CHECK(AddToLoadout(catalog, legal.supports.front(), built).find("full") != std::string::npos);
  CHECK(built.units == full.units);
  CHECK(built.supports == full.supports);
}

TEST_CASE("A second copy of a hero is refused by the add check as by ValidateLoadout", "[loadout]") {
  Catalog catalog = test::CardCatalog();
  const int hero = catalog.FindCard("t_hero");
  REQUIRE(hero >= 0);
  catalog.cards[static_cast<std::size_t>(hero)].deck_limit = 2;  // the limit alone would allow two
  LoadoutDef loadout;
  REQUIRE(AddToLoadout(catalog, "t_hero", loadout).empty());
  CHECK(CheckAddToLoadout(catalog, loadout, "t_hero").find("one hero") != std::string::npos);
  CHECK(CheckAddToLoadout(catalog, loadout, "t_hero2").find("one hero") != std::string::npos);
  LoadoutDef two = test::LegalLoadout();
  two.units[0] = "t_hero";
  two.units[1] = "t_hero";
  bool refused = false;
  for (const std::string& reason : ValidateLoadout(catalog, two)) refused = refused || reason.find("hero") != std::string::npos;
  CHECK(refused);
}

TEST_CASE("Copies are counted over every part, and removing takes one copy back", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef loadout = test::LegalLoadout();
  const std::string unit = loadout.units.front();
  const int copies = CopiesIn(loadout, unit);
  REQUIRE(copies > 0);
  CHECK(RemoveFromLoadout(unit, loadout));
  CHECK(CopiesIn(loadout, unit) == copies - 1);
  CHECK(RemoveFromLoadout(loadout.doctrine, loadout));
  CHECK(loadout.doctrine.empty());
  CHECK_FALSE(RemoveFromLoadout("no_such_card", loadout));
  CHECK(LoadoutPartSize(CardFamily::kUnit) == static_cast<std::size_t>(kRosterSize));
}
