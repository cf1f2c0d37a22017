// The base's two labels on the board, laid out from their measured text: the cannon's
// power in a pill under the charge ring, as wide as its text needs, and the base's name in
// the room under the dome. Each keeps its size while its room holds it and is set a step
// smaller, down to a readable minimum, where the room cannot grow; both stay inside the
// base's 2x2 cells. Pure maths of the layout and a width function: testable without a font.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "render/board_layout.h"

namespace bc::render {

// The width of `text` set at `size` pixels.
using LabelWidth = std::function<float(std::string_view text, float size)>;

struct BaseLabel {
  std::string text;
  float size = 0.0f;            // the font size it is set at
  float x = 0.0f, y = 0.0f;     // the centre of its line
  Rect box;                     // the pill (the power) or the room (the name) it stays inside
};

struct BaseLabels {
  BaseLabel name;   // under the dome, on the base's pad: no pill of its own
  BaseLabel power;  // in its pill under the charge ring
  float pill_line = 0.0f;  // the width of the pill's outline
};

// The smallest size a label is set at (never more than its own size): 8 pixels, or four
// fifths of its size when that is larger.
float ReadableLabelSize(float size);

// Lays out `name` and `power` on the base of `layout` (the 2x2 at D4..E5) for the board's
// label size (BoardLabelSize): the name at 0.9 of it, the power at 0.75.
BaseLabels LayOutBaseLabels(const BattleLayout& layout, float label_size, std::string name, std::string power,
                            const LabelWidth& width);

}  // namespace bc::render
