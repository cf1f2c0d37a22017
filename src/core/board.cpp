#include "basecommand/board.h"

#include <algorithm>
#include <cstdlib>

namespace bc {

std::string CellName(Cell c) {
  if (c < 0 || c >= kCellCount) return "--";
  std::string name;
  name += static_cast<char>('A' + Col(c));
  name += static_cast<char>('1' + Row(c));
  return name;
}

std::optional<Cell> ParseCell(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  char col = text[0];
  if (col >= 'a' && col <= 'h') col = static_cast<char>(col - 'a' + 'A');
  const char row = text[1];
  if (col < 'A' || col > 'H' || row < '1' || row > '8') return std::nullopt;
  return MakeCell(col - 'A', row - '1');
}

Quadrant QuadrantOf(Cell base_cell) {
  const auto it = std::find(kBaseCells.begin(), kBaseCells.end(), base_cell);
  return static_cast<Quadrant>(it - kBaseCells.begin());
}

std::string_view QuadrantName(Quadrant q) {
  static constexpr std::array<std::string_view, 4> kNames = {"NW", "NE", "SW", "SE"};
  return kNames[static_cast<int>(q)];
}

std::optional<Quadrant> ParseQuadrant(std::string_view text) {
  for (int i = 0; i < kQuadrantCount; ++i) {
    if (QuadrantName(static_cast<Quadrant>(i)) == text) return static_cast<Quadrant>(i);
  }
  return std::nullopt;
}

Segment SegmentOf(Cell c) {
  const bool east = Col(c) >= 4;
  const bool south = Row(c) >= 4;
  if (!south) return east ? Segment::kNE : Segment::kNW;
  return east ? Segment::kSE : Segment::kSW;
}

std::string_view SegmentName(Segment s) {
  static constexpr std::array<std::string_view, 4> kNames = {"NW", "NE", "SE", "SW"};
  return kNames[static_cast<int>(s)];
}

std::optional<Segment> ParseSegment(std::string_view text) {
  for (int i = 0; i < kSegmentCount; ++i) {
    if (SegmentName(static_cast<Segment>(i)) == text) return static_cast<Segment>(i);
  }
  return std::nullopt;
}

namespace {

// Sector of every cell (kSectorCount on the base), computed once at compile time.
constexpr std::array<std::uint8_t, kCellCount> MakeSectorTable() {
  std::array<std::uint8_t, kCellCount> table{};
  for (int i = 0; i < kCellCount; ++i) {
    const int col = i % kBoardSize;
    const int row = i / kBoardSize;
    if ((col == 3 || col == 4) && (row == 3 || row == 4)) {
      table[i] = kSectorCount;
      continue;
    }
    // Offsets from the base centre (3.5, 3.5), doubled to stay integral.
    const int dx = 2 * col - 7;
    const int dy = 2 * row - 7;
    const int adx = dx < 0 ? -dx : dx;
    const int ady = dy < 0 ? -dy : dy;
    const Sector s = adx > ady ? (dx > 0 ? Sector::kE : Sector::kW)
                               : (dy > 0 ? Sector::kS : Sector::kN);
    table[i] = static_cast<std::uint8_t>(s);
  }
  return table;
}

constexpr std::array<std::uint8_t, kCellCount> kSectorOfCell = MakeSectorTable();

constexpr std::array<std::uint64_t, kSectorCount> MakeSectorMasks() {
  std::array<std::uint64_t, kSectorCount> masks{};
  for (int i = 0; i < kCellCount; ++i) {
    if (kSectorOfCell[i] < kSectorCount) masks[kSectorOfCell[i]] |= std::uint64_t{1} << i;
  }
  return masks;
}
constexpr std::array<std::uint64_t, kSectorCount> kSectorMasks = MakeSectorMasks();

}  // namespace

std::optional<Sector> SectorOf(Cell c) {
  const std::uint8_t s = kSectorOfCell[c];
  if (s == kSectorCount) return std::nullopt;
  return static_cast<Sector>(s);
}

std::uint64_t SectorMask(Sector s) { return kSectorMasks[static_cast<int>(s)]; }

std::string_view SectorName(Sector s) {
  static constexpr std::array<std::string_view, 4> kNames = {"N", "E", "S", "W"};
  return kNames[static_cast<int>(s)];
}

std::optional<Sector> ParseSector(std::string_view text) {
  for (int i = 0; i < kSectorCount; ++i) {
    if (SectorName(static_cast<Sector>(i)) == text) return static_cast<Sector>(i);
  }
  return std::nullopt;
}

bool AreNeighbours(Cell a, Cell b) {
  if (a == b) return false;
  return std::abs(Col(a) - Col(b)) <= 1 && std::abs(Row(a) - Row(b)) <= 1;
}

}  // namespace bc

namespace bc {

namespace {

// k * delta / steps rounded to the nearest integer, halves away from zero.
int RoundedStep(int k, int delta, int steps) {
  const int num = k * delta;
  return num >= 0 ? (2 * num + steps) / (2 * steps) : -((-2 * num + steps) / (2 * steps));
}

// LineBetween worked out, for the table below.
std::uint64_t ComputeLineBetween(Cell from, Cell to) {
  const int dc = Col(to) - Col(from);
  const int dr = Row(to) - Row(from);
  const int steps = KingDistance(from, to);
  std::uint64_t line = 0;
  for (int k = 1; k < steps; ++k) {
    line |= CellBit(MakeCell(Col(from) + RoundedStep(k, dc, steps), Row(from) + RoundedStep(k, dr, steps)));
  }
  return line;
}

using LineTable = std::array<std::array<std::uint64_t, kCellCount>, kCellCount>;

// Every pair's line, made once: a post's order asks for one per attacker at every listing.
const LineTable& Lines() {
  static const LineTable table = [] {
    LineTable t{};
    for (int from = 0; from < kCellCount; ++from) {
      for (int to = 0; to < kCellCount; ++to) {
        t[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)] =
            ComputeLineBetween(static_cast<Cell>(from), static_cast<Cell>(to));
      }
    }
    return t;
  }();
  return table;
}

}  // namespace

std::uint64_t LineBetween(Cell from, Cell to) {
  if (from < 0 || from >= kCellCount || to < 0 || to >= kCellCount) return 0;
  return Lines()[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
}

}  // namespace bc
