// Keys reach only what they were pressed for: the result that replaces a battle ignores
// the battle's keys until the player moves the focus onto it, the question over a saved
// siege opens on the choice that loses nothing, the last device used decides which cell
// the tooltip describes, and the lines of one turn do not stay into the next.
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <memory>

#include "app/app.h"
#include "app/duel_screen.h"
#include "app/headless_ui.h"
#include "app/keyboard_nav.h"
#include "app/loop_driver.h"
#include "app/text_probe.h"
#include "data/file_io.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "session/profile_session.h"
#include "session/siege_save.h"
#include "ui/battle_controller.h"
#include "ui/battle_screen.h"
#include "ui/operations_screen.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace trust_keys_test {

using namespace bc;
using namespace bc::ui;
using app_fixture::C;
using loop_driver::KeyEvent;
using loop_driver::PadButtonEvent;
using loop_driver::PressAndRelease;

namespace {

// The game's own loop on the fixture catalog, its home a scratch folder made before it
// opens (so that a siege can be saved there first).
struct Loop {
  Loop(const std::filesystem::path& home_dir, const std::string& screen, const std::string& mission = "",
       const std::string& actions = "")
      : home(home_dir) {
    setenv("BASE_COMMAND_HOME", home.c_str(), 1);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    app::AppOptions options;
    options.screen = screen;
    options.mission = mission;
    options.actions = actions;
    options.seed = 3;
    options.draw_pixels = false;  // what is read is the loop's state, not its pixels
    app = std::make_unique<app::App>(options, std::chrono::steady_clock::now(),
                                     std::make_unique<Catalog>(app_fixture::MakeCatalog()));
    REQUIRE(app->Open());
    Frames(4);
  }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) REQUIRE(app->Step());
  }
  void Press(SDL_Keycode key, SDL_Scancode scancode) {
    PressAndRelease(KeyEvent(key, scancode), [this] { Frames(1); });
  }
  void Pad(Uint8 button) {
    PressAndRelease(PadButtonEvent(button), [this] { Frames(1); });
  }
  ScreenId top() { return app->top_screen()->id(); }

  std::filesystem::path home;
  std::unique_ptr<app::App> app;
};

}  // namespace

TEST_CASE("Trust: the result that replaced a battle won in the player's turn ignores Space, Enter, A and Start",
          "[app][trust][keys]") {
  // LONE: one grunt on A1, the cannon at power 3: the shot wins before any end of turn.
  Loop loop(app_fixture::ScratchDir("trust_result_keys"), "battle", "lone", "fire A1");
  auto* battle = dynamic_cast<BattleScreen*>(loop.app->top_screen());
  REQUIRE(battle != nullptr);
  for (int i = 0; i < 600 && battle->busy(); ++i) loop.Frames(1);
  loop.Frames(3);
  REQUIRE(battle->result_showing());
  CHECK_FALSE(battle->result_keys_ready());
  const std::size_t played = battle->controller()->session().history().size();

  // The keys a player presses to end a turn act on nothing: the result stays, the battle
  // with it, and no button holds the focus.
  loop.Press(SDLK_SPACE, SDL_SCANCODE_SPACE);
  CHECK(battle->result_showing());
  loop.Press(SDLK_RETURN, SDL_SCANCODE_RETURN);
  CHECK(battle->result_showing());
  loop.Pad(SDL_CONTROLLER_BUTTON_START);
  CHECK(battle->result_showing());
  loop.Pad(SDL_CONTROLLER_BUTTON_A);
  REQUIRE(loop.top() == ScreenId::kBattle);
  REQUIRE(loop.app->top_screen() == battle);
  CHECK(battle->result_showing());
  CHECK(battle->controller()->session().mission() == app_fixture::kLone);
  CHECK(battle->controller()->session().history().size() == played);
  CHECK_FALSE(battle->result_keys_ready());

  // An arrow shows the focus on the result's buttons; then Enter presses the focused one.
  loop.Press(SDLK_DOWN, SDL_SCANCODE_DOWN);
  loop.Frames(2);
  CHECK(battle->result_keys_ready());
  CHECK(app::CurrentFocus().drawn);
  loop.Press(SDLK_RETURN, SDL_SCANCODE_RETURN);
  const bool acted = loop.app->top_screen() != battle || !battle->result_showing() ||
                     battle->controller()->session().history().size() != played;
  CHECK(acted);
}

TEST_CASE("Trust: the question over a saved siege opens on CANCEL: Enter, Enter from the list keeps the siege",
          "[app][trust][keys]") {
  const auto home = app_fixture::ScratchDir("trust_abandon_focus");
  const Catalog catalog = app_fixture::MakeCatalog();
  {
    session::BattleLaunch launch;
    launch.mission = app_fixture::kRush;
    session::BattleStart start = session::StartBattle(catalog, "", nullptr, home, launch);
    REQUIRE(start.battle->Play(Action::EndTurn()).ok);
  }
  const std::optional<std::string> saved = data::ReadWholeFile(session::SiegeSavePath(home));
  REQUIRE(saved.has_value());

  Loop loop(home, "operations");
  REQUIRE(loop.top() == ScreenId::kOperations);
  loop.Press(SDLK_RETURN, SDL_SCANCODE_RETURN);  // launch the focused mission: the question
  loop.Frames(2);
  REQUIRE(ImGui::GetTopMostPopupModal() != nullptr);
  loop.Press(SDLK_RETURN, SDL_SCANCODE_RETURN);  // the focused choice
  loop.Frames(2);
  CHECK(ImGui::GetTopMostPopupModal() == nullptr);
  CHECK(loop.top() == ScreenId::kOperations);
  CHECK(data::ReadWholeFile(session::SiegeSavePath(home)) == saved);
}

