// The keys the game answers to, as its own values (the shell translates the window
// system's events into them in one place, app/event_translation.cpp), and the battle's
// commands. Which key gives which command is the player's (session/key_bindings.h). The
// battle's buttons produce the same BattleInput values as its keys, so one function
// plays both.
#pragma once

#include <cstdint>
#include <string_view>

#include "basecommand/board.h"

namespace bc::session {

enum class Key : std::uint8_t {
  kNone,
  k1, k2, k3, k4, k5, k6, k7, k8, k9, k0,
  kA, kB, kC, kD, kE, kF, kG, kH, kI, kJ, kK, kL, kM,
  kN, kO, kP, kQ, kR, kS, kT, kU, kV, kW, kX, kY, kZ,
  kSpace, kReturn, kKeypadEnter, kEscape, kTab, kBackspace,
  kUp, kDown, kLeft, kRight,
  kF1, kF5, kF11,
  kCount,  // not a key: the number of values above
};

// The key's name as the player reads it and settings.json stores it: "1", "A", "Space",
// "Enter", "Keypad Enter", "Esc", "Tab", "Backspace", "Up", "F1"; "" for kNone.
const char* KeyName(Key key);
// The key with that name (case-insensitive for letters); kNone for no such key.
Key KeyFromName(std::string_view name);

// A key pressed, with the modifiers that matter. `repeat` is a key held down.
struct KeyPress {
  Key key = Key::kNone;
  bool ctrl = false;
  bool repeat = false;
};

// 1 for k1 ... 9 for k9; 0 for any other key.
int DigitOf(Key key);

enum class MouseButton : std::uint8_t { kLeft, kMiddle, kRight };

enum class BattleCommand : std::uint8_t {
  kNone,
  kSelectUnit,     // slot 0-2
  kSelectSupport,  // slot 0-2
  kSelectBay,      // slot 0-1
  kSelectCannon,
  kDiscardMode,
  kTerrainMode,    // B: build or demolish barricades (when terrain works are ready)
  kEndTurn,        // also skips a playing animation
  kThreats,        // the full threat view on or off (a setting)
  kUndo,
  kRestart,
  kBack,           // Esc: skip the animation, else close the tip, else drop the choice, else leave
  kClickCell,      // a click on the board: `cell` (kNoCell outside it)
  kDeselect,       // a right click
  kChoose,         // discovery option `slot`
  kPlaySelected,   // the chosen card that needs no cell (PLAY IT, or its key again)
  kSpeed,          // the next animation speed (a setting)
  kBegin,          // close the briefing and take the first turn
  kNextPost,       // P: the next posted unit, in cell order (docs/rules.md, Posts)
  kPiles,          // the piles' window: each rail's draw pile and spent cards
  kStandDown,      // S: the chosen post stands down (docs/rules.md, Posts)
};

// One battle command with its slot or cell.
struct BattleInput {
  BattleCommand command = BattleCommand::kNone;
  int slot = -1;
  Cell cell = kNoCell;
  bool operator==(const BattleInput&) const = default;
};

}  // namespace bc::session
