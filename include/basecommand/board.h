// Board geometry: cell names, range, segments, sectors, shield quadrants and the
// king-step neighbourhood. Pure functions of a cell index; no battle state.
//
// Cells are indexed row-major: index = row * 8 + col. Columns A-H run west to east,
// rows 1-8 north to south, so A1 (index 0) is the north-west corner. The command base
// is D4, E4, D5, E5.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bc {

constexpr int kBoardSize = 8;
constexpr int kCellCount = kBoardSize * kBoardSize;

// A cell index in [0, 64), or kNoCell.
using Cell = std::int8_t;
constexpr Cell kNoCell = -1;

constexpr int Col(Cell c) { return c % kBoardSize; }
constexpr int Row(Cell c) { return c / kBoardSize; }
constexpr Cell MakeCell(int col, int row) { return static_cast<Cell>(row * kBoardSize + col); }
constexpr bool OnBoard(int col, int row) {
  return col >= 0 && col < kBoardSize && row >= 0 && row < kBoardSize;
}

// "A1".."H8".
std::string CellName(Cell c);
// Parses "A1".."H8" (case-insensitive); nullopt for anything else.
std::optional<Cell> ParseCell(std::string_view text);

// The four base cells, in shield-quadrant order.
enum class Quadrant : std::uint8_t { kNW = 0, kNE = 1, kSW = 2, kSE = 3 };
constexpr int kQuadrantCount = 4;
constexpr std::array<Cell, kQuadrantCount> kBaseCells = {MakeCell(3, 3), MakeCell(4, 3),
                                                         MakeCell(3, 4), MakeCell(4, 4)};
// Bit masks over cells: bit i stands for cell i.
constexpr std::uint64_t CellBit(Cell c) { return std::uint64_t{1} << c; }
constexpr std::uint64_t kBaseMask =
    CellBit(kBaseCells[0]) | CellBit(kBaseCells[1]) | CellBit(kBaseCells[2]) | CellBit(kBaseCells[3]);
// How many cells a mask holds, without a library call (std::popcount is one on a build
// for any x86-64, which may lack the popcnt instruction).
constexpr int CountCells(std::uint64_t m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}
// A mask test: it sits on hot paths.
constexpr bool IsBaseCell(Cell c) { return c >= 0 && c < 64 && ((kBaseMask >> c) & 1u) != 0; }
// The quadrant a base cell belongs to; only valid for base cells.
Quadrant QuadrantOf(Cell base_cell);
std::string_view QuadrantName(Quadrant q);  // "NW", "NE", "SW", "SE"
std::optional<Quadrant> ParseQuadrant(std::string_view text);

// Chebyshev distance (king moves) to the nearest base cell: 0 on the base, 1 on the
// ring around it, 3 on the outer edge. A table lookup: it sits on hot paths.
constexpr int ComputeRange(Cell c) {
  const int col = Col(c);
  const int row = Row(c);
  const int dcol = col < 3 ? 3 - col : (col > 4 ? col - 4 : 0);
  const int drow = row < 3 ? 3 - row : (row > 4 ? row - 4 : 0);
  return dcol > drow ? dcol : drow;
}
constexpr std::array<std::int8_t, kCellCount> MakeRangeTable() {
  std::array<std::int8_t, kCellCount> table{};
  for (int i = 0; i < kCellCount; ++i)
    table[i] = static_cast<std::int8_t>(ComputeRange(static_cast<Cell>(i)));
  return table;
}
inline constexpr std::array<std::int8_t, kCellCount> kRangeOfCell = MakeRangeTable();
inline int RangeOf(Cell c) { return kRangeOfCell[c]; }

// 4x4 board quarters.
enum class Segment : std::uint8_t { kNW = 0, kNE = 1, kSE = 2, kSW = 3 };
constexpr int kSegmentCount = 4;
// The cells of a segment / of a range band (0 = the base), as masks.
constexpr std::uint64_t SegmentMask(Segment s) {
  constexpr std::uint64_t kWest = 0x0F0F0F0FULL;  // columns A-D of rows 1-4
  switch (s) {
    case Segment::kNW: return kWest;
    case Segment::kNE: return kWest << 4;
    case Segment::kSE: return kWest << 36;
    case Segment::kSW: return kWest << 32;
  }
  return 0;
}
constexpr std::array<std::uint64_t, 4> MakeRangeMasks() {
  std::array<std::uint64_t, 4> masks{};
  for (int i = 0; i < kCellCount; ++i) masks[ComputeRange(static_cast<Cell>(i))] |= std::uint64_t{1} << i;
  return masks;
}
inline constexpr std::array<std::uint64_t, 4> kRangeMasks = MakeRangeMasks();
constexpr std::uint64_t RangeMask(int range) { return range >= 0 && range < 4 ? kRangeMasks[range] : 0; }
Segment SegmentOf(Cell c);
std::string_view SegmentName(Segment s);
std::optional<Segment> ParseSegment(std::string_view text);

