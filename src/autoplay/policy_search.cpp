// The search policy: flat Monte Carlo over greedy's best candidates. Each candidate is
// tried in `rollouts` determinized futures (the copy's Rng reseeded; the same seeds for
// every candidate, so they are compared on equal luck), each played on for
// `rollout_turns` turns by a cheap one-ply rollout policy and then evaluated. The
// candidate with the best mean wins; ties go to greedy's order. When any of those
// rollouts ends in defeat or near it (`near_defeat_percent`), the danger search chooses
// instead: greedy's `danger_candidates` best actions, each valued by the better of its
// cheap rollouts' mean and the mean of `danger_rollouts` rollouts whose first
// `danger_turns` turns greedy plays (the enemy's reply looked at for every action,
// terrain and fieldwork included; after a turn's first step, BestActionRescoring, the
// decision's own ranking counting as the step before the candidate's turn goes on). Every
// danger candidate plays the first danger rollout, the best `danger_kept` by then the
// rest. What one decision's rollouts worked out is remembered for its other rollouts
// (policy_memo.h): the same choices, for less.
#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <span>

#include "basecommand/concealment.h"
#include "autoplay/policy.h"
#include "autoplay/policy_memo.h"
#include "basecommand/rules.h"
#include "autoplay/policy_rank.h"

namespace bc {

namespace {

constexpr int kMaxRolloutActions = 200;  // guard against a rollout that never ends a turn

// Actions the rollout policy considers: no terrain, discards, fieldwork placements (too
// many cells for a cheap look) or stand-downs (worth nothing before the enemy's reply).
bool RolloutCandidate(const Action& a) {
  switch (a.kind) {
    case ActionKind::kFireCannon:
    case ActionKind::kPlayUnit:
    case ActionKind::kOrder:
    case ActionKind::kPlaySupport:
    case ActionKind::kChoose: return true;
    default: return false;
  }
}

class SearchPolicy final : public Policy {
 public:
  SearchPolicy(const SearchBudget& budget, SearchMemo memo, SearchMemoCounts* counts)
      : budget_(budget), memo_(memo), counts_(counts ? counts : &own_counts_) {
    budget_.candidates = std::max(1, budget_.candidates);
    budget_.rollouts = std::max(1, budget_.rollouts);
    budget_.rollout_turns = std::max(1, budget_.rollout_turns);
    budget_.danger_candidates = std::max(0, budget_.danger_candidates);
    budget_.danger_rollouts = std::max(1, budget_.danger_rollouts);
    budget_.danger_turns = std::max(0, budget_.danger_turns);
    budget_.near_defeat_percent = std::max(0, budget_.near_defeat_percent);
    budget_.danger_kept = std::max(0, budget_.danger_kept);
    budget_.greedy_rescored = std::max(0, budget_.greedy_rescored);
  }
  PolicyKind Kind() const override { return PolicyKind::kSearch; }
  bool ChoosesLegally() const override { return true; }

