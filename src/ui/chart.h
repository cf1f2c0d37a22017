// Charts drawn with ImGui draw lists for STATS: labelled horizontal bars and a line of
// values over time. The scaling is kept apart from the drawing so it can be tested.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include "render/palette.h"
#include "ui/screen.h"

namespace bc::ui {

struct ChartBar {
  std::string label;
  int value = 0;
  int max = 0;  // the bar's own full length ("3 of 30 stars"); 0 = scale to the largest
  render::Rgba colour = render::palette::kTeal;
};

// A bar's filled fraction, 0..1: value over its own max, else over the largest value.
float BarFraction(const ChartBar& bar, int largest);
// Nice upper bound for a value axis: the smallest 1, 2 or 5 times a power of ten at or
// above `value` (0 -> 1).
int NiceCeiling(int value);

// Horizontal bars, one per line, label on the left and the value at the bar's end.
void BarChart(const char* id, const std::vector<ChartBar>& bars, float width, const UiContext& context);
// Values left to right (oldest first) as a line with dots; `marks` colours each dot
// (true: highlight colour, e.g. a victory). An empty series says so instead.
void LineChart(const char* id, const std::vector<int>& values, const std::vector<bool>& marks,
               ImVec2 size, const UiContext& context);

}  // namespace bc::ui
