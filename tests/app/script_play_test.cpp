// Input scripts played into the game's own loop (--script, app/script_player.h): SDL's
// virtual pad arrives and leaves as a real one does, and a script takes the game from the
// title through PLAY and SELECT OPERATION, where it picks the hardest level, into a battle
// it plays with the pad, then writes a screenshot and quits.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <string>

#include "app/app.h"
#include "data/profile_store.h"
#include "session/app_fixture.h"
#include "session/card_fixture.h"
#include "session/siege_save.h"
#include "scripted_game.h"
#include "ui/battle_screen.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace script_play_test {

using namespace bc;

namespace {

// The card fixture with the game's four kinds of levels, the hardest last.
std::unique_ptr<Catalog> LevelCatalog() {
  auto catalog = std::make_unique<Catalog>(app_fixture::MakeCardCatalog());
  DifficultyDef trainee;
  trainee.id = "trainee";
  trainee.name = "TRAINEE";
  trainee.summary = "Orientation terms.";
  trainee.modifiers.base_health = 3;
  DifficultyDef audit;
  audit.id = "audit";
  audit.name = "AUDIT";
  audit.summary = "An assessor is watching.";
  audit.modifiers.discard_start = -1;
  DifficultyDef insolvency;
  insolvency.id = "insolvency";
  insolvency.name = "INSOLVENCY";
  insolvency.summary = "The insurer has stopped answering.";
  insolvency.modifiers.base_health = -1;
  insolvency.credit_percent = 150;
  catalog->difficulties = {trainee, RulebookDifficulty(), audit, insolvency};
  return catalog;
}

// The game on the level catalog, seed 3, playing `script` (its frames drawn only where the
// script takes a screenshot).
struct Scripted : scripted_game::ScriptedGame {
  Scripted(const std::string& name, const std::string& script)
      : ScriptedGame(name, script, LevelCatalog(), [] {
          app::AppOptions options = scripted_game::WithoutPixels();
          options.seed = 3;
          return options;
        }()) {}
};

}  // namespace

TEST_CASE("Script: the virtual pad arrives and leaves through SDL's game controller events",
          "[app][script][gamepad]") {
  Scripted s("script_hotplug", "wait 0.1\nconnect\nwait 0.2\ndisconnect\nwait 0.2\nquit\n");
  REQUIRE(s.game->Open());
  bool connected = false;
  bool disconnected = false;
  int frames = 0;
  while (s.game->Step() && ++frames < 200) {
    for (const std::string& line : s.game->context().notices) {
      connected = connected || line.find("Base Command script pad is connected") != std::string::npos;
      disconnected = disconnected || line.find("Base Command script pad was disconnected") != std::string::npos;
    }
  }
  CHECK(frames < 200);
  CHECK(connected);
  CHECK(disconnected);
}

TEST_CASE("Script: a bad script is refused before the game starts", "[app][script]") {
  Scripted s("script_refused", "connect\ntap q\nquit\n");
  CHECK_FALSE(s.game->Open());
}

TEST_CASE("Script: title, PLAY, INSOLVENCY, a launch and a battle played with the pad, a screenshot and quit",
          "[app][script][gamepad]") {
  Scripted s("script_battle",
             "connect\n"
             "wait 0.1\n"
             "tap right\nwait 0.1\ntap left\nwait 0.1\n"  // the title's focus shown, on PLAY
             "tap a\nwait 0.3\n"                          // PLAY
             "tap right\nwait 0.1\ntap right\nwait 0.3\n"  // STANDARD -> AUDIT -> INSOLVENCY
             "tap a\nwait 0.5\n"                          // the first mission launched
             "tap a\nwait 0.5\n"                          // BEGIN DEFENCE
             "tap lb\nwait 0.1\n"                         // LB from nothing: the cannon
             "tap start\nwait 3\n"                        // the turn ended
             "tap y\nwait 0.2\n"                          // the full threat view
             "screenshot shots-battle.png\n"
             "quit\n");
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  auto* battle = dynamic_cast<ui::BattleScreen*>(s.game->top_screen());
  REQUIRE(battle != nullptr);
  REQUIRE(battle->controller() != nullptr);
  CHECK_FALSE(battle->briefing_open());
  const session::BattleSession& session = battle->controller()->session();
  CHECK(session.difficulty().id == "insolvency");
  CHECK(session.state().turn == 2);
  CHECK(session.history() == std::vector<Action>{Action::EndTurn()});
  CHECK(s.game->context().settings->threats_expanded);
  CHECK(s.game->context().pad_in_use);
  // The player's files say what was played: the level chosen, the siege at that level.
  const data::ProfileLoad profile = data::LoadProfile(s.home, {});
  REQUIRE(profile.source == data::ProfileLoad::Source::kMain);
  CHECK(profile.profile.difficulty == "insolvency");
  const session::SiegeLoad siege = session::ReadSiegeSave(session::SiegeSavePath(s.home));
  REQUIRE(siege.save.has_value());
  CHECK(siege.save->difficulty == "insolvency");
  CHECK(siege.save->turn == 2);
  // The screenshot, beside the script.
  const std::filesystem::path shot = s.home / "shots-battle.png";
  REQUIRE(std::filesystem::exists(shot));
  CHECK(std::filesystem::file_size(shot) > 1000u);
}

TEST_CASE("Script: on the mission list the arrow keys' Right steps the difficulty ahead of the menus' focus",
          "[app][script][keyboard]") {
  Scripted s("script_keys_level",
             "wait 0.1\n"
             "key Right\nwait 0.1\nkey Left\nwait 0.1\n"  // the title's focus shown, on PLAY
             "key Enter\nwait 0.3\n"                       // PLAY
             "key Right\nwait 0.1\nkey Right\nwait 0.3\n"  // STANDARD -> AUDIT -> INSOLVENCY
             "quit\n");
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  REQUIRE(s.game->top_screen()->id() == ui::ScreenId::kOperations);
  const data::ProfileLoad profile = data::LoadProfile(s.home, {});
  REQUIRE(profile.source == data::ProfileLoad::Source::kMain);
  CHECK(profile.profile.difficulty == "insolvency");
}

}  // namespace script_play_test
