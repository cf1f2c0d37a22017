#include <catch2/catch.hpp>

#include "render/board_layout.h"
#include "ui/theme.h"

using namespace bc;
using bc::render::ComputeBattleLayout;

TEST_CASE("every cell's rectangle maps back to that cell, at any window size", "[app][layout]") {
  for (const auto& [w, h, scale] : {std::tuple{1280.0f, 720.0f, 1.0f}, std::tuple{1920.0f, 1080.0f, 1.5f},
                                    std::tuple{800.0f, 500.0f, 1.0f}, std::tuple{700.0f, 1000.0f, 1.0f}}) {
    const auto layout = ComputeBattleLayout(w, h, scale);
    REQUIRE(layout.cell > 8.0f);
    for (Cell c = 0; c < kCellCount; ++c) {
      const auto r = layout.CellRect(c);
      CHECK(layout.CellAt(r.x + r.w * 0.5f, r.y + r.h * 0.5f) == c);
      CHECK(layout.CellAt(r.x + 1, r.y + 1) == c);
    }
    CHECK(layout.CellAt(layout.board.x - 1, layout.board.y) == kNoCell);
    CHECK(layout.CellAt(layout.board.Right() + 1, layout.board.y) == kNoCell);
  }
}

TEST_CASE("the board, its cell names and the side panel fit the window without overlapping", "[app][layout]") {
  for (const auto& [w, h] : {std::pair{1280.0f, 720.0f}, std::pair{2560.0f, 1440.0f}, std::pair{800.0f, 500.0f},
                             std::pair{700.0f, 1000.0f}}) {
    const auto l = ComputeBattleLayout(w, h, 1.0f);
    CHECK(l.board.x - l.label >= 0.0f);
    CHECK(l.board.Bottom() + l.label <= h + 0.5f);
    CHECK(l.board.y - l.label >= l.top_bar.Bottom() - 0.5f);
    CHECK(l.side_panel.Right() <= w + 0.5f);
    if (l.stacked) {
      CHECK(l.side_panel.y >= l.board.Bottom());
    } else {
      CHECK(l.side_panel.x >= l.board.Right() + l.label);
    }
  }
}

TEST_CASE("a bigger window gives a bigger board", "[app][layout]") {
  CHECK(ComputeBattleLayout(1920, 1080, 1.0f).cell > ComputeBattleLayout(1280, 720, 1.0f).cell);
}

TEST_CASE("The interface scale follows the window: 1 at 1280x720, in eighths, 0.75 to 2.5", "[app][layout]") {
  using bc::ui::WindowFitScale;
  CHECK(WindowFitScale(1280, 720) == 1.0f);
  CHECK(WindowFitScale(1366, 768) == 1.0f);     // a little larger: still 1 until the next eighth
  CHECK(WindowFitScale(1920, 1080) == 1.5f);
  CHECK(WindowFitScale(2560, 1440) == 2.0f);
  CHECK(WindowFitScale(3840, 2160) == 2.5f);    // capped
  CHECK(WindowFitScale(1920, 720) == 1.0f);     // the tighter side decides
  CHECK(WindowFitScale(1024, 600) == 0.75f);    // 0.8 -> down to the eighth below
  CHECK(WindowFitScale(800, 500) == 0.75f);     // floored
  CHECK(WindowFitScale(0, 0) == 1.0f);          // no window yet
}
