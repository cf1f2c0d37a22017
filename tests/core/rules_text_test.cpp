// The core's own sentences come from a RulesText (basecommand/rules_text.h): the trait
// lines, the refusal and lock reasons and the difficulty lines ask the table for every
// message, so that a table that marks its answers marks every sentence; the English
// default is the msgids themselves.
#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/difficulty.h"
#include "text/hostiles.h"
#include "basecommand/loadout.h"
#include "campaign/profile_economy.h"
#include "campaign/profile_progress.h"
#include "basecommand/rules.h"
#include "basecommand/rules_text.h"
#include "core/campaign_fixture.h"
#include "siege_fixtures.h"

using namespace bc;

namespace {

// Wraps every answer in < >, as a translation would change it.
class MarkedText final : public RulesText {
 public:
  std::string Phrase(const char* msgid) const override { return "<" + std::string(msgid) + ">"; }
  std::string PhraseN(const char* singular, const char* plural, long n) const override {
    return "<" + std::string(n == 1 ? singular : plural) + ">";
  }
};

bool Marked(const std::string& s) { return s.size() > 2 && s.front() == '<' && s.back() == '>'; }

}  // namespace

TEST_CASE("FillPlaces puts each argument at its number, in any order, and leaves the rest as written",
          "[rules_text]") {
  CHECK(FillPlaces("{1} after {0}", {"A", "B"}) == "B after A");
  CHECK(FillPlaces("{0}% of {0}", {"75"}) == "75% of 75");
  CHECK(FillPlaces("{2} {name} {", {"A"}) == "{2} {name} {");
  CHECK(FillPlaces("no places", {}) == "no places");
  CHECK(EnglishRulesText().Phrase("unit slot {0} is empty") == "unit slot {0} is empty");
  CHECK(EnglishRulesText().PhraseN("{0} turn", "{0} turns", 1) == "{0} turn");
  CHECK(EnglishRulesText().PhraseN("{0} turn", "{0} turns", 2) == "{0} turns");
}

TEST_CASE("Every trait line, the stat line and the perk names of an attacker come from the table",
          "[rules_text][hostiles]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  const MarkedText marked;
  std::size_t lines = 0;
  for (const EnemyDef& enemy : catalog.enemies) {
    for (const std::string& line : EnemyBehaviour(catalog, enemy, marked)) {
      INFO(enemy.id << ": " << line);
      CHECK(Marked(line));
      ++lines;
    }
    // The stat line is its parts, two spaces apart, each the table's.
    const std::string stats = EnemyStatLine(enemy, marked);
    std::size_t at = 0;
    while (at < stats.size()) {
      const std::size_t end = stats.find("  ", at);
      const std::string part = stats.substr(at, end == std::string::npos ? std::string::npos : end - at);
      INFO(enemy.id << ": " << stats);
      CHECK(Marked(part));
      at = end == std::string::npos ? stats.size() : end + 2;
    }
  }
  CHECK(lines > catalog.enemies.size());
  CHECK(PerkList(kPerkFirstStrike | kPerkBehemoth, marked) == "<First Strike>, <Behemoth>");
  // The hero's abilities end on their condition, the table's too.
  const std::vector<std::string> hero = EnemyBehaviour(catalog, catalog.enemies[siege_fixture::kHero], marked);
  CHECK(std::any_of(hero.begin(), hero.end(),
                    [](const std::string& l) { return l.find("<otherwise>") != std::string::npos; }));
}

TEST_CASE("A refused action's reason comes from the table, and Apply gives the same words", "[rules_text][rules]") {
  using namespace siege_fixture;
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "B2");
  const MarkedText marked;
  const Action refused[] = {Action::Fire(C("B2")), Action::Fire(64), Action::Build(C("D4")),
                            Action::Demolish(C("A1"))};
  for (const Action& action : refused) {
    const std::string english = CheckAction(catalog, state, action);
    const std::string words = CheckAction(catalog, state, action, marked);
    INFO(english);
    REQUIRE_FALSE(english.empty());
    CHECK(Marked(words));
    CHECK(words.find('{') == std::string::npos);
    BattleState copy = state;
    CHECK(Apply(catalog, copy, action, marked).reason == words);
  }
  CHECK(CheckAction(catalog, state, Action::Build(C("D4"))) == "cannot build on D4: it is part of the base");
  CHECK(CheckAction(catalog, state, Action::Build(C("D4")), marked) == "<cannot build on D4: it is part of the base>");
}

TEST_CASE("Lock, purchase and loadout refusals and the difficulty lines come from the table", "[rules_text]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  const MarkedText marked;
  Profile profile;
  CHECK(MissionLockReason(profile, campaigns, "basics", "m3") ==
        "mission 3 is locked: win mission 1 of OPERATION BASICS first");
  CHECK(MissionLockReason(profile, campaigns, "basics", "m3", marked) ==
        "<mission 3 is locked: win mission 1 of OPERATION BASICS first>");
  CHECK(MissionLockReason(profile, campaigns, "hard", "m4", marked) ==
        "<OPERATION HARD is locked: complete OPERATION BASICS first>");
  CHECK(StartSiege(catalog, campaigns, "basics", "m3", 1, profile, marked).reason ==
        "<mission 3 is locked: win mission 1 of OPERATION BASICS first>");
  profile.credits = 10;
  const Outcome poor = UnlockCard(catalog, "rail_lancer", profile, marked);
  CHECK_FALSE(poor.ok);
  CHECK(poor.reason == "<not enough credits: it costs 1,000, you have 10>");
  CHECK(BuyService("nothing", profile, marked).reason == "<there is no service called 'nothing'>");
  LoadoutDef loadout;
  CHECK(AddToLoadout(catalog, "drill_rig", loadout, marked) == "<drill_rig is a siege unit: its mission issues it>");
  DifficultyDef level = RulebookDifficulty();
  for (const std::string& line : DescribeDifficulty(level, marked)) CHECK(Marked(line));
  level.modifiers.base_health = -3;
  level.modifiers.extra_attackers = 2;
  level.modifiers.schedule_percent = 75;
  level.credit_percent = 150;
  const std::vector<std::string> lines = DescribeDifficulty(level, marked);
  REQUIRE(lines.size() == 4);
  for (const std::string& line : lines) CHECK(Marked(line));
  CHECK(lines[1] == "<Every wave brings 2 more attackers: another of its smallest. Telegraphed as usual.>");
  CHECK(DescribeDifficulty(level)[0] == "Base starts at 7 health, not 10 (-3).");
}

TEST_CASE("Large numbers have their digits grouped in threes by the table's separator", "[rules_text]") {
  CHECK(GroupDigits(0, ",") == "0");
  CHECK(GroupDigits(999, ",") == "999");
  CHECK(GroupDigits(1000, ",") == "1,000");
  CHECK(GroupDigits(12500, ",") == "12,500");
  CHECK(GroupDigits(-12500, ",") == "-12,500");
  CHECK(GroupDigits(-999, ",") == "-999");
  CHECK(GroupDigits(1234567, "\u00a0") == "1\u00a0234\u00a0567");
  CHECK(EnglishRulesText().Number(250000) == "250,000");

  class Dotted final : public RulesText {
   public:
    std::string DigitGroupSeparator() const override { return "."; }
  };
  const Dotted dotted;
  CHECK(dotted.Number(12500) == "12.500");
  // A refused purchase prints its prices with the table's separator.
  const Catalog catalog = test::FixtureCatalog();
  Profile poor;
  poor.credits = 10;
  CHECK(UnlockCard(catalog, "rail_lancer", poor, dotted).reason == "not enough credits: it costs 1.000, you have 10");
}
