#include "core/enemy_phase.h"

#include <algorithm>
#include <bit>

#include "core/card_hooks.h"
#include "core/hero.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc::siege {

namespace {

Event StatusEvent(EventKind kind, StatusKind status, int amount) {
  Event e;
  e.kind = kind;
  e.status = status;
  e.amount = amount;
  return e;
}

// Step 1: poison deals its damage, then counts down; cleared at 0.
// `at` holds each one's index when the order was made (tried before the search by uid).
void TickStatuses(const Catalog& catalog, BattleState& state,
                  const std::array<std::uint16_t, kMaxAttackers>& order,
                  const std::array<std::int8_t, kMaxAttackers>& at, int count, Events* events) {
  for (int k = 0; k < count && IsRunning(state); ++k) {
    const int index = FindAttackerByUid(state, order[k], at[k]);
    if (index < 0) continue;
    Attacker& a = state.attackers[index];
    if (a.poison_turns <= 0 || a.poison <= 0) continue;
    const int damage = a.poison;
    a.poison_turns = static_cast<std::int8_t>(a.poison_turns - 1);
    const bool expired = a.poison_turns == 0;
    if (expired) a.poison = 0;
    Event tick = AttackerEvent(EventKind::kStatusTicked, a);
    tick.status = StatusKind::kPoison;
    tick.amount = damage;
    tick.amount2 = a.poison_turns;
    Emit(events, tick);
    const Event expiry = [&] {
      Event e = AttackerEvent(EventKind::kStatusExpired, a);
      e.status = StatusKind::kPoison;
      return e;
    }();
    const bool destroyed = DamageAttacker(catalog, state, index, damage, true, events);
    if (expired && !destroyed) Emit(events, expiry);
  }
}

// A step into a base cell: the quadrant's shield blocks (and deals 1, or 2 when
// overcharged) or the breach damage reaches base health; then the attacker is consumed.
void Breach(const Catalog& catalog, BattleState& state, int index, Cell base_cell, Events* events) {
  const Attacker attacker = state.attackers[index];
  const Quadrant quadrant = QuadrantOf(base_cell);
  const int q = static_cast<int>(quadrant);
  Event breach = AttackerEvent(EventKind::kBreached, attacker);
  breach.cell2 = base_cell;
  breach.quadrant = static_cast<std::int8_t>(q);
  Emit(events, breach);

  const ShieldState shield = state.shields[q];
  if (shield != ShieldState::kDown) {
    const int damage = shield == ShieldState::kOvercharged ? kOverchargedBlockDamage : kShieldBlockDamage;
    Event blocked = AttackerEvent(EventKind::kShieldBlocked, attacker);
    blocked.quadrant = static_cast<std::int8_t>(q);
    blocked.amount = damage;
    Emit(events, blocked);
    // The shield goes down before the damage, so that a victory bonus never counts it.
    if (shield == ShieldState::kUp) SetShield(state, quadrant, ShieldState::kDown, events);
    if (DamageAttacker(catalog, state, index, damage, false, events)) return;
    Emit(events, AttackerEvent(EventKind::kAttackerRemoved, state.attackers[index]));
    RemoveAttacker(state, index);
    CheckVictory(catalog, state, events);
    return;
  }
  DamageBase(state, catalog.enemies[attacker.type].breach_damage, events, false);
  Emit(events, AttackerEvent(EventKind::kAttackerRemoved, attacker));
  RemoveAttacker(state, index);
  if (!CheckDefeat(state, events)) CheckVictory(catalog, state, events);
}

// A ground attacker whose next path cell holds a barricade: a destructible one is
// destroyed, the attacker takes 2 damage and stays, unless it is a crusher (`crush`: it
// then steps through, which the caller does). Returns true if it was destroyed.
bool Bash(const Catalog& catalog, BattleState& state, int index, Cell barricade, bool crush, Events* events) {
  Event bash = AttackerEvent(EventKind::kBashed, state.attackers[index]);
  bash.cell2 = barricade;
  bash.amount = kBashDamage;
  bash.amount2 = crush ? 1 : 0;
  Emit(events, bash);
  if (BarricadeAt(state, barricade) != BarricadeKind::kIndestructible) {
    SetBarricade(state, barricade, BarricadeKind::kNone);
    Event destroyed;
    destroyed.kind = EventKind::kBarricadeDestroyed;
    destroyed.cell = barricade;
    Emit(events, destroyed);
  }
  return DamageAttacker(catalog, state, index, kBashDamage, false, events);
}

// Krab replication: a copy on the free neighbour (not base, not blocked, no attacker,
// no barricade) with the largest routing distance, ties in direction order.
void Replicate(const Catalog& catalog, BattleState& state, const Routing& routing, int index,
               Events* events) {
  const Attacker& parent = state.attackers[index];
  const ReplicateDef& rule = catalog.enemies[parent.type].replicate;
  if (!rule.enabled || rule.interval <= 0 || parent.copies_made >= rule.max_copies) return;
  if (parent.activations % rule.interval != 0) return;
  const Cell best = FreeNeighbour(state, routing, parent.cell, true);
  if (best == kNoCell || state.attacker_count >= kMaxAttackers) return;
  Event e = AttackerEvent(EventKind::kReplicated, parent);
  e.cell2 = best;
  e.amount = state.next_uid;
  Emit(events, e);
  state.attackers[index].copies_made++;
  PlaceAttacker(catalog, state, rule.into, best, events);
}

// Medic: repairs the most damaged attacker next to it (most HP missing, ties in
// direction order) by up to its mend amount.
void Mend(const Catalog& catalog, BattleState& state, int index, Events* events) {
  const Attacker& medic = state.attackers[index];
  const int amount = catalog.enemies[medic.type].mend.amount;
  if (amount <= 0) return;
  int patient = -1;
  int most_missing = 0;
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell n = Neighbour(medic.cell, dir);
    if (n == kNoCell || state.attacker_at[n] < 0) continue;
    const Attacker& other = state.attackers[state.attacker_at[n]];
    const int missing = other.max_hp - other.hp;
    if (missing > most_missing) {
      patient = state.attacker_at[n];
      most_missing = missing;
    }
  }
  if (patient < 0) return;
  Attacker& p = state.attackers[patient];
  const int restored = std::min(amount, most_missing);
  p.hp = static_cast<std::int16_t>(p.hp + restored);
  Event e = AttackerEvent(EventKind::kMended, medic);
  e.cell2 = p.cell;
  e.amount = restored;
  e.amount2 = p.uid;
  Emit(events, e);
}

