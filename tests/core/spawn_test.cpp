#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

// A mission with the given schedule and spawn cells, appended to the fixture catalog.
MissionIndex AddMission(Catalog& catalog, std::vector<SpawnDef> schedule,
                        std::vector<Cell> deployment, std::vector<Cell> reinforcement = {}) {
  MissionDef m;
  m.id = "spawn_case_" + std::to_string(catalog.missions.size());
  m.name = m.id;
  m.schedule = std::move(schedule);
  m.deployment = std::move(deployment);
  m.reinforcement = std::move(reinforcement);
  catalog.missions.push_back(m);
  return static_cast<MissionIndex>(catalog.missions.size() - 1);
}

}  // namespace

TEST_CASE(
    "A battle starts with the turn-1 entries on the board and turn-2 entries "
    "telegraphed",
    "[spawns]") {
  const Catalog catalog = MakeCatalog();
  Events events;
  const BattleState state = NewBattle(catalog, kWaves, 7, &events);
  REQUIRE(state.attacker_count == 2);
  CHECK(state.attacker_at[C("D1")] >= 0);
  const Attacker& runner = state.attackers[1 - state.attacker_at[C("D1")]];
  CHECK(runner.type == kRunner);
  CHECK(SectorOf(runner.cell) == Sector::kE);
  CHECK((state.cell_flags[runner.cell] & kCellDeployment) != 0);
  REQUIRE(state.pending_count == 2);
  CHECK(state.pending[0].enemy == kKrab);
  CHECK(SectorOf(state.pending[0].cell) == Sector::kS);
  CHECK(state.pending[1].enemy == kFlyer);
  CHECK(SectorOf(state.pending[1].cell) == Sector::kW);
  CHECK(state.queue_pos == 4);
  CHECK(Count(events, EventKind::kSpawned) == 2);
  CHECK(Count(events, EventKind::kSpawnTelegraphed) == 2);
}

TEST_CASE("The enemy phase at the end of turn t lands turn t+1 entries and telegraphs t+2",
          "[spawns][turn]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kWaves, 7);
  const PendingSpawn krab = state.pending[0];
  const ApplyResult result = EndTurn(catalog, state);
  CHECK(state.turn == 2);
  REQUIRE(state.attacker_at[krab.cell] >= 0);
  CHECK(state.attackers[state.attacker_at[krab.cell]].type == kKrab);
  REQUIRE(state.pending_count == 2);  // the turn-3 grunt (N) and tank (E)
  CHECK(state.pending[0].enemy == kGrunt);
  CHECK(SectorOf(state.pending[0].cell) == Sector::kN);
  CHECK(state.pending[1].enemy == kTank);
  CHECK(IndexOf(result.events, EventKind::kSpawned) <
        IndexOf(result.events, EventKind::kSpawnTelegraphed));
}

TEST_CASE(
    "A sector spawn lands on a random free deployment cell of its sector distinct from other "
    "pending cells and fixed by the seed",
    "[spawns]") {
  Catalog catalog = MakeCatalog();
  const MissionIndex m = AddMission(
      catalog,
      {At(1, kGrunt, "E1"), InSector(2, kGrunt, Sector::kN), InSector(2, kGrunt, Sector::kN)},
      {C("C1"), C("D1"), C("E1"), C("F1"), C("A5")});
  std::array<int, kCellCount> seen{};
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const BattleState a = Start(catalog, m, seed);
    const BattleState b = Start(catalog, m, seed);
    CHECK(a == b);
    REQUIRE(a.pending_count == 2);
    CHECK(a.pending[0].cell != a.pending[1].cell);
    for (int i = 0; i < 2; ++i) {
      const Cell c = a.pending[i].cell;
      CHECK(SectorOf(c) == Sector::kN);
      CHECK(c != C("E1"));  // occupied by the turn-1 grunt
      seen[c]++;
    }
  }
  // Random, not fixed: each free northern deployment cell gets picked at some seed.
  CHECK(seen[C("C1")] > 0);
  CHECK(seen[C("D1")] > 0);
  CHECK(seen[C("F1")] > 0);
  CHECK(seen[C("A5")] == 0);
}

