// The base's labels on the board (render/base_labels.h): the cannon's power inside its
// pill and the base's name inside its room under the dome, both inside the base's 2x2
// cells and at a readable size, in every language and at every UI scale; read back from
// the glyphs the board drew (text_probe.h).
#include <imgui.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/headless_ui.h"
#include "in_language.h"
#include "app/text_probe.h"
#include "i18n/translate.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "render/base_labels.h"
#include "render/board_renderer.h"
#include "render/sprites.h"
#include "session/app_fixture.h"
#include "ui/theme.h"

using namespace bc;
using in_language::InLanguage;

namespace {

// Every character half the size wide (a UTF-8 sequence counts once).
float HalfEm(std::string_view text, float size) {
  float n = 0.0f;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1.0f : 0.0f;
  return n * size * 0.5f;
}

bool Inside(const render::Rect& inner, const render::Rect& outer) {
  return inner.x >= outer.x - 0.01f && inner.y >= outer.y - 0.01f && inner.Right() <= outer.Right() + 0.01f &&
         inner.Bottom() <= outer.Bottom() + 0.01f;
}

// The base's 2x2 cells (D4..E5) on the layout.
render::Rect BaseRect(const render::BattleLayout& l) {
  return render::Rect{l.board.x + 3 * l.cell, l.board.y + 3 * l.cell, 2 * l.cell, 2 * l.cell};
}

// The box of every glyph drawn in runs reading `text` (the label and its outline's eight
// copies), or nothing when none reads it.
std::optional<render::Rect> DrawnBox(const std::vector<text_probe::Run>& runs, const std::string& text) {
  std::optional<render::Rect> box;
  for (const text_probe::Run& run : runs) {
    if (run.text != text) continue;
    const render::Rect r{run.min.x, run.min.y, run.max.x - run.min.x, run.max.y - run.min.y};
    if (!box) {
      box = r;
      continue;
    }
    const float right = std::max(box->Right(), r.Right());
    const float bottom = std::max(box->Bottom(), r.Bottom());
    box->x = std::min(box->x, r.x);
    box->y = std::min(box->y, r.y);
    box->w = right - box->x;
    box->h = bottom - box->y;
  }
  return box;
}

}  // namespace

TEST_CASE("base labels: the power's pill grows with its text, up to 1.5 cells, then the text is set smaller",
          "[app][board]") {
  render::BattleLayout l = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
  l.cell = 80.0f;
  const float label = 16.0f;  // the power at 12, the name at 14.4
  // Short: the pill is the one the charge ring leaves (48 of its 128 pixels, 0.95 of a cell).
  render::BaseLabels labels = render::LayOutBaseLabels(l, label, "BASE", "3", HalfEm);
  CHECK(labels.power.size == Approx(12.0f));
  CHECK(labels.power.box.w == Approx(80.0f * 0.95f * 48.0f / 128.0f));
  CHECK(labels.power.box.h == Approx(12.0f * 1.2f));
  CHECK(labels.power.box.x + labels.power.box.w * 0.5f == Approx(labels.power.x));
  // Longer: as wide as the text, its outline and a margin at each end.
  labels = render::LayOutBaseLabels(l, label, "BASE", "МОЩНОСТЬ 3", HalfEm);  // 60 px at 12
  CHECK(labels.power.size == Approx(12.0f));
  CHECK(labels.power.box.w == Approx(60.0f + 2.0f + 0.7f * labels.power.box.h));
  // Too long for 1.5 cells at its size: a step smaller, the pill no wider.
  labels = render::LayOutBaseLabels(l, label, "BASE", "ОГНЕВАЯ МОЩЬ ПУШКИ 3", HalfEm);  // 120 px at 12
  CHECK(labels.power.size < 12.0f);
  CHECK(labels.power.size >= render::ReadableLabelSize(12.0f));
  CHECK(labels.power.box.w <= 120.0f + 0.01f);
  CHECK(HalfEm(labels.power.text, labels.power.size) + 2.0f <= labels.power.box.w);
  // Far too long for any readable size: smaller still, inside the pill and the base.
  labels = render::LayOutBaseLabels(l, label, "BASE", std::string(60, 'W'), HalfEm);
  CHECK(labels.power.size < render::ReadableLabelSize(12.0f));
  CHECK(HalfEm(labels.power.text, labels.power.size) + 2.0f <= labels.power.box.w);
  CHECK(Inside(labels.power.box, BaseRect(l)));
  // The name likewise in its room, 1.1 cells wide.
  CHECK(labels.name.size == Approx(14.4f));
  labels = render::LayOutBaseLabels(l, label, "КОМАНДНЫЙ ПУНКТ", "3", HalfEm);  // 108 px at 14.4
  CHECK(labels.name.size < 14.4f);
  CHECK(HalfEm(labels.name.text, labels.name.size) + 2.0f <= labels.name.box.w);
  CHECK(Inside(labels.name.box, BaseRect(l)));
  CHECK(render::ReadableLabelSize(9.0f) == Approx(8.0f));
  CHECK(render::ReadableLabelSize(7.0f) == Approx(7.0f));
  CHECK(render::ReadableLabelSize(15.0f) == Approx(12.0f));
}

