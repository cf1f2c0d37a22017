#include "basecommand/routing.h"

#include <array>
#include <bit>

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

// Per-cell constants: the king-step neighbours of each cell in step preference order
// (orthogonal before diagonal, then nearer the base centres, then direction order N, E,
// S, W, NE, SE, SW, NW), kNoCell-padded. The order does not depend on the board, so a
// cell's next step is the first neighbour in it that is closer to the base.
struct CellTables {
  std::array<std::array<Cell, kDirectionCount>, kCellCount> preferred{};
};

constexpr CellTables MakeCellTables() {
  CellTables t;
  for (int i = 0; i < kCellCount; ++i) {
    const Cell c = static_cast<Cell>(i);
    std::array<int, kDirectionCount> ranks{};
    std::array<Cell, kDirectionCount> cells{};
    int count = 0;
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const Cell n = StepTo(c, dir);
      if (n == kNoCell) continue;
      ranks[count] = (IsOrthogonal(dir) ? 0 : 1 << 16) + (BaseDistanceSquared(n) << 4) + dir;
      cells[count] = n;
      ++count;
    }
    // Insertion sort by rank (constexpr-friendly).
    for (int a = 1; a < count; ++a) {
      for (int b = a; b > 0 && ranks[b] < ranks[b - 1]; --b) {
        const int r = ranks[b];
        ranks[b] = ranks[b - 1];
        ranks[b - 1] = r;
        const Cell x = cells[b];
        cells[b] = cells[b - 1];
        cells[b - 1] = x;
      }
    }
    for (int k = 0; k < kDirectionCount; ++k) t.preferred[i][k] = k < count ? cells[k] : kNoCell;
  }
  return t;
}

constexpr CellTables kTables = MakeCellTables();

constexpr std::uint64_t kNotColA = ~0x0101010101010101ULL;
constexpr std::uint64_t kNotColH = ~0x8080808080808080ULL;

// Every cell one king step from a cell of `cells` (or in it).
constexpr std::uint64_t Dilate(std::uint64_t cells) {
  const std::uint64_t row = cells | ((cells << 1) & kNotColA) | ((cells >> 1) & kNotColH);
  return row | (row << 8) | (row >> 8);
}

constexpr std::uint64_t BaseMask() {
  std::uint64_t mask = 0;
  for (const Cell base : kBaseCells) mask |= std::uint64_t{1} << base;
  return mask;
}

// BFS from the base over king steps, one ring of cells (a bit mask) at a time, then
// each cell's next step: the first closer neighbour in preference order.
constexpr Routing BuildRouting(std::uint64_t blocked) {
  Routing r;
  r.distance.fill(kUnreachable);
  r.next.fill(kNoCell);
  std::array<Cell, kCellCount> order{};  // reachable non-base cells, nearest first
  int count = 0;
  std::uint64_t visited = BaseMask() | blocked;
  std::uint64_t ring = BaseMask();
  for (std::int8_t d = 0; ring != 0; ++d) {
    for (std::uint64_t bits = ring; bits != 0; bits &= bits - 1) {
      const Cell c = static_cast<Cell>(std::countr_zero(bits));
      r.distance[c] = d;
      if (d > 0) order[count++] = c;
    }
    ring = Dilate(ring) & ~visited;
    visited |= ring;
  }
  for (int k = 0; k < count; ++k) {
    const Cell c = order[k];
    for (const Cell n : kTables.preferred[c]) {
      if (n != kNoCell && r.distance[n] < r.distance[c]) {
        r.next[c] = n;
        break;
      }
    }
    // Nearest first, so the next cell's line is known.
    const Cell n = r.next[c];
    if (n != kNoCell && (BaseMask() >> n & 1u) == 0) r.line[c] = r.line[n] | (std::uint64_t{1} << n);
    for (std::uint64_t bits = r.line[c]; bits != 0; bits &= bits - 1) {
      r.shadow[static_cast<std::size_t>(std::countr_zero(bits))] |= std::uint64_t{1} << c;
    }
  }
  return r;
}

