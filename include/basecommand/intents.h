// Enemy intents: what the coming enemy phase will do, for the desktop game's threat
// view. Computed by running the real end-of-turn flow on a copy of the state and
// reading its events back, so a prediction is exactly what ending the turn then does.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc {

// One attacker on the board now, and what the enemy phase does with it.
struct AttackerIntent {
  std::uint16_t uid = 0;
  EnemyIndex enemy = 0;
  Cell start = kNoCell;     // where it stands now
  std::vector<Cell> moves;  // cells it steps into, in order
  Cell end = kNoCell;       // where it stands after the phase; kNoCell if gone
  Cell bash = kNoCell;      // the barricade it bashes, if any
  bool waits = false;       // blocked by another attacker (or no path)
  bool skips = false;       // incapacitated: spends this activation
  bool breaches = false;
  Quadrant quadrant = Quadrant::kNW;  // the quadrant it breaches
  bool shield_blocks = false;         // the breach is stopped by the quadrant's shield
  int base_damage = 0;                // damage its breach deals to base health
  int status_damage = 0;              // poison damage it takes at the status tick
  int damage_taken = 0;               // all HP it loses this phase (poison, bash, shield)
  bool dies = false;                  // destroyed during the phase
  Cell copy_cell = kNoCell;           // where it replicates, if it does
  Cell shift_to = kNoCell;            // where it circles to, if it changes sector
  int shift_quadrant = -1;            // the quadrant its path breaches from there
  Cell mend_cell = kNoCell;           // the attacker it repairs, if any
  int mended = 0;                     // HP it restores there
  Cell drop_cell = kNoCell;           // where it drops its walker, if it does
  std::vector<Cell> split_cells;      // where its pieces appear when it is destroyed
  int ability = -1;                   // a hero's ability used this phase (index), or -1
  std::vector<Cell> reinforcements;   // where the attackers it calls in land
};

// A telegraphed spawn and whether it lands this phase.
struct SpawnIntent {
  EnemyIndex enemy = 0;
  Cell cell = kNoCell;
  bool lands = false;  // false: delayed (cell occupied or skipped spawns)
};

struct EnemyIntents {
  std::vector<AttackerIntent> attackers;       // in the state's attacker order
  std::array<int, kQuadrantCount> breaches{};  // attackers breaching each quadrant now
  std::array<int, kQuadrantCount> threats{};   // attackers whose path ends there and that
                                               // live through the phase
  std::vector<SpawnIntent> spawns;             // the pending spawns of this phase
  std::vector<SpawnIntent> telegraphed;        // newly telegraphed for a phase later
  bool frozen = false;                         // nobody moves this phase
  bool spawns_skipped = false;
  bool cannon_jammed = false;                  // the cannon gains no charge step
  int cannon_drained = 0;                      // charge steps a hero's jam takes
  int base_damage = 0;   // total to base health
  bool defeat = false;   // the phase ends the battle lost
  bool victory = false;  // the phase ends the battle won
  Events events;         // the phase's events, in order
};

// Prediction of ending the turn now. Empty (no attackers, no events) when the battle
// is over.
EnemyIntents PredictEnemyPhase(const Catalog& catalog, const BattleState& state);

}  // namespace bc
