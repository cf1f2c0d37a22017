// Definitions: what the data files describe, after loading. Immutable during a battle;
// a battle state refers to them by index (typed handles below), never by pointer, so
// that the state stays a cheap, self-contained value.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/board.h"
#include "basecommand/card_defs.h"
#include "basecommand/difficulty.h"
#include "basecommand/rule_numbers.h"

namespace bc {

using EnemyIndex = std::uint8_t;    // index into Catalog::enemies
using MissionIndex = std::uint16_t; // index into Catalog::missions
using WeaponIndex = std::uint8_t;   // index into Catalog::weapons

// Enemy tag bits (data: "tags").
enum EnemyTag : std::uint32_t {
  kTagAircraft = 1u << 0,  // flies: ignores terrain for movement and line of fire
  kTagFast = 1u << 1,      // informational; speed itself is `steps`
  kTagReplicator = 1u << 2,
  kTagArmoured = 1u << 3,
  kTagElite = 1u << 4,
  kTagJammer = 1u << 5,    // while on the board, the cannon gains no charge step
  kTagLane = 1u << 8,      // follows a lane of its mission instead of the nearest-base path
  kTagCrusher = 1u << 9,   // a ground attacker that bashes a destructible barricade steps
                           // through it in the same step (docs/rules.md, Crusher)
};

// Krab-style replication: every `interval`-th activation of the attacker, after it
// moves, it places a new attacker of type `into` on a free cell next to it, up to
// `max_copies` times over its life.
struct ReplicateDef {
  bool enabled = false;
  int interval = 2;
  int max_copies = 1;
  EnemyIndex into = 0;
};

// Splitter: when destroyed, `count` attackers of type `into` take its place, the first
// on its cell, the others on free neighbours (the replication cell rule).
struct SplitDef {
  bool enabled = false;
  int count = 2;
  EnemyIndex into = 0;
};

// Medic: at the end of each activation that leaves it on the board, it repairs up to
// `amount` HP of the most damaged attacker next to it (0 = not a medic).
struct MendDef {
  int amount = 0;
};

// Carrier: the first time one of its activations ends at range `range` or nearer, it
// drops an attacker of type `into` on the free neighbour nearest the base.
struct DropDef {
  bool enabled = false;
  int range = 2;
  EnemyIndex into = 0;
};

// Sector changer: every `interval`-th activation, instead of stepping, it circles the
// base a quarter turn clockwise to the same range in the next sector (0 = never).
struct ShiftDef {
  int interval = 0;
};

// Trap-layer: every `interval`-th activation in which it leaves its cell, it leaves a
// demolition charge on the cell it left, which detonates after `fuse` turn ticks
// (0 = lays nothing).
struct LayDef {
  int interval = 0;
  int fuse = 3;
};

// Post hunter: at each activation, when a posted unit (docs/rules.md, Posts) stands within
// `reach` cells of it (king distance), it goes for the nearest one instead of the base
// (0 = never).
struct HuntDef {
  std::int8_t reach = 0;
};

// A hero's ability (data: "abilities"), one of which it chooses when the player's turn
// begins and uses at its next activation (docs/rules.md, Hostile Behaviours).
enum class AbilityKind : std::uint8_t {
  kCallReinforcements,  // `amount` attackers of type `enemy` beside it, then it steps
  kShieldEscorts,       // every other attacker within 2 cells gains `amount` shield
  kCharge,              // `amount` extra steps this activation
  kJamCannon,           // the cannon loses `amount` charge steps, then it steps
  kDigIn,               // it gains `amount` shield points and holds its cell
};
// When an ability may be chosen, judged on the board when the player's turn begins.
enum class AbilityWhen : std::uint8_t {
  kAlways,
  kAlone,          // no other attacker within 2 cells of it
  kEscorted,       // another attacker within 2 cells of it
  kDamaged,        // at or below half its maximum HP
  kCannonCharged,  // the cannon is at charge step 2 or more
  kNear,           // it stands at range 2 or nearer
  kFar,            // it stands at range 3 or farther
};
struct AbilityDef {
  AbilityKind kind = AbilityKind::kCharge;
  AbilityWhen when = AbilityWhen::kAlways;
  int amount = 1;
  EnemyIndex enemy = 0;  // kCallReinforcements: the type called in
  int max = 0;           // kDigIn: the most shield it digs in to (0: no cap)
};
constexpr int kMaxAbilities = 8;
const char* AbilityKindName(AbilityKind kind);  // "call_reinforcements", ...
const char* AbilityWhenName(AbilityWhen when);  // "always", "alone", ...

struct EnemyDef {
  std::string id;           // "black_star_initiate"
  std::string name;         // "BLACK-STAR INITIATE"
  std::string description;  // one dry line for tooltips
  int attack = 1;           // blows per engagement
  int firepower = 1;        // damage per blow
  int evasion = 0;          // reduces incoming blow damage
  int health = 1;
  int shield = 0;           // shield points, absorbed before health
  int breach_damage = 1;    // damage to base health on an unshielded breach
  int steps = 1;            // cells per activation
  int crit_chance = 0;      // percent, for engagement blows
  int crit_bonus = 0;
  int miss_chance = 0;      // percent
  std::uint32_t tags = 0;   // EnemyTag bits
  std::uint32_t perks = 0;  // PerkBit (card_defs.h) bits usable in engagements
  std::string sprite;       // sprite id in assets/
  ReplicateDef replicate;
  SplitDef split;
  MendDef mend;
  DropDef drop;
  ShiftDef shift;
  LayDef lay;
  std::vector<AbilityDef> abilities;  // a hero's, in decision order (empty: not a hero)
  bool concealed = false;   // lands concealed: the player sees a contact until revealed
  HuntDef hunt;             // (a byte beside `concealed`: the record keeps its size)

