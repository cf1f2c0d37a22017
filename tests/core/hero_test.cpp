// The hero: its decision rule on hand-made boards, its choice shown when the player's
// turn begins, and the enemy phase doing exactly what was shown.
#include <catch2/catch.hpp>

#include "text/event_text.h"
#include "text/hostiles.h"
#include "basecommand/intents.h"
#include "core/hero.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

int Index(const BattleState& state, std::uint16_t uid) { return siege::FindAttackerByUid(state, uid); }

constexpr int kDig = 0, kCall = 1, kShield = 2, kJam = 3, kCharge = 4;

}  // namespace

TEST_CASE("The hero picks the first ability in data order whose condition holds, never the one it showed last",
          "[hostiles][hero]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "A1");
  // Alone: it calls reinforcements.
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kCall);
  // An attacker two cells away escorts it: it shields its escorts.
  const std::uint16_t escort = Put(catalog, state, kGrunt, "C3");
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kShield);
  // Having shown the shield, it does not show it twice running: nothing else holds but
  // the charge.
  state.attackers[Index(state, hero)].ability = kShield + 1;
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kCharge);
  // Damaged to half: it digs in; with the cannon at step 2 and full health, it jams.
  state.attackers[Index(state, hero)].hp = 4;
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kDig);
  state.attackers[Index(state, hero)].hp = 8;
  state.cannon_charge = 2;
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kJam);
  // Three cells away is not an escort.
  state.attackers[Index(state, hero)].ability = 0;
  siege::DamageAttacker(catalog, state, Index(state, escort), 99, true, nullptr);
  Put(catalog, state, kGrunt, "D2");
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kCall);
}

TEST_CASE("The hero's choice is shown when the player's turn begins and the enemy phase does exactly that",
          "[hostiles][hero]") {
  Catalog catalog = MakeCatalog();
  catalog.missions[kLastOne].schedule = {At(1, kHero, "A1")};
  Events start;
  BattleState state = NewBattle(catalog, kLastOne, 1, &start);
  REQUIRE(state.attacker_count == 1);
  const std::uint16_t hero = state.attackers[0].uid;
  CHECK(state.attackers[0].ability == kCall + 1);
  const int shown = IndexOf(start, EventKind::kAbilityChosen);
  REQUIRE(shown >= 0);
  CHECK(start[shown].amount == kCall);
  CHECK(start[shown].amount2 == static_cast<int>(AbilityKind::kCallReinforcements));

  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.attackers.size() == 1);
  CHECK(intents.attackers[0].ability == kCall);
  REQUIRE(intents.attackers[0].reinforcements.size() == 2);
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kAbilityUsed) == 1);
  REQUIRE(Count(end.events, EventKind::kReinforced) == 2);
  for (const Cell c : intents.attackers[0].reinforcements) {
    REQUIRE(state.attacker_at[c] >= 0);
    CHECK(state.attackers[state.attacker_at[c]].type == kGrunt);
  }
  // The call comes first, then the hero steps as usual.
  CHECK(Find(state, hero)->cell == intents.attackers[0].end);
  CHECK(Find(state, hero)->cell != C("A1"));
  // Escorted now by the two it called, it shows the shield for the next phase.
  CHECK(Find(state, hero)->ability == kShield + 1);
  const ApplyResult next = EndTurn(catalog, state);
  CHECK(Count(next.events, EventKind::kEscortShielded) >= 1);
  for (int i = 0; i < state.attacker_count; ++i) {
    if (state.attackers[i].uid != hero && state.attackers[i].type == kGrunt) {
      CHECK(state.attackers[i].shield == 2);
    }
  }
}

TEST_CASE("A charging hero takes its extra steps, a hero digging in holds its cell and gains shield",
          "[hostiles][hero]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t charger = Put(catalog, state, kHero, "D1");
  state.attackers[Index(state, charger)].ability = kCharge + 1;
  const std::uint16_t digger = Put(catalog, state, kHero, "A8");
  state.attackers[Index(state, digger)].ability = kDig + 1;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  ApplyResult end = EndTurn(catalog, state);
  CHECK(Find(state, charger)->cell == C("D3"));  // two steps: D2, D3
  CHECK(Find(state, digger)->cell == C("A8"));
  CHECK(Find(state, digger)->shield == 3);
  CHECK(Count(end.events, EventKind::kDugIn) == 1);
  for (const AttackerIntent& a : intents.attackers) {
    CHECK(a.end == Find(state, a.uid)->cell);
  }
}

