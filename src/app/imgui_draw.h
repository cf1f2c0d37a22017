// ImGui's draw data onto the SDL renderer, as ImGui's SDL_Renderer backend draws it
// (imgui_impl_sdlrenderer.cpp, whose set-up and font texture the window keeps), but with
// the plain fills apart: ImGui draws a filled shape with the font atlas's white texel,
// and sampling a texture for every pixel of a panel costs a software renderer (Mesa's
// llvmpipe) about twice what an untextured fill does. Runs of triangles that only ever
// sample the white texel go untextured; the same pixels, in the same order. SDL's own
// software renderer rounds a textured triangle differently from a plain one: there the
// backend draws as it always did.
#pragma once

#include <SDL.h>

struct ImDrawData;

namespace bc::app {

void DrawImGui(SDL_Renderer* renderer, ImDrawData* data);

}  // namespace bc::app
