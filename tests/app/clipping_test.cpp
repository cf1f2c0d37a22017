// Text that fits at every size: every screen, drawn at 1280x720 at 100% and at the
// largest UI scale the settings allow there, shows no text cut by its window, button or
// panel, and no content a player cannot scroll to (clip_probe.h). A screen added later is
// covered by adding its name to kScreens.
#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>

#include "app/clip_probe.h"
#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_stack.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "ui/battle_screen.h"
#include "ui/theme.h"

using namespace bc;
using headless::Headless;

namespace {

// Every screen by its --screen name; the battle twice, on its briefing and in play.
constexpr const char* kScreens[] = {
    "title",   "operations", "battle", "battle:play", "settings", "howto", "cinema",   "prepare",
    "relax",   "basecamp",   "cards",  "deckbuilder", "dossier",  "stats", "archive",  "hostiles",
};

// The problems of one screen drawn at `scale` on a 1280x720 window, with the game's data
// and a fresh profile.
std::vector<std::string> ProblemsOf(const std::string& screen_name, float scale) {
  const std::string name = screen_name.substr(0, screen_name.find(':'));
  const std::optional<ui::ScreenId> id = ui::ParseScreenId(name);
  REQUIRE(id.has_value());
  Headless ui(1280, 720, scale);
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  const auto home = app_fixture::ScratchDir("clip_" + name);
  session::ProfileSession profile(home, data.catalog(), data.campaigns());
  ui.context.catalog = &data.catalog();
  ui.context.profile = &profile;
  app::ScreenSources sources;
  sources.catalog = &data.catalog();
  sources.profile = &profile;
  sources.user_dir = home;
  sources.asset_dir = ui.context.asset_dir;
  session::BattleLaunch launch;
  // The battle: a mission of the cards, with a full hand.
  const int mission = data.catalog().FindMission("dart_season");
  launch.mission = mission >= 0 ? mission : 0;
  app::ScreenStack stack;
  stack.Navigate(ui::NavRequest::Push(*id), sources, launch, notices);
  REQUIRE_FALSE(stack.empty());
  ui::Screen& screen = stack.top();
  ui::Choices out;
  if (screen_name == "battle:play") {
    screen.OnKey(session::KeyPress{session::Key::kReturn, false, false}, ui.context, out);
  }
  std::vector<std::string> problems;
  for (int frame = 0; frame < 4; ++frame) {  // the layout settles over the first frames
    screen.Update(ui.context, out);
    ui.Draw(screen, out);
  }
  for (const clip_probe::Problem& p : clip_probe::Probe(ui.context.width, ui.context.height)) {
    problems.push_back(p.window + ": " + p.what);
  }
  return problems;
}

}  // namespace

TEST_CASE("Text fits: every screen at 1280x720, at 100% and at the largest UI scale, cuts no text and hides nothing",
          "[app][clipping]") {
  const float largest = ui::LargestUiScale(1280.0f, 720.0f);
  CHECK(largest >= 1.5f);
  for (const char* screen : kScreens) {
    for (const float scale : {1.0f, largest * ui::WindowFitScale(1280.0f, 720.0f)}) {
      const std::vector<std::string> problems = ProblemsOf(screen, scale);
      std::string all;
      for (const std::string& p : problems) all += "\n  " + p;
      INFO(screen << " at " << static_cast<int>(scale * 100.0f + 0.5f) << "%:" << all);
      CHECK(problems.empty());
    }
  }
}
