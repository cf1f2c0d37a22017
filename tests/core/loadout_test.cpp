#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/loadout.h"
#include "card_fixtures.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace loadout_test {

using namespace bc;

namespace {

bool Mentions(const std::vector<std::string>& reasons, const std::string& word) {
  return std::any_of(reasons.begin(), reasons.end(),
                     [&](const std::string& r) { return r.find(word) != std::string::npos; });
}

}  // namespace

TEST_CASE("A legal loadout has no reasons", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  CHECK(ValidateLoadout(catalog, test::LegalLoadout()).empty());
}

TEST_CASE("A loadout needs 8 units and 16 supports", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  l.units.pop_back();
  l.supports.push_back("t_bolt");
  const auto reasons = ValidateLoadout(catalog, l);
  CHECK(Mentions(reasons, "Unit Roster needs 8 cards, has 7"));
  CHECK(Mentions(reasons, "Support Deck needs 16 cards, has 17"));
}

TEST_CASE("The two fieldworks must be different fieldwork cards", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  l.fieldworks = {"t_mine", "t_mine"};
  CHECK(Mentions(ValidateLoadout(catalog, l), "must be different"));
  l.fieldworks = {"t_mine", "t_bolt"};
  CHECK(Mentions(ValidateLoadout(catalog, l), "not a fieldwork card"));
  l.fieldworks = {"t_mine"};
  CHECK(Mentions(ValidateLoadout(catalog, l), "needs 2 fieldworks"));
}

TEST_CASE("A loadout needs one doctrine and one known base weapon", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  l.doctrine = "";
  l.weapon = "laser";
  const auto reasons = ValidateLoadout(catalog, l);
  CHECK(Mentions(reasons, "one doctrine"));
  CHECK(Mentions(reasons, "unknown base weapon \"laser\""));
  l = test::LegalLoadout();
  l.doctrine = "t_bolt";
  CHECK(Mentions(ValidateLoadout(catalog, l), "not a doctrine card"));
}

TEST_CASE("Each card has its own deck limit", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  // t_nuke has deck limit 1.
  l.supports[0] = "t_nuke";
  CHECK(ValidateLoadout(catalog, l).empty());
  l.supports[1] = "t_nuke";
  CHECK(Mentions(ValidateLoadout(catalog, l), "\"t_nuke\" appears 2 times; its deck limit is 1"));
}

TEST_CASE("Only one hero card may be selected", "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  l.units[0] = "t_hero";
  CHECK(ValidateLoadout(catalog, l).empty());
  l.units[1] = "t_hero2";
  CHECK(Mentions(ValidateLoadout(catalog, l), "only one hero"));
}

TEST_CASE("Every reason is returned at once, and unknown or siege cards are refused",
          "[loadout]") {
  const Catalog catalog = test::CardCatalog();
  LoadoutDef l = test::LegalLoadout();
  l.units[0] = "nobody";
  l.units[1] = "t_siege";
  l.supports[0] = "t_gunner";
  l.weapon = "";
  const auto reasons = ValidateLoadout(catalog, l);
  CHECK(Mentions(reasons, "unknown card \"nobody\""));
  CHECK(Mentions(reasons, "siege unit"));
  CHECK(Mentions(reasons, "\"t_gunner\" is a unit card, not a support card"));
  CHECK(Mentions(reasons, "one base weapon"));
  CHECK(reasons.size() >= 4);
}

TEST_CASE("Mission deck policy picks the starter, the fixed deck or a legal custom deck",
          "[loadout]") {
  Catalog catalog = test::CardCatalog();
  LoadoutDef custom = test::LegalLoadout();
  custom.id = "custom";
  catalog.loadouts.push_back(custom);
  LoadoutDef broken = custom;
  broken.id = "broken";
  broken.units.pop_back();
  catalog.loadouts.push_back(broken);
  const int starter = catalog.FindLoadout("starter");
  const int fixed = catalog.FindLoadout("fixed");
  const int chosen = catalog.FindLoadout("custom");
  MissionDef m;
  m.deck_policy = DeckPolicy::kCustom;
  CHECK(ResolveLoadout(catalog, m, chosen) == chosen);
  CHECK(ResolveLoadout(catalog, m, catalog.FindLoadout("broken")) == starter);
  CHECK(ResolveLoadout(catalog, m, -1) == starter);
  m.deck_policy = DeckPolicy::kStarter;
  CHECK(ResolveLoadout(catalog, m, chosen) == starter);
  m.deck_policy = DeckPolicy::kFixed;
  m.fixed_loadout = "fixed";
  CHECK(ResolveLoadout(catalog, m, chosen) == fixed);
}

}  // namespace loadout_test
