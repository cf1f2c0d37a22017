// Where the window system's events become the game's own input values: SDL key and
// mouse events in, session::KeyPress and session::MouseButton out. The only place that
// reads SDL's key codes; screens and the session never see them.
#pragma once

#include <SDL.h>

#include <optional>

#include "session/key_map.h"

namespace bc::app {

// The key the game knows this event as; nullopt for a key it does not use.
std::optional<session::KeyPress> TranslateKey(const SDL_KeyboardEvent& event);
// The button of a click; nullopt for buttons beyond the three the game knows.
std::optional<session::MouseButton> TranslateButton(Uint8 button);

}  // namespace bc::app
