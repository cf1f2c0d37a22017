#include "ui/chart.h"

#include <algorithm>

#include "ui/theme.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

float BarFraction(const ChartBar& bar, int largest) {
  const int full = bar.max > 0 ? bar.max : largest;
  if (full <= 0 || bar.value <= 0) return 0.0f;
  return std::clamp(static_cast<float>(bar.value) / static_cast<float>(full), 0.0f, 1.0f);
}

int NiceCeiling(int value) {
  if (value <= 1) return 1;
  long long power = 1;
  while (true) {
    for (const int step : {1, 2, 5}) {
      if (step * power >= value) return static_cast<int>(step * power);
    }
    power *= 10;
  }
}

void BarChart(const char* id, const std::vector<ChartBar>& bars, float width, const UiContext& context) {
  ImGui::PushID(id);
  const float s = context.scale;
  const float row = ImGui::GetTextLineHeight() + 8.0f * s;
  const float label_w = std::min(170.0f * s, width * 0.38f);
  const float value_w = 70.0f * s;
  const float bar_w = std::max(10.0f, width - label_w - value_w);
  int largest = 0;
  for (const ChartBar& bar : bars) largest = std::max(largest, bar.value);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const ChartBar& bar = bars[i];
    const float y = origin.y + row * static_cast<float>(i);
    draw->PushClipRect(ImVec2(origin.x, y), ImVec2(origin.x + label_w - 6.0f * s, y + row), true);
    draw->AddText(ImVec2(origin.x, y + 2.0f * s), ToImU32(kSand), bar.label.c_str());
    draw->PopClipRect();
    const ImVec2 a(origin.x + label_w, y + 3.0f * s);
    const ImVec2 b(a.x + bar_w, y + row - 3.0f * s);
    draw->AddRectFilled(a, b, ToImU32(kRock, 0.6f));
    const float filled = bar_w * BarFraction(bar, largest);
    if (filled > 0.0f) draw->AddRectFilled(a, ImVec2(a.x + filled, b.y), ToImU32(bar.colour, 0.9f));
    const std::string value = bar.max > 0 ? std::to_string(bar.value) + " / " + std::to_string(bar.max)
                                          : std::to_string(bar.value);
    draw->AddText(ImVec2(b.x + 8.0f * s, y + 2.0f * s), ToImU32(kWhite), value.c_str());
  }
  ImGui::Dummy(ImVec2(width, row * static_cast<float>(bars.size())));
  ImGui::PopID();
}

void LineChart(const char* id, const std::vector<int>& values, const std::vector<bool>& marks,
               ImVec2 size, const UiContext& context) {
  ImGui::PushID(id);
  const float s = context.scale;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 end(origin.x + size.x, origin.y + size.y);
  draw->AddRectFilled(origin, end, ToImU32(kNight, 0.55f));
  draw->AddRect(origin, end, ToImU32(kOchre, 0.5f));
  if (values.empty()) {
    // Wrapped inside the chart's frame.
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(origin.x + 12.0f * s, origin.y + size.y * 0.35f),
                  ToImU32(kSand, 0.7f), Tr("No battles on record. The chart waits, as charts do."), nullptr,
                  std::max(1.0f, size.x - 24.0f * s));
    ImGui::Dummy(size);
    ImGui::PopID();
    return;
  }
  const int top = NiceCeiling(*std::max_element(values.begin(), values.end()));
  const float pad = 10.0f * s;
  const float axis_w = 56.0f * s;
  const float left = origin.x + axis_w;
  const float right = end.x - pad;
  const float low = end.y - pad;
  const float high = origin.y + pad;
  for (int k = 0; k <= 2; ++k) {
    const float y = low - (low - high) * static_cast<float>(k) / 2.0f;
    draw->AddLine(ImVec2(left, y), ImVec2(right, y), ToImU32(kRock, 0.8f));
    const std::string label = std::to_string(top * k / 2);
    draw->AddText(ImVec2(origin.x + pad, y - ImGui::GetTextLineHeight() * 0.5f), ToImU32(kSand, 0.8f),
                  label.c_str());
  }
  const std::size_t n = values.size();
  auto point = [&](std::size_t i) {
    const float x = n == 1 ? (left + right) * 0.5f
                           : left + (right - left) * static_cast<float>(i) / static_cast<float>(n - 1);
    const float y = low - (low - high) * static_cast<float>(std::max(0, values[i])) / static_cast<float>(top);
    return ImVec2(x, y);
  };
  for (std::size_t i = 1; i < n; ++i) draw->AddLine(point(i - 1), point(i), ToImU32(kOchre), 2.0f * s);
  for (std::size_t i = 0; i < n; ++i) {
    const bool mark = i < marks.size() && marks[i];
    draw->AddCircleFilled(point(i), 3.5f * s, ToImU32(mark ? kGold : kDanger));
  }
  ImGui::Dummy(size);
  ImGui::PopID();
}

}  // namespace bc::ui