TEST_CASE("base labels: the power inside its pill and the name in its room, inside the base, in every language "
          "at every UI scale",
          "[app][board]") {
  struct Window {
    int width;
    int height;
  };
  // The screen the game is laid out for, the smallest window, a large one and a tall one.
  const Window windows[] = {{1280, 720}, {800, 500}, {1920, 1080}, {720, 1280}};
  const Catalog base_catalog = app_fixture::MakeCatalog();
  for (const Window& window : windows) {
    const float fit = ui::WindowFitScale(static_cast<float>(window.width), static_cast<float>(window.height));
    for (const float ui_scale : ui::kUiScaleSteps) {
      if (ui_scale > ui::LargestUiScale(static_cast<float>(window.width), static_cast<float>(window.height))) continue;
      const float scale = fit * ui_scale;
      headless::Headless ui(window.width, window.height, scale);
      SDL_Renderer* renderer = ui.context.renderer;
      render::SpriteAtlas sprites(renderer, ui.context.asset_dir);
      render::BoardRenderer board(renderer, sprites);
      Catalog catalog = base_catalog;
      catalog.weapons[0].power_steps = {1, 3, 12};  // two digits at full charge
      catalog.missions[0].weapon_index = 0;
      render::BoardView view;
      view.shields.fill(ShieldState::kUp);
      render::BoardScene scene;
      scene.view = &view;
      scene.catalog = &catalog;
      scene.layout =
          render::ComputeBattleLayout(static_cast<float>(window.width), static_cast<float>(window.height), scale);
      const render::Rect base = BaseRect(scene.layout);
      for (const char* code : {"en", "ru", "pt", "pseudo"}) {
        for (const int charge : {0, 3}) {
          INFO(window.width << "x" << window.height << " at " << ui_scale * 100 << "% in " << code << ", charge "
                            << charge);
          InLanguage language(code);
          REQUIRE(language.ok);
          view.cannon_charge = charge;
          ImGui_ImplSDLRenderer_NewFrame();
          ImGui_ImplSDL2_NewFrame();
          ImGui::GetIO().DisplaySize = ImVec2(ui.context.width, ui.context.height);
          ImGui::NewFrame();
          board.Draw(scene, ImGui::GetBackgroundDrawList(), ui.context.fonts.body, ui.context.fonts.bold);
          ImGui::Render();
          const std::vector<text_probe::Run> runs = text_probe::Runs();
          const render::BaseLabels& labels = board.base_labels();
          CHECK(labels.name.text == i18n::Tr("BASE"));
          CHECK(labels.power.text == i18n::Format(i18n::Tr("PWR {0}"), {charge == 0 ? "0" : "12"}));
          const float small = render::BoardLabelSize(ui.context.fonts.body, scene.layout.cell);
          for (const render::BaseLabel* label : {&labels.name, &labels.power}) {
            INFO(label->text << " at " << label->size << " px in " << label->box.w << " x " << label->box.h);
            const std::optional<render::Rect> drawn = DrawnBox(runs, label->text);
            REQUIRE(drawn.has_value());
            INFO("drawn " << drawn->x << ".." << drawn->Right() << ", " << drawn->y << ".." << drawn->Bottom()
                          << " in " << label->box.x << ".." << label->box.Right() << ", " << label->box.y << ".."
                          << label->box.Bottom());
            CHECK(Inside(*drawn, label->box));
            CHECK(Inside(label->box, base));
          }
          // In these languages both keep their size: the pill grows instead.
          CHECK(labels.power.size == Approx(small * 0.75f));
          CHECK(labels.name.size == Approx(small * 0.9f));
          CHECK(labels.power.size >= 8.0f);
          // The pill stays clear of the name under it.
          CHECK(labels.power.box.Bottom() <= DrawnBox(runs, labels.name.text).value_or(base).y);
        }
      }
    }
  }
}

TEST_CASE("base labels: the power is the mounted weapon's at the charge, the loadout's as much as the mission's",
          "[app][board]") {
  headless::Headless ui(1280, 720, 1.0f);
  render::SpriteAtlas sprites(ui.context.renderer, ui.context.asset_dir);
  render::BoardRenderer board(ui.context.renderer, sprites);
  Catalog catalog = app_fixture::MakeCatalog();
  catalog.weapons[0].power_steps = {1, 3, 5};  // the mission's standard cannon
  WeaponDef rail;
  rail.id = "rail";
  rail.power_steps = {2, 4};  // a loadout's, mounted instead
  catalog.weapons.push_back(rail);
  catalog.missions[0].weapon_index = 0;
  render::BoardView view;
  view.shields.fill(ShieldState::kUp);
  view.weapon = static_cast<WeaponIndex>(catalog.weapons.size() - 1);
  render::BoardScene scene;
  scene.view = &view;
  scene.catalog = &catalog;
  scene.layout = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
  InLanguage english("en");
  REQUIRE(english.ok);
  for (const auto& [charge, power] : {std::pair{0, "0"}, std::pair{1, "2"}, std::pair{2, "4"}}) {
    view.cannon_charge = charge;
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::GetIO().DisplaySize = ImVec2(ui.context.width, ui.context.height);
    ImGui::NewFrame();
    board.Draw(scene, ImGui::GetBackgroundDrawList(), ui.context.fonts.body, ui.context.fonts.bold);
    ImGui::Render();
    CHECK(board.base_labels().power.text == std::string("PWR ") + power);
  }
}