TEST_CASE("Trust: --screen battle --mission leaves the saved siege as it was", "[app][trust]") {
  const auto home = app_fixture::ScratchDir("trust_cli_battle");
  const Catalog catalog = app_fixture::MakeCatalog();
  {
    session::BattleLaunch launch;
    launch.mission = app_fixture::kRush;
    session::BattleStart start = session::StartBattle(catalog, "", nullptr, home, launch);
    REQUIRE(start.battle->Play(Action::EndTurn()).ok);
  }
  const std::optional<std::string> saved = data::ReadWholeFile(session::SiegeSavePath(home));
  REQUIRE(saved.has_value());
  {
    Loop loop(home, "battle", "lone", "end_turn");
    REQUIRE(loop.top() == ScreenId::kBattle);
    loop.Press(SDLK_SPACE, SDL_SCANCODE_SPACE);
    loop.Frames(30);
  }
  CHECK(data::ReadWholeFile(session::SiegeSavePath(home)) == saved);
}

TEST_CASE("Trust: the last device decides the hovered cell at once, and the cursor's tooltip does not say Click",
          "[app][trust][keys]") {
  duel_screen::DuelScreen duel("trust_last_device");
  headless::Headless& ui = duel.ui;
  BattleScreen& screen = *duel.screen;
  Choices& out = duel.out;
  auto key = [&](session::Key k) { duel.Key(k); };
  // What the tooltips of the last frame say, as one string.
  auto tooltips = [] {
    std::string all;
    for (const text_probe::Run& run : text_probe::Runs()) {
      if (run.window.find("##Tooltip") != std::string::npos) all += run.text + "\n";
    }
    return all;
  };
  const render::BattleLayout layout = render::ComputeBattleLayout(ui.context.width, ui.context.height, 1.0f);
  auto centre = [&](Cell cell) {
    const render::Rect r = layout.CellRect(cell);
    return ImVec2(r.x + r.w * 0.5f, r.y + r.h * 0.5f);
  };
  ui.Draw(screen, out);
  // Unit slot 1 engages the attacker on D2 (the card fixture's duel, seed 3): the arrows
  // walk the cursor there (it starts on D6) while the mouse rests on H8.
  key(session::Key::k1);
  key(session::Key::kDown);
  for (int i = 0; i < 4; ++i) key(session::Key::kUp);
  REQUIRE(screen.pad_cursor() == C("D2"));
  ui.context.pointer_in_use = false;
  ui.Draw(screen, out, centre(C("H8")));  // a tooltip shows from its second frame
  ui.Draw(screen, out, centre(C("H8")));
  CHECK(screen.hover_by_cursor());
  CHECK(screen.hover() == C("D2"));
  std::string said = tooltips();
  INFO(said);
  CHECK(said.find("D2") != std::string::npos);
  CHECK(said.find("Enter:") != std::string::npos);
  CHECK(said.find("Click:") == std::string::npos);
  // The mouse moves onto D2's neighbour: its cell at once, with no click.
  ui.context.pointer_in_use = true;
  ui.Draw(screen, out, centre(C("H8")));
  CHECK_FALSE(screen.hover_by_cursor());
  CHECK(screen.hover() == C("H8"));
  ui.Draw(screen, out, centre(C("D2")));
  ui.Draw(screen, out, centre(C("D2")));
  said = tooltips();
  CHECK(said.find("Click:") != std::string::npos);
  // An arrow again: the cursor's cell.
  key(session::Key::kRight);
  ui.context.pointer_in_use = false;
  ui.Draw(screen, out, centre(C("H8")));
  CHECK(screen.hover_by_cursor());
  CHECK(screen.hover() == C("E2"));
}

TEST_CASE("Trust: back on SELECT OPERATION after a battle that changed the records, the list opens on the next mission to win",
          "[app][trust]") {
  headless::Headless ui;
  const Catalog catalog = app_fixture::MakeCatalog();
  // One operation of the fixture's two missions, played in order.
  CampaignDef drill;
  drill.id = "drill";
  drill.name = "OPERATION DRILL";
  drill.carry_units = false;
  drill.missions = {{"lone", "", {}}, {"rush", "", {}}};
  const Campaigns campaigns = {drill};
  const auto dir = app_fixture::ScratchDir("trust_operations_next");
  session::ProfileSession profile(dir, catalog, campaigns);
  ui.context.catalog = &catalog;
  ui.context.profile = &profile;
  OperationsScreen screen;
  Choices out;
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  REQUIRE(screen.selected_row() >= 0);
  CHECK(MissionRowsFor(ui.context)[static_cast<std::size_t>(screen.selected_row())].mission == app_fixture::kLone);
  {
    // LONE won while the list waited under the battle (the cannon's shot, power 3).
    session::BattleService battle(std::make_unique<session::BattleSession>(catalog, app_fixture::kLone, 3),
                                  session::SiegeSavePath(dir), &profile);
    REQUIRE(battle.Play(Action::Fire(C("A1"))).ok);
    REQUIRE(battle.session().state().phase == Phase::kVictory);
  }
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK(MissionRowsFor(ui.context)[static_cast<std::size_t>(screen.selected_row())].mission == app_fixture::kRush);
}

}  // namespace trust_keys_test
