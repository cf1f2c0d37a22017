#include "render/base_labels.h"

#include <algorithm>
#include <utility>

namespace bc::render {

namespace {

// The text's outline (OutlinedText) adds a pixel on either side.
constexpr float kOutline = 2.0f;

// The largest size from `largest` down, a tenth smaller a step, at which `fits` holds; past
// the readable minimum, smaller by `share` (the part of the text its room holds at a size)
// until it does, so that a room too small for any readable size still keeps it inside.
template <typename Fits, typename Share>
float FitSize(float largest, Fits fits, Share share) {
  const float smallest = ReadableLabelSize(largest);
  float size = largest;
  while (size > smallest && !fits(size)) size = std::max(smallest, size * 0.9f);
  while (size > 1.0f && !fits(size)) size *= std::clamp(share(size), 0.5f, 0.98f);
  return size;
}

}  // namespace

float ReadableLabelSize(float size) { return std::min(size, std::max(8.0f, size * 0.8f)); }

BaseLabels LayOutBaseLabels(const BattleLayout& l, float label_size, std::string name, std::string power,
                            const LabelWidth& width) {
  BaseLabels out;
  const float cell = l.cell;
  const float centre_x = l.board.x + 4 * cell;  // the base is the 2x2 at D4..E5
  const float centre_y = l.board.y + 4 * cell;
  const float top = centre_y - cell;

  // The name: under the dome, where the sprite leaves its pad clear (208 of its 256
  // pixels down, the pad 1.1 cells wide there, 188 to 228 pixels down).
  out.name.text = std::move(name);
  out.name.x = centre_x;
  out.name.y = top + 2 * cell * (208.0f / 256.0f);
  out.name.box = Rect{centre_x - cell * 0.55f, top + 2 * cell * (188.0f / 256.0f), cell * 1.1f,
                      2 * cell * (40.0f / 256.0f)};
  const float name_room = out.name.box.w - kOutline;
  out.name.size = FitSize(
      label_size * 0.9f,
      [&](float s) { return width(out.name.text, s) <= name_room && s <= out.name.box.h; },
      [&](float s) { return std::min(name_room / std::max(1.0f, width(out.name.text, s)), out.name.box.h / s); });

  // The power: in a pill centred under the charge ring (its centre 114 of 128 pixels down
  // the ring's square, 0.95 of a cell wide), at least the 48 x 20 of those pixels the ring
  // leaves it, as wide as its text and a margin as far as 1.5 cells, then set smaller.
  const float ring = cell * 0.95f;
  const float least_w = ring * (48.0f / 128.0f);
  const float least_h = ring * (20.0f / 128.0f);
  const float most_w = cell * 1.5f;
  auto pill_h = [&](float s) { return std::max(least_h, s * 1.2f); };
  auto text_room = [&](float s) { return most_w - 2.0f * 0.35f * pill_h(s) - kOutline; };
  out.power.text = std::move(power);
  out.power.x = centre_x;
  out.power.y = centre_y - ring * 0.5f + ring * (114.0f / 128.0f);
  out.power.size = FitSize(
      label_size * 0.75f, [&](float s) { return width(out.power.text, s) <= text_room(s); },
      [&](float s) { return text_room(s) / std::max(1.0f, width(out.power.text, s)); });
  const float h = pill_h(out.power.size);
  const float w = std::clamp(width(out.power.text, out.power.size) + kOutline + 2.0f * 0.35f * h, least_w, most_w);
  out.power.box = Rect{centre_x - w * 0.5f, out.power.y - h * 0.5f, w, h};
  out.pill_line = std::max(1.0f, ring * (2.0f / 128.0f));
  return out;
}

}  // namespace bc::render
