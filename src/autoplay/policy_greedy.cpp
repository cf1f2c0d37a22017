// The greedy policy and the action ranking it shares with search.
#include <algorithm>
#include <optional>

#include "basecommand/card_preview.h"
#include "basecommand/concealment.h"
#include "basecommand/engagement.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "autoplay/policy_rank.h"

namespace bc::policy {

namespace {

// Weights of the preview's expectations for a unit play, in EvaluateState units.
constexpr double kPreviewDamage = 5.0;
constexpr double kPreviewKill = 20.0;
constexpr double kPreviewLoss = -40.0;

// The same preview the player sees (PreviewUnitPlay: the unit's hooks included).
double PreviewTerm(const Catalog& catalog, const BattleState& state, const Action& action) {
  if (action.kind != ActionKind::kPlayUnit && action.kind != ActionKind::kOrder) return 0.0;
  const std::optional<EngagementPreview> p = PreviewUnitPlay(catalog, state, action);
  if (!p) return 0.0;
  return kPreviewDamage * p->expected_damage_to_defender + kPreviewKill * p->kill_chance +
         kPreviewLoss * p->loss_chance;
}

// Greedy's value of one action: applied to a copy reseeded with `determinizer`, the turn
// ended on the copy, then EvaluateState, plus the preview's expectations for a unit play.
double ScoreAction(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                   const Action& action, BattleState& copy) {
  CopyState(copy, state);
  copy.rng = Rng{determinizer};
  ApplyUnchecked(catalog, copy, action, nullptr);
  if (action.kind != ActionKind::kEndTurn && !IsOver(copy)) {
    ApplyUnchecked(catalog, copy, Action::EndTurn(), nullptr);
  }
  return EvaluateState(catalog, copy) + PreviewTerm(catalog, state, action);
}

}  // namespace

void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out) {
  LegalActions(catalog, state, legal);
  out.clear();
  BattleState copy;
  for (const Action& action : legal) {
    out.push_back({action, ScoreAction(catalog, state, determinizer, action, copy)});
  }
  std::stable_sort(out.begin(), out.end(), [](const ScoredAction& a, const ScoredAction& b) {
    return a.value > b.value;
  });
}

Action BestAction(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                  ActionList& legal, BattleState& scratch) {
  LegalActions(catalog, state, legal);
  Action best = Action::EndTurn();
  double best_value = 0.0;
  bool any = false;
  for (const Action& action : legal) {
    const double value = ScoreAction(catalog, state, determinizer, action, scratch);
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
      return policy::BestAction(catalog, seen, rng.Next(), legal_, scratch_);
    });
  }

 private:
  ActionList legal_;
  BattleState scratch_;
};

}  // namespace

std::unique_ptr<Policy> MakeGreedyPolicy() { return std::make_unique<GreedyPolicy>(); }

}  // namespace bc
