// The data, the rulebook and the glossary in the player's language: GameData shows the
// definitions translated and switches back, HOW TO PLAY's rulebook and the glossary read
// from the data domain's catalogue, and the pseudo-locale wraps every one of them.
#include <catch2/catch.hpp>

#include "app/game_data.h"
#include "i18n/translate.h"
#include "in_language.h"
#include "session/notice_board.h"
#include "ui/glossary.h"
#include "ui/rules_reference.h"
#include "ui/rule_texts.h"

using namespace bc;
using in_language::InLanguage;

namespace {

bool Wrapped(const std::string& s) { return s.size() > 4 && s.rfind("[[", 0) == 0 && s.substr(s.size() - 2) == "]]"; }

const CardDef& Card(const Catalog& catalog, const char* id) {
  const int i = catalog.FindCard(id);
  REQUIRE(i >= 0);
  return catalog.cards[static_cast<std::size_t>(i)];
}

}  // namespace

TEST_CASE("GameData shows the definitions in the game's language and back in English", "[app][i18n]") {
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  REQUIRE_FALSE(data.catalog().cards.empty());
  const std::string english_name = Card(data.catalog(), "rifle_squad").name;
  const std::string english_text = Card(data.catalog(), "rifle_squad").text;
  {
    InLanguage russian("ru");
    REQUIRE(russian.ok);
    data.FollowLanguage();
    CHECK(Card(data.catalog(), "rifle_squad").name == "СТРЕЛКИ");
    CHECK(Card(data.catalog(), "rifle_squad").text == "Стандартный образец. Стреляет, перезаряжается, пишет рапорт.");
    const int op = FindCampaign(data.campaigns(), "orientation");
    REQUIRE(op >= 0);
    CHECK(data.campaigns()[static_cast<std::size_t>(op)].name == "ОПЕРАЦИЯ «ОРИЕНТАЦИЯ»");
    REQUIRE(i18n::SetLanguage("pseudo", nullptr));
    data.FollowLanguage();
    for (const CardDef& card : data.catalog().cards) {
      CHECK(Wrapped(card.name));
      CHECK(Wrapped(card.text));
    }
    for (const EnemyDef& enemy : data.catalog().enemies) CHECK(Wrapped(enemy.name));
    for (const MissionDef& mission : data.catalog().missions) CHECK(Wrapped(mission.briefing));
    REQUIRE(i18n::SetLanguage("en", nullptr));
    data.FollowLanguage();
  }
  CHECK(Card(data.catalog(), "rifle_squad").name == english_name);
  CHECK(Card(data.catalog(), "rifle_squad").text == english_text);
}

TEST_CASE("HOW TO PLAY's rulebook, the glossary and the battle hints read from the data catalogue", "[app][i18n]") {
  CHECK(ui::TranslatedRulesReference().front().title == "Objective");
  {
    InLanguage russian("ru");
    REQUIRE(russian.ok);
    const std::vector<ui::RulesSection>& rules = ui::TranslatedRulesReference();
    REQUIRE(rules.size() == ui::RulesReference().size());
    CHECK(rules.front().title == "Цель");
    CHECK(rules.front().lines.front().rfind("Обороняйте марсианскую базу", 0) == 0);
    const auto& glossary = ui::Glossary();
    CHECK(glossary.front().keyword == "Дальность");
    // A Russian card text finds its perk's Russian glossary entry.
    bool heavy = false;
    for (const ui::GlossaryEntry* entry : ui::KeywordsIn("Тяжёлое оружие. Первая болванка игнорирует уклонение.")) {
      heavy = heavy || entry->keyword == "Тяжёлое оружие";
    }
    CHECK(heavy);
    CHECK(ui::MultiplierTooltip().rfind("Множитель: +1 за убийство", 0) == 0);
    CHECK(ui::PerkText(0) == "Первый удар");
    CHECK(ui::ShortOperationName("ОПЕРАЦИЯ «ДОЛГАЯ НОЧЬ»") == "«ДОЛГАЯ НОЧЬ»");

    REQUIRE(i18n::SetLanguage("pseudo", nullptr));
    for (const ui::RulesSection& section : ui::TranslatedRulesReference()) {
      CHECK(Wrapped(section.title));
      for (const std::string& line : section.lines) CHECK(Wrapped(line));
    }
    for (const ui::GlossaryEntry& entry : ui::Glossary()) {
      CHECK(Wrapped(entry.keyword));
      CHECK(Wrapped(entry.meaning));
    }
  }
  // Back in English once the language is.
  CHECK(ui::TranslatedRulesReference().front().title == "Objective");
  CHECK(ui::Glossary().front().keyword == "Range");
  CHECK(ui::PerkText(1) == "Heavy Weapons");
  CHECK(ui::ShortOperationName("OPERATION LONG NIGHT") == "LONG NIGHT");
  CHECK(ui::ShortOperationName("OPERATION") == "OPERATION");
}