  bool IsAircraft() const { return (tags & kTagAircraft) != 0; }
  bool IsJammer() const { return (tags & kTagJammer) != 0; }
  bool FollowsLane() const { return (tags & kTagLane) != 0; }
  bool Crushes() const { return (tags & kTagCrusher) != 0 && (tags & kTagAircraft) == 0; }
  bool IsHero() const { return !abilities.empty(); }
  bool Hunts() const { return hunt.reach > 0; }
};

// Base weapon: the central cannon and its variants.
struct WeaponDef {
  std::string id;
  std::string name;
  std::string description;
  std::vector<int> power_steps = {1, 3, 5};  // power at charge 1, 2, 3...
  int min_range = 1;
  int max_range = 3;
  int splash = 0;  // damage dealt to attackers next to the target (ignores terrain)
};

// Where an attacker in the schedule enters: a named cell, or any free spawn cell of a
// sector (chosen with the battle's RNG when the spawn is telegraphed).
struct SpawnDef {
  int turn = 1;             // the player turn on which it is first on the board
  EnemyIndex enemy = 0;
  Cell cell = kNoCell;      // exact cell, or kNoCell to use `sector`
  Sector sector = Sector::kN;
  bool reinforcement = false;  // enters on a reinforcement cell instead of deployment
  int lane = -1;            // index into the mission's lanes it follows, or -1
};

// A mission's lane: a named chain of king-adjacent cells whose last cell is next to the
// base. An attacker on a lane steps along it instead of the nearest-base path.
struct LaneDef {
  std::string id;
  std::vector<Cell> cells;
};
constexpr int kMaxLanes = 8;
constexpr int kMaxLaneCells = 24;

struct BarricadeDef {
  Cell cell = kNoCell;
  bool destructible = true;
};

enum class DeckPolicy : std::uint8_t { kCustom, kStarter, kFixed };

// Posts (docs/rules.md, Posts): in a mission that turns them on, a unit card that survives
// its engagement takes a post on the board, up to `max` at once (0 = no posts: the unit
// returns to its rail, as in the rulebook).
struct PostsDef {
  std::int8_t max = 0;
  bool enabled() const { return max > 0; }
};

// A mission's star thresholds at a difficulty level other than STANDARD (data:
// "stars_by_level"), calibrated at that level by the rule STANDARD's are
// (docs/balance.md, Calibration), so that a star asks the same of a player at every level.
struct LevelStars {
  std::string level;                      // a difficulty id of data/difficulties.json
  std::array<int, 3> scores = {0, 0, 0};  // score for 1, 2, 3 stars at that level

