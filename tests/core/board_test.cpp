#include <catch2/catch.hpp>

#include "basecommand/board.h"

using namespace bc;

TEST_CASE("Cells are named like a map: A-H west to east, 1-8 north to south", "[board]") {
  CHECK(CellName(0) == "A1");
  CHECK(CellName(7) == "H1");
  CHECK(CellName(56) == "A8");
  CHECK(CellName(63) == "H8");
  CHECK(ParseCell("d4") == MakeCell(3, 3));
  CHECK(ParseCell("E5") == MakeCell(4, 4));
  CHECK_FALSE(ParseCell("I1").has_value());
  CHECK_FALSE(ParseCell("A9").has_value());
  CHECK_FALSE(ParseCell("A").has_value());
  for (Cell c = 0; c < kCellCount; ++c) CHECK(ParseCell(CellName(c)) == c);
}

TEST_CASE("The command base is D4, E4, D5, E5, one shield quadrant each", "[board]") {
  CHECK(IsBaseCell(*ParseCell("D4")));
  CHECK(IsBaseCell(*ParseCell("E5")));
  CHECK_FALSE(IsBaseCell(*ParseCell("C4")));
  CHECK(QuadrantOf(*ParseCell("D4")) == Quadrant::kNW);
  CHECK(QuadrantOf(*ParseCell("E4")) == Quadrant::kNE);
  CHECK(QuadrantOf(*ParseCell("D5")) == Quadrant::kSW);
  CHECK(QuadrantOf(*ParseCell("E5")) == Quadrant::kSE);
}

TEST_CASE("Range is the king-move distance to the nearest base cell", "[board]") {
  CHECK(RangeOf(*ParseCell("D4")) == 0);
  CHECK(RangeOf(*ParseCell("C3")) == 1);
  CHECK(RangeOf(*ParseCell("F6")) == 1);
  CHECK(RangeOf(*ParseCell("B4")) == 2);
  CHECK(RangeOf(*ParseCell("A1")) == 3);
  CHECK(RangeOf(*ParseCell("H8")) == 3);
  CHECK(RangeOf(*ParseCell("D1")) == 3);
  int edge = 0;
  for (Cell c = 0; c < kCellCount; ++c) edge += RangeOf(c) == 3;
  CHECK(edge == 28);
}

TEST_CASE("Segments are the four 4x4 quarters", "[board]") {
  CHECK(SegmentOf(*ParseCell("A1")) == Segment::kNW);
  CHECK(SegmentOf(*ParseCell("D4")) == Segment::kNW);
  CHECK(SegmentOf(*ParseCell("E1")) == Segment::kNE);
  CHECK(SegmentOf(*ParseCell("H8")) == Segment::kSE);
  CHECK(SegmentOf(*ParseCell("A8")) == Segment::kSW);
}

TEST_CASE("Sectors: the side a cell lies furthest out on, and exact diagonals go north or south",
          "[board]") {
  CHECK(SectorOf(*ParseCell("D1")) == Sector::kN);
  CHECK(SectorOf(*ParseCell("A4")) == Sector::kW);
  CHECK(SectorOf(*ParseCell("H5")) == Sector::kE);
  CHECK(SectorOf(*ParseCell("E8")) == Sector::kS);
  CHECK(SectorOf(*ParseCell("A1")) == Sector::kN);
  CHECK(SectorOf(*ParseCell("H1")) == Sector::kN);
  CHECK(SectorOf(*ParseCell("A8")) == Sector::kS);
  CHECK(SectorOf(*ParseCell("H8")) == Sector::kS);
  CHECK(SectorOf(*ParseCell("A2")) == Sector::kW);
  CHECK_FALSE(SectorOf(*ParseCell("D4")).has_value());
}

TEST_CASE("Neighbours are king steps in the order N, E, S, W, NE, SE, SW, NW", "[board]") {
  const Cell c3 = *ParseCell("C3");
  CHECK(Neighbour(c3, 0) == *ParseCell("C2"));
  CHECK(Neighbour(c3, 1) == *ParseCell("D3"));
  CHECK(Neighbour(c3, 5) == *ParseCell("D4"));
  CHECK(Neighbour(*ParseCell("A1"), 0) == kNoCell);
  CHECK(AreNeighbours(c3, *ParseCell("D4")));
  CHECK_FALSE(AreNeighbours(c3, c3));
}

TEST_CASE("Neighbours: every cell's eight, and none off the board or from no cell", "[board]") {
  int on_board = 0;
  for (int c = 0; c < kCellCount; ++c) {
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const Cell n = Neighbour(static_cast<Cell>(c), dir);
      const int col = Col(static_cast<Cell>(c)) + kDirCol[static_cast<std::size_t>(dir)];
      const int row = Row(static_cast<Cell>(c)) + kDirRow[static_cast<std::size_t>(dir)];
      INFO("cell " << CellName(static_cast<Cell>(c)) << " direction " << dir);
      if (OnBoard(col, row)) {
        CHECK(n == MakeCell(col, row));
        CHECK(AreNeighbours(static_cast<Cell>(c), n));
        ++on_board;
      } else {
        CHECK(n == kNoCell);
      }
    }
  }
  // 64 cells x 8, less the steps off the edges: 4 x 8 x 3 side steps, less the 4
  // corners counted twice.
  CHECK(on_board == 64 * 8 - (4 * 8 * 3 - 4));
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    CHECK(Neighbour(kNoCell, dir) == kNoCell);
    CHECK(Neighbour(static_cast<Cell>(kCellCount), dir) == kNoCell);
  }
}
