#include <catch2/catch.hpp>

#include "basecommand/routing.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

std::string PathText(const Routing& routing, const char* from) {
  const Path path = PathFrom(routing, C(from));
  std::string text;
  for (int i = 0; i < path.length; ++i) {
    if (i > 0) text += ' ';
    text += CellName(path.cells[i]);
  }
  return text;
}

std::uint64_t Mask(std::initializer_list<const char*> cells) {
  std::uint64_t mask = 0;
  for (const char* c : cells) mask |= std::uint64_t{1} << C(c);
  return mask;
}

}  // namespace

TEST_CASE("Routing distance equals the Chebyshev range when nothing is blocked", "[routing]") {
  const Routing routing = ComputeRouting(0);
  for (Cell c = 0; c < kCellCount; ++c) CHECK(routing.distance[c] == RangeOf(c));
}

TEST_CASE("Routing distance is the king-move BFS distance around blocked cells", "[routing]") {
  // With C3, D3 and C4 blocked the north-west corner walks around them.
  const Routing routing = ComputeRouting(Mask({"C3", "D3", "C4"}));
  CHECK(routing.distance[C("C3")] == kUnreachable);
  CHECK(routing.distance[C("D2")] == 2);
  CHECK(routing.distance[C("B3")] == 3);
  CHECK(routing.distance[C("B2")] == 4);
  CHECK(routing.next[C("C3")] == kNoCell);
}

TEST_CASE("Each step goes to a neighbour with a smaller routing distance, orthogonal first",
          "[routing]") {
  const Routing routing = ComputeRouting(0);
  // C1: C2 (south, orthogonal) and D2 (south-east, diagonal) are both range 2.
  CHECK(PathText(routing, "C1") == "C2 C3 D4");
  CHECK(PathText(routing, "D1") == "D2 D3 D4");
  CHECK(PathText(routing, "A2") == "B2 C3 D4");
  // Only a diagonal step gets closer from a corner.
  CHECK(PathText(routing, "A1") == "B2 C3 D4");
  CHECK(PathText(routing, "H8") == "G7 F6 E5");
  CHECK(PathText(routing, "H4") == "G4 F4 E4");
  CHECK(PathFrom(routing, C("D4")).length == 0);
}

TEST_CASE("Path ties between orthogonal steps go to the smaller Euclidean distance to the base",
          "[routing]") {
  // C5 and C6 blocked: from A7 both A6 (north) and B7 (east) are one step closer; B7 is
  // nearer the base centres, so it wins although north comes first in direction order.
  const Routing routing = ComputeRouting(Mask({"C5", "C6"}));
  REQUIRE(routing.distance[C("A6")] == routing.distance[C("B7")]);
  CHECK(routing.next[C("A7")] == C("B7"));
  CHECK(PathText(routing, "A7") == "B7 C7 D6 D5");
}

TEST_CASE("Path ties equal in kind and distance go by direction order with north first then east",
          "[routing]") {
  // C3, D3 and C4 blocked: from B2, C2 (east) and B3 (south) are both 3 away and both
  // at squared distance 5 from D4's centre; east comes before south.
  const Routing routing = ComputeRouting(Mask({"C3", "D3", "C4"}));
  CHECK(routing.next[C("B2")] == C("C2"));
  CHECK(PathText(routing, "B2") == "C2 D2 E3 E4");
}

TEST_CASE("A walled-in cell has no path", "[routing]") {
  const Routing routing = ComputeRouting(Mask({"A2", "B1", "B2"}));
  CHECK(routing.distance[C("A1")] == kUnreachable);
  CHECK(PathFrom(routing, C("A1")).length == 0);
}

TEST_CASE("Routing ignores barricades and attackers: enemies never walk around terrain",
          "[routing]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const Routing before = ComputeRouting(state);
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  Put(catalog, state, kGrunt, "C3");
  const Routing after = ComputeRouting(state);
  CHECK(after.next == before.next);
  CHECK(after.distance == before.distance);
}

TEST_CASE("The line of fire is the path strictly between the target and the base",
          "[routing][terrain]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  CHECK(FireBlocker(state, C("C1")) == kNoCell);
  SetBarricade(state, C("C3"), BarricadeKind::kIndestructible);
  SetBarricade(state, C("C2"), BarricadeKind::kPlayer);
  // C1 -> C2 -> C3 -> D4: the barricade nearest the target blocks.
  CHECK(FireBlocker(state, C("C1")) == C("C2"));
  CHECK(FireBlocker(state, C("C2")) == C("C3"));
  // The target's own cell and cells off the path do not count.
  CHECK(FireBlocker(state, C("C3")) == kNoCell);
  CHECK(FireBlocker(state, C("D1")) == kNoCell);
}
