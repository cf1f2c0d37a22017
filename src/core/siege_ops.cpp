#include "core/siege_ops.h"

#include <algorithm>
#include <cstring>

#include "core/card_hooks.h"
#include "core/king_ring.h"

namespace bc::siege {

namespace {

// `a = Attacker{}`, written in place: zeros, then the one field whose empty value is not
// zero. (Assembling the value and copying it costs a store-forwarding stall each time,
// and attackers come and go in every enemy phase a search plays.)
void ClearAttacker(Attacker& a) {
  std::memset(static_cast<void*>(&a), 0, sizeof a);
  a.cell = kNoCell;
}

bool QueueEmpty(const Catalog& catalog, const BattleState& state) {
  const auto& schedule = catalog.missions[state.mission].schedule;
  return state.pending_count == 0 && state.queue_pos >= schedule.size();
}

}  // namespace

void MarkObjectiveLost(BattleState& state, Cell cell, Events* events) {
  std::uint8_t& flags = state.cell_flags[cell];
  if ((flags & kCellObjective) && !(flags & kCellObjectiveLost)) {
    flags = static_cast<std::uint8_t>(flags | kCellObjectiveLost);
    Event e;
    e.kind = EventKind::kObjectiveLost;
    e.cell = cell;
    Emit(events, e);
  }
}

namespace {

void MarkObjective(BattleState& state, Cell cell, Events* events) {
  MarkObjectiveLost(state, cell, events);
}

}  // namespace

Cell FreeNeighbour(const BattleState& state, const Routing& routing, Cell cell, bool farthest) {
  // Attackers, barricades and posts (nothing lands on a post) close a cell.
  const std::uint64_t closed = state.masks.occupied | state.masks.posted;
  Cell best = kNoCell;
  int best_distance = 0;
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell n = Neighbour(cell, dir);
    if (n == kNoCell || IsBaseCell(n) || routing.distance[n] == kUnreachable) continue;
    if ((closed >> n) & 1u || BarricadeAt(state, n) != BarricadeKind::kNone) continue;
    const int d = routing.distance[n];
    if (best == kNoCell || (farthest ? d > best_distance : d < best_distance)) {
      best = n;
      best_distance = d;
    }
  }
  return best;
}

int FindAttackerAt(const BattleState& state, Cell cell) {
  if (cell < 0 || cell >= kCellCount) return -1;
  return state.attacker_at[cell];
}


int PlaceAttacker(const Catalog& catalog, BattleState& state, EnemyIndex type, Cell cell,
                  Events* events) {
  if (state.attacker_count >= kMaxAttackers) return -1;
  const EnemyDef& def = catalog.enemies[type];
  const int index = state.attacker_count++;
  Attacker& a = state.attackers[index];
  ClearAttacker(a);
  a.uid = state.next_uid++;
  a.type = type;
  a.cell = cell;
  a.hp = static_cast<std::int16_t>(def.health);
  a.max_hp = static_cast<std::int16_t>(def.health);
  a.shield = static_cast<std::int16_t>(def.shield);
  a.perks = def.perks;
  a.concealed = def.concealed;
  if (def.FollowsLane() && state.mission < catalog.missions.size()) {
    a.lane = static_cast<std::uint8_t>(LaneFor(catalog.missions[state.mission], def, cell, -1) + 1);
  }
  SetAttackerAt(state, cell, static_cast<std::int8_t>(index));
  MarkObjective(state, cell, events);
  if (a.concealed) {
    ++state.contacts;
    RevealIfSeen(catalog, state, index, events);
  }
  return index;
}

int PlaceAttackerFrom(const Catalog& catalog, BattleState& state, EventKind kind, EnemyIndex type, Cell cell,
                      std::uint16_t from_uid, Events* events) {
  Event e;
  e.kind = kind;
  e.uid = state.next_uid;
  e.enemy = type;
  e.hidden = catalog.enemies[type].concealed;
  e.cell = cell;
  e.amount = from_uid;
  Emit(events, e);
  return PlaceAttacker(catalog, state, type, cell, events);
}

void Reveal(BattleState& state, int index, RevealCause cause, Events* events) {
  if (index < 0 || index >= state.attacker_count) return;
  Attacker& a = state.attackers[index];
  if (!a.concealed) return;
  a.concealed = false;
  --state.contacts;
  Event e = AttackerEvent(EventKind::kRevealed, a);
  e.amount = static_cast<std::int32_t>(cause);
  // What the player now sees of it: hits taken while it was a contact included.
  e.amount2 = RevealedStrength(a.hp, a.shield);
  Emit(events, e);
}

