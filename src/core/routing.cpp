#include "basecommand/routing.h"

namespace bc {

namespace {

// Squared Euclidean distance from cell c to the centre of the nearest base cell.
constexpr int BaseDistanceSquared(Cell c) {
  int best = 1000;
  for (const Cell base : kBaseCells) {
    const int dc = Col(c) - Col(base);
    const int dr = Row(c) - Row(base);
    const int d = dc * dc + dr * dr;
    if (d < best) best = d;
  }
  return best;
}

constexpr Cell StepTo(Cell c, int dir) {
  const int col = Col(c) + kDirCol[dir];
  const int row = Row(c) + kDirRow[dir];
  return OnBoard(col, row) ? MakeCell(col, row) : kNoCell;
}

constexpr bool IsBase(Cell c) {
  for (const Cell base : kBaseCells) {
    if (base == c) return true;
  }
  return false;
}

// BFS from the base over king steps, then the next-step choice with the tie rule.
constexpr Routing BuildRouting(std::uint64_t blocked) {
  Routing r;
  for (int i = 0; i < kCellCount; ++i) {
    r.distance[i] = kUnreachable;
    r.next[i] = kNoCell;
  }
  std::array<Cell, kCellCount> queue{};
  int head = 0;
  int tail = 0;
  for (const Cell base : kBaseCells) {
    r.distance[base] = 0;
    queue[tail++] = base;
  }
  while (head < tail) {
    const Cell c = queue[head++];
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const Cell n = StepTo(c, dir);
      if (n == kNoCell || r.distance[n] != kUnreachable) continue;
      if ((blocked >> n) & 1u) continue;
      r.distance[n] = static_cast<std::int8_t>(r.distance[c] + 1);
      queue[tail++] = n;
    }
  }
  for (int i = 0; i < kCellCount; ++i) {
    const Cell c = static_cast<Cell>(i);
    if (IsBase(c) || r.distance[c] == kUnreachable) continue;
    Cell best = kNoCell;
    bool best_orthogonal = false;
    int best_sq = 0;
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const Cell n = StepTo(c, dir);
      if (n == kNoCell || r.distance[n] >= r.distance[c]) continue;
      const bool orthogonal = IsOrthogonal(dir);
      const int sq = BaseDistanceSquared(n);
      // Directions are visited in tie order, so only a strictly better candidate wins.
      if (best == kNoCell || (orthogonal && !best_orthogonal) ||
          (orthogonal == best_orthogonal && sq < best_sq)) {
        best = n;
        best_orthogonal = orthogonal;
        best_sq = sq;
      }
    }
    r.next[c] = best;
  }
  return r;
}

constexpr Routing kOpenRouting = BuildRouting(0);

}  // namespace

std::uint64_t BlockedMask(const BattleState& state) {
  std::uint64_t mask = 0;
  for (int i = 0; i < kCellCount; ++i) {
    if (state.cell_flags[i] & kCellBlocked) mask |= std::uint64_t{1} << i;
  }
  return mask;
}

Routing ComputeRouting(std::uint64_t blocked_mask) {
  if (blocked_mask == 0) return kOpenRouting;
  return BuildRouting(blocked_mask);
}

Routing ComputeRouting(const BattleState& state) { return ComputeRouting(BlockedMask(state)); }

Path PathFrom(const Routing& routing, Cell from) {
  Path path;
  if (from < 0 || from >= kCellCount) return path;
  Cell c = routing.next[from];
  while (c != kNoCell && path.length < kCellCount) {
    path.cells[path.length++] = c;
    c = routing.next[c];
  }
  return path;
}

Cell FireBlocker(const BattleState& state, const Routing& routing, Cell from) {
  if (from < 0 || from >= kCellCount) return kNoCell;
  for (Cell c = routing.next[from]; c != kNoCell && !IsBaseCell(c); c = routing.next[c]) {
    if (state.barricades[c] != BarricadeKind::kNone) return c;
  }
  return kNoCell;
}

Cell FireBlocker(const BattleState& state, Cell from) {
  return FireBlocker(state, ComputeRouting(state), from);
}

}  // namespace bc
