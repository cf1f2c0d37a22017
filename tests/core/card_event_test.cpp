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

namespace {

// The log's lines of an engagement: the card played, each blow, and the result (the
// points scored are left out).
std::vector<std::string> EngagementLines(const Catalog& catalog, const Events& events) {
  std::vector<std::string> lines;
  for (const Event& e : events) {
    if (e.kind == kEventCardPlayed || e.kind == EventKind::kAttackerDamaged || e.kind == kEventUnitDamaged ||
        e.kind == kEventBlowNoDamage || e.kind == EventKind::kAttackerDestroyed || e.kind == kEventEngagement) {
      lines.push_back(DescribeEvent(catalog, e));
    }
  }
  return lines;
}

}  // namespace

TEST_CASE("The battle log tells an engagement blow by blow, in the order the blows land", "[cards][events]") {
  CardBattle b;
  b.catalog.cards[b.catalog.FindCard("t_gunner")].ranks[0].attack = 2;  // 2 blows of 2
  b.catalog.enemies[0].attack = 2;                                       // 2 blows of 1
  b.SetUnit(0, "t_gunner");
  const std::string grunt = "GRUNT #" + std::to_string(b.Place("grunt", "C3"));
  b.AttackerAt("C3")->hp = 5;

  SECTION("each blow that lands is one line, the unit's first") {
    const auto r = b.Do("unit 1 C3");
    REQUIRE(r.ok);
    CHECK(EngagementLines(b.catalog, r.events) ==
          std::vector<std::string>{"t_gunner played at C3.", grunt + " on C3 takes 2 damage (3 HP left).",
                                   "t_gunner takes 1 damage.", grunt + " on C3 takes 2 damage (1 HP left).",
                                   "t_gunner takes 1 damage.",
                                   "t_gunner engaged " + grunt + " at C3: the unit has 2 HP left."});
  }
  SECTION("a blow that removes no HP has its own line, saying why") {
    b.catalog.enemies[0].miss_chance = 100;
    b.catalog.enemies[0].evasion = 2;  // the unit's 2 firepower gets nothing through
    const auto r = b.Do("unit 1 C3");
    REQUIRE(r.ok);
    CHECK(EngagementLines(b.catalog, r.events) ==
          std::vector<std::string>{"t_gunner played at C3.", "t_gunner strikes " + grunt + ": no damage gets through.",
                                   grunt + " strikes t_gunner and misses.",
                                   "t_gunner strikes " + grunt + ": no damage gets through.",
                                   grunt + " strikes t_gunner and misses.",
                                   "t_gunner engaged " + grunt + " at C3: the unit has 4 HP left."});
  }
  SECTION("a killing blow ends the fight: the attacker is destroyed before the result") {
    b.AttackerAt("C3")->hp = 3;
    const auto r = b.Do("unit 1 C3");
    REQUIRE(r.ok);
    CHECK(EngagementLines(b.catalog, r.events) ==
          std::vector<std::string>{"t_gunner played at C3.", grunt + " on C3 takes 2 damage (1 HP left).",
                                   "t_gunner takes 1 damage.", grunt + " on C3 takes 1 damage (0 HP left).",
                                   grunt + " on C3 is destroyed.",
                                   "t_gunner engaged " + grunt + " at C3: the unit has 3 HP left."});
  }
}

TEST_CASE("A blow that removes no HP says whether it missed, got nothing through, was cancelled or was absorbed",
          "[cards][events]") {
  Catalog catalog = CardCatalog();
  CardBattle b(catalog);
  const std::string grunt = "GRUNT #" + std::to_string(b.Place("grunt", "C3"));
  Event e = siege::AttackerEvent(kEventBlowNoDamage, *b.AttackerAt("C3"));
  e.amount = b.catalog.FindCard("t_gunner");
  e.quadrant = kBlowByAttacker;
  const std::pair<NoDamage, std::string> cases[] = {
      {NoDamage::kMissed, grunt + " strikes t_gunner and misses."},
      {NoDamage::kNoneThrough, grunt + " strikes t_gunner: no damage gets through."},
      {NoDamage::kProtected, grunt + " strikes t_gunner: Protection cancels the blow."},
      {NoDamage::kShield, grunt + " strikes t_gunner: its shield takes the blow."},
      {NoDamage::kTemporaryHp, grunt + " strikes t_gunner: its temporary HP takes the blow."}};
  for (const auto& [why, line] : cases) {
    e.amount2 = static_cast<int>(why);
    CHECK(DescribeEvent(b.catalog, e) == line);
  }
  e.quadrant = kBlowByUnit;
  e.amount2 = static_cast<int>(NoDamage::kShield);
  CHECK(DescribeEvent(b.catalog, e) == "t_gunner strikes " + grunt + ": its shield takes the blow.");
}
