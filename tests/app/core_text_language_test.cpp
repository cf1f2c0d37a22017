// The rules core's own sentences in the player's language: the HOSTILES archive's trait
// and stat lines, a refused action's reason, a locked mission's reason, the briefing's
// difficulty lines, a refused purchase, the reload summary and the settings notice read
// from the UI catalogue (session::CatalogueRules), and in the pseudo-locale none of them
// holds English that bypassed it; the English the command line reads is unchanged.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/game_data.h"
#include "app/text_probe.h"
#include "text/hostiles.h"
#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/install_paths.h"
#include "i18n/translate.h"
#include "in_language.h"
#include "session/app_fixture.h"
#include "session/battle_session.h"
#include "session/data_reload.h"
#include "session/notice_board.h"
#include "session/profile_commands.h"
#include "session/settings.h"
#include "ui/difficulty_picker.h"
#include "ui/hostiles_screen.h"
#include "ui/prepare_screen.h"

using namespace bc;
using in_language::HasCyrillic;
using in_language::InLanguage;

namespace {

// Nothing of `s` lies outside the pseudo-locale's [[ ]].
bool AllCatalogued(const std::string& s) { return !s.empty() && text_probe::Outside(s).empty(); }

const Catalog& English() {
  static const Catalog catalog = [] {
    const data::CatalogLoad load = data::LoadCatalog(data::DefaultDataDir());
    REQUIRE(load.ok());
    return load.catalog;
  }();
  return catalog;
}

Profile MetEverything(const Catalog& catalog) {
  Profile profile;
  for (const EnemyDef& enemy : catalog.enemies) profile.hostiles_met.insert(enemy.id);
  return profile;
}

const MissionDef& Mission(const Catalog& catalog, const char* id) {
  const int m = catalog.FindMission(id);
  REQUIRE(m >= 0);
  return catalog.missions[static_cast<std::size_t>(m)];
}

// Three refused actions at the start of a card battle: a shot at an empty cell, a
// barricade on the base, and a seventh unit slot, which there is not.
std::vector<Action> Refused() {
  Action unit;
  unit.kind = ActionKind::kPlayUnit;
  unit.slot = 6;
  unit.cell = *ParseCell("A1");
  return {Action::Fire(*ParseCell("A1")), Action::Build(*ParseCell("D4")), unit};
}

DifficultyDef Level(const Catalog& catalog, const char* id) {
  const std::optional<DifficultyDef> level = FindLevel(catalog, id);
  REQUIRE(level.has_value());
  return *level;
}

}  // namespace

TEST_CASE("In Russian the archive's trait lines, a refusal, a lock and the difficulty lines read from the catalogue",
          "[app][i18n]") {
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  data.FollowLanguage();
  const Catalog& shown = data.catalog();

  // HOSTILES: every met type's stat line and every trait line.
  const std::vector<ui::HostileEntry> entries = ui::HostileEntries(shown, MetEverything(shown), &data.campaigns());
  REQUIRE(entries.size() == English().enemies.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const std::vector<std::string> english = EnemyBehaviour(English(), English().enemies[i]);
    REQUIRE(entries[i].behaviour.size() == english.size());
    for (std::size_t l = 0; l < english.size(); ++l) {
      INFO(entries[i].behaviour[l]);
      CHECK(HasCyrillic(entries[i].behaviour[l]));
      CHECK(entries[i].behaviour[l] != english[l]);
    }
    CHECK(HasCyrillic(entries[i].stats));
  }
  const ui::HostileEntry& warden = entries[static_cast<std::size_t>(shown.FindEnemy("aegis_warden"))];
  CHECK(warden.stats == "3 ОЗ  +3 ЩИТ  1 АТК  2 ОМ  0 УКЛ  ПРОРЫВ 2  1 КЛЕТКА ЗА ХОД");
  CHECK(warden.behaviour.front().rfind("Щит 3: удары, пушка", 0) == 0);

  // A refused action, as the battle shows it (Check, and Play's outcome).
  session::BattleSession battle(shown, static_cast<MissionIndex>(shown.FindMission("dart_season")), 3);
  CHECK(battle.Check(Refused()[0]) == "на A1 нет нападающего, по которому можно стрелять");
  CHECK(battle.Check(Refused()[1]) == "строить на D4 нельзя: это часть базы");
  CHECK(battle.Check(Refused()[2]) == "ячейки бойца 7 нет");
  for (const Action& action : Refused()) CHECK(battle.Play(action).reason == battle.Check(action));

  // A locked mission, on SELECT OPERATION's briefing.
  CHECK(ui::MissionStandingText(shown, data.campaigns(), Profile{}, Mission(shown, "op_orientation_02")) ==
        "ЗАКРЫТО: миссия 2 закрыта: сначала выиграйте миссию 1 (ОПЕРАЦИЯ «ОРИЕНТАЦИЯ»). "
        "Если сыграть сейчас, это стычка: без звёзд и без кредитов.");

  // The briefing's difficulty lines.
  const std::vector<std::string> audit = ui::DifficultyBriefingLines(Level(shown, "audit"));
  REQUIRE(audit.size() > 2);
  for (const std::string& line : audit) {
    INFO(line);
    CHECK(HasCyrillic(line));
  }

  // A refused purchase.
  Profile profile;
  const Outcome poor = session::ApplyProfileCommand(shown, session::ProfileCommand::UnlockCard("no_such_card"), profile);
  CHECK(poor.reason == "карты «no_such_card» нет");
}

