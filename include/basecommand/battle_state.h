// The battle state: one copyable value holding everything a battle is. Fixed-size
// storage and indices only (no pointers, no heap), so that a copy is a memcpy-sized
// clone and a save is a walk over its fields. Whoever adds a field here also adds it to
// StateHash (src/core/state_hash.cpp) and to the save format; a test on
// sizeof(BattleState) is there to remind them.
#pragma once

#include <array>
#include <cstdint>

#include "basecommand/board.h"
#include "basecommand/card_state.h"
#include "basecommand/catalog.h"
#include "basecommand/rng.h"
#include "basecommand/rule_numbers.h"

namespace bc {

constexpr int kMaxAttackers = 60;       // one per non-base cell at most
constexpr int kMaxPendingSpawns = 16;   // telegraphed spawns waiting to land
constexpr int kMaxTraps = 8;            // demolition charges lying at once

// Static cell features, copied from the mission when the battle starts.
enum CellFlag : std::uint8_t {
  kCellBase = 1u << 0,
  kCellBlocked = 1u << 1,       // permanently impassable rock; never in an area
  kCellObjective = 1u << 2,     // a station asset: build nothing here
  kCellDeployment = 1u << 3,    // where scheduled attackers land
  kCellReinforcement = 1u << 4, // where reinforcement waves land
  kCellObjectiveLost = 1u << 5, // an attacker has entered this objective
};

enum class BarricadeKind : std::uint8_t {
  kNone = 0,
  kPlayer,         // Burning Barricade built by Terrain Works; destructible
  kMission,        // placed by the mission; destructible
  kIndestructible  // placed by the mission; a bash never destroys it
};

enum class ShieldState : std::uint8_t { kDown = 0, kUp, kOvercharged };

enum class Phase : std::uint8_t { kPlayer = 0, kVictory, kDefeat };

struct Attacker {
  std::uint16_t uid = 0;       // unique within the battle, in order of arrival
  EnemyIndex type = 0;
  Cell cell = kNoCell;
  std::int16_t hp = 0;
  std::int16_t max_hp = 0;
  std::int16_t shield = 0;     // shield points left
  std::int8_t poison = 0;      // damage per status tick
  std::int8_t poison_turns = 0;   // status ticks left; poison clears at 0
  std::int8_t incapacitated = 0;  // activations still to skip
  std::uint8_t activations = 0;   // activations taken (for replication cadence)
  std::uint8_t copies_made = 0;
  std::uint8_t ability : 7 = 0;  // a hero's chosen ability: index + 1 into its type's
                                 // abilities, 0 for none (shown as its intent)
  bool concealed : 1 = false;    // the player sees a contact, not its type or stats
                                 // (one bit beside ability: an attacker stays 20 bytes)
  std::uint32_t perks = 0;     // PerkBit bits (a support can strip them)
  std::uint8_t lane = 0;       // the mission lane it follows: index + 1, 0 for none

  bool operator==(const Attacker&) const = default;
};

// A telegraphed spawn: which schedule entry, what lands, and where. cell is kNoCell
// when no free spawn cell existed at telegraph time; it is resolved again at the next
// telegraph.
struct PendingSpawn {
  std::uint16_t entry = 0;  // index into the mission's schedule
  EnemyIndex enemy = 0;
  Cell cell = kNoCell;

  bool operator==(const PendingSpawn&) const = default;
};

// A demolition charge left by a trap-layer: it detonates when `fuse` reaches 0 at a turn
// tick, destroying the destructible barricades and armed fieldworks on and around its
// cell; while it lies there nothing is built or armed on its cell.
struct Trap {
  Cell cell = kNoCell;
  std::int8_t fuse = 0;      // turn ticks left before it detonates
  std::uint16_t layer = 0;   // uid of the attacker that laid it

