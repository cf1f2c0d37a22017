// The hostiles' behaviour words in the siege: a splitter's pieces, a medic's repair, a
// jammer's hold on the cannon, a carrier's drop and a sector changer's circling, each
// shown by the intents before the enemy phase does it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "text/event_text.h"
#include "text/hostiles.h"
#include "basecommand/intents.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

const AttackerIntent* IntentOf(const EnemyIntents& intents, std::uint16_t uid) {
  for (const AttackerIntent& a : intents.attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("A splitter destroyed leaves its pieces on its cell and the free neighbour farthest from the base",
          "[hostiles][split]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t slug = Put(catalog, state, kSlug, "C2");
  state.cannon_charge = 3;  // power 5
  const ApplyResult shot = Apply(catalog, state, Action::Fire(C("C2")));
  REQUIRE(shot.ok);
  CHECK(Find(state, slug) == nullptr);
  REQUIRE(Count(shot.events, EventKind::kSplit) == 2);
  const int first = IndexOf(shot.events, EventKind::kSplit);
  CHECK(IndexOf(shot.events, EventKind::kAttackerDestroyed) < first);
  CHECK(shot.events[first].amount == slug);
  // C2's neighbours at range 3 are C1 (north), D1 and B1: north comes first.
  REQUIRE(state.attacker_at[C("C2")] >= 0);
  REQUIRE(state.attacker_at[C("C1")] >= 0);
  CHECK(state.attackers[state.attacker_at[C("C2")]].type == kHalf);
  CHECK(state.attackers[state.attacker_at[C("C1")]].type == kHalf);
  CHECK(state.attackers[state.attacker_at[C("C1")]].hp == catalog.enemies[kHalf].health);
  CHECK(state.attacker_count == 2);
}

TEST_CASE("The last splitter destroyed does not win the battle: its pieces are still to beat",
          "[hostiles][split]") {
  Catalog catalog = MakeCatalog();
  catalog.missions[kLastOne].schedule = {At(1, kSlug, "A1")};
  BattleState state = Start(catalog, kLastOne);
  state.cannon_charge = 3;
  REQUIRE(Apply(catalog, state, Action::Fire(C("A1"))).ok);
  CHECK(state.phase == Phase::kPlayer);
  CHECK(state.attacker_count == 2);
  state.cannon_charge = 3;
  REQUIRE(Apply(catalog, state, Action::Fire(C("A1"))).ok);
  state.cannon_charge = 3;
  const Cell other = state.attackers[0].cell;
  REQUIRE(Apply(catalog, state, Action::Fire(other)).ok);
  CHECK(state.phase == Phase::kVictory);
}

TEST_CASE("A medic repairs the most damaged attacker next to it, ties in direction order",
          "[hostiles][mend]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t medic = Put(catalog, state, kMedic, "C1");
  // Its path cell C2 holds an incapacitated grunt, so it waits beside three patients.
  const std::uint16_t south = Put(catalog, state, kGrunt, "C2");
  const std::uint16_t west = Put(catalog, state, kGrunt, "B1");
  const std::uint16_t east = Put(catalog, state, kGrunt, "D1");
  for (const std::uint16_t uid : {south, west, east}) {
    state.attackers[siege::FindAttackerByUid(state, uid)].incapacitated = 1;
  }
  state.attackers[siege::FindAttackerByUid(state, south)].hp = 1;  // 2 missing
  state.attackers[siege::FindAttackerByUid(state, west)].hp = 1;   // 2 missing, later in order
  state.attackers[siege::FindAttackerByUid(state, east)].hp = 2;   // 1 missing
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* shown = IntentOf(intents, medic);
  REQUIRE(shown != nullptr);
  CHECK(shown->mend_cell == C("C2"));
  CHECK(shown->mended == 2);
  const ApplyResult end = EndTurn(catalog, state);
  REQUIRE(Count(end.events, EventKind::kMended) == 1);
  CHECK(Find(state, south)->hp == 3);
  CHECK(Find(state, west)->hp == 1);
  CHECK(Find(state, east)->hp == 2);
  CHECK(Find(state, medic)->cell == C("C1"));
}

TEST_CASE("A medic never repairs beyond full health and does nothing beside healthy attackers",
          "[hostiles][mend]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kMedic, "C1");
  const std::uint16_t patient = Put(catalog, state, kGrunt, "C2");
  state.attackers[siege::FindAttackerByUid(state, patient)].incapacitated = 2;
  state.attackers[siege::FindAttackerByUid(state, patient)].hp = 2;  // 1 missing, mend is 2
  ApplyResult end = EndTurn(catalog, state);
  CHECK(Find(state, patient)->hp == 3);
  const int mended = IndexOf(end.events, EventKind::kMended);
  REQUIRE(mended >= 0);
  CHECK(end.events[mended].amount == 1);
  end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kMended) == 0);
}

