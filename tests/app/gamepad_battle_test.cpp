// A battle with the pad alone, through the game's own loop: SDL controller events (as a
// pad sends them) begin it, choose a card, walk the cursor, play, and reach the side panel
// and the top bar past the board's edges, where the D-pad moves a visible focus and A
// presses (END TURN, THREATS, the BATTLE LOG tab, a card); B comes back to the board.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <cstdlib>
#include <set>
#include <string>

#include "app/app.h"
#include "app/keyboard_nav.h"
#include "app/loop_driver.h"
#include "session/app_fixture.h"
#include "session/card_fixture.h"
#include "ui/battle_screen.h"

using namespace bc;
using ui::ScreenId;

namespace {

struct Pad {
  explicit Pad(const std::string& name, const std::string& screen, std::unique_ptr<Catalog> catalog = nullptr,
               const std::string& mission = "")
      : driver(name, screen, std::move(catalog), mission), home(driver.home), game(driver.app) {
    REQUIRE(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0);
    Frames(4);
  }

  void Frames(int n) {
    for (int i = 0; i < n; ++i) REQUIRE(game->Step());
  }
  // A button pressed and released as a pad sends it, then the frames ImGui takes to settle.
  void Press(Uint8 button) {
    loop_driver::PressAndRelease(loop_driver::PadButtonEvent(button), [this] { Frames(1); });
  }
  void A() { Press(SDL_CONTROLLER_BUTTON_A); }
  void B() { Press(SDL_CONTROLLER_BUTTON_B); }
  void Up() { Press(SDL_CONTROLLER_BUTTON_DPAD_UP); }
  void Down() { Press(SDL_CONTROLLER_BUTTON_DPAD_DOWN); }
  void Left() { Press(SDL_CONTROLLER_BUTTON_DPAD_LEFT); }
  void Right() { Press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT); }

  ui::BattleScreen* battle() { return dynamic_cast<ui::BattleScreen*>(game->top_screen()); }
  const ui::BattleController& controller() { return *battle()->controller(); }
  void Settle() {
    for (int i = 0; i < 600 && battle()->busy(); ++i) Frames(1);
  }

  // The focus's window, and whether it is one of `root`'s (its children included).
  static bool FocusIn(const char* root) {
    const ImGuiContext* g = ImGui::GetCurrentContext();
    for (const ImGuiWindow* w = g->NavWindow; w != nullptr; w = w->ParentWindow) {
      if (std::string(w->Name) == root) return true;
    }
    return false;
  }
  static ImGuiID FocusId() { return loop_driver::FocusId(); }

  // Down through the focused panel until `id` holds the focus (false when it never does).
  bool DownTo(ImGuiID id, int most = 40) {
    for (int i = 0; i < most && FocusId() != id; ++i) Down();
    return FocusId() == id;
  }

  loop_driver::Game driver;
  const std::filesystem::path& home;
  std::unique_ptr<app::App>& game;
};

// A button's id in a top-level window: what ImGui gives a label pushed on no other id.
ImGuiID ButtonId(const char* window, const char* label) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window);
  REQUIRE(w != nullptr);
  return ImHashStr(label, 0, w->ID);
}

// The tab bar holding a tab of this label, and that tab's id.
std::pair<ImGuiTabBar*, ImGuiID> Tab(const char* label) {
  ImGuiContext* g = ImGui::GetCurrentContext();
  for (int i = 0; i < g->TabBars.GetMapSize(); ++i) {
    ImGuiTabBar* bar = g->TabBars.TryGetMapData(i);
    if (bar == nullptr) continue;
    for (ImGuiTabItem& tab : bar->Tabs) {
      if (std::string(bar->GetTabName(&tab)) == label) return {bar, tab.ID};
    }
  }
  return {nullptr, 0};
}

}  // namespace

