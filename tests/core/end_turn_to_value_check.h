// The check of EndTurnToValue against end turn on one state, shared by the core's test
// (fixture catalog) and the data test (the shipped missions).
#pragma once

#include <cstdint>
#include <string>

#include "autoplay/policy_rank.h"
#include "basecommand/catalog.h"
#include "basecommand/rules.h"

namespace bc::test {

struct EndTurnToValueCount {
  int states = 0;
  int telegraphed = 0;  // ends of turn whose start telegraphed attackers
  int heroes = 0;       // ends of turn whose start chose a hero's ability
  int over = 0;         // ends of turn that won or lost the battle
  int wrong = 0;
  std::string first_wrong;
};

// Both ends of turn on copies of a running `state`: what EndTurnToValue leaves, with what
// the next turn's start writes taken from end turn's, must be end turn's state, byte for
// byte, and the queue's and the pending's attackers as many; the value is the same.
inline void CheckEndTurnToValue(const Catalog& catalog, const BattleState& state, EndTurnToValueCount& count) {
  if (state.phase != Phase::kPlayer) return;
  ++count.states;
  BattleState whole = state;
  ApplyUnchecked(catalog, whole, Action::EndTurn(), nullptr);
  BattleState valued = state;
  EndTurnToValue(catalog, valued);
  const auto still_to_come = [&](const BattleState& s) {
    return static_cast<int>(catalog.missions[s.mission].schedule.size()) - s.queue_pos + s.pending_count;
  };
  const policy::EvalTables tables(catalog);
  std::string wrong;
  if (policy::Evaluate(catalog, tables, valued) != policy::Evaluate(catalog, tables, whole)) wrong = " the value";
  if (still_to_come(whole) != still_to_come(valued)) wrong += " attackers still to come";
  if (whole.queue_pos != valued.queue_pos) ++count.telegraphed;
  if (whole.phase != Phase::kPlayer) ++count.over;
  // What the next turn's start writes, taken from end turn's.
  valued.rng = whole.rng;
  valued.queue_pos = whole.queue_pos;
  valued.pending = whole.pending;
  valued.pending_count = whole.pending_count;
  valued.contacts = whole.contacts;
  bool chose = false;
  for (int i = 0; i < whole.attacker_count; ++i) {
    chose = chose || valued.attackers[i].ability != whole.attackers[i].ability;
    valued.attackers[i].ability = whole.attackers[i].ability;
  }
  if (chose) ++count.heroes;
  if (!(valued == whole)) wrong += " the state";
  if (!wrong.empty()) {
    if (count.wrong == 0) count.first_wrong = "turn " + std::to_string(state.turn) + ":" + wrong;
    ++count.wrong;
  }
}

}  // namespace bc::test
