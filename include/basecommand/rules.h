// The rules core's front door: start a battle, list legal actions, apply one action.
// Everything here is deterministic: same catalog + seed + actions => same state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/carried_units.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/rules_text.h"

namespace bc {

// What a battle starts from: the mission, the seed, the deck, and the units an
// operation keeps from its earlier missions.
struct BattleSetup {
  MissionIndex mission = 0;
  std::uint64_t seed = 0;
  int loadout = -1;  // index into catalog.loadouts; -1 = what the mission's deck policy gives
  // Units you keep (carried_units.h): records for the roster's unit cards, applied with
  // ApplyCarriedUnits once the instances exist, before the rails are shuffled.
  Roster carried_units;
  // A deck not in the catalog (a command file). Used instead of `loadout` when the
  // mission's deck policy is kCustom and it is a legal deck; other policies ignore it.
  // The card state's loadout index stays -1 for it.
  std::optional<LoadoutDef> custom_loadout;
  // The difficulty level (an id of catalog.difficulties). The rules core plays the
  // catalog it is given: whoever starts the battle hands it the catalog at this level
  // (CatalogAtDifficulty, difficulty.h), as BattleSession does.
  std::string difficulty = kStandardDifficulty;
};

// Why a battle cannot start from this setup, or "" when it can: the mission index, the
// enemy types its schedule and replication name, and its cells must all exist. The data
// layer checks the same and more when it loads; this is the core's own guard.
std::string CheckBattleSetup(const Catalog& catalog, const BattleSetup& setup);

// A fresh battle: the mission's board, its first wave on the board, the next wave
// telegraphed, the hand drawn. Events (may be null) receive the opening events. A setup
// that CheckBattleSetup refuses gives a battle that is already over (lost, no events).
BattleState NewBattle(const Catalog& catalog, const BattleSetup& setup,
                      Events* events = nullptr);
// Shorthand for the mission's own deck policy.
BattleState NewBattle(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                      Events* events = nullptr);

struct ApplyResult {
  bool ok = false;
  std::string reason;  // why the action was rejected; empty when ok
  Events events;       // what happened; empty when rejected
};

// Validates the action against the state; if legal, changes the state and returns the
// events; if not, returns the reason (in `text`'s words) and leaves the state untouched.
ApplyResult Apply(const Catalog& catalog, BattleState& state, const Action& action,
                  const RulesText& text = EnglishRulesText());

// Applies an action that CheckAction accepts (one from LegalActions, say) without
// checking it again. events may be null to skip building them. For the bench and for
// search, where the check has already been made; anything else uses Apply.
void ApplyUnchecked(const Catalog& catalog, BattleState& state, const Action& action,
                    Events* events);

// End turn as far as a position's value can see, for a policy that scores an action by
// the state after the enemy's reply: ApplyUnchecked(EndTurn) without the next turn's start
// (its wave telegraphed, the heroes' abilities chosen) and without events. Not a state to
// play on. It differs from end turn's only in what that start writes: the telegraphed
// spawns (the queue position, the pending spawns and their cells, the contacts count;
// the queue's and the pending's attackers together are as many), the heroes' chosen
// abilities, and the Rng (the cells are drawn). The board, the base, the shields, the
// cannon, the score, the cards, the turn and the outcome are end turn's: that start comes
// after the turn tick, and it ends no battle (telegraphing moves attackers from the queue
// to the pending, which CheckVictory counts together).
void EndTurnToValue(const Catalog& catalog, BattleState& state);

// The reason the action would be rejected, or an empty string if it is legal. The reason
// is in `text`'s words: English by default, the game passes its catalogue's.
std::string CheckAction(const Catalog& catalog, const BattleState& state,
                        const Action& action, const RulesText& text = EnglishRulesText());

// The most actions LegalActions can list: end turn; a shot at each attacker; a build or
// a demolition on each cell; each unit slot at each attacker; each support slot at each
// attacker (a cell target is the widest) and each posted unit; each bay on each cell; each
// discard; each discovery option; each post's order at each attacker, and its stand-down.
constexpr int kMaxLegalActions = 1 + kMaxAttackers + 2 * kCellCount + kHandSlots * kMaxAttackers +
                                 kHandSlots * kMaxAttackers + kHandSlots * kMaxPosts +
                                 kMaxBays * kCellCount + 2 * kHandSlots + kMaxOptions +
                                 kMaxPosts * kMaxAttackers + kMaxPosts;

// Room for every action a state can list, filled in place: the listing of a caller that
// lists at every step (a playout, a search) without a vector's bookkeeping. Keep one
// and reuse it.
struct ActionList {
  std::array<Action, kMaxLegalActions + 1> actions{};  // + 1: the listing writes a word
                                                       // past its last action
  int count = 0;