TEST_CASE("Gamepad battle: controller events begin, choose with RB, walk the cursor and play with A",
          "[app][gamepad]") {
  // The card fixture's duel (seed 3: unit slot 1 engages the attacker on D2).
  Pad p("pad_loop_battle", "battle", std::make_unique<Catalog>(app_fixture::MakeCardCatalog()), "duel");
  REQUIRE(p.battle() != nullptr);
  REQUIRE(p.battle()->briefing_open());
  p.A();
  REQUIRE_FALSE(p.battle()->briefing_open());
  CHECK_FALSE(app::CurrentFocus().nav_enabled);  // the board's: the D-pad is the cursor's

  p.Press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  REQUIRE(p.controller().selection().kind == ui::SelectionKind::kUnit);
  const Cell target = loop_driver::FirstTarget(p.controller());
  REQUIRE(target != kNoCell);
  p.Down();  // the cursor appears beside the base
  REQUIRE(p.battle()->pad_cursor() != kNoCell);
  while (Row(p.battle()->pad_cursor()) > Row(target)) p.Up();
  while (Row(p.battle()->pad_cursor()) < Row(target)) p.Down();
  while (Col(p.battle()->pad_cursor()) < Col(target)) p.Right();
  while (Col(p.battle()->pad_cursor()) > Col(target)) p.Left();
  REQUIRE(p.battle()->pad_cursor() == target);
  const std::size_t actions = p.controller().session().history().size();
  p.A();
  CHECK(p.controller().session().history().size() == actions + 1);
  p.Settle();
  // Start ends the turn, Y opens the threat view.
  p.Press(SDL_CONTROLLER_BUTTON_START);
  p.Settle();
  CHECK(p.controller().session().state().turn == 2);
  const bool expanded = p.game->context().settings->threats_expanded;
  p.Press(SDL_CONTROLLER_BUTTON_Y);
  CHECK(p.game->context().settings->threats_expanded != expanded);
}

TEST_CASE("Gamepad battle: past the board's right edge the D-pad reaches the side panel, past its top the top bar",
          "[app][gamepad]") {
  Pad p("pad_loop_panel", "battle", std::make_unique<Catalog>(app_fixture::MakeCardCatalog()), "duel");
  p.A();  // begin
  REQUIRE_FALSE(p.battle()->briefing_open());
  p.Right();  // the cursor beside the base
  for (int i = 0; i < kBoardSize && !p.battle()->panel_focus(); ++i) p.Right();
  REQUIRE(p.battle()->panel_focus());
  p.Frames(2);
  // The panel's focus is the menus' one: on a widget of the side panel, and drawn.
  CHECK(app::CurrentFocus().nav_enabled);
  CHECK(app::CurrentFocus().drawn);
  CHECK(Pad::FocusIn("##side"));

  // Down the panel to the BATTLE LOG tab: A opens it.
  const auto [bar, log_tab] = Tab("BATTLE LOG");
  REQUIRE(bar != nullptr);
  REQUIRE(bar->SelectedTabId != log_tab);
  std::set<ImGuiID> visited;
  for (int i = 0; i < 40 && Pad::FocusId() != log_tab; ++i) {
    visited.insert(Pad::FocusId());
    CHECK(app::CurrentFocus().drawn);
    p.Down();
    if (Pad::FocusId() != log_tab) p.Right();  // the tabs and tiles sit in rows
  }
  REQUIRE(Pad::FocusId() == log_tab);
  CHECK(visited.size() >= 3);  // the cannon's FIRE, the cards... on the way
  p.A();
  CHECK(bar->SelectedTabId == log_tab);
  CHECK(p.battle()->panel_focus());

  // END TURN, at the panel's foot, with A.
  REQUIRE(p.DownTo(ButtonId("##side", "END TURN")));
  CHECK(app::CurrentFocus().drawn);
  p.A();
  p.Settle();
  CHECK(p.controller().session().state().turn == 2);

  // B: back on the board, the D-pad the cursor's again.
  p.B();
  CHECK_FALSE(p.battle()->panel_focus());
  p.Frames(1);
  CHECK_FALSE(app::CurrentFocus().nav_enabled);
  const Cell cursor = p.battle()->pad_cursor();
  p.Left();
  CHECK(p.battle()->pad_cursor() == cursor - 1);

  // Up past the top edge: the top bar, its THREATS button pressed with A.
  for (int i = 0; i < kBoardSize + 1 && !p.battle()->panel_focus(); ++i) p.Up();
  REQUIRE(p.battle()->panel_focus());
  p.Frames(2);
  CHECK(Pad::FocusIn("##topbar"));
  CHECK(app::CurrentFocus().drawn);
  const ImGuiID threats = ButtonId("##topbar", "THREATS");
  for (int i = 0; i < 8 && Pad::FocusId() != threats; ++i) p.Right();
  REQUIRE(Pad::FocusId() == threats);
  const bool expanded = p.game->context().settings->threats_expanded;
  p.A();
  CHECK(p.game->context().settings->threats_expanded != expanded);
}

