// Posts (docs/rules.md, Posts): a unit that survives its engagement in a mission with
// posts stands on the board, holds ground, takes orders or stands down, and the hostiles
// meet it each in a stated way. On the siege fixture catalog's empty board, made a posts
// mission with the posts kit's deck.
#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/carried_units.h"
#include "basecommand/card_events.h"
#include "basecommand/card_preview.h"
#include "basecommand/concealment.h"
#include "basecommand/intents.h"
#include "basecommand/routing.h"
#include "core/card_rules.h"
#include "core/siege_ops.h"
#include "legal_draw_check.h"
#include "siege_fixtures.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace posts_test {

using namespace bc;
using namespace siege_fixture;

namespace {

// The empty board (one grunt due on turn 50) with posts, at most `max` at once, the posts
// kit's deck and a lane down the D column.
Catalog PostsCatalog(int max = 3) {
  Catalog catalog = MakeCatalog();
  MissionDef& m = catalog.missions[kHold];
  m.posts.max = static_cast<std::int8_t>(max);
  m.deck_policy = DeckPolicy::kFixed;
  m.fixed_loadout = "kit_posts";
  m.lanes = {LaneDef{"north", {C("D1"), C("D2"), C("D3")}}};
  return catalog;
}

struct PostBattle {
  Catalog catalog;
  BattleState state;

  explicit PostBattle(Catalog c = PostsCatalog()) : catalog(std::move(c)), state(Start(catalog)) {}

