// Policies: legal choices only, determinism for a seed, greedy against random, and the
// evaluation's ordering of won, running and lost battles.
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "card_battle.h"

namespace {

using namespace bc;

std::unique_ptr<Policy> SmallPolicy(PolicyKind kind) {
  if (kind == PolicyKind::kSearch) return MakeSearchPolicy(SearchBudget{3, 3, 2});
  return MakePolicy(kind);
}

constexpr PolicyKind kAllKinds[] = {PolicyKind::kRandom, PolicyKind::kGreedy, PolicyKind::kSearch};

}  // namespace

TEST_CASE("Policies: names parse back to their kind, and unknown names are refused", "[policy]") {
  for (const PolicyKind k : kAllKinds) {
    CHECK(ParsePolicyKind(PolicyKindName(k)) == k);
    CHECK(MakePolicy(k)->Kind() == k);
  }
  CHECK_FALSE(ParsePolicyKind("smart").has_value());
}

TEST_CASE("Policies: every action chosen is one the rules accept", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  for (const PolicyKind kind : kAllKinds) {
    const std::unique_ptr<Policy> policy = SmallPolicy(kind);
    for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        BattleSetup setup;
        setup.mission = mission;
        setup.seed = seed;
        BattleState state = NewBattle(fx.catalog, setup);
        Rng rng = Rng::FromSeed(seed);
        int steps = 0;
        while (!IsOver(state) && steps++ < 400) {
          const Action action = policy->Choose(fx.catalog, state, rng);
          INFO(PolicyKindName(kind) << " seed " << seed << " step " << steps << ": " << ActionToString(action));
          const ApplyResult result = Apply(fx.catalog, state, action);
          REQUIRE(result.ok);
        }
        CHECK(IsOver(state));
      }
    }
  }
}

TEST_CASE("Policies: the same seeds give the same game, action for action", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  for (const PolicyKind kind : kAllKinds) {
    BattleSetup setup;
    setup.mission = fx.last_stand;
    setup.seed = 11;
    const GameRecord a = PlayGame(fx.catalog, setup, *SmallPolicy(kind), 5);
    const GameRecord b = PlayGame(fx.catalog, setup, *SmallPolicy(kind), 5);
    INFO(PolicyKindName(kind));
    CHECK(a.actions == b.actions);
    CHECK(StateHash(a.final_state) == StateHash(b.final_state));
    CHECK(a.stats == b.stats);
  }
}

TEST_CASE("Policies: a different policy seed changes the random policy's game", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  BattleSetup setup;
  setup.mission = fx.skirmish;
  setup.seed = 3;
  const std::unique_ptr<Policy> random = MakeRandomPolicy();
  bool differs = false;
  const GameRecord first = PlayGame(fx.catalog, setup, *random, 1);
  for (std::uint64_t s = 2; s <= 6 && !differs; ++s) {
    differs = PlayGame(fx.catalog, setup, *random, s).actions != first.actions;
  }
  CHECK(differs);
}

TEST_CASE("Policies: greedy wins the last stand more often than random over fixed seeds", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const std::unique_ptr<Policy> greedy = MakeGreedyPolicy();
  const std::unique_ptr<Policy> random = MakeRandomPolicy();
  int greedy_wins = 0;
  int random_wins = 0;
  constexpr int kSeeds = 30;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    BattleSetup setup;
    setup.mission = fx.last_stand;
    setup.seed = seed;
    greedy_wins += PlayGame(fx.catalog, setup, *greedy, seed).stats.won ? 1 : 0;
    random_wins += PlayGame(fx.catalog, setup, *random, seed).stats.won ? 1 : 0;
  }
  INFO("greedy " << greedy_wins << " / random " << random_wins << " of " << kSeeds);
  CHECK(greedy_wins > random_wins);
  CHECK(greedy_wins >= kSeeds * 2 / 3);
}

