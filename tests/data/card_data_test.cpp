// Validates the game's own card data in data/ against the catalogue floor of the card
// rules: how many cards of each family, every effect kind used, the starter legal.
#include <catch2/catch.hpp>

#include <set>

#include "basecommand/loadout.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

using namespace bc;

TEST_CASE("The game's card catalogue meets the floor and every effect kind is used", "[data][cards][game]") {
  const auto load = data::LoadCatalog(data::DefaultDataDir());
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  const Catalog& c = load.catalog;
  int units = 0, heroes = 0, siege = 0, supports = 0, fieldworks = 0, doctrines = 0;
  std::set<EffectKind> kinds;
  std::set<TargetKind> targets;
  std::set<Trigger> triggers;
  std::uint32_t perks = 0;
  for (const CardDef& card : c.cards) {
    switch (card.family) {
      case CardFamily::kUnit:
        (card.siege ? siege : units) += 1;
        heroes += card.hero;
        perks |= card.perks;
        break;
      case CardFamily::kSupport:
        ++supports;
        targets.insert(card.target);
        break;
      case CardFamily::kFieldwork: ++fieldworks; break;
      case CardFamily::kDoctrine: ++doctrines; break;
    }
    for (const Effect& e : card.effects) {
      kinds.insert(e.kind);
      triggers.insert(e.trigger);
      perks |= e.perk;
    }
  }
  CHECK(units >= 14);
  CHECK(heroes >= 2);
  CHECK(siege >= 1);
  CHECK(supports >= 24);
  CHECK(fieldworks >= 6);
  CHECK(doctrines >= 5);
  CHECK(c.weapons.size() >= 3);
  CHECK(static_cast<int>(kinds.size()) == kEffectKindCount);
  CHECK(targets.size() == 7);
  for (const Trigger t : {Trigger::kDeploy, Trigger::kPreEngagement, Trigger::kPostEngagement,
                          Trigger::kKill, Trigger::kDeath, Trigger::kVictory}) {
    CHECK(triggers.count(t) == 1);
  }
  CHECK(perks == (1u << kPerkCount) - 1);
  CHECK(c.FindCard("efficient_logistics") >= 0);
  CHECK(c.FindCard("terrain_works") >= 0);
  CHECK(c.FindCard("double_the_fall") >= 0);
  const int starter = c.FindLoadout("starter");
  REQUIRE(starter >= 0);
  CHECK(ValidateLoadout(c, c.loadouts[starter]).empty());
}
