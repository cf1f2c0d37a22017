// Shared property tests over seeded uniform-random playouts of the fixture missions:
// legal actions apply, illegal ones are rejected and change nothing, copies evolve
// identically, the same seed and actions give the same hash, and enemy intents are
// exactly what ending the turn then does.
#include <catch2/catch.hpp>

#include <map>

#include "basecommand/card_events.h"
#include "basecommand/concealment.h"
#include "basecommand/intents.h"
#include "basecommand/routing.h"
#include "core/king_ring.h"
#include "generator/siege_generator.h"
#include "generator_fixture.h"
#include "siege_fixtures.h"
#include "text/event_text.h"

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
  // Orders and stand-downs from random cells, and a post's out of reach or twice a turn.
  Action order;
  order.kind = ActionKind::kOrder;
  // (From the cell drawn above: no more draws, so that the playouts of the missions
  // without posts are the games they were before posts.)
  order.index = random_cell;
  order.cell = static_cast<Cell>((random_cell + 19) % kCellCount);
  out.push_back(order);
  Action stand_down;
  stand_down.kind = ActionKind::kStandDown;
  stand_down.index = order.index;
  out.push_back(stand_down);
  if (state.cards.post_count > 0) {
    order.index = state.cards.posts[0].cell;
    out.push_back(order);
    stand_down.index = order.index;
    out.push_back(stand_down);
    out.push_back(Action::Build(order.index));  // on a post
  }
  return out;
}

// What the intents show beyond the events, counted over the playouts.
struct Shown {
  int lane_steps = 0;       // lane steps that leave the nearest-base path
  int fieldwork_hits = 0;   // fieldworks predicted going off on a moving attacker
  int fieldwork_kills = 0;  // ... and destroying it
  int traps_laid = 0;
  int detonations = 0;
  int blasted = 0;          // barricades and fieldworks a detonation destroys
  int post_clashes = 0;     // engagements an attacker starts with a post, shown
  int posts_fallen = 0;     // ... in which the unit falls
  int hunts = 0;            // hunters shown going for a post
  int posts_blasted = 0;    // posted units a detonation hurts
  int crushes = 0;          // a crusher's bash, walked through
  int after_fall = 0;       // attackers whose intent follows the base's fall
};

// The posted unit on `cell` before the phase: its instance, or -1.
int UnitPostedAt(const BattleState& state, Cell cell) {
  const int post = PostAt(state, cell);
  return post < 0 ? -1 : state.cards.posts[post].unit;
}

bool Armed(const BattleState& state, Cell cell) {
  for (int i = 0; i < state.cards.armed_count; ++i) {
    if (state.cards.armed[i].cell == cell) return true;
  }
  return false;
}

bool Trapped(const BattleState& state, Cell cell) { return ((state.masks.trapped >> cell) & 1u) != 0; }

