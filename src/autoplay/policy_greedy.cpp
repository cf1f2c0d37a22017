// The greedy policy and the action ranking it shares with search.
#include <algorithm>
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
