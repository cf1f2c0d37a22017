// --screenshot: the frame just drawn, as an opaque PNG.
#pragma once

#include <SDL.h>

#include <string>

namespace bc::app {

// Reads the renderer's pixels (before the frame is presented) and writes them to `path`.
// False, with a line on stderr, when that fails.
bool WriteScreenshot(SDL_Renderer* renderer, const std::string& path);

}  // namespace bc::app
