// Units you keep: within an operation, the HP, rank, kills and upgrades of every unit
// card in the roster carry from one mission to the next. A roster is a list of carried
// unit records keyed by card id (plus a copy number when a loadout holds the same unit
// card twice). A battle starts from these records and hands back the updated ones.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"

namespace bc {

// What upgrades added to a unit on top of its rank profile (mirrors UnitInstance).
struct UnitBonuses {
  int attack = 0;
  int firepower = 0;
  int evasion = 0;
  int max_hp = 0;      // already counted in CarriedUnit::max_hp
  int crit = 0;
  unsigned ranges = 0; // range-mask bits
  unsigned perks = 0;  // PerkBit bits

  bool operator==(const UnitBonuses&) const = default;
};

struct CarriedUnit {
  std::string card;   // unit card id
  int copy = 0;       // 0 for the first copy of the card in the roster, 1 for the second...
  int hp = 1;         // current HP; 0 = disabled until refitted
  int max_hp = 1;     // max HP including upgrades
  int rank = 1;       // 1..kMaxRank
  int kills = 0;      // lifetime kills, for rank-ups
  UnitBonuses bonuses;                // stat upgrades
  std::vector<std::string> upgrades;  // ids of the hook-carrying upgrade cards attached

  bool operator==(const CarriedUnit&) const = default;
  bool Damaged() const { return hp < max_hp; }
  bool Disabled() const { return hp <= 0; }
};

using Roster = std::vector<CarriedUnit>;

// The record for (card, copy), or nullptr.
CarriedUnit* FindUnit(Roster& roster, const std::string& card, int copy);
const CarriedUnit* FindUnit(const Roster& roster, const std::string& card, int copy);

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
