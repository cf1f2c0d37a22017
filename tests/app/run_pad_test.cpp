// FIELD RUNS played with the pad through the game's own loop (--script, app/script_player.h)
// on the game's data: a seed put together from the row of digits the page shows while a
// pad is in use (a pad has no keys to type with), the run started on it, and the focus
// moved onto the new page's first button, so that A goes on at once into the siege; and
// with the keys, a seed typed into the field and Enter.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "app/app.h"
#include "loop_driver.h"
#include "session/app_fixture.h"
#include "ui/battle_screen.h"
#include "ui/run_screen.h"

using namespace bc;

namespace {

// The game on its own data (no fixture: field runs need the generator's files), in a
// scratch user folder, playing `script`.
struct ScriptedGame {
  ScriptedGame(const std::string& name, const std::string& script) : home(app_fixture::ScratchDir(name)) {
    setenv("BASE_COMMAND_HOME", home.c_str(), 1);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::ofstream(home / "play.script") << script;
    app::AppOptions options;
    options.screen = "title";
    options.script = (home / "play.script").string();
    game = std::make_unique<app::App>(options, std::chrono::steady_clock::now());
  }
  bool RunToQuit(int most = 20000) {
    for (int i = 0; i < most; ++i) {
      if (!game->Step()) return true;
    }
    return false;
  }
  std::filesystem::path home;
  std::unique_ptr<app::App> game;
};

// The pad from the title to FIELD RUNS' seed field's row of digits, on its "1".
const char* const kToDigits =
    "connect\nwait 0.2\n"
    "tap down\nwait 0.1\ntap up\nwait 0.1\n"  // the title's focus shown, on PLAY
    "tap a\nwait 0.4\n"                       // SELECT OPERATION
    "tap up\nwait 0.1\ntap a\nwait 0.4\n"     // FIELD RUNS: GENERATED SIEGES
    "tap down\nwait 0.1\ntap down\nwait 0.1\ntap down\nwait 0.1\ntap down\nwait 0.1\n";  // a level, NEW RUN, the field, "1"

}  // namespace

TEST_CASE("Script: a field run's seed put together with the pad's digits starts that run, and A opens its siege",
          "[app][script][gamepad][runs]") {
  ScriptedGame s("run_pad_seed", std::string(kToDigits) +
                                     "tap right\nwait 0.1\ntap right\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.1\n"  // 4
                                     "tap left\nwait 0.1\ntap left\nwait 0.1\ntap a\nwait 0.1\n"                        // 2
                                     "tap up\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.5\n"  // RUN THIS SEED
                                     "tap a\nwait 0.5\n"                                         // FIGHT THE SIEGE
                                     "quit\n");
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  const session::RunService* run = s.game->context().run;
  REQUIRE(run != nullptr);
  REQUIRE(run->run().has_value());
  CHECK(run->run()->seed == 42);
  CHECK(run->run()->daily.empty());
  // A on the page the run opened on went to its siege: the focus had moved onto FIGHT THE
  // SIEGE from the seed's button, which is gone.
  auto* battle = dynamic_cast<ui::BattleScreen*>(s.game->top_screen());
  REQUIRE(battle != nullptr);
  CHECK(battle->briefing_open());
}

TEST_CASE("Script: the pad's row of digits takes at most nine and gives the last one back", "[app][script][gamepad][runs]") {
  std::string script = kToDigits;
  for (int i = 0; i < 11; ++i) script += "tap a\nwait 0.05\n";  // "1" eleven times: nine taken
  script += "tap right\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.05\n";  // "3": the seed is full
  for (int i = 0; i < 8; ++i) script += "tap right\nwait 0.05\n";            // to DELETE
  script += "tap a\nwait 0.1\ntap a\nwait 0.1\n";                            // two digits back
  script += "tap up\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.5\nquit\n";  // RUN THIS SEED
  ScriptedGame s("run_pad_digits", script);
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  const session::RunService* run = s.game->context().run;
  REQUIRE(run != nullptr);
  REQUIRE(run->run().has_value());
  CHECK(run->run()->seed == 1'111'111ULL);
}

namespace {

// The seed field's widget id on the run screen (its window is the page's question column).
ImGuiID SeedFieldId() {
  for (ImGuiWindow* window : ImGui::GetCurrentContext()->Windows) {
    if (std::string(window->Name).find("##question") != std::string::npos) return ImHashStr("##seed", 0, window->ID);
  }
  return 0;
}

}  // namespace

TEST_CASE("Keys: a seed typed into FIELD RUNS' field and Enter start that run, and Enter then opens its siege",
          "[app][keyboard][runs]") {
  loop_driver::Game game("run_keys_seed", "run");
  const auto frame = [&game] { REQUIRE(game.app->Step()); };
  for (int i = 0; i < 4; ++i) frame();
  const ImGuiID field = SeedFieldId();
  REQUIRE(field != 0);
  // Down walks the page (back, the levels, NEW RUN) to the field.
  for (int i = 0; i < 8 && loop_driver::FocusId() != field; ++i) {
    loop_driver::PressAndRelease(loop_driver::KeyEvent(SDLK_DOWN, SDL_SCANCODE_DOWN), frame);
  }
  REQUIRE(loop_driver::FocusId() == field);
  loop_driver::PressAndRelease(loop_driver::KeyEvent(SDLK_RETURN, SDL_SCANCODE_RETURN), frame);
  REQUIRE(ImGui::GetIO().WantTextInput);
  SDL_Event text{};
  text.type = SDL_TEXTINPUT;
  std::strcpy(text.text.text, "4242");
  REQUIRE(SDL_PushEvent(&text) == 1);
  frame();
  loop_driver::PressAndRelease(loop_driver::KeyEvent(SDLK_RETURN, SDL_SCANCODE_RETURN), frame);
  const session::RunService* run = game.app->context().run;
  REQUIRE(run != nullptr);
  REQUIRE(run->run().has_value());
  CHECK(run->run()->seed == 4242);
  // The siege is made on a worker meanwhile; then the focus is on its button, not on the
  // field, which is gone: Enter opens the battle.
  for (int i = 0; i < 400 && run->siege() == nullptr; ++i) frame();
  REQUIRE(run->siege() != nullptr);
  for (int i = 0; i < 3; ++i) frame();
  loop_driver::PressAndRelease(loop_driver::KeyEvent(SDLK_RETURN, SDL_SCANCODE_RETURN), frame);
  for (int i = 0; i < 3; ++i) frame();
  CHECK(dynamic_cast<ui::BattleScreen*>(game.app->top_screen()) != nullptr);
}

TEST_CASE("Script: the pad's A on ABANDON RUN asks first, and a second A keeps the run", "[app][script][gamepad][runs]") {
  // A run started with the pad's digits, then down from FIGHT THE SIEGE to ABANDON RUN.
  ScriptedGame s("run_pad_abandon", std::string(kToDigits) +
                                        "tap a\nwait 0.1\n"                                          // 1
                                        "tap up\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.5\n"  // RUN THIS SEED
                                        "tap down\nwait 0.2\ntap a\nwait 0.3\n"                      // ABANDON RUN
                                        "tap a\nwait 0.3\n"                                          // the question's focus
                                        "quit\n");
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  const session::RunService* run = s.game->context().run;
  REQUIRE(run != nullptr);
  REQUIRE(run->run().has_value());
  CHECK(run->run()->seed == 1);
  CHECK(run->in_progress());
  CHECK(run->run()->end == runs::RunEnd::kNone);
}
