#include "campaign/campaign_grade.h"

#include <algorithm>

#include "basecommand/carried_units.h"
#include "basecommand/card_events.h"

namespace bc {

BattleSummary SummarizeResult(const Catalog& catalog, const BattleState& final_state, int units_lost) {
  BattleSummary summary;
  const MissionDef* mission = final_state.mission < catalog.missions.size()
                                  ? &catalog.missions[final_state.mission]
                                  : nullptr;
  if (mission != nullptr) {
    summary.base_start_health = mission->base_health;
    summary.par = mission->par;
  } else {
    summary.base_start_health = final_state.base_max_health;
    summary.par = final_state.par;
  }
  summary.victory = final_state.phase == Phase::kVictory;
  summary.score = final_state.score;
  summary.turns = final_state.turn;
  summary.base_health = final_state.base_health;
  bool held = true;
  for (int q = 0; q < kQuadrantCount; ++q) {
    const bool up = final_state.shields[static_cast<std::size_t>(q)] != ShieldState::kDown;
    const bool started = mission == nullptr || mission->shields_up[static_cast<std::size_t>(q)];
    if (up) ++summary.shields_up;
    if (started) ++summary.shields_started;
    if (started && !up) held = false;
  }
  summary.started_shields_held = held;
  summary.units_lost = units_lost;
  return summary;
}

BattleSummary SummarizeBattle(const Catalog& catalog, const BattleState& final_state,
                              const Events& all_events) {
  BattleSummary summary = SummarizeResult(catalog, final_state, 0);
  if (final_state.mission < catalog.missions.size()) summary.mission = catalog.missions[final_state.mission].id;
  if (!catalog.difficulty.empty()) summary.difficulty = catalog.difficulty;
  auto seen = [&](EnemyIndex enemy) {
    if (enemy < catalog.enemies.size()) summary.hostiles_seen.insert(catalog.enemies[enemy].id);
  };
  // A concealed attacker is met only once revealed: its hidden events name no type.
  for (int i = 0; i < final_state.attacker_count; ++i) {
    if (!final_state.attackers[i].concealed) seen(final_state.attackers[i].type);
  }
  for (const Event& event : all_events) {
    if ((event.kind == EventKind::kSpawnTelegraphed || event.kind == EventKind::kSpawned ||
         event.kind == EventKind::kAttackerDestroyed || event.kind == EventKind::kRevealed) &&
        !event.hidden) {
      seen(event.enemy);
    }
    switch (event.kind) {
      case EventKind::kAttackerDestroyed: {
        ++summary.kills;
        if (event.enemy < catalog.enemies.size()) {
          ++summary.kills_by_enemy[catalog.enemies[event.enemy].id];
        }
        break;
      }
      case EventKind::kAttackerDamaged:
        summary.damage_dealt += std::max(0, event.amount);
        break;
      case EventKind::kBaseDamaged:
        summary.base_damage_taken += std::max(0, event.amount);
        break;
      case EventKind::kCannonFired:
        ++summary.cannon_shots;
        break;
      default:
        if (event.kind == kEventUnitDefeated) ++summary.units_lost;
        break;
    }
  }
  summary.units = CarriedUnitsFromBattle(catalog, final_state);
  return summary;
}

bool CleanVictory(const MissionDef& mission, const BattleSummary& summary) {
  return summary.victory && summary.base_health >= mission.base_health && summary.units_lost == 0 &&
         summary.turns <= mission.par;
}

Grade GradeBattle(const MissionDef& mission, const BattleSummary& summary) {
  Grade grade;
  if (!summary.victory) return grade;
  for (const int threshold : mission.star_scores) {
    if (summary.score >= threshold) ++grade.stars;
  }
  grade.stars = std::max(grade.stars, CleanVictory(mission, summary) ? kCleanVictoryStars : kVictoryStars);
  const bool no_health_lost = summary.base_health >= mission.base_health;
  const bool score_ok = mission.flawless_score <= 0 || summary.score >= mission.flawless_score;
  grade.flawless = grade.stars == 3 && no_health_lost && summary.started_shields_held && score_ok;
  return grade;
}

int PayoutFor(const Grade& grade) {
  if (grade.flawless) return kFlawlessPayout;
  return kStarPayouts[static_cast<std::size_t>(std::clamp(grade.stars, 0, 3))];
}

int ReplayPayout(int best_payout_so_far, const Grade& grade) {
  return std::max(0, PayoutFor(grade) - best_payout_so_far);
}

std::string GradeName(const Grade& grade) {
  if (grade.flawless) return "FLAWLESS";
  if (grade.stars == 0) return "NO STARS";
  if (grade.stars == 1) return "1 STAR";
  return std::to_string(grade.stars) + " STARS";
}

}  // namespace bc