  bool operator==(const Trap&) const = default;
};

// The board as bit masks (bit i = cell i), derived from cell_flags, barricades and
// attacker_at and kept in step with them, so that the rules test a cell set in one
// instruction instead of walking 64 cells. Only the functions below write the arrays
// they mirror; code that writes an array directly calls RebuildMasks after. Not hashed
// and not saved: they hold nothing the arrays do not.
struct BoardMasks {
  std::uint64_t blocked = 0;        // kCellBlocked
  std::uint64_t no_build = 0;       // base, blocked, objective, deployment, reinforcement
  std::uint64_t deployment = 0;     // kCellDeployment
  std::uint64_t reinforcement = 0;  // kCellReinforcement
  std::uint64_t barricades = 0;     // any barricade
  std::uint64_t destructible = 0;   // player-built and destructible mission barricades
  std::uint64_t player_built = 0;   // BarricadeKind::kPlayer
  std::uint64_t occupied = 0;       // an attacker stands here (attacker_at >= 0)
  std::uint64_t trapped = 0;        // a demolition charge lies here (traps)
  std::uint64_t posted = 0;         // a unit holds a post here (cards.posts)

  bool operator==(const BoardMasks&) const = default;
};

struct BattleState {
  // Identity.
  MissionIndex mission = 0;
  WeaponIndex weapon = 0;
  std::uint64_t seed = 0;
  Rng rng;

  // Board.
  std::array<std::uint8_t, kCellCount> cell_flags{};          // CellFlag bits
  std::array<BarricadeKind, kCellCount> barricades{};
  std::array<std::int8_t, kCellCount> attacker_at{};          // index into attackers, -1
  BoardMasks masks;                                            // the three above as masks

  // Attackers on the board, packed in [0, attacker_count).
  std::array<Attacker, kMaxAttackers> attackers{};
  std::uint8_t attacker_count = 0;
  std::uint16_t next_uid = 1;

  // The mission's attacker queue: schedule entries not yet telegraphed start at
  // queue_pos; telegraphed ones wait in pending with their landing cells.
  std::uint16_t queue_pos = 0;
  std::array<PendingSpawn, kMaxPendingSpawns> pending{};
  std::uint8_t pending_count = 0;
  // How many contacts the player sees (HasContacts, concealment.h): concealed attackers
  // on the board plus telegraphed spawns of a concealed type. Derived, like the masks:
  // kept in step by PlaceAttacker, Reveal, RemoveAttacker, Telegraph and LandPending,
  // counted again on load (CountContacts); not hashed, not saved.
  std::uint8_t contacts = 0;

  // Demolition charges on the board, packed in [0, trap_count), in laying order.
  std::array<Trap, kMaxTraps> traps{};
  std::uint8_t trap_count = 0;

  // Base.
  std::array<ShieldState, kQuadrantCount> shields{};
  std::int16_t base_health = kStandardBaseHealth;
  std::int16_t base_max_health = kStandardBaseHealth;

  // Cannon.
  std::int8_t cannon_charge = 0;      // charge steps; power = weapon.power_steps[charge-1]
  std::int8_t cannon_multiplier = 1;  // DOUBLE THE FALL sets 2 for the next shot

  // Terrain actions.
  std::int8_t terrain_actions_left = kTerrainActionsPerTurn;
  bool terrain_works = true;             // the terrain action is available at all

  // Turn flow.
  std::int16_t turn = 1;
  std::int16_t par = 8;
  Phase phase = Phase::kPlayer;
  std::int8_t frozen_turns = 0;   // enemy phases in which enemies do not move
  std::int8_t skip_spawns = 0;    // enemy phases in which nothing lands

  // Score.
  std::int32_t score = 0;
  std::int8_t multiplier = 1;     // x1 .. x5
  bool final_score_awarded = false;

  // The card side: hand, piles, unit instances (card_state.h).
  CardState cards;

  // Which cells' barricades the rules consulted, recorded only while `on` (BarricadeAt,
  // BarricadesIn). Off and empty in every state but the one a policy scores a turn on and
  // clears again, so states compare, copy and memoize as before; mutable because the
  // reads are recorded from rules that take the state as const. Not hashed, not saved.
  struct BarricadeReads {
    std::uint64_t cells = 0;
    bool on = false;
    bool operator==(const BarricadeReads&) const = default;
  };
  mutable BarricadeReads barricade_reads;

