// What a unit card in hand fights with right now, for the screens that show it: its rank
// profile with its upgrade bonuses, its perks (the card's own and attached ones) and the
// ranges it may attack (all three under a global range effect). The card rules use the
// same numbers.
#pragma once

#include <cstdint>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc {

struct UnitStats {
  RankProfile profile;
  std::uint32_t perks = 0;
  std::uint8_t ranges = 0;
};

UnitStats StatsOfUnit(const Catalog& catalog, const CardState& cards, const UnitInstance& unit);

}  // namespace bc
