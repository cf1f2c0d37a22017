// The keyboard alone: every screen is reached, worked and left with key events only (the
// arrows, Tab, Enter, Space, Esc and the battle's keys), through the game's own loop, and
// on every frame of a menu a widget holds the focus and its highlight is drawn.
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
#include "ui/settings_screen.h"

using namespace bc;
using ui::ScreenId;

namespace {

struct Keyboard {
  explicit Keyboard(const std::string& name, const std::string& screen = "title", std::unique_ptr<Catalog> catalog = nullptr,
                    const std::string& mission = "")
      : driver(name, screen, std::move(catalog), mission), home(driver.home), game(driver.app) {
    Frames(4);
  }

  ScreenId top() { return game->top_screen()->id(); }

  // One frame of the loop, and the focus checked after it: on a menu frame (the screen
  // has been up for a frame, ImGui's focus lands on its first widget), a widget holds
  // the focus and its highlight is drawn.
  void Frame() {
    REQUIRE(game->Step());
    ++frames;
    const ScreenId now = top();
    // A screen or a question that has just opened takes a frame to put the focus on its
    // first widget.
    const ImGuiContext* g = ImGui::GetCurrentContext();
    // So does the menus' focus turning on (a battle's cursor stepping into its panels).
    const bool nav = app::CurrentFocus().nav_enabled;
    const bool nav_turned_on = nav && !last_nav;
    last_nav = nav;
    if (now != last_screen || g->NavWindow != last_window || nav_turned_on) {
      last_screen = now;
      last_window = g->NavWindow;
      settling = 1;
      return;
    }
    if (settling > 0) {
      --settling;
      return;
    }
    const app::FocusState focus = app::CurrentFocus();
    if (!focus.nav_enabled) return;  // a battle in play: its keys (and the board's cursor) are its own
    ++menu_frames;
    if (!focus.drawn) {
      INFO("no focus drawn on " << ui::ScreenName(now) << ", frame " << frames << " in " << (g->NavWindow ? g->NavWindow->Name : "-") << " id " << g->NavId << " hl " << g->NavDisableHighlight);
      CHECK(focus.drawn);
    }
  }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) Frame();
  }

  // A key pressed and released, a frame each, then the frames ImGui takes to settle.
  void Press(SDL_Keycode key, SDL_Scancode scancode, bool ctrl = false) {
    loop_driver::PressAndRelease(loop_driver::KeyEvent(key, scancode, ctrl), [this] { Frame(); });
  }
  void Enter() { Press(SDLK_RETURN, SDL_SCANCODE_RETURN); }
  void Space() { Press(SDLK_SPACE, SDL_SCANCODE_SPACE); }
  void Escape() { Press(SDLK_ESCAPE, SDL_SCANCODE_ESCAPE); }
  void Tab(int times = 1) {
    for (int i = 0; i < times; ++i) Press(SDLK_TAB, SDL_SCANCODE_TAB);
  }
  void Down(int times = 1) {
    for (int i = 0; i < times; ++i) Press(SDLK_DOWN, SDL_SCANCODE_DOWN);
  }
  void Right(int times = 1) {
    for (int i = 0; i < times; ++i) Press(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  }

  // Esc until the screen is `screen` again (Esc first leaves a panel the focus is in).
  void BackTo(ScreenId screen) {
    for (int i = 0; i < 4 && top() != screen; ++i) Escape();
    REQUIRE(top() == screen);
  }

  // From a hub, each widget Tab reaches after its first (< BACK) is pressed with Enter;
  // whatever screen opens is noted, and left with Esc. Back on the hub, its focus starts
  // over on < BACK.
  std::set<ScreenId> OpenEachFrom(ScreenId hub, int widgets) {
    std::set<ScreenId> opened;
    for (int i = 1; i <= widgets; ++i) {
      REQUIRE(top() == hub);
      Tab(i);
      Enter();
      if (top() != hub) {
        opened.insert(top());
        Frames(3);  // the screen shows its focus
        BackTo(hub);
      }
    }
    return opened;
  }

  loop_driver::Game driver;
  const std::filesystem::path& home;
  std::unique_ptr<app::App>& game;
  ScreenId last_screen = ScreenId::kTitle;
  const ImGuiWindow* last_window = nullptr;
  bool last_nav = false;
  int settling = 2;
  int frames = 0;
  int menu_frames = 0;
};

}  // namespace

