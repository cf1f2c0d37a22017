#include <catch2/catch.hpp>

#include "basecommand/intents.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("Intents show each attacker's moves and bash and breach and the shield outcome",
          "[intents]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.shields[static_cast<int>(Quadrant::kSE)] = ShieldState::kDown;
  const auto runner = Put(catalog, state, kRunner, "D1");
  const auto basher = Put(catalog, state, kGrunt, "A1");
  SetBarricade(state, C("B2"), BarricadeKind::kPlayer);
  const auto blocked = Put(catalog, state, kGrunt, "C3");
  const auto breacher = Put(catalog, state, kGrunt, "F6");
  const BattleState before = state;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  CHECK(state == before);  // prediction leaves the state alone
  REQUIRE(intents.attackers.size() == 4);
  const auto& r = intents.attackers[0];
  CHECK(r.uid == runner);
  CHECK(r.moves == std::vector<Cell>{C("D2"), C("D3")});
  CHECK(r.end == C("D3"));
  const auto& b = intents.attackers[1];
  CHECK(b.uid == basher);
  CHECK(b.bash == C("B2"));
  CHECK(b.damage_taken == 2);
  CHECK(b.end == C("A1"));
  const auto& shielded = intents.attackers[2];
  CHECK(shielded.uid == blocked);
  CHECK(shielded.breaches);
  CHECK(shielded.quadrant == Quadrant::kNW);
  CHECK(shielded.shield_blocks);
  CHECK(shielded.base_damage == 0);
  const auto& through = intents.attackers[3];
  CHECK(through.uid == breacher);
  CHECK(through.breaches);
  CHECK(through.quadrant == Quadrant::kSE);
  CHECK_FALSE(through.shield_blocks);
  CHECK(through.base_damage == 2);
  CHECK(intents.base_damage == 2);
  CHECK(intents.breaches[static_cast<int>(Quadrant::kNW)] == 1);
  CHECK(intents.breaches[static_cast<int>(Quadrant::kSE)] == 1);
  // Threats: every attacker's path end; D1 and A1 both end in NW with C3.
  CHECK(intents.threats[static_cast<int>(Quadrant::kNW)] == 3);
  CHECK(intents.threats[static_cast<int>(Quadrant::kSE)] == 1);

  const ApplyResult result = EndTurn(catalog, state);
  CHECK(result.events == intents.events);
  CHECK(state.base_health == 8);
}

TEST_CASE("Intents show next turn's spawns and poison damage and deaths", "[intents]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kWaves, 3);
  Attacker& first = state.attackers[0];
  first.poison = 9;
  first.poison_turns = 1;
  const auto uid = first.uid;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.spawns.size() == 2);
  CHECK(intents.spawns[0].enemy == kKrab);
  CHECK(intents.spawns[0].cell == state.pending[0].cell);
  CHECK(intents.spawns[0].lands);
  CHECK(intents.telegraphed.size() == 2);
  for (const AttackerIntent& a : intents.attackers) {
    if (a.uid != uid) continue;
    CHECK(a.dies);
    CHECK(a.status_damage == 9);
    CHECK(a.moves.empty());
  }
}

TEST_CASE("Intents of a frozen phase or a finished battle", "[intents]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "C1");
  state.frozen_turns = 1;
  state.skip_spawns = 1;
  EnemyIntents intents = PredictEnemyPhase(catalog, state);
  CHECK(intents.frozen);
  CHECK(intents.spawns_skipped);
  CHECK(intents.attackers[0].moves.empty());
  state.phase = Phase::kVictory;
  intents = PredictEnemyPhase(catalog, state);
  CHECK(intents.attackers.empty());
  CHECK(intents.events.empty());
}

TEST_CASE("Intents count a path for its quadrant only when its attacker lives through the phase", "[intents]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const auto basher = Put(catalog, state, kGrunt, "A1");
  SetBarricade(state, C("B2"), BarricadeKind::kPlayer);
  Put(catalog, state, kGrunt, "C3");
  // The basher has less health than the bash costs it: it dies on the barricade.
  for (int i = 0; i < state.attacker_count; ++i) {
    if (state.attackers[i].uid == basher) state.attackers[i].hp = 1;
  }
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.attackers.size() == 2);
  CHECK(intents.attackers[0].dies);
  CHECK(intents.attackers[0].bash == C("B2"));
  CHECK(intents.threats[static_cast<int>(Quadrant::kNW)] == 1);  // only C3 arrives
}

TEST_CASE("A breach the base cannot take in full says both: its damage and what the base has left",
          "[intents]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.shields[static_cast<int>(Quadrant::kSE)] = ShieldState::kDown;
  state.base_health = 1;
  Put(catalog, state, kGrunt, "F6");  // breach damage 2
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.attackers.size() == 1);
  CHECK(intents.attackers[0].breaches);
  CHECK(intents.attackers[0].breach_damage == 2);
  CHECK(intents.attackers[0].base_damage == 1);
  CHECK(intents.base_damage == 1);
  CHECK(intents.defeat);
}

TEST_CASE("When the base falls first, every attacker after the fall keeps what it would do had it stood",
          "[intents]") {
  Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.shields[static_cast<int>(Quadrant::kSE)] = ShieldState::kDown;
  state.base_health = 2;
  const auto breacher = Put(catalog, state, kGrunt, "F6");  // range 1: activates first
  const auto walker = Put(catalog, state, kGrunt, "A1");    // range 3: after the fall
  const auto hero = Put(catalog, state, kHero, "H8");
  state.attackers[siege::FindAttackerByUid(state, hero)].ability = 5;  // the charge, shown
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.defeat);
  REQUIRE(intents.attackers.size() == 3);
  CHECK(intents.attackers[0].uid == breacher);
  CHECK(intents.attackers[0].breaches);
  CHECK_FALSE(intents.attackers[0].after_fall);
  CHECK(intents.attackers[0].base_damage == 2);
  // The phase ends at the fall: the others never activate, yet each keeps its intent.
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kMoved) == 0);
  CHECK(intents.events == end.events);
  CHECK(intents.attackers[1].uid == walker);
  CHECK(intents.attackers[1].after_fall);
  CHECK(intents.attackers[1].moves == std::vector<Cell>{C("B2")});
  CHECK(intents.attackers[2].uid == hero);
  CHECK(intents.attackers[2].after_fall);
  CHECK(intents.attackers[2].ability == 4);
  CHECK(intents.attackers[2].moves.size() == 2);
  // Only the breach that happened counts toward the phase's totals.
  CHECK(intents.base_damage == 2);
  CHECK(intents.breaches[static_cast<int>(Quadrant::kSE)] == 1);
}
