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
  if (action.kind != ActionKind::kPlayUnit) return 0.0;
  const std::optional<EngagementPreview> p = PreviewUnitPlay(catalog, state, action);
  if (!p) return 0.0;
  return kPreviewDamage * p->expected_damage_to_defender + kPreviewKill * p->kill_chance +
         kPreviewLoss * p->loss_chance;
}

}  // namespace

void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out) {
  LegalActions(catalog, state, legal);
  out.clear();
  for (const Action& action : legal) {
    BattleState copy = state;
    copy.rng = Rng{determinizer};
    ApplyUnchecked(catalog, copy, action, nullptr);
    if (action.kind != ActionKind::kEndTurn && !IsOver(copy)) {
      ApplyUnchecked(catalog, copy, Action::EndTurn(), nullptr);
    }
    out.push_back({action, EvaluateState(catalog, copy) + PreviewTerm(catalog, state, action)});
  }
  std::stable_sort(out.begin(), out.end(), [](const ScoredAction& a, const ScoredAction& b) {
    return a.value > b.value;
  });
}

double QuickValue(const Catalog& catalog, const BattleState& state, const Action& action) {
  BattleState copy = state;
  ApplyUnchecked(catalog, copy, action, nullptr);
  return EvaluateState(catalog, copy);
}

}  // namespace bc::policy

namespace bc {

namespace {

class GreedyPolicy final : public Policy {
 public:
  PolicyKind Kind() const override { return PolicyKind::kGreedy; }
  // From the player's view (concealment.h): contacts, not what they hide.
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) {
      policy::RankActions(catalog, seen, rng.Next(), legal_, ranked_);
      return ranked_.empty() ? Action::EndTurn() : ranked_.front().action;
    });
  }

 private:
  std::vector<Action> legal_;
  std::vector<policy::ScoredAction> ranked_;
};

}  // namespace

std::unique_ptr<Policy> MakeGreedyPolicy() { return std::make_unique<GreedyPolicy>(); }

}  // namespace bc
