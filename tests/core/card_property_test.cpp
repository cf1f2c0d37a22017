// Property tests over seeded random playouts that play cards: every legal card action
// is accepted and applies; every card action not listed is rejected with a reason and
// changes nothing; clones evolve identically; the same seed and actions give the same
// hash. The fixture deck carries every effect family (attack, base, upgrade, hook,
// discovery, fieldwork) so that random play reaches them all.
#include <catch2/catch.hpp>

#include <algorithm>

#include "basecommand/concealment.h"
#include "basecommand/routing.h"
#include "card_battle.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace card_property_test {

using namespace bc;
using namespace bc::test;

namespace {

constexpr int kMaxSteps = 300;

Catalog PropertyCatalog() {
  Catalog c = CardCatalog();
  MissionDef& m = c.missions[0];
  m.schedule.clear();
  const char* cells[] = {"A1", "H1", "A8", "H8", "D1", "A5", "H4", "E8"};
  for (int i = 0; i < 8; ++i) {
    SpawnDef s;
    s.turn = 1 + i / 2;
    s.enemy = static_cast<EnemyIndex>(i % 3 == 2 ? 1 : 0);
    s.cell = At(cells[i]);
    m.schedule.push_back(s);
  }
  m.blocked = {At("B6")};
  c.enemies[0].health = 4;
  c.enemies[0].crit_chance = 20;
  c.enemies[0].crit_bonus = 1;
  c.enemies[1].miss_chance = 30;

  Effect perk = Fx(EffectKind::kAddPerk, 0);
  perk.perk = kPerkFirstStrike | kPerkLuck;
  AddCard(c, Support("p_seg", TargetKind::kSegment, {Fx(EffectKind::kDamage, 1), Fx(EffectKind::kStripShields, 0)}));
  AddCard(c, Support("p_range", TargetKind::kRange, {Fx(EffectKind::kPush, 1), Fx(EffectKind::kIncapacitate, 1)}));
  AddCard(c, Support("p_exec", TargetKind::kCell, {Fx(EffectKind::kExecute, 2), Fx(EffectKind::kStripPerks, 0)}));
  AddCard(c, Support("p_quad", TargetKind::kQuadrant, {Fx(EffectKind::kRepairShields, 1)}));
  AddCard(c, Support("p_base", TargetKind::kNone,
                     {Fx(EffectKind::kSkipSpawns, 1, EffectTarget::kBase), Fx(EffectKind::kOverchargeShields, 2, EffectTarget::kBase),
                      Fx(EffectKind::kGlobalRange, 0, EffectTarget::kBase, Trigger::kOnPlay, 1),
                      Fx(EffectKind::kCannonCharge, 1, EffectTarget::kBase)}));
  AddCard(c, Support("p_up", TargetKind::kUnitSlot,
                     {perk, Fx(EffectKind::kRankUp, 1), Fx(EffectKind::kAttach, 0),
                      Fx(EffectKind::kAddTempHp, 1, EffectTarget::kSelf, Trigger::kPreEngagement),
                      Fx(EffectKind::kHeal, 1, EffectTarget::kSelf, Trigger::kPostEngagement)}));
  CardDef scout = Support("p_scout", TargetKind::kNone, {Fx(EffectKind::kDiscover, 0, EffectTarget::kBase)});
  for (const char* id : {"t_bolt", "p_seg", "p_up", "t_freeze"}) {
    scout.options.push_back(id);
    scout.option_cards.push_back(static_cast<CardIndex>(c.FindCard(id)));
  }
  AddCard(c, scout);
  c.cards[c.FindCard("t_gunner")].perks = kPerkSquadLeader | kPerkFury;
  c.cards[c.FindCard("t_brawler")].perks = kPerkProtection | kPerkBehemoth | kPerkHeavyWeapons;
  c.cards[c.FindCard("t_sniper")].perks = kPerkOverload | kPerkIonWeapon;
  c.cards[c.FindCard("t_gunner")].rank_kills = {1, 2, 3};

  LoadoutDef& l = c.loadouts[0];
  l.units = {"t_gunner", "t_gunner", "t_brawler", "t_brawler", "t_sniper", "t_hero", "t_gunner", "t_brawler"};
  l.supports = {"t_bolt", "t_poison", "t_repair", "t_drill", "t_double", "t_freeze", "p_seg", "p_range",
                "p_exec", "p_quad", "p_base", "p_up", "p_scout", "t_nuke", "p_seg", "p_up"};
  l.fieldworks = {"t_mine", "t_sentry"};
  l.doctrine = "t_logistics";
  return c;
}

// Every card action that could be written: all slots, bays, cells and targets.
std::vector<Action> CardCandidates() {
  std::vector<Action> out;
  Action a;
  for (int s = -1; s <= 3; ++s) {
    for (Cell cell = 0; cell < kCellCount; ++cell) {
      a = Action{};
      a.slot = static_cast<std::int8_t>(s);
      a.cell = cell;
      a.kind = ActionKind::kPlayUnit;
      out.push_back(a);
      a.kind = ActionKind::kPlayFieldwork;
      out.push_back(a);
      a.kind = ActionKind::kPlaySupport;
      a.target = TargetKind::kCell;
      out.push_back(a);
    }
    a = Action{};
    a.kind = ActionKind::kPlaySupport;
    a.slot = static_cast<std::int8_t>(s);
    out.push_back(a);
    a.target = TargetKind::kBoard;
    out.push_back(a);
    for (const TargetKind t : {TargetKind::kSegment, TargetKind::kRange, TargetKind::kQuadrant, TargetKind::kUnitSlot}) {
      for (int i = -1; i <= 4; ++i) {
        a.target = t;
        a.index = static_cast<std::int8_t>(i);
        out.push_back(a);
      }
    }
    for (const Rail rail : {Rail::kUnit, Rail::kSupport}) {
      a = Action{};
      a.kind = ActionKind::kDiscard;
      a.rail = rail;
      a.slot = static_cast<std::int8_t>(s);
      out.push_back(a);
    }
    a = Action{};
    a.kind = ActionKind::kChoose;
    a.index = static_cast<std::int8_t>(s);
    out.push_back(a);
  }
  return out;
}

// Fields of an action, for failure messages (ActionToString expects well-formed ones).
std::string Fields(const Action& a) {
  return "kind " + std::to_string(static_cast<int>(a.kind)) + " slot " + std::to_string(a.slot) +
         " cell " + std::to_string(a.cell) + " target " + std::to_string(static_cast<int>(a.target)) +
         " index " + std::to_string(a.index) + " rail " + std::to_string(static_cast<int>(a.rail));
}

struct Playout {
  std::vector<Action> actions;
  std::uint64_t hash = 0;
  int card_actions = 0;
};

Playout PlayAndCheck(const Catalog& catalog, std::uint64_t seed, const std::vector<Action>& candidates) {
  Playout playout;
  BattleState state = NewBattle(catalog, 0, seed);
  REQUIRE(state.cards.active);
  Rng pick = Rng::FromSeed(seed * 104729);
  std::vector<Action> legal;
  for (int step = 0; step < kMaxSteps && !IsOver(state); ++step) {
    LegalActions(catalog, state, legal);
    REQUIRE_FALSE(legal.empty());
    for (const Action& a : legal) {
      INFO(ActionToString(a));
      REQUIRE(CheckAction(catalog, state, a).empty());
    }
    // Every card action not listed is refused, with a reason, and changes nothing.
    if (step % 4 == 0) {
      for (const Action& a : candidates) {
        if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
        INFO(Fields(a));
        REQUIRE_FALSE(CheckAction(catalog, state, a).empty());
      }
      for (int k = 0; k < 8; ++k) {
        const Action& a = candidates[pick.Below(static_cast<std::uint32_t>(candidates.size()))];
        if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
        BattleState probe = state;
        const ApplyResult r = Apply(catalog, probe, a);
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.events.empty());
        REQUIRE(probe == state);
      }
    }
    // Prefer card actions, so that the cards are really played.
    std::uint32_t choice = pick.Below(static_cast<std::uint32_t>(legal.size()));
    if (legal[choice].kind == ActionKind::kEndTurn && legal.size() > 1 && pick.Below(4) != 0) {
      choice = 1 + pick.Below(static_cast<std::uint32_t>(legal.size() - 1));
    }
    const Action action = legal[choice];
    BattleState twin = state;
    REQUIRE(twin == state);
    const ApplyResult result = Apply(catalog, state, action);
    INFO(ActionToString(action));
    REQUIRE(result.ok);
    ApplyUnchecked(catalog, twin, action, nullptr);
    REQUIRE(twin == state);
    REQUIRE(StateHash(twin) == StateHash(state));
    // The board masks stay in step with the arrays they mirror.
    BattleState rebuilt = state;
    RebuildMasks(rebuilt);
    REQUIRE(rebuilt.masks == state.masks);
    REQUIRE(state.contacts == CountContacts(catalog, state));  // and so does the count of contacts
    if (action.kind != ActionKind::kEndTurn && action.kind != ActionKind::kFireCannon) ++playout.card_actions;
    playout.actions.push_back(action);
  }
  playout.hash = StateHash(state);
  return playout;
}

}  // namespace

