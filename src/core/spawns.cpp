#include "core/spawns.h"

#include <bit>

#include "core/siege_ops.h"

namespace bc::siege {

namespace {

// Picks one of the free cells (no attacker, no barricade, no pending landing) among
// `cells`, in cell order, with the battle RNG; a single candidate costs no roll.
// kNoCell if there is none.
Cell PickCell(BattleState& state, std::uint64_t cells, std::uint64_t pending) {
  std::uint64_t free = cells & ~state.masks.occupied & ~state.masks.posted & ~pending;
  free &= ~BarricadesIn(state, free);
  const int count = CountCells(free);
  if (count == 0) return kNoCell;
  if (count > 1) {
    for (std::uint32_t skip = state.rng.Below(static_cast<std::uint32_t>(count)); skip > 0; --skip) {
      free &= free - 1;
    }
  }
  return static_cast<Cell>(std::countr_zero(free));
}

// `pending` is PendingMask(state) (the spawn itself, still without a cell, not in it).
Cell ResolveCell(const Catalog& catalog, BattleState& state, const PendingSpawn& spawn,
                 std::uint64_t pending) {
  const SpawnDef& def = catalog.missions[state.mission].schedule[spawn.entry];
  if (def.cell != kNoCell) return def.cell;
  const BoardMasks& m = state.masks;
  const std::uint64_t cells = def.reinforcement ? m.reinforcement : m.deployment;
  Cell c = PickCell(state, cells & SectorMask(def.sector), pending);
  if (c == kNoCell) c = PickCell(state, m.deployment | m.reinforcement, pending);
  return c;
}

void EmitTelegraph(const Catalog& catalog, const BattleState& state, Events* events,
                   const PendingSpawn& spawn) {
  if (events == nullptr) return;  // (a playout keeps no events: no lane looked up)
  Event e;
  e.kind = EventKind::kSpawnTelegraphed;
  e.enemy = spawn.enemy;
  e.hidden = catalog.enemies[spawn.enemy].concealed;
  e.cell = spawn.cell;
  e.amount = SpawnLane(catalog, state, spawn);
  Emit(events, e);
}

}  // namespace

std::uint8_t SpawnLane(const Catalog& catalog, const BattleState& state, const PendingSpawn& spawn) {
  if (spawn.cell == kNoCell || state.mission >= catalog.missions.size()) return 0;
  const MissionDef& mission = catalog.missions[state.mission];
  const int entry_lane = spawn.entry < mission.schedule.size() ? mission.schedule[spawn.entry].lane : -1;
  return static_cast<std::uint8_t>(LaneFor(mission, catalog.enemies[spawn.enemy], spawn.cell, entry_lane) + 1);
}

std::uint64_t PendingMask(const BattleState& state) {
  std::uint64_t mask = 0;
  for (int i = 0; i < state.pending_count; ++i) {
    if (state.pending[i].cell != kNoCell) mask |= std::uint64_t{1} << state.pending[i].cell;
  }
  return mask;
}

void Telegraph(const Catalog& catalog, BattleState& state, int up_to_turn, Events* events) {
  // PendingMask(state) kept as the cells are resolved, instead of recomputed for each.
  std::uint64_t pending = PendingMask(state);
  for (int i = 0; i < state.pending_count; ++i) {
    PendingSpawn& spawn = state.pending[i];
    if (spawn.cell != kNoCell) continue;
    spawn.cell = ResolveCell(catalog, state, spawn, pending);
    if (spawn.cell != kNoCell) {
      pending |= CellBit(spawn.cell);
      EmitTelegraph(catalog, state, events, spawn);
    }
  }
  const auto& schedule = catalog.missions[state.mission].schedule;
  while (state.queue_pos < schedule.size() && state.pending_count < kMaxPendingSpawns &&
         schedule[state.queue_pos].turn <= up_to_turn) {
    PendingSpawn spawn;
    spawn.entry = state.queue_pos++;
    spawn.enemy = schedule[spawn.entry].enemy;
    spawn.cell = kNoCell;
    // Placed first with no cell so that it does not count against itself.
    state.pending[state.pending_count++] = spawn;
    if (catalog.enemies[spawn.enemy].concealed) ++state.contacts;
    PendingSpawn& placed = state.pending[state.pending_count - 1];
    placed.cell = ResolveCell(catalog, state, placed, pending);
    if (placed.cell != kNoCell) pending |= CellBit(placed.cell);
    EmitTelegraph(catalog, state, events, placed);
  }
}

void LandPending(const Catalog& catalog, BattleState& state, Events* events) {
  int kept = 0;
  for (int i = 0; i < state.pending_count; ++i) {
    const PendingSpawn spawn = state.pending[i];
    // (A ground attacker does not land on a barricade; the type is read only when one
    // stands there.)
    // (Nothing lands on an attacker or a post.)
    const bool free = spawn.cell != kNoCell && state.attacker_at[spawn.cell] < 0 &&
                      ((state.masks.posted >> spawn.cell) & 1u) == 0 &&
                      !(BarricadeAt(state, spawn.cell) != BarricadeKind::kNone &&
                        !catalog.enemies[spawn.enemy].IsAircraft()) &&
                      state.attacker_count < kMaxAttackers;
    const auto emit = [&](EventKind kind, std::int32_t amount) {
      Event e;
      e.kind = kind;
      e.enemy = spawn.enemy;
      e.cell = spawn.cell;
      e.hidden = catalog.enemies[spawn.enemy].concealed;
      if (kind == EventKind::kSpawned) e.uid = state.next_uid;
      e.amount = amount;
      events->push_back(e);
    };
    if (!free) {
      if (events != nullptr) emit(EventKind::kSpawnDelayed, 0);
      state.pending[kept++] = spawn;
      continue;
    }
    if (catalog.enemies[spawn.enemy].concealed) --state.contacts;  // (PlaceAttacker counts it again)
    const std::uint8_t lane = SpawnLane(catalog, state, spawn);
    if (events != nullptr) emit(EventKind::kSpawned, lane);
    const int index = PlaceAttacker(catalog, state, spawn.enemy, spawn.cell, events);
    if (index >= 0) state.attackers[index].lane = lane;
  }
  for (int i = kept; i < state.pending_count; ++i) state.pending[i] = PendingSpawn{};
  state.pending_count = static_cast<std::uint8_t>(kept);
}

}  // namespace bc::siege