TEST_CASE("EvaluateState: a won battle beats any running one, a lost one is below both", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  BattleState running = NewBattle(fx.catalog, fx.skirmish, 1);
  BattleState won = running;
  won.phase = Phase::kVictory;
  BattleState lost = running;
  lost.phase = Phase::kDefeat;
  lost.score = 100000;
  CHECK(EvaluateState(fx.catalog, won) > EvaluateState(fx.catalog, running));
  CHECK(EvaluateState(fx.catalog, running) > EvaluateState(fx.catalog, lost));

  GIVEN("the same battle with less base health or a shield down") {
    BattleState hurt = running;
    hurt.base_health = static_cast<std::int16_t>(hurt.base_health - 2);
    BattleState unshielded = running;
    unshielded.shields[0] = ShieldState::kDown;
    THEN("it looks worse") {
      CHECK(EvaluateState(fx.catalog, hurt) < EvaluateState(fx.catalog, running));
      CHECK(EvaluateState(fx.catalog, unshielded) < EvaluateState(fx.catalog, running));
    }
  }
}

TEST_CASE("EvaluateState: poison still to tick counts as health lost, and an incapacitated attacker threatens nothing", "[policy]") {
  test::CardBattle b;
  b.Place("grunt", "C3");
  Attacker& grunt = *b.AttackerAt("C3");
  grunt.hp = 5;
  const BattleState clean = b.state;
  REQUIRE(clean.attacker_count == 1);
  const double standing = EvaluateState(b.catalog, clean);
  BattleState hurt = clean;
  hurt.attackers[0].hp = 4;
  const double per_hp = EvaluateState(b.catalog, hurt) - standing;
  REQUIRE(per_hp > 0.0);  // an attacker's HP lost is worth something to the defender

  GIVEN("2 poison for 2 more enemy phases") {
    grunt.poison = 2;
    grunt.poison_turns = 2;
    THEN("it is worth 4 HP less") { CHECK(EvaluateState(b.catalog, b.state) == standing + 4 * per_hp); }
  }
  GIVEN("more poison to tick than the attacker has HP") {
    grunt.poison = 3;
    grunt.poison_turns = 3;
    THEN("it counts its HP, no more") { CHECK(EvaluateState(b.catalog, b.state) == standing + 5 * per_hp); }
  }
  GIVEN("poison with no enemy phase left, or none with turns left") {
    grunt.poison = 2;
    grunt.poison_turns = 0;
    const double spent = EvaluateState(b.catalog, b.state);
    grunt.poison = 0;
    grunt.poison_turns = 2;
    THEN("nothing is counted") {
      CHECK(spent == standing);
      CHECK(EvaluateState(b.catalog, b.state) == standing);
    }
  }
  GIVEN("the attacker incapacitated") {
    grunt.incapacitated = 1;
    const double held = EvaluateState(b.catalog, b.state);
    THEN("its threat is gone but its HP still counts") {
      CHECK(held > standing);
      BattleState gone = clean;
      gone.attacker_count = 0;  // the only attacker, gone
      CHECK(held < EvaluateState(b.catalog, gone));
    }
  }
}

TEST_CASE("Search: its budget is iterations, so a bigger budget still plays legally and deterministically", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  BattleSetup setup;
  setup.mission = fx.skirmish;
  setup.seed = 4;
  const std::unique_ptr<Policy> a = MakeSearchPolicy(SearchBudget{2, 1, 1});
  const std::unique_ptr<Policy> b = MakeSearchPolicy(SearchBudget{4, 4, 2});
  const GameRecord small = PlayGame(fx.catalog, setup, *a, 9);
  const GameRecord large = PlayGame(fx.catalog, setup, *b, 9);
  CHECK(small.stats.finished);
  CHECK(large.stats.finished);
  CHECK(PlayGame(fx.catalog, setup, *MakeSearchPolicy(SearchBudget{4, 4, 2}), 9).actions == large.actions);
}