TEST_CASE("A hero jamming the cannon takes charge steps before the turn tick adds one", "[hostiles][hero]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "A1");
  state.attackers[Index(state, hero)].ability = kJam + 1;
  state.cannon_charge = 2;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  CHECK(intents.cannon_drained == 1);
  const ApplyResult end = EndTurn(catalog, state);
  const int drained = IndexOf(end.events, EventKind::kCannonDrained);
  REQUIRE(drained >= 0);
  CHECK(end.events[drained].amount == 1);
  CHECK(end.events[drained].amount2 == 1);
  CHECK(state.cannon_charge == 2);  // 2 - 1, then the tick's +1
}

TEST_CASE("A frozen or incapacitated hero does not use the ability it showed", "[hostiles][hero]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "A1");
  state.attackers[Index(state, hero)].ability = kCall + 1;
  state.attackers[Index(state, hero)].incapacitated = 1;
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(Count(end.events, EventKind::kAbilityUsed) == 0);
  CHECK(state.attacker_count == 1);
}

TEST_CASE("A hero digs in no further than its dig-in's max, and does not choose to dig in at it",
          "[hostiles][hero]") {
  Catalog catalog = MakeCatalog();
  catalog.enemies[kHero].abilities[kDig].max = 5;
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "A8");
  Attacker& a = state.attackers[Index(state, hero)];
  a.hp = 4;  // half of 8: damaged
  a.shield = 3;
  a.ability = 0;
  // Below the cap it digs in, gaining only what the cap leaves (2 of its 3).
  REQUIRE(siege::DecideAbility(catalog, state, Index(state, hero)) == kDig);
  a.ability = kDig + 1;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  const ApplyResult end = EndTurn(catalog, state);
  const int dug = IndexOf(end.events, EventKind::kDugIn);
  REQUIRE(dug >= 0);
  CHECK(end.events[dug].amount == 2);
  CHECK(end.events[dug].amount2 == 5);
  CHECK(Find(state, hero)->shield == 5);
  CHECK(Find(state, hero)->cell == C("A8"));
  REQUIRE(intents.attackers.size() == 1);
  CHECK(intents.attackers[0].end == C("A8"));
  // At the cap, nothing is left to dig in for: it is alone, so it calls reinforcements.
  state.attackers[Index(state, hero)].ability = 0;
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kCall);
  // One shield point lost and it digs in again.
  state.attackers[Index(state, hero)].shield = 4;
  CHECK(siege::DecideAbility(catalog, state, Index(state, hero)) == kDig);
  // The archive and the briefing say so.
  const std::vector<std::string> words = EnemyBehaviour(catalog, catalog.enemies[kHero]);
  CHECK(std::find(words.begin(), words.end(),
                  "Digs in: +3 shield and holds its cell, when at half HP or less, up to 5 shield.") != words.end());
  // Without a max, a shield of 5 does not stop it.
  Catalog uncapped = MakeCatalog();
  state.attackers[Index(state, hero)].shield = 5;
  CHECK(siege::DecideAbility(uncapped, state, Index(state, hero)) == kDig);
}

TEST_CASE("A hero that digs in phase after phase stops gaining shield at its dig-in's max",
          "[hostiles][hero]") {
  // The shown ability is set to dig in before every enemy phase (digging in holds its
  // cell): without a cap each phase adds 3 shield; with one the gain stops at it.
  for (const int max : {0, 4}) {
    Catalog catalog = MakeCatalog();
    catalog.enemies[kHero].abilities[kDig].max = max;
    BattleState state = Start(catalog);
    const std::uint16_t hero = Put(catalog, state, kHero, "A8");
    state.attackers[Index(state, hero)].hp = 4;
    state.attackers[Index(state, hero)].shield = 0;
    int highest = 0;
    for (int phase = 0; phase < 12; ++phase) {
      REQUIRE(Find(state, hero) != nullptr);
      state.attackers[Index(state, hero)].ability = kDig + 1;
      EndTurn(catalog, state);
      CHECK(Find(state, hero)->cell == C("A8"));
      highest = std::max<int>(highest, Find(state, hero)->shield);
    }
    INFO("max " << max);
    if (max == 0) {
      CHECK(highest == 12 * 3);
    } else {
      CHECK(highest == max);
    }
  }
}

