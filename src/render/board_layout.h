// Where things go on the battle screen, as pure maths of the window size and UI scale:
// the top bar, the board (with a margin for the cell names) and the side panel. Also
// the inverse: which cell a point falls on. Testable without a window.
#pragma once

#include "basecommand/board.h"

namespace bc::render {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool Contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  float Right() const { return x + w; }
  float Bottom() const { return y + h; }
};

struct BattleLayout {
  Rect top_bar;
  Rect board;       // the 8x8 grid itself
  Rect side_panel;  // hand, base status, threats and log
  float cell = 0;   // side of one cell
  float label = 0;  // margin holding the cell names
  bool stacked = false;  // narrow window: the panel sits under the board

  Rect CellRect(Cell cell) const;
  // The cell under a point, or kNoCell.
  Cell CellAt(float x, float y) const;
  // Centre of a cell.
  float CellCentreX(Cell cell) const { return board.x + (Col(cell) + 0.5f) * this->cell; }
  float CellCentreY(Cell cell) const { return board.y + (Row(cell) + 0.5f) * this->cell; }
};

BattleLayout ComputeBattleLayout(float width, float height, float scale);

}  // namespace bc::render