TEST_CASE("While a jammer is on the board the cannon gains no charge step", "[hostiles][jam]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t jammer = Put(catalog, state, kJammer, "A1");
  state.attackers[siege::FindAttackerByUid(state, jammer)].incapacitated = 5;
  REQUIRE(state.cannon_charge == 0);
  CHECK(PredictEnemyPhase(catalog, state).cannon_jammed);
  ApplyResult end = EndTurn(catalog, state);
  CHECK(state.cannon_charge == 0);
  CHECK(Count(end.events, EventKind::kCannonJammed) == 1);
  CHECK(Count(end.events, EventKind::kCannonCharged) == 0);
  // Gone from the board, the cannon charges again.
  siege::DamageAttacker(catalog, state, siege::FindAttackerByUid(state, jammer), 99, true, nullptr);
  CHECK_FALSE(PredictEnemyPhase(catalog, state).cannon_jammed);
  end = EndTurn(catalog, state);
  CHECK(state.cannon_charge == 1);
  CHECK(Count(end.events, EventKind::kCannonJammed) == 0);
}

TEST_CASE("A carrier drops its walker beside it, nearest the base, once, on reaching range 2",
          "[hostiles][drop]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t barge = Put(catalog, state, kBarge, "A1");
  EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* shown = IntentOf(intents, barge);
  REQUIRE(shown != nullptr);
  CHECK(shown->end == C("B2"));
  CHECK(shown->drop_cell == C("C3"));
  ApplyResult end = EndTurn(catalog, state);
  REQUIRE(Count(end.events, EventKind::kDropped) == 1);
  const Event& drop = end.events[IndexOf(end.events, EventKind::kDropped)];
  CHECK(drop.amount == barge);
  CHECK(drop.cell == C("C3"));
  REQUIRE(state.attacker_at[C("C3")] >= 0);
  CHECK(state.attackers[state.attacker_at[C("C3")]].type == kGrunt);
  CHECK(state.attackers[state.attacker_at[C("C3")]].uid == drop.uid);
  // Range 1 next phase: no second drop.
  end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kDropped) == 0);
}

TEST_CASE("A sector changer circles a quarter turn round the base on its telegraphed activation",
          "[hostiles][shift]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t orbiter = Put(catalog, state, kOrbiter, "D1");
  // First activation: an ordinary step.
  EndTurn(catalog, state);
  REQUIRE(Find(state, orbiter)->cell == C("D2"));
  // Second: the intents show the circling and the new breach quadrant.
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const AttackerIntent* shown = IntentOf(intents, orbiter);
  REQUIRE(shown != nullptr);
  CHECK(shown->shift_to == C("G4"));
  CHECK(shown->shift_quadrant == static_cast<int>(Quadrant::kNE));
  CHECK(shown->moves.empty());
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(Find(state, orbiter)->cell == C("G4"));
  CHECK(SectorOf(C("G4")) == Sector::kE);
  CHECK(RangeOf(C("G4")) == RangeOf(C("D2")));
  REQUIRE(Count(end.events, EventKind::kSectorShifted) == 1);
  CHECK(Count(end.events, EventKind::kMoved) == 0);
  // Third: an ordinary step again, from the new sector.
  EndTurn(catalog, state);
  CHECK(Find(state, orbiter)->cell == C("F4"));
}