void RevealIfSeen(const Catalog& catalog, BattleState& state, int index, Events* events) {
  if (index < 0 || index >= state.attacker_count || !state.attackers[index].concealed) return;
  const Cell cell = state.attackers[index].cell;
  if (RangeOf(cell) <= 1) {
    Reveal(state, index, RevealCause::kRange, events);
    return;
  }
  // A post sees its own cell and the cells around it.
  if ((state.masks.posted & (CellBit(cell) | Around(cell))) != 0) {
    Reveal(state, index, RevealCause::kPost, events);
    return;
  }
  const CardState& c = state.cards;
  for (int i = 0; i < c.armed_count; ++i) {
    const ArmedFieldwork& f = c.armed[i];
    if (f.card < 0 || f.card >= static_cast<int>(catalog.cards.size())) continue;
    if (f.cell != cell && !NextTo(f.cell, cell)) continue;
    const std::vector<Effect>& effects = catalog.cards[f.card].effects;
    if (std::any_of(effects.begin(), effects.end(), [](const Effect& e) { return e.kind == EffectKind::kReveal; })) {
      Reveal(state, index, RevealCause::kFieldwork, events);
      return;
    }
  }
}

void RevealAllSeen(const Catalog& catalog, BattleState& state, Events* events) {
  for (int i = 0; i < state.attacker_count; ++i) RevealIfSeen(catalog, state, i, events);
}

void MoveAttacker(BattleState& state, int index, Cell to, Events* events) {
  Attacker& a = state.attackers[index];
  Event e = AttackerEvent(EventKind::kMoved, a);
  e.cell2 = to;
  Emit(events, e);
  SetAttackerAt(state, a.cell, -1);
  a.cell = to;
  SetAttackerAt(state, to, static_cast<std::int8_t>(index));
  MarkObjective(state, to, events);
}

void RemoveAttacker(BattleState& state, int index) {
  const int last = state.attacker_count - 1;
  if (state.attackers[index].concealed) --state.contacts;
  SetAttackerAt(state, state.attackers[index].cell, -1);
  if (index != last) {
    state.attackers[index] = state.attackers[last];
    SetAttackerAt(state, state.attackers[index].cell, static_cast<std::int8_t>(index));
  }
  ClearAttacker(state.attackers[last]);
  state.attacker_count = static_cast<std::uint8_t>(last);
}

void ScorePoints(BattleState& state, int points, Events* events, bool hidden) {
  if (points <= 0) return;
  const int scored = points * state.multiplier;
  state.score += scored;
  Event e;
  e.kind = EventKind::kPointsScored;
  e.hidden = hidden;
  e.amount = scored;
  e.amount2 = state.multiplier;
  Emit(events, e);
}

void ChangeMultiplier(BattleState& state, int delta, Events* events) {
  const int next = std::clamp(state.multiplier + delta, 1, kMaxMultiplier);
  if (next == state.multiplier) return;
  state.multiplier = static_cast<std::int8_t>(next);
  Event e;
  e.kind = EventKind::kMultiplierChanged;
  e.amount = next;
  Emit(events, e);
}

namespace {

// Splitter: its `count` pieces take its place, the first on its cell (a ground piece
// not on a barricade), the others on free neighbours farthest from the base.
void Split(const Catalog& catalog, BattleState& state, const Attacker& gone, Events* events) {
  const SplitDef& rule = catalog.enemies[gone.type].split;
  if (!rule.enabled) return;
  RoutingScratch scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  const bool ground = !catalog.enemies[rule.into].IsAircraft();
  for (int k = 0; k < rule.count && state.attacker_count < kMaxAttackers; ++k) {
    const bool own_cell_free = state.attacker_at[gone.cell] < 0 &&
                               (!ground || BarricadeAt(state, gone.cell) == BarricadeKind::kNone) &&
                               ((state.masks.posted >> gone.cell) & 1u) == 0;
    const Cell cell = own_cell_free ? gone.cell : FreeNeighbour(state, routing, gone.cell, true);
    if (cell == kNoCell) break;
    PlaceAttackerFrom(catalog, state, EventKind::kSplit, rule.into, cell, gone.uid, events);
  }
}

}  // namespace

bool DamageAttacker(const Catalog& catalog, BattleState& state, int index, int amount,
                    bool ignore_shield, Events* events) {
  if (amount <= 0 || index < 0 || index >= state.attacker_count) return false;
  Attacker& a = state.attackers[index];
  int rest = amount;
  if (!ignore_shield && a.shield > 0) {
    const int absorbed = std::min<int>(a.shield, rest);
    a.shield = static_cast<std::int16_t>(a.shield - absorbed);
    rest -= absorbed;
  }
  const int removed = std::min<int>(a.hp, rest);
  a.hp = static_cast<std::int16_t>(a.hp - removed);
  Event damaged = AttackerEvent(EventKind::kAttackerDamaged, a);
  damaged.amount = removed;
  damaged.amount2 = a.hp;
  Emit(events, damaged);
  ScorePoints(state, removed * kPointsPerHp, events, a.concealed);
  if (a.hp > 0) return false;

  Emit(events, AttackerEvent(EventKind::kAttackerDestroyed, a));
  ScorePoints(state, kPointsPerKill, events);
  ChangeMultiplier(state, +1, events);
  const Attacker gone = a;
  RemoveAttacker(state, index);
  Split(catalog, state, gone, events);
  CheckVictory(catalog, state, events);
  return true;
}

