// The search's budget beyond rollouts and candidates (src/autoplay/policy.h): greedy's
// rescoring in the danger rollouts (BestActionRescoring), the near-defeat trigger of the
// danger search, and the danger rollouts played by the kept candidates only.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <vector>

#include "autoplay_fixture.h"
#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "autoplay/policy_memo.h"
#include "autoplay/policy_rank.h"
#include "basecommand/rules.h"

namespace {

using namespace bc;

bool Placement(const Action& a) {
  return a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade ||
         a.kind == ActionKind::kPlayFieldwork;
}

// An action as a map key: its bytes.
std::vector<std::uint8_t> Key(const Action& a) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(&a);
  return {bytes, bytes + sizeof(Action)};
}

// Each legal action's own score (RankActions: a copy, the action, the enemy's reply).
std::map<std::vector<std::uint8_t>, double> TrueScores(const Catalog& catalog, const BattleState& state,
                                                     std::uint64_t determinizer) {
  std::vector<Action> legal;
  std::vector<policy::ScoredAction> ranked;
  policy::PreviewTerms previews;
  policy::RankActions(catalog, state, determinizer, legal, ranked, previews);
  std::map<std::vector<std::uint8_t>, double> scores;
  for (const policy::ScoredAction& s : ranked) scores[Key(s.action)] = s.value;
  return scores;
}

}  // namespace

TEST_CASE("Greedy rescoring: a first step chooses as BestAction, and a later one scores again end turn, placements, new actions and the best of the rest, and keeps the others' scores", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const policy::EvalTables tables(fx.catalog);
  constexpr int kRescored = 2;
  int later_steps = 0;
  int kept_scores = 0;
  policy::GreedyScratch plain;
  std::vector<policy::ScoredAction> before;  // the step before's true scores
  test::ForEachGreedyStep(fx, [&](MissionIndex mission, std::uint64_t seed, int step, const BattleState& state,
                                  const Action& played) {
    if (step == 0) before.clear();  // a new game
    const std::uint64_t determinizer = seed * 1000 + static_cast<std::uint64_t>(step) + 1;
    INFO("mission " << int{mission} << " seed " << seed << " turn " << state.turn);
    const std::map<std::vector<std::uint8_t>, double> truth = TrueScores(fx.catalog, state, determinizer);
    policy::GreedyScratch fresh;
    const Action first = policy::BestActionRescoring(fx.catalog, tables, state, determinizer, kRescored, fresh);
    CHECK(first == policy::BestAction(fx.catalog, tables, state, determinizer, plain));
    REQUIRE(fresh.last_step_kept);
    for (const policy::ScoredAction& s : fresh.last_step) CHECK(s.value == truth.at(Key(s.action)));

    if (!before.empty()) {
      // What the rescoring should do: the actions kept by score are the ones the step
      // before had that are not end turn or a placement, and the best kRescored of
      // them by their scores then (ties: listing order) are scored again.
      std::map<std::vector<std::uint8_t>, double> then;
      for (const policy::ScoredAction& s : before) then[Key(s.action)] = s.value;
      std::vector<std::size_t> by_score;  // indices into this step's list
      const std::vector<policy::ScoredAction>& now = fresh.last_step;
      for (std::size_t i = 0; i < now.size(); ++i) {
        const Action& a = now[i].action;
        if (a.kind != ActionKind::kEndTurn && !Placement(a) && then.count(Key(a))) by_score.push_back(i);
      }
      std::stable_sort(by_score.begin(), by_score.end(), [&](std::size_t x, std::size_t y) {
        return then.at(Key(now[x].action)) > then.at(Key(now[y].action));
      });
      const std::size_t rescored = std::min<std::size_t>(by_score.size(), kRescored);
      std::vector<bool> kept(now.size(), false);
      for (std::size_t k = rescored; k < by_score.size(); ++k) kept[by_score[k]] = true;

      policy::GreedyScratch later;
      later.last_step = before;
      later.last_step_kept = true;
      const Action chosen = policy::BestActionRescoring(fx.catalog, tables, state, determinizer, kRescored, later);
      REQUIRE(later.last_step.size() == now.size());
      Action expected = Action::EndTurn();
      double best = 0.0;
      bool any = false;
      for (std::size_t i = 0; i < now.size(); ++i) {
        const Action& a = later.last_step[i].action;
        CHECK(a == now[i].action);
        if (kept[i]) {
          ++kept_scores;
          CHECK(later.last_step[i].value == then.at(Key(a)));
          continue;
        }
        CHECK(later.last_step[i].value == truth.at(Key(a)));
        if (!any || truth.at(Key(a)) > best) {
          expected = a;
          best = truth.at(Key(a));
          any = true;
        }
      }
      CHECK(chosen == expected);
      ++later_steps;
    }
    before = fresh.last_step;
    if (played.kind == ActionKind::kEndTurn) before.clear();  // a new turn starts afresh
  });
  // Later steps were met, and most of their actions kept the step before's scores.
  REQUIRE(later_steps > 0);
  CHECK(kept_scores > later_steps);
}

TEST_CASE("Search: the near-defeat trigger starts more danger searches, at 100% one for every decision valued", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  SearchBudget only_defeat;
  only_defeat.near_defeat_percent = 0;
  SearchBudget always = only_defeat;
  always.near_defeat_percent = 100;  // every rollout that does not raise the base's health
  SearchMemoCounts rare;
  SearchMemoCounts every;
  const std::unique_ptr<Policy> a = MakeSearchPolicy(only_defeat, SearchMemo::kOn, &rare);
  const std::unique_ptr<Policy> b = MakeSearchPolicy(always, SearchMemo::kOn, &every);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const BattleSetup setup = test::SetupOf(fx.last_stand, seed);
    CHECK(PlayGame(fx.catalog, setup, *a, seed).stats.finished);
    CHECK(PlayGame(fx.catalog, setup, *b, seed).stats.finished);
  }
  REQUIRE(rare.valued > 0);
  CHECK(rare.danger_searches < rare.valued);
  CHECK(every.danger_searches == every.valued);
}

TEST_CASE("Search: with danger_kept, every danger candidate plays the first danger rollout and only the kept ones the rest", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  SearchBudget all;
  all.near_defeat_percent = 100;  // a danger search at every decision
  all.danger_rollouts = 3;
  all.danger_kept = 0;
  SearchBudget one = all;
  one.danger_kept = 1;
  SearchMemoCounts counts_all;
  SearchMemoCounts counts_one;
  const std::unique_ptr<Policy> a = MakeSearchPolicy(all, SearchMemo::kOn, &counts_all);
  const std::unique_ptr<Policy> b = MakeSearchPolicy(one, SearchMemo::kOn, &counts_one);
  const BattleSetup setup = test::SetupOf(fx.skirmish, 2);
  CHECK(PlayGame(fx.catalog, setup, *a, 2).stats.finished);
  CHECK(PlayGame(fx.catalog, setup, *b, 2).stats.finished);
  REQUIRE(counts_all.danger_searches > 0);
  REQUIRE(counts_one.danger_searches > 0);
  CHECK(counts_all.danger_rollouts == 3 * counts_all.danger_candidates);
  // A danger search has at least two candidates (end turn among them), so one is kept
  // apart and plays the other two rollouts.
  CHECK(counts_one.danger_rollouts == counts_one.danger_candidates + 2 * counts_one.danger_searches);
}