  std::size_t size() const { return static_cast<std::size_t>(count); }
  bool empty() const { return count == 0; }
  const Action& operator[](std::size_t i) const { return actions[i]; }
  const Action* begin() const { return actions.data(); }
  const Action* end() const { return actions.data() + count; }
};

// Every legal action in a fixed order (end turn first).
std::vector<Action> LegalActions(const Catalog& catalog, const BattleState& state);
void LegalActions(const Catalog& catalog, const BattleState& state,
                  std::vector<Action>& out);  // reuses out's storage
void LegalActions(const Catalog& catalog, const BattleState& state, ActionList& out);

// The legal actions counted without listing them, and any one of them built alone, in
// LegalActions' order: LegalActionAt(state, set, i) == LegalActions(catalog, state)[i]
// for every i below set.count. A uniform random playout draws its action this way
// (bench, the random policy) instead of writing the whole list out. The set holds the
// listing's groups (the cells to build on, one unit's targets, ...) as masks, each with
// its count; it reads `state` again in LegalActionAt, so use it before the state changes.
struct LegalActionSet {
  // How a group's actions are made from its template: `bits` gives, in ascending order,
  // the values put in `field` (kValues), the cells of attackers taken in attacker order
  // (kAttackerCells), or the indices of attackers whose cells are put (kAttackerIndices).
  enum class Expand : std::uint8_t { kValues, kAttackerCells, kAttackerIndices };
  enum class Field : std::uint8_t { kNone, kCell, kIndex, kSlot };
  struct Group {
    std::uint64_t bits = 0;
    // The template action's six fields a byte each (kind, slot, cell, target, index,
    // rail, from the low byte up), then Expand | Field << 4, then the group's count.
    std::uint64_t word = 0;
  };
  static constexpr int kMaxGroups = 4 + kHandSlots + 2 * kHandSlots + kMaxBays + 2 + kMaxPosts + 1;
  std::array<Group, kMaxGroups> groups{};
  int count = 0;  // LegalActions(catalog, state).size()
  // Kept from one call to the next on the same set: the cells the barricades' shadows
  // cover (no line of fire reaches a ground attacker there), for the blocked cells and
  // barricades they were worked out for. Barricades seldom change within a battle; a
  // call that finds them changed works the cells out again.
  struct Shade {
    std::uint64_t blocked = ~std::uint64_t{0};  // none yet (no board blocks every cell)
    std::uint64_t barricades = 0;
    std::uint64_t cells = 0;
  };
  Shade shade;
};
void CountLegalActions(const Catalog& catalog, const BattleState& state, LegalActionSet& out);
// The i-th action of the set (0 <= i < set.count), as LegalActions lists it.
Action LegalActionAt(const BattleState& state, const LegalActionSet& set, int i);

// True once the battle is won or lost.
inline bool IsOver(const BattleState& state) { return state.phase != Phase::kPlayer; }

// A 64-bit hash of the whole state, the same on every run and platform (64-bit words of
// its fields' little-endian bytes, src/core/state_hash.h).
std::uint64_t StateHash(const BattleState& state);
// The hash saves of version 1 recorded (FNV-1a 64 a byte at a time, every attacker slot
// included): a save of that version still resumes when its state hash is this one.
std::uint64_t StateHashVersion1(const BattleState& state);

}  // namespace bc
