// Shared siege operations: the one place where attackers take damage, score, die and
// leave the board, where the base and its shields change, and where victory and defeat
// are declared. The siege rules and the card rules (card_*.cpp) both use these, so that
// scoring and the end of a battle have a single implementation. Internal to the core.
#pragma once

#include <cstdint>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/routing.h"

namespace bc::siege {

// Appends an event when events is not null.
inline void Emit(Events* events, const Event& event) {
  if (events != nullptr) events->push_back(event);
}

// Index into state.attackers of the attacker on `cell` / with `uid`, or -1.
int FindAttackerAt(const BattleState& state, Cell cell);
// (Inline: the enemy phase asks it at every activation and step.)
inline int FindAttackerByUid(const BattleState& state, std::uint16_t uid) {
  for (int i = 0; i < state.attacker_count; ++i) {
    if (state.attackers[i].uid == uid) return i;
  }
  return -1;
}
// The same, trying `hint` first (the index the attacker had a moment ago).
inline int FindAttackerByUid(const BattleState& state, std::uint16_t uid, int hint) {
  if (hint >= 0 && hint < state.attacker_count && state.attackers[hint].uid == uid) return hint;
  return FindAttackerByUid(state, uid);
}

// An event of `kind` about attacker `a`: its uid, type and cell.
inline Event AttackerEvent(EventKind kind, const Attacker& a) {
  Event e;
  e.kind = kind;
  e.uid = a.uid;
  e.enemy = a.type;
  e.cell = a.cell;
  e.hidden = a.concealed;
  return e;
}

// Puts a new attacker of `type` on a free cell (the caller checks it is free). Marks an
// objective lost if the cell is one. Returns its index, or -1 if the board is full.
// Emits nothing: the caller emits kSpawned / kReplicated first.
int PlaceAttacker(const Catalog& catalog, BattleState& state, EnemyIndex type, Cell cell,
                  Events* events);
// An attacker another one brings onto the board (kSplit, kDropped, kReinforced): its event
// first, naming the newcomer (uid, type, cell, hidden when its type is concealed) and in
// `amount` the uid of the attacker it came from, then PlaceAttacker.
int PlaceAttackerFrom(const Catalog& catalog, BattleState& state, EventKind kind, EnemyIndex type, Cell cell,
                      std::uint16_t from_uid, Events* events);
// Concealment (docs/rules.md, Concealment). Reveal: a concealed attacker `index` is
// revealed (kRevealed with the cause); nothing for one already seen. RevealIfSeen: it is
// revealed if it stands at range 1 or on or next to an armed fieldwork whose card has a
// reveal effect. RevealAllSeen: RevealIfSeen for every attacker, in attacker order.
void Reveal(BattleState& state, int index, RevealCause cause, Events* events);
void RevealIfSeen(const Catalog& catalog, BattleState& state, int index, Events* events);
void RevealAllSeen(const Catalog& catalog, BattleState& state, Events* events);
// Moves attacker `index` to an adjacent free cell (kMoved; objective check).
void MoveAttacker(BattleState& state, int index, Cell to, Events* events);
// Marks the objective on `cell` lost (kObjectiveLost) the first time an attacker enters.
void MarkObjectiveLost(BattleState& state, Cell cell, Events* events);
// A free neighbour of `cell` for a new ground attacker (not base, reachable, no
// attacker, no barricade): with the largest routing distance when `farthest`, else the
// smallest; ties in direction order. kNoCell when none.
Cell FreeNeighbour(const BattleState& state, const Routing& routing, Cell cell, bool farthest);
// Takes attacker `index` off the board (no event, no score). Indices of other attackers
// may change: the last one takes the freed slot.
void RemoveAttacker(BattleState& state, int index);

// Deals `amount` damage to attacker `index`: its shield points absorb first unless
// ignore_shield; each HP removed scores 10 x multiplier; a kill scores 50 x multiplier,
// then raises the multiplier, removes the attacker and checks victory. Returns true if
// the attacker was destroyed (its index is then gone). Emits kAttackerDamaged,
// kPointsScored, kAttackerDestroyed, kMultiplierChanged as they happen.
bool DamageAttacker(const Catalog& catalog, BattleState& state, int index, int amount,
                    bool ignore_shield, Events* events);

// Adds delta levels to the score multiplier, kept in x1..x5 (kMultiplierChanged).
void ChangeMultiplier(BattleState& state, int delta, Events* events);
// Adds points x the multiplier in force to the score (kPointsScored).
// `hidden`: the points are for a hit on a contact, and its event is marked so (the log
// then tells no number that gives away the HP the hit took).
void ScorePoints(BattleState& state, int points, Events* events, bool hidden = false);

// Base health: damage (kBaseDamaged; then defeat at 0 unless check_defeat is false, for
// a caller that finishes its own events first) and repair (kBaseRepaired, up to the
// maximum). Return the amount actually dealt / restored.
int DamageBase(BattleState& state, int amount, Events* events, bool check_defeat = true);
int RepairBase(BattleState& state, int amount, Events* events);

// Shields. SetShield emits kShieldDown / kShieldRestored / kShieldOvercharged for the
// change. RepairShield is the rulebook's shield repair: restores the first downed
// quadrant (NW, NE, SW, SE) before overcharging the first active one; returns false if
// every shield is already overcharged.
void SetShield(BattleState& state, Quadrant quadrant, ShieldState to, Events* events);
bool RepairShield(BattleState& state, Events* events);

// Victory when the battle is running, the queue (schedule remainder + pending) and the
// board are empty: card victory hooks, the final score once, kFinalScore, kVictory.
// Returns true if the battle is (now) won.
bool CheckVictoryNow(const Catalog& catalog, BattleState& state, Events* events);
// (Inline: every action asks it, and while attackers stand the answer is no.)
inline bool CheckVictory(const Catalog& catalog, BattleState& state, Events* events) {
  if (state.phase == Phase::kPlayer && state.attacker_count != 0) return false;
  return CheckVictoryNow(catalog, state, events);
}
// Defeat when base health is 0 (kDefeat). Returns true if the battle is (now) lost.
bool CheckDefeat(BattleState& state, Events* events);

// True while the battle is being played (neither won nor lost).
inline bool IsRunning(const BattleState& state) { return state.phase == Phase::kPlayer; }


}  // namespace bc::siege
