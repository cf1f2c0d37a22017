// ImGui's draw data onto the SDL renderer, as ImGui's SDL_Renderer backend draws it
// (imgui_impl_sdlrenderer.cpp, whose set-up and font texture the window keeps), but with
// the plain fills apart: ImGui draws a filled shape with the font atlas's white texel,
// and sampling a texture for every pixel of a panel costs a software renderer (Mesa's
// llvmpipe) about twice what an untextured fill does. Runs of triangles that only ever
// sample the white texel go untextured; the same pixels, in the same order. SDL's own
// software renderer rounds a textured triangle differently from a plain one: there the
// backend draws as it always did.
//
// ImGuiDrawer does the same and keeps what windows marked with render::KeepWindowDrawn
// (render/kept_window.h) draw: each such window, with its children, is drawn into a
// texture when its draw lists differ from the last frame's, and the texture is copied
// (opaque, texel on pixel) while they do not. Copying a still side panel costs llvmpipe
// a fraction of drawing its fills, text and images again.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <array>
#include <cstddef>
#include <vector>

#include "app/kept_damage.h"

struct ImDrawData;

namespace bc::app {

struct DrawFrame;  // draw_lists.h

void DrawImGui(SDL_Renderer* renderer, ImDrawData* data);

// The rim of `rect`, `width` pixels deep, as four strips that cover it once: the top and
// bottom across the whole width, the left and right between them.
std::array<SDL_Rect, 4> RimStrips(const SDL_Rect& rect, int width);

class ImGuiDrawer {
 public:
  // `ground`: the colour the window is cleared to, which kept windows lie on.
  explicit ImGuiDrawer(SDL_Color ground) : ground_(ground) {}
  ~ImGuiDrawer() { Release(); }
  ImGuiDrawer(const ImGuiDrawer&) = delete;
  ImGuiDrawer& operator=(const ImGuiDrawer&) = delete;

  void Draw(SDL_Renderer* renderer, ImDrawData* data);
  // Destroys the kept textures (before their renderer goes).
  void Release();
  // How many times a kept window was drawn into its texture.
  int kept_drawings() const { return kept_drawings_; }
  // Of those, how many drew only the part that changed (kept_damage.h).
  int kept_part_drawings() const { return kept_part_drawings_; }

 private:
  // Draw, on the whole target (DrawOnWholeTarget).
  void DrawKeeping(SDL_Renderer* renderer, ImDrawData* data, const DrawFrame& f);

  struct Kept {
    SDL_Texture* texture = nullptr;
    SDL_Rect rect{0, 0, 0, 0};
    std::vector<unsigned char> lists;  // the draw lists it was drawn from, as bytes
    std::vector<KeptPiece> pieces;     // their triangles
    bool drawn = false;                // the texture holds a drawing of `rect`
    bool used = false;                 // drawn this frame
  };
  SDL_Color ground_;
  std::vector<Kept> kept_;
  std::vector<unsigned char> scratch_;
  std::vector<SDL_Rect> bounds_;  // the kept window's commands' pixel bounds, in order
  std::vector<KeptPiece> pieces_;
  std::vector<SDL_Rect> damage_;
  std::vector<ImDrawVert> moved_;  // the kept window's vertices moved into its texture
  std::vector<std::size_t> offsets_;
  int kept_drawings_ = 0;
  int kept_part_drawings_ = 0;
};

}  // namespace bc::app
