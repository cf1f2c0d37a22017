// The search's memo (src/autoplay/policy_memo.h): states found again only when equal byte
// for byte, and the search playing the same games with it as without it; and greedy's
// preview terms kept by their sides (src/autoplay/policy_preview.h).
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "autoplay/policy_memo.h"
#include "autoplay/policy_preview.h"
#include "basecommand/card_preview.h"
#include "basecommand/rules.h"

namespace {

using namespace bc;

BattleState Battle(const test::AutoplayCatalog& fx, MissionIndex mission, std::uint64_t seed) {
  return NewBattle(fx.catalog, test::SetupOf(mission, seed));
}

}  // namespace

TEST_CASE("Search memo: a state is found again only by one equal to it, its Rng aside", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const BattleState kept = Battle(fx, fx.last_stand, 3);
  policy::StateTable<policy::NoKey, int> table;
  table.Add({}, policy::HashedState(kept), 7);

  BattleState other_rng = kept;
  other_rng.rng = Rng{12345};
  const int* found = table.Find({}, policy::HashedState(other_rng));
  REQUIRE(found != nullptr);
  CHECK(*found == 7);

  BattleState hurt = kept;
  --hurt.base_health;
  CHECK(table.Find({}, policy::HashedState(hurt)) == nullptr);
  BattleState moved = kept;
  REQUIRE(moved.attacker_count > 0);
  ++moved.attackers[0].hp;  // a byte among the attackers in use
  CHECK(table.Find({}, policy::HashedState(moved)) == nullptr);
  BattleState later = kept;
  ++later.turn;  // a byte after the attackers
  CHECK(table.Find({}, policy::HashedState(later)) == nullptr);

  table.Clear();
  CHECK(table.Find({}, policy::HashedState(kept)) == nullptr);
}

TEST_CASE("Search memo: a rollout's end is found only at the same place, the same Rng included", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const BattleState state = Battle(fx, fx.skirmish, 5);
  const policy::HashedState seen(state);
  const policy::RolloutPlace place{state.rng, 2, 0, 3, 0, 0};
  policy::RolloutEnds ends;
  ends.Pass(place, seen);
  CHECK(ends.Find(place, seen) == nullptr);  // not before the rollout has ended
  ends.End({-42.0, true});
  const policy::RolloutEnd* found = ends.Find(place, seen);
  REQUIRE(found != nullptr);
  CHECK(found->value == -42.0);
  CHECK(found->lost);

  policy::RolloutPlace later_step = place;
  ++later_step.steps;
  CHECK(ends.Find(later_step, seen) == nullptr);
  policy::RolloutPlace other_rng = place;
  other_rng.rng = Rng{state.rng.state + 1};
  CHECK(ends.Find(other_rng, seen) == nullptr);
  policy::RolloutPlace greedy_playing = place;
  greedy_playing.greedy_turns = 2;
  greedy_playing.greedy_rng = 9;
  CHECK(ends.Find(greedy_playing, seen) == nullptr);
}

TEST_CASE("Search memo: every step found in it ends as it does when played out", "[policy]") {
  test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  // Attackers that crit one blow in four: an engagement draws a number, so some cheap
  // steps' trials draw and those steps must not be kept.
  for (EnemyDef& enemy : fx.catalog.enemies) enemy.crit_chance = 25;
  SearchMemoCounts counts;
  const std::unique_ptr<Policy> checked = MakeSearchPolicy(SearchBudget{}, SearchMemo::kChecked, &counts);
  for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const BattleSetup setup = test::SetupOf(mission, seed);
      CHECK(PlayGame(fx.catalog, setup, *checked, seed).stats.finished);
    }
  }
  // Both memos answered, and cheap steps whose trials drew a number were left out.
  REQUIRE(counts.rollout_ends_found > 0);
  REQUIRE(counts.cheap_choices_found > 0);
  REQUIRE(counts.cheap_choices_drawn > 0);
  CHECK(counts.wrong == 0);
}

TEST_CASE("Search memo: the search plays the same games with it as without it", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  SearchMemoCounts counts;
  const std::unique_ptr<Policy> with = MakeSearchPolicy(SearchBudget{}, SearchMemo::kOn, &counts);
  const std::unique_ptr<Policy> without = MakeSearchPolicy(SearchBudget{}, SearchMemo::kOff, nullptr);
  for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
    for (std::uint64_t seed = 4; seed <= 6; ++seed) {
      const BattleSetup setup = test::SetupOf(mission, seed);
      const GameRecord a = PlayGame(fx.catalog, setup, *with, seed);
      const GameRecord b = PlayGame(fx.catalog, setup, *without, seed);
      INFO("mission " << int{mission} << " seed " << seed);
      CHECK(a.actions == b.actions);
      CHECK(StateHash(a.final_state) == StateHash(b.final_state));
    }
  }
  REQUIRE(counts.rollout_ends_found + counts.cheap_choices_found > 0);
  // Off, the cheap steps also try the supports worth nothing at once that on leaves untried,
  // and the plays of a card whose twin is in an earlier slot.
  REQUIRE(counts.supports_untried > 0);
  REQUIRE(counts.twins_untried > 0);
}

TEST_CASE("Preview terms: a term kept by its sides is the preview's own, for every action of every state", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  policy::PreviewTerms terms;
  ActionList legal;
  int unit_plays = 0;
  test::ForEachGreedyStep(fx, [&](MissionIndex mission, std::uint64_t seed, int, const BattleState& state,
                                  const Action&) {
    LegalActions(fx.catalog, state, legal);
    for (const Action& action : legal) {
      const std::optional<EngagementPreview> preview = PreviewUnitPlay(fx.catalog, state, action);
      unit_plays += preview ? 1 : 0;
      INFO("mission " << int{mission} << " seed " << seed << " turn " << state.turn);
      CHECK(terms.Of(fx.catalog, state, action) == (preview ? policy::PreviewTerm(*preview) : 0.0));
    }
  });
  // Unit plays were scored, and most of them met sides already worked out.
  REQUIRE(unit_plays > 0);
  CHECK(terms.found() + terms.worked_out() == static_cast<std::uint64_t>(unit_plays));
  CHECK(terms.found() > terms.worked_out());
}
