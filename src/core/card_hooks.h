// The seam between the siege rules (rules.cpp and friends) and the card rules. The
// siege code calls these at fixed points of the turn flow; the card code implements
// them (card_*.cpp). Internal to the core: not a public header.
#pragma once

#include <string>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/rules.h"
#include "core/action_buffer.h"
#include "core/line_of_fire.h"

namespace bc::cards {

// Called by NewBattle after the board is set up: build the rails' piles, draw the hand.
void OnBattleStart(const Catalog& catalog, const BattleSetup& setup, BattleState& state,
                   Events* events);

// Card actions: kPlayUnit, kPlaySupport, kPlayFieldwork, kDiscard, kChoose.
bool IsCardAction(const Action& action);
// The reason the card action is illegal, or empty.
std::string Check(const Catalog& catalog, const BattleState& state, const Action& action);
// Applies a card action that Check accepted.
void Apply(const Catalog& catalog, BattleState& state, const Action& action, Events* events);
// Writes every legal card action from `at` on and returns the end; `clear` gives the
// line-of-fire test of the listing.
Action* AppendLegal(const Catalog& catalog, const BattleState& state, Action* at,
                    siege::ClearShots& clear);

// End-of-turn steps the rulebook gives to cards, called by the turn flow after the enemy
// phase and spawns: global range countdown, refill spent slots, discard points +1.
void OnEndOfTurn(const Catalog& catalog, BattleState& state, Events* events);

// Called when the battle is won, before the final score (victory hooks).
void OnVictory(const Catalog& catalog, BattleState& state, Events* events);

}  // namespace bc::cards
