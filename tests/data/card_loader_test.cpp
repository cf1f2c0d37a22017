#include "data/card_loader.h"

#include <catch2/catch.hpp>

#include "data/catalog_loader.h"
#include "temp_data.h"

using bc::test::Dump;
using bc::test::HasError;
using bc::test::TempData;
using namespace bc;

namespace {

constexpr const char* kCards = "cards/test_cards.json";
constexpr const char* kLoadouts = "loadouts/test_loadouts.json";

// data_min plus the card fixture files.
struct CardData {
  TempData data;
  CardData() {
    data.Write(kCards, test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
    data.Write(kLoadouts, test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  }
  data::CatalogLoad Load() const { return data::LoadCatalog(data.path()); }
};

}  // namespace

TEST_CASE("Card files load every card, effect and loadout with its values", "[data][cards]") {
  const CardData d;
  const auto load = d.Load();
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const Catalog& c = load.catalog;
  REQUIRE(c.cards.size() == 9);
  const CardDef& rifles = c.cards[c.FindCard("u_rifles")];
  CHECK(rifles.family == CardFamily::kUnit);
  CHECK(rifles.ranks[0].firepower == 2);
  CHECK(rifles.ranks[0].ranges == 0b011);
  CHECK(rifles.ranks[3].ranges == 0b111);
  CHECK(rifles.ranks[3].crit_chance == 10);
  CHECK(rifles.ranks[3].miss_chance == 5);
  CHECK(rifles.rank_kills == std::array<int, 3>{1, 3, 6});
  const CardDef& guard = c.cards[c.FindCard("u_guard")];
  CHECK(guard.perks == (kPerkProtection | kPerkFirstStrike));
  CHECK(guard.rarity == Rarity::kUncommon);
  const CardDef& hero = c.cards[c.FindCard("u_hero")];
  CHECK(hero.hero);
  REQUIRE(hero.effects.size() == 1);
  CHECK(hero.effects[0].kind == EffectKind::kAddShield);
  CHECK(hero.effects[0].target == EffectTarget::kHandUnits);
  CHECK(hero.effects[0].trigger == Trigger::kDeploy);
  const CardDef& stims = c.cards[c.FindCard("s_stims")];
  CHECK(stims.target == TargetKind::kUnitSlot);
  CHECK(stims.effects[0].perk == kPerkLuck);
  const CardDef& scout = c.cards[c.FindCard("s_scout")];
  CHECK(scout.option_cards == std::vector<CardIndex>{static_cast<CardIndex>(c.FindCard("s_bolt")),
                                                     static_cast<CardIndex>(c.FindCard("s_stims"))});
  CHECK(c.cards[c.FindCard("f_mine")].target == TargetKind::kCell);
  CHECK(c.cards[c.FindCard("f_works")].target == TargetKind::kNone);
  REQUIRE(c.loadouts.size() == 1);
  CHECK(c.loadouts[0].units.size() == 8);
  CHECK(c.loadouts[0].doctrine == "d_bays");
}

TEST_CASE("Card loader: an unknown effect kind is reported with a suggestion", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"("kind": "damage", "amount": 2)", R"("kind": "damag", "amount": 2)");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/3/effects/0/kind", "unknown value \"damag\" (did you mean \"damage\"?)"));
}

TEST_CASE("Card loader: unknown keys and wrong families of fields are reported", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"("name": "TEST BOLT",)", R"("name": "TEST BOLT", "colour": "red", "ranks": [],)");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/3/colour", "unknown key"));
  CHECK(HasError(load.errors, kCards, "/cards/3/ranks", "only unit cards"));
}

TEST_CASE("Card loader: a unit card needs four rank profiles", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"(        {"attack": 2, "firepower": 4, "evasion": 1, "health": 7, "ranges": [1, 2, 3], "crit_chance": 10, "crit_bonus": 2, "miss_chance": 5}
)", "");
  d.data.Patch(kCards, R"({"attack": 2, "firepower": 3, "health": 6, "ranges": [1, 2]},)", R"({"attack": 2, "firepower": 3, "health": 6, "ranges": [1, 2]})");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/0/ranks", "exactly 4 rank profiles, got 3"));
}

TEST_CASE("Card loader: an effect must fit its card's target", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"("kind": "add_perk", "perk": "luck")", R"("kind": "damage", "amount": 1)");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/4/effects/0/kind", "the card's target must be cell, segment, range or board"));
}

TEST_CASE("Card loader: discovery options must be known support cards", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"("options": ["s_bolt", "s_stims"])", R"("options": ["s_blot", "u_guard"])");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/5/options/0", "unknown card \"s_blot\""));
  CHECK(HasError(load.errors, kCards, "/cards/5/options/1", "must be support cards"));
}

TEST_CASE("Card loader: a duplicate card id is reported", "[data][cards]") {
  const CardData d;
  d.data.Patch(kCards, R"("id": "u_guard")", R"("id": "u_rifles")");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kCards, "/cards/1/id", "duplicate card id \"u_rifles\""));
}

TEST_CASE("Card loader: an illegal loadout is refused with every reason", "[data][cards][loadout]") {
  const CardData d;
  d.data.Patch(kLoadouts, R"("fieldworks": ["f_mine", "f_works"])", R"("fieldworks": ["f_mine", "f_mine"])");
  d.data.Patch(kLoadouts, R"("weapon": "standard_cannon")", R"("weapon": "laser")");
  d.data.Patch(kLoadouts, R"("u_guard", "u_hero"])", R"("u_hero", "u_hero"])");
  const auto load = d.Load();
  CHECK(HasError(load.errors, kLoadouts, "/loadouts/0", "two fieldworks must be different"));
  CHECK(HasError(load.errors, kLoadouts, "/loadouts/0", "unknown base weapon \"laser\""));
  CHECK(HasError(load.errors, kLoadouts, "/loadouts/0", "only one hero card"));
}

TEST_CASE("Card loader: a malformed card file is an error, not a crash", "[data][cards]") {
  const CardData d;
  d.data.Write(kCards, "{\"cards\": [ {\"id\": ");
  const auto load = d.Load();
  REQUIRE_FALSE(load.ok());
  CHECK(HasError(load.errors, kCards, "", ""));
}

TEST_CASE("Inline card records replace catalog cards by id", "[data][cards]") {
  const CardData d;
  auto load = d.Load();
  REQUIRE(load.ok());
  const nlohmann::json inline_cards = nlohmann::json::parse(R"({"cards": [
    {"id": "s_bolt", "name": "BIG BOLT", "text": "5 damage.", "family": "support", "deck_limit": 8,
     "target": "cell", "effects": [{"kind": "damage", "amount": 5}]}]})");
  data::LoadErrors errors;
  const std::size_t before = load.catalog.cards.size();
  data::LoadCardRecords(inline_cards, "scenario.json", load.catalog, errors);
  INFO(Dump(errors));
  CHECK(errors.empty());
  CHECK(load.catalog.cards.size() == before);
  CHECK(load.catalog.cards[load.catalog.FindCard("s_bolt")].effects[0].amount == 5);
}