  // The first instance of unit card `id` that is not on a post, out of its pile or slot.
  int Take(const char* id) {
    CardState& c = state.cards;
    for (int i = 0; i < c.unit_count; ++i) {
      if (catalog.cards[c.units[i].card].id != id || siege_post_of(i) >= 0) continue;
      for (auto* pile : {&c.unit_draw, &c.unit_spent}) {
        int kept = 0;
        for (int k = 0; k < pile->count; ++k) {
          if (pile->items[k] != i) pile->items[kept++] = pile->items[k];
        }
        for (int k = kept; k < pile->count; ++k) pile->items[k] = 0;
        pile->count = static_cast<std::int8_t>(kept);
      }
      for (auto& s : c.unit_slots) {
        if (s == i) s = -1;
      }
      return i;
    }
    FAIL("no free instance of " << id);
    return -1;
  }
  int siege_post_of(int instance) const {
    for (int p = 0; p < state.cards.post_count; ++p) {
      if (state.cards.posts[p].unit == instance) return p;
    }
    return -1;
  }
  // Puts unit card `id` in unit slot `slot`; returns its instance.
  int InSlot(int slot, const char* id) {
    const int instance = Take(id);
    state.cards.unit_slots[slot] = static_cast<std::int8_t>(instance);
    return instance;
  }
  // Posts unit card `id` on `cell`, ready for orders this turn; returns its instance.
  int Posted(const char* id, const char* cell) {
    const int instance = Take(id);
    AddPost(state, static_cast<std::int8_t>(instance), C(cell));
    state.cards.posts[state.cards.post_count - 1].acted_turn = 0;
    return instance;
  }
  std::uint16_t Place(EnemyIndex type, const char* cell) { return Put(catalog, state, type, cell); }
  ApplyResult Do(const std::string& text) {
    const auto action = ParseAction(text);
    REQUIRE(action);
    return Apply(catalog, state, *action);
  }
  UnitInstance& Unit(int instance) { return state.cards.units[instance]; }
  bool InDraw(int instance) const {
    const auto& d = state.cards.unit_draw;
    return std::find(d.items.begin(), d.items.begin() + d.count, instance) != d.items.begin() + d.count;
  }
};

const AttackerIntent* IntentOf(const EnemyIntents& intents, std::uint16_t uid) {
  for (const AttackerIntent& a : intents.attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("Posts: a surviving unit takes a post on the next cell of its target's path", "[posts]") {
  PostBattle b;
  const int guard = b.InSlot(0, "guard");
  b.Place(kGrunt, "C2");
  const ApplyResult r = b.Do("unit 1 C2");  // 2, 1 back, 2: the grunt falls
  REQUIRE(r.ok);
  REQUIRE(b.state.cards.post_count == 1);
  CHECK(b.state.cards.posts[0].unit == guard);
  CHECK(b.state.cards.posts[0].cell == C("C3"));  // the grunt's next step from C2
  CHECK(b.state.masks.posted == CellBit(C("C3")));
  CHECK(Acted(b.state, b.state.cards.posts[0]));  // taking the post is its turn
  CHECK_FALSE(b.InDraw(guard));
  CHECK(b.Unit(guard).hp == 5);
  CHECK(b.state.cards.unit_slots[0] == -1);
  CHECK(IndexOf(r.events, kEventPostTaken) > IndexOf(r.events, kEventEngagement));
}

TEST_CASE("Posts: with that cell taken the unit posts on its target's free neighbour nearest the base",
          "[posts]") {
  PostBattle b;
  b.InSlot(0, "guard");
  b.Place(kGrunt, "C2");
  b.state.attackers[0].hp = 9;  // it lives through the engagement
  b.Place(kGrunt, "C3");         // its next step is taken
  REQUIRE(b.Do("unit 1 C2").ok);
  REQUIRE(b.state.cards.post_count == 1);
  CHECK(b.state.cards.posts[0].cell == C("D3"));  // range 1, the only neighbour so near
}

TEST_CASE("Posts: with the posts full or no cell free the unit returns to its rail", "[posts]") {
  PostBattle b(PostsCatalog(1));
  b.Posted("lancer", "F6");
  const int guard = b.InSlot(0, "guard");
  b.Place(kGrunt, "C2");
  REQUIRE(b.Do("unit 1 C2").ok);
  CHECK(b.state.cards.post_count == 1);
  CHECK(b.InDraw(guard));
  CHECK(b.state.cards.unit_draw.items[b.state.cards.unit_draw.count - 1] == guard);

  // Room for posts but every cell around the target taken.
  PostBattle walled;
  const int brute = walled.InSlot(0, "brute");
  walled.Place(kGrunt, "A1");
  walled.state.attackers[0].hp = 20;
  for (const char* cell : {"B1", "A2", "B2"}) walled.Place(kGrunt, cell);
  walled.catalog.cards[walled.Unit(brute).card].ranks[0].ranges = kAllRanges;
  REQUIRE(walled.Do("unit 1 A1").ok);
  CHECK(walled.state.cards.post_count == 0);
  CHECK(walled.InDraw(brute));
}

TEST_CASE("Posts: a mission without posts sends every surviving unit back to its rail", "[posts]") {
  PostBattle b(PostsCatalog(0));
  const int guard = b.InSlot(0, "guard");
  b.Place(kGrunt, "C2");
  REQUIRE(b.Do("unit 1 C2").ok);
  CHECK(b.state.cards.post_count == 0);
  CHECK(b.state.masks.posted == 0);
  CHECK(b.InDraw(guard));
}

TEST_CASE("Posts: a ground attacker engages the post in its way, swinging first, and stays", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  const std::uint16_t grunt = b.Place(kGrunt, "C2");
  b.state.attackers[0].hp = 9;
  const ApplyResult r = EndTurn(b.catalog, b.state);
  REQUIRE(r.ok);
  const int at = IndexOf(r.events, kEventPostAttacked);
  REQUIRE(at >= 0);
  CHECK(r.events[at].uid == grunt);
  CHECK(r.events[at].cell2 == C("C3"));
  CHECK(r.events[at].quadrant == 1);  // the grunt's one blow
  CHECK(r.events[at].amount2 == 2);   // the guard's two
  CHECK(Find(b.state, grunt)->cell == C("C2"));  // it did not step, nor go round
  CHECK(Find(b.state, grunt)->hp == 5);
  CHECK(b.Unit(guard).hp == 5);
  CHECK(Count(r.events, EventKind::kMoved) == 0);

  // The attacker swings first: a blow that brings the unit down gets no answer.
  PostBattle first;
  const int lancer = first.Posted("lancer", "C3");
  first.Unit(lancer).hp = 1;
  const std::uint16_t hitter = first.Place(kGrunt, "C2");
  first.state.multiplier = 3;
  const ApplyResult fall = EndTurn(first.catalog, first.state);
  CHECK(first.Unit(lancer).defeated);
  CHECK(Find(first.state, hitter)->hp == 3);
  CHECK(first.state.cards.post_count == 0);
  CHECK(first.state.multiplier == 2);
  const int defeated = IndexOf(fall.events, kEventUnitDefeated);
  REQUIRE(defeated >= 0);
  CHECK(fall.events[defeated].cell == C("C3"));
}

TEST_CASE("Posts: a unit that can neither hurt nor be hurt by the attacker engaging it gives way to its rail",
          "[posts]") {
  // A brute (firepower 1, evasion 1) against a grunt made a STATIC WISP (firepower 1,
  // evasion 1): every blow lands for 0 both ways, as a DRONE WING's post against a wisp.
  PostBattle b;
  b.catalog.enemies[kGrunt].firepower = 1;
  b.catalog.enemies[kGrunt].evasion = 1;
  const int brute = b.Posted("brute", "C3");
  const int hp = b.Unit(brute).hp;
  const std::uint16_t wisp = b.Place(kGrunt, "C2");
  const int wisp_hp = Find(b.state, wisp)->hp;
  const EnemyIntents intents = PredictEnemyPhase(b.catalog, b.state);
  const AttackerIntent* shown = IntentOf(intents, wisp);
  REQUIRE(shown != nullptr);
  CHECK(shown->post_clash.post == C("C3"));
  CHECK(shown->post_clash.gives_way);
  CHECK(shown->post_clash.damage_to_unit == 0);
  CHECK(shown->post_clash.damage_to_attacker == 0);
  CHECK_FALSE(shown->post_clash.unit_falls);
  const ApplyResult r = EndTurn(b.catalog, b.state);
  REQUIRE(r.ok);
  CHECK(r.events == intents.events);
  const int engaged = IndexOf(r.events, kEventEngagement);
  const int left = IndexOf(r.events, kEventPostLeft);
  REQUIRE(engaged >= 0);
  REQUIRE(left > engaged);  // the engagement is fought first, as any other
  CHECK(r.events[left].cell == C("C3"));
  CHECK(r.events[left].amount2 == kPostGaveWay);
  CHECK(b.state.cards.post_count == 0);
  CHECK(b.InDraw(brute));  // the bottom of its rail, with its state
  CHECK(b.state.cards.unit_draw.items[b.state.cards.unit_draw.count - 1] == brute);
  CHECK(b.Unit(brute).hp == hp);
  CHECK_FALSE(b.Unit(brute).defeated);
  CHECK(Find(b.state, wisp)->cell == C("C2"));  // its activation ended at the post
  CHECK(Find(b.state, wisp)->hp == wisp_hp);
  // At its next activation it walks on.
  REQUIRE(EndTurn(b.catalog, b.state).ok);
  CHECK(Find(b.state, wisp)->cell == C("C3"));

  // A unit that can hurt it holds: a guard (firepower 2) deals 1 a blow and stays.
  PostBattle holds;
  holds.catalog.enemies[kGrunt].firepower = 0;
  holds.catalog.enemies[kGrunt].evasion = 1;
  holds.Posted("guard", "C3");
  const std::uint16_t walker = holds.Place(kGrunt, "C2");
  holds.state.attackers[0].hp = 9;
  const ApplyResult held = EndTurn(holds.catalog, holds.state);
  CHECK(IndexOf(held.events, kEventPostLeft) < 0);
  CHECK(holds.state.cards.post_count == 1);
  CHECK(Find(holds.state, walker)->cell == C("C2"));
  // Nor does a unit leave a post it could not hurt from when the attacker hurts it.
  PostBattle hurt;
  hurt.catalog.enemies[kGrunt].firepower = 3;
  hurt.catalog.enemies[kGrunt].evasion = 5;
  hurt.Posted("guard", "C3");
  hurt.Place(kGrunt, "C2");
  const ApplyResult hit = EndTurn(hurt.catalog, hurt.state);
  CHECK(IndexOf(hit.events, kEventPostLeft) < 0);
  CHECK(hurt.state.cards.post_count == 1);
}

TEST_CASE("Posts: aircraft fly over a post", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  const std::uint16_t flyer = b.Place(kFlyer, "C2");
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(Find(b.state, flyer)->cell == C("C3"));
  CHECK(IndexOf(r.events, kEventPostAttacked) < 0);
  CHECK(b.Unit(guard).hp == 6);
}

TEST_CASE("Posts: an order engages from the post within the card's ranges counted from it, once a turn",
          "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");  // ranges 1 and 2
  const std::uint16_t near = b.Place(kGrunt, "A1");  // 2 cells from C3
  b.Place(kGrunt, "H8");                           // 5 cells
  const ApplyResult far = b.Do("order C3 H8");
  CHECK_FALSE(far.ok);
  CHECK(far.reason == "guard at C3 cannot reach H8, 5 cells from its post");
  const ApplyResult r = b.Do("order C3 A1");
  REQUIRE(r.ok);
  CHECK(Find(b.state, near) == nullptr);  // 2 + 2 on 3 HP
  CHECK(b.Unit(guard).kills == 1);
  CHECK(b.state.cards.posts[0].cell == C("C3"));  // it stays on its post
  const int ordered = IndexOf(r.events, kEventPostOrdered);
  REQUIRE(ordered >= 0);
  CHECK(r.events[ordered].quadrant == 2);  // blows struck: the guard's two
  b.Place(kGrunt, "A2");
  const ApplyResult twice = b.Do("order C3 A2");
  CHECK_FALSE(twice.ok);
  CHECK(twice.reason == "guard at C3 has already acted this turn");
  CHECK_FALSE(b.Do("stand_down C3").ok);
  REQUIRE(EndTurn(b.catalog, b.state).ok);  // the grunt steps A2 -> B2
  REQUIRE(b.state.attacker_at[C("B2")] >= 0);
  CHECK(b.Do("order C3 B2").ok);  // a new turn, new orders
  // One cell is one cell: a lancer (ranges 2 and 3) next to its target says so in the singular.
  PostBattle close;
  close.Posted("lancer", "C3");
  close.Place(kGrunt, "C2");
  const ApplyResult one = close.Do("order C3 C2");
  CHECK_FALSE(one.ok);
  CHECK(one.reason == "lancer at C3 cannot reach C2, 1 cell from its post");
}

TEST_CASE("Posts: a barricade on the post's line blocks ground fire but not fire at aircraft", "[posts]") {
  PostBattle b;
  b.Posted("guard", "C3");
  b.Place(kGrunt, "A1");
  SetBarricade(b.state, C("B2"), BarricadeKind::kPlayer);  // on the line C3 - B2 - A1
  const ApplyResult blocked = b.Do("order C3 A1");
  CHECK_FALSE(blocked.ok);
  CHECK(blocked.reason == "the barricade at B2 blocks the line of fire to A1");
  CHECK(LineBetween(C("C3"), C("A1")) == CellBit(C("B2")));
  CHECK(LineBetween(C("C3"), C("C6")) == (CellBit(C("C4")) | CellBit(C("C5"))));
  CHECK(LineBetween(C("A1"), C("C2")) == CellBit(C("B2")));  // halves away from the post
  siege::RemoveAttacker(b.state, 0);
  b.Place(kFlyer, "A1");
  CHECK(b.Do("order C3 A1").ok);
}

TEST_CASE("Posts: standing down returns the unit to the bottom of its rail with its state", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  b.Unit(guard).hp = 2;
  b.Unit(guard).bonus_firepower = 1;
  const ApplyResult r = b.Do("stand_down C3");
  REQUIRE(r.ok);
  CHECK(b.state.cards.post_count == 0);
  CHECK(b.state.masks.posted == 0);
  CHECK(b.state.cards.unit_draw.items[b.state.cards.unit_draw.count - 1] == guard);
  CHECK(b.Unit(guard).hp == 2);
  CHECK(b.Unit(guard).bonus_firepower == 1);
  CHECK(IndexOf(r.events, kEventPostLeft) == 0);
  CHECK_FALSE(b.Do("stand_down C3").ok);
}

TEST_CASE("Posts: a posted unit's kill scores and ranks it, and its fall drops the multiplier", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  b.Unit(guard).kills = 1;  // the next kill reaches rank 2 (2 kills)
  b.Place(kGrunt, "B2");
  REQUIRE(b.Do("order C3 B2").ok);
  CHECK(b.state.score == 30 + 50);  // 3 HP at x1, the kill at x1
  CHECK(b.state.multiplier == 2);
  CHECK(b.Unit(guard).rank == 2);

  PostBattle fall;
  const int lancer = fall.Posted("lancer", "C3");
  fall.Unit(lancer).hp = 1;
  fall.catalog.enemies[kGrunt].firepower = 5;
  fall.Place(kGrunt, "A1");  // the lancer reaches 2 and 3 cells
  fall.state.attackers[0].hp = 9;
  fall.state.multiplier = 4;
  REQUIRE(fall.Do("order C3 A1").ok);  // 3, then the grunt's 5
  CHECK(fall.Unit(lancer).defeated);
  CHECK(fall.state.multiplier == 3);
  CHECK(fall.state.cards.post_count == 0);
  CHECK(fall.state.masks.posted == 0);
}

TEST_CASE("Posts: an upgrade for a unit in hand may take a posted unit", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  b.state.cards.support_slots[0] = kDrillCard;
  CHECK_FALSE(b.Do("support 1 post D3").ok);
  REQUIRE(b.Do("support 1 post C3").ok);
  CHECK(b.Unit(guard).bonus_firepower == 1);
  b.state.cards.support_slots[0] = kDrillCard;
  const std::vector<Action> again = LegalActions(b.catalog, b.state);
  CHECK(std::count_if(again.begin(), again.end(), [](const Action& a) {
          return a.kind == ActionKind::kPlaySupport && a.slot == 0 && a.target == TargetKind::kPost && a.cell == C("C3");
        }) == 1);
}

TEST_CASE("Posts: nothing lands on a post: spawns wait, and pieces, drops and copies go elsewhere", "[posts]") {
  PostBattle b;
  b.Posted("guard", "H8");
  REQUIRE(b.state.pending_count == 0);
  PendingSpawn spawn;
  spawn.entry = 0;
  spawn.enemy = kGrunt;
  spawn.cell = C("H8");
  b.state.pending[b.state.pending_count++] = spawn;
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(Count(r.events, EventKind::kSpawnDelayed) == 1);
  CHECK(b.state.attacker_at[C("H8")] < 0);
  // The free-neighbour rule of copies, pieces, drops and reinforcements skips posts.
  PostBattle n;
  n.Posted("guard", "B1");
  n.Posted("lancer", "A2");
  n.Place(kGrunt, "B2");
  Routing scratch;
  const Routing& routing = BattleRouting(n.catalog, n.state, scratch);
  CHECK(siege::FreeNeighbour(n.state, routing, C("A1"), true) == kNoCell);
}

TEST_CASE("Posts: no barricade is built and no fieldwork armed on a post", "[posts]") {
  PostBattle b;
  b.Posted("guard", "C3");
  b.state.terrain_works = true;
  const ApplyResult build = b.Do("build C3");
  CHECK_FALSE(build.ok);
  CHECK(build.reason == "cannot build on C3: a unit holds a post there");
  b.state.cards.bays[0] = kMineCard;
  const ApplyResult arm = b.Do("fieldwork 1 C3");
  CHECK_FALSE(arm.ok);
  CHECK(arm.reason == "a unit holds a post at C3");
}

TEST_CASE("Posts: a demolition charge's blast hurts the posted units around it", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  const int lancer = b.Posted("lancer", "F6");
  b.Unit(guard).shield = 1;
  Trap charge;
  charge.cell = C("C4");
  charge.fuse = 1;
  AddTrap(b.state, charge);
  const EnemyIntents intents = PredictEnemyPhase(b.catalog, b.state);
  REQUIRE(intents.detonations.size() == 1);
  CHECK(intents.detonations[0].posts == std::vector<Cell>{C("C3")});
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(b.Unit(guard).shield == 0);
  CHECK(b.Unit(guard).hp == 6 - (kPostBlastDamage - 1));
  CHECK(b.Unit(lancer).hp == 4);
  CHECK(IndexOf(r.events, kEventUnitDamaged) > IndexOf(r.events, EventKind::kTrapDetonated));
  // A unit the blast brings to 0 falls.
  PostBattle fall;
  const int brute = fall.Posted("brute", "C3");
  fall.Unit(brute).hp = 2;
  AddTrap(fall.state, charge);
  const EnemyIntents shown = PredictEnemyPhase(fall.catalog, fall.state);
  CHECK(shown.units_lost == 1);
  EndTurn(fall.catalog, fall.state);
  CHECK(fall.Unit(brute).defeated);
  CHECK(fall.state.cards.post_count == 0);
}

TEST_CASE("Posts: a jammer within 2 cells cuts a post's orders", "[posts]") {
  PostBattle b;
  b.Posted("guard", "C3");
  b.Place(kGrunt, "A1");
  b.Place(kJammer, "E3");  // 2 cells from C3
  const ApplyResult r = b.Do("order C3 A1");
  CHECK_FALSE(r.ok);
  CHECK(r.reason == "a jammer within 2 cells cuts the orders of guard at C3");
  CHECK(b.Do("stand_down C3").ok);  // standing down needs no radio
  PostBattle clear;
  clear.Posted("guard", "C3");
  clear.Place(kGrunt, "A1");
  clear.Place(kJammer, "F3");  // 3 cells away
  CHECK(clear.Do("order C3 A1").ok);
}

TEST_CASE("Posts: a medic repairs attackers only, never the posted unit beside it", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "B1");  // beside the medic, and hurt
  b.Unit(guard).hp = 1;
  const std::uint16_t medic = b.Place(kMedic, "C1");
  const std::uint16_t blocker = b.Place(kGrunt, "C2");  // its path cell: it waits there
  const std::uint16_t patient = b.Place(kGrunt, "D1");
  for (const std::uint16_t uid : {blocker, patient}) {
    b.state.attackers[siege::FindAttackerByUid(b.state, uid)].incapacitated = 2;
  }
  b.state.attackers[siege::FindAttackerByUid(b.state, patient)].hp = 1;
  const ApplyResult r = EndTurn(b.catalog, b.state);
  const int mended = IndexOf(r.events, EventKind::kMended);
  REQUIRE(mended >= 0);
  CHECK(r.events[mended].cell2 == C("D1"));
  CHECK(Find(b.state, patient)->hp == 3);
  CHECK(b.Unit(guard).hp == 1);
  CHECK(Find(b.state, medic)->cell == C("C1"));
  // With only the posted unit beside it, the medic mends nobody.
  PostBattle alone;
  const int lone = alone.Posted("guard", "B1");
  alone.Unit(lone).hp = 1;
  alone.Place(kMedic, "C1");
  const std::uint16_t wall = alone.Place(kGrunt, "C2");
  alone.state.attackers[siege::FindAttackerByUid(alone.state, wall)].incapacitated = 2;
  const ApplyResult quiet = EndTurn(alone.catalog, alone.state);
  CHECK(Count(quiet.events, EventKind::kMended) == 0);
  CHECK(alone.Unit(lone).hp == 1);
}

TEST_CASE("Posts: a sector changer does not circle onto a post", "[posts]") {
  PostBattle b;
  b.Posted("guard", "H2");  // B1's quarter-turn cell
  const std::uint16_t orbiter = b.Place(kOrbiter, "B1");
  b.state.attackers[0].activations = 1;  // its next activation is the second: a circling one
  Routing scratch;
  const Cell usual = BattleRouting(b.catalog, b.state, scratch).next[C("B1")];
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(Count(r.events, EventKind::kSectorShifted) == 0);
  CHECK(Find(b.state, orbiter)->cell == usual);  // it stepped as usual
  // With the cell free it circles.
  PostBattle free;
  const std::uint16_t circler = free.Place(kOrbiter, "B1");
  free.state.attackers[0].activations = 1;
  EndTurn(free.catalog, free.state);
  CHECK(Find(free.state, circler)->cell == C("H2"));
}

TEST_CASE("Posts: a lane follower engages a post on its lane", "[posts]") {
  PostBattle b;
  b.Posted("guard", "D2");
  const std::uint16_t crawler = b.Place(kCrawler, "D1");
  b.state.attackers[0].lane = 1;
  b.state.attackers[0].hp = 20;
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(IndexOf(r.events, kEventPostAttacked) >= 0);
  CHECK(Find(b.state, crawler)->cell == C("D1"));
}

TEST_CASE("Posts: a post sees the contacts next to it, and an order on a contact reveals it first", "[posts]") {
  PostBattle b;
  b.Posted("guard", "C3");
  const std::uint16_t wisp = b.Place(kWisp, "B1");  // two rows from the post
  CHECK(Find(b.state, wisp)->concealed);
  const ApplyResult step = EndTurn(b.catalog, b.state);  // B1 -> B2, next to C3
  CHECK(Find(b.state, wisp)->cell == C("B2"));
  const int revealed = IndexOf(step.events, EventKind::kRevealed);
  REQUIRE(revealed >= 0);
  CHECK(step.events[revealed].amount == static_cast<int>(RevealCause::kPost));
  CHECK_FALSE(Find(b.state, wisp)->concealed);
  PostBattle order;
  order.Posted("lancer", "C3");  // ranges 2 and 3
  const std::uint16_t far = order.Place(kWisp, "A1");
  REQUIRE(Find(order.state, far)->concealed);
  const ApplyResult r = order.Do("order C3 A1");
  REQUIRE(r.ok);
  const int seen = IndexOf(r.events, EventKind::kRevealed);
  REQUIRE(seen >= 0);
  CHECK(r.events[seen].amount == static_cast<int>(RevealCause::kEngagement));
  CHECK(seen < IndexOf(r.events, kEventEngagement));
  // Landing next to a post: seen as it lands.
  PostBattle land;
  land.Posted("guard", "C3");
  const std::uint16_t landed = land.Place(kWisp, "C2");
  CHECK_FALSE(Find(land.state, landed)->concealed);
}

TEST_CASE("Posts: a hunter goes for a posted unit in reach instead of the base, and its intent shows it",
          "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  const std::uint16_t hunter = b.Place(kHunter, "E1");  // 2 cells from C3
  const EnemyIntents intents = PredictEnemyPhase(b.catalog, b.state);
  const AttackerIntent* shown = IntentOf(intents, hunter);
  REQUIRE(shown != nullptr);
  CHECK(shown->hunt == C("C3"));
  CHECK(shown->path == std::vector<Cell>{C("D2"), C("C3")});
  CHECK(intents.threats == std::array<int, kQuadrantCount>{});  // its path ends on the post
  EndTurn(b.catalog, b.state);
  CHECK(Find(b.state, hunter)->cell == C("D2"));  // not E2, its way to the base
  const EnemyIntents next = PredictEnemyPhase(b.catalog, b.state);
  const AttackerIntent* strike = IntentOf(next, hunter);
  REQUIRE(strike != nullptr);
  CHECK(strike->post_clash.post == C("C3"));
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(IndexOf(r.events, kEventPostAttacked) >= 0);
  CHECK(b.Unit(guard).hp < 6);
  // Out of reach, it walks to the base as any attacker.
  PostBattle far;
  far.Posted("guard", "C3");
  const std::uint16_t away = far.Place(kHunter, "F1");  // 3 cells
  EndTurn(far.catalog, far.state);
  CHECK(Find(far.state, away)->cell == C("F2"));
}

TEST_CASE("Posts: the intents show each engagement at a post, blows and damage both ways, and count the units lost",
          "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  const int lancer = b.Posted("lancer", "F3");
  b.Unit(lancer).hp = 1;
  const std::uint16_t tough = b.Place(kGrunt, "C2");
  b.state.attackers[0].hp = 9;
  const std::uint16_t killer = b.Place(kGrunt, "F2");
  const EnemyIntents intents = PredictEnemyPhase(b.catalog, b.state);
  const AttackerIntent* at_guard = IntentOf(intents, tough);
  REQUIRE(at_guard != nullptr);
  const PostClash& c = at_guard->post_clash;
  CHECK(c.post == C("C3"));
  CHECK(c.card == b.Unit(guard).card);
  CHECK(c.blows == 1);
  CHECK(c.blows_back == 2);
  CHECK(c.damage_to_unit == 1);
  CHECK(c.damage_to_attacker == 4);
  CHECK_FALSE(c.unit_falls);
  CHECK_FALSE(c.attacker_dies);
  const AttackerIntent* at_lancer = IntentOf(intents, killer);
  REQUIRE(at_lancer != nullptr);
  CHECK(at_lancer->post_clash.unit_falls);
  CHECK(at_lancer->post_clash.blows_back == 0);
  CHECK(intents.units_lost == 1);
  // The player's view shows the same (no contacts here).
  CHECK(PredictSeenEnemyPhase(b.catalog, b.state).units_lost == 1);
  const ApplyResult r = EndTurn(b.catalog, b.state);
  CHECK(r.events == intents.events);
  CHECK(b.Unit(lancer).defeated);
  CHECK(b.Unit(guard).hp == 5);
}

TEST_CASE("Posts: LegalActions lists orders and stand-downs, and the count and draw agree", "[posts][draw]") {
  PostBattle b;
  b.Posted("guard", "C3");
  b.Posted("lancer", "F6");
  b.Place(kGrunt, "B2");
  b.Place(kGrunt, "H8");
  b.Place(kJammer, "G8");  // 2 cells from F6: the lancer takes no orders
  const std::vector<Action> legal = LegalActions(b.catalog, b.state);
  std::vector<std::string> posts;
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kOrder || a.kind == ActionKind::kStandDown) posts.push_back(ActionToString(a));
  }
  CHECK(posts == std::vector<std::string>{"order C3 B2", "stand_down C3", "stand_down F6"});
  LegalActionSet set;
  CountLegalActions(b.catalog, b.state, set);
  REQUIRE(set.count == static_cast<int>(legal.size()));
  for (int i = 0; i < set.count; ++i) CHECK(LegalActionAt(b.state, set, i) == legal[static_cast<std::size_t>(i)]);
  // And over whole random playouts of the posts fields.
  const Catalog catalog = MakeCatalog();
  bc::test::DrawCheck check;
  for (const MissionIndex m : {kPostsField, kPostsContacts}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) bc::test::CheckDrawAgainstListing(catalog, m, seed, 300, check);
  }
  CHECK(check.states > 1000);
}

