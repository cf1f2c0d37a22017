// Routing: the one path every attacker follows toward the base, which read from the
// base outward is also the line of direct fire. It depends only on the permanently
// blocked cells, never on barricades or attackers ("Enemies never walk around terrain").
//
// Distance = king-move BFS distance to the nearest base cell avoiding blocked cells
// (the Chebyshev range when nothing is blocked). Each step goes to the neighbour with a
// strictly smaller distance; ties prefer an orthogonal step, then the smaller squared
// Euclidean distance to the nearest base cell's centre, then direction order N, E, S, W,
// NE, SE, SW, NW.
#pragma once

#include <array>
#include <cstdint>
#include <new>
#include <type_traits>

#include "basecommand/battle_state.h"
#include "basecommand/board.h"
#include "basecommand/catalog.h"

namespace bc {

// (struct Routing and kUnreachable live in board.h, so that a mission can keep its table.)

// Bit i set = cell i permanently blocked (the state's mask, state.masks.blocked).
std::uint64_t BlockedMask(const BattleState& state);
// The routing table for a board with these blocked cells. Free when nothing is blocked
// (a table computed at compile time), a few hundred nanoseconds otherwise.
Routing ComputeRouting(std::uint64_t blocked_mask);
Routing ComputeRouting(const BattleState& state);
// The routing of a battle without computing it: the open board's table, or the one its
// mission keeps (MissionDef::routing, filled by FinishCatalog) when the state's blocked
// cells are the mission's; otherwise it is computed into `scratch`. The reference lives
// as long as the catalog and `scratch`.
const Routing& BattleRouting(const Catalog& catalog, const BattleState& state, Routing& scratch);
// Room for a routing table that is made only when it is needed: declaring one costs
// nothing (a Routing, or an empty std::optional of one, is zeroed where it is declared).
class RoutingScratch {
 public:
  RoutingScratch() {}
  RoutingScratch(const RoutingScratch&) = delete;
  RoutingScratch& operator=(const RoutingScratch&) = delete;
  const Routing& Make(const Routing& table) { return *::new (static_cast<void*>(&table_)) Routing(table); }

 private:
  static_assert(std::is_trivially_destructible_v<Routing>);
  union {
    Routing table_;
  };
};
// BattleRouting with such room.
const Routing& BattleRouting(const Catalog& catalog, const BattleState& state, RoutingScratch& scratch);

// The path from `from` to the base: the cells stepped into, in order, ending with the
// base cell. Empty from a base cell or an unreachable cell.
struct Path {
  std::array<Cell, kCellCount> cells{};
  int length = 0;
};
Path PathFrom(const Routing& routing, Cell from);

// Lanes (docs/rules.md, Hostile Behaviours). The cell an attacker following lane `lane`
// (an index into the mission's lanes; -1 for none) steps into from `from`: on lane cell
// k, cell k + 1 (from the last cell, the base cell its routing steps into); off the
// lane, the lane cell next to it farthest along; otherwise, and with no lane, the
// routing's next cell.
Cell LaneStep(const MissionDef* mission, int lane, const Routing& routing, Cell from);
// The cell attacker `a` steps into next from `from` (its lane or the routing).
Cell NextCellOf(const Catalog& catalog, const BattleState& state, const Routing& routing,
                const Attacker& a, Cell from);
// Post hunters (docs/rules.md, Posts). The post attacker `a` of a hunting type goes for
// from its cell: the posted unit within its reach (king distance) nearest to it, ties by
// cell index, when its hunt steps (HuntStep) lead there; kNoCell for none (it walks its
// usual path).
Cell HuntPrey(const Catalog& catalog, const BattleState& state, const Routing& routing, const Attacker& a);
// The cell a hunter steps into from `from` on its way to the post at `prey`: the post
// itself from next to it; else the neighbour (not the base, not blocked rock) nearest the
// post in king distance, then in straight-line distance, then in direction order, when
// it is nearer than `from`; kNoCell when none is.
Cell HuntStep(const Routing& routing, Cell from, Cell prey);
// The path attacker `a` follows from `from` to the base, lane-aware: the cells stepped
// into, ending with the base cell (the path of PathFrom when it follows no lane). A
// hunter with a post in reach from its cell follows the hunt instead: its path ends on
// the post it engages.
Path AttackerPath(const Catalog& catalog, const BattleState& state, const Routing& routing,
                  const Attacker& a, Cell from);

// Line of direct fire between the base and `from`: the path cells strictly between
// `from` and the base. Returns the barricade on it nearest to `from`, or kNoCell when
// the line is clear. (Fire to or from aircraft ignores this: the caller decides.)
// Free when no barricade stands (the state's barricade mask).
Cell FireBlocker(const BattleState& state, const Routing& routing, Cell from);
Cell FireBlocker(const BattleState& state, Cell from);

}  // namespace bc
