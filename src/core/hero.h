// A hero's decision rule and its abilities (docs/rules.md, Hostile Behaviours, Hero).
// Internal to the core: the turn flow calls these.
#pragma once

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/routing.h"

namespace bc::siege {

// When the player's turn begins: each hero on the board, in attacker order, chooses its
// ability for the coming enemy phase (kAbilityChosen), or none.
void ChooseHeroAbilities(const Catalog& catalog, BattleState& state, Events* events);

// The index of the ability the decision rule picks for attacker `index` on this board,
// or -1: the first of its abilities in data order whose condition holds, skipping the
// one it showed last (no ability twice running) and a dig-in whose `max` its shield has
// reached.
int DecideAbility(const Catalog& catalog, const BattleState& state, int index);

// At the start of a hero's activation: uses the ability it showed (kAbilityUsed and
// what it does); the choice stays recorded until the next turn begins. Returns the steps the activation then takes: its own,
// more for a charge, 0 when it digs in.
int UseHeroAbility(const Catalog& catalog, BattleState& state, const Routing& routing,
                   int index, int steps, Events* events);

}  // namespace bc::siege
