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

// An armed fieldwork going off on an attacker during the phase (a mine or toxin trap it
// runs onto, a sentry's, watchman's or flak nest's overwatch, or the end-of-turn check).
struct FieldworkHit {
  Cell cell = kNoCell;     // the fieldwork's cell
  CardIndex card = kNoCard;
  int damage = 0;          // HP (and shield points) it takes from the attacker
  bool destroys = false;   // the attacker is destroyed by it
  bool stops = false;      // it went off under the attacker: its activation ends there
};

// A demolition charge detonating at this phase's turn tick.
struct DetonationIntent {
  Cell cell = kNoCell;
  std::vector<Cell> barricades;  // destructible barricades it destroys
  std::vector<Cell> fieldworks;  // armed fieldworks it destroys
  std::vector<Cell> posts;       // posted units its blast hurts
  std::vector<Cell> posts_lost;  // ... and those it brings down
};

// An engagement an attacker starts with a posted unit in its way (docs/rules.md, Posts):
// the attacker swings first, the unit retaliates.
struct PostClash {
  Cell post = kNoCell;          // the post it engages; kNoCell for none
  CardIndex card = kNoCard;     // the unit posted there
  int blows = 0;                // blows the attacker makes
  int blows_back = 0;           // blows the unit makes
  int damage_to_unit = 0;       // HP the unit loses
  int damage_to_attacker = 0;   // HP the attacker loses in it
  bool unit_falls = false;      // the unit is defeated
  bool attacker_dies = false;   // the attacker is destroyed in it
  bool gives_way = false;       // a stalemate: the unit leaves its post (docs/rules.md, Posts)
};

// One attacker on the board now, and what the enemy phase does with it.
struct AttackerIntent {
  std::uint16_t uid = 0;
  EnemyIndex enemy = 0;
  Cell start = kNoCell;     // where it stands now
  std::vector<Cell> moves;  // cells it steps into, in order
  Cell end = kNoCell;       // where it stands after the phase; kNoCell if gone
  Cell bash = kNoCell;      // the barricade it bashes, if any
  bool crushes = false;     // a crusher's bash: it steps through onto the barricade's cell
  bool waits = false;       // blocked by another attacker (or no path)
  bool skips = false;       // incapacitated: spends this activation
  bool breaches = false;
  Quadrant quadrant = Quadrant::kNW;  // the quadrant it breaches
  bool shield_blocks = false;         // the breach is stopped by the quadrant's shield
  int base_damage = 0;                // damage its breach deals to base health (no more than
                                      // the base has left)
  int breach_damage = 0;              // its breach damage in full, shield or not
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
  int ability_amount = 0;             // what it comes to: the shield it digs in, the charge
                                      // steps it drains, the shield each escort gains
  std::vector<Cell> escorts;          // the attackers its shield_escorts reaches (their cells)
  std::vector<Cell> reinforcements;   // where the attackers it calls in land
  bool reveals = false;               // a concealed attacker the phase reveals
  bool contact = false;               // shown as an unknown contact (concealment.h)
  int lane = -1;                      // the mission lane it follows (index), or -1
  std::vector<Cell> path;             // its whole path to the base from `start` (lane-aware),
                                      // ending with the base cell
  std::vector<FieldworkHit> fieldwork_hits;  // fieldworks that go off on it, in order
  Cell trap_cell = kNoCell;           // where it leaves a demolition charge, if it does
  int trap_fuse = 0;                  // the charge's count
  Cell hunt = kNoCell;                // the post a post hunter goes for, if any
  PostClash post_clash;               // the post it engages, if it does (post != kNoCell)
  // The base falls before this attacker's activation: the phase ends there, and what the
  // fields above say it does is what it would do if the base stood (the phase run again
  // on a copy whose base does not fall). Not counted in the totals below.
  bool after_fall = false;
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
  std::vector<DetonationIntent> detonations;   // demolition charges going off, in order
  bool frozen = false;                         // nobody moves this phase
  bool spawns_skipped = false;
  bool cannon_jammed = false;                  // the cannon gains no charge step
  int cannon_drained = 0;                      // charge steps a hero's jam takes
  int base_damage = 0;   // total to base health
  int units_lost = 0;    // posted units defeated in the phase (engaged or blasted)
  bool defeat = false;   // the phase ends the battle lost
  bool victory = false;  // the phase ends the battle won
  Events events;         // the phase's events, in order
};

// Prediction of ending the turn now. Empty (no attackers, no events) when the battle
// is over. When the phase ends in defeat, the attackers that would have activated after
// the base fell carry what they would do had it stood (`after_fall`), so that every
// attacker keeps its intent.
EnemyIntents PredictEnemyPhase(const Catalog& catalog, const BattleState& state);

}  // namespace bc