TEST_CASE("Gamepad battle: a card pressed in the side panel sends the focus back to the board's cursor",
          "[app][gamepad]") {
  Pad p("pad_loop_card", "battle", std::make_unique<Catalog>(app_fixture::MakeCardCatalog()), "duel");
  p.A();
  p.Right();
  for (int i = 0; i < kBoardSize && !p.battle()->panel_focus(); ++i) p.Right();
  REQUIRE(p.battle()->panel_focus());
  p.Frames(2);
  // Down from the top of the panel to the first tile that chooses a card.
  for (int i = 0; i < 12 && p.controller().selection().kind == ui::SelectionKind::kNone; ++i) {
    p.Down();
    p.A();
  }
  REQUIRE(p.controller().selection().kind != ui::SelectionKind::kNone);
  CHECK_FALSE(p.battle()->panel_focus());
  CHECK(p.battle()->pad_cursor() != kNoCell);
  // B drops the choice on the board.
  p.B();
  CHECK(p.controller().selection().kind == ui::SelectionKind::kNone);
}

TEST_CASE("Gamepad menus: controller events move the title's focus and A opens a screen, B comes back",
          "[app][gamepad]") {
  Pad p("pad_loop_menus", "title");
  REQUIRE(p.game->top_screen()->id() == ScreenId::kTitle);
  const ImGuiID first = Pad::FocusId();
  REQUIRE(first != 0);
  p.Right();
  if (Pad::FocusId() == first) p.Down();
  CHECK(Pad::FocusId() != first);
  CHECK(app::CurrentFocus().drawn);
  p.A();
  CHECK(p.game->top_screen()->id() != ScreenId::kTitle);
  p.B();
  CHECK(p.game->top_screen()->id() == ScreenId::kTitle);
}

TEST_CASE("Gamepad hot-plug: a pad plugged in while the game runs is said, opened and played, and its leaving said",
          "[app][gamepad]") {
  // The hidden test window never has the input focus, which SDL asks of a pad's buttons.
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  Pad p("pad_hot_plug", "title");
  auto noticed = [&](const char* words) {
    for (const std::string& line : p.game->context().notices) {
      if (line.find(words) != std::string::npos) return true;
    }
    return false;
  };
  // A virtual game controller, as SDL sees a pad plugged in.
  const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                              SDL_CONTROLLER_BUTTON_MAX, 0);
  REQUIRE(index >= 0);
  p.Frames(3);
  CHECK(noticed("is connected"));
  SDL_Joystick* stick = SDL_JoystickOpen(index);
  REQUIRE(stick != nullptr);
  // Its D-pad moves the title's focus, through the game's events and ImGui's own reading.
  const ImGuiID first = Pad::FocusId();
  for (const int button : {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_DPAD_DOWN}) {
    if (Pad::FocusId() != first) break;
    REQUIRE(SDL_JoystickSetVirtualButton(stick, button, SDL_PRESSED) == 0);
    p.Frames(1);
    REQUIRE(SDL_JoystickSetVirtualButton(stick, button, SDL_RELEASED) == 0);
    p.Frames(3);
  }
  CHECK(p.game->context().pad_in_use);
  CHECK(Pad::FocusId() != first);
  SDL_JoystickClose(stick);
  REQUIRE(SDL_JoystickDetachVirtual(index) == 0);
  p.Frames(3);
  CHECK(noticed("was disconnected"));
}