int DamageBase(BattleState& state, int amount, Events* events, bool check_defeat) {
  if (amount <= 0) return 0;
  const int dealt = std::min<int>(amount, state.base_health);
  state.base_health = static_cast<std::int16_t>(state.base_health - dealt);
  Event e;
  e.kind = EventKind::kBaseDamaged;
  e.amount = dealt;
  e.amount2 = state.base_health;
  Emit(events, e);
  if (check_defeat) CheckDefeat(state, events);
  return dealt;
}

int RepairBase(BattleState& state, int amount, Events* events) {
  const int restored =
      std::clamp(state.base_max_health - state.base_health, 0, std::max(amount, 0));
  if (restored == 0) return 0;
  state.base_health = static_cast<std::int16_t>(state.base_health + restored);
  Event e;
  e.kind = EventKind::kBaseRepaired;
  e.amount = restored;
  e.amount2 = state.base_health;
  Emit(events, e);
  return restored;
}

void SetShield(BattleState& state, Quadrant quadrant, ShieldState to, Events* events) {
  ShieldState& shield = state.shields[static_cast<int>(quadrant)];
  if (shield == to) return;
  const ShieldState from = shield;
  shield = to;
  Event e;
  e.quadrant = static_cast<std::int8_t>(quadrant);
  if (to == ShieldState::kDown) {
    e.kind = EventKind::kShieldDown;
  } else if (to == ShieldState::kOvercharged) {
    e.kind = EventKind::kShieldOvercharged;
  } else if (from == ShieldState::kDown) {
    e.kind = EventKind::kShieldRestored;
  } else {
    e.kind = EventKind::kOverchargeSpent;
  }
  Emit(events, e);
}

bool RepairShield(BattleState& state, Events* events) {
  for (int q = 0; q < kQuadrantCount; ++q) {
    if (state.shields[q] == ShieldState::kDown) {
      SetShield(state, static_cast<Quadrant>(q), ShieldState::kUp, events);
      return true;
    }
  }
  for (int q = 0; q < kQuadrantCount; ++q) {
    if (state.shields[q] == ShieldState::kUp) {
      SetShield(state, static_cast<Quadrant>(q), ShieldState::kOvercharged, events);
      return true;
    }
  }
  return false;
}

bool CheckVictoryNow(const Catalog& catalog, BattleState& state, Events* events) {
  if (state.phase == Phase::kVictory) return true;
  if (state.phase != Phase::kPlayer) return false;
  if (state.attacker_count != 0 || !QueueEmpty(catalog, state)) return false;
  state.phase = Phase::kVictory;
  if (state.final_score_awarded) return true;
  cards::OnVictory(catalog, state, events);
  const MissionDef& mission = catalog.missions[state.mission];
  int shields_up = 0;
  for (const ShieldState s : state.shields) shields_up += s != ShieldState::kDown;
  int objectives_intact = 0;
  for (const std::uint8_t flags : state.cell_flags) {
    objectives_intact += (flags & kCellObjective) && !(flags & kCellObjectiveLost);
  }
  const int bonus = kVictoryPointsPerBaseHealth * state.base_health +
                    kVictoryPointsPerShield * shields_up +
                    kVictoryPointsPerTurnUnderPar * std::max(0, state.par - state.turn) +
                    mission.objective_bonus * objectives_intact;
  state.score += bonus;
  state.final_score_awarded = true;
  Event final_score;
  final_score.kind = EventKind::kFinalScore;
  final_score.amount = bonus;
  final_score.amount2 = state.score;
  Emit(events, final_score);
  Event victory;
  victory.kind = EventKind::kVictory;
  victory.amount = state.score;
  Emit(events, victory);
  return true;
}

bool CheckDefeat(BattleState& state, Events* events) {
  if (state.phase == Phase::kDefeat) return true;
  if (state.phase != Phase::kPlayer || state.base_health > 0) return false;
  state.phase = Phase::kDefeat;
  Event e;
  e.kind = EventKind::kDefeat;
  e.amount = state.score;
  Emit(events, e);
  return true;
}

}  // namespace bc::siege