TEST_CASE("Posts: the state hash reads the posts", "[posts][hash]") {
  PostBattle b;
  const std::uint64_t before = StateHash(b.state);
  b.Posted("guard", "C3");
  const std::uint64_t posted = StateHash(b.state);
  CHECK(posted != before);
  BattleState moved = b.state;
  moved.cards.posts[0].cell = C("C4");
  CHECK(StateHash(moved) != posted);
  BattleState acted = b.state;
  acted.cards.posts[0].acted_turn = 1;
  CHECK(StateHash(acted) != posted);
}

TEST_CASE("Posts: at the end of a mission a posted unit returns to the roster with its HP, rank and upgrades",
          "[posts][campaign]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  b.Unit(guard).hp = 3;
  b.Unit(guard).rank = 2;
  b.Unit(guard).bonus_firepower = 1;
  const Roster roster = CarriedUnitsFromBattle(b.catalog, b.state);
  int found = 0;
  for (const CarriedUnit& u : roster) {
    if (u.card != "guard" || u.rank != 2) continue;
    ++found;
    CHECK(u.hp == 3);
    CHECK(u.bonuses.firepower == 1);
  }
  CHECK(found == 1);
}

TEST_CASE("Posts: an order is previewed like a card, and the preview is what the order does", "[posts]") {
  PostBattle b;
  const int guard = b.Posted("guard", "C3");
  b.Unit(guard).hp = 4;
  b.Place(kGrunt, "A1");
  b.state.attackers[0].hp = 9;
  const std::optional<EngagementPreview> preview = PreviewUnitPlay(b.catalog, b.state, *ParseAction("order C3 A1"));
  REQUIRE(preview.has_value());
  REQUIRE(preview->outcomes.size() == 1);  // no misses, no criticals: one way it goes
  CHECK(preview->min_damage_to_defender == 4);
  CHECK(preview->min_damage_to_attacker == 1);
  CHECK(preview->kill_chance == 0.0);
  CHECK_FALSE(PreviewUnitPlay(b.catalog, b.state, *ParseAction("order C3 H8")).has_value());
  REQUIRE(b.Do("order C3 A1").ok);
  CHECK(b.state.attackers[0].hp == 9 - preview->min_damage_to_defender);
  CHECK(b.Unit(guard).hp == 4 - preview->min_damage_to_attacker);
}

