// The eight cells around each cell (AreNeighbours as a mask), made at compile time, so
// that the enemy phase's fieldwork and sight checks test a neighbour with one shift and
// skip a fieldwork with no attacker around it at all. Internal to the core.
#pragma once

#include <array>
#include <cstdint>

#include "basecommand/board.h"

namespace bc {

constexpr std::array<std::uint64_t, kCellCount> MakeKingRings() {
  std::array<std::uint64_t, kCellCount> rings{};
  for (int c = 0; c < kCellCount; ++c) {
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const int col = Col(static_cast<Cell>(c)) + kDirCol[dir];
      const int row = Row(static_cast<Cell>(c)) + kDirRow[dir];
      if (OnBoard(col, row)) rings[c] |= std::uint64_t{1} << MakeCell(col, row);
    }
  }
  return rings;
}
// Bit j of kKingRings[i] set = AreNeighbours(i, j), for cells i and j on the board.
inline constexpr std::array<std::uint64_t, kCellCount> kKingRings = MakeKingRings();

// The cells around `c` (none for a cell off the board).
constexpr std::uint64_t Around(Cell c) {
  return static_cast<std::uint8_t>(c) < kCellCount ? kKingRings[static_cast<std::uint8_t>(c)] : 0;
}
// AreNeighbours(a, b).
constexpr bool NextTo(Cell a, Cell b) {
  return static_cast<std::uint8_t>(b) < kCellCount && ((Around(a) >> b) & 1u) != 0;
}
static_assert(NextTo(0, 9) && NextTo(9, 0) && !NextTo(0, 0) && !NextTo(0, 2) && !NextTo(7, 8) && !NextTo(kNoCell, 0));

}  // namespace bc
