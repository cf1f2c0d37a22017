// Validates the game's own card data in data/ against the catalogue floor of the card
// rules: how many cards of each family, every effect kind used, the starter legal.
#include <catch2/catch.hpp>

#include <algorithm>
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

TEST_CASE("Each loaded card keeps the triggers of its effects, and follows an edit once finished again",
          "[data][cards][catalog]") {
  auto load = data::LoadCatalog(data::DefaultDataDir());
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  Catalog& c = load.catalog;
  const auto agrees = [](const CardDef& card) {
    for (int t = 0; t < kTriggerCount; ++t) {
      const Trigger trigger = static_cast<Trigger>(t);
      const bool has = std::any_of(card.effects.begin(), card.effects.end(),
                                   [trigger](const Effect& e) { return e.trigger == trigger; });
      if (card.HasTrigger(trigger) != has) return false;
    }
    return card.triggers == TriggersOf(card.effects);
  };
  for (const CardDef& card : c.cards) {
    INFO(card.id);
    CHECK(agrees(card));
  }
  // An edit of the effects, then the catalogue finished again (catalog.h's contract).
  REQUIRE(!c.cards.empty());
  CardDef& edited = c.cards.front();
  Effect kill;
  kill.trigger = Trigger::kKill;
  edited.effects.push_back(kill);
  edited.effects.erase(std::remove_if(edited.effects.begin(), edited.effects.end(),
                                      [](const Effect& e) { return e.trigger == Trigger::kOnPlay; }),
                       edited.effects.end());
  FinishCatalog(c);
  for (const CardDef& card : c.cards) {
    INFO(card.id);
    CHECK(agrees(card));
  }
  CHECK(edited.HasTrigger(Trigger::kKill));
  CHECK(!edited.HasTrigger(Trigger::kOnPlay));
  // A card built by hand, never finished, runs every trigger's walk.
  CHECK(CardDef{}.HasTrigger(Trigger::kDeath));
}
