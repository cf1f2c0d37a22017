// Policies: who chooses the actions when nobody is at the keyboard. The autoplayer
// (autoplay.h), the balance report and the winnable-mission test play whole battles
// with them. Pure and deterministic: a policy sees the catalog, a const battle state
// and its own Rng (never the battle's), so the same state and policy seed give the
// same choice on every run and platform. No wall clock anywhere: the search policy is
// bounded by an iteration budget.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/rng.h"

namespace bc {

enum class PolicyKind : std::uint8_t {
  kRandom,  // uniform over LegalActions
  kGreedy,  // one ply plus the enemy's reply, scored by EvaluateState
  kSearch,  // flat Monte Carlo over greedy's best candidates, determinized rollouts
};

// "random", "greedy", "search".
const char* PolicyKindName(PolicyKind kind);
std::optional<PolicyKind> ParsePolicyKind(std::string_view name);

// The search policy's budget, in iterations (never in time).
// When a rollout of any candidate ends in defeat, or with the base at or under
// `near_defeat_percent` of its health at the decision, the choice is made again by the
// danger search: greedy's `danger_candidates` best actions, each valued by the better of
// its cheap rollouts' mean and the mean of `danger_rollouts` rollouts whose first
// `danger_turns` turns greedy plays (the enemy's reply looked at for every action,
// terrain and fieldwork included). danger_candidates = 0 turns it off.
struct SearchBudget {
  int candidates = 4;         // greedy's best actions examined (end turn always among them)
  int rollouts = 2;           // determinized rollouts per candidate
  int rollout_turns = 3;      // turns a rollout plays before the state is evaluated
  int danger_candidates = 10; // greedy's best actions the danger search examines
  int danger_rollouts = 2;    // its determinized rollouts per candidate
  int danger_turns = 1;       // turns its greedy rollouts play
  // A cheap rollout ending with the base at or under this percentage of its health at
  // the decision starts the danger search too (0: only a defeat does).
  int near_defeat_percent = 60;
  // The danger candidates that play the danger rollouts after the first: the best ones
  // by then (0, or as many as the candidates: all of them).
  int danger_kept = 3;
  // In a greedy turn of a danger rollout, each step after the first scores again, with
  // the enemy's reply, only end turn, the placements (barricades and fieldwork), the
  // actions the step before did not have, and this many of the rest, the best by the
  // step before's scores; the others keep those scores (0: every action, every step).
  // After a candidate other than end turn, greedy's first step is a later step of the
  // decision's turn, and the decision's ranking of every action is the step before.
  int greedy_rescored = 8;
};

// The one interface every policy implements. A policy object may keep scratch buffers,
// so one object serves one thread; make one per thread.
class Policy {
 public:
  virtual ~Policy() = default;
  virtual PolicyKind Kind() const = 0;
  // One of LegalActions(catalog, state). The battle must be running (!IsOver(state)).
  // `rng` is the policy's own generator: the only source of its randomness.
  virtual Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) = 0;
  // Whether Choose's action is legal by construction: drawn from the state's own legal
  // actions, or from the player's view and then checked against the state
  // (ChooseFromView). PlayGame checks the choices of any other policy before applying
  // them; the three policies here choose legally (tests/core/autoplay_test.cpp).
  virtual bool ChoosesLegally() const { return false; }
};

std::unique_ptr<Policy> MakeRandomPolicy();
std::unique_ptr<Policy> MakeGreedyPolicy();
std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget = {});
// Any of the three, with the default search budget.
std::unique_ptr<Policy> MakePolicy(PolicyKind kind);

// How good a state looks for the defender, in points-like units: a won battle is worth
// more than any running one and a lost one less; in between, base health, shields,
// score and cannon power count for, and attackers left (weighted by their HP less the
// poison still to tick, their shields, and breach damage times closeness to the base
// unless incapacitated) and attackers still to come count against.
double EvaluateState(const Catalog& catalog, const BattleState& state);

}  // namespace bc
