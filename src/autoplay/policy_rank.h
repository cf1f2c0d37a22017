// Internal to the policies: greedy's scoring of every legal action, shared by the greedy
// and search policies.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/rules.h"
#include "autoplay/policy_preview.h"

namespace bc::policy {

// `n` bytes from `in` to `out`, 32 at a time, the rest in one last block of 32 that ends
// at `n` (overlapping the one before; the two never overlap each other): copies of a few
// hundred bytes in vector registers, which cost less than the string instruction a
// compiler emits for one copy of that size.
inline void CopyBlocks(unsigned char* out, const unsigned char* in, std::size_t n) {
  if (n < 32) {
    std::memcpy(out, in, n);
    return;
  }
  std::size_t i = 0;
  for (; i + 32 <= n; i += 32) std::memcpy(out + i, in + i, 32);
  if (i < n) std::memcpy(out + n - 32, in + n - 32, 32);
}

// `to = from`, copying only the attackers in use: the rules keep every slot past
// attacker_count at Attacker{} (RemoveAttacker clears the slot it frees, PlaceAttacker
// writes a whole one), so the slots `to` used past `from`'s count are cleared and the rest
// of the array is already equal. The searches copy a state for every action they try; most
// of a state's bytes are the sixty attacker slots.
inline void CopyState(BattleState& to, const BattleState& from) {
  static_assert(std::is_trivially_copyable_v<BattleState> && std::is_standard_layout_v<BattleState>);
  constexpr std::size_t kAttackers = offsetof(BattleState, attackers);
  constexpr std::size_t kAfter = kAttackers + sizeof(BattleState::attackers);
  const int live = from.attacker_count;
  const int stale = to.attacker_count;
  auto* out = reinterpret_cast<unsigned char*>(&to);
  const auto* in = reinterpret_cast<const unsigned char*>(&from);
  // Everything up to the last attacker in use, in one copy; then the rest after the slots.
  CopyBlocks(out, in, kAttackers + sizeof(Attacker) * static_cast<std::size_t>(live));
  for (int i = live; i < stale; ++i) {
    // Attacker{} written in place (zeros, and no cell), as RemoveAttacker clears a slot.
    Attacker& slot = to.attackers[static_cast<std::size_t>(i)];
    std::memset(static_cast<void*>(&slot), 0, sizeof slot);
    slot.cell = kNoCell;
  }
  CopyBlocks(out + kAfter, in + kAfter, sizeof(BattleState) - kAfter);
}

// What EvaluateState reads of the catalog for every attacker, looked up once: each
// enemy type's breach damage, by EnemyIndex (1 for an index the catalog does not have).
struct EvalTables {
  EvalTables() = default;
  explicit EvalTables(const Catalog& catalog);
  std::array<std::int32_t, 256> breach{};
};

// EvaluateState with the tables made once for many states (the same value exactly).
double Evaluate(const Catalog& catalog, const EvalTables& tables, const BattleState& state);

// Whether playing the support card `card` leaves Evaluate's value as it was, whatever it
// is aimed at: each of its on-play effects sets only a status, a bonus, a count or an
// offer whose worth shows later (in an engagement or the enemy phase), and none of them
// a number Evaluate reads (the battle's outcome, the score, the base's health, the
// shields, the cannon's power, the attackers' health, shields, types, cells and numbers,
// the queue, the turn, the units' health and losses). Playing a support does nothing else
// Evaluate reads: the card leaves its slot for a pile, and CheckVictory finds what it
// found before (the board and the queue are as they were). Effects with another trigger
// are hooks, which playing the card does not run. False when any on-play effect changes
// such a number (damage, a push, a reveal, a repair, the cannon, the score, a unit's
// health).
bool WorthNothingAtOnce(const CardDef& card);

struct ScoredAction {
  Action action;
  double value = 0.0;
};

// Greedy's value of one action: applied to a copy of `state` (`copy`, scratch storage)
// whose Rng is reseeded with `determinizer`, the turn ended on the copy as far as its value
// can see (EndTurnToValue: the same value as a whole end turn), then Evaluate,
// plus the preview's expectations for a unit play. With `reads`, the cells whose
// barricade the rules read while playing it are stored there (BattleState::barricade_reads).
double ScoreAction(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                   std::uint64_t determinizer, const Action& action, BattleState& copy,
                   PreviewTerms& previews, std::uint64_t* reads = nullptr);

// True when `action` is worth exactly end turn's value, on the same determinizer, without
// being played: it builds a barricade on a cell whose barricade end turn's play never read
// (`end_turn_reads`, ScoreAction's). Building changes three things. The barricade on that
// cell: the end of turn as scored (EndTurnToValue) reads the same barricades everywhere
// else, so it takes the same decisions and the same draws. The player_built and
// destructible masks: only the player's checks and listings read them, and those read
// every cell's barricade. terrain_actions_left: read by those same checks only, and set
// again at the turn's start. Evaluate reads none of the four, and a build draws nothing
// and ends no battle (a running state has passed CheckVictory).
inline bool ScoresAsEndTurn(const Action& action, std::uint64_t end_turn_reads) {
  return action.kind == ActionKind::kBuildBarricade && ((end_turn_reads >> action.cell) & 1u) == 0;
}

// The hand's twins: for each slot, an earlier slot holding the same support card, or a
// unit instance equal in every stat (UnitInstance::operator==: card, rank, health,
// bonuses, perks, attachments), else -1. A twin's play at a target is worth what the
// earlier slot's play at that target is worth, exactly: the card's targets, effects and
// draws do not depend on its slot (LegalActions lists each slot's plays alike, slots in
// order), and what differs after it, which slot is empty and which of two equal
// instances has moved, is nothing Evaluate reads (it sums over the instances).
struct HandTwins {
  std::array<std::int8_t, kHandSlots> unit{-1, -1, -1};
  std::array<std::int8_t, kHandSlots> support{-1, -1, -1};
  // The twin slot of `action`'s card when it plays a unit or a support, else -1.
  int Of(const Action& action) const {
    if (action.slot < 0 || action.slot >= kHandSlots) return -1;
    if (action.kind == ActionKind::kPlayUnit) return unit[static_cast<std::size_t>(action.slot)];
    if (action.kind == ActionKind::kPlaySupport) return support[static_cast<std::size_t>(action.slot)];
    return -1;
  }
};

inline HandTwins FindHandTwins(const CardState& cards) {
  HandTwins twins;
  for (int s = 1; s < kHandSlots; ++s) {
    const std::size_t at = static_cast<std::size_t>(s);
    for (int t = 0; t < s; ++t) {
      const std::size_t before = static_cast<std::size_t>(t);
      if (twins.support[at] < 0 && cards.support_slots[at] != kNoCard &&
          cards.support_slots[at] == cards.support_slots[before]) {
        twins.support[at] = static_cast<std::int8_t>(t);
      }
      if (twins.unit[at] < 0 && cards.unit_slots[at] >= 0 && cards.unit_slots[before] >= 0 &&
          cards.units[static_cast<std::size_t>(cards.unit_slots[at])] ==
              cards.units[static_cast<std::size_t>(cards.unit_slots[before])]) {
        twins.unit[at] = static_cast<std::int8_t>(t);
      }
    }
  }
  return twins;
}

// Scores every legal action of a running battle and sorts them best first (ties keep
// LegalActions order, so end turn wins a tie). An action is scored by applying it to a
// copy of the state whose Rng is reseeded with `determinizer` (the same for every
// candidate, so none of them sees the battle's real future rolls), then ending the turn
// on the copy, then EvaluateState. End turn itself is scored the same way: that is
// "passing"; a build that scores as it (ScoresAsEndTurn) is given its value unplayed. A
// unit play adds the engagement preview's expectations (damage, kill and
// loss chances) to its sampled value, so a lucky or unlucky sample does not decide alone.
// `legal` is scratch storage; `previews` keeps the preview terms for later calls.
void RankActions(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                 std::vector<Action>& legal, std::vector<ScoredAction>& out, PreviewTerms& previews);

// What greedy's scoring keeps from one call to the next: the legal actions and the copy
// each is tried on (scratch storage), the preview terms worked out so far, and for
// BestActionRescoring the scores of the step before in the same turn.
struct GreedyScratch {
  ActionList legal;
  BattleState copy;
  PreviewTerms previews;
  // The step before's legal actions and their scores (in LegalActions order), while
  // `last_step_kept`; whoever plays the steps forgets them when a turn ends.
  std::vector<ScoredAction> last_step;
  bool last_step_kept = false;
  std::vector<ScoredAction> ranked;  // scratch: this step's actions by the last step's scores
  std::vector<std::size_t> rescored;  // scratch: the indices scored again
};

// RankActions' first action, without the ranking: the earliest legal action of the best
// value (end turn when nothing beats it, as in the ranking). `tables` are the catalog's.
Action BestAction(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                  std::uint64_t determinizer, GreedyScratch& scratch);

// BestAction for the steps of one greedy turn, scoring fewer actions after the first:
// with no step before kept (scratch.last_step_kept false), every action is scored; after
// one, end turn, the placements (barricades, demolitions, fieldwork: their worth is all
// in the enemy's reply, which the step before's scores do not follow), the actions the
// step before did not have, and the `rescored` best of the rest by the step before's
// scores (ties: LegalActions order) are scored again, and the others keep those scores.
// The best of the scored ones is chosen (the earliest on a tie, as in BestAction); every
// action's score, new or kept, is kept for the next step. A build that scores as end turn
// (ScoresAsEndTurn) is given end turn's value unplayed, as in RankActions.
Action BestActionRescoring(const Catalog& catalog, const EvalTables& tables, const BattleState& state,
                           std::uint64_t determinizer, int rescored, GreedyScratch& scratch);

}  // namespace bc::policy
