// The battle log speaks the game's language: its templates, and the names of the
// translated catalog, come from the data domain's catalogue; the pseudo-locale wraps
// every line, so a line that bypassed the catalogue would show.
#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/event.h"
#include "data/catalog_loader.h"
#include "data/catalog_text.h"
#include "i18n/translate.h"
#include "in_language.h"
#include "session/battle_session.h"
#include "session/catalogue_rules_text.h"
#include "text/event_text.h"

using namespace bc;
using bc::session::BattleSession;
using in_language::HasCyrillic;
using in_language::InLanguage;

namespace {

// A few turns of the battle: a legal non-ending action or two, then the end of the turn.
void PlayTurns(BattleSession& session, int turns) {
  for (int t = 0; t < turns && session.state().phase == Phase::kPlayer; ++t) {
    for (int played = 0; played < 2; ++played) {
      const std::vector<Action>& legal = session.legal();
      const auto it = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind != ActionKind::kEndTurn; });
      if (it == legal.end() || !session.Play(*it).ok) break;
    }
    if (session.state().phase == Phase::kPlayer) session.Play(Action::EndTurn());
  }
}

std::string Shown(std::string_view english) { return std::string(i18n::TrData(english)); }

}  // namespace

TEST_CASE("A sample battle's log reads in Russian from the catalogue, names and all", "[session][i18n]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  Catalog shown = load.catalog;
  data::TranslateCatalog(load.catalog, shown, Shown);
  const int mission = shown.FindMission("first_contact");
  REQUIRE(mission >= 0);
  BattleSession session(shown, static_cast<MissionIndex>(mission), 11);
  PlayTurns(session, 6);
  const auto& log = session.log();
  REQUIRE(log.size() > 20);
  REQUIRE(log.size() == session.all_events().size());
  bool turn_line = false;
  for (std::size_t i = 0; i < log.size(); ++i) {
    INFO(log[i].text);
    const std::string english = DescribeEvent(load.catalog, session.all_events()[i]);
    CHECK(log[i].text != english);
    CHECK(HasCyrillic(log[i].text));
    CHECK(log[i].text.find("BLACK-STAR") == std::string::npos);
    CHECK(log[i].text.find("KILLER KRAB") == std::string::npos);
    if (log[i].kind == EventKind::kTurnStarted) {
      CHECK(log[i].text == "Начинается ход " + std::to_string(log[i].turn) + ".");
      turn_line = true;
    }
  }
  CHECK(turn_line);
}

TEST_CASE("In the pseudo-locale every log line is wrapped, and English comes back after", "[session][i18n]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const int mission = load.catalog.FindMission("first_contact");
  REQUIRE(mission >= 0);
  {
    InLanguage pseudo("pseudo");
    REQUIRE(pseudo.ok);
    BattleSession session(load.catalog, static_cast<MissionIndex>(mission), 11);
    PlayTurns(session, 4);
    REQUIRE(session.log().size() > 10);
    for (const session::LogLine& line : session.log()) {
      INFO(line.text);
      CHECK(line.text.rfind("[[", 0) == 0);
      CHECK(line.text.substr(line.text.size() - 2) == "]]");
    }
  }
  BattleSession english(load.catalog, static_cast<MissionIndex>(mission), 11);
  PlayTurns(english, 2);
  for (std::size_t i = 0; i < english.log().size(); ++i) {
    CHECK(english.log()[i].text == DescribeEvent(load.catalog, english.all_events()[i]));
  }
}

TEST_CASE("Large numbers group their digits the language's way: 12,500, 12 500, 12.500", "[session][i18n]") {
  CHECK(session::CatalogueRules().Number(12500) == "12,500");
  {
    InLanguage russian("ru");
    REQUIRE(russian.ok);
    CHECK(session::CatalogueRules().Number(12500) == "12\u00a0500");  // a no-break space
    CHECK(session::CatalogueRules().Number(999) == "999");
  }
  {
    InLanguage portuguese("pt");
    REQUIRE(portuguese.ok);
    CHECK(session::CatalogueRules().Number(1250000) == "1.250.000");
  }
  i18n::SetLanguage("en", nullptr);
  CHECK(session::CatalogueRules().Number(1250000) == "1,250,000");
}