// Carrier: the first activation that ends at its drop range or nearer drops its walker
// on the free neighbour nearest the base (smallest routing distance, direction order).
void Drop(const Catalog& catalog, BattleState& state, const Routing& routing, int index,
          Events* events) {
  const Attacker& carrier = state.attackers[index];
  const DropDef& rule = catalog.enemies[carrier.type].drop;
  if (!rule.enabled || carrier.copies_made > 0 || RangeOf(carrier.cell) > rule.range) return;
  const Cell cell = FreeNeighbour(state, routing, carrier.cell, false);
  if (cell == kNoCell || state.attacker_count >= kMaxAttackers) return;
  state.attackers[index].copies_made = 1;
  PlaceAttackerFrom(catalog, state, EventKind::kDropped, rule.into, cell, carrier.uid, events);
}

// The cell a quarter turn clockwise around the base centre: (col, row) -> (7 - row,
// col). Same range, next sector (N -> E -> S -> W).
Cell QuarterTurn(Cell c) { return MakeCell(kBoardSize - 1 - Row(c), Col(c)); }

// Sector changer: on every interval-th activation it circles to the quarter-turn cell
// when that cell is free for it (not blocked, reachable, no attacker, no barricade for
// a ground attacker); otherwise it steps as usual. Returns true if it shifted.
bool Shift(const Catalog& catalog, BattleState& state, const Routing& routing, int index,
           Events* events) {
  const Attacker& a = state.attackers[index];
  const EnemyDef& def = catalog.enemies[a.type];
  if (def.shift.interval <= 0 || a.activations % def.shift.interval != 0) return false;
  const Cell to = QuarterTurn(a.cell);
  if (IsBaseCell(to) || routing.distance[to] == kUnreachable || state.attacker_at[to] >= 0) return false;
  if (!def.IsAircraft() && BarricadeAt(state, to) != BarricadeKind::kNone) return false;
  if (!def.IsAircraft() && ((state.masks.posted >> to) & 1u) != 0) return false;  // a post holds it
  Event e = AttackerEvent(EventKind::kSectorShifted, a);
  e.cell2 = to;
  const Path path = PathFrom(routing, to);
  e.quadrant = path.length > 0 ? static_cast<std::int8_t>(QuadrantOf(path.cells[path.length - 1])) : -1;
  Emit(events, e);
  SetAttackerAt(state, a.cell, -1);
  state.attackers[index].cell = to;
  SetAttackerAt(state, to, static_cast<std::int8_t>(index));
  MarkObjectiveLost(state, to, events);
  return true;
}

