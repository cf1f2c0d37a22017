// Lanes, trap-layers and what the intents show of the reacting fieldworks: an attacker
// walking its mission lane, a trap-layer's demolition charges counting down and
// detonating, and the fieldworks' damage predicted before the enemy phase deals it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/card_events.h"
#include "basecommand/intents.h"
#include "basecommand/routing.h"
#include "siege_fixtures.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace lanes_traps_test {

using namespace bc;
using namespace siege_fixture;

namespace {

const AttackerIntent* IntentOf(const EnemyIntents& intents, std::uint16_t uid) {
  for (const AttackerIntent& a : intents.attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

// The fixture catalog with the north lane of the lanes fields on the empty board.
Catalog LaneCatalog() {
  Catalog catalog = MakeCatalog();
  catalog.missions[kHold].lanes = {LaneDef{"north", {C("D1"), C("C1"), C("B2"), C("B3"), C("C3")}}};
  return catalog;
}

void Arm(BattleState& state, CardIndex card, const char* cell, int uses) {
  state.cards.active = true;
  ArmedFieldwork& f = state.cards.armed[state.cards.armed_count++];
  f.card = card;
  f.cell = C(cell);
  f.uses_left = static_cast<std::int8_t>(uses);
}

bool Armed(const BattleState& state, const char* cell) {
  for (int i = 0; i < state.cards.armed_count; ++i) {
    if (state.cards.armed[i].cell == C(cell)) return true;
  }
  return false;
}

Trap Charge(const char* cell, int fuse) {
  Trap t;
  t.cell = C(cell);
  t.fuse = static_cast<std::int8_t>(fuse);
  return t;
}

}  // namespace

TEST_CASE("A lane follower steps along its lane instead of the nearest-base path",
          "[hostiles][lanes]") {
  const Catalog catalog = LaneCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t crawler = Put(catalog, state, kCrawler, "D1");
  CHECK(Find(state, crawler)->lane == 1);  // it landed on the lane
  CHECK(ComputeRouting(state).next[C("D1")] == C("D2"));
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* shown = IntentOf(intents, crawler);
  REQUIRE(shown != nullptr);
  CHECK(shown->lane == 0);
  CHECK(shown->path == std::vector<Cell>{C("C1"), C("B2"), C("B3"), C("C3"), C("D4")});
  for (const char* cell : {"C1", "B2", "B3", "C3"}) {
    REQUIRE(EndTurn(catalog, state).ok);
    REQUIRE(Find(state, crawler) != nullptr);
    CHECK(Find(state, crawler)->cell == C(cell));
  }
  // From the lane's last cell it steps into the base cell its routing reaches.
  const ApplyResult last = EndTurn(catalog, state);
  const int breach = IndexOf(last.events, EventKind::kBreached);
  REQUIRE(breach >= 0);
  CHECK(last.events[breach].cell2 == C("D4"));
}

TEST_CASE("Off its lane, a follower steps onto the lane cell next to it farthest along, else the usual path",
          "[hostiles][lanes]") {
  Catalog catalog = LaneCatalog();
  BattleState state = Start(catalog);
  // A1 is on no lane; the lane's first cell is the nearest, so it follows that lane.
  const std::uint16_t near = Put(catalog, state, kCrawler, "A1");
  CHECK(Find(state, near)->lane == 1);
  // H8 is next to no lane cell: it walks the routing's path until it is.
  const std::uint16_t far = Put(catalog, state, kCrawler, "H8");
  CHECK(Find(state, far)->lane == 1);
  REQUIRE(EndTurn(catalog, state).ok);
  CHECK(Find(state, near)->cell == C("B2"));  // A1 touches B2 (index 2), not C1 (index 1)
  CHECK(Find(state, far)->cell == ComputeRouting(state).next[C("H8")]);
  // A type without the lane word, on no entry's lane, never follows one.
  const std::uint16_t grunt = Put(catalog, state, kGrunt, "D1");
  CHECK(Find(state, grunt)->lane == 0);
  // A mission without lanes: the follower walks the nearest-base path.
  BattleState open = Start(MakeCatalog());
  const Catalog plain = MakeCatalog();
  const std::uint16_t lone = Put(plain, open, kCrawler, "D1");
  CHECK(Find(open, lone)->lane == 0);
  REQUIRE(EndTurn(plain, open).ok);
  CHECK(Find(open, lone)->cell == C("D2"));
}

TEST_CASE("A schedule entry naming a lane makes any attacker follow it, telegraphed with its lane",
          "[hostiles][lanes]") {
  Catalog catalog = LaneCatalog();
  SpawnDef entry = At(2, kGrunt, "D1");
  entry.lane = 0;
  catalog.missions[kHold].deployment = {C("D1")};
  catalog.missions[kHold].schedule = {entry, At(50, kGrunt, "H8")};
  BattleState state = NewBattle(catalog, kHold, 1);
  REQUIRE(state.pending_count >= 1);
  CHECK(state.pending[0].cell == C("D1"));
  // The telegraph carries the lane it will follow (index + 1), for the board to draw.
  Events start;
  NewBattle(catalog, kHold, 1, &start);
  const int telegraphed = IndexOf(start, EventKind::kSpawnTelegraphed);
  REQUIRE(telegraphed >= 0);
  CHECK(start[telegraphed].amount == 1);
  const ApplyResult landing = EndTurn(catalog, state);
  const int spawned = IndexOf(landing.events, EventKind::kSpawned);
  REQUIRE(spawned >= 0);
  CHECK(landing.events[spawned].amount == 1);  // the lane, index + 1
  REQUIRE(state.attacker_at[C("D1")] >= 0);
  const Attacker& grunt = state.attackers[state.attacker_at[C("D1")]];
  CHECK(grunt.lane == 1);
  REQUIRE(EndTurn(catalog, state).ok);
  CHECK(state.attacker_at[C("C1")] >= 0);
}

TEST_CASE("A barricade on a lane cell is bashed and an attacker on it makes the follower wait",
          "[hostiles][lanes]") {
  const Catalog catalog = LaneCatalog();
  BattleState state = Start(catalog);
  SetBarricade(state, C("C1"), BarricadeKind::kMission);
  const std::uint16_t crawler = Put(catalog, state, kCrawler, "D1");
  const ApplyResult bash = EndTurn(catalog, state);
  const int bashed = IndexOf(bash.events, EventKind::kBashed);
  REQUIRE(bashed >= 0);
  CHECK(bash.events[bashed].cell2 == C("C1"));
  CHECK(Find(state, crawler)->cell == C("D1"));
  CHECK(state.barricades[C("C1")] == BarricadeKind::kNone);
  // An attacker on the next lane cell: it waits rather than leave its lane.
  Put(catalog, state, kTank, "C1");
  state.attackers[state.attacker_at[C("C1")]].incapacitated = 3;
  const ApplyResult wait = EndTurn(catalog, state);
  const int waited = IndexOf(wait.events, EventKind::kWaited);
  REQUIRE(waited >= 0);
  CHECK(wait.events[waited].cell2 == C("C1"));
  CHECK(Find(state, crawler)->cell == C("D1"));
}

TEST_CASE("A trap-layer leaves a demolition charge on the cell it leaves, every interval-th activation",
          "[hostiles][traps]") {
  Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t beetle = Put(catalog, state, kBeetle, "D1");
  const ApplyResult first = EndTurn(catalog, state);
  const int laid = IndexOf(first.events, EventKind::kTrapLaid);
  REQUIRE(laid >= 0);
  CHECK(first.events[laid].uid == beetle);
  CHECK(first.events[laid].cell == C("D1"));
  CHECK(first.events[laid].amount == 2);
  REQUIRE(state.trap_count == 1);
  CHECK(state.traps[0].cell == C("D1"));
  CHECK(state.traps[0].fuse == 2);  // the tick of the phase that laid it does not count
  CHECK(state.traps[0].layer == beetle);
  CHECK((state.masks.trapped >> C("D1")) & 1u);

  // Every second activation with interval 2; a held activation lays nothing.
  catalog.enemies[kBeetle].lay.interval = 2;
  BattleState other = Start(catalog);
  Put(catalog, other, kBeetle, "H8");
  REQUIRE(EndTurn(catalog, other).ok);
  CHECK(other.trap_count == 0);
  REQUIRE(EndTurn(catalog, other).ok);
  CHECK(other.trap_count == 1);
  BattleState held = Start(catalog);
  const std::uint16_t walled = Put(catalog, held, kBeetle, "D2");
  Put(catalog, held, kHeavy, "D3");
  held.attackers[held.attacker_at[C("D3")]].incapacitated = 5;
  REQUIRE(EndTurn(catalog, held).ok);
  REQUIRE(EndTurn(catalog, held).ok);
  CHECK(Find(held, walled)->cell == C("D2"));
  CHECK(held.trap_count == 0);
}

TEST_CASE("A demolition charge counts down and detonates, destroying the barricades and fieldworks around it",
          "[hostiles][traps]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  AddTrap(state, Charge("C2", 2));
  SetBarricade(state, C("B2"), BarricadeKind::kMission);
  SetBarricade(state, C("C1"), BarricadeKind::kPlayer);
  SetBarricade(state, C("D2"), BarricadeKind::kIndestructible);
  SetBarricade(state, C("A2"), BarricadeKind::kMission);  // two cells away
  Arm(state, kMineCard, "B3", 1);
  Arm(state, kSentryCard, "G7", 3);
  const ApplyResult tick = EndTurn(catalog, state);
  CHECK(Count(tick.events, EventKind::kTrapDetonated) == 0);
  REQUIRE(state.trap_count == 1);
  CHECK(state.traps[0].fuse == 1);

  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.detonations.size() == 1);
  CHECK(intents.detonations[0].cell == C("C2"));
  CHECK(intents.detonations[0].barricades == std::vector<Cell>{C("C1"), C("B2")});
  CHECK(intents.detonations[0].fieldworks == std::vector<Cell>{C("B3")});

  const ApplyResult blast = EndTurn(catalog, state);
  const int at = IndexOf(blast.events, EventKind::kTrapDetonated);
  REQUIRE(at >= 0);
  CHECK(blast.events[at].cell == C("C2"));
  CHECK(blast.events[at].amount == 2);
  CHECK(blast.events[at].amount2 == 1);
  CHECK(state.trap_count == 0);
  CHECK(state.masks.trapped == 0);
  CHECK(state.barricades[C("B2")] == BarricadeKind::kNone);
  CHECK(state.barricades[C("C1")] == BarricadeKind::kNone);
  CHECK(state.barricades[C("D2")] == BarricadeKind::kIndestructible);
  CHECK(state.barricades[C("A2")] == BarricadeKind::kMission);
  CHECK_FALSE(Armed(state, "B3"));
  CHECK(Armed(state, "G7"));
  CHECK(intents.events == blast.events);
}

TEST_CASE("Nothing is built or armed on a demolition charge's cell", "[hostiles][traps]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  AddTrap(state, Charge("C2", 3));
  CHECK(CheckAction(catalog, state, Action::Build(C("C2"))).find("demolition charge") != std::string::npos);
  CHECK(CheckAction(catalog, state, Action::Build(C("C3"))).empty());
  const std::vector<Action> legal = LegalActions(catalog, state);
  CHECK(std::find(legal.begin(), legal.end(), Action::Build(C("C2"))) == legal.end());
  CHECK(std::find(legal.begin(), legal.end(), Action::Build(C("C3"))) != legal.end());

  BattleState field = Start(catalog, kLanesMines);
  REQUIRE(field.cards.bay_count > 0);
  AddTrap(field, Charge("C5", 3));
  Action arm;
  arm.kind = ActionKind::kPlayFieldwork;
  arm.slot = 0;
  arm.cell = C("C5");
  CHECK(CheckAction(catalog, field, arm).find("demolition charge") != std::string::npos);
  const std::vector<Action> field_legal = LegalActions(catalog, field);
  bool listed_on_charge = false;
  for (const Action& a : field_legal) listed_on_charge |= a.kind == ActionKind::kPlayFieldwork && a.cell == C("C5");
  CHECK_FALSE(listed_on_charge);
}

TEST_CASE("Intents show each fieldwork going off on a moving attacker: its damage and whether it is destroyed",
          "[hostiles][intents][fieldworks]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t mined = Put(catalog, state, kGrunt, "D1");   // steps onto D2
  const std::uint16_t watched = Put(catalog, state, kGrunt, "H5");  // steps past G5's sentry
  Arm(state, kMineCard, "D2", 1);
  Arm(state, kSentryCard, "G4", 3);
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* a = IntentOf(intents, mined);
  REQUIRE(a != nullptr);
  REQUIRE(a->fieldwork_hits.size() == 1);
  CHECK(a->fieldwork_hits[0].cell == C("D2"));
  CHECK(a->fieldwork_hits[0].card == kMineCard);
  CHECK(a->fieldwork_hits[0].damage == 3);
  CHECK(a->fieldwork_hits[0].destroys);
  CHECK(a->fieldwork_hits[0].stops);
  CHECK(a->dies);
  const AttackerIntent* b = IntentOf(intents, watched);
  REQUIRE(b != nullptr);
  REQUIRE(b->fieldwork_hits.size() == 1);
  CHECK(b->fieldwork_hits[0].cell == C("G4"));
  CHECK(b->fieldwork_hits[0].damage == 1);
  CHECK_FALSE(b->fieldwork_hits[0].destroys);
  CHECK_FALSE(b->fieldwork_hits[0].stops);
  CHECK_FALSE(b->dies);
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(intents.events == end.events);
  CHECK(Find(state, mined) == nullptr);
  REQUIRE(Find(state, watched) != nullptr);
  CHECK(Find(state, watched)->hp == catalog.enemies[kGrunt].health - 1);
}

TEST_CASE("Intents show where a trap-layer leaves its charge", "[hostiles][intents][traps]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t beetle = Put(catalog, state, kBeetle, "A1");
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* shown = IntentOf(intents, beetle);
  REQUIRE(shown != nullptr);
  CHECK(shown->trap_cell == C("A1"));
  CHECK(shown->trap_fuse == 2);
  EndTurn(catalog, state);
  REQUIRE(state.trap_count == 1);
  CHECK(state.traps[0].cell == C("A1"));
}

TEST_CASE("Lanes and charges are part of the state hash", "[hostiles][hash]") {
  const Catalog catalog = LaneCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "D1");
  BattleState laned = state;
  laned.attackers[0].lane = 1;
  CHECK(StateHash(laned) != StateHash(state));
  BattleState charged = state;
  AddTrap(charged, Charge("C2", 2));
  CHECK(StateHash(charged) != StateHash(state));
  BattleState later = charged;
  later.traps[0].fuse = 1;
  CHECK(StateHash(later) != StateHash(charged));
  BattleState rebuilt = charged;
  RebuildMasks(rebuilt);
  CHECK(rebuilt.masks == charged.masks);
}

}  // namespace lanes_traps_test