constexpr Routing kOpenRouting = BuildRouting(0);

}  // namespace

std::uint64_t BlockedMask(const BattleState& state) { return state.masks.blocked; }

Routing ComputeRouting(std::uint64_t blocked_mask) {
  if (blocked_mask == 0) return kOpenRouting;
  return BuildRouting(blocked_mask);
}

Routing ComputeRouting(const BattleState& state) { return ComputeRouting(BlockedMask(state)); }

namespace {

// The open board's table or the mission's, when one of them is the battle's.
const Routing* KnownRouting(const Catalog& catalog, const BattleState& state) {
  const std::uint64_t blocked = state.masks.blocked;
  if (blocked == 0) return &kOpenRouting;
  if (state.mission < catalog.missions.size()) {
    const MissionDef& mission = catalog.missions[state.mission];
    if (mission.finished && mission.blocked_mask == blocked) return &mission.routing;
  }
  return nullptr;
}

}  // namespace

const Routing& BattleRouting(const Catalog& catalog, const BattleState& state, Routing& scratch) {
  if (const Routing* known = KnownRouting(catalog, state)) return *known;
  scratch = BuildRouting(state.masks.blocked);
  return scratch;
}

const Routing& BattleRouting(const Catalog& catalog, const BattleState& state, RoutingScratch& scratch) {
  if (const Routing* known = KnownRouting(catalog, state)) return *known;
  return scratch.Make(BuildRouting(state.masks.blocked));
}

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

Cell LaneStep(const MissionDef* mission, int lane, const Routing& routing, Cell from) {
  if (from < 0 || from >= kCellCount) return kNoCell;
  if (mission == nullptr || lane < 0 || lane >= static_cast<int>(mission->lanes.size())) {
    return routing.next[from];
  }
  const std::vector<Cell>& cells = mission->lanes[static_cast<std::size_t>(lane)].cells;
  const int count = static_cast<int>(cells.size());
  int best = -1;
  for (int k = 0; k < count; ++k) {
    if (cells[static_cast<std::size_t>(k)] == from) {
      return k + 1 < count ? cells[static_cast<std::size_t>(k + 1)] : routing.next[from];
    }
    if (AreNeighbours(from, cells[static_cast<std::size_t>(k)])) best = k;
  }
  return best >= 0 ? cells[static_cast<std::size_t>(best)] : routing.next[from];
}

Cell NextCellOf(const Catalog& catalog, const BattleState& state, const Routing& routing,
                const Attacker& a, Cell from) {
  if (a.lane == 0 || state.mission >= catalog.missions.size()) return from >= 0 && from < kCellCount ? routing.next[from] : kNoCell;
  return LaneStep(&catalog.missions[state.mission], a.lane - 1, routing, from);
}

Cell HuntPrey(const Catalog& catalog, const BattleState& state, const Routing& routing, const Attacker& a) {
  const int reach = catalog.enemies[a.type].hunt.reach;
  if (reach <= 0 || state.masks.posted == 0 || a.cell < 0 || a.cell >= kCellCount) return kNoCell;
  Cell prey = kNoCell;
  for (std::uint64_t bits = state.masks.posted; bits != 0; bits &= bits - 1) {
    const Cell post = static_cast<Cell>(std::countr_zero(bits));
    const int d = KingDistance(a.cell, post);
    if (d <= reach && (prey == kNoCell || d < KingDistance(a.cell, prey))) prey = post;
  }
  // Only a post its steps lead to.
  for (Cell c = a.cell; prey != kNoCell && c != prey;) {
    c = HuntStep(routing, c, prey);
    if (c == kNoCell) return kNoCell;
  }
  return prey;
}

