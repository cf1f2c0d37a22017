// The victory / defeat screen's numbers: points from damage and from kills (read from
// the battle's events), the victory bonuses (base health, shields, turns under par,
// objectives), the best multiplier reached, and the grade (stars, flawless) the campaign
// gives it.
#pragma once

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc::ui {

struct ScoreBreakdown {
  int damage_points = 0;
  int kill_points = 0;
  int kills = 0;
  int best_multiplier = 1;
  int base_bonus = 0;       // kVictoryPointsPerBaseHealth per base health left
  int shield_bonus = 0;     // kVictoryPointsPerShield per shield up
  int par_bonus = 0;        // kVictoryPointsPerTurnUnderPar per turn under par
  int objective_bonus = 0;  // the rest of the victory bonus
  int total = 0;
  int stars = 0;            // 0-3
  bool flawless = false;
  bool victory = false;
};

ScoreBreakdown BreakDownScore(const Catalog& catalog, const BattleState& state, const Events& events);

}  // namespace bc::ui