TEST_CASE("Card playouts: legal card actions apply, unlisted ones are refused and change nothing, clones agree",
          "[cards][property]") {
  const Catalog catalog = PropertyCatalog();
  const std::vector<Action> candidates = CardCandidates();
  int card_actions = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    INFO("seed " << seed);
    card_actions += PlayAndCheck(catalog, seed, candidates).card_actions;
  }
  CHECK(card_actions > 200);
}

TEST_CASE("Card playouts: the same seed and actions give the same final hash", "[cards][property][hash]") {
  const Catalog catalog = PropertyCatalog();
  const std::vector<Action> candidates = CardCandidates();
  for (std::uint64_t seed = 20; seed <= 24; ++seed) {
    const Playout playout = PlayAndCheck(catalog, seed, candidates);
    BattleState replay = NewBattle(catalog, 0, seed);
    for (const Action& a : playout.actions) REQUIRE(Apply(catalog, replay, a).ok);
    CHECK(StateHash(replay) == playout.hash);
  }
}

TEST_CASE("Card state is part of the hash", "[cards][property][hash]") {
  const Catalog catalog = PropertyCatalog();
  BattleState a = NewBattle(catalog, 0, 3);
  BattleState b = a;
  b.cards.units[0].bonus_crit = 5;
  CHECK(StateHash(a) != StateHash(b));
  b = a;
  b.cards.global_range_turns = 1;
  CHECK(StateHash(a) != StateHash(b));
  b = a;
  b.cards.support_draw.items[0] = b.cards.support_draw.items[1] == 0 ? 1 : 0;
  CHECK(StateHash(a) != StateHash(b));
}

TEST_CASE("Card playouts: a finished catalog, whose missions keep their routing, plays the same games",
          "[cards][property][routing]") {
  const Catalog plain = PropertyCatalog();
  Catalog finished = PropertyCatalog();
  FinishCatalog(finished);
  REQUIRE(finished.missions[0].finished);
  REQUIRE(finished.missions[0].blocked_mask == CellBit(At("B6")));
  CHECK(finished.missions[0].routing.next == ComputeRouting(CellBit(At("B6"))).next);
  for (const CardDef& card : finished.cards) CHECK(card.triggers == TriggersOf(card.effects));
  const std::vector<Action> candidates = CardCandidates();
  for (std::uint64_t seed = 30; seed <= 33; ++seed) {
    INFO("seed " << seed);
    const Playout a = PlayAndCheck(plain, seed, candidates);
    const Playout b = PlayAndCheck(finished, seed, candidates);
    CHECK(a.actions == b.actions);
    CHECK(a.hash == b.hash);
  }
}

}  // namespace card_property_test
