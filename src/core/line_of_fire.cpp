#include "core/line_of_fire.h"

namespace bc::siege {

bool AnyBarricade(const BattleState& state) { return state.masks.barricades != 0; }

Cell DirectFireBlocker(const Catalog& catalog, const BattleState& state, const Routing* routing,
                       Cell target) {
  if (target < 0 || target >= kCellCount) return kNoCell;
  const int index = state.attacker_at[target];
  if (index < 0 || catalog.enemies[state.attackers[index].type].IsAircraft()) return kNoCell;
  if (!AnyBarricade(state)) return kNoCell;
  if (routing != nullptr) return FireBlocker(state, *routing, target);
  RoutingScratch scratch;
  return FireBlocker(state, BattleRouting(catalog, state, scratch), target);
}

std::uint64_t ClearShotMask(const Catalog& catalog, const BattleState& state) {
  if (!AnyBarricade(state)) return state.masks.occupied;
  RoutingScratch scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  const std::uint64_t barricades = state.masks.barricades;
  std::uint64_t clear = 0;
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    // FireBlocker's test, on the line's mask.
    if ((routing.line[a.cell] & barricades) == 0 || catalog.enemies[a.type].IsAircraft()) {
      clear |= CellBit(a.cell);
    }
  }
  return clear;
}

std::string BlockedFireReason(Cell blocker, Cell target) {
  return "the barricade at " + CellName(blocker) + " blocks the line of fire to " + CellName(target);
}

}  // namespace bc::siege
