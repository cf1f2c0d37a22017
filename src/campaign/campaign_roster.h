// The campaign's roster: within an operation, the HP, rank, kills and upgrades of every
// unit card carry from one mission to the next. The records themselves, and how a battle
// starts from them and hands them back, are the battle rules' (basecommand/carried_units.h);
// here the campaign keeps them in step with the loadout, carries them and ranks them up.
#pragma once

#include <string>
#include <vector>

#include "basecommand/carried_units.h"
#include "basecommand/catalog.h"

namespace bc {

// A fresh record at rank 1 and full HP from the card's data (max HP 1 for an unknown
// card, which the loaders never let through).
CarriedUnit FreshUnit(const Catalog& catalog, const std::string& card, int copy);

// Adds a fresh record for every unit of `unit_cards` (a loadout's Unit Roster, in
// order; repeated ids become copies 0, 1, ...) that the roster does not hold yet. Records
// already there keep their state; records of units no longer in the loadout are kept
// too, so swapping a unit back in restores it.
void SyncRoster(const Catalog& catalog, const std::vector<std::string>& unit_cards,
                Roster& roster);

// The records a battle starts from, in the loadout's order.
Roster RosterForLoadout(const Catalog& catalog, const std::vector<std::string>& unit_cards,
                        const Roster& roster);

// Writes the units a battle finished with back into the roster (replacing the records
// with the same card and copy). With `recovery_contract`, a unit defeated in the battle
// comes back with 1 HP instead of staying disabled.
void CarryUnits(const Roster& after_battle, bool recovery_contract, Roster& roster);

// Raises a record one rank using the card's stat profiles: max HP and current HP move by
// the difference between the two profiles' health. False at kMaxRank.
bool RankUp(const Catalog& catalog, CarriedUnit& unit);

}  // namespace bc
