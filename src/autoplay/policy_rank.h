// Internal to the policies: greedy's scoring of every legal action, shared by the greedy
// and search policies.
#pragma once

#include <cstdint>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc::policy {

struct ScoredAction {
  Action action;
  double value = 0.0;
};

// Scores every legal action of a running battle and sorts them best first (ties keep
// LegalActions order, so end turn wins a tie). An action is scored by applying it to a
// copy of the state whose Rng is reseeded with `determinizer` (the same for every
// candidate, so none of them sees the battle's real future rolls), then ending the turn
// on the copy, then EvaluateState. End turn itself is scored the same way: that is
// "passing". A unit play adds the engagement preview's expectations (damage, kill and
// loss chances) to its sampled value, so a lucky or unlucky sample does not decide alone.
// `legal` is scratch storage.
void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out);

// The value of a state after `action` and no end of turn (the search rollouts' cheap
// look): the action on a copy, then EvaluateState.
double QuickValue(const Catalog& catalog, const BattleState& state, const Action& action);

}  // namespace bc::policy