TEST_CASE("Reinforcement entries land on reinforcement cells of their sector", "[spawns]") {
  const Catalog catalog = MakeCatalog();
  const BattleState state = Start(catalog, kRocks, 3);
  // kRocks turn 2: a runner in the north (deployment) and a grunt in the west
  // (reinforcement: A7 is the only western reinforcement cell).
  REQUIRE(state.pending_count == 2);
  CHECK((state.cell_flags[state.pending[0].cell] & kCellDeployment) != 0);
  CHECK(state.pending[1].cell == C("A7"));
}

TEST_CASE("With no free cell in its sector a spawn uses any free spawn cell of the mission",
          "[spawns]") {
  Catalog catalog = MakeCatalog();
  const MissionIndex m = AddMission(catalog, {At(1, kGrunt, "D1"), InSector(2, kGrunt, Sector::kN)},
                                    {C("D1"), C("H5")});
  const BattleState state = Start(catalog, m);
  REQUIRE(state.pending_count == 1);
  CHECK(state.pending[0].cell == C("H5"));
}

TEST_CASE(
    "With no free spawn cell at all the spawn waits without a cell and is resolved at "
    "the next telegraph",
    "[spawns]") {
  Catalog catalog = MakeCatalog();
  const MissionIndex m =
      AddMission(catalog, {At(1, kGrunt, "D1"), InSector(2, kRunner, Sector::kN)}, {C("D1")});
  BattleState state = Start(catalog, m);
  REQUIRE(state.pending_count == 1);
  CHECK(state.pending[0].cell == kNoCell);
  const auto grunt = state.attackers[0].uid;
  state.attackers[0].incapacitated = 1;  // D1 stays occupied through the next phase
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Count(result.events, EventKind::kSpawnDelayed) == 1);
  REQUIRE(state.pending_count == 1);
  CHECK(state.pending[0].cell == kNoCell);
  result = EndTurn(catalog, state);  // the grunt leaves D1; the runner still has no cell
  CHECK(Find(state, grunt)->cell == C("D2"));
  REQUIRE(state.pending_count == 1);
  CHECK(state.pending[0].cell == C("D1"));  // resolved at this phase's telegraph
  EndTurn(catalog, state);
  CHECK(state.pending_count == 0);
  CHECK(state.attacker_count == 2);
}

TEST_CASE("A pending spawn whose cell is occupied waits and lands once it is free", "[spawns]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.pending[0] = PendingSpawn{0, kGrunt, C("B2")};
  state.pending_count = 1;
  state.queue_pos = 1;  // the schedule's one entry is now the pending one
  const auto squatter = Put(catalog, state, kGrunt, "B2");
  state.attackers[siege::FindAttackerByUid(state, squatter)].incapacitated = 1;
  ApplyResult result = EndTurn(catalog, state);
  CHECK(Count(result.events, EventKind::kSpawnDelayed) == 1);
  CHECK(state.pending_count == 1);
  result = EndTurn(catalog, state);  // the squatter moves on first, then the spawn lands
  CHECK(Count(result.events, EventKind::kSpawned) == 1);
  CHECK(state.pending_count == 0);
  REQUIRE(state.attacker_at[C("B2")] >= 0);
  CHECK(state.attackers[state.attacker_at[C("B2")]].uid != squatter);
}

TEST_CASE("A ground spawn does not land on a barricade, an aircraft does", "[spawns]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.pending[0] = PendingSpawn{0, kGrunt, C("B2")};
  state.pending[1] = PendingSpawn{0, kFlyer, C("G2")};
  state.pending_count = 2;
  SetBarricade(state, C("B2"), BarricadeKind::kMission);
  SetBarricade(state, C("G2"), BarricadeKind::kMission);
  EndTurn(catalog, state);
  CHECK(state.attacker_at[C("B2")] == -1);
  CHECK(state.attacker_at[C("G2")] >= 0);
  CHECK(state.pending_count == 1);
}

TEST_CASE("New enemies spawn unless spawn is skipped: skipped spawns wait one phase each",
          "[spawns][statuses]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog, kWaves, 7);
  state.skip_spawns = 1;
  const int before = state.attacker_count;
  ApplyResult result = EndTurn(catalog, state);
  CHECK(state.attacker_count == before);
  CHECK(state.skip_spawns == 0);
  CHECK(Count(result.events, EventKind::kSpawnsSkipped) == 1);
  CHECK(Count(result.events, EventKind::kSpawned) == 0);
  CHECK(state.pending_count == 4);  // turn-2 pair still waiting, turn-3 pair telegraphed
  result = EndTurn(catalog, state);
  CHECK(Count(result.events, EventKind::kSpawned) == 4);
}
