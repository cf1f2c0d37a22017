// Drawing draws: a screen's DrawWorld and DrawUi write no file and change neither the
// profile nor the settings; what the player chose is carried out after the frame. Runs the
// battle screen and the campaign screens headless (SDL's dummy video driver, a software
// renderer, ImGui on it).
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>
#include <atomic>
#include <filesystem>
#include <memory>

#include "battle_frame.h"
#include "core/campaign_fixture.h"
#include "app/headless_ui.h"
#include "session/card_fixture.h"
#include "session/requests.h"
#include "session/audio_desk.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "session/siege_save.h"
#include "ui/archive_screen.h"
#include "ui/hostiles_screen.h"
#include "ui/basecamp_screen.h"
#include "ui/battle_screen.h"
#include "ui/deckbuilder_screen.h"
#include "ui/dossier_screen.h"
#include "ui/settings_screen.h"
#include "ui/theme.h"

using namespace bc;
using namespace bc::ui;

namespace {

namespace fs = std::filesystem;

// Every file under a folder with its size and last write: what drawing must leave alone.
std::map<std::string, std::pair<std::uintmax_t, fs::file_time_type>> Files(const fs::path& dir) {
  std::map<std::string, std::pair<std::uintmax_t, fs::file_time_type>> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file()) files[entry.path().string()] = {entry.file_size(), entry.last_write_time()};
  }
  return files;
}

using headless::Headless;

fs::path Scratch(const std::string& name) {
  static std::atomic<int> count{0};
  return app_fixture::ScratchDir(name + "_" + std::to_string(++count));
}

}  // namespace

TEST_CASE("drawing the battle saves nothing: a command asks for its action, played and saved after the frame",
          "[app][drawing][long]") {
  Headless ui;
  const Catalog catalog = app_fixture::MakeCatalog();
  ui.context.catalog = &catalog;
  const fs::path dir = Scratch("drawing_battle");
  session::BattleLaunch launch;
  launch.mission = app_fixture::kRush;
  launch.briefing = false;
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, dir, launch);
  BattleScreen screen(&start.battle->session(), "", false);
  const fs::path save = session::SiegeSavePath(dir);
  REQUIRE(fs::exists(save));

  // A key, then frames drawn: the battle does not move and nothing is saved.
  Choices out;
  REQUIRE(screen.OnKey(session::KeyPress{session::Key::kSpace, false, false}, ui.context, out));
  fs::remove(save);
  for (int frame = 0; frame < 3; ++frame) ui.Draw(screen, out);
  CHECK(start.battle->session().state().turn == 1);
  CHECK_FALSE(fs::exists(save));
  // Update asks for it: still nothing moves, and the frame is drawn on the battle as it was.
  screen.Update(ui.context, out);
  REQUIRE(out.battle.has_value());
  CHECK(out.battle->action == Action::EndTurn());
  ui.Draw(screen, out);
  CHECK(start.battle->session().state().turn == 1);
  CHECK_FALSE(fs::exists(save));
  // After the frame the battle service plays it and saves; the screen animates the reply.
  battle_frame::CarryBattle(screen, *start.battle, out);
  CHECK(start.battle->session().state().turn == 2);
  CHECK(fs::exists(save));
  CHECK(screen.controller()->animating());

  // Frames drawn while the enemy phase plays, and after: no file is touched.
  fs::remove(save);
  for (int frame = 0; frame < 240; ++frame) {
    battle_frame::Frame(screen, *start.battle, ui.context, out);
    ui.Draw(screen, out);
  }
  CHECK_FALSE(fs::exists(save));
  CHECK(fs::is_empty(dir));
}

TEST_CASE("clicked all over, the campaign screens and settings change no file, profile or setting as they draw",
          "[app][drawing]") {
  Headless ui;
  const Catalog catalog = app_fixture::MakeCardCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  const fs::path dir = Scratch("drawing_screens");
  session::ProfileSession profile(dir, catalog, campaigns);
  REQUIRE(profile.Change([&](Profile& p) {
    p.credits = 50000;
    for (const CardDef& card : catalog.cards) p.owned_cards.insert(card.id);
    return Outcome::Done();
  }).ok);
  LoadoutDef filed = catalog.loadouts[static_cast<std::size_t>(catalog.FindLoadout("starter"))];
  filed.name = "FILED";
  REQUIRE(profile.Carry(session::Request::SaveCommandFile(filed, "")).ok);
  ui.context.catalog = &catalog;
  ui.context.profile = &profile;
  const Profile before = profile.profile();
  const session::Settings settings_before = ui.settings;
  const auto files = Files(dir);
  struct Case {
    std::unique_ptr<Screen> screen;
    bool asks;          // the clicks must have reached something that asks the session
    float step = 36.0f;  // between clicks, down the screen (across: twice that)
  };
  std::vector<Case> cases;
  cases.push_back({std::make_unique<BasecampScreen>(), true});
  cases.push_back({std::make_unique<DeckBuilderScreen>(), true, 12.0f});
  cases.push_back({std::make_unique<DossierScreen>(), false});
  cases.push_back({std::make_unique<ArchiveScreen>(), false});
  cases.push_back({std::make_unique<HostilesScreen>(), false});
  cases.push_back({std::make_unique<SettingsScreen>("## 0.1.0\n- First.\n"), false});
  for (Case& c : cases) {
    Choices out;
    bool asked = false;  // a spend's question opened (the request waits for its answer)
    for (float y = 10.0f; y < 720.0f; y += c.step) {
      for (float x = 10.0f; x < 1280.0f; x += 2.0f * c.step) {
        c.screen->Update(ui.context, out);
        ui.Draw(*c.screen, out, ImVec2(x, y), true);
        ui.Draw(*c.screen, out, ImVec2(x, y), false);
        const ImGuiWindow* question = ImGui::FindWindowByName("###spend");
        asked = asked || (question != nullptr && question->Active);
      }
    }
    INFO(ScreenName(c.screen->id()));
    if (c.asks) CHECK((!out.requests.empty() || asked));
    if (c.screen->id() == ScreenId::kSettings) CHECK(out.settings.has_value());
    CHECK(profile.profile() == before);
    CHECK(ui.settings == settings_before);
    CHECK(Files(dir) == files);
  }
}
