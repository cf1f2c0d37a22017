// Keys of the battle screen, mapped to commands without any drawing, so that the
// mapping is testable: 1-3 unit slots, 4-6 support slots, 7-8 fieldwork bays, C cannon,
// D discard, Space/Enter end turn (or skip the animation), T threats, U / Ctrl+Z undo,
// R restart (with Ctrl), Esc back.
#pragma once

#include <SDL.h>

namespace bc::app {

enum class BattleCommand {
  kNone,
  kSelectUnit,     // slot 0-2
  kSelectSupport,  // slot 0-2
  kSelectBay,      // slot 0-1
  kSelectCannon,
  kDiscardMode,
  kTerrainMode,    // B: build or demolish barricades (when terrain works are ready)
  kEndTurn,        // also skips a playing animation
  kThreats,
  kUndo,
  kRestart,
  kBack,
};

struct KeyCommand {
  BattleCommand command = BattleCommand::kNone;
  int slot = -1;
  bool operator==(const KeyCommand&) const = default;
};

KeyCommand MapBattleKey(SDL_Keycode key, Uint16 modifiers);

// The key named in tooltips for a command ("1", "C", "Space / Enter", ...).
const char* KeyLabel(BattleCommand command, int slot = -1);

}  // namespace bc::app
