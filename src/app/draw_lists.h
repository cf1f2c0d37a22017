// ImGui's draw data as SDL geometry, for the shell's two drawers (imgui_draw.h): how the
// display maps onto the renderer, a command's clip and pixel bounds, and a draw list drawn
// with its plain fills apart from its textured triangles (the runs of one kind of fill
// drawn with as few calls as keep its pixels).
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <functional>

namespace bc::app {

// How draw data maps onto the renderer: ImGui's display to window pixels.
struct DrawFrame {
  ImVec2 clip_off;
  ImVec2 clip_scale;
  float fb_width = 0.0f;
  float fb_height = 0.0f;
  SDL_BlendMode draw_blend = SDL_BLENDMODE_BLEND;
  ImTextureID font_texture = nullptr;
  ImVec2 white;
};

// How `data` maps onto `renderer`; false when the display is empty.
bool FrameOf(SDL_Renderer* renderer, const ImDrawData* data, DrawFrame& f);
// A command's clip rectangle in window pixels; false when nothing of it shows.
bool ClipOf(const ImDrawCmd& cmd, const DrawFrame& f, SDL_Rect& clip);
// The pixels a command's triangles can touch: those whose centres lie strictly inside the
// box of their corners. (What lies on its edge is an anti-aliased rim's outer edge, which
// draws nothing: a pixel there must be left as the window has it.)
SDL_Rect BoundsOf(const ImDrawList& list, const ImDrawCmd& cmd);
// One draw list, its vertices at `vertex_data` (the list's own, or a copy moved by
// (dx, dy) whole pixels into a texture, the clip rectangles with them); only inside
// `only` when given, with `bounds` the commands' (BoundsOf): then only the triangles whose
// box can touch a pixel there are handed on, in their order.
void DrawList(SDL_Renderer* renderer, const ImDrawList& list, const ImDrawVert* vertex_data, const DrawFrame& f, int dx,
              int dy, const SDL_Rect* only = nullptr, const SDL_Rect* bounds = nullptr);
// Draw lists [first, end) of the draw data as they are, or only inside `only` (with
// `bounds` their commands' BoundsOf, list after list).
void DrawLists(SDL_Renderer* renderer, const ImDrawData& data, int first, int end, const DrawFrame& f,
               const SDL_Rect* only = nullptr, const SDL_Rect* bounds = nullptr);

// What both drawers do around their drawing: on SDL's software renderer, ImGui's own
// backend draws `data` instead (it rounds a textured triangle as the backend always
// did); otherwise `draw` runs with the viewport and the clip set to the whole target, and
// both are put back after. Nothing when the display is empty.
void DrawOnWholeTarget(SDL_Renderer* renderer, ImDrawData* data, const std::function<void(const DrawFrame&)>& draw);

}  // namespace bc::app
