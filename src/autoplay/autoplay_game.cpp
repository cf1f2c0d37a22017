// PlayGame: one battle from NewBattle to its end, the policy choosing every action.
#include "autoplay/autoplay.h"

#include <algorithm>
#include <utility>

#include "basecommand/rules_text.h"

namespace bc {

namespace {
// Mixed into the policy seed so that the policy's stream differs from the battle's even
// when both are given the same number.
constexpr std::uint64_t kPolicySalt = 0xA17C0DE5EEDULL;
}  // namespace

GameRecord PlayGame(const Catalog& catalog, const BattleSetup& setup, Policy& policy,
                    std::uint64_t policy_seed, const PlayOptions& options) {
  StatsRecorder recorder(catalog);
  Events own_steps;
  Events& step = options.step_buffer != nullptr ? *options.step_buffer : own_steps;
  step.clear();
  step.reserve(64);  // (an enemy phase's events, without growing it step by step)
  // The battle is played in the record's final state, made there by NewBattle, and not
  // copied in at the end.
  GameRecord record{.setup = setup,
                    .policy_seed = policy_seed,
                    .actions = {},
                    .opening = {},
                    .action_events = {},
                    .final_state = NewBattle(catalog, setup, &step),
                    .stats = {}};
  BattleState& state = record.final_state;
  recorder.Observe(step);
  if (options.keep_events) record.opening = step;

  const RulesText& text = EnglishRulesText();
  Rng rng = Rng::FromSeed(policy_seed ^ kPolicySalt);
  if (options.keep_actions) {
    record.actions.reserve(static_cast<std::size_t>(std::clamp(options.max_actions, 0, 256)));
  }
  const bool checked = !policy.ChoosesLegally();
  // (The options read at every action, held here rather than read again through the
  // reference after each call.)
  const int max_turns = options.max_turns;
  const int max_actions = options.max_actions;
  const bool keep_actions = options.keep_actions;
  const bool keep_events = options.keep_events;
  int actions = 0;
  while (!IsOver(state) && state.turn <= max_turns && actions < max_actions) {
    Action action = policy.Choose(catalog, state, rng);
    step.clear();
    // A policy bug must not hang or corrupt the battle: an illegal choice ends the turn
    // instead. A policy that chooses legally by construction is not checked again.
    if (checked && !CheckAction(catalog, state, action, text).empty()) action = Action::EndTurn();
    ApplyUnchecked(catalog, state, action, &step);
    ++actions;
    if (keep_actions) record.actions.push_back(action);
    recorder.Observe(step);
    if (keep_events) record.action_events.push_back(step);
  }
  record.stats = std::move(recorder).Finish(catalog, state, actions);
  return record;
}

}  // namespace bc