TEST_CASE("A sector changer whose quarter-turn cell is taken steps as usual", "[hostiles][shift]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t orbiter = Put(catalog, state, kOrbiter, "D2");
  state.attackers[siege::FindAttackerByUid(state, orbiter)].activations = 1;
  const std::uint16_t blocker = Put(catalog, state, kGrunt, "G4");
  state.attackers[siege::FindAttackerByUid(state, blocker)].incapacitated = 1;
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kSectorShifted) == 0);
  CHECK(Find(state, orbiter)->cell == C("D3"));
}

TEST_CASE("The hostiles' events read as log lines", "[hostiles][text]") {
  const Catalog catalog = MakeCatalog();
  Event split;
  split.kind = EventKind::kSplit;
  split.uid = 9;
  split.enemy = kHalf;
  split.cell = C("C1");
  split.amount = 4;
  CHECK(DescribeEvent(catalog, split) == "HALF #9 splits off #4 onto C1. Destroying it was only half the job.");
  Event shift;
  shift.kind = EventKind::kSectorShifted;
  shift.uid = 2;
  shift.enemy = kOrbiter;
  shift.cell = C("D2");
  shift.cell2 = C("G4");
  shift.quadrant = static_cast<std::int8_t>(Quadrant::kNE);
  CHECK(DescribeEvent(catalog, shift) == "ORBITER #2 circles the base from D2 to G4, now aimed at the NE quadrant.");
  Event jam;
  jam.kind = EventKind::kCannonJammed;
  jam.amount = 1;
  CHECK(DescribeEvent(catalog, jam) == "A jammer holds the cannon's charge at step 1.");
  CHECK(std::string(EventKindName(EventKind::kMended)) == "mended");
  CHECK(std::string(EventKindName(EventKind::kDropped)) == "dropped");
}

TEST_CASE("The hostiles' behaviour words each have their sentence, and the types they bring count as sent",
          "[hostiles][text]") {
  Catalog catalog = MakeCatalog();
  const auto has = [](const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.find(text) != std::string::npos; });
  };
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kSlug]), "Splits: when destroyed, 2 HALF take its place."));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kMedic]), "repairs the most damaged attacker next to it by 2 HP"));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kJammer]), "the cannon gains no charge"));
  CHECK_FALSE(has(EnemyBehaviour(catalog, catalog.enemies[kJammer]), "Classed"));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kBarge]), "on reaching range 2 it drops a GRUNT beside it, once"));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kOrbiter]), "every second activation it circles a quarter turn"));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kCrawler]), "Lane: keeps to a lane of its mission"));
  CHECK_FALSE(has(EnemyBehaviour(catalog, catalog.enemies[kCrawler]), "Classed"));
  CHECK(has(EnemyBehaviour(catalog, catalog.enemies[kBeetle]),
            "every activation that moves it, it leaves a demolition charge on the cell it left. After 2 turns"));
  const auto hero = EnemyBehaviour(catalog, catalog.enemies[kHero]);
  CHECK(has(hero, "never the same twice running"));
  CHECK(has(hero, "Calls in 2 GRUNT beside it, when no attacker is within 2 cells of it."));
  CHECK(has(hero, "Digs in: +3 shield and holds its cell, when at half HP or less."));
  CHECK(has(hero, "Charges 1 extra cell, otherwise."));
  // The pieces of a scheduled splitter are met in its missions.
  const std::vector<int> halves = MissionsWithEnemy(catalog, kHalf);
  CHECK(std::find(halves.begin(), halves.end(), static_cast<int>(kHostiles)) != halves.end());
}
