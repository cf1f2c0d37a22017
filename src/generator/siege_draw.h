// The generator's drawing helpers and the steps of a siege (the board, the schedule),
// shared by the generator's files; not part of its interface.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/rng.h"
#include "generator/generator_params.h"

namespace bc::gen::detail {

// Uniform in [range.min, range.max] (range.min when the range is empty or reversed).
inline int Between(Rng& rng, const CountRange& range) {
  if (range.max <= range.min) return range.min;
  return range.min + static_cast<int>(rng.Below(static_cast<std::uint32_t>(range.max - range.min + 1)));
}

// Fisher-Yates with the generator's Rng.
template <typename T>
void Shuffle(Rng& rng, std::vector<T>& items) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const std::size_t j = rng.Below(static_cast<std::uint32_t>(i));
    std::swap(items[i - 1], items[j]);
  }
}

// An index drawn by weight (weights > 0 count; -1 when none does).
inline int ByWeight(Rng& rng, const std::vector<int>& weights) {
  long long total = 0;
  for (const int w : weights) total += std::max(0, w);
  if (total <= 0) return -1;
  long long x = rng.Below(static_cast<std::uint32_t>(std::min<long long>(total, 0x7fffffff)));
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const int w = std::max(0, weights[i]);
    if (x < w) return static_cast<int>(i);
    x -= w;
  }
  return static_cast<int>(weights.size()) - 1;
}

// Places the board's cells on `mission`: deployment and reinforcement cells on the edge,
// rock that walls no landing cell in, objectives and barricades at range 2, the shields
// that start down, the weapon and its starting charge.
void DrawBoard(const Catalog& catalog, const ThreatLevel& level, Rng& rng, MissionDef& mission);

// Lanes from `count` of the deployment cells to the base, avoiding rock (king steps
// towards the base, now and then one along its ring).
void DrawLanes(int count, Rng& rng, MissionDef& mission);

}  // namespace bc::gen::detail
