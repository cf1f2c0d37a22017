// HOW TO PLAY's guide for players: it opens first, each page's picture is a scene on the
// game's data drawn by the battle's board renderer, the pages turn by mouse, keyboard and
// pad, and every page fits at 1280x720 at 100% and at the largest UI scale, in English,
// Russian and Portuguese. The rules reference is the tab behind it.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "app/clip_probe.h"
#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_setup.h"
#include "app/text_probe.h"
#include "data/catalog_loader.h"
#include "in_language.h"
#include "session/app_fixture.h"
#include "session/guide_scenes.h"
#include "ui/guide_pages.h"
#include "ui/howto_screen.h"
#include "ui/theme.h"

using namespace bc;
using in_language::InLanguage;

namespace {

// The words of the last frame, window by window run, as one text.
std::string Drawn() {
  std::string all;
  for (const text_probe::Run& run : text_probe::Runs()) all += run.text + "\n";
  return all;
}

}  // namespace

TEST_CASE("Guide: every page's scene loads on the game's data, its actions accepted", "[app][howto][guide]") {
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  REQUIRE_FALSE(data.catalog().missions.empty());
  REQUIRE(ui::GuidePages().size() >= 9u);
  for (const ui::GuidePage& page : ui::GuidePages()) {
    const session::GuideScene scene = session::LoadGuideScene(data.catalog(), data::DefaultDataDir(), page.id);
    INFO(page.id << ": " << scene.problem);
    CHECK(scene.state.has_value());
    CHECK(scene.problem.empty());
  }
  // On other data (a test's fixture), a scene says why it has no picture, and nothing breaks.
  const Catalog fixture = app_fixture::MakeCatalog();
  const session::GuideScene other = session::LoadGuideScene(fixture, data::DefaultDataDir(), "cannon");
  CHECK_FALSE(other.state.has_value());
  CHECK_FALSE(other.problem.empty());
}

TEST_CASE("Guide: HOW TO PLAY opens on it, each page shows its picture, and every page fits in three languages at two scales",
          "[app][howto][guide][long]") {
  const float largest = ui::LargestUiScale(1280.0f, 720.0f) * ui::WindowFitScale(1280.0f, 720.0f);
  for (const char* language : {"en", "ru", "pt"}) {
    InLanguage in(language);
    REQUIRE(in.ok);
    for (const float scale : {1.0f, largest}) {
      headless::Headless ui(1280, 720, scale);
      ui.rasterize = false;  // the probe reads ImGui's draw data, not the pixels
      session::NoticeBoard notices;
      app::GameData data;
      data.Load(nullptr, notices);
      const auto home = app_fixture::ScratchDir("guide_pages");
      screen_setup::OpenScreen open(ui, data, home, ui::ScreenId::kHowTo);
      auto* howto = dynamic_cast<ui::HowToScreen*>(&open.screen());
      REQUIRE(howto != nullptr);
      CHECK(howto->tab() == ui::HowToScreen::Tab::kGuide);
      for (std::size_t i = 0; i < ui::GuidePages().size(); ++i) {
        INFO(language << " at " << scale << ", page " << i + 1);
        REQUIRE(howto->page() == static_cast<int>(i));
        open.Settle();
        CHECK(howto->picture() != nullptr);
        std::string problems;
        for (const clip_probe::Problem& p : clip_probe::Probe(1280.0f, 720.0f)) problems += "\n  " + p.window + ": " + p.what;
        INFO(problems);
        CHECK(problems.empty());
        // The pad's RB turns the page (the keyboard and the mouse press NEXT >).
        CHECK(howto->OnPad(session::PadButton::kRightShoulder, ui.context, open.out));
      }
      // Past the last page, RB stays there; LB goes back.
      CHECK(howto->page() == static_cast<int>(ui::GuidePages().size()) - 1);
      CHECK(howto->OnPad(session::PadButton::kLeftShoulder, ui.context, open.out));
      CHECK(howto->page() == static_cast<int>(ui::GuidePages().size()) - 2);
    }
  }
}

TEST_CASE("Guide: the page's words are the catalogue's, and the rules reference is the tab behind it, its lane line mended",
          "[app][howto][guide][long]") {
  headless::Headless ui;
  ui.rasterize = false;  // the words are read from ImGui's draw data, not the pixels
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  const auto home = app_fixture::ScratchDir("guide_words");
  screen_setup::OpenScreen open(ui, data, home, ui::ScreenId::kHowTo);
  open.Settle();
  std::string drawn = Drawn();
  CHECK(drawn.find("FIELD GUIDE") != std::string::npos);
  CHECK(drawn.find("THE BOARD AND THE BASE") != std::string::npos);
  CHECK(drawn.find("DEVELOPMENT RULES REFERENCE") == std::string::npos);
  // The tabs are buttons: clicked across until the rules reference shows.
  ImGuiWindow* window = ImGui::FindWindowByName("##howto");
  REQUIRE(window != nullptr);
  bool found = false;
  for (float x = window->Pos.x + 30.0f; x < window->Pos.x + 900.0f && !found; x += 10.0f) {
    for (float y = window->Pos.y + 60.0f; y < window->Pos.y + 260.0f && !found; y += 6.0f) {
      ui.Click(open.screen(), open.out, ImVec2(x, y));
      found = dynamic_cast<ui::HowToScreen&>(open.screen()).tab() == ui::HowToScreen::Tab::kRules;
    }
  }
  REQUIRE(found);
  open.Settle();
  drawn = Drawn();
  CHECK(drawn.find("DEVELOPMENT RULES REFERENCE") != std::string::npos);
  CHECK(drawn.find("may call this a lane") == std::string::npos);
}

TEST_CASE("Guide: the BACK button's tooltip stands beside the strip, off the page's title", "[app][howto][guide]") {
  headless::Headless ui;
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  const auto home = app_fixture::ScratchDir("guide_back");
  screen_setup::OpenScreen open(ui, data, home, ui::ScreenId::kHowTo);
  open.Settle();
  // The title's words as drawn, and BACK's place.
  ImVec2 title_min(0, 0), title_max(0, 0);
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.text.find("FIELD GUIDE") != std::string::npos) {
      title_min = run.min;
      title_max = run.max;
    }
  }
  REQUIRE(title_max.x > title_min.x);
  ImGuiWindow* window = ImGui::FindWindowByName("##howto");
  REQUIRE(window != nullptr);
  // Hovered: BACK sits at the margin's top left.
  const float margin = 36.0f;
  const ImVec2 back(window->Pos.x + margin + 10.0f, window->Pos.y + margin * 0.6f + 8.0f);
  ImRect tip;
  bool shown = false;
  for (int frame = 0; frame < 3; ++frame) {
    ui.Draw(open.screen(), open.out, back, false, [&] {
      for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
        if (w->Active && (w->Flags & ImGuiWindowFlags_Tooltip) != 0 && w->Size.x > 0) {
          tip = w->Rect();
          shown = true;
        }
      }
    });
  }
  REQUIRE(shown);
  const ImRect title(title_min, title_max);
  CHECK_FALSE(tip.Overlaps(title));
}
