// The board is not what the mouse points at while the briefing or the result is open: a
// cell beside them shows no tooltip over them and no highlight. The result once showed
// the cell under the pointer's tooltip across its own buttons.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <memory>

#include "app/headless_ui.h"
#include "app/tooltip_probe.h"
#include "render/board_layout.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "ui/battle_screen.h"

namespace modal_hover_test {

using namespace bc;
using namespace bc::ui;

using tooltip_probe::Tooltip;

// The centre of the board's cell in a window of the headless size.
ImVec2 CellCentre(const headless::Headless& ui, Cell cell) {
  const render::BattleLayout layout = render::ComputeBattleLayout(ui.context.width, ui.context.height, ui.context.scale);
  const render::Rect r = layout.CellRect(cell);
  return ImVec2(r.x + r.w * 0.5f, r.y + r.h * 0.5f);
}

// Draws a few frames with the pointer resting on `cell` (no button held) and returns
// whether a tooltip was up at the end; `screen.hover()` is then the cell it describes.
bool TooltipOver(headless::Headless& ui, BattleScreen& screen, Choices& out, Cell cell) {
  for (int frame = 0; frame < 4; ++frame) ui.Draw(screen, out, CellCentre(ui, cell), false);
  return Tooltip() != nullptr;
}

struct Lone {
  explicit Lone(const char* scratch, bool briefing) : ui(1280, 720), catalog(app_fixture::MakeCatalog()) {
    ui.context.catalog = &catalog;
    session::BattleLaunch launch;
    launch.mission = app_fixture::kLone;  // one grunt on A1, the cannon at power 3
    launch.seed = 3;
    launch.briefing = briefing;
    start = session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir(scratch), launch);
    REQUIRE(start.battle != nullptr);
  }
  headless::Headless ui;
  Catalog catalog;
  session::BattleStart start;
  Choices out;
};

TEST_CASE("Modal hover: in play the cell under the pointer has its tooltip", "[app][tooltip]") {
  Lone lone("modal_hover_play", false);
  BattleScreen screen(&lone.start.battle->session(), "", false);
  const Cell h8 = MakeCell(7, 7);
  CHECK(TooltipOver(lone.ui, screen, lone.out, h8));
  CHECK(screen.hover() == h8);
}

TEST_CASE("Modal hover: beside the briefing the board shows no cell's tooltip", "[app][tooltip]") {
  Lone lone("modal_hover_briefing", true);
  BattleScreen screen(&lone.start.battle->session(), "", true);
  REQUIRE(screen.briefing_open());
  // A corner of the board, outside the briefing's window.
  const Cell a8 = MakeCell(0, 7);
  CHECK_FALSE(TooltipOver(lone.ui, screen, lone.out, a8));
  CHECK(screen.hover() == kNoCell);
  CHECK(screen.briefing_open());
}

TEST_CASE("Modal hover: beside the result the board shows no cell's tooltip", "[app][tooltip]") {
  Lone lone("modal_hover_result", false);
  // The grunt on A1 falls to one shot: the battle is won before the screen opens.
  REQUIRE(lone.start.battle->Play(Action::Fire(MakeCell(0, 0))).ok);
  BattleScreen screen(&lone.start.battle->session(), "", false);
  for (int i = 0; i < 600 && screen.busy(); ++i) lone.ui.Draw(screen, lone.out);
  lone.ui.Draw(screen, lone.out);
  REQUIRE(screen.result_showing());
  const Cell a8 = MakeCell(0, 7);
  CHECK_FALSE(TooltipOver(lone.ui, screen, lone.out, a8));
  CHECK(screen.hover() == kNoCell);
  CHECK(screen.result_showing());
}

}  // namespace modal_hover_test
