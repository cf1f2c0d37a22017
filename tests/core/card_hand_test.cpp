#include <catch2/catch.hpp>

#include "card_battle.h"

using namespace bc;
using namespace bc::test;

TEST_CASE("The hand opens with 3 unit slots, 3 support slots and one fieldwork bay", "[cards][hand]") {
  CardBattle b;
  const CardState& c = b.state.cards;
  REQUIRE(c.active);
  for (int s = 0; s < kHandSlots; ++s) {
    CHECK(c.unit_slots[s] >= 0);
    CHECK(c.support_slots[s] != kNoCard);
  }
  CHECK(c.bay_count == 1);
  CHECK(c.bays[0] != kNoCard);
  CHECK(c.bays[1] == kNoCard);
  CHECK(c.discard_points == 1);
  // 8 roster units + 1 siege unit; 3 in hand, the rest in the draw pile.
  CHECK(c.unit_count == 9);
  CHECK(c.unit_draw.count == 6);
  CHECK(c.support_draw.count == 13);
}

TEST_CASE("Held cards persist across turns", "[cards][hand]") {
  CardBattle b;
  const auto units = b.state.cards.unit_slots;
  const auto supports = b.state.cards.support_slots;
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.unit_slots == units);
  CHECK(b.state.cards.support_slots == supports);
}

TEST_CASE("A played slot stays empty until the end of the turn, then refills", "[cards][hand]") {
  CardBattle b;
  b.SetSupport(0, "t_repair");
  REQUIRE(b.Do("support 1").ok);
  CHECK(b.state.cards.support_slots[0] == kNoCard);
  CHECK(b.state.cards.support_spent.count == 1);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.support_slots[0] != kNoCard);
}

TEST_CASE("Discarding costs a point and swaps the slot at once from the same rail", "[cards][hand]") {
  CardBattle b;
  const CardIndex top = b.state.cards.support_draw.items[0];
  const CardIndex old = b.state.cards.support_slots[1];
  auto r = b.Do("discard support 2");
  REQUIRE(r.ok);
  CHECK(b.state.cards.discard_points == 0);
  CHECK(b.state.cards.support_slots[1] == top);
  CHECK(b.state.cards.support_spent.items[0] == old);
  const std::int8_t next_unit = b.state.cards.unit_draw.items[0];
  r = b.Do("discard unit 1");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "no discard points left this turn");
  b.state.cards.discard_points = 1;
  REQUIRE(b.Do("discard unit 1").ok);
  CHECK(b.state.cards.unit_slots[0] == next_unit);
}

TEST_CASE("Discard points start at 1, rise by 1 each turn and cap at 2", "[cards][hand]") {
  CardBattle b;
  CHECK(b.state.cards.discard_points == 1);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.discard_points == 2);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.discard_points == 2);
  REQUIRE(b.Do("discard support 1").ok);
  REQUIRE(b.Do("discard support 1").ok);
  CHECK(b.state.cards.discard_points == 0);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.discard_points == 1);
}

TEST_CASE("Rails are shuffled with the battle's seed", "[cards][hand]") {
  const CardBattle a(CardCatalog(), -1, 42);
  const CardBattle same(CardCatalog(), -1, 42);
  CHECK(a.state.cards == same.state.cards);
  bool differs = false;
  for (std::uint64_t seed = 1; seed < 6 && !differs; ++seed) {
    const CardBattle other(CardCatalog(), -1, seed);
    differs = !(other.state.cards.support_draw == a.state.cards.support_draw);
  }
  CHECK(differs);
}

TEST_CASE("A dry pile is reshuffled from the rail's spent cards", "[cards][hand]") {
  CardBattle b;
  CardState& c = b.state.cards;
  c.support_draw = {};
  c.support_spent = {};
  const CardIndex bolt = static_cast<CardIndex>(b.catalog.FindCard("t_bolt"));
  const CardIndex old = c.support_slots[0];
  b.state.cards.discard_points = 2;
  REQUIRE(b.Do("discard support 1").ok);
  // The only spent card is the one just discarded: it comes straight back.
  CHECK(c.support_slots[0] == old);
  CHECK(c.support_spent.count == 0);
  (void)bolt;
}

TEST_CASE("Card actions on an empty slot or a missing target are refused and spend nothing",
          "[cards][hand]") {
  CardBattle b;
  b.SetSupport(0, "t_bolt");
  const BattleState before = b.state;
  auto r = b.Do("support 1 C3");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "there is no attacker at C3");
  r = b.Do("support 1 board");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "t_bolt must target an attacker's cell");
  b.state.cards.unit_slots[2] = -1;
  const BattleState emptied = b.state;
  r = b.Do("unit 3 C3");
  CHECK(r.reason == "unit slot 3 is empty");
  CHECK(b.state == emptied);
  b.state = before;
  r = b.Do("fieldwork 2 C3");
  CHECK(r.reason == "there is no fieldwork bay 2");
  CHECK(b.state == before);
}

TEST_CASE("Card actions are listed by LegalActions and each one is accepted", "[cards][hand]") {
  CardBattle b;
  b.Place("grunt", "C3");
  b.Place("grunt", "F6");
  const auto legal = LegalActions(b.catalog, b.state);
  int kinds[9] = {};
  for (const Action& a : legal) {
    ++kinds[static_cast<int>(a.kind)];
    CHECK(CheckAction(b.catalog, b.state, a).empty());
  }
  CHECK(kinds[static_cast<int>(ActionKind::kDiscard)] == 6);
  CHECK(kinds[static_cast<int>(ActionKind::kPlayUnit)] > 0);
  CHECK(kinds[static_cast<int>(ActionKind::kPlaySupport)] > 0);
}

TEST_CASE("A battle without a loadout has no card actions", "[cards][hand]") {
  Catalog catalog = CardCatalog();
  catalog.loadouts.clear();
  BattleState s = NewBattle(catalog, 0, 1);
  CHECK_FALSE(s.cards.active);
  Action discard;
  discard.kind = ActionKind::kDiscard;
  discard.slot = 0;
  CHECK(CheckAction(catalog, s, discard) == "no cards are in play in this battle");
}