namespace {

// A hunter's steps from each cell towards each post, worked out once: the neighbours one
// king step nearer the post (no other is nearer than the cell itself, and there are at
// most three), in the order HuntStep prefers them (straight-line distance, then direction
// order). HuntStep takes the first one the routing lets it into. kNoCell fills the rest.
using HuntChoices = std::array<Cell, 3>;
using HuntTable = std::array<std::array<HuntChoices, kCellCount>, kCellCount>;

const HuntTable& HuntSteps() {
  static const HuntTable table = [] {
    HuntTable t{};
    for (int from = 0; from < kCellCount; ++from) {
      for (int prey = 0; prey < kCellCount; ++prey) {
        HuntChoices& choices = t[static_cast<std::size_t>(from)][static_cast<std::size_t>(prey)];
        choices.fill(kNoCell);
        const int here = KingDistance(static_cast<Cell>(from), static_cast<Cell>(prey));
        std::array<int, 3> lines{};
        int count = 0;
        for (int dir = 0; dir < kDirectionCount; ++dir) {
          const Cell n = Neighbour(static_cast<Cell>(from), dir);
          if (n == kNoCell || KingDistance(n, static_cast<Cell>(prey)) >= here) continue;
          const int dc = Col(n) - Col(static_cast<Cell>(prey));
          const int dr = Row(n) - Row(static_cast<Cell>(prey));
          // Insert after every choice of the same or a shorter line (direction order kept).
          int at = count;
          while (at > 0 && lines[static_cast<std::size_t>(at - 1)] > dc * dc + dr * dr) {
            choices[static_cast<std::size_t>(at)] = choices[static_cast<std::size_t>(at - 1)];
            lines[static_cast<std::size_t>(at)] = lines[static_cast<std::size_t>(at - 1)];
            --at;
          }
          choices[static_cast<std::size_t>(at)] = n;
          lines[static_cast<std::size_t>(at)] = dc * dc + dr * dr;
          ++count;
        }
      }
    }
    return t;
  }();
  return table;
}

}  // namespace

Cell HuntStep(const Routing& routing, Cell from, Cell prey) {
  if (from < 0 || from >= kCellCount || prey < 0 || prey >= kCellCount) return kNoCell;
  if (KingDistance(from, prey) <= 1) return prey;
  for (const Cell n : HuntSteps()[static_cast<std::size_t>(from)][static_cast<std::size_t>(prey)]) {
    if (n == kNoCell) break;
    if (!IsBaseCell(n) && routing.distance[n] != kUnreachable) return n;
  }
  return kNoCell;
}

Path AttackerPath(const Catalog& catalog, const BattleState& state, const Routing& routing,
                  const Attacker& a, Cell from) {
  if (const Cell prey = state.masks.posted != 0 ? HuntPrey(catalog, state, routing, a) : kNoCell;
      prey != kNoCell && from == a.cell) {
    Path path;
    for (Cell c = from; c != kNoCell && c != prey && path.length < kCellCount;) {
      c = HuntStep(routing, c, prey);
      if (c != kNoCell) path.cells[path.length++] = c;
    }
    return path;
  }
  if (a.lane == 0) return PathFrom(routing, from);
  Path path;
  if (from < 0 || from >= kCellCount || IsBaseCell(from)) return path;
  Cell c = NextCellOf(catalog, state, routing, a, from);
  while (c != kNoCell && path.length < kCellCount) {
    path.cells[path.length++] = c;
    if (IsBaseCell(c)) break;
    c = NextCellOf(catalog, state, routing, a, c);
  }
  return path;
}

Cell FireBlocker(const BattleState& state, const Routing& routing, Cell from) {
  if (from < 0 || from >= kCellCount) return kNoCell;
  const std::uint64_t barricades = BarricadesIn(state, routing.line[from]);
  if (barricades == 0) return kNoCell;
  for (Cell c = routing.next[from]; c != kNoCell && !IsBaseCell(c); c = routing.next[c]) {
    if ((barricades >> c) & 1u) return c;
  }
  return kNoCell;
}

Cell FireBlocker(const BattleState& state, Cell from) {
  if (NoBarricadeToRead(state)) return kNoCell;
  return FireBlocker(state, ComputeRouting(state), from);
}

}  // namespace bc
