// The search policy: flat Monte Carlo over greedy's best candidates. Each candidate is
// tried in `rollouts` determinized futures (the copy's Rng reseeded; the same seeds for
// every candidate, so they are compared on equal luck), each played on for
// `rollout_turns` turns by a cheap one-ply rollout policy and then evaluated. The
// candidate with the best mean wins; ties go to greedy's order. When any of those
// rollouts ends in defeat, the danger search chooses instead: greedy's
// `danger_candidates` best actions, each valued by the better of its cheap rollouts' mean
// and the mean of `danger_rollouts` rollouts whose first `danger_turns` turns greedy
// plays (the enemy's reply looked at for every action, terrain and fieldwork included).
#include <algorithm>

#include "basecommand/concealment.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "autoplay/policy_rank.h"

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
    budget_.danger_candidates = std::max(0, budget_.danger_candidates);
    budget_.danger_rollouts = std::max(1, budget_.danger_rollouts);
    budget_.danger_turns = std::max(0, budget_.danger_turns);
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
    TakeCandidates(budget_.candidates);
    DrawSeeds(rng, budget_.rollouts, seeds_);
    MeanValues(catalog, state, seeds_, 0, means_, lost_);
    const bool danger = std::find(lost_.begin(), lost_.end(), true) != lost_.end();
    if (!danger || budget_.danger_candidates <= 0) return candidates_[Best(means_)];
    // A future seen is lost: look at more candidates, and value each by the better of two
    // ways to play on (the cheap rollouts and greedy's).
    TakeCandidates(budget_.danger_candidates);
    DrawSeeds(rng, budget_.danger_rollouts, danger_seeds_);
    MeanValues(catalog, state, seeds_, 0, means_, lost_);
    MeanValues(catalog, state, danger_seeds_, budget_.danger_turns, danger_means_, lost_);
    for (std::size_t c = 0; c < means_.size(); ++c) means_[c] = std::max(means_[c], danger_means_[c]);
    return candidates_[Best(means_)];
  }

  // Greedy's `count` best actions, end turn always among them.
  void TakeCandidates(int count) {
    candidates_.clear();
    for (const policy::ScoredAction& s : ranked_) {
      if (static_cast<int>(candidates_.size()) < count) candidates_.push_back(s.action);
    }
    if (std::find(candidates_.begin(), candidates_.end(), Action::EndTurn()) == candidates_.end()) {
      candidates_.push_back(Action::EndTurn());
    }
  }

  static void DrawSeeds(Rng& rng, int count, std::vector<std::uint64_t>& seeds) {
    seeds.clear();
    for (int r = 0; r < count; ++r) seeds.push_back(rng.Next());
  }

  // The index of the candidate with the best mean (ties: the earlier one).
  static std::size_t Best(const std::vector<double>& means) {
    std::size_t best = 0;
    for (std::size_t c = 1; c < means.size(); ++c) {
      if (means[c] > means[best]) best = c;
    }
    return best;
  }

  // Each candidate's mean value over rollouts from `seeds`, into `means`, and whether any
  // of its rollouts ends in defeat, into `lost`. Greedy plays the rollouts' first
  // `greedy_turns` turns, the cheap rollout policy the rest.
  void MeanValues(const Catalog& catalog, const BattleState& state, const std::vector<std::uint64_t>& seeds,
                  int greedy_turns, std::vector<double>& means, std::vector<bool>& lost) {
    means.clear();
    lost.clear();
    for (const Action& candidate : candidates_) {
      double total = 0.0;
      bool any_lost = false;
      for (const std::uint64_t seed : seeds) {
        BattleState copy = state;
        copy.rng = Rng{seed};
        ApplyUnchecked(catalog, copy, candidate, nullptr);
        Rng greedy_rng{seed};
        Rollout(catalog, copy, candidate.kind == ActionKind::kEndTurn ? 1 : 0, greedy_turns, greedy_rng);
        any_lost = any_lost || copy.phase == Phase::kDefeat;
        total += EvaluateState(catalog, copy);
      }
      means.push_back(total / static_cast<double>(seeds.size()));
      lost.push_back(any_lost);
    }
  }

  // Plays on until rollout_turns turns have ended (counting `ended` already) or the
  // battle is over. While fewer than `greedy_turns` have ended, each step is greedy's
  // choice (RankActions, determinized from `greedy_rng`); after that, each step applies
  // the best-looking rollout candidate when it beats the state as it stands, else ends
  // the turn.
  void Rollout(const Catalog& catalog, BattleState& copy, int ended, int greedy_turns, Rng& greedy_rng) {
    int steps = 0;
    const int turns = std::max(budget_.rollout_turns, greedy_turns);
    while (!IsOver(copy) && ended < turns && steps++ < kMaxRolloutActions) {
      Action best = Action::EndTurn();
      if (ended < greedy_turns) {
        policy::RankActions(catalog, copy, greedy_rng.Next(), rollout_legal_, rollout_ranked_);
        if (!rollout_ranked_.empty()) best = rollout_ranked_.front().action;
      } else {
        LegalActions(catalog, copy, rollout_legal_);
        double best_value = EvaluateState(catalog, copy);
        for (const Action& a : rollout_legal_) {
          if (!RolloutCandidate(a)) continue;
          const double v = policy::QuickValue(catalog, copy, a);
          if (v > best_value) {
            best_value = v;
            best = a;
          }
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
  std::vector<policy::ScoredAction> rollout_ranked_;
  std::vector<Action> candidates_;
  std::vector<std::uint64_t> seeds_;
  std::vector<std::uint64_t> danger_seeds_;
  std::vector<double> means_;
  std::vector<double> danger_means_;
  std::vector<bool> lost_;
};

}  // namespace

std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget) {
  return std::make_unique<SearchPolicy>(budget);
}

}  // namespace bc
