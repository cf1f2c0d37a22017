// EvaluateState: the heuristic every non-random policy scores positions with.
#include <algorithm>
#include <cstdint>

#include "autoplay/policy.h"

namespace bc {

namespace {

constexpr double kWon = 1.0e6;
constexpr double kLost = -1.0e6;
constexpr std::int64_t kPerBaseHealth = 400;
constexpr std::int64_t kPerShield = 250;
constexpr std::int64_t kPerOvercharge = 50;
constexpr std::int64_t kPerCannonPower = 20;
constexpr std::int64_t kPerAttackerHp = 25;       // HP and shield points left on the board
constexpr std::int64_t kPerThreat = 60;           // breach damage x closeness (3 at range 1)
constexpr std::int64_t kPerAttacker = 40;         // each attacker still standing
constexpr std::int64_t kPerQueued = 60;           // each attacker still to come
constexpr std::int64_t kPerLiveUnit = 40;         // each unit card not defeated
constexpr std::int64_t kPerUnitHp = 5;
// In a mission with posts only: each attacker left (on the board, telegraphed or queued)
// for each turn past par. A post and an attacker that cannot hurt each other can hold
// for ever; past par this makes a player that stands the post down (and lets the
// attacker on) worth more than one that waits. Missions without posts never count it,
// so their play, and their calibrated stars, are as before.
constexpr std::int64_t kPerAttackerOvertime = 30;

int Power(const Catalog& catalog, const BattleState& state) {
  return WeaponPowerAt(catalog, state.weapon, state.cannon_charge) * state.cannon_multiplier;
}

}  // namespace

double EvaluateState(const Catalog& catalog, const BattleState& state) {
  if (state.phase == Phase::kVictory) return kWon + state.score;
  if (state.phase == Phase::kDefeat) return kLost + state.score;
  // Every weight is a whole number, so the sum is kept in integers and converted once:
  // the same value, exactly, as adding the terms one by one in doubles.
  std::int64_t value = state.score;
  value += kPerBaseHealth * state.base_health;
  for (const ShieldState s : state.shields) {
    if (s != ShieldState::kDown) value += kPerShield;
    if (s == ShieldState::kOvercharged) value += kPerOvercharge;
  }
  value += kPerCannonPower * Power(catalog, state);
  std::int64_t hp = 0;
  std::int64_t threat = 0;
  const std::size_t types = catalog.enemies.size();
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    const int closeness = std::max(0, 4 - RangeOf(a.cell));
    const int breach = a.type < types ? catalog.enemies[a.type].breach_damage : 1;
    hp += a.hp + a.shield;
    threat += breach * closeness;
  }
  value -= kPerAttacker * state.attacker_count + kPerAttackerHp * hp + kPerThreat * threat;
  const MissionDef& mission = catalog.missions[state.mission];
  const int queued = static_cast<int>(mission.schedule.size()) - state.queue_pos;
  value -= kPerQueued * (std::max(0, queued) + state.pending_count);
  if (mission.posts.enabled() && state.turn > state.par) {
    value -= kPerAttackerOvertime * (state.turn - state.par) *
             (state.attacker_count + std::max(0, queued) + state.pending_count);
  }
  for (int i = 0; i < state.cards.unit_count; ++i) {
    const UnitInstance& u = state.cards.units[i];
    if (u.defeated) continue;
    value += kPerLiveUnit + kPerUnitHp * u.hp;
  }
  return static_cast<double>(value);
}

}  // namespace bc
