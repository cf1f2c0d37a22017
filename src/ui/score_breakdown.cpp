#include "ui/score_breakdown.h"

#include <algorithm>

#include "campaign/campaign_grade.h"
#include "basecommand/rule_numbers.h"

namespace bc::ui {

ScoreBreakdown BreakDownScore(const Catalog& catalog, const BattleState& state, const Events& events) {
  ScoreBreakdown b;
  b.victory = state.phase == Phase::kVictory;
  EventKind previous = EventKind::kTurnStarted;
  int victory_bonus = 0;
  for (const Event& e : events) {
    if (e.kind == EventKind::kPointsScored) {
      if (previous == EventKind::kAttackerDestroyed) b.kill_points += e.amount;
      else b.damage_points += e.amount;
      b.best_multiplier = std::max(b.best_multiplier, static_cast<int>(e.amount2));
      continue;  // a kill's points follow its kAttackerDestroyed directly
    }
    if (e.kind == EventKind::kAttackerDestroyed) ++b.kills;
    if (e.kind == EventKind::kMultiplierChanged) b.best_multiplier = std::max(b.best_multiplier, static_cast<int>(e.amount));
    if (e.kind == EventKind::kFinalScore) victory_bonus = e.amount;
    previous = e.kind;
  }
  if (b.victory) {
    int shields_up = 0;
    for (const ShieldState s : state.shields) shields_up += s != ShieldState::kDown;
    b.base_bonus = kVictoryPointsPerBaseHealth * state.base_health;
    b.shield_bonus = kVictoryPointsPerShield * shields_up;
    b.par_bonus = kVictoryPointsPerTurnUnderPar * std::max(0, state.par - state.turn);
    b.objective_bonus = std::max(0, victory_bonus - b.base_bonus - b.shield_bonus - b.par_bonus);
  }
  b.total = state.score;
  if (b.victory && state.mission < catalog.missions.size()) {
    // The campaign's own grade, so that the screen shows what the profile records.
    const Grade grade = GradeBattle(catalog.missions[state.mission], SummarizeBattle(catalog, state, events));
    b.stars = grade.stars;
    b.flawless = grade.flawless;
  }
  return b;
}

}  // namespace bc::ui
