#include "render/board_layout.h"

#include <algorithm>
#include <cmath>

namespace bc::render {

Rect BattleLayout::CellRect(Cell c) const {
  return Rect{board.x + static_cast<float>(Col(c)) * cell, board.y + static_cast<float>(Row(c)) * cell,
              cell, cell};
}

Cell BattleLayout::CellAt(float x, float y) const {
  if (!board.Contains(x, y) || cell <= 0) return kNoCell;
  const int col = std::clamp(static_cast<int>((x - board.x) / cell), 0, kBoardSize - 1);
  const int row = std::clamp(static_cast<int>((y - board.y) / cell), 0, kBoardSize - 1);
  return MakeCell(col, row);
}

BattleLayout ComputeBattleLayout(float width, float height, float scale) {
  BattleLayout layout;
  const float bar = std::round(46.0f * scale);
  layout.top_bar = {0, 0, width, bar};
  layout.label = std::round(20.0f * scale);
  const float gap = std::round(10.0f * scale);
  const float body_h = std::max(1.0f, height - bar);
  layout.stacked = width < height * 1.15f;
  if (!layout.stacked) {
    const float panel_w = std::clamp(width * 0.42f, 360.0f * scale, std::max(360.0f * scale, width - 320.0f));
    const float area_w = std::max(1.0f, width - panel_w - gap);
    const float side = std::max(8.0f, std::min(area_w, body_h) - 2.0f * layout.label - gap);
    layout.cell = std::floor(side / kBoardSize);
    const float board_side = layout.cell * kBoardSize;
    layout.board = {std::round((area_w - board_side) * 0.5f), std::round(bar + (body_h - board_side) * 0.5f),
                    board_side, board_side};
    layout.side_panel = {width - panel_w, bar, panel_w, body_h};
  } else {
    const float board_area_h = std::max(1.0f, std::min(width, body_h * 0.55f));
    const float side = std::max(8.0f, std::min(width, board_area_h) - 2.0f * layout.label - gap);
    layout.cell = std::floor(side / kBoardSize);
    const float board_side = layout.cell * kBoardSize;
    layout.board = {std::round((width - board_side) * 0.5f), bar + layout.label + gap * 0.5f, board_side,
                    board_side};
    const float panel_y = layout.board.Bottom() + layout.label;
    layout.side_panel = {0, panel_y, width, std::max(1.0f, height - panel_y)};
  }
  return layout;
}

}  // namespace bc::render
