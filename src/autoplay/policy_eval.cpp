// EvaluateState: the heuristic every non-random policy scores positions with.
#include <algorithm>
#include <cstdint>

#include "autoplay/policy.h"
#include "autoplay/policy_rank.h"

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

// An attacker's closeness to the base by its cell: 4 - range, at least 0.
constexpr std::array<std::int8_t, kCellCount> MakeCloseness() {
  std::array<std::int8_t, kCellCount> t{};
  for (int c = 0; c < kCellCount; ++c) t[c] = static_cast<std::int8_t>(std::max(0, 4 - kRangeOfCell[c]));
  return t;
}
constexpr std::array<std::int8_t, kCellCount> kCloseness = MakeCloseness();

}  // namespace

namespace policy {

EvalTables::EvalTables(const Catalog& catalog) {
  breach.fill(1);  // a type the catalog does not have breaches for 1
  const std::size_t types = std::min(catalog.enemies.size(), breach.size());
  for (std::size_t t = 0; t < types; ++t) breach[t] = catalog.enemies[t].breach_damage;
}

double Evaluate(const Catalog& catalog, const EvalTables& tables, const BattleState& state) {
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
  const int count = state.attacker_count;
  for (int i = 0; i < count; ++i) {
    const Attacker& a = state.attackers[i];
    // Poison still to tick is health already lost: it ignores shields, and deals its
    // amount in each enemy phase it has left, down to nothing.
    const int poisoned = a.poison > 0 && a.poison_turns > 0 ? std::min<int>(a.hp, a.poison * a.poison_turns) : 0;
    hp += a.hp - poisoned + a.shield;
    // An incapacitated attacker skips its next activation: no threat until it moves again.
    if (a.incapacitated > 0) continue;
    threat += tables.breach[a.type] * kCloseness[a.cell];
  }
  value -= kPerAttacker * count + kPerAttackerHp * hp + kPerThreat * threat;
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

bool WorthNothingAtOnce(const CardDef& card) {
  static_assert(kEffectKindCount == 34,
                "a new effect kind: say below whether it changes a number Evaluate reads at once");
  for (const Effect& e : card.effects) {
    if (e.trigger != Trigger::kOnPlay) continue;
    switch (e.kind) {
      // Statuses and counts the enemy phase reads, and the player's checks.
      case EffectKind::kStripPerks:
      case EffectKind::kSkipSpawns:
      case EffectKind::kFreeze:
      case EffectKind::kGlobalRange:
      case EffectKind::kDiscardPoints:
      case EffectKind::kExtraBay:
      case EffectKind::kTerrainWorks:    // a passive: nothing when played
      // A unit's bonuses, hooks and shield (its health and losses are what Evaluate reads).
      case EffectKind::kAddAttack:
      case EffectKind::kAddFirepower:
      case EffectKind::kAddEvasion:
      case EffectKind::kAddShield:
      case EffectKind::kAddTempHp:
      case EffectKind::kAddCrit:
      case EffectKind::kAddPerk:
      case EffectKind::kAddRange:
      case EffectKind::kAttach:
      // An offer of cards (the choice is an action of its own).
      case EffectKind::kDiscover:
        continue;
      case EffectKind::kDamage:
      case EffectKind::kPoison:          // the poison still to tick counts as health lost
      case EffectKind::kIncapacitate:    // an incapacitated attacker threatens nothing
      case EffectKind::kStripShields:
      case EffectKind::kPush:
      case EffectKind::kExecute:
      case EffectKind::kReveal:          // a contact's type becomes its own
      case EffectKind::kRepairBase:
      case EffectKind::kRepairShields:
      case EffectKind::kOverchargeShields:
      case EffectKind::kCannonMultiplier:
      case EffectKind::kCannonCharge:
      case EffectKind::kScore:
      case EffectKind::kAddMaxHp:
      case EffectKind::kHeal:
      case EffectKind::kRankUp:
      case EffectKind::kBaseMaxHealth:
        return false;
    }
    return false;  // (not an EffectKind)
  }
  return true;
}

}  // namespace policy

double EvaluateState(const Catalog& catalog, const BattleState& state) {
  return policy::Evaluate(catalog, policy::EvalTables(catalog), state);
}

}  // namespace bc
