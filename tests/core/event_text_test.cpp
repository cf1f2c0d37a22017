#include <catch2/catch.hpp>

#include "siege_fixtures.h"
#include "text/event_text.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("Events read as one line of English naming cells A1-H8 and attackers", "[text]") {
  const Catalog catalog = MakeCatalog();
  Event moved;
  moved.kind = EventKind::kMoved;
  moved.uid = 4;
  moved.enemy = kGrunt;
  moved.cell = C("C2");
  moved.cell2 = C("C3");
  CHECK(DescribeEvent(catalog, moved) == "GRUNT #4 moves C2 -> C3.");
  Event breach;
  breach.kind = EventKind::kBreached;
  breach.uid = 2;
  breach.enemy = kRunner;
  breach.cell = C("E3");
  breach.cell2 = C("E4");
  breach.quadrant = static_cast<std::int8_t>(Quadrant::kNE);
  CHECK(DescribeEvent(catalog, breach) == "RUNNER #2 breaches the NE quadrant from E3.");
  Event base;
  base.kind = EventKind::kBaseDamaged;
  base.amount = 2;
  base.amount2 = 8;
  CHECK(DescribeEvent(catalog, base) == "The base takes 2 damage (8 health left).");
}

TEST_CASE("Every event of a battle has a one-line description and a name", "[text]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kRocks, 9);
  Events all;
  for (int turn = 0; turn < 12 && !IsOver(state); ++turn) {
    state.cannon_charge = 3;
    for (const Action& a : LegalActions(catalog, state)) {
      if (a.kind == ActionKind::kFireCannon) {
        const auto r = Apply(catalog, state, a);
        all.insert(all.end(), r.events.begin(), r.events.end());
        break;
      }
    }
    if (IsOver(state)) break;
    const auto r = EndTurn(catalog, state);
    all.insert(all.end(), r.events.begin(), r.events.end());
  }
  REQUIRE(all.size() > 20);
  for (const Event& e : all) {
    const std::string line = DescribeEvent(catalog, e);
    INFO(EventKindName(e.kind));
    CHECK_FALSE(line.empty());
    CHECK(line.back() == '.');
    CHECK(line.find("--") == std::string::npos);  // never an unnamed cell
    CHECK(std::string(EventKindName(e.kind)) != "card_event");
  }
}