TEST_CASE("Keyboard: from the title every screen opens with Tab and Enter, shows its focus, and Esc leaves it",
          "[app][keyboard]") {
  Keyboard k("keys_every_screen");
  REQUIRE(k.top() == ScreenId::kTitle);
  std::set<ScreenId> reached = {ScreenId::kTitle};
  // The title: PLAY, PREPARE, RELAX, HOW TO PLAY, SETTINGS & UPDATES (QUIT asks, and Esc stays).
  k.Enter();
  CHECK(k.top() == ScreenId::kOperations);  // the focus opens on PLAY
  reached.insert(k.top());
  k.BackTo(ScreenId::kTitle);
  for (int tile = 1; tile <= 4; ++tile) {
    k.Tab(tile);
    k.Enter();
    REQUIRE(k.top() != ScreenId::kTitle);
    const ScreenId hub = k.top();
    reached.insert(hub);
    k.Frames(3);
    if (hub == ScreenId::kPrepare || hub == ScreenId::kRelax) {
      const std::set<ScreenId> under = k.OpenEachFrom(hub, 5);
      reached.insert(under.begin(), under.end());
    }
    k.BackTo(ScreenId::kTitle);
  }
  for (const ScreenId id : {ScreenId::kOperations, ScreenId::kPrepare, ScreenId::kRelax, ScreenId::kSettings,
                            ScreenId::kHowTo, ScreenId::kBasecamp, ScreenId::kCards, ScreenId::kDeckBuilder,
                            ScreenId::kDossier, ScreenId::kStats, ScreenId::kArchive, ScreenId::kHostiles,
                            ScreenId::kCinema}) {
    INFO("reached by the keyboard: " << ui::ScreenName(id));
    CHECK(reached.count(id) == 1);
  }
  CHECK(k.menu_frames > 100);

  // QUIT asks; Esc stays, and QUIT then Enter (the question's focus is on QUIT) ends the game.
  k.Escape();
  REQUIRE(ImGui::GetTopMostPopupModal() != nullptr);
  k.Escape();
  CHECK(k.top() == ScreenId::kTitle);
}

TEST_CASE("Keyboard: SELECT OPERATION launches the focused mission with Enter", "[app][keyboard]") {
  Keyboard k("keys_launch");
  k.Enter();  // PLAY
  REQUIRE(k.top() == ScreenId::kOperations);
  // The focus opens on the mission to play next; Enter on it launches.
  k.Enter();
  CHECK(k.top() == ScreenId::kBattle);
}