// Approach sides. A cell belongs to the side it is furthest out on; a cell exactly on
// a diagonal from the base (|dx| == |dy|) belongs to the north or south sector.
enum class Sector : std::uint8_t { kN = 0, kE = 1, kS = 2, kW = 3 };
constexpr int kSectorCount = 4;
std::optional<Sector> SectorOf(Cell c);  // nullopt for base cells
// The cells of a sector, as a mask (a table lookup).
std::uint64_t SectorMask(Sector s);
std::string_view SectorName(Sector s);
std::optional<Sector> ParseSector(std::string_view text);

// King-step directions in the fixed tie-break order: orthogonal N, E, S, W, then
// diagonal NE, SE, SW, NW.
constexpr int kDirectionCount = 8;
constexpr std::array<int, kDirectionCount> kDirCol = {0, 1, 0, -1, 1, 1, -1, -1};
constexpr std::array<int, kDirectionCount> kDirRow = {-1, 0, 1, 0, -1, 1, 1, -1};
constexpr bool IsOrthogonal(int dir) { return dir < 4; }
constexpr Cell ComputeNeighbour(Cell c, int dir) {
  const int col = Col(c) + kDirCol[static_cast<std::size_t>(dir)];
  const int row = Row(c) + kDirRow[static_cast<std::size_t>(dir)];
  return OnBoard(col, row) ? MakeCell(col, row) : kNoCell;
}
// Every cell's neighbours, in direction order (kNoCell off the board).
constexpr std::array<std::array<Cell, kDirectionCount>, kCellCount> MakeNeighbourTable() {
  std::array<std::array<Cell, kDirectionCount>, kCellCount> table{};
  for (int c = 0; c < kCellCount; ++c) {
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      table[static_cast<std::size_t>(c)][static_cast<std::size_t>(dir)] = ComputeNeighbour(static_cast<Cell>(c), dir);
    }
  }
  return table;
}
inline constexpr std::array<std::array<Cell, kDirectionCount>, kCellCount> kNeighbours = MakeNeighbourTable();
// The neighbour in direction dir, or kNoCell off the board (a table lookup: it sits on
// hot paths).
constexpr Cell Neighbour(Cell c, int dir) {
  if (static_cast<unsigned>(c) >= static_cast<unsigned>(kCellCount)) return kNoCell;
  return kNeighbours[static_cast<std::size_t>(c)][static_cast<std::size_t>(dir)];
}
bool AreNeighbours(Cell a, Cell b);
// King-move distance between two cells on the board (0 for the same cell).
constexpr int KingDistance(Cell a, Cell b) {
  const int dc = Col(a) > Col(b) ? Col(a) - Col(b) : Col(b) - Col(a);
  const int dr = Row(a) > Row(b) ? Row(a) - Row(b) : Row(b) - Row(a);
  return dc > dr ? dc : dr;
}
// The straight line of king steps from `from` to `to` (each coordinate rounded, halves
// away from `from`), as a mask of the cells strictly between them: a post's line of
// direct fire (docs/rules.md, Posts). 0 for neighbours and for the same cell.
std::uint64_t LineBetween(Cell from, Cell to);

// A routing table over the board (its computation and meaning: routing.h).
constexpr std::int8_t kUnreachable = 127;  // distance of blocked or walled-in cells
struct Routing {
  std::array<std::int8_t, kCellCount> distance{};  // 0 on the base; kUnreachable
  std::array<Cell, kCellCount> next{};             // kNoCell on base/unreachable cells
  // The cells of the path strictly between a cell and the base (its line of direct
  // fire), as a mask: 0 on the base, on unreachable cells and next to the base.
  std::array<std::uint64_t, kCellCount> line{};
  // The other way round: the cells whose line of fire crosses a cell (bit c of
  // shadow[b] set when bit b of line[c] is), so that the cells a set of barricades
  // blocks are a few ORs.
  std::array<std::uint64_t, kCellCount> shadow{};
};

}  // namespace bc
