// Units you keep, at the battle's edges: a carried unit's record, reading the roster's unit
// instances out of a finished battle, and putting carried records into a new one. A
// roster is a list of carried unit records keyed by card id (plus a copy number when a
// loadout holds the same unit card twice); the campaign keeps it between missions
// (campaign/campaign_roster.h). Siege units (mission-defined) are never carried. Records
// and instances are matched by card id and copy number (the n-th instance of a card in
// the battle is copy n).
#pragma once

#include <string>
#include <vector>

#include "basecommand/battle_state.h"
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

// The carried records of every non-siege unit instance of the battle, as they stand.
Roster CarriedUnitsFromBattle(const Catalog& catalog, const BattleState& state);

// Writes the records into the battle's unit instances (rank, kills, HP, max HP, stat
// bonuses, attached upgrades). A disabled record (0 HP) makes its unit defeated: it is
// taken out of the rail's piles and the hand, so it does not fight this mission. Meant to
// run when the battle is set up (BattleSetup::carried_units), before the first turn.
void ApplyCarriedUnits(const Catalog& catalog, const Roster& carried, BattleState& state);

}  // namespace bc