  bool operator==(const LevelStars&) const = default;
};

// The weapon a mission mounts when it names none; a mission naming any other weapon
// fights with that one whatever the loadout (see MountedWeapon in docs/rules.md).
inline constexpr const char* kStandardWeapon = "standard_cannon";

struct MissionDef {
  std::string id;
  std::string name;
  std::string briefing;
  // Starting (and maximum) base health: kStandardBaseHealth for every mission loaded
  // from data (the loader refuses a mission file that sets it). Only a declared
  // difficulty modifier may lower it; tests set it by hand.
  int base_health = kStandardBaseHealth;
  // Discard points at the start: kDiscardStart for every mission loaded from data; only
  // a difficulty level's modifier changes it (difficulty.h).
  int discard_start = kDiscardStart;
  std::array<bool, kQuadrantCount> shields_up = {true, true, true, true};
  int cannon_charge = 0;     // starting charge step
  int par = 8;               // turns
  // Score for 1, 2, 3 stars, at the level the mission is fought at: STANDARD's as loaded;
  // MissionAtDifficulty puts the level's own there (level_stars).
  std::array<int, 3> star_scores = {0, 0, 0};
  std::vector<LevelStars> level_stars;  // the other levels' thresholds, in data order
  int flawless_score = 0;    // score for a flawless grade (0 = none), at every level
  std::vector<SpawnDef> schedule;  // sorted by turn
  std::vector<Cell> blocked;
  std::vector<Cell> objectives;
  std::vector<Cell> deployment;
  std::vector<Cell> reinforcement;
  std::vector<BarricadeDef> barricades;
  std::vector<LaneDef> lanes;      // in data order; attackers refer to them by index
  int objective_bonus = 0;   // score on victory per objective no attacker entered
  DeckPolicy deck_policy = DeckPolicy::kCustom;
  PostsDef posts;  // the player's units stand on the board (max 0: off; a byte beside
                   // deck_policy, so that the record keeps its size)
  std::string weapon = kStandardWeapon;    // weapon id
  std::string fixed_loadout;               // loadout id for DeckPolicy::kFixed
  std::vector<std::string> siege_units;    // mission-defined siege unit card ids

  // Derived from the fields above by FinishCatalog (below) when the catalog is loaded,
  // so that a battle never recomputes them; a mission built by hand without it still
  // plays (its routing is then computed when needed).
  bool finished = false;
  std::uint64_t blocked_mask = 0;  // the cells of `blocked`
  Routing routing;                 // the routing table of a board with those cells blocked
  std::vector<int> siege_unit_cards;  // siege_units as card indices (-1 unknown)
  int weapon_index = -1;              // `weapon` as an index into weapons (-1 unknown)
};

// Everything loaded from data/. Built by the data layer (or by hand in tests).
struct Catalog {
  std::vector<EnemyDef> enemies;
  std::vector<WeaponDef> weapons;
  std::vector<MissionDef> missions;
  std::vector<CardDef> cards;
  std::vector<LoadoutDef> loadouts;
  std::vector<DifficultyDef> difficulties;  // in data order (data/difficulties.json)
  // The level this catalog's missions were rewritten for (CatalogAtDifficulty), or ""
  // for the missions as the data gives them (STANDARD).
  std::string difficulty;

  // Index lookups by id; -1 when absent.
  int FindEnemy(const std::string& id) const;
  int FindWeapon(const std::string& id) const;
  int FindMission(const std::string& id) const;
  int FindCard(const std::string& id) const;
  int FindLoadout(const std::string& id) const;
  int FindDifficulty(const std::string& id) const;
};

// The power of the weapon's shot at `charge`: its power step for that charge, 0 when
// uncharged, past its last step, or for no such weapon (before the battle's multiplier).
inline int WeaponPowerAt(const Catalog& catalog, WeaponIndex weapon, int charge) {
  if (charge < 1 || weapon >= catalog.weapons.size()) return 0;
  const std::vector<int>& steps = catalog.weapons[weapon].power_steps;
  return static_cast<std::size_t>(charge) <= steps.size() ? steps[static_cast<std::size_t>(charge) - 1] : 0;
}

// The lane (index into mission.lanes) an attacker of type `enemy` landing on `cell`
// follows: `entry_lane` when it is one, else for a lane-following type the first lane
// holding `cell`, else the lane whose first cell is nearest (king distance, ties in data
// order); -1 for none (it walks the nearest-base path).
int LaneFor(const MissionDef& mission, const EnemyDef& enemy, Cell cell, int entry_lane);

// Fills the derived fields of every mission (MissionDef::finished and after) and of every
// card (CardDef::triggers), and resolves every loadout's ids (LoadoutDef::resolved). The
// data layer calls it once the catalog is loaded; whoever changes a mission, a card's
// effects or a loadout of a finished catalog after calls it again.
void FinishCatalog(Catalog& catalog);

}  // namespace bc