TEST_CASE("Posts: no post is taken on a deployment or reinforcement cell", "[posts]") {
  PostBattle b;
  b.InSlot(0, "guard");
  b.Place(kGrunt, "C2");
  b.state.attackers[0].hp = 9;
  AddCellFlags(b.state, C("C3"), kCellDeployment);  // its next step: a landing cell
  REQUIRE(b.Do("unit 1 C2").ok);
  REQUIRE(b.state.cards.post_count == 1);
  CHECK(b.state.cards.posts[0].cell == C("D3"));  // the free neighbour nearest the base
  CHECK((b.state.cell_flags[b.state.cards.posts[0].cell] & (kCellDeployment | kCellReinforcement)) == 0);
}

TEST_CASE("Posts: the order targets listed are the attackers an order may engage: range, barricades, aircraft and global range",
          "[posts]") {
  PostBattle b;
  b.Posted("guard", "C3");  // ranges 1 and 2
  b.Place(kGrunt, "A1");    // 2 cells, the barricade at B2 on the line
  b.Place(kFlyer, "A3");    // 2 cells, the barricade at B3 on the line: an aircraft
  b.Place(kGrunt, "E5");    // 2 cells, a clear line
  b.Place(kGrunt, "H8");    // 5 cells
  SetBarricade(b.state, C("B2"), BarricadeKind::kPlayer);
  SetBarricade(b.state, C("B3"), BarricadeKind::kPlayer);
  const auto by_check = [&] {
    std::uint64_t mask = 0;
    for (const char* cell : {"A1", "A3", "E5", "H8"}) {
      if (cards::CheckOrderReach(b.catalog, b.state, 0, C(cell), nullptr, EnglishRulesText())) mask |= CellBit(C(cell));
    }
    return mask;
  };
  CHECK(cards::OrderTargets(b.catalog, b.state, 0) == (CellBit(C("A3")) | CellBit(C("E5"))));
  CHECK(cards::OrderTargets(b.catalog, b.state, 0) == by_check());
  b.state.cards.global_range_turns = 1;  // every cell in range: the line still counts
  CHECK(cards::OrderTargets(b.catalog, b.state, 0) == (CellBit(C("A3")) | CellBit(C("E5")) | CellBit(C("H8"))));
  CHECK(cards::OrderTargets(b.catalog, b.state, 0) == by_check());
  b.state.cards.global_range_turns = 0;
  b.Place(kJammer, "D5");  // 2 cells from C3: no orders at all
  CHECK(cards::OrderTargets(b.catalog, b.state, 0) == 0);
}

}  // namespace posts_test
