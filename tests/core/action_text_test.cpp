#include <catch2/catch.hpp>

#include "basecommand/action.h"

using namespace bc;

TEST_CASE("Action text round-trips for every action kind", "[text]") {
  const char* lines[] = {"end_turn",
                         "fire C3",
                         "build A1",
                         "demolish H8",
                         "unit 1 C3",
                         "support 2 C3",
                         "support 2 segment NW",
                         "support 2 range 1",
                         "support 2 board",
                         "support 2 quadrant NE",
                         "support 3 unit 1",
                         "support 1",
                         "fieldwork 1 C3",
                         "fieldwork 2",
                         "discard unit 2",
                         "discard support 1",
                         "choose 2",
                         "order B3 C3",
                         "stand_down B3",
                         "support 2 post B3"};
  for (const char* line : lines) {
    INFO(line);
    const auto action = ParseAction(line);
    REQUIRE(action.has_value());
    CHECK(ActionToString(*action) == line);
    CHECK(ParseAction(ActionToString(*action)) == action);
  }
}

TEST_CASE("Action text is 1-based for slots and options, 0-based in Action", "[text]") {
  const Action unit = *ParseAction("unit 3 b2");
  CHECK(unit.kind == ActionKind::kPlayUnit);
  CHECK(unit.slot == 2);
  CHECK(unit.cell == *ParseCell("B2"));
  const Action discard = *ParseAction("discard support 1");
  CHECK(discard.rail == Rail::kSupport);
  CHECK(discard.slot == 0);
  const Action range = *ParseAction("support 1 range 3");
  CHECK(range.target == TargetKind::kRange);
  CHECK(range.index == 3);
  CHECK(ParseAction("choose 1")->index == 0);
  CHECK(ParseAction("  end   ") == Action::EndTurn());
  CHECK(ParseAction("fire d2") == Action::Fire(*ParseCell("D2")));
}

TEST_CASE("Action text of a post's order names the post in index and the target in cell", "[text][posts]") {
  const Action order = *ParseAction("order b3 c3");
  CHECK(order.kind == ActionKind::kOrder);
  CHECK(order.index == *ParseCell("B3"));
  CHECK(order.cell == *ParseCell("C3"));
  const Action upgrade = *ParseAction("support 2 post B3");
  CHECK(upgrade.target == TargetKind::kPost);
  CHECK(upgrade.cell == *ParseCell("B3"));
}

TEST_CASE("Malformed action text is refused", "[text]") {
  for (const char* line :
       {"", "fire", "fire Z9", "fire C3 C4", "build", "end_turn now", "unit 0 C3", "unit 4 C3",
        "unit 1", "support 2 segment XX", "support 2 range 4", "support 2 quadrant N", "support x",
        "fieldwork 3 C3", "discard hand 1", "discard unit", "choose", "choose 0", "dance", "order B3",
        "order B3 C3 D3", "order Z9 C3", "stand_down", "stand_down B3 C3", "support 2 post", "support 2 post Z9"}) {
    INFO(line);
    CHECK_FALSE(ParseAction(line).has_value());
  }
}
