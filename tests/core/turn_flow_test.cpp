#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE(
    "End of turn runs in the rulebook's order: statuses then movement and breaches then spawns "
    "then the turn tick",
    "[turn]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto poisoned = Put(catalog, state, kHeavy, "H1");
  Attacker& a = state.attackers[siege::FindAttackerByUid(state, poisoned)];
  a.poison = 1;
  a.poison_turns = 2;
  Put(catalog, state, kGrunt, "C3");
  state.pending[0] = PendingSpawn{0, kGrunt, C("A8")};
  state.pending_count = 1;
  state.queue_pos = 1;
  state.shields[1] = ShieldState::kOvercharged;
  const ApplyResult result = EndTurn(catalog, state);
  REQUIRE(result.ok);
  const Events& e = result.events;
  const int phase = IndexOf(e, EventKind::kEnemyPhaseStarted);
  const int status = IndexOf(e, EventKind::kStatusTicked);
  const int moved = IndexOf(e, EventKind::kMoved);
  const int breach = IndexOf(e, EventKind::kBreached);
  const int spawned = IndexOf(e, EventKind::kSpawned);
  const int charged = IndexOf(e, EventKind::kCannonCharged);
  const int overcharge = IndexOf(e, EventKind::kOverchargeSpent);
  const int turn = IndexOf(e, EventKind::kTurnStarted);
  REQUIRE(phase == 0);
  CHECK(phase < status);
  CHECK(status < breach);  // C3 is nearer, so it activates before H1 moves
  CHECK(breach < moved);
  CHECK(moved < spawned);
  CHECK(spawned < charged);
  CHECK(charged < overcharge);
  CHECK(overcharge < turn);
  CHECK(turn == static_cast<int>(e.size()) - 1);
  CHECK(state.turn == 2);
}

TEST_CASE("Poison deals damage at the status tick then counts down and clears at 0", "[statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kHeavy, "A1");
  Attacker& a = state.attackers[siege::FindAttackerByUid(state, uid)];
  a.poison = 3;
  a.poison_turns = 2;
  a.incapacitated = 10;  // keep it off the base for the whole test
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->hp == 17);
  CHECK(Find(state, uid)->poison_turns == 1);
  CHECK(state.score == 30);
  const int tick = IndexOf(result.events, EventKind::kStatusTicked);
  REQUIRE(tick >= 0);
  CHECK(result.events[tick].status == StatusKind::kPoison);
  CHECK(result.events[tick].amount == 3);
  CHECK(result.events[tick].amount2 == 1);
  result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->hp == 14);
  CHECK(Find(state, uid)->poison == 0);
  CHECK(Find(state, uid)->poison_turns == 0);
  const int expired = IndexOf(result.events, EventKind::kStatusExpired);
  REQUIRE(expired >= 0);
  CHECK(result.events[expired].status == StatusKind::kPoison);
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->hp == 14);
}

TEST_CASE("Poison ignores attacker shield points", "[statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kTank, "A1");
  Attacker& a = state.attackers[siege::FindAttackerByUid(state, uid)];
  a.poison = 2;
  a.poison_turns = 1;
  EndTurn(catalog, state);
  CHECK(Find(state, uid)->hp == 8);
  CHECK(Find(state, uid)->shield == 2);
}

TEST_CASE("An attacker killed by poison never moves", "[statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kGrunt, "C3");
  Attacker& a = state.attackers[siege::FindAttackerByUid(state, uid)];
  a.poison = 5;
  a.poison_turns = 1;
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid) == nullptr);
  CHECK(Count(result.events, EventKind::kBreached) == 0);
  CHECK(state.shields[0] == ShieldState::kUp);
  CHECK(state.score == 30 + 50);
}

TEST_CASE("Overcharged shields expire at the turn tick even when unused", "[shields][statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.shields[2] = ShieldState::kOvercharged;
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.shields[2] == ShieldState::kUp);
  CHECK(Count(result.events, EventKind::kOverchargeSpent) == 1);
}