  bool operator==(const BattleState&) const = default;
};

// Reading barricades: every rule reads them through these, never through
// state.barricades or masks.barricades, so that a state recording its reads
// (barricade_reads.on) learns every cell whose barricade could have changed what the
// rules did. The barricade on one cell:
inline BarricadeKind BarricadeAt(const BattleState& state, Cell cell) {
  if (state.barricade_reads.on) [[unlikely]] state.barricade_reads.cells |= CellBit(cell);
  return state.barricades[static_cast<std::size_t>(cell)];
}
constexpr std::uint64_t kEveryCell = ~std::uint64_t{0};
// The cells among `cells` that hold a barricade (the test reads exactly those cells).
inline std::uint64_t BarricadesIn(const BattleState& state, std::uint64_t cells) {
  if (state.barricade_reads.on) [[unlikely]] state.barricade_reads.cells |= cells;
  return state.masks.barricades & cells;
}
// True when a rule may skip its barricade tests because no barricade stands (their answer
// is "none" on every cell). False while recording: the rule then runs its tests, which
// give the same answer and record the cells they looked at, not the whole board.
inline bool NoBarricadeToRead(const BattleState& state) {
  return state.masks.barricades == 0 && !state.barricade_reads.on;
}

// Keeping BoardMasks in step: the one place each board array is written.
// Sets a cell's CellFlag bits (all of them) and the masks that follow from them.
void SetCellFlags(BattleState& state, Cell cell, std::uint8_t flags);
inline void AddCellFlags(BattleState& state, Cell cell, std::uint8_t flags) {
  SetCellFlags(state, cell, static_cast<std::uint8_t>(state.cell_flags[cell] | flags));
}
// Puts (or, with kNone, removes) a barricade.
void SetBarricade(BattleState& state, Cell cell, BarricadeKind kind);
// Records which attacker (index into attackers, or -1) stands on a cell.
inline void SetAttackerAt(BattleState& state, Cell cell, std::int8_t index) {
  state.attacker_at[cell] = index;
  const std::uint64_t bit = CellBit(cell);
  state.masks.occupied = index >= 0 ? state.masks.occupied | bit : state.masks.occupied & ~bit;
}
// Lays a charge (the caller checks there is room and no charge on its cell) / takes
// charge `index` off the board, keeping the rest in laying order.
void AddTrap(BattleState& state, const Trap& trap);
void RemoveTrap(BattleState& state, int index);
// Puts unit instance `unit` on a post at `cell` (the caller checks there is room and the
// cell is free; it is marked as having acted this turn) / takes post `index` off the board,
// keeping the rest in order. Neither touches the unit's piles.
void AddPost(BattleState& state, std::int8_t unit, Cell cell);
void RemovePost(BattleState& state, int index);
// The range band a posted unit's order reaches `target` at: its king distance from the
// post, an attacker overhead (an aircraft on the post's own cell) counting as 1.
constexpr int OrderRange(Cell post, Cell target) {
  const int d = KingDistance(post, target);
  return d < 1 ? 1 : d;
}
// Whether post `post` has acted (taken its post, or engaged on orders) this player turn.
inline bool Acted(const BattleState& state, const Post& post) { return post.acted_turn == state.turn; }
// The index into cards.posts of the post on `cell`, or -1.
inline int PostAt(const BattleState& state, Cell cell) {
  if (cell < 0 || cell >= kCellCount || ((state.masks.posted >> cell) & 1u) == 0) return -1;
  for (int i = 0; i < state.cards.post_count; ++i) {
    if (state.cards.posts[i].cell == cell) return i;
  }
  return -1;
}
// The masks recomputed from the arrays (after a load, or a test that wrote them).
void RebuildMasks(BattleState& state);

}  // namespace bc
