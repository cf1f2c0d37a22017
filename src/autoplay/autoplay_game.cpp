// PlayGame: one battle from NewBattle to its end, the policy choosing every action.
#include "autoplay/autoplay.h"

namespace bc {

namespace {
// Mixed into the policy seed so that the policy's stream differs from the battle's even
// when both are given the same number.
constexpr std::uint64_t kPolicySalt = 0xA17C0DE5EEDULL;
}  // namespace

GameRecord PlayGame(const Catalog& catalog, const BattleSetup& setup, Policy& policy,
                    std::uint64_t policy_seed, const PlayOptions& options) {
  GameRecord record;
  record.setup = setup;
  record.policy_seed = policy_seed;
  StatsRecorder recorder(catalog);
  Events all;
  Events step;
  BattleState state = NewBattle(catalog, setup, &step);
  recorder.Observe(step);
  all.insert(all.end(), step.begin(), step.end());
  if (options.keep_events) record.opening = step;

  Rng rng = Rng::FromSeed(policy_seed ^ kPolicySalt);
  while (!IsOver(state) && state.turn <= options.max_turns &&
         static_cast<int>(record.actions.size()) < options.max_actions) {
    const Action action = policy.Choose(catalog, state, rng);
    step.clear();
    if (!CheckAction(catalog, state, action).empty()) {
      // A policy bug must not hang or corrupt the battle: end the turn instead.
      ApplyUnchecked(catalog, state, Action::EndTurn(), &step);
      record.actions.push_back(Action::EndTurn());
    } else {
      ApplyUnchecked(catalog, state, action, &step);
      record.actions.push_back(action);
    }
    recorder.Observe(step);
    all.insert(all.end(), step.begin(), step.end());
    if (options.keep_events) record.action_events.push_back(step);
  }
  record.final_state = state;
  record.stats = recorder.Finish(catalog, state, static_cast<int>(record.actions.size()), all);
  return record;
}

}  // namespace bc
