// The board's labels each in a place of their own (render/board_labels.h), in the states
// where they used to collide: a demolition charge's count under NEXT, NEXT over an attacker
// on a telegraphed cell, +CHARGE over a trap-layer's badges, BLOCK beside the base's name,
// a hero's ability label on its badged token; and a contact, of which no label tells any
// strength. Checked on the layout and on the glyphs the board drew (text_probe.h), in
// every language, at the game's window and the smallest, at 100% and the largest UI scale.
#include <imgui.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "app/headless_ui.h"
#include "app/text_probe.h"
#include "basecommand/intents.h"
#include "i18n/translate.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "in_language.h"
#include "render/attacker_marks.h"
#include "render/board_labels.h"
#include "render/board_renderer.h"
#include "render/sprites.h"
#include "session/app_fixture.h"
#include "ui/theme.h"

using namespace bc;
using in_language::InLanguage;

namespace {

Cell C(const char* name) { return *ParseCell(name); }

// The fixture catalogue with a trap-layer, a crushing hero with a charge, and a contact.
struct Board {
  Catalog catalog = app_fixture::MakeCatalog();
  EnemyIndex beetle = 0;
  EnemyIndex hero = 0;
  EnemyIndex wraith = 0;
  render::BoardView view;
  EnemyIntents intents;