// Trap-layer: on every interval-th activation (counted as replication counts them) that
// took it off the cell it began on, it leaves a demolition charge there, unless a charge
// lies there already or kMaxTraps lie on the board.
void LayTrap(const Catalog& catalog, BattleState& state, int index, Cell left, Events* events) {
  const Attacker& a = state.attackers[index];
  const LayDef& rule = catalog.enemies[a.type].lay;
  if (rule.interval <= 0 || a.activations % rule.interval != 0) return;
  if (left == kNoCell || a.cell == left || state.trap_count >= kMaxTraps) return;
  if (((state.masks.trapped | state.masks.posted) >> left) & 1u) return;  // (an aircraft over a post)
  Trap trap;
  trap.cell = left;
  trap.fuse = static_cast<std::int8_t>(rule.fuse);
  trap.layer = a.uid;
  AddTrap(state, trap);
  Event e = AttackerEvent(EventKind::kTrapLaid, a);
  e.cell = left;
  e.amount = rule.fuse;
  Emit(events, e);
}

// One attacker's activation: skip if incapacitated, else a sector shift when due, else
// up to `steps` steps along the path, stopping at a breach, a bash (a crusher's bash is
// part of its step), a wait or a post; then replication, mending and a carrier's drop.
// kPosts: a post stood when the phase began (none is taken during one), so that a battle
// without posts asks nothing about them.
template <bool kPosts>
void Activate(const Catalog& catalog, BattleState& state, const Routing& routing, std::uint16_t uid,
              int hint, std::uint64_t& fired, Events* events) {
  int index = FindAttackerByUid(state, uid, hint);
  if (index < 0) return;
  Attacker& a = state.attackers[index];
  if (a.incapacitated > 0) {
    a.incapacitated = static_cast<std::int8_t>(a.incapacitated - 1);
    Event skip = AttackerEvent(EventKind::kIncapacitatedSkip, a);
    skip.amount = a.incapacitated;
    Emit(events, skip);
    if (a.incapacitated == 0) {
      Event expired = AttackerEvent(EventKind::kStatusExpired, a);
      expired.status = StatusKind::kIncapacitated;
      Emit(events, expired);
    }
    return;
  }
  const EnemyDef& def = catalog.enemies[a.type];
  const Cell began = a.cell;
  a.activations++;
  int steps = std::max(1, def.steps);
  if (def.IsHero()) steps = UseHeroAbility(catalog, state, routing, index, steps, events);
  if (steps > 0 && def.shift.interval > 0 && Shift(catalog, state, routing, index, events)) {
    steps = 0;
    if (state.attackers[index].concealed) RevealIfSeen(catalog, state, index, events);
    if (state.cards.armed_count > 0 && cards::OnAttackerEntered(catalog, state, uid, fired, events, index)) {
      index = FindAttackerByUid(state, uid, index);
      if (index < 0) return;
    }
  }
  if (!IsRunning(state)) return;
  // A post hunter with a post in reach goes for it instead of the base.
  Cell prey = kNoCell;
  if constexpr (kPosts) {
    if (def.Hunts() && steps > 0) prey = HuntPrey(catalog, state, routing, state.attackers[index]);
  }
  for (int s = 0; s < steps; ++s) {
    const Cell from = state.attackers[index].cell;
    const Cell next = kPosts && prey != kNoCell ? HuntStep(routing, from, prey)
                                                : NextCellOf(catalog, state, routing, state.attackers[index], from);
    if (next != kNoCell && IsBaseCell(next)) {
      Breach(catalog, state, index, next, events);
      return;
    }
    if (next == kNoCell || state.attacker_at[next] >= 0) {
      Event wait = AttackerEvent(EventKind::kWaited, state.attackers[index]);
      wait.cell2 = next;
      Emit(events, wait);
      break;
    }
    // A post holds ground: a ground attacker engages it instead of stepping, and its
    // activation ends there (aircraft fly over).
    if (kPosts && ((state.masks.posted >> next) & 1u) != 0 && !def.IsAircraft()) {
      if (cards::DefendPost(catalog, state, index, next, events)) return;
      index = FindAttackerByUid(state, uid, index);
      if (index < 0 || !IsRunning(state)) return;
      break;
    }
    if (!def.IsAircraft() && BarricadeAt(state, next) != BarricadeKind::kNone) {
      // A crusher tears a destructible barricade down and steps through in the same step.
      const bool crush = def.Crushes() && BarricadeAt(state, next) != BarricadeKind::kIndestructible;
      if (Bash(catalog, state, index, next, crush, events)) return;
      if (!crush) break;
    }
    MoveAttacker(state, index, next, events);
    // Seen first (range 1, a watchman's sight), then the fieldworks react. (Neither is
    // asked when there is nothing to see or no fieldwork armed.)
    if (state.attackers[index].concealed) RevealIfSeen(catalog, state, index, events);
    // Reacting fieldworks: a mine under it ends its activation, a sentry's overwatch
    // may destroy it.
    if (state.cards.armed_count > 0 && cards::OnAttackerEntered(catalog, state, uid, fired, events, index)) {
      index = FindAttackerByUid(state, uid, index);
      if (index < 0) return;
      break;
    }
    if (!IsRunning(state)) return;
  }
  if (!IsRunning(state)) return;
  // What some types do after their steps (most do none of it, and are asked once here).
  if (def.lay.interval > 0) LayTrap(catalog, state, index, began, events);
  if (def.replicate.enabled) {
    Replicate(catalog, state, routing, index, events);
    index = FindAttackerByUid(state, uid, index);
    if (index < 0) return;
  }
  if (def.mend.amount > 0) Mend(catalog, state, index, events);
  if (def.drop.enabled) Drop(catalog, state, routing, index, events);
}

