// FIELD RUNS played with the pad through the game's own loop (--script, app/script_player.h)
// on the game's data: a seed put together from the row of digits the page shows while a
// pad is in use (a pad has no keys to type with), the run started on it, and the focus
// moved onto the new page's first button, so that A goes on at once into the siege; and
// with the keys, a seed typed into the field and Enter. The hints name the pad's buttons
// while it is in use, B answers the abandon question as Esc does, and the D-pad reaches the
// run's column, which scrolls under it.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "app/app.h"
#include "loop_driver.h"
#include "session/app_fixture.h"
#include "ui/battle_screen.h"
#include "ui/run_screen.h"
#include "scripted_game.h"
#include "text_probe.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace run_pad_test {

using namespace bc;

namespace {

// The game on its own data (no fixture: field runs need the generator's files), in a
// scratch user folder, playing `script`.
using scripted_game::ScriptedGame;

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

TEST_CASE("Script: the pad's row of digits takes at most nine and gives the last one back",
          "[app][script][gamepad][runs]") {
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
  // field, which is gone: Enter opens the battle. (Frames a few milliseconds apart: a frame
  // that draws no pixels takes far less than the worker.)
  for (int i = 0; i < 2000 && run->siege() == nullptr; ++i) {
    frame();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
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

namespace {

// The text of the tooltips the last frame drew, a line a run ("" when none).
std::string TooltipText() {
  std::string text;
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("##Tooltip") != std::string::npos) text += run.text + "\n";
  }
  return text;
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("Script: while the pad is in use FIELD RUNS' hints name its buttons, not the keys",
          "[app][script][gamepad][runs]") {
  SECTION("RUN THIS SEED: A, not Enter") {
    ScriptedGame s("run_pad_hint_seed", std::string(kToDigits) + "tap a\nwait 0.1\n"               // 1
                                                                 "tap up\nwait 0.1\ntap right\nwait 0.3\n"  // RUN THIS SEED
                                                                 "quit\n");
    REQUIRE(s.game->Open());
    REQUIRE(s.RunToQuit());
    const std::string tip = TooltipText();
    REQUIRE(Has(tip, "Seeds are whole numbers"));
    CHECK(Has(tip, "Button:"));
    CHECK_FALSE(Has(tip, "Key:"));
    CHECK_FALSE(Has(tip, "Enter"));
  }
  SECTION("BACK: B, not Esc") {
    ScriptedGame s("run_pad_hint_back", std::string(kToDigits) + "tap up\nwait 0.1\ntap up\nwait 0.1\ntap up\nwait 0.1\n"
                                                                 "tap up\nwait 0.1\ntap up\nwait 0.3\nquit\n");
    REQUIRE(s.game->Open());
    REQUIRE(s.RunToQuit());
    const std::string tip = TooltipText();
    REQUIRE(Has(tip, "Back to SELECT OPERATION"));
    CHECK(Has(tip, "Button:"));
    CHECK_FALSE(Has(tip, "Esc"));
  }
  SECTION("the abandon question: B, not Esc; and B answers it, keeping the run and the page") {
    const std::string to_question = std::string(kToDigits) + "tap a\nwait 0.1\n"                       // 1
                                    "tap up\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.5\n"       // RUN THIS SEED
                                    "tap down\nwait 0.2\ntap a\nwait 0.3\n";                         // ABANDON RUN
    {  // one game at a time: the window system has one of each
      ScriptedGame asked("run_pad_hint_question", to_question + "quit\n");
      REQUIRE(asked.game->Open());
      REQUIRE(asked.RunToQuit());
      const std::string tip = TooltipText();
      REQUIRE(Has(tip, "Keep the run and stay here."));
      CHECK(Has(tip, "Button:"));
      CHECK_FALSE(Has(tip, "Esc"));
      REQUIRE(ImGui::GetTopMostPopupModal() != nullptr);
    }
    ScriptedGame answered("run_pad_b_question", to_question + "tap b\nwait 0.3\nquit\n");
    REQUIRE(answered.game->Open());
    REQUIRE(answered.RunToQuit());
    CHECK(ImGui::GetTopMostPopupModal() == nullptr);
    REQUIRE(answered.game->top_screen() != nullptr);
    CHECK(answered.game->top_screen()->id() == ui::ScreenId::kRun);
    const session::RunService* run = answered.game->context().run;
    REQUIRE(run != nullptr);
    CHECK(run->in_progress());
  }
}

TEST_CASE("Keys: FIELD RUNS' abandon question names Esc while the keys are in use, and Esc answers it",
          "[app][script][keyboard][runs]") {
  const std::string to_question =
      "wait 0.1\n"
      "key Down\nwait 0.1\nkey Up\nwait 0.1\n"              // the title's focus shown, on PLAY
      "key Enter\nwait 0.4\n"                               // SELECT OPERATION
      "key Up\nwait 0.1\nkey Enter\nwait 0.4\n"             // FIELD RUNS
      "key Down\nwait 0.1\nkey Down\nwait 0.1\nkey Enter\nwait 0.5\n"  // a level, NEW RUN
      "key Down\nwait 0.2\nkey Enter\nwait 0.3\n";          // ABANDON RUN
  {  // one game at a time: the window system has one of each
    ScriptedGame asked("run_keys_hint_question", to_question + "quit\n");
    REQUIRE(asked.game->Open());
    REQUIRE(asked.RunToQuit());
    REQUIRE(asked.game->context().run != nullptr);
    REQUIRE(asked.game->context().run->in_progress());
    const std::string tip = TooltipText();
    REQUIRE(Has(tip, "Keep the run and stay here."));
    CHECK(Has(tip, "Key: Esc"));
    CHECK_FALSE(Has(tip, "Button:"));
  }
  ScriptedGame answered("run_keys_esc_question", to_question + "key Esc\nwait 0.3\nquit\n");
  REQUIRE(answered.game->Open());
  REQUIRE(answered.RunToQuit());
  CHECK(ImGui::GetTopMostPopupModal() == nullptr);
  CHECK(answered.game->top_screen()->id() == ui::ScreenId::kRun);
  CHECK(answered.game->context().run->in_progress());
}

TEST_CASE("Script: the pad's D-pad walks FIELD RUNS' column down to its last unit, scrolling it into sight",
          "[app][script][gamepad][runs]") {
  std::string script = std::string(kToDigits) + "tap a\nwait 0.1\n"                   // 1
                       "tap up\nwait 0.1\ntap right\nwait 0.1\ntap a\nwait 0.5\n"    // RUN THIS SEED
                       "tap left\nwait 0.1\n";                                       // into the column
  for (int i = 0; i < 30; ++i) script += "tap down\nwait 0.05\n";
  script += "wait 0.3\nquit\n";
  ScriptedGame s("run_pad_column", script);
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  ImGuiWindow* column = nullptr;
  for (ImGuiWindow* window : ImGui::GetCurrentContext()->Windows) {
    if (std::string(window->Name).find("##run_column") != std::string::npos) column = window;
  }
  REQUIRE(column != nullptr);
  // The column is taller than the window at 720 pixels: its units were below its edge.
  REQUIRE(column->ScrollMax.y > 0.0f);
  CHECK(column->Scroll.y == Approx(column->ScrollMax.y).margin(1.0));
  CHECK(ImGui::GetCurrentContext()->NavId != 0);
}

namespace {

// A run saved at its draft after three sieges won (as the game writes run.json), with a
// column taller than a 720-pixel window.
void WriteDraftRun(const std::filesystem::path& home) {
  const std::string unit = R"("bonuses": {"attack": 0, "firepower": 0, "evasion": 0, "max_hp": 0, "crit": 0, "ranges": 0, "perks": 0}, "upgrades": [])";
  std::ofstream(home / "run.json") << R"({"format": "base-command-run", "version": 1, "seed": "480517", "daily": "", "difficulty": "standard",
 "depth": 3, "stage": "draft", "end": "",
 "deck": {"name": "FIELD RUN", "units": ["rifle_squad", "rifle_squad", "rifle_squad", "breach_marines", "breach_marines",
   "sapper_crew", "field_medics", "drone_wing"],
   "supports": ["orbital_lance", "orbital_lance", "orbital_lance", "carpet_barrage", "nerve_gas", "nerve_gas", "stun_net",
   "coup_de_grace", "hull_patch", "hull_patch", "shield_restart", "double_the_fall", "capacitor_dump", "combat_stims",
   "combat_stims", "supply_drop"], "fieldworks": ["sentry_gun", "terrain_works"], "doctrine": "efficient_logistics",
   "weapon": "standard_cannon"},
 "units": [{"card": "rifle_squad", "copy": 0, "hp": 2, "max_hp": 6, "rank": 2, "kills": 7, )" + unit + R"(},
   {"card": "rifle_squad", "copy": 1, "hp": 0, "max_hp": 4, "rank": 1, "kills": 2, )" + unit + R"(},
   {"card": "breach_marines", "copy": 0, "hp": 8, "max_hp": 8, "rank": 2, "kills": 5, )" + unit + R"(}],
 "scores": [3150, 4400, 5200], "stops": ["repair", "supply"]})";
}

}  // namespace

TEST_CASE("Script: the pad's first press on a run's page just opened lands on its question, not on the run's column",
          "[app][script][gamepad][runs]") {
  app::AppOptions options = scripted_game::WithoutPixels();
  options.screen = "run";
  // Down shows the focus on the draft's first card; A takes it, and the deck's places open.
  ScriptedGame s("run_pad_first_press", "connect\nwait 0.5\ntap down\nwait 0.2\ntap a\nwait 0.3\nquit\n", nullptr, options,
                 WriteDraftRun);
  REQUIRE(s.game->Open());
  REQUIRE(s.RunToQuit());
  const session::RunService* run = s.game->context().run;
  REQUIRE(run != nullptr);
  REQUIRE(run->run().has_value());
  REQUIRE(run->run()->stage == runs::RunStage::kDraft);
  bool places = false;
  for (const text_probe::Run& line : text_probe::Runs()) places = places || Has(line.text, "GOES IN PLACE OF");
  CHECK(places);
}

}  // namespace run_pad_test
