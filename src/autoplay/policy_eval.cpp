// EvaluateState: the heuristic every non-random policy scores positions with.
#include <algorithm>

#include "autoplay/policy.h"

namespace bc {

namespace {

constexpr double kWon = 1.0e6;
constexpr double kLost = -1.0e6;
constexpr double kPerBaseHealth = 400.0;
constexpr double kPerShield = 250.0;
constexpr double kPerOvercharge = 50.0;
constexpr double kPerCannonPower = 20.0;
constexpr double kPerAttackerHp = 25.0;       // HP and shield points left on the board
constexpr double kPerThreat = 60.0;           // breach damage x closeness (3 at range 1)
constexpr double kPerAttacker = 40.0;         // each attacker still standing
constexpr double kPerQueued = 60.0;           // each attacker still to come
constexpr double kPerLiveUnit = 40.0;         // each unit card not defeated
constexpr double kPerUnitHp = 5.0;

int Power(const Catalog& catalog, const BattleState& state) {
  return WeaponPowerAt(catalog, state.weapon, state.cannon_charge) * state.cannon_multiplier;
}

}  // namespace

double EvaluateState(const Catalog& catalog, const BattleState& state) {
  if (state.phase == Phase::kVictory) return kWon + state.score;
  if (state.phase == Phase::kDefeat) return kLost + state.score;
  double value = state.score;
  value += kPerBaseHealth * state.base_health;
  for (const ShieldState s : state.shields) {
    if (s != ShieldState::kDown) value += kPerShield;
    if (s == ShieldState::kOvercharged) value += kPerOvercharge;
  }
  value += kPerCannonPower * Power(catalog, state);
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    const int closeness = std::max(0, 4 - RangeOf(a.cell));
    const int breach = a.type < catalog.enemies.size() ? catalog.enemies[a.type].breach_damage : 1;
    value -= kPerAttacker + kPerAttackerHp * (a.hp + a.shield) + kPerThreat * breach * closeness;
  }
  const MissionDef& mission = catalog.missions[state.mission];
  const int queued = static_cast<int>(mission.schedule.size()) - state.queue_pos;
  value -= kPerQueued * (std::max(0, queued) + state.pending_count);
  for (int i = 0; i < state.cards.unit_count; ++i) {
    const UnitInstance& u = state.cards.units[i];
    if (u.defeated) continue;
    value += kPerLiveUnit + kPerUnitHp * u.hp;
  }
  return value;
}

}  // namespace bc
