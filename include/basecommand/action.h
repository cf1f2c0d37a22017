// Actions: plain data describing one player decision. A seed plus a list of actions
// replays a battle. Every change to a battle goes through Apply (rules.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "basecommand/board.h"

namespace bc {

enum class ActionKind : std::uint8_t {
  kEndTurn = 0,
  kFireCannon,        // cell: the target attacker's cell
  kBuildBarricade,    // cell
  kDemolishBarricade, // cell
  // Card actions: slot is the hand slot; cell / target as the card needs.
  kPlayUnit,          // slot: unit slot 0-2; cell: target attacker (target stays kNone)
  kPlaySupport,       // slot: support slot 0-2; target (+ cell or index): see TargetKind
  kPlayFieldwork,     // slot: bay 0-1; cell, or kNoCell (target stays kNone)
  kDiscard,           // rail + slot
  kChoose,            // index: pick one of a discovery's offered cards (0-based)
  // Posts (docs/rules.md, Posts): index is the post's cell.
  kOrder,             // index: the post; cell: the target attacker
  kStandDown,         // index: the post
};

// What a support (or other card) is aimed at.
enum class TargetKind : std::uint8_t {
  kNone = 0,
  kCell,      // a cell (single enemy, fieldwork placement)
  kSegment,   // index = Segment
  kRange,     // index = range band 1..3
  kBoard,     // the full board
  kQuadrant,  // index = shield Quadrant
  kUnitSlot,  // index = unit slot 0-2
  kPost,      // cell = a posted unit's cell (a card aimed at a unit in hand may take it)
};

enum class Rail : std::uint8_t { kUnit = 0, kSupport = 1 };

struct Action {
  ActionKind kind = ActionKind::kEndTurn;
  std::int8_t slot = -1;
  Cell cell = kNoCell;
  TargetKind target = TargetKind::kNone;
  std::int8_t index = -1;  // segment, range band, quadrant, unit slot or option
  Rail rail = Rail::kUnit;

  bool operator==(const Action&) const = default;

  static Action EndTurn() { return Action{}; }
  static Action Fire(Cell c) { return Action{ActionKind::kFireCannon, -1, c}; }
  static Action Build(Cell c) { return Action{ActionKind::kBuildBarricade, -1, c}; }
  static Action Demolish(Cell c) { return Action{ActionKind::kDemolishBarricade, -1, c}; }
};

// Whether the action reaches the cell: its own cell for the cannon, terrain works and a
// unit, fieldwork or support played on a cell, a posted unit's order (its target's cell) and
// a support aimed at a posted unit (the post's cell); every cell outside the base of the segment,
// range band or board an area support names; the base cells of the shield quadrant it
// names. False for what aims at no cell (a unit card, no target, a choice, a discard).
bool ActionCoversCell(const Action& action, Cell cell);

// Text form, used by scenarios, logs and replays:
//   "end_turn", "fire C3", "build C3", "demolish C3",
//   "unit 1 C3", "support 2 C3", "support 2 segment NW", "support 2 range 1",
//   "support 2 board", "support 2 quadrant NE", "support 2 unit 1",
//   "support 2" (no target), "fieldwork 1 C3", "fieldwork 1", "discard unit 2",
//   "discard support 1", "choose 2", "order B3 C3" (the post at B3 engages C3),
//   "stand_down B3", "support 2 post B3" (an upgrade on the unit posted at B3).
// Slots, unit slots and options are 1-based in text and 0-based in Action; range bands
// are 1..3 in both. "end" is accepted for "end_turn". ParseAction returns nullopt for
// anything else (the caller words the error), and ParseAction(ActionToString(a)) == a.
std::string ActionToString(const Action& action);
std::optional<Action> ParseAction(std::string_view text);

}  // namespace bc
