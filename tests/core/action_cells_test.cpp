// What an action reaches on the board (ActionCoversCell, action.h): the cells the battle
// screen lights for a chosen card, the cannon or the terrain works, by the same target
// shapes the rules check a support's target with.
#include <catch2/catch.hpp>

#include "basecommand/action.h"
#include "basecommand/board.h"

using namespace bc;

namespace {

Action Support(TargetKind target, int index, Cell cell = kNoCell) {
  Action a;
  a.kind = ActionKind::kPlaySupport;
  a.slot = 0;
  a.target = target;
  a.index = static_cast<std::int8_t>(index);
  a.cell = cell;
  return a;
}

// The cells of `a` as a mask, asked a cell at a time.
std::uint64_t Covered(const Action& a) {
  std::uint64_t mask = 0;
  for (Cell c = 0; c < kCellCount; ++c) {
    if (ActionCoversCell(a, c)) mask |= CellBit(c);
  }
  return mask;
}

}  // namespace

TEST_CASE("an action aimed at a cell reaches that cell alone", "[core][targets]") {
  const Cell c3 = *ParseCell("C3");
  CHECK(Covered(Action::Fire(c3)) == CellBit(c3));
  CHECK(Covered(Action::Build(c3)) == CellBit(c3));
  CHECK(Covered(Action::Demolish(c3)) == CellBit(c3));
  Action unit;
  unit.kind = ActionKind::kPlayUnit;
  unit.slot = 1;
  unit.cell = c3;
  CHECK(Covered(unit) == CellBit(c3));
  CHECK(Covered(Support(TargetKind::kCell, -1, c3)) == CellBit(c3));
  // Off the board, nothing.
  CHECK_FALSE(ActionCoversCell(Action::Fire(c3), kNoCell));
  CHECK_FALSE(ActionCoversCell(Action::Fire(c3), kCellCount));
}

TEST_CASE("an area support reaches its segment, range band or the board, never the base", "[core][targets]") {
  for (int s = 0; s < kSegmentCount; ++s) {
    INFO("segment " << s);
    CHECK(Covered(Support(TargetKind::kSegment, s)) == (SegmentMask(static_cast<Segment>(s)) & ~kBaseMask));
  }
  for (int r = 1; r <= 3; ++r) {
    INFO("range " << r);
    CHECK(Covered(Support(TargetKind::kRange, r)) == RangeMask(r));
  }
  CHECK(Covered(Support(TargetKind::kBoard, -1)) == ~kBaseMask);
}

TEST_CASE("a shield support reaches the base cell of its quadrant", "[core][targets]") {
  for (int q = 0; q < kQuadrantCount; ++q) {
    const std::uint64_t covered = Covered(Support(TargetKind::kQuadrant, q));
    REQUIRE(CountCells(covered) == 1);
    for (Cell c = 0; c < kCellCount; ++c) {
      if ((covered & CellBit(c)) == 0) continue;
      CHECK(IsBaseCell(c));
      CHECK(static_cast<int>(QuadrantOf(c)) == q);
    }
  }
}

TEST_CASE("what aims at no cell reaches none", "[core][targets]") {
  CHECK(Covered(Action::EndTurn()) == 0);
  CHECK(Covered(Support(TargetKind::kNone, -1)) == 0);
  CHECK(Covered(Support(TargetKind::kUnitSlot, 0)) == 0);
  Action choose;
  choose.kind = ActionKind::kChoose;
  choose.index = 0;
  CHECK(Covered(choose) == 0);
}

TEST_CASE("a posted unit's order reaches its target's cell, a support aimed at a post the post, a stand-down nothing",
          "[core][targets][posts]") {
  const Cell c3 = *ParseCell("C3");
  const Cell d2 = *ParseCell("D2");
  Action order;
  order.kind = ActionKind::kOrder;
  order.index = static_cast<std::int8_t>(c3);  // the post
  order.cell = d2;                             // the target
  CHECK(Covered(order) == CellBit(d2));
  CHECK(Covered(Support(TargetKind::kPost, -1, c3)) == CellBit(c3));
  Action stand_down;
  stand_down.kind = ActionKind::kStandDown;
  stand_down.index = static_cast<std::int8_t>(c3);
  CHECK(Covered(stand_down) == 0);
}
