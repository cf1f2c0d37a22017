// A texture copied onto the window texel on pixel, opaque: as a copy of memory where the
// OpenGL allows, else as a plain texture fetch.
//
// SDL's OpenGL renderer draws every copy with a program that multiplies the texel by the
// vertex colour. A software OpenGL (Mesa's llvmpipe, a machine without a GPU) shades each
// pixel of such a copy through its compiled fragment code, about 20 instructions a pixel.
// The game's kept layers (the board's underlay, the side panel) are such copies: about
// 800,000 pixels a frame at 1280x720. They are copied with glBlitFramebuffer, which
// llvmpipe turns into a copy of memory (a few instructions a pixel) when the texture
// stores its pixels in the window's order (CreateKeptTexture), and shades like a copy
// otherwise; where the blit cannot be used, a program that only fetches the texel.
//
// The pixels are the same: the texel itself, where SDL's program gives the texel times 1.
#pragma once

#include <SDL.h>

namespace bc::render {

// How CopyTexels drew: not at all (SDL is to), with glBlitFramebuffer, with the fetch.
enum class TexelCopy { kNone, kBlit, kFetch };

// Copies `src` of `texture` onto `dst` of the window, inside SDL's clip rectangle, when
// that draws what SDL_RenderCopy would: SDL's OpenGL renderer drawing onto the window at
// a scale of 1, `texture` unblended and unfiltered, `src` the size of `dst`, whole pixels.
// With glBlitFramebuffer when the window is the framebuffer drawn on, single-sampled and
// written without sRGB conversion, and OpenGL takes it; else with the fetch. Into another
// target texture (app/kept_frame.h draws the kept layers' copies into the window's kept
// picture) the same way with glBlitFramebuffer into SDL's framebuffer of that texture,
// row on row (both are the right way up), and never with the fetch. Otherwise draws
// nothing and returns kNone. What SDL queued before is drawn first, and SDL's renderer
// finds the OpenGL state as it left it.
TexelCopy CopyTexels(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst);

// A target texture for a kept layer: ARGB8888, unblended and unfiltered, as
// SDL_CreateTexture makes it, but on SDL's OpenGL renderer stored in the byte order of
// Mesa's window (B, G, R, A), so that llvmpipe blits it onto the window as memory. Null
// when SDL cannot make it.
SDL_Texture* CreateKeptTexture(SDL_Renderer* renderer, int w, int h);

// Lets go of what CopyTexels keeps for `renderer` (before it is destroyed).
void ReleaseTexelCopy(SDL_Renderer* renderer);

}  // namespace bc::render
