// A texture copied onto the window texel on pixel, opaque, as a plain texture fetch.
//
// SDL's OpenGL renderer draws every copy with a program that multiplies the texel by the
// vertex colour. A software OpenGL (Mesa's llvmpipe, a machine without a GPU) shades each
// pixel of such a copy through its compiled fragment code; a program that only fetches
// the texel, unfiltered and unblended, one texel a pixel, it copies as memory instead.
// The game's kept layers (the board's underlay, the side panel) are such copies: about
// 800,000 pixels a frame at 1280x720.
//
// The pixels are the same: the texel itself, where SDL's program gives the texel times 1.
#pragma once

#include <SDL.h>

namespace bc::render {

// Copies `src` of `texture` onto `dst` of the window with a plain texture fetch and
// returns true, when that draws what SDL_RenderCopy would: SDL's OpenGL renderer drawing
// onto the window at a scale of 1, `texture` unblended and unfiltered, `src` the size of
// `dst`, whole pixels. Otherwise draws nothing and returns false. What SDL queued before
// is drawn first, and SDL's renderer finds the OpenGL state as it left it.
bool CopyTexels(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst);

// Lets go of what CopyTexels keeps for `renderer` (before it is destroyed).
void ReleaseTexelCopy(SDL_Renderer* renderer);

}  // namespace bc::render
