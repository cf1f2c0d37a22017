#include <catch2/catch.hpp>

#include "basecommand/card_events.h"
#include "card_battle.h"

using namespace bc;
using namespace bc::test;

namespace {

// A battle whose bay 1 holds fieldwork `id`.
CardBattle WithBay(const std::string& id, Catalog catalog = CardCatalog()) {
  CardBattle b(std::move(catalog));
  b.state.cards.bays[0] = static_cast<CardIndex>(b.catalog.FindCard(id));
  cards::UpdateTerrainWorks(b.catalog, b.state);
  return b;
}

}  // namespace

TEST_CASE("A mine armed on a cell goes off on the attacker that steps there",
          "[cards][fieldwork]") {
  auto b = WithBay("t_mine");
  b.Place("grunt", "A3");  // steps to B3 in the enemy phase
  REQUIRE(b.Do("fieldwork 1 B3").ok);
  CHECK(b.state.cards.armed_count == 1);
  CHECK(b.state.cards.bays[0] == kNoCard);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B3") == nullptr);  // 3 damage: destroyed
  CHECK(b.state.cards.armed_count == 0);  // one use
}

TEST_CASE("A sentry hits an attacker on or next to it each turn end until its uses run out",
          "[cards][fieldwork]") {
  auto b = WithBay("t_sentry");
  REQUIRE(b.Do("fieldwork 1 A8").ok);
  b.Place("grunt", "B7");
  b.AttackerAt("B7")->hp = 9;
  b.state.frozen_turns = 5;
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B7")->hp == 8);
  REQUIRE(b.Do("end_turn").ok);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B7")->hp == 6);
  CHECK(b.state.cards.armed_count == 0);
}

TEST_CASE("A watchman incapacitates the first attacker that comes next to it", "[cards][fieldwork]") {
  Catalog catalog = CardCatalog();
  AddCard(catalog, Fieldwork("t_watchman", {Fx(EffectKind::kIncapacitate, 1, EffectTarget::kTriggering, Trigger::kEnemyAdjacent)}, 1));
  auto b = WithBay("t_watchman", catalog);
  REQUIRE(b.Do("fieldwork 1 A8").ok);
  b.Place("grunt", "B7");
  b.state.frozen_turns = 1;
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B7")->incapacitated == 1);
  CHECK(b.state.cards.armed_count == 0);
}

TEST_CASE("Fieldworks are refused on the base, blocked cells, barricades, attackers and armed cells",
          "[cards][fieldwork]") {
  auto b = WithBay("t_mine");
  b.state.cards.armed[0] = {static_cast<CardIndex>(b.catalog.FindCard("t_sentry")), At("F6"), 1};
  b.state.cards.armed_count = 1;
  SetBarricade(b.state, At("B2"), BarricadeKind::kPlayer);
  AddCellFlags(b.state, At("G7"), kCellBlocked);
  b.Place("grunt", "A1");
  CHECK(b.Do("fieldwork 1 D4").reason == "fieldworks cannot be armed on the base");
  CHECK(b.Do("fieldwork 1 G7").reason == "G7 is blocked");
  CHECK(b.Do("fieldwork 1 B2").reason == "a barricade stands at B2");
  CHECK(b.Do("fieldwork 1 A1").reason == "an attacker stands at A1");
  CHECK(b.Do("fieldwork 1 F6").reason == "a fieldwork is already armed at F6");
  CHECK(b.Do("fieldwork 1 H8").ok);
}

TEST_CASE("Terrain Works in a bay makes the build and demolish actions available", "[cards][fieldwork][terrain]") {
  auto b = WithBay("t_terrain");
  CHECK(b.state.terrain_works);
  CHECK(b.Do("fieldwork 1 A1").reason == "t_terrain works from its bay: use the build and demolish actions");
  CHECK(b.Do("build B2").ok);
  auto m = WithBay("t_mine");
  CHECK_FALSE(m.state.terrain_works);
  CHECK_FALSE(m.Do("build B2").ok);
}

TEST_CASE("The two fieldworks are a random sealed-crate kit feeding one bay", "[cards][fieldwork][deck]") {
  bool mine_first = false;
  bool terrain_first = false;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const CardBattle b(CardCatalog(), -1, seed);
    const std::string first = b.catalog.cards[b.state.cards.bays[0]].id;
    mine_first = mine_first || first == "t_mine";
    terrain_first = terrain_first || first == "t_terrain";
    CHECK(b.state.terrain_works == (first == "t_terrain"));
  }
  CHECK(mine_first);
  CHECK(terrain_first);
}

