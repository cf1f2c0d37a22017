// The greedy policy and the action ranking it shares with search.
#include <algorithm>
#include <limits>

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
  // The turn ends as far as the value sees (EndTurnToValue): Evaluate reads nothing the
  // next turn's start writes but the queue's and the pending's attackers together.
  if (action.kind != ActionKind::kEndTurn) ApplyUnchecked(catalog, copy, action, nullptr);
  if (!IsOver(copy)) EndTurnToValue(catalog, copy);
  if (reads != nullptr) *reads = copy.barricade_reads.cells;
  copy.barricade_reads = {};
  return Evaluate(catalog, tables, copy) + previews.Of(catalog, state, action);
}

namespace {

// Greedy's scores of one state's actions on one determinizer, asked in LegalActions order
// (end turn first): end turn is played with its barricade reads recorded, and a build
// that scores as it (ScoresAsEndTurn) then takes its value unplayed.
class StepScores {
 public:
  StepScores(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
             std::uint64_t determinizer, BattleState& copy, PreviewTerms& previews)
      : catalog_(catalog), tables_(tables), state_(state), determinizer_(determinizer), copy_(copy),
        previews_(previews) {}

  // Whether `action` is worth end turn's value without being played.
  bool AsEndTurn(const Action& action) const { return passed_ && ScoresAsEndTurn(action, pass_reads_); }

  double Of(const Action& action) {
    if (AsEndTurn(action)) return pass_value_;
    const bool ends = action.kind == ActionKind::kEndTurn;
    const double value = ScoreAction(catalog_, tables_, state_, determinizer_, action, copy_, previews_,
                                      ends ? &pass_reads_ : nullptr);
    if (ends) {
      passed_ = true;
      pass_value_ = value;
    }
    return value;
  }

 private:
  const Catalog& catalog_;
  const EvalTables& tables_;
  const BattleState& state_;
  std::uint64_t determinizer_;
  BattleState& copy_;
  PreviewTerms& previews_;
  bool passed_ = false;  // end turn scored
  double pass_value_ = 0.0;
  std::uint64_t pass_reads_ = 0;
};

}  // namespace

void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out, PreviewTerms& previews) {
  LegalActions(catalog, state, legal);
  out.clear();
  const EvalTables tables(catalog);
  BattleState copy;
  StepScores scores(catalog, tables, state, determinizer, copy, previews);
  for (const Action& action : legal) out.push_back({action, scores.Of(action)});
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
  StepScores scores(catalog, tables, state, determinizer, scratch.copy, scratch.previews);
  for (const Action& action : scratch.legal) {
    if (scores.AsEndTurn(action)) continue;  // it cannot beat end turn, listed first
    const double value = scores.Of(action);
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
  StepScores scores(catalog, tables, state, determinizer, scratch.copy, scratch.previews);
  for (const std::size_t i : scratch.rescored) {
    const Action& action = scratch.legal[i];
    const double value = scores.Of(action);
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
