// The greedy policy and the action ranking it shares with search.
#include <algorithm>
#include <optional>

#include "basecommand/concealment.h"
#include "basecommand/engagement.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "autoplay/policy_rank.h"

namespace bc::policy {

namespace {

// Greedy's value of one action: applied to a copy reseeded with `determinizer`, the turn
// ended on the copy, then EvaluateState, plus the preview's expectations for a unit play.
double ScoreAction(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                   std::uint64_t determinizer, const Action& action, BattleState& copy,
                   PreviewTerms& previews) {
  CopyState(copy, state);
  copy.rng = Rng{determinizer};
  ApplyUnchecked(catalog, copy, action, nullptr);
  if (action.kind != ActionKind::kEndTurn && !IsOver(copy)) {
    ApplyUnchecked(catalog, copy, Action::EndTurn(), nullptr);
  }
  return Evaluate(catalog, tables, copy) + previews.Of(catalog, state, action);
}

}  // namespace

void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out, PreviewTerms& previews) {
  LegalActions(catalog, state, legal);
  out.clear();
  const EvalTables tables(catalog);
  BattleState copy;
  for (const Action& action : legal) {
    out.push_back({action, ScoreAction(catalog, tables, state, determinizer, action, copy, previews)});
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
  for (const Action& action : scratch.legal) {
    const double value =
        ScoreAction(catalog, tables, state, determinizer, action, scratch.copy, scratch.previews);
    if (!any || value > best_value) {
      best = action;
      best_value = value;
      any = true;
    }
  }
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