TEST_CASE("Bays do not refill like hand slots: the next crate arrives once, then none",
          "[cards][fieldwork]") {
  CardBattle b;
  b.state.cards.kit = {static_cast<CardIndex>(b.catalog.FindCard("t_mine")),
                       static_cast<CardIndex>(b.catalog.FindCard("t_sentry"))};
  b.state.cards.kit_next = 1;
  b.state.cards.bays[0] = b.state.cards.kit[0];
  REQUIRE(b.Do("fieldwork 1 A1").ok);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.bays[0] == b.catalog.FindCard("t_sentry"));
  REQUIRE(b.Do("fieldwork 1 H1").ok);
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.state.cards.bays[0] == kNoCard);
}

TEST_CASE("An attacker standing on a fieldwork it did not set off destroys it", "[cards][fieldwork]") {
  Catalog catalog = CardCatalog();
  Effect flak = Fx(EffectKind::kDamage, 2, EffectTarget::kTriggering, Trigger::kEnemyOnCell);
  flak.condition = Condition::kAircraft;
  AddCard(catalog, Fieldwork("t_flak", {flak}, 2));
  auto b = WithBay("t_flak", catalog);
  REQUIRE(b.Do("fieldwork 1 B3").ok);
  b.Place("grunt", "A3");
  REQUIRE(b.Do("end_turn").ok);
  CHECK(b.AttackerAt("B3") != nullptr);
  CHECK(b.AttackerAt("B3")->hp == 3);
  CHECK(b.state.cards.armed_count == 0);
}

TEST_CASE("A mine goes off the moment an attacker steps onto it, during the enemy's move, and ends its activation",
          "[cards][fieldwork][overwatch]") {
  Catalog catalog = CardCatalog();
  EnemyDef runner = catalog.enemies[static_cast<std::size_t>(catalog.FindEnemy("grunt"))];
  runner.id = "runner";
  runner.name = "RUNNER";
  runner.health = 9;
  runner.steps = 3;
  catalog.enemies.push_back(runner);
  auto b = WithBay("t_mine", catalog);
  const std::uint16_t uid = b.Place("runner", "A1");  // A1 -> B2 -> C3 -> breach
  REQUIRE(b.Do("fieldwork 1 B2").ok);
  const ApplyResult end = b.Do("end_turn");
  REQUIRE(end.ok);
  // It stopped on the mine with 3 damage, where it would have run on to the base.
  REQUIRE(b.AttackerAt("B2") != nullptr);
  CHECK(b.AttackerAt("B2")->uid == uid);
  CHECK(b.AttackerAt("B2")->hp == 6);
  CHECK(b.state.cards.armed_count == 0);
  // The blast comes right after the step in, before the turn tick.
  int moved = -1, triggered = -1, charged = -1;
  for (int i = 0; i < static_cast<int>(end.events.size()); ++i) {
    const Event& e = end.events[static_cast<std::size_t>(i)];
    if (e.kind == EventKind::kMoved && e.cell2 == At("B2") && moved < 0) moved = i;
    if (e.kind == kEventFieldworkTriggered && triggered < 0) triggered = i;
    if (e.kind == EventKind::kCannonCharged) charged = i;
  }
  REQUIRE(moved >= 0);
  CHECK(triggered == moved + 1);
  CHECK(charged > triggered);
}

TEST_CASE("A sentry fires once per enemy phase, at the first attacker that moves into its range",
          "[cards][fieldwork][overwatch]") {
  auto b = WithBay("t_sentry");
  REQUIRE(b.Do("fieldwork 1 B2").ok);
  // Each of these steps next to B2 this phase.
  const std::uint16_t first = b.Place("grunt", "A3");  // -> B3, next to B2
  const std::uint16_t second = b.Place("grunt", "C1");  // -> C2, next to B2
  b.state.attackers[static_cast<std::size_t>(siege::FindAttackerByUid(b.state, first))].hp = 9;
  b.state.attackers[static_cast<std::size_t>(siege::FindAttackerByUid(b.state, second))].hp = 9;
  const ApplyResult end = b.Do("end_turn");
  REQUIRE(end.ok);
  int triggers = 0;
  for (const Event& e : end.events) triggers += e.kind == kEventFieldworkTriggered;
  CHECK(triggers == 1);  // once this phase, not again at the turn end
  const int a = siege::FindAttackerByUid(b.state, first);
  const int c = siege::FindAttackerByUid(b.state, second);
  REQUIRE(a >= 0);
  REQUIRE(c >= 0);
  // Exactly one of them took the sentry's 1 damage.
  CHECK(b.state.attackers[static_cast<std::size_t>(a)].hp + b.state.attackers[static_cast<std::size_t>(c)].hp == 17);
  CHECK(b.state.cards.armed[0].uses_left == 2);
}
