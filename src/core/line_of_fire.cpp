#include "core/line_of_fire.h"

namespace bc::siege {

bool AnyBarricade(const BattleState& state) {
  for (const BarricadeKind b : state.barricades) {
    if (b != BarricadeKind::kNone) return true;
  }
  return false;
}

Cell DirectFireBlocker(const Catalog& catalog, const BattleState& state, const Routing* routing,
                       Cell target) {
  if (target < 0 || target >= kCellCount) return kNoCell;
  const int index = state.attacker_at[target];
  if (index < 0 || catalog.enemies[state.attackers[index].type].IsAircraft()) return kNoCell;
  if (routing != nullptr) return FireBlocker(state, *routing, target);
  if (!AnyBarricade(state)) return kNoCell;
  return FireBlocker(state, target);
}

std::string BlockedFireReason(Cell blocker, Cell target) {
  return "the barricade at " + CellName(blocker) + " blocks the line of fire to " + CellName(target);
}

}  // namespace bc::siege
