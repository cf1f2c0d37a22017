// The keyboard's or the pad's cell shows its tooltip beside it, placed by the battle
// screen rather than by ImGui, and kept inside the window whatever the cell: a wide
// tooltip beside a cell in the board's east half once ran off the window's west edge.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <string>

#include "app/duel_screen.h"
#include "app/tooltip_probe.h"

namespace cursor_tooltip_test {

using namespace bc;
using namespace bc::ui;

using tooltip_probe::Tooltip;

TEST_CASE("The cursor's tooltip stays inside the window beside every cell", "[app][keys][tooltip]") {
  // A narrow window, where the board's half is narrower than a tooltip's text.
  duel_screen::DuelScreen duel("cursor_tooltip", 800, 600);
  headless::Headless& ui = duel.ui;
  BattleScreen& screen = *duel.screen;
  Choices& out = duel.out;
  auto key = [&](session::Key k) { duel.Key(k); };
  ui.context.pointer_in_use = false;
  ui.Draw(screen, out);
  key(session::Key::k1);   // a unit chosen: the tooltip says what Enter would do there
  key(session::Key::kDown);  // the cursor appears on D6
  for (int i = 0; i < 5; ++i) key(session::Key::kUp);  // D1
  int seen = 0;
  for (int col = 0; col < 4; ++col) {
    for (const int rows : {0, 7}) {
      // Walk to the cell: row 1 or row 8, each column of the east half.
      while (Row(screen.pad_cursor()) < rows) key(session::Key::kDown);
      while (Row(screen.pad_cursor()) > rows) key(session::Key::kUp);
      while (Col(screen.pad_cursor()) < 4 + col) key(session::Key::kRight);
      while (Col(screen.pad_cursor()) > 4 + col) key(session::Key::kLeft);
      for (int frame = 0; frame < 3; ++frame) ui.Draw(screen, out);  // a tooltip shows from its second frame
      REQUIRE(screen.hover_by_cursor());
      const ImGuiWindow* tip = Tooltip();
      if (tip == nullptr) continue;
      ++seen;
      INFO("cell column " << Col(screen.pad_cursor()) << ", row " << Row(screen.pad_cursor()) << ": tooltip at "
                          << tip->Pos.x << "," << tip->Pos.y << " size " << tip->Size.x << "x" << tip->Size.y);
      CHECK(tip->Pos.x >= 0.0f);
      CHECK(tip->Pos.y >= 0.0f);
      CHECK(tip->Pos.x + tip->Size.x <= ui.context.width + 0.5f);
      CHECK(tip->Pos.y + tip->Size.y <= ui.context.height + 0.5f);
    }
  }
  CHECK(seen == 8);
}

}  // namespace cursor_tooltip_test
