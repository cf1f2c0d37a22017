#include <catch2/catch.hpp>

#include <set>

#include "basecommand/card_events.h"
#include "card_battle.h"
#include "text/event_text.h"

using namespace bc;
using namespace bc::test;

TEST_CASE("Card events have names and English lines in the battle log", "[cards][events]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  const auto r = b.Do("unit 1 C3");
  REQUIRE(r.ok);
  bool engagement = false;
  for (const Event& e : r.events) {
    REQUIRE(EventKindName(e.kind) != nullptr);
    CHECK_FALSE(DescribeEvent(b.catalog, e).empty());
    if (e.kind == kEventEngagement) {
      engagement = true;
      CHECK(std::string(EventKindName(e.kind)) == "engagement");
      CHECK(DescribeEvent(b.catalog, e) == "t_gunner engaged GRUNT #" + std::to_string(e.uid) +
                                               " at C3: the unit has 3 HP left.");
    }
  }
  CHECK(engagement);
  std::set<std::string> names;
  for (int k = static_cast<int>(EventKind::kCardEventsBegin) + 1; k < static_cast<int>(kCardEventsEnd); ++k) {
    names.insert(CardEventKindName(static_cast<EventKind>(k)));
  }
  CHECK(names.size() == static_cast<std::size_t>(static_cast<int>(kCardEventsEnd) - static_cast<int>(EventKind::kCardEventsBegin) - 1));
}

TEST_CASE("An engagement's lines come as it happened: the damage of the blows, then the result", "[cards][events]") {
  CardBattle b;
  b.SetUnit(0, "t_gunner");
  b.Place("grunt", "C3");
  const auto r = b.Do("unit 1 C3");
  REQUIRE(r.ok);
  int played = -1;
  int damaged = -1;
  int result = -1;
  for (std::size_t i = 0; i < r.events.size(); ++i) {
    const EventKind kind = r.events[i].kind;
    if (kind == kEventCardPlayed && played < 0) played = static_cast<int>(i);
    if ((kind == EventKind::kAttackerDamaged || kind == kEventUnitDamaged) && damaged < 0) damaged = static_cast<int>(i);
    if (kind == kEventEngagement) result = static_cast<int>(i);
  }
  REQUIRE(played >= 0);
  REQUIRE(damaged >= 0);
  REQUIRE(result >= 0);
  CHECK(played < damaged);
  CHECK(damaged < result);  // the cause before its result
}