// What the intents promise, checked against the state after the real end of turn.
void CheckIntents(const Catalog& catalog, const EnemyIntents& intents, const BattleState& before,
                  const BattleState& after, Shown& shown) {
  Routing scratch;
  const Routing& routing = BattleRouting(catalog, before, scratch);
  for (const AttackerIntent& a : intents.attackers) {
    // A lane follower's steps are its shown path, as far as it goes.
    const int index_before = siege::FindAttackerByUid(before, a.uid);
    REQUIRE(index_before >= 0);
    CHECK(a.lane == before.attackers[index_before].lane - 1);
    if (a.shift_to == kNoCell) {
      for (std::size_t k = 0; k < a.moves.size(); ++k) {
        REQUIRE(k < a.path.size());
        CHECK(a.moves[k] == a.path[k]);
        const Cell from = k == 0 ? a.start : a.moves[k - 1];
        if (a.lane >= 0 && routing.next[from] != a.moves[k]) ++shown.lane_steps;
      }
    }
    // The fieldworks shown going off: their damage is the attacker's, a kill is its death.
    int hit_damage = 0;
    for (const FieldworkHit& hit : a.fieldwork_hits) {
      hit_damage += hit.damage;
      ++shown.fieldwork_hits;
      if (hit.destroys) {
        CHECK(a.dies);
        ++shown.fieldwork_kills;
      }
      CHECK(Armed(before, hit.cell));
    }
    CHECK(hit_damage <= a.damage_taken);
    if (a.crushes && !a.after_fall) {
      // It walked on through the barricade it bashed.
      ++shown.crushes;
      REQUIRE_FALSE(a.moves.empty());
      CHECK(std::find(a.moves.begin(), a.moves.end(), a.bash) != a.moves.end());
    }
    if (a.trap_cell != kNoCell) {
      ++shown.traps_laid;
      CHECK_FALSE(Trapped(before, a.trap_cell));
      if (!intents.defeat && !intents.victory) CHECK(Trapped(after, a.trap_cell));
    }
    const int index = siege::FindAttackerByUid(after, a.uid);
    if (a.after_fall) {
      // The base fell before its activation: it stands where it stood, and its intent is
      // what it would have done had the base stood.
      ++shown.after_fall;
      CHECK(intents.defeat);
      REQUIRE(index >= 0);
      CHECK(after.attackers[index].cell == a.start);
    } else if (a.dies || a.breaches) {
      CHECK(index < 0);
    } else if (!intents.defeat && !intents.victory) {
      REQUIRE(index >= 0);
      CHECK(after.attackers[index].cell == a.end);
    }
  }
  // The engagements shown at posts: the unit's damage and fall, post by post, are what the
  // phase did to it (a post's unit is hurt only by the engagements and blasts shown).
  std::map<Cell, int> shown_damage;
  std::map<Cell, bool> shown_fall;
  for (const AttackerIntent& a : intents.attackers) {
    if (a.hunt != kNoCell) {
      ++shown.hunts;
      CHECK(PostAt(before, a.hunt) >= 0);
      REQUIRE_FALSE(a.path.empty());
      CHECK(a.path.back() == a.hunt);
    }
    const PostClash& clash = a.post_clash;
    if (clash.post == kNoCell) continue;
    ++shown.post_clashes;
    const int unit = UnitPostedAt(before, clash.post);
    REQUIRE(unit >= 0);
    CHECK(clash.card == before.cards.units[unit].card);
    CHECK(clash.blows + clash.blows_back >= 1);
    CHECK(clash.damage_to_attacker <= a.damage_taken);
    if (clash.attacker_dies) CHECK(a.dies);
    // Its activation ends at the post: it stands where it stood, next to the post.
    if (!a.dies && !a.breaches) CHECK(NextTo(a.end, clash.post));
    shown_damage[clash.post] += clash.damage_to_unit;
    shown_fall[clash.post] = shown_fall[clash.post] || clash.unit_falls;
    shown.posts_fallen += clash.unit_falls;
  }
  for (const DetonationIntent& d : intents.detonations) {
    for (const Cell c : d.posts) {
      ++shown.posts_blasted;
      CHECK(UnitPostedAt(before, c) >= 0);
      shown_damage[c] = -1000;  // (a blast's damage goes to temporary HP and shield first)
    }
    for (const Cell c : d.posts_lost) shown_fall[c] = true;
  }
  int lost = 0;
  for (int i = 0; i < before.cards.post_count; ++i) {
    const Post& p = before.cards.posts[i];
    const UnitInstance& then = before.cards.units[p.unit];
    const UnitInstance& now = after.cards.units[p.unit];
    lost += now.defeated;
    if (intents.defeat || intents.victory) continue;
    INFO("post " << CellName(p.cell));
    CHECK(now.defeated == shown_fall[p.cell]);
    // (A kill in it may rank the unit up, which adds HP.)
    if (!now.defeated && shown_damage[p.cell] >= 0 && now.rank == then.rank) {
      CHECK(now.hp == then.hp - shown_damage[p.cell]);
    }
    if (!now.defeated) CHECK(UnitPostedAt(after, p.cell) == p.unit);
  }
  if (!intents.defeat && !intents.victory) CHECK(intents.units_lost == lost);
  CHECK(after.base_health == before.base_health - intents.base_damage);
  for (const DetonationIntent& d : intents.detonations) {
    ++shown.detonations;
    CHECK(Trapped(before, d.cell));
    for (const Cell c : d.barricades) {
      ++shown.blasted;
      CHECK(before.barricades[c] != BarricadeKind::kNone);
      CHECK(after.barricades[c] == BarricadeKind::kNone);
    }
    for (const Cell c : d.fieldworks) {
      ++shown.blasted;
      CHECK(Armed(before, c));
      CHECK_FALSE(Armed(after, c));
    }
  }
  CHECK(intents.defeat == (after.phase == Phase::kDefeat));
  CHECK(intents.victory == (after.phase == Phase::kVictory));
  if (intents.defeat || intents.victory) return;
  for (const SpawnIntent& s : intents.spawns) {
    if (!s.lands) continue;
    REQUIRE(s.cell != kNoCell);
    // (A sentry's turn-end check may destroy it where it landed, after the landing.)
    bool landed_and_fell = false;
    std::uint16_t uid = 0;
    for (const Event& e : intents.events) {
      if (e.kind == EventKind::kSpawned && e.cell == s.cell) uid = e.uid;
      landed_and_fell = landed_and_fell || (uid != 0 && e.uid == uid && e.kind == EventKind::kAttackerDestroyed);
    }
    if (landed_and_fell) continue;
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
  Shown shown;
  int taken_posts = 0;  // posts taken, orders carried out, stand-downs
  int orders = 0;
  int stand_downs = 0;
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
    REQUIRE(state.contacts == CountContacts(catalog, state));  // and the count of contacts
    if (action.kind == ActionKind::kEndTurn) {
      ++playout.end_turns;
      REQUIRE(intents.events == result.events);
      for (const Event& e : result.events) ++playout.seen[e.kind];
      CheckIntents(catalog, intents, before, state, playout.shown);
    }
    for (const Event& e : result.events) playout.taken_posts += e.kind == kEventPostTaken;
    playout.orders += action.kind == ActionKind::kOrder;
    playout.stand_downs += action.kind == ActionKind::kStandDown;
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
  for (const MissionIndex mission :
       {kWaves, kRocks, kLastOne, kHostiles, kHeroField, kLanesMines, kLanesWatch, kLanesFlak, kPostsField,
        kPostsContacts}) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      INFO("mission " << catalog.missions[mission].id << " seed " << seed);
      const Playout p = PlayAndCheck(catalog, mission, seed);
      total.end_turns += p.end_turns;
      total.rejected_uncharged_fires += p.rejected_uncharged_fires;
      total.rejected_builds += p.rejected_builds;
      total.rejected_demolitions += p.rejected_demolitions;
      total.taken_posts += p.taken_posts;
      total.orders += p.orders;
      total.stand_downs += p.stand_downs;
      for (const auto& [kind, n] : p.seen) total.seen[kind] += n;
      total.shown.lane_steps += p.shown.lane_steps;
      total.shown.fieldwork_hits += p.shown.fieldwork_hits;
      total.shown.fieldwork_kills += p.shown.fieldwork_kills;
      total.shown.traps_laid += p.shown.traps_laid;
      total.shown.detonations += p.shown.detonations;
      total.shown.blasted += p.shown.blasted;
      total.shown.post_clashes += p.shown.post_clashes;
      total.shown.posts_fallen += p.shown.posts_fallen;
      total.shown.hunts += p.shown.hunts;
      total.shown.posts_blasted += p.shown.posts_blasted;
      total.shown.crushes += p.shown.crushes;
      total.shown.after_fall += p.shown.after_fall;
    }
  }
  // Every hostile behaviour happened in the playouts, so the intents were checked on it.
  for (const EventKind kind : {EventKind::kReplicated, EventKind::kSplit, EventKind::kMended,
                               EventKind::kDropped, EventKind::kSectorShifted,
                               EventKind::kCannonJammed, EventKind::kAbilityUsed,
                               EventKind::kReinforced, EventKind::kEscortShielded,
                               EventKind::kCannonDrained, EventKind::kDugIn,
                               EventKind::kTrapLaid, EventKind::kTrapDetonated,
                               kEventFieldworkTriggered, kEventAttackerStatus, kEventPostAttacked,
                               kEventUnitDefeated}) {
    INFO(EventKindName(kind));
    CHECK(total.seen[kind] > 5);
  }
  // Lanes, traps and the reacting fieldworks were shown, and the shows held.
  CHECK(total.shown.lane_steps > 5);
  CHECK(total.shown.fieldwork_hits > 5);
  CHECK(total.shown.fieldwork_kills > 5);
  CHECK(total.shown.traps_laid > 5);
  CHECK(total.shown.detonations > 5);
  CHECK(total.shown.blasted > 5);
  // Posts were taken, engaged, ordered, stood down, hunted and blasted, and the intents
  // showed each engagement at a post as it came.
  CHECK(total.shown.post_clashes > 5);
  CHECK(total.shown.posts_fallen > 5);
  CHECK(total.shown.hunts > 5);
  CHECK(total.shown.posts_blasted > 0);
  CHECK(total.taken_posts > 20);
  CHECK(total.orders > 20);
  CHECK(total.stand_downs > 5);
  CHECK(total.shown.crushes > 5);
  CHECK(total.shown.after_fall > 5);
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

