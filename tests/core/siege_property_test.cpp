// Shared property tests over seeded uniform-random playouts of the fixture missions:
// legal actions apply, illegal ones are rejected and change nothing, copies evolve
// identically, the same seed and actions give the same hash, and enemy intents are
// exactly what ending the turn then does.
#include <catch2/catch.hpp>

#include <map>

#include "basecommand/intents.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

constexpr int kMaxSteps = 400;

// Actions that are often illegal: wrong cells, nothing to demolish, the base.
std::vector<Action> IllegalCandidates(const BattleState& state, Rng& rng) {
  const Cell random_cell = static_cast<Cell>(rng.Below(kCellCount));
  std::vector<Action> out = {Action::Fire(random_cell),     Action::Build(random_cell),
                             Action::Demolish(random_cell), Action::Build(C("D4")),
                             Action::Fire(C("E5")),         Action::Fire(kNoCell),
                             Action::Build(kNoCell)};
  for (int i = 0; i < kCellCount; ++i) {
    if (state.cell_flags[i] & kCellDeployment) {
      out.push_back(Action::Build(static_cast<Cell>(i)));
      break;
    }
  }
  if (state.attacker_count > 0) {
    const Cell occupied = state.attackers[0].cell;
    out.push_back(Action::Build(occupied));  // under an attacker
    out.push_back(Action::Fire(occupied));   // illegal whenever the cannon is empty
  }
  return out;
}

// What the intents promise, checked against the state after the real end of turn.
void CheckIntents(const EnemyIntents& intents, const BattleState& before,
                  const BattleState& after) {
  for (const AttackerIntent& a : intents.attackers) {
    const int index = siege::FindAttackerByUid(after, a.uid);
    if (a.dies || a.breaches) {
      CHECK(index < 0);
    } else if (!intents.defeat && !intents.victory) {
      REQUIRE(index >= 0);
      CHECK(after.attackers[index].cell == a.end);
    }
  }
  CHECK(after.base_health == before.base_health - intents.base_damage);
  CHECK(intents.defeat == (after.phase == Phase::kDefeat));
  CHECK(intents.victory == (after.phase == Phase::kVictory));
  if (intents.defeat || intents.victory) return;
  for (const SpawnIntent& s : intents.spawns) {
    if (!s.lands) continue;
    REQUIRE(s.cell != kNoCell);
    REQUIRE(after.attacker_at[s.cell] >= 0);
    CHECK(after.attackers[after.attacker_at[s.cell]].type == s.enemy);
  }
}

struct Playout {
  std::vector<Action> actions;
  std::uint64_t hash = 0;
  int end_turns = 0;
  int rejected_uncharged_fires = 0;  // fire at an attacker with an empty cannon
  int rejected_builds = 0;
  int rejected_demolitions = 0;
  std::map<EventKind, int> seen;  // events of the enemy phases, by kind
};

// One uniform-random playout with every property checked at every step.
Playout PlayAndCheck(const Catalog& catalog, MissionIndex mission, std::uint64_t seed) {
  Playout playout;
  BattleState state = NewBattle(catalog, mission, seed);
  Rng pick = Rng::FromSeed(seed * 7919 + mission);
  std::vector<Action> legal;
  for (int step = 0; step < kMaxSteps && !IsOver(state); ++step) {
    LegalActions(catalog, state, legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(legal.front() == Action::EndTurn());
    for (const Action& a : legal) {
      INFO(ActionToString(a));
      REQUIRE(CheckAction(catalog, state, a).empty());
    }
    for (const Action& a : IllegalCandidates(state, pick)) {
      if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
      BattleState probe = state;
      const ApplyResult rejected = Apply(catalog, probe, a);
      INFO(ActionToString(a));
      REQUIRE_FALSE(rejected.ok);
      REQUIRE_FALSE(rejected.reason.empty());
      REQUIRE(rejected.events.empty());
      REQUIRE(probe == state);
      playout.rejected_uncharged_fires +=
          a.kind == ActionKind::kFireCannon && state.cannon_charge == 0 &&
          a.cell != kNoCell && state.attacker_at[a.cell] >= 0;
      playout.rejected_builds += a.kind == ActionKind::kBuildBarricade;
      playout.rejected_demolitions += a.kind == ActionKind::kDemolishBarricade;
    }
    const Action action = legal[pick.Below(static_cast<std::uint32_t>(legal.size()))];
    const BattleState before = state;
    BattleState twin = state;
    REQUIRE(twin == state);
    EnemyIntents intents;
    if (action.kind == ActionKind::kEndTurn) intents = PredictEnemyPhase(catalog, state);
    const ApplyResult result = Apply(catalog, state, action);
    REQUIRE(result.ok);
    ApplyUnchecked(catalog, twin, action, nullptr);
    REQUIRE(twin == state);
    REQUIRE(StateHash(twin) == StateHash(state));
    BattleState rebuilt = state;  // the board masks stay in step with the arrays
    RebuildMasks(rebuilt);
    REQUIRE(rebuilt.masks == state.masks);
    if (action.kind == ActionKind::kEndTurn) {
      ++playout.end_turns;
      REQUIRE(intents.events == result.events);
      for (const Event& e : result.events) ++playout.seen[e.kind];
      CheckIntents(intents, before, state);
    }
    playout.actions.push_back(action);
  }
  REQUIRE(IsOver(state));
  CHECK(LegalActions(catalog, state).empty());
  const BattleState final_state = state;
  Rng probe_rng = Rng::FromSeed(seed);
  for (const Action& a : IllegalCandidates(state, probe_rng)) {
    REQUIRE_FALSE(Apply(catalog, state, a).ok);
  }
  REQUIRE_FALSE(Apply(catalog, state, Action::EndTurn()).ok);
  REQUIRE(state == final_state);
  playout.hash = StateHash(state);
  return playout;
}

}  // namespace

