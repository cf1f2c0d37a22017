// The seam between the siege rules (rules.cpp and friends) and the card rules. The
// siege code calls these at fixed points of the turn flow; the card code implements
// them (card_*.cpp). Internal to the core: not a public header.
#pragma once

#include <cstdint>
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

// Called by NewBattle after the board is set up, on a state whose cards are still as a
// new BattleState holds them: build the rails' piles, draw the hand.
void OnBattleStart(const Catalog& catalog, const BattleSetup& setup, BattleState& state,
                   Events* events);

// Card actions: kPlayUnit, kPlaySupport, kPlayFieldwork, kDiscard, kChoose.
bool IsCardAction(const Action& action);
// The reason the card action is illegal, or empty, in `text`'s words.
std::string Check(const Catalog& catalog, const BattleState& state, const Action& action, const RulesText& text);
// Applies a card action that Check accepted.
void Apply(const Catalog& catalog, BattleState& state, const Action& action, Events* events);
// Writes every legal card action from `at` on and returns the end; `clear` gives the
// line-of-fire test of the listing.
Action* AppendLegal(const Catalog& catalog, const BattleState& state, Action* at,
                    siege::ClearShots& clear);

// Reacting fieldworks, called by the enemy phase each time attacker `uid` enters a cell
// (a step or a sector shift): an armed fieldwork that has not gone off this phase (bit
// of its cell in `fired`) goes off on it when it entered the fieldwork's cell
// (`enemy_on_cell`, a mine) or a cell on or next to it (`enemy_adjacent`: a sentry's
// overwatch), meeting an effect's condition; its cell is then set in `fired`. Returns
// true when the attacker's activation ends there: it was destroyed, or a fieldwork on
// its own cell went off under it. `hint`: the attacker's index a moment ago, tried
// before the search by uid.
bool OnAttackerEntered(const Catalog& catalog, BattleState& state, std::uint16_t uid,
                       std::uint64_t& fired, Events* events, int hint = -1);

// Posts (docs/rules.md, Posts). A ground attacker `index` whose next cell holds the post
// at `post` engages it: it swings first, the unit retaliates, and the engagement scores
// and ranks the unit as one from the hand. Returns true if the attacker was destroyed.
bool DefendPost(const Catalog& catalog, BattleState& state, int index, Cell post, Events* events);
// A demolition charge's blast on `cell`: a unit posted there takes kPostBlastDamage
// (temporary HP, then shield, then HP) and falls at 0. Returns true if one stood there.
bool BlastPost(const Catalog& catalog, BattleState& state, Cell cell, Events* events);

// A demolition charge's blast: the armed fieldwork on `cell`, if any, is destroyed
// (kEventFieldworkSpent). Returns true if there was one.
bool DestroyFieldworkAt(BattleState& state, Cell cell, Events* events);

// End-of-turn steps the rulebook gives to cards, called by the turn flow after the enemy
// phase and spawns: armed fieldworks that did not go off during the phase (`fired`)
// check the attackers standing on or next to them, global range countdown, refill spent
// slots, discard points +1.
void OnEndOfTurn(const Catalog& catalog, BattleState& state, std::uint64_t fired, Events* events);

// Called when the battle is won, before the final score (victory hooks).
void OnVictory(const Catalog& catalog, BattleState& state, Events* events);

}  // namespace bc::cards