TEST_CASE("Random playouts on generated sieges: legal actions apply, illegal ones change nothing, intents hold",
          "[property][generator]") {
  // The generator's sieges are ordinary missions: the same properties hold on them, at
  // every threat level of the fixture parameters.
  Catalog catalog = MakeCatalog();
  const gen::GeneratorParams params = generator_fixture::MakeParams();
  std::vector<MissionIndex> generated;
  for (int threat = 1; threat <= gen::ThreatCount(params); ++threat) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      generated.push_back(static_cast<MissionIndex>(catalog.missions.size()));
      catalog.missions.push_back(gen::GenerateSiege(catalog, params, seed, threat).mission);
    }
  }
  FinishCatalog(catalog);
  int end_turns = 0;
  std::map<EventKind, int> seen;
  for (const MissionIndex mission : generated) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      INFO("mission " << catalog.missions[mission].id << " seed " << seed);
      const Playout p = PlayAndCheck(catalog, mission, seed);
      end_turns += p.end_turns;
      for (const auto& [kind, n] : p.seen) seen[kind] += n;
    }
  }
  CHECK(end_turns > 300);
  for (const EventKind kind : {EventKind::kSplit, EventKind::kMended, EventKind::kAbilityUsed, EventKind::kTrapLaid}) {
    INFO(EventKindName(kind));
    CHECK(seen[kind] > 0);
  }
}