TEST_CASE("In the pseudo-locale the core's sentences are wholly catalogued, and English comes back after",
          "[app][i18n]") {
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  {
    InLanguage pseudo("pseudo");
    REQUIRE(pseudo.ok);
    data.FollowLanguage();
    const Catalog& shown = data.catalog();
    for (const ui::HostileEntry& entry : ui::HostileEntries(shown, MetEverything(shown), &data.campaigns())) {
      INFO(entry.stats);
      CHECK(AllCatalogued(entry.stats));
      for (const std::string& line : entry.behaviour) {
        INFO(line);
        CHECK(AllCatalogued(line));
      }
    }
    session::BattleSession battle(shown, static_cast<MissionIndex>(shown.FindMission("dart_season")), 3);
    for (const Action& action : Refused()) {
      INFO(battle.Check(action));
      CHECK(AllCatalogued(battle.Check(action)));
    }
    const std::string lock =
        ui::MissionStandingText(shown, data.campaigns(), Profile{}, Mission(shown, "op_orientation_02"));
    INFO(lock);
    CHECK(AllCatalogued(lock));
    for (const DifficultyDef& level : shown.difficulties) {
      for (const std::string& line : ui::DifficultyBriefingLines(level)) {
        INFO(line);
        CHECK(AllCatalogued(line));
      }
    }
    REQUIRE(i18n::SetLanguage("en", nullptr));
    data.FollowLanguage();
  }
  // English again: the archive reads as the core's English, the command line's.
  const Catalog& shown = data.catalog();
  const std::vector<ui::HostileEntry> entries = ui::HostileEntries(shown, MetEverything(shown), &data.campaigns());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    CHECK(entries[i].behaviour == EnemyBehaviour(English(), English().enemies[i]));
    CHECK(entries[i].stats == EnemyStatLine(English().enemies[i]));
  }
  session::BattleSession battle(shown, static_cast<MissionIndex>(shown.FindMission("dart_season")), 3);
  for (const Action& action : Refused()) CHECK(battle.Check(action) == CheckAction(shown, battle.state(), action));
  CHECK(battle.Check(Refused()[1]) == "cannot build on D4: it is part of the base");
}

TEST_CASE("The reload summary counts in the language's plural forms", "[app][i18n]") {
  session::DataReload reload;
  reload.catalog = std::make_unique<Catalog>();
  reload.catalog->enemies.resize(1);
  reload.catalog->weapons.resize(2);
  reload.catalog->missions.resize(5);
  reload.catalog->cards.resize(21);
  CHECK(reload.Summary() == "Data reloaded: 1 enemy, 2 weapons, 5 missions, 21 cards, 0 operations.");
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  CHECK(reload.Summary() ==
        "Данные перезагружены: 1 противник, 2 вида оружия, 5 миссий, 21 карта, 0 операций.");
}

TEST_CASE("The settings notice is worded when it is shown, in the language then in force", "[app][i18n][settings]") {
  const auto dir = app_fixture::ScratchDir("core_text_settings");
  std::ofstream(dir / "settings.json") << "{ \"music_volume\": 40, oops";
  const session::SettingsLoad load = session::LoadSettings(dir / "settings.json");
  CHECK(load.Message().rfind("The settings file could not be read; the defaults are in use (", 0) == 0);
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  CHECK(load.Message().rfind("Файл настроек не удалось прочитать; действуют значения по умолчанию (", 0) == 0);
}