  // From the player's view (concealment.h): contacts, not what they hide.
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) { return ChooseSeen(catalog, seen, rng); });
  }

 private:
  // What the rollouts from `seeds` made of one candidate: its mean value, whether any of
  // them ended in defeat, and the least base health one ended with (0 for a defeat).
  struct Valued {
    Action action;
    double mean = 0.0;
    bool lost = false;
    int least_health = 0;
  };

  // Whether a candidate's cheap rollouts call for the danger search: one of them lost, or
  // ended with the base at or under near_defeat_percent of its health now.
  bool Dangerous(const Valued& v, const BattleState& state) const {
    return v.lost || (budget_.near_defeat_percent > 0 &&
                      v.least_health * 100 <= budget_.near_defeat_percent * state.base_health);
  }

  Action ChooseSeen(const Catalog& catalog, const BattleState& state, Rng& rng) {
    tables_ = policy::EvalTables(catalog);
    worth_nothing_.resize(catalog.cards.size());
    for (std::size_t c = 0; c < catalog.cards.size(); ++c) {
      worth_nothing_[c] = policy::WorthNothingAtOnce(catalog.cards[c]);
    }
    rollout_ends_.Clear();
    cheap_choices_.Clear();
    policy::RankActions(catalog, state, rng.Next(), legal_, ranked_, greedy_.previews);
    if (ranked_.empty()) return Action::EndTurn();
    if (ranked_.size() == 1) return ranked_.front().action;
    TakeCandidates(budget_.candidates);
    DrawSeeds(rng, budget_.rollouts, seeds_);
    cheap_.clear();
    ++counts_->valued;
    bool danger = false;
    for (const Action& candidate : candidates_) {
      cheap_.push_back(MeanValue(catalog, state, candidate, seeds_, 0));
      danger = danger || Dangerous(cheap_.back(), state);
    }
    if (!danger || budget_.danger_candidates <= 0) return candidates_[Best(cheap_)];
    // A future seen is lost, or nearly: look at more candidates, and value each by the
    // better of two ways to play on (the cheap rollouts and greedy's). The candidates
    // already valued on the cheap rollouts are among them (greedy's best first, end turn
    // among them), and the same rollouts of the same action give the same value: those are
    // not played again. Each candidate plays the first danger rollout (all of them, when
    // none are kept apart); the best `danger_kept` by then play the rest, and their greedy
    // mean is over all.
    TakeCandidates(budget_.danger_candidates);
    // The decision's ranking, back in LegalActions order (BestActionRescoring looks the
    // step before's actions up in that order), for greedy's first step in each rollout.
    decision_step_.clear();
    for (const Action& action : legal_) {
      decision_step_.push_back(*std::find_if(ranked_.begin(), ranked_.end(),
                                             [&](const policy::ScoredAction& s) { return s.action == action; }));
    }
    DrawSeeds(rng, budget_.danger_rollouts, danger_seeds_);
    ++counts_->danger_searches;
    counts_->danger_candidates += candidates_.size();
    const std::span<const std::uint64_t> all(danger_seeds_);
    const std::size_t kept = static_cast<std::size_t>(budget_.danger_kept);
    const bool halved = kept > 0 && kept < candidates_.size() && all.size() > 1;
    const std::span<const std::uint64_t> first = halved ? all.first(1) : all;
    danger_.clear();
    danger_cheap_.clear();
    danger_greedy_.clear();
    for (const Action& candidate : candidates_) {
      const auto known = std::find_if(cheap_.begin(), cheap_.end(),
                                       [&](const Valued& v) { return v.action == candidate; });
      const double cheap = known != cheap_.end() ? known->mean : MeanValue(catalog, state, candidate, seeds_, 0).mean;
      const Valued greedy = MeanValue(catalog, state, candidate, first, budget_.danger_turns);
      counts_->danger_rollouts += first.size();
      danger_.push_back({candidate, std::max(cheap, greedy.mean), greedy.lost});
      danger_cheap_.push_back(cheap);
      danger_greedy_.push_back(greedy.mean);
    }
    if (halved) {
      order_.clear();
      for (std::size_t c = 0; c < danger_.size(); ++c) order_.push_back(c);
      std::stable_sort(order_.begin(), order_.end(),
                       [&](std::size_t a, std::size_t b) { return danger_[a].mean > danger_[b].mean; });
      const std::span<const std::uint64_t> rest = all.subspan(1);
      for (std::size_t k = 0; k < kept; ++k) {
        const std::size_t c = order_[k];
        const Valued more = MeanValue(catalog, state, candidates_[c], rest, budget_.danger_turns);
        counts_->danger_rollouts += rest.size();
        const double greedy = (danger_greedy_[c] + more.mean * static_cast<double>(rest.size())) /
                              static_cast<double>(all.size());
        danger_[c].mean = std::max(danger_cheap_[c], greedy);
      }
    }
    return candidates_[Best(danger_)];
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
  static std::size_t Best(const std::vector<Valued>& values) {
    std::size_t best = 0;
    for (std::size_t c = 1; c < values.size(); ++c) {
      if (values[c].mean > values[best].mean) best = c;
    }
    return best;
  }

  // A candidate's mean value over rollouts from `seeds`, and whether any of them ends in
  // defeat. Greedy plays the rollouts' first `greedy_turns` turns, the cheap rollout
  // policy the rest.
  Valued MeanValue(const Catalog& catalog, const BattleState& state, const Action& candidate,
                   std::span<const std::uint64_t> seeds, int greedy_turns) {
    Valued v{candidate};
    v.least_health = std::numeric_limits<int>::max();
    double total = 0.0;
    for (const std::uint64_t seed : seeds) {
      BattleState& start = buffers_[0];
      policy::CopyState(start, state);
      start.rng = Rng{seed};
      ApplyUnchecked(catalog, start, candidate, nullptr);
      Rng greedy_rng{seed};
      // Greedy's first step after a candidate other than end turn is a later step of the
      // decision's turn: the decision's own ranking is the step before it.
      greedy_.last_step_kept = greedy_turns > 0 && budget_.greedy_rescored > 0 && candidate.kind != ActionKind::kEndTurn;
      if (greedy_.last_step_kept) greedy_.last_step.assign(decision_step_.begin(), decision_step_.end());
      const policy::RolloutEnd end =
          Rollout(catalog, 0, candidate.kind == ActionKind::kEndTurn ? 1 : 0, greedy_turns, greedy_rng);
      v.lost = v.lost || end.lost;
      v.least_health = std::min(v.least_health, end.lost ? 0 : static_cast<int>(end.base_health));
      total += end.value;
    }
    v.mean = total / static_cast<double>(seeds.size());
    return v;
  }

  // Plays on from buffers_[at] until rollout_turns turns have ended (counting `ended`
  // already) or the battle is over, and returns how it ends. While fewer than
  // `greedy_turns` have ended, each step is greedy's choice (BestAction, or
  // BestActionRescoring with greedy_rescored, determinized from `greedy_rng`); after that,
  // the cheap rollout policy's (ChooseCheap). A step that an earlier rollout of the
  // decision passed through, at the same place, takes that rollout's end. The memo looks
  // only at steps whose play depends on the state and place alone: not at a greedy step
  // that keeps the scores of the step before (BestActionRescoring).
  policy::RolloutEnd Rollout(const Catalog& catalog, int at, int ended, int greedy_turns, Rng& greedy_rng) {
    int steps = 0;
    const int turns = std::max(budget_.rollout_turns, greedy_turns);
    bool known = false;  // whether `value` is buffers_[at]'s value
    double value = 0.0;
    std::optional<policy::RolloutEnd> found;  // kChecked: the memo's end, to compare
    while (!IsOver(buffers_[at]) && ended < turns && steps++ < kMaxRolloutActions) {
      BattleState& now = buffers_[at];
      const policy::HashedState seen(now);
      const bool greedy = ended < greedy_turns;
      if (memo_ != SearchMemo::kOff && !(greedy && greedy_.last_step_kept)) {
        const policy::RolloutPlace place{now.rng, steps, ended, turns, greedy ? greedy_turns : 0,
                                         greedy ? greedy_rng.state : 0};
        if (const policy::RolloutEnd* end = rollout_ends_.Find(place, seen)) {
          ++counts_->rollout_ends_found;
          if (memo_ == SearchMemo::kOn) return Ended(*end);
          if (!found) found = *end;
        }
        rollout_ends_.Pass(place, seen);
      }
      if (greedy) {
        const Action best =
            budget_.greedy_rescored > 0
                ? policy::BestActionRescoring(catalog, tables_, now, greedy_rng.Next(), budget_.greedy_rescored, greedy_)
                : policy::BestAction(catalog, tables_, now, greedy_rng.Next(), greedy_);
        ApplyUnchecked(catalog, now, best, nullptr);
        if (best.kind == ActionKind::kEndTurn) {
          ++ended;
          greedy_.last_step_kept = false;  // a new turn: its first step scores every action
        }
        known = false;
        continue;
      }
      const policy::CheapChoice chosen = ChooseCheapOnce(catalog, at, known ? &value : nullptr, seen);
      if (chosen.action.kind == ActionKind::kEndTurn) {
        ApplyUnchecked(catalog, now, Action::EndTurn(), nullptr);
        ++ended;
        known = false;
        continue;
      }
      if (chosen_buffer_ < 0) {  // the choice came from the memo: its state is made again
        chosen_buffer_ = FreeBuffer(at, at);
        policy::CopyState(buffers_[chosen_buffer_], now);
        ApplyUnchecked(catalog, buffers_[chosen_buffer_], chosen.action, nullptr);
      }
      at = chosen_buffer_;
      known = true;
      value = chosen.value;
    }
    const policy::RolloutEnd end{policy::Evaluate(catalog, tables_, buffers_[at]),
                                 buffers_[at].phase == Phase::kDefeat, buffers_[at].base_health};
    if (found && !(*found == end)) ++counts_->wrong;
    return Ended(end);
  }

  // The rollout being played ends so: the memo keeps it for every step it passed.
  policy::RolloutEnd Ended(const policy::RolloutEnd& end) {
    if (memo_ != SearchMemo::kOff) rollout_ends_.End(end);
    return end;
  }

  // The cheap step's choice from the memo when it is there (chosen_buffer_ -1), else
  // ChooseCheap's (its state in chosen_buffer_ unless it ends the turn).
  policy::CheapChoice ChooseCheapOnce(const Catalog& catalog, int at, const double* value,
                                      const policy::HashedState& seen) {
    const policy::CheapChoice* found =
        memo_ != SearchMemo::kOff ? cheap_choices_.Find(policy::NoKey{}, seen) : nullptr;
    if (found) {
      ++counts_->cheap_choices_found;
      if (memo_ == SearchMemo::kOn) {
        chosen_buffer_ = -1;
        return *found;
      }
      const policy::CheapChoice expected = *found;  // ChooseCheap adds to the table
      const policy::CheapChoice played = ChooseCheap(catalog, at, value, seen);
      if (!(played == expected)) ++counts_->wrong;
      return played;
    }
    return ChooseCheap(catalog, at, value, seen);
  }

  // The cheap rollout policy's step from buffers_[at] (whose value is *value when known):
  // each rollout candidate is tried on a buffer of its own; the best-looking one (its
  // value after the action, no end of turn) is chosen when it beats the state as it
  // stands, and its buffer, left in chosen_buffer_, becomes the state played on (the same
  // state as applying it again); else end turn. A support worth nothing at once
  // (WorthNothingAtOnce) would be worth the state as it stands, which beats nothing, so it
  // is not tried (what it would draw, if anything, changes no value either). Nor is a play
  // of a card whose twin sits in an earlier slot (policy::FindHandTwins): the twin's same
  // play comes first in the list and is worth the same, and only a better value is
  // chosen. When no trial drew a number, the choice depends on the state alone, its Rng
  // aside, and the memo keeps it.
  policy::CheapChoice ChooseCheap(const Catalog& catalog, int at, const double* value,
                                  const policy::HashedState& seen) {
    BattleState& now = buffers_[at];
    // The rollout tries no terrain actions, so none are listed: with the turn's terrain
    // action taken for the listing, the rest of the list is the same (nothing else in
    // it depends on that count).
    const std::int8_t terrain = now.terrain_actions_left;
    now.terrain_actions_left = 0;
    LegalActions(catalog, now, rollout_legal_);
    now.terrain_actions_left = terrain;
    policy::CheapChoice chosen{Action::EndTurn(), value ? *value : policy::Evaluate(catalog, tables_, now)};
    int best = -1;
    bool drew = false;
    const double standing = chosen.value;
    const policy::HandTwins twins = policy::FindHandTwins(now.cards);
    if (memo_ == SearchMemo::kChecked) tried_.clear();
    for (const Action& a : rollout_legal_) {
      if (!RolloutCandidate(a)) continue;
      const bool untried =
          a.kind == ActionKind::kPlaySupport && worth_nothing_[static_cast<std::size_t>(now.cards.support_slots[a.slot])];
      if (untried) {
        ++counts_->supports_untried;
        if (memo_ == SearchMemo::kOn) continue;
      }
      const int twin = untried ? -1 : twins.Of(a);
      if (twin >= 0) {
        ++counts_->twins_untried;
        if (memo_ == SearchMemo::kOn) continue;
      }
      const int trial = FreeBuffer(at, best);
      BattleState& copy = buffers_[trial];
      policy::CopyState(copy, now);
      ApplyUnchecked(catalog, copy, a, nullptr);
      const double v = policy::Evaluate(catalog, tables_, copy);
      if (untried && memo_ == SearchMemo::kChecked) {
        if (v != standing) ++counts_->wrong;
        continue;  // as when on: neither chosen nor counted as a draw
      }
      if (memo_ == SearchMemo::kChecked) {
        if (twin >= 0) {
          Action same = a;
          same.slot = static_cast<std::int8_t>(twin);
          const auto found = std::find_if(tried_.begin(), tried_.end(),
                                          [&](const policy::ScoredAction& t) { return t.action == same; });
          if (found == tried_.end() || found->value != v) ++counts_->wrong;
          continue;  // as when on: never chosen, and its twin drew what it draws
        }
        tried_.push_back({a, v});
      }
      drew = drew || !(copy.rng == now.rng);
      if (v > chosen.value) {
        chosen = {a, v};
        best = trial;
      }
    }
    chosen_buffer_ = best;
    if (drew) {
      ++counts_->cheap_choices_drawn;
    } else if (memo_ != SearchMemo::kOff) {
      cheap_choices_.Add(policy::NoKey{}, seen, chosen);
    }
    return chosen;
  }

  // A buffer that is neither `a` nor `b`.
  static int FreeBuffer(int a, int b) {
    for (int i = 0;; ++i) {
      if (i != a && i != b) return i;
    }
  }

  SearchBudget budget_;
  SearchMemo memo_;
  SearchMemoCounts own_counts_;
  SearchMemoCounts* counts_;
  policy::RolloutEnds rollout_ends_;  // this decision's
  policy::StateTable<policy::NoKey, policy::CheapChoice> cheap_choices_;  // this decision's
  int chosen_buffer_ = -1;  // the buffer ChooseCheap left its choice's state in
  policy::EvalTables tables_;  // the catalog's, for this decision
  std::vector<bool> worth_nothing_;  // WorthNothingAtOnce of each card, for this decision
  std::vector<policy::ScoredAction> tried_;  // kChecked: a cheap step's trials, to find twins'
  std::vector<Action> legal_;
  ActionList rollout_legal_;
  policy::GreedyScratch greedy_;  // greedy's steps in the danger rollouts
  std::array<BattleState, 3> buffers_;  // the rollout's state, its best candidate, a trial
  std::vector<policy::ScoredAction> ranked_;
  std::vector<policy::ScoredAction> decision_step_;  // ranked_ in LegalActions order
  std::vector<Action> candidates_;
  std::vector<std::uint64_t> seeds_;
  std::vector<std::uint64_t> danger_seeds_;
  std::vector<Valued> cheap_;
  std::vector<Valued> danger_;
  std::vector<double> danger_cheap_;   // each danger candidate's cheap mean
  std::vector<double> danger_greedy_;  // and its greedy mean on the first danger rollout
  std::vector<std::size_t> order_;     // danger candidates, best first
};

}  // namespace

std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget) {
  return std::make_unique<SearchPolicy>(budget, SearchMemo::kOn, nullptr);
}

std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget, SearchMemo memo,
                                         SearchMemoCounts* counts) {
  return std::make_unique<SearchPolicy>(budget, memo, counts);
}

}  // namespace bc
