#include "core/player_actions.h"

#include <bit>

#include "basecommand/routing.h"
#include "core/line_of_fire.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc::siege {

namespace {

bool OnBoardCell(Cell c) { return c >= 0 && c < kCellCount; }

const char* TerrainUnavailable(const BattleState& state) {
  if (!state.terrain_works) return "terrain works are not available in this battle";
  if (state.terrain_actions_left < 1) return "the terrain action of this turn is already used";
  return nullptr;
}

Event CellEvent(EventKind kind, Cell cell) {
  Event e;
  e.kind = kind;
  e.cell = cell;
  return e;
}

}  // namespace

int PlayerBarricadeCount(const BattleState& state) {
  return CountCells(state.masks.player_built);
}

BuildProblem CheckBuildCell(const BattleState& state, Cell cell, std::uint64_t pending_mask) {
  if (!OnBoardCell(cell)) return BuildProblem::kOffBoard;
  const std::uint8_t flags = state.cell_flags[cell];
  if (flags & kCellBase) return BuildProblem::kBase;
  if (flags & kCellBlocked) return BuildProblem::kBlocked;
  if (flags & kCellObjective) return BuildProblem::kObjective;
  if (flags & kCellDeployment) return BuildProblem::kDeployment;
  if (flags & kCellReinforcement) return BuildProblem::kReinforcement;
  if (state.attacker_at[cell] >= 0) return BuildProblem::kAttacker;
  if (state.barricades[cell] != BarricadeKind::kNone) return BuildProblem::kBarricade;
  if ((pending_mask >> cell) & 1u) return BuildProblem::kPendingSpawn;
  if ((state.masks.trapped >> cell) & 1u) return BuildProblem::kTrap;
  return BuildProblem::kNone;
}

std::string CheckFire(const Catalog& catalog, const BattleState& state, Cell target) {
  if (!OnBoardCell(target)) return "the cannon needs a target cell on the board";
  if (state.cannon_charge < 1 || CannonPower(catalog, state) <= 0) {
    return "the cannon is not charged (it gains one charge step at each end of turn)";
  }
  if (state.attacker_at[target] < 0)
    return "there is no attacker on " + CellName(target) + " to fire at";
  const WeaponDef& weapon = catalog.weapons[state.weapon];
  const int range = RangeOf(target);
  if (range < weapon.min_range || range > weapon.max_range) {
    return CellName(target) + " is at range " + std::to_string(range) + "; the " + weapon.name +
           " reaches range " + std::to_string(weapon.min_range) + " to " +
           std::to_string(weapon.max_range);
  }
  if (const Cell blocker = DirectFireBlocker(catalog, state, nullptr, target); blocker != kNoCell) {
    return BlockedFireReason(blocker, target);
  }
  return "";
}

std::string CheckBuild(const BattleState& state, Cell cell) {
  if (const char* why = TerrainUnavailable(state)) return why;
  const std::string name = CellName(cell);
  switch (CheckBuildCell(state, cell, PendingMask(state))) {
    case BuildProblem::kNone:
      break;
    case BuildProblem::kOffBoard:
      return "a barricade needs a cell on the board";
    case BuildProblem::kBase:
      return "cannot build on " + name + ": it is part of the base";
    case BuildProblem::kBlocked:
      return "cannot build on " + name + ": it is blocked rock";
    case BuildProblem::kObjective:
      return "cannot build on " + name + ": it is an objective";
    case BuildProblem::kDeployment:
      return "cannot build on " + name + ": it is a deployment cell";
    case BuildProblem::kReinforcement:
      return "cannot build on " + name + ": it is a reinforcement cell";
    case BuildProblem::kAttacker:
      return "cannot build on " + name + ": an attacker stands there";
    case BuildProblem::kBarricade:
      return "cannot build on " + name + ": it already holds a barricade";
    case BuildProblem::kPendingSpawn:
      return "cannot build on " + name + ": an attacker is due to land there";
    case BuildProblem::kTrap:
      return "cannot build on " + name + ": a demolition charge lies there";
  }
  if (PlayerBarricadeCount(state) >= kMaxPlayerBarricades) {
    return "3 player-built barricades already stand, the most allowed at once";
  }
  return "";
}

std::string CheckDemolish(const BattleState& state, Cell cell) {
  if (const char* why = TerrainUnavailable(state)) return why;
  if (!OnBoardCell(cell)) return "demolishing needs a cell on the board";
  if (state.barricades[cell] == BarricadeKind::kNone) {
    return "there is no barricade on " + CellName(cell) + " to demolish";
  }
  if (state.barricades[cell] == BarricadeKind::kIndestructible) {
    return "the barricade on " + CellName(cell) + " is indestructible";
  }
  return "";
}

void ApplyFire(const Catalog& catalog, BattleState& state, Cell target, Events* events) {
  const int power = CannonPower(catalog, state);
  const WeaponDef& weapon = catalog.weapons[state.weapon];
  state.cannon_charge = 0;
  state.cannon_multiplier = 1;
  const int index = state.attacker_at[target];
  const Attacker& a = state.attackers[index];
  Event fired = CellEvent(EventKind::kCannonFired, target);
  fired.uid = a.uid;
  fired.enemy = a.type;
  fired.hidden = a.concealed;
  fired.amount = power;
  Emit(events, fired);
  DamageAttacker(catalog, state, index, power, false, events);
  if (weapon.splash <= 0) return;
  for (int dir = 0; dir < kDirectionCount && IsRunning(state); ++dir) {
    const Cell n = Neighbour(target, dir);
    if (n == kNoCell || state.attacker_at[n] < 0) continue;
    DamageAttacker(catalog, state, state.attacker_at[n], weapon.splash, false, events);
  }
}

void ApplyBuild(BattleState& state, Cell cell, Events* events) {
  SetBarricade(state, cell, BarricadeKind::kPlayer);
  state.terrain_actions_left = static_cast<std::int8_t>(state.terrain_actions_left - 1);
  Emit(events, CellEvent(EventKind::kBarricadeBuilt, cell));
}

void ApplyDemolish(BattleState& state, Cell cell, Events* events) {
  SetBarricade(state, cell, BarricadeKind::kNone);
  state.terrain_actions_left = static_cast<std::int8_t>(state.terrain_actions_left - 1);
  Emit(events, CellEvent(EventKind::kBarricadeDemolished, cell));
}

}  // namespace bc::siege
