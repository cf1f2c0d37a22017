// The compile-time table of the cells around each cell (src/core/king_ring.h) against
// AreNeighbours, which it stands in for in the enemy phase.
#include <catch2/catch.hpp>

#include "basecommand/board.h"
#include "core/king_ring.h"

namespace bc {

TEST_CASE("king ring: the cells around a cell are exactly its neighbours, for every pair of cells") {
  int mismatches = 0;
  int pairs = 0;
  for (int a = 0; a < kCellCount; ++a) {
    for (int b = 0; b < kCellCount; ++b) {
      const Cell ca = static_cast<Cell>(a);
      const Cell cb = static_cast<Cell>(b);
      mismatches += NextTo(ca, cb) != AreNeighbours(ca, cb);
      mismatches += (((Around(ca) >> b) & 1u) != 0) != AreNeighbours(ca, cb);
      pairs += AreNeighbours(ca, cb);
    }
  }
  CHECK(mismatches == 0);
  CHECK(pairs == 420);  // 4 corners x 3 + 24 edge cells x 5 + 36 inner cells x 8
}

TEST_CASE("king ring: a cell off the board has no cells around it") {
  CHECK(Around(kNoCell) == 0);
  CHECK_FALSE(NextTo(kNoCell, 0));
  CHECK_FALSE(NextTo(0, kNoCell));
}

}  // namespace bc