TEST_CASE(
    "Random playouts: legal actions apply, illegal ones are rejected and change "
    "nothing, copies evolve identically and intents match the enemy phase",
    "[property]") {
  const Catalog catalog = MakeCatalog();
  Playout total;
  for (const MissionIndex mission : {kWaves, kRocks, kLastOne, kHostiles, kHeroField}) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      INFO("mission " << catalog.missions[mission].id << " seed " << seed);
      const Playout p = PlayAndCheck(catalog, mission, seed);
      total.end_turns += p.end_turns;
      total.rejected_uncharged_fires += p.rejected_uncharged_fires;
      total.rejected_builds += p.rejected_builds;
      total.rejected_demolitions += p.rejected_demolitions;
      for (const auto& [kind, n] : p.seen) total.seen[kind] += n;
    }
  }
  // Every hostile behaviour happened in the playouts, so the intents were checked on it.
  for (const EventKind kind : {EventKind::kReplicated, EventKind::kSplit, EventKind::kMended,
                               EventKind::kDropped, EventKind::kSectorShifted,
                               EventKind::kCannonJammed, EventKind::kAbilityUsed,
                               EventKind::kReinforced, EventKind::kEscortShielded,
                               EventKind::kCannonDrained, EventKind::kDugIn}) {
    INFO(EventKindName(kind));
    CHECK(total.seen[kind] > 5);
  }
  // The playouts really exercised the enemy phase and each kind of illegal action.
  CHECK(total.end_turns > 300);
  CHECK(total.rejected_uncharged_fires > 50);
  CHECK(total.rejected_builds > 100);
  CHECK(total.rejected_demolitions > 100);
}

TEST_CASE("Random playouts: the same seed and actions give the same final hash",
          "[property][hash]") {
  const Catalog catalog = MakeCatalog();
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const Playout playout = PlayAndCheck(catalog, kRocks, seed);
    BattleState replay = NewBattle(catalog, kRocks, seed);
    for (const Action& a : playout.actions) REQUIRE(Apply(catalog, replay, a).ok);
    CHECK(StateHash(replay) == playout.hash);
  }
}

TEST_CASE("Random playouts end: every battle is won or lost", "[property]") {
  const Catalog catalog = MakeCatalog();
  int victories = 0;
  int defeats = 0;
  std::vector<Action> legal;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    BattleState state = NewBattle(catalog, kWaves, seed);
    Rng pick = Rng::FromSeed(seed);
    for (int step = 0; step < kMaxSteps && !IsOver(state); ++step) {
      LegalActions(catalog, state, legal);
      ApplyUnchecked(catalog, state, legal[pick.Below(static_cast<std::uint32_t>(legal.size()))],
                     nullptr);
    }
    REQUIRE(IsOver(state));
    victories += state.phase == Phase::kVictory;
    defeats += state.phase == Phase::kDefeat;
  }
  CHECK(victories + defeats == 200);
}