// The turn tick's countdown: every charge but those laid this phase (the first `old`), in
// laying order, loses one; one at 0
// detonates, destroying the destructible barricades and the armed fieldworks on its cell
// and its eight neighbours (cell first, then direction order) and hurting the posted units
// there, and leaves the board.
void CountDownTraps(const Catalog& catalog, BattleState& state, int old, Events* events) {
  for (int i = 0; i < old && i < state.trap_count;) {
    Trap& trap = state.traps[i];
    trap.fuse = static_cast<std::int8_t>(trap.fuse - 1);
    if (trap.fuse > 0) {
      ++i;
      continue;
    }
    const Cell centre = trap.cell;
    Events blasts;
    int barricades = 0;
    int fieldworks = 0;
    for (int dir = -1; dir < kDirectionCount; ++dir) {
      const Cell c = dir < 0 ? centre : Neighbour(centre, dir);
      if (c == kNoCell) continue;
      const BarricadeKind standing = BarricadeAt(state, c);
      if (standing == BarricadeKind::kPlayer || standing == BarricadeKind::kMission) {
        SetBarricade(state, c, BarricadeKind::kNone);
        Event destroyed;
        destroyed.kind = EventKind::kBarricadeDestroyed;
        destroyed.cell = c;
        blasts.push_back(destroyed);
        ++barricades;
      }
      if (cards::DestroyFieldworkAt(state, c, &blasts)) ++fieldworks;
      if (((state.masks.posted >> c) & 1u) != 0) cards::BlastPost(catalog, state, c, &blasts);
    }
    Event e;
    e.kind = EventKind::kTrapDetonated;
    e.cell = centre;
    e.uid = 0;
    e.amount = barricades;
    e.amount2 = fieldworks;
    Emit(events, e);
    for (const Event& b : blasts) Emit(events, b);
    RemoveTrap(state, i);
    --old;
  }
}

}  // namespace

