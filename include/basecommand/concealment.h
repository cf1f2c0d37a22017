// Concealment: what the player can know of a battle. A concealed attacker (its type's
// record says `concealed`) is a contact on its cell until it is revealed (docs/rules.md,
// Concealment); the rules themselves always play the true state. The desktop game, the
// intents it shows and the autoplayer's policies read the player's view made here, so
// nothing a player cannot see steers what they are shown or what a policy chooses.
#pragma once

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/intents.h"
#include "basecommand/rules.h"

namespace bc {

// The stand-in type of every contact in the player's view: the first enemy record in
// catalogue order whose `concealed` is set, or -1 when the catalogue has none.
int ContactProfile(const Catalog& catalog);

// True when the player sees a contact here rather than the attacker.
inline bool IsContact(const Attacker& a) { return a.concealed; }

// The battle as the player can know it. Every concealed attacker becomes a contact: its
// type the contact profile, its HP, maximum HP and shield that record's, no perks, no
// copies made, no hero ability; its uid, cell, statuses (the player's own doing) and
// activations are kept. Every telegraphed spawn of a concealed type shows the contact
// profile too. The rest of the state (base, cannon, cards, RNG, schedule position) is
// unchanged. A state with no concealed attacker is its own view.
BattleState PlayerView(const Catalog& catalog, const BattleState& state);

// True when the state holds a contact: a concealed attacker on the board or a
// telegraphed spawn of a concealed type (PlayerView then differs from the state). Read
// from the count the rules keep (BattleState::contacts), without a look at the board.
inline bool HasContacts(const Catalog&, const BattleState& state) { return state.contacts != 0; }

// The contacts counted by a look at every attacker and telegraphed spawn: what
// BattleState::contacts holds when kept in step, and how a loaded state gets it.
int CountContacts(const Catalog& catalog, const BattleState& state);

// A policy's choice made on the player's view: `choose` is called with the view, and its
// action is returned when the true state accepts it (CheckAction), else end turn. With
// no contact the view is the state itself and no copy is made.
template <typename Choose>
Action ChooseFromView(const Catalog& catalog, const BattleState& state, Choose&& choose);

// Events as the player may read them: every event marked hidden names the contact
// profile as its type and carries no number that tells its strength (-1 in its place):
// neither the HP a hit takes nor what it has left (kAttackerDamaged), nor what a bash, a
// shield's block or poison deals it (kBashed, kShieldBlocked, kStatusTicked), nor the
// shield it has after an escort's (kEscortShielded). DescribeEvent words a hidden event
// without them whatever it carries ("UNKNOWN CONTACT #4 on B2 is hit.").
Events PlayerEvents(const Catalog& catalog, const Events& events);

// The intents the player is shown: the enemy phase predicted on the player's view, with
// each contact's intent cut to what the player can know: the cell it steps to first
// (moves holds that one cell at most), `contact` set, the post it engages, if it does,
// and nothing about damage, breach damage, death, copies, drops, splits, abilities or
// the engagement's outcome (units_lost does not count a unit it would bring down).
EnemyIntents PredictSeenEnemyPhase(const Catalog& catalog, const BattleState& state);

template <typename Choose>
Action ChooseFromView(const Catalog& catalog, const BattleState& state, Choose&& choose) {
  if (!HasContacts(catalog, state)) return choose(state);
  const BattleState view = PlayerView(catalog, state);
  const Action action = choose(view);
  return CheckAction(catalog, state, action).empty() ? action : Action::EndTurn();
}

}  // namespace bc
