// Until the card rules land: no card actions are legal, and the turn hooks only keep
// the discard points moving. Replaced by the card modules.
#include "core/card_hooks.h"

#include <algorithm>

namespace bc::cards {

void OnBattleStart(const Catalog&, const BattleSetup&, BattleState&, Events*) {}

bool IsCardAction(const Action& action) {
  return action.kind == ActionKind::kPlayUnit || action.kind == ActionKind::kPlaySupport ||
         action.kind == ActionKind::kPlayFieldwork || action.kind == ActionKind::kDiscard ||
         action.kind == ActionKind::kChoose;
}

std::string Check(const Catalog&, const BattleState&, const Action&) {
  return "no cards are in play in this battle";
}

void Apply(const Catalog&, BattleState&, const Action&, Events*) {}

void AppendLegal(const Catalog&, const BattleState&, std::vector<Action>&) {}

void OnEndOfTurn(const Catalog&, BattleState& state, Events*) {
  state.cards.discard_points = static_cast<std::int8_t>(std::min(2, state.cards.discard_points + 1));
}

void OnVictory(const Catalog&, BattleState&, Events*) {}

}  // namespace bc::cards