int ActivationOrder(const BattleState& state, const Routing& routing,
                    std::array<std::uint16_t, kMaxAttackers>& order,
                    std::array<std::int8_t, kMaxAttackers>* indices) {
  const int count = state.attacker_count;
  // Each attacker stands on a cell of its own, so distance then cell orders them all: the
  // occupied cells put in one mask per distance, each mask read in cell order. (Distances
  // past the buckets, on a board walled into long detours, take the sort below.)
  constexpr int kBuckets = 16;
  std::array<std::uint64_t, kBuckets> by_distance{};
  bool bucketed = true;
  int cells = 0;
  for (std::uint64_t m = state.masks.occupied; m != 0; m &= m - 1, ++cells) {
    const int cell = std::countr_zero(m);
    const int d = routing.distance[cell];
    if (d >= kBuckets) {
      bucketed = false;
      break;
    }
    by_distance[d] |= std::uint64_t{1} << cell;
  }
  if (bucketed && cells == count) {
    int k = 0;
    for (const std::uint64_t bucket : by_distance) {
      for (std::uint64_t m = bucket; m != 0; m &= m - 1) {
        const std::int8_t index = state.attacker_at[std::countr_zero(m)];
        order[k] = state.attackers[index].uid;
        if (indices != nullptr) (*indices)[k] = index;
        ++k;
      }
    }
    return count;
  }
  // Key: distance, then cell; both fit a byte, so one integer sorts them.
  std::array<std::uint32_t, kMaxAttackers> keys;  // [0, count) written before read
  for (int i = 0; i < count; ++i) {
    const Attacker& a = state.attackers[i];
    keys[i] = (static_cast<std::uint32_t>(routing.distance[a.cell]) << 24) |
              (static_cast<std::uint32_t>(a.cell) << 16) | a.uid;
  }
  // Insertion sort: a handful of keys, mostly in order already.
  for (int i = 1; i < count; ++i) {
    const std::uint32_t key = keys[i];
    int j = i;
    for (; j > 0 && keys[j - 1] > key; --j) keys[j] = keys[j - 1];
    keys[j] = key;
  }
  for (int i = 0; i < count; ++i) order[i] = static_cast<std::uint16_t>(keys[i] & 0xFFFFu);
  if (indices != nullptr) {
    for (int i = 0; i < count; ++i) (*indices)[i] = state.attacker_at[(keys[i] >> 16) & 0xFFu];
  }
  return count;
}

