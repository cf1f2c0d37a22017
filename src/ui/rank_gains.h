// What a unit card's rank gives: the stats of its rank's profile that differ from the
// rank below, in the player's words, for the Basecamp's rank-up.
#pragma once

#include <string>
#include <vector>

#include "basecommand/card_defs.h"

namespace bc::ui {

// Each stat of `card`'s profile at `rank` (2 to kMaxRank) that differs from `rank` - 1:
// "attack +1", "firepower +1", "evasion +1", "HP +2", "critical chance +10%",
// "critical damage +1", "miss chance -5%", "range 1-2 → 1-3". None for another rank.
std::vector<std::string> RankGains(const CardDef& card, int rank);

// "Rank 3: firepower +1, HP +2." or "Rank 3 changes no stat."
std::string RankGainText(const CardDef& card, int rank);

}  // namespace bc::ui
