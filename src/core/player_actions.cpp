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
  if (!state.terrain_works) return NPhrase("terrain works are not available in this battle");
  if (state.terrain_actions_left < 1) return NPhrase("the terrain action of this turn is already used");
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
  return CountCells(state.masks.player_built & BarricadesIn(state, kEveryCell));
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
  if (BarricadeAt(state, cell) != BarricadeKind::kNone) return BuildProblem::kBarricade;
  if ((pending_mask >> cell) & 1u) return BuildProblem::kPendingSpawn;
  if ((state.masks.trapped >> cell) & 1u) return BuildProblem::kTrap;
  if ((state.masks.posted >> cell) & 1u) return BuildProblem::kPost;
  return BuildProblem::kNone;
}

std::string CheckFire(const Catalog& catalog, const BattleState& state, Cell target, const RulesText& t) {
  if (!OnBoardCell(target)) return t.Phrase("the cannon needs a target cell on the board");
  if (state.cannon_charge < 1 || CannonPower(catalog, state) <= 0) {
    return t.Phrase("the cannon is not charged (it gains one charge step at each end of turn)");
  }
  if (state.attacker_at[target] < 0)
    return FillPlaces(t.Phrase("there is no attacker on {0} to fire at"), {CellName(target)});
  const WeaponDef& weapon = catalog.weapons[state.weapon];
  const int range = RangeOf(target);
  if (range < weapon.min_range || range > weapon.max_range) {
    // TRANSLATORS: {0} the target's cell, {1} its range, {2} the base weapon's name, {3} and {4} the weapon's least and
    // greatest range.
    return FillPlaces(t.Phrase("{0} is at range {1}; the {2} reaches range {3} to {4}"),
                      {CellName(target), std::to_string(range), weapon.name, std::to_string(weapon.min_range),
                       std::to_string(weapon.max_range)});
  }
  if (const Cell blocker = DirectFireBlocker(catalog, state, nullptr, target); blocker != kNoCell) {
    return BlockedFireReason(blocker, target, t);
  }
  return "";
}

std::string CheckBuild(const BattleState& state, Cell cell, const RulesText& t) {
  if (const char* why = TerrainUnavailable(state)) return t.Phrase(why);
  const std::string name = CellName(cell);
  switch (CheckBuildCell(state, cell, PendingMask(state))) {
    case BuildProblem::kNone:
      break;
    case BuildProblem::kOffBoard:
      return t.Phrase("a barricade needs a cell on the board");
    case BuildProblem::kBase:
      return FillPlaces(t.Phrase("cannot build on {0}: it is part of the base"), {name});
    case BuildProblem::kBlocked:
      return FillPlaces(t.Phrase("cannot build on {0}: it is blocked rock"), {name});
    case BuildProblem::kObjective:
      return FillPlaces(t.Phrase("cannot build on {0}: it is an objective"), {name});
    case BuildProblem::kDeployment:
      return FillPlaces(t.Phrase("cannot build on {0}: it is a deployment cell"), {name});
    case BuildProblem::kReinforcement:
      return FillPlaces(t.Phrase("cannot build on {0}: it is a reinforcement cell"), {name});
    case BuildProblem::kAttacker:
      return FillPlaces(t.Phrase("cannot build on {0}: an attacker stands there"), {name});
    case BuildProblem::kBarricade:
      return FillPlaces(t.Phrase("cannot build on {0}: it already holds a barricade"), {name});
    case BuildProblem::kPendingSpawn:
      return FillPlaces(t.Phrase("cannot build on {0}: an attacker is due to land there"), {name});
    case BuildProblem::kTrap:
      return FillPlaces(t.Phrase("cannot build on {0}: a demolition charge lies there"), {name});
    case BuildProblem::kPost:
      return FillPlaces(t.Phrase("cannot build on {0}: a unit holds a post there"), {name});
  }
  if (PlayerBarricadeCount(state) >= kMaxPlayerBarricades) {
    return FillPlaces(t.PhraseN("{0} player-built barricade already stands, the most allowed at once",
                                "{0} player-built barricades already stand, the most allowed at once", kMaxPlayerBarricades),
                      {std::to_string(kMaxPlayerBarricades)});
  }
  return "";
}

std::string CheckDemolish(const BattleState& state, Cell cell, const RulesText& t) {
  if (const char* why = TerrainUnavailable(state)) return t.Phrase(why);
  if (!OnBoardCell(cell)) return t.Phrase("demolishing needs a cell on the board");
  const BarricadeKind standing = BarricadeAt(state, cell);
  if (standing == BarricadeKind::kNone) {
    return FillPlaces(t.Phrase("there is no barricade on {0} to demolish"), {CellName(cell)});
  }
  if (standing == BarricadeKind::kIndestructible) {
    return FillPlaces(t.Phrase("the barricade on {0} is indestructible"), {CellName(cell)});
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
