// The greedy policy and the action ranking it shares with search.
#include <algorithm>
#include <limits>
#include <optional>

#include "basecommand/concealment.h"
#include "basecommand/engagement.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "autoplay/policy_rank.h"

namespace bc::policy {

double ScoreAction(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                   std::uint64_t determinizer, const Action& action, BattleState& copy,
                   PreviewTerms& previews, std::uint64_t* reads) {
  CopyState(copy, state);
  copy.rng = Rng{determinizer};
  copy.barricade_reads = {0, reads != nullptr};
  ApplyUnchecked(catalog, copy, action, nullptr);
  if (action.kind != ActionKind::kEndTurn && !IsOver(copy)) {
    ApplyUnchecked(catalog, copy, Action::EndTurn(), nullptr);
  }
  if (reads != nullptr) *reads = copy.barricade_reads.cells;
  copy.barricade_reads = {};
  return Evaluate(catalog, tables, copy) + previews.Of(catalog, state, action);
}

void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out, PreviewTerms& previews) {
  LegalActions(catalog, state, legal);
  out.clear();
  const EvalTables tables(catalog);
  BattleState copy;
  std::optional<ScoredAction> pass;  // end turn's value, once scored
  std::uint64_t pass_reads = 0;
  for (const Action& action : legal) {
    if (pass && ScoresAsEndTurn(action, pass_reads)) {
      out.push_back({action, pass->value});
      continue;
    }
    const bool ends = action.kind == ActionKind::kEndTurn;
    out.push_back({action, ScoreAction(catalog, tables, state, determinizer, action, copy, previews,
                                       ends ? &pass_reads : nullptr)});
    if (ends) pass = out.back();
  }
  std::stable_sort(out.begin(), out.end(), [](const ScoredAction& a, const ScoredAction& b) {
    return a.value > b.value;
  });
}

Action BestAction(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                  std::uint64_t determinizer, GreedyScratch& scratch) {
  LegalActions(catalog, state, scratch.legal);
  Action best = Action::EndTurn();
  double best_value = 0.0;
  bool any = false;
  bool passed = false;  // end turn scored: the actions that score as it cannot beat it
  std::uint64_t pass_reads = 0;
  for (const Action& action : scratch.legal) {
    if (passed && ScoresAsEndTurn(action, pass_reads)) continue;
    const bool ends = action.kind == ActionKind::kEndTurn;
    const double value = ScoreAction(catalog, tables, state, determinizer, action, scratch.copy,
                                     scratch.previews, ends ? &pass_reads : nullptr);
    passed = passed || ends;
    if (!any || value > best_value) {
      best = action;
      best_value = value;
      any = true;
    }
  }
  return best;
}

namespace {

// Actions whose score the step before's does not stand for.
bool AlwaysRescored(const Action& action) {
  switch (action.kind) {
    case ActionKind::kEndTurn:
    case ActionKind::kBuildBarricade:
    case ActionKind::kDemolishBarricade:
    case ActionKind::kPlayFieldwork: return true;
    default: return false;
  }
}

}  // namespace

Action BestActionRescoring(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                           std::uint64_t determinizer, int rescored, GreedyScratch& scratch) {
  LegalActions(catalog, state, scratch.legal);
  const std::size_t count = scratch.legal.size();
  // This step's actions, each with the step before's score, or none (+infinity: scored).
  constexpr double kUnscored = std::numeric_limits<double>::infinity();
  scratch.ranked.clear();
  std::size_t always = 0;
  std::size_t hint = 0;  // both lists are in LegalActions order: look on from the last found
  for (const Action& action : scratch.legal) {
    double before = kUnscored;
    if (scratch.last_step_kept && !AlwaysRescored(action)) {
      const std::size_t n = scratch.last_step.size();
      for (std::size_t t = 0; t < n; ++t) {
        const std::size_t j = hint + t < n ? hint + t : hint + t - n;
        if (scratch.last_step[j].action == action) {
          before = scratch.last_step[j].value;
          hint = j + 1;
          break;
        }
      }
    }
    if (before == kUnscored) ++always;
    scratch.ranked.push_back({action, before});
  }
  // The indices to score: all of them, or the unscored and the `rescored` best of the rest.
  scratch.rescored.clear();
  for (std::size_t i = 0; i < count; ++i) scratch.rescored.push_back(i);
  if (count > always + static_cast<std::size_t>(rescored)) {
    std::stable_sort(scratch.rescored.begin(), scratch.rescored.end(), [&](std::size_t a, std::size_t b) {
      return scratch.ranked[a].value > scratch.ranked[b].value;
    });
    scratch.rescored.resize(always + static_cast<std::size_t>(rescored));
    std::sort(scratch.rescored.begin(), scratch.rescored.end());
  }
  Action best = Action::EndTurn();
  double best_value = 0.0;
  bool any = false;
  bool passed = false;  // end turn scored (listed first): a build that scores as it is not played
  double pass_value = 0.0;
  std::uint64_t pass_reads = 0;
  for (const std::size_t i : scratch.rescored) {
    const Action& action = scratch.legal[i];
    const bool ends = action.kind == ActionKind::kEndTurn;
    const double value = passed && ScoresAsEndTurn(action, pass_reads)
                             ? pass_value
                             : ScoreAction(catalog, tables, state, determinizer, action, scratch.copy,
                                           scratch.previews, ends ? &pass_reads : nullptr);
    if (ends) {
      passed = true;
      pass_value = value;
    }
    scratch.ranked[i].value = value;
    if (!any || value > best_value) {
      best = action;
      best_value = value;
      any = true;
    }
  }
  scratch.last_step.swap(scratch.ranked);
  scratch.last_step_kept = true;
  return best;
}

}  // namespace bc::policy

namespace bc {

namespace {

class GreedyPolicy final : public Policy {
 public:
  PolicyKind Kind() const override { return PolicyKind::kGreedy; }
  bool ChoosesLegally() const override { return true; }
  // From the player's view (concealment.h): contacts, not what they hide.
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) {
      return policy::BestAction(catalog, policy::EvalTables(catalog), seen, rng.Next(), scratch_);
    });
  }

 private:
  policy::GreedyScratch scratch_;
};

}  // namespace

std::unique_ptr<Policy> MakeGreedyPolicy() { return std::make_unique<GreedyPolicy>(); }

}  // namespace bc