  Board() {
    EnemyDef b;
    b.id = "beetle";
    b.name = "BEETLE";
    b.health = 14;
    b.lay = LayDef{1, 2};
    b.sprite = "minelayer_beetle";
    catalog.enemies.push_back(b);
    beetle = static_cast<EnemyIndex>(catalog.enemies.size() - 1);
    EnemyDef h;
    h.id = "auditor";
    h.name = "AUDITOR";
    h.health = 24;
    h.shield = 2;
    h.tags = kTagCrusher;
    h.sprite = "the_auditor";
    h.abilities = {AbilityDef{AbilityKind::kCharge, AbilityWhen::kAlways, 1, 0, 0},
                   AbilityDef{AbilityKind::kCallReinforcements, AbilityWhen::kAlone, 2, 0, 0}};
    catalog.enemies.push_back(h);
    hero = static_cast<EnemyIndex>(catalog.enemies.size() - 1);
    EnemyDef w;
    w.id = "wraith";
    w.name = "WRAITH";
    w.health = 4;
    w.concealed = true;
    catalog.enemies.push_back(w);
    wraith = static_cast<EnemyIndex>(catalog.enemies.size() - 1);

    view.shields.fill(ShieldState::kUp);
    view.base_health = view.base_max_health = 10;
    view.cannon_charge = 2;
    // A charge (count 2) under a telegraphed landing, on an empty cell.
    view.traps.push_back({C("B2"), 2});
    view.pending.push_back({0, 0, C("B2")});
    // The same at the board's edge, with two landings due on the cell: one NEXT.
    view.traps.push_back({C("H5"), 2});
    view.pending.push_back({0, 0, C("H5")});
    view.pending.push_back({1, 0, C("H5")});
    // NEXT over an attacker standing on a telegraphed cell, its health two digits.
    render::ViewAttacker grunt{1, app_fixture::kGrunt, C("G2"), 12, 12, 0, false, false, false};
    view.attackers.push_back(grunt);
    view.pending.push_back({0, 0, C("G2")});
    // A trap-layer with three badges, poisoned and shielded, leaving a charge as it steps.
    render::ViewAttacker layer{2, beetle, C("B6"), 14, 14, 1, true, false, false};
    view.attackers.push_back(layer);
    // The hero, shielded, choosing CHARGE; a second hero calling in.
    view.attackers.push_back({3, hero, C("E1"), 24, 24, 2, false, false, false});
    view.attackers.push_back({4, hero, C("H5"), 24, 24, 2, true, false, false});
    // A contact that has been hit.
    render::ViewAttacker contact{5, wraith, C("A4"), 0, 0, 0, false, false, true};
    view.attackers.push_back(contact);

    AttackerIntent g;
    g.uid = 1;
    g.enemy = app_fixture::kGrunt;
    g.start = C("G2");
    g.moves = {C("F3")};
    g.end = C("F3");
    AttackerIntent l;
    l.uid = 2;
    l.enemy = beetle;
    l.start = C("B6");
    l.moves = {C("C5")};
    l.end = C("C5");
    l.trap_cell = C("B6");
    l.trap_fuse = 2;
    AttackerIntent charge;
    charge.uid = 3;
    charge.enemy = hero;
    charge.start = C("E1");
    charge.bash = C("E2");
    charge.crushes = true;
    charge.moves = {C("E2"), C("E3")};
    charge.end = C("E3");
    charge.ability = 0;
    charge.ability_amount = 1;
    AttackerIntent call;
    call.uid = 4;
    call.enemy = hero;
    call.start = C("H5");
    call.moves = {C("G5")};
    call.end = C("G5");
    call.ability = 1;
    call.reinforcements = {C("H4"), C("H6")};
    AttackerIntent seen;
    seen.uid = 5;
    seen.enemy = wraith;
    seen.start = C("A4");
    seen.moves = {C("B4")};
    seen.contact = true;
    // Breaches the shields block on both lower quadrants, under the base's name.
    AttackerIntent sw;
    sw.uid = 6;
    sw.breaches = true;
    sw.quadrant = Quadrant::kSW;
    sw.shield_blocks = true;
    sw.start = C("C6");
    AttackerIntent se = sw;
    se.uid = 7;
    se.quadrant = Quadrant::kSE;
    se.start = C("F6");
    intents.attackers = {g, l, charge, call, seen, sw, se};
    intents.breaches[static_cast<int>(Quadrant::kSW)] = 1;
    intents.breaches[static_cast<int>(Quadrant::kSE)] = 1;
  }
};

// What a token keeps visible: its badges, its plate, its bar.
std::vector<render::Rect> Marks(const Board& b, const render::BattleLayout& l) {
  std::vector<render::Rect> marks;
  for (const render::ViewAttacker& a : b.view.attackers) {
    const float cx = l.CellCentreX(a.cell);
    const float cy = l.CellCentreY(a.cell);
    const int badges = static_cast<int>(render::BadgesOf(b.catalog.enemies[a.enemy], a, false).size());
    for (int k = 0; k < badges; ++k) marks.push_back(render::BadgeRect(cx, cy, l.cell, k));
    if (a.contact) continue;
    marks.push_back(render::MarkingRect(cx, cy, l.cell));
    marks.push_back(render::HealthBarRect(cx, cy, l.cell));
  }
  return marks;
}

bool HasDigit(std::string_view text) {
  return std::any_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Shrunk by a pixel: glyph boxes that only touch do not cover each other.
render::Rect Inner(const render::Rect& r) { return {r.x + 1.0f, r.y + 1.0f, r.w - 2.0f, r.h - 2.0f}; }

}  // namespace

TEST_CASE("Board labels: each in a place of its own, clear of the tokens' badges, and none tells a contact's "
          "strength",
          "[app][board]") {
  struct Window {
    int width;
    int height;
  };
  const Window windows[] = {{1280, 720}, {800, 500}};
  for (const Window& window : windows) {
    const float fit = ui::WindowFitScale(static_cast<float>(window.width), static_cast<float>(window.height));
    const float largest = ui::LargestUiScale(static_cast<float>(window.width), static_cast<float>(window.height));
    for (const float ui_scale : {1.0f, largest}) {
      const float scale = fit * ui_scale;
      headless::Headless ui(window.width, window.height, scale);
      render::SpriteAtlas sprites(ui.context.renderer, ui.context.asset_dir);
      render::BoardRenderer renderer(ui.context.renderer, sprites);
      Board b;
      render::BoardScene scene;
      scene.view = &b.view;
      scene.catalog = &b.catalog;
      scene.intents = &b.intents;
      scene.layout =
          render::ComputeBattleLayout(static_cast<float>(window.width), static_cast<float>(window.height), scale);
      const render::BattleLayout& l = scene.layout;
      const std::vector<render::Rect> marks = Marks(b, l);
      for (const char* code : {"en", "ru", "pt", "pseudo"}) {
        INFO(window.width << "x" << window.height << " at " << ui_scale * 100 << "% in " << code);
        InLanguage language(code);
        REQUIRE(language.ok);
        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::GetIO().DisplaySize = ImVec2(ui.context.width, ui.context.height);
        ImGui::NewFrame();
        renderer.Draw(scene, ImGui::GetBackgroundDrawList(), ui.context.fonts.body, ui.context.fonts.bold);
        ImGui::Render();
        const std::vector<render::BoardLabel>& labels = renderer.labels().labels;

        // Every state is there.
        auto find = [&](render::LabelKind kind, Cell cell) -> const render::BoardLabel* {
          for (const render::BoardLabel& label : labels) {
            if (label.kind == kind && label.cell == cell) return &label;
          }
          return nullptr;
        };
        REQUIRE(find(render::LabelKind::kChargeCount, C("B2")) != nullptr);
        REQUIRE(find(render::LabelKind::kSpawn, C("B2")) != nullptr);
        REQUIRE(find(render::LabelKind::kSpawn, C("G2")) != nullptr);
        CHECK(std::count_if(labels.begin(), labels.end(), [](const render::BoardLabel& label) {
                return label.kind == render::LabelKind::kSpawn && label.cell == C("H5");
              }) == 1);
        REQUIRE(find(render::LabelKind::kHealth, C("G2")) != nullptr);
        REQUIRE(find(render::LabelKind::kTrapLaid, C("B6")) != nullptr);
        REQUIRE(find(render::LabelKind::kBlock, kBaseCells[static_cast<int>(Quadrant::kSW)]) != nullptr);
        REQUIRE(find(render::LabelKind::kBlock, kBaseCells[static_cast<int>(Quadrant::kSE)]) != nullptr);
        const render::BoardLabel* charge = find(render::LabelKind::kAbility, C("E1"));
        REQUIRE(charge != nullptr);
        CHECK(charge->text == i18n::TrCtx("hero ability on the board", "CHARGE"));
        CHECK(charge->icon != nullptr);
        REQUIRE(find(render::LabelKind::kAbility, C("H5")) != nullptr);
        REQUIRE(find(render::LabelKind::kIntent, C("E2")) != nullptr);  // CRUSH on the barricade
        CHECK(find(render::LabelKind::kIntent, C("E2"))->text == i18n::Tr("CRUSH"));

        // No two labels share a pixel, and none covers a badge, a plate or a bar.
        for (std::size_t i = 0; i < labels.size(); ++i) {
          for (std::size_t j = i + 1; j < labels.size(); ++j) {
            // The base's name and the power's pill are laid out together, their glyphs kept
            // apart (base_labels_test.cpp; and the glyphs' check below).
            const auto base = [](render::LabelKind k) {
              return k == render::LabelKind::kBaseName || k == render::LabelKind::kPower;
            };
            if (base(labels[i].kind) && base(labels[j].kind)) continue;
            INFO("'" << labels[i].text << "' on " << CellName(labels[i].cell) << " at " << labels[i].box.x << ","
                      << labels[i].box.y << " " << labels[i].box.w << "x" << labels[i].box.h << " and '" << labels[j].text
                      << "' on " << CellName(labels[j].cell) << " at " << labels[j].box.x << "," << labels[j].box.y << " "
                      << labels[j].box.w << "x" << labels[j].box.h);
            CHECK_FALSE(render::Overlap(labels[i].box, labels[j].box));
          }
          if (labels[i].kind == render::LabelKind::kHealth) continue;  // a bar's number is on its bar
          for (const render::Rect& mark : marks) {
            INFO("'" << labels[i].text << "' on a mark at " << mark.x << "," << mark.y);
            CHECK_FALSE(render::Overlap(labels[i].box, mark));
          }
        }
        // The contact: no number of any kind on its cell, and no health of it anywhere.
        for (const render::BoardLabel& label : labels) {
          if (label.cell == C("A4")) CHECK_FALSE(HasDigit(label.text));
          CHECK_FALSE((label.kind == render::LabelKind::kHealth && label.cell == C("A4")));
        }

        // What was drawn: every label read back where it was laid out, no two runs of glyphs
        // overlapping, and nothing read as "NEXT 2" (the count run into the landing).
        const std::vector<text_probe::Run> runs = text_probe::Runs();
        struct Group {
          std::string text;
          render::Rect box;
        };
        std::vector<Group> drawn;  // an outlined label's nine copies, one box
        for (const text_probe::Run& run : runs) {
          if (run.window.find("Background") == std::string::npos) continue;
          // NEXT reads alone: no count beside it on its line ("NEXT 2", "2 NEXT").
          if (run.text.find(i18n::TrCtx("a landing on the board", "NEXT")) != std::string::npos) CHECK_FALSE(HasDigit(run.text));
          const render::Rect box{run.min.x, run.min.y, run.max.x - run.min.x, run.max.y - run.min.y};
          // A run on the contact's cell says nothing of its strength.
          if (l.CellAt(box.x + box.w * 0.5f, box.y + box.h * 0.5f) == C("A4")) CHECK_FALSE(HasDigit(run.text));
          auto same = std::find_if(drawn.begin(), drawn.end(), [&](const Group& g) {
            return g.text == run.text && std::abs(g.box.x - box.x) <= 2.5f && std::abs(g.box.y - box.y) <= 2.5f;
          });
          if (same == drawn.end()) {
            drawn.push_back({run.text, box});
            continue;
          }
          const float right = std::max(same->box.Right(), box.Right());
          const float bottom = std::max(same->box.Bottom(), box.Bottom());
          same->box.x = std::min(same->box.x, box.x);
          same->box.y = std::min(same->box.y, box.y);
          same->box.w = right - same->box.x;
          same->box.h = bottom - same->box.y;
        }
        for (const render::BoardLabel& label : labels) {
          if (label.kind == render::LabelKind::kThreatCount || label.kind == render::LabelKind::kPower) continue;
          const bool read = std::any_of(drawn.begin(), drawn.end(), [&](const Group& g) {
            return g.text == label.text && render::Overlap(g.box, label.box);
          });
          INFO("'" << label.text << "'");
          CHECK(read);
        }
        for (std::size_t i = 0; i < drawn.size(); ++i) {
          for (std::size_t j = i + 1; j < drawn.size(); ++j) {
            // Two labels side by side on one line read as one run: that run and each of them
            // share their place (the layout's boxes above are each label's own).
            if (drawn[i].text.find(drawn[j].text) != std::string::npos ||
                drawn[j].text.find(drawn[i].text) != std::string::npos) {
              continue;
            }
            INFO("'" << drawn[i].text << "' and '" << drawn[j].text << "'");
            CHECK_FALSE(render::Overlap(Inner(drawn[i].box), Inner(drawn[j].box)));
          }
        }
      }
    }
  }
}
