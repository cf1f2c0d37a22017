// Where the window system's events become the game's own input: SDL's event queue in,
// session::KeyPress and clicks with a session::MouseButton out. The only place that reads
// SDL's events and key codes (and, for input scripts, makes key events); the loop, the
// screens and the session never see them. Each event goes to ImGui first, and what ImGui
// takes (typing in a text field, a click on one of its windows) goes no further.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "session/key_map.h"
#include "session/pad_map.h"

namespace bc::app {

struct Input {
  // kPad: a gamepad button; kPadAdded / kPadRemoved: a pad plugged in or out (`name`);
  // kPointer: the mouse moved, pressed or scrolled anywhere (the keyboard's focus hides).
  enum class Kind { kQuit, kKey, kClick, kPad, kPadAdded, kPadRemoved, kPointer };
  Kind kind = Kind::kQuit;
  session::KeyPress key;                               // kKey
  int scancode = -1;                                   // kKey: the key as ImGui's key state has it
  session::PadButton pad = session::PadButton::kA;     // kPad
  std::string name;                                    // kPadAdded, kPadRemoved
  float x = 0.0f;                                      // kClick, in window coordinates
  float y = 0.0f;
  session::MouseButton button = session::MouseButton::kLeft;
};

// Empties the event queue into the game's input, in order. `saw_event` (when given) says
// whether any event came, the ones the game does not use (the pointer moving, the window
// exposed) too: ImGui may draw differently after them.
std::vector<Input> PollInputs(bool* saw_event = nullptr);

// Waits up to `seconds` for an event, leaving it queued; true when one is there.
bool WaitForEvent(double seconds);

// One key event as the game knows it; nullopt for a key it does not use.
std::optional<session::KeyPress> TranslateKey(const SDL_KeyboardEvent& event);
// The SDL key code the game reads as `key` (TranslateKey's inverse); SDLK_UNKNOWN for kNone.
SDL_Keycode KeycodeOf(session::Key key);
// Queues the key's key-down or key-up event as the keyboard would (an input script's
// keys, app/script_player.h); false when SDL's queue refused it.
bool PushKeyEvent(session::Key key, bool down);

// A gamepad button as the game knows it; nullopt for the ones it does not use (the
// sticks' clicks, the guide button).
std::optional<session::PadButton> TranslatePadButton(Uint8 button);
// The button of a click; nullopt for buttons beyond the three the game knows.
std::optional<session::MouseButton> TranslateButton(Uint8 button);

// Whether a click at this point lands on one of ImGui's windows (or behind a modal
// question), by the windows of the last frame and the click's own position, not by where
// the pointer was when that frame began: the first click after the pointer leaves a
// panel reaches the board.
bool PointOnUi(float x, float y);

}  // namespace bc::app
