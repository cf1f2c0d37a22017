// Units you keep, at the battle's edges: reading the roster's unit instances out of a
// finished battle, and putting carried records into a new one. Siege units (mission-
// defined) are never carried. Records and instances are matched by card id and copy
// number (the n-th instance of a card in the battle is copy n).
#pragma once

#include "basecommand/battle_state.h"
#include "basecommand/campaign_roster.h"
#include "basecommand/catalog.h"

namespace bc {

// The carried records of every non-siege unit instance of the battle, as they stand.
Roster CarriedUnitsFromBattle(const Catalog& catalog, const BattleState& state);

// Writes the records into the battle's unit instances (rank, kills, HP, max HP, stat
// bonuses, attached upgrades). A disabled record (0 HP) makes its unit defeated: it is
// taken out of the rail's piles and the hand, so it does not fight this mission. Meant to
// run when the battle is set up (BattleSetup::carried_units), before the first turn.
void ApplyCarriedUnits(const Catalog& catalog, const Roster& carried, BattleState& state);

}  // namespace bc
