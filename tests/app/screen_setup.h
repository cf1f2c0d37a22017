// Opens one of the game's screens in a test as the game opens it: pushed on a screen stack,
// with the game's data and a profile kept in the test's own folder, the battle on a mission
// of the cards with a full hand; then drawn until its layout settles. Reusable for any
// screen: open it, Settle(), then read what was drawn.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <utility>

#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_stack.h"
#include "session/battle_service.h"
#include "session/notice_board.h"
#include "session/profile_session.h"
#include "ui/screen.h"

namespace screen_setup {

// The mission the battle opens on: a mission of the cards, with a full hand (-1 when the
// data has none of that name).
inline int CardMission(const bc::Catalog& catalog) { return catalog.FindMission("dart_season"); }

// Screen `id` on `ui`, its profile the one in `home` (a scratch folder; a profile saved
// there first is the one read); a battle on `battle_mission` when one is given. The UI context points at the data and the profile while
// the screen is open.
struct OpenScreen {
  OpenScreen(headless::Headless& headless_ui, const bc::app::GameData& data, const std::filesystem::path& home,
             bc::ui::ScreenId id, int battle_mission = -1)
      : ui(headless_ui), profile(home, data.catalog(), data.campaigns()) {
    ui.context.catalog = &data.catalog();
    ui.context.profile = &profile;
    bc::app::ScreenSources sources;
    sources.catalog = &data.catalog();
    sources.profile = &profile;
    sources.user_dir = home;
    sources.asset_dir = ui.context.asset_dir;
    bc::session::BattleLaunch launch;
    const int mission = battle_mission >= 0 ? battle_mission : CardMission(data.catalog());
    launch.mission = mission >= 0 ? mission : 0;
    stack.Navigate(bc::ui::NavRequest::Push(id), sources, launch, notices);
    REQUIRE_FALSE(stack.empty());
  }
  ~OpenScreen() { ui.context.profile = nullptr; }
  OpenScreen(const OpenScreen&) = delete;
  OpenScreen& operator=(const OpenScreen&) = delete;

  bc::ui::Screen& screen() { return stack.top(); }

  // The battle from its briefing into play, as Return starts it.
  void Play() { screen().OnKey(bc::session::KeyPress{bc::session::Key::kReturn, false, false}, ui.context, out); }

  // The first frames, over which the layout settles; a battle request is carried out
  // after its frame, as the shell does.
  void Settle() {
    for (int frame = 0; frame < 4; ++frame) {
      screen().Update(ui.context, out);
      ui.Draw(screen(), out);
      if (out.battle) stack.CarryBattle(*std::exchange(out.battle, std::nullopt));
    }
  }

  headless::Headless& ui;
  bc::session::NoticeBoard notices;
  bc::session::ProfileSession profile;
  bc::app::ScreenStack stack;
  bc::ui::Choices out;
};

}  // namespace screen_setup