TEST_CASE("Keyboard: a battle begun with Enter, a card played with the arrows and Enter, the turn ended with Space",
          "[app][keyboard]") {
  // The card fixture's duel (seed 3: unit slot 1 engages the attacker on D2).
  Keyboard k("keys_battle", "battle", std::make_unique<Catalog>(app_fixture::MakeCardCatalog()), "duel");
  REQUIRE(k.top() == ScreenId::kBattle);
  auto* battle = dynamic_cast<ui::BattleScreen*>(k.game->top_screen());
  REQUIRE(battle != nullptr);
  REQUIRE(battle->controller() != nullptr);
  REQUIRE(battle->briefing_open());
  CHECK(app::CurrentFocus().drawn);  // BEGIN DEFENCE
  k.Enter();
  REQUIRE_FALSE(battle->briefing_open());
  CHECK_FALSE(app::CurrentFocus().nav_enabled);  // in play the keys are the battle's

  // A card key (the unit slots, else the cannon) lights the cells it can be played on;
  // the arrows walk the board's cursor there, and Enter plays it on the cursor's cell.
  Cell target = kNoCell;
  const std::pair<SDL_Keycode, SDL_Scancode> card_keys[] = {
      {SDLK_1, SDL_SCANCODE_1}, {SDLK_2, SDL_SCANCODE_2}, {SDLK_3, SDL_SCANCODE_3}, {SDLK_c, SDL_SCANCODE_C}};
  for (const auto& [key, scancode] : card_keys) {
    k.Press(key, scancode);
    target = loop_driver::FirstTarget(*battle->controller());
    if (target != kNoCell) break;
    if (battle->controller()->selection().kind != ui::SelectionKind::kNone) k.Escape();  // drops the choice
  }
  k.Press(SDLK_DOWN, SDL_SCANCODE_DOWN);
  REQUIRE(battle->pad_cursor() != kNoCell);
  REQUIRE(target != kNoCell);
  while (Row(battle->pad_cursor()) > Row(target)) k.Press(SDLK_UP, SDL_SCANCODE_UP);
  while (Row(battle->pad_cursor()) < Row(target)) k.Press(SDLK_DOWN, SDL_SCANCODE_DOWN);
  while (Col(battle->pad_cursor()) < Col(target)) k.Press(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  while (Col(battle->pad_cursor()) > Col(target)) k.Press(SDLK_LEFT, SDL_SCANCODE_LEFT);
  REQUIRE(battle->pad_cursor() == target);
  const std::size_t actions = battle->controller()->session().history().size();
  k.Enter();
  CHECK(battle->controller()->session().history().size() == actions + 1);
  // Space ends the turn (once the engagement has played).
  for (int i = 0; i < 600 && battle->busy(); ++i) k.Frame();
  k.Space();
  for (int i = 0; i < 600 && battle->busy(); ++i) k.Frame();
  CHECK(battle->controller()->session().state().turn == 2);
  // Esc leaves the battle (it stays saved).
  k.Escape();
  CHECK(k.top() != ScreenId::kBattle);
}

TEST_CASE("Keyboard: CONTROLS opens with the arrows and Enter, and REBIND takes the next key, an arrow too",
          "[app][keyboard]") {
  Keyboard k("keys_settings", "settings");
  REQUIRE(k.top() == ScreenId::kSettings);
  auto* settings = dynamic_cast<ui::SettingsScreen*>(k.game->top_screen());
  REQUIRE(settings != nullptr);
  // The focus opens on < BACK; to the right, ARCHIVE CINEMA, then CONTROLS.
  k.Right(2);
  k.Enter();
  // Down the page, through the commands' rows (Enter chooses one), to REBIND under the
  // table, pressed with Enter: it waits for a key.
  for (int i = 0; i < 60 && settings->waiting_for_key() < 0; ++i) {
    k.Down();
    k.Enter();
    REQUIRE(k.top() == ScreenId::kSettings);
  }
  REQUIRE(settings->waiting_for_key() >= 0);
  // The arrows are a key like any other while it waits.
  const int command = settings->waiting_for_key();
  k.Press(SDLK_LEFT, SDL_SCANCODE_LEFT);
  CHECK(settings->waiting_for_key() < 0);
  CHECK(k.game->context().keys->KeysText(static_cast<std::size_t>(command)).find("Left") != std::string::npos);
}

namespace {

// The widget holding the focus, and the window it is in.
struct Focused {
  ImGuiID id = 0;
  std::string window;
};
Focused FocusNow() {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  return {g->NavId, g->NavWindow != nullptr ? g->NavWindow->Name : ""};
}

// Tab (or Shift+Tab) until the focus is back where it started, or `most` steps: each
// widget on the way, in order.
std::vector<Focused> TabCycle(Keyboard& k, bool back, int most = 200) {
  std::vector<Focused> cycle = {FocusNow()};
  for (int i = 0; i < most; ++i) {
    if (back) SDL_SetModState(KMOD_LSHIFT);
    k.Tab();
    SDL_SetModState(KMOD_NONE);
    if (FocusNow().id == cycle.front().id) return cycle;
    cycle.push_back(FocusNow());
  }
  if (most == 200) FAIL("Tab never came back to where it started");
  return cycle;
}

int CountIn(const std::vector<Focused>& cycle, const std::string& window) {
  int n = 0;
  for (const Focused& f : cycle) n += f.window.find(window) != std::string::npos ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("Keyboard: Tab and Shift+Tab cycle through every control of SETTINGS & UPDATES, both columns, focus drawn",
          "[app][keyboard]") {
  Keyboard k("keys_settings_tab", "settings");
  auto* settings = dynamic_cast<ui::SettingsScreen*>(k.game->top_screen());
  REQUIRE(settings != nullptr);
  k.Tab();  // the focus shows, on the widget after < BACK
  // UPDATES: the strip, the settings' column, the release notes on the right; then round.
  const std::vector<Focused> forward = TabCycle(k, false);
  CHECK(CountIn(forward, "##settings_half") >= 20);
  CHECK(CountIn(forward, "##updates_half") >= 1);
  std::set<ImGuiID> ids;
  for (const Focused& f : forward) ids.insert(f.id);
  CHECK(ids.size() == forward.size());  // each once
  // Shift+Tab: the same widgets, the other way round (round the end to the right column's
  // last, and on), and Tab back again.
  const std::vector<Focused> backward = TabCycle(k, true, 6);
  REQUIRE(backward.size() == 7);
  for (std::size_t i = 1; i < backward.size(); ++i) CHECK(backward[i].id == forward[forward.size() - i].id);
  CHECK(backward[2].window.find("##updates_half") != std::string::npos);  // < BACK, then round the end
  k.Tab(6);
  REQUIRE(FocusNow().id == forward.front().id);
  CHECK(k.menu_frames > 100);  // and on each of those frames the focus was drawn

  // CONTROLS (the strip's next widget, which keeps the focus as it turns into UPDATES):
  // every command's row, then REBIND, + KEY and RESET for the chosen one, then RESET ALL
  // TO DEFAULTS.
  k.Tab();
  k.Enter();
  REQUIRE(settings->showing_controls());
  Keyboard& c = k;
  auto* controls = settings;
  const std::vector<Focused> page = TabCycle(c, false);
  CHECK(CountIn(page, "##settings_half") >= 20);
  // Once round the page again, noting the commands' rows the focus passed: each of them.
  std::set<int> rows;
  for (std::size_t i = 0; i < page.size(); ++i) {
    c.Tab();
    if (controls->focused_row() >= 0) rows.insert(controls->focused_row());
  }
  CHECK(rows.size() == session::BindableCommands().size());
  // The first row reached by Tab is chosen with Enter; Tab on past the rows reaches REBIND,
  // which takes the next key for it.
  for (int i = 0; i < 200 && controls->focused_row() < 0; ++i) c.Tab();
  const int first = controls->focused_row();
  CHECK(first == 0);
  c.Enter();
  CHECK(controls->chosen() == first);
  for (int i = 0; i < 200 && controls->focused_row() >= 0; ++i) c.Tab();
  c.Enter();
  CHECK(controls->waiting_for_key() == first);
}

TEST_CASE("Keyboard: in a battle the arrows past the board's right edge reach the side panel, Esc comes back",
          "[app][keyboard]") {
  Keyboard k("keys_battle_panel", "battle", std::make_unique<Catalog>(app_fixture::MakeCardCatalog()), "duel");
  auto* battle = dynamic_cast<ui::BattleScreen*>(k.game->top_screen());
  REQUIRE(battle != nullptr);
  k.Enter();  // BEGIN DEFENCE
  REQUIRE_FALSE(battle->briefing_open());
  for (int i = 0; i < 10 && !battle->panel_focus(); ++i) k.Right();
  REQUIRE(battle->panel_focus());
  k.Frames(2);
  CHECK(app::CurrentFocus().nav_enabled);
  CHECK(app::CurrentFocus().drawn);
  // The arrows are the focus's now: they move it, and the board's cursor stays.
  const Cell cursor = battle->pad_cursor();
  const ImGuiID before = ImGui::GetCurrentContext()->NavId;
  k.Down();
  CHECK(ImGui::GetCurrentContext()->NavId != before);
  CHECK(battle->pad_cursor() == cursor);
  k.Escape();
  CHECK_FALSE(battle->panel_focus());
  CHECK(k.top() == ScreenId::kBattle);  // Esc left the panel, not the battle
  k.Press(SDLK_LEFT, SDL_SCANCODE_LEFT);
  CHECK(battle->pad_cursor() == cursor - 1);
}
