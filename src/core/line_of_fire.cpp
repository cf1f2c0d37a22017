#include "core/line_of_fire.h"

#include <bit>

namespace bc::siege {

Cell DirectFireBlocker(const Catalog& catalog, const BattleState& state, const Routing* routing,
                       Cell target) {
  if (target < 0 || target >= kCellCount) return kNoCell;
  const int index = state.attacker_at[target];
  if (index < 0 || catalog.enemies[state.attackers[index].type].IsAircraft()) return kNoCell;
  if (NoBarricadeToRead(state)) return kNoCell;
  if (routing != nullptr) return FireBlocker(state, *routing, target);
  RoutingScratch scratch;
  return FireBlocker(state, BattleRouting(catalog, state, scratch), target);
}

std::uint64_t ClearShotMask(const Catalog& catalog, const BattleState& state) {
  const std::uint64_t occupied = state.masks.occupied;
  if (NoBarricadeToRead(state) || occupied == 0) return occupied;
  return ClearShotsOutside(catalog, state, ShadedCells(catalog, state));
}

std::uint64_t ShadedCells(const Catalog& catalog, const BattleState& state) {
  if (NoBarricadeToRead(state)) return 0;
  RoutingScratch scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  // FireBlocker's test for every cell at once: a cell is blocked when its line meets a
  // barricade, that is when it lies in a barricade's shadow.
  std::uint64_t shaded = 0;
  for (std::uint64_t bits = BarricadesIn(state, kEveryCell); bits != 0; bits &= bits - 1) {
    shaded |= routing.shadow[static_cast<std::size_t>(std::countr_zero(bits))];
  }
  return shaded;
}

std::uint64_t ClearShotsOutside(const Catalog& catalog, const BattleState& state, std::uint64_t shaded) {
  const std::uint64_t occupied = state.masks.occupied;
  std::uint64_t clear = occupied & ~shaded;
  // Fire at an aircraft is never blocked.
  for (std::uint64_t bits = occupied & shaded; bits != 0; bits &= bits - 1) {
    const Cell c = static_cast<Cell>(std::countr_zero(bits));
    if (catalog.enemies[state.attackers[state.attacker_at[c]].type].IsAircraft()) clear |= CellBit(c);
  }
  return clear;
}

std::string BlockedFireReason(Cell blocker, Cell target, const RulesText& text) {
  // TRANSLATORS: {0} the barricade's cell, {1} the target's cell.
  return FillPlaces(text.Phrase("the barricade at {0} blocks the line of fire to {1}"), {CellName(blocker), CellName(target)});
}

}  // namespace bc::siege