TEST_CASE(
    "A Krab replicates every interval-th activation onto the free neighbour farthest from the base "
    "up to its copy limit",
    "[replication]") {
  const Catalog catalog = MakeCatalog();  // krab: every 2nd activation, 1 copy
  BattleState state = Start(catalog);
  const auto uid = Put(catalog, state, kKrab, "B1");
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Find(state, uid)->cell == C("B2"));
  CHECK(state.attacker_count == 1);
  result = EndTurn(catalog, state);
  // B2 -> C3; C3's free neighbours at distance 2 are C2 (N), B3, D2, B2, B4: north first.
  CHECK(Find(state, uid)->cell == C("C3"));
  REQUIRE(state.attacker_count == 2);
  REQUIRE(state.attacker_at[C("C2")] >= 0);
  const Attacker& copy = state.attackers[state.attacker_at[C("C2")]];
  CHECK(copy.type == kKrab);
  CHECK(copy.hp == 1);
  const int replicated = IndexOf(result.events, EventKind::kReplicated);
  REQUIRE(replicated >= 0);
  CHECK(result.events[replicated].cell2 == C("C2"));
  CHECK(result.events[replicated].amount == copy.uid);
  CHECK(Find(state, uid)->copies_made == 1);
}

TEST_CASE(
    "A replicated copy does not activate in the phase it appears and counts toward "
    "victory",
    "[replication][victory]") {
  Catalog catalog = MakeCatalog();
  catalog.enemies[kKrab].replicate.interval = 1;
  BattleState state = Start(catalog, kLastOne);
  // Replace the mission's grunt with a Krab.
  siege::RemoveAttacker(state, 0);
  const auto uid = Put(catalog, state, kKrab, "B1");
  EndTurn(catalog, state);
  REQUIRE(state.attacker_count == 2);
  const Cell copy_cell = state.attackers[1].cell;
  CHECK(copy_cell != Find(state, uid)->cell);
  // Kill the parent: the copy keeps the battle going.
  state.cannon_charge = 3;
  REQUIRE(Apply(catalog, state, Action::Fire(Find(state, uid)->cell)).ok);
  CHECK(state.phase == Phase::kPlayer);
}

TEST_CASE("The terrain action and the cannon and the card hook tick once per turn", "[turn]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  REQUIRE(Apply(catalog, state, Action::Build(C("B2"))).ok);
  CHECK(state.terrain_actions_left == 0);
  EndTurn(catalog, state);
  CHECK(state.terrain_actions_left == 1);
  CHECK(state.cannon_charge == 1);
  CHECK(state.cards.discard_points == 2);  // the card hook runs at the tick
}

TEST_CASE("A slot an attacker leaves is empty again, and a placed attacker holds only its type's values",
          "[turn]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const int before = state.attacker_count;
  Put(catalog, state, kGrunt, "C3");
  const auto heavy = Put(catalog, state, kHeavy, "H1");
  REQUIRE(state.attacker_count == before + 2);
  // The grunt leaves: the heavy (the last) takes its slot, and the last slot is empty.
  siege::RemoveAttacker(state, before);
  REQUIRE(state.attacker_count == before + 1);
  CHECK(state.attackers[before].uid == heavy);
  CHECK(state.attackers[state.attacker_count] == Attacker{});
  CHECK(state.attacker_at[C("C3")] == -1);
  // A placement writes a whole attacker, whatever its slot held.
  Attacker& stale = state.attackers[state.attacker_count];
  stale.poison = 3;
  stale.poison_turns = 2;
  stale.incapacitated = 1;
  stale.activations = 7;
  stale.copies_made = 1;
  stale.ability = 2;
  stale.lane = 4;
  const int index = siege::PlaceAttacker(catalog, state, kGrunt, C("C3"), nullptr);
  REQUIRE(index == before + 1);
  Attacker expected;
  expected.uid = state.attackers[index].uid;
  expected.type = kGrunt;
  expected.cell = C("C3");
  expected.hp = expected.max_hp = static_cast<std::int16_t>(catalog.enemies[kGrunt].health);
  expected.shield = static_cast<std::int16_t>(catalog.enemies[kGrunt].shield);
  expected.perks = catalog.enemies[kGrunt].perks;
  expected.concealed = catalog.enemies[kGrunt].concealed;
  CHECK(state.attackers[index] == expected);
}