namespace {

// The end of turn up to the next turn's start: statuses, activations, landings and the
// turn tick, the turn counted. False when the battle was won or lost on the way (and
// the rest was not played).
bool EnemyPhaseAndTick(const Catalog& catalog, BattleState& state, Events* events) {
  Event phase = StatusEvent(EventKind::kEnemyPhaseStarted, StatusKind::kNone, state.turn);
  Emit(events, phase);
  RoutingScratch scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  std::array<std::uint16_t, kMaxAttackers> order;  // [0, count) written before read
  std::uint64_t fired = 0;  // cells of the armed fieldworks that went off this phase
  const int old_traps = state.trap_count;  // charges laid before this phase

  // 1. Enemy statuses tick (in activation order, which is worked out only when an
  // attacker is poisoned: nothing else ticks here).
  bool any_poisoned = false;
  for (int i = 0; i < state.attacker_count && !any_poisoned; ++i) {
    any_poisoned = state.attackers[i].poison_turns > 0 && state.attackers[i].poison > 0;
  }
  int count = 0;
  std::array<std::int8_t, kMaxAttackers> at;  // [0, count) written before read
  bool order_known = false;  // `order` and `at` still stand for the board
  if (any_poisoned) {
    count = ActivationOrder(state, routing, order, &at);
    const int attackers = state.attacker_count;
    const auto next_uid = state.next_uid;
    TickStatuses(catalog, state, order, at, count, events);
    // Poison only deals damage: when it destroyed no attacker (and so none split), no
    // attacker moved, left or arrived, and the order made for it is the activations'.
    order_known = state.attacker_count == attackers && state.next_uid == next_uid;
  }
  if (!IsRunning(state)) return false;

  // 2-3. Enemies activate unless frozen; breaches resolve as they step in.
  if (state.frozen_turns > 0) {
    state.frozen_turns = static_cast<std::int8_t>(state.frozen_turns - 1);
    Emit(events, StatusEvent(EventKind::kFrozen, StatusKind::kFrozen, state.frozen_turns));
    if (state.frozen_turns == 0) {
      Emit(events, StatusEvent(EventKind::kStatusExpired, StatusKind::kFrozen, 0));
    }
  } else {
    if (!order_known) count = ActivationOrder(state, routing, order, &at);
    if (state.masks.posted != 0) {
      for (int k = 0; k < count && IsRunning(state); ++k) {
        Activate<true>(catalog, state, routing, order[k], at[k], fired, events);
      }
    } else {
      for (int k = 0; k < count && IsRunning(state); ++k) {
        Activate<false>(catalog, state, routing, order[k], at[k], fired, events);
      }
    }
    if (!IsRunning(state)) return false;
  }

  // 4. Pending spawns land unless spawns are skipped.
  if (state.skip_spawns > 0) {
    state.skip_spawns = static_cast<std::int8_t>(state.skip_spawns - 1);
    Emit(events,
         StatusEvent(EventKind::kSpawnsSkipped, StatusKind::kSkipSpawns, state.skip_spawns));
    if (state.skip_spawns == 0) {
      Emit(events, StatusEvent(EventKind::kStatusExpired, StatusKind::kSkipSpawns, 0));
    }
  } else {
    LandPending(catalog, state, events);
  }

  // 5. The turn tick.
  const WeaponDef* weapon =
      state.weapon < catalog.weapons.size() ? &catalog.weapons[state.weapon] : nullptr;
  const int cap = weapon != nullptr ? static_cast<int>(weapon->power_steps.size()) : 0;
  // (Whether a jammer stands matters only while the cannon can still charge.)
  const bool jammed = state.cannon_charge < cap &&
                      std::any_of(state.attackers.begin(), state.attackers.begin() + state.attacker_count,
                                  [&](const Attacker& a) { return catalog.enemies[a.type].IsJammer(); });
  if (state.cannon_charge < cap && jammed) {
    Event held;
    held.kind = EventKind::kCannonJammed;
    held.amount = state.cannon_charge;
    Emit(events, held);
  } else if (state.cannon_charge < cap) {
    state.cannon_charge++;
    Event charged;
    charged.kind = EventKind::kCannonCharged;
    charged.amount = state.cannon_charge;
    charged.amount2 = weapon->power_steps[state.cannon_charge - 1];
    Emit(events, charged);
  }
  for (int q = 0; q < kQuadrantCount; ++q) {
    if (state.shields[q] == ShieldState::kOvercharged) {
      SetShield(state, static_cast<Quadrant>(q), ShieldState::kUp, events);
    }
  }
  state.terrain_actions_left = kTerrainActionsPerTurn;
  CountDownTraps(catalog, state, old_traps, events);
  cards::OnEndOfTurn(catalog, state, fired, events);
  state.turn++;
  return true;
}

}  // namespace

void EndTurn(const Catalog& catalog, BattleState& state, Events* events) {
  if (!EnemyPhaseAndTick(catalog, state, events)) return;
  Telegraph(catalog, state, state.turn + 1, events);
  Emit(events, StatusEvent(EventKind::kTurnStarted, StatusKind::kNone, state.turn));
  ChooseHeroAbilities(catalog, state, events);
  CheckVictory(catalog, state, events);
}

void EndTurnToValue(const Catalog& catalog, BattleState& state) {
  if (!EnemyPhaseAndTick(catalog, state, nullptr)) return;
  CheckVictory(catalog, state, nullptr);
}

}  // namespace bc::siege