TEST_CASE("A crusher steps through the barricade it bashes: it takes the bash's damage and walks on",
          "[hostiles][hero][crusher]") {
  Catalog catalog = MakeCatalog();
  catalog.enemies[kHero].tags |= kTagCrusher;
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "D1");
  state.attackers[Index(state, hero)].ability = 0;  // no ability this phase: one step
  state.attackers[Index(state, hero)].shield = 2;
  SetBarricade(state, C("D2"), BarricadeKind::kPlayer);
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.attackers.size() == 1);
  CHECK(intents.attackers[0].bash == C("D2"));
  CHECK(intents.attackers[0].crushes);
  CHECK(intents.attackers[0].moves == std::vector<Cell>{C("D2")});
  const ApplyResult end = EndTurn(catalog, state);
  CHECK(intents.events == end.events);
  const int bash = IndexOf(end.events, EventKind::kBashed);
  REQUIRE(bash >= 0);
  CHECK(end.events[bash].amount == 2);
  CHECK(end.events[bash].amount2 == 1);
  CHECK(Find(state, hero)->cell == C("D2"));
  CHECK(state.barricades[C("D2")] == BarricadeKind::kNone);
  CHECK(Find(state, hero)->shield == 0);  // the bash's 2, taken by its shield
  CHECK(Find(state, hero)->hp == catalog.enemies[kHero].health);
  CHECK(DescribeEvent(catalog, end.events[bash]) ==
        "HERO #1 on D1 crushes the barricade on D2, takes 2 damage and walks on.");
  // The archive says so.
  const std::vector<std::string> words = EnemyBehaviour(catalog, catalog.enemies[kHero]);
  CHECK(std::any_of(words.begin(), words.end(), [](const std::string& w) { return w.rfind("Crusher:", 0) == 0; }));
}

TEST_CASE("A crusher is held by an indestructible barricade, and an attacker without the trait by any",
          "[hostiles][hero][crusher]") {
  Catalog catalog = MakeCatalog();
  catalog.enemies[kHero].tags |= kTagCrusher;
  for (const bool crusher : {true, false}) {
    for (const BarricadeKind kind : {BarricadeKind::kIndestructible, BarricadeKind::kPlayer}) {
      if (crusher && kind == BarricadeKind::kPlayer) continue;  // the case above
      BattleState state = Start(catalog);
      const std::uint16_t uid = Put(catalog, state, crusher ? kHero : kGrunt, "D1");
      state.attackers[Index(state, uid)].ability = 0;
      SetBarricade(state, C("D2"), kind);
      const EnemyIntents intents = PredictEnemyPhase(catalog, state);
      EndTurn(catalog, state);
      INFO("crusher " << crusher << ", indestructible " << (kind == BarricadeKind::kIndestructible));
      REQUIRE(Find(state, uid) != nullptr);
      CHECK(Find(state, uid)->cell == C("D1"));
      CHECK_FALSE(intents.attackers[0].crushes);
      CHECK(intents.attackers[0].bash == C("D2"));
      CHECK(intents.attackers[0].moves.empty());
    }
  }
}

TEST_CASE("A charging crusher walks on after the barricade, its intent showing both", "[hostiles][hero][crusher]") {
  Catalog catalog = MakeCatalog();
  catalog.enemies[kHero].tags |= kTagCrusher;
  BattleState state = Start(catalog);
  const std::uint16_t hero = Put(catalog, state, kHero, "D1");
  state.attackers[Index(state, hero)].ability = kCharge + 1;
  SetBarricade(state, C("D2"), BarricadeKind::kPlayer);
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  REQUIRE(intents.attackers.size() == 1);
  CHECK(intents.attackers[0].ability == kCharge);
  CHECK(intents.attackers[0].ability_amount == 1);
  CHECK(intents.attackers[0].crushes);
  CHECK(intents.attackers[0].moves == std::vector<Cell>{C("D2"), C("D3")});
  EndTurn(catalog, state);
  CHECK(Find(state, hero)->cell == C("D3"));
}
