// The search policy: flat Monte Carlo over greedy's best candidates. Each candidate is
// tried in `rollouts` determinized futures (the copy's Rng reseeded; the same seeds for
// every candidate, so they are compared on equal luck), each played on for
// `rollout_turns` turns by a cheap one-ply rollout policy and then evaluated. The
// candidate with the best mean wins; ties go to greedy's order.
#include <algorithm>

#include "basecommand/concealment.h"
#include "basecommand/policy.h"
#include "basecommand/rules.h"
#include "core/policy_rank.h"

namespace bc {

namespace {

constexpr int kMaxRolloutActions = 200;  // guard against a rollout that never ends a turn

// Actions the rollout policy considers: no terrain, discards or fieldwork placements
// (too many cells for a cheap look).
bool RolloutCandidate(const Action& a) {
  switch (a.kind) {
    case ActionKind::kFireCannon:
    case ActionKind::kPlayUnit:
    case ActionKind::kPlaySupport:
    case ActionKind::kChoose: return true;
    default: return false;
  }
}

class SearchPolicy final : public Policy {
 public:
  explicit SearchPolicy(const SearchBudget& budget) : budget_(budget) {
    budget_.candidates = std::max(1, budget_.candidates);
    budget_.rollouts = std::max(1, budget_.rollouts);
    budget_.rollout_turns = std::max(1, budget_.rollout_turns);
  }
  PolicyKind Kind() const override { return PolicyKind::kSearch; }

  // From the player's view (concealment.h): contacts, not what they hide.
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) { return ChooseSeen(catalog, seen, rng); });
  }

 private:
  Action ChooseSeen(const Catalog& catalog, const BattleState& state, Rng& rng) {
    policy::RankActions(catalog, state, rng.Next(), legal_, ranked_);
    if (ranked_.empty()) return Action::EndTurn();
    if (ranked_.size() == 1) return ranked_.front().action;
    candidates_.clear();
    for (const policy::ScoredAction& s : ranked_) {
      if (static_cast<int>(candidates_.size()) < budget_.candidates) candidates_.push_back(s.action);
    }
    if (std::find(candidates_.begin(), candidates_.end(), Action::EndTurn()) == candidates_.end()) {
      candidates_.push_back(Action::EndTurn());
    }
    seeds_.clear();
    for (int r = 0; r < budget_.rollouts; ++r) seeds_.push_back(rng.Next());

    Action best = candidates_.front();
    double best_mean = 0.0;
    for (std::size_t c = 0; c < candidates_.size(); ++c) {
      double total = 0.0;
      for (const std::uint64_t seed : seeds_) {
        BattleState copy = state;
        copy.rng = Rng{seed};
        ApplyUnchecked(catalog, copy, candidates_[c], nullptr);
        Rollout(catalog, copy, candidates_[c].kind == ActionKind::kEndTurn ? 1 : 0);
        total += EvaluateState(catalog, copy);
      }
      const double mean = total / static_cast<double>(seeds_.size());
      if (c == 0 || mean > best_mean) {
        best = candidates_[c];
        best_mean = mean;
      }
    }
    return best;
  }

  // Plays on until rollout_turns turns have ended (counting `ended` already) or the
  // battle is over: each step applies the best-looking rollout candidate when it beats
  // the state as it stands, else ends the turn.
  void Rollout(const Catalog& catalog, BattleState& copy, int ended) {
    int steps = 0;
    while (!IsOver(copy) && ended < budget_.rollout_turns && steps++ < kMaxRolloutActions) {
      LegalActions(catalog, copy, rollout_legal_);
      double best_value = EvaluateState(catalog, copy);
      Action best = Action::EndTurn();
      for (const Action& a : rollout_legal_) {
        if (!RolloutCandidate(a)) continue;
        const double v = policy::QuickValue(catalog, copy, a);
        if (v > best_value) {
          best_value = v;
          best = a;
        }
      }
      ApplyUnchecked(catalog, copy, best, nullptr);
      if (best.kind == ActionKind::kEndTurn) ++ended;
    }
  }

  SearchBudget budget_;
  std::vector<Action> legal_;
  std::vector<Action> rollout_legal_;
  std::vector<policy::ScoredAction> ranked_;
  std::vector<Action> candidates_;
  std::vector<std::uint64_t> seeds_;
};

}  // namespace

std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget) {
  return std::make_unique<SearchPolicy>(budget);
}

}  // namespace bc
