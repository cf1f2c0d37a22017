// The card side of a battle state: hand slots, rail piles, unit-card instances and the
// card statuses. Fixed-size storage, part of BattleState.
#pragma once

#include <array>
#include <cstdint>

#include "basecommand/card_defs.h"

namespace bc {

struct CardState {
  std::int8_t discard_points = 1;  // 1 at the start, +1 per turn, cap 2

  bool operator==(const CardState&) const = default;
};

}  // namespace bc
