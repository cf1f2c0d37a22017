// A hidden window on SDL's offscreen video driver with its OpenGL renderer (Mesa's
// llvmpipe, as the game draws without a GPU), for tests whose pixels are that renderer's.
// Where there is no such renderer Open returns an empty target whose `why_not` says what
// is missing and why the test needs it, and the case skips with it:
//   const offscreen_gl::Target gl = offscreen_gl::Open(...);
//   if (!gl) BC_SKIP(gl.why_not);
// CTest then reports the case skipped (tests/skip.h); the window, the renderer and SDL
// are already put away.
#pragma once

#include <SDL.h>

#include <string>

#include "skip.h"

namespace offscreen_gl {

struct Target {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::string why_not;  // when there is no renderer: what is missing, and what the test needs it for
  explicit operator bool() const { return renderer != nullptr; }
};

// `why`: what the test checks that only the OpenGL renderer shows.
inline Target Open(const char* title, int width, int height, const std::string& why) {
  SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    Target none;
    none.why_not = std::string("no offscreen video driver (") + SDL_GetError() + "): " + why;
    return none;
  }
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);  // as the game's window (app/window.cpp)
  Target t;
  t.window = SDL_CreateWindow(title, 0, 0, width, height, SDL_WINDOW_HIDDEN);
  t.renderer =
      t.window != nullptr ? SDL_CreateRenderer(t.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE) : nullptr;
  SDL_RendererInfo info;
  if (t.renderer == nullptr || SDL_GetRendererInfo(t.renderer, &info) != 0 || std::string(info.name) != "opengl") {
    if (t.renderer != nullptr) SDL_DestroyRenderer(t.renderer);
    if (t.window != nullptr) SDL_DestroyWindow(t.window);
    SDL_Quit();
    Target none;
    none.why_not = "no OpenGL renderer: " + why;
    return none;
  }
  return t;
}

}  // namespace offscreen_gl
