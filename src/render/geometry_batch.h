// Collects a frame's many small shapes and sprites and hands them to SDL's renderer as a
// few SDL_RenderGeometry calls: one per run of the same texture (an atlas page, or none
// for a plain fill) and blending, instead of a call for each.
//
// What is drawn stays what drawing each piece in turn would give: a piece may join an
// earlier run, and so be drawn before pieces submitted ahead of it, only when it shares
// no pixel with any of them (their boxes, widened to the pixels whose centres they could
// cover, do not meet). Pieces that overlap keep their order.
#pragma once

#include <SDL.h>

#include <vector>

#include "render/board_layout.h"
#include "render/palette.h"
#include "render/sprites.h"

namespace bc::render {

class GeometryBatch {
 public:
  explicit GeometryBatch(SDL_Renderer* renderer) : renderer_(renderer) {}

  // The shapes of render/shapes.h. A plain shape is drawn without blending when its
  // colour is opaque (the same pixels), else blended.
  void FillRect(const Rect& rect, Rgba colour);
  void OutlineRect(const Rect& rect, Rgba colour, float thickness);
  void ThickLine(float x0, float y0, float x1, float y1, float width, Rgba colour);
  void FillDisc(float cx, float cy, float radius, Rgba colour, int segments = 24);
  void FillTriangle(float x0, float y0, float x1, float y1, float x2, float y2, Rgba colour);
  void ArrowHead(float x, float y, float dx, float dy, float size, Rgba colour);
  // A sprite stretched over a rectangle, blended as its page is (SDL_BLENDMODE_BLEND).
  void DrawSprite(const Sprite& sprite, const Rect& rect, Uint8 alpha = 255, SDL_RendererFlip flip = SDL_FLIP_NONE);

  // Draws what was collected, in its runs, and empties the batch.
  void Flush();
  // How many SDL_RenderGeometry calls the last Flush made.
  int last_calls() const { return last_calls_; }

 private:
  // The pixels a piece may touch, inclusive: those whose centres lie in its box.
  struct PixelBox {
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
    bool Meets(const PixelBox& o) const { return x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1; }
  };
  struct Run {
    SDL_Texture* texture = nullptr;
    SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
    std::vector<SDL_Vertex> vertices;
    std::vector<PixelBox> pieces;
    PixelBox bounds;
  };
  // Files the triangles in scratch_ as one piece.
  void Submit(SDL_Texture* texture, SDL_BlendMode blend);
  void SubmitPlain(Rgba colour) { Submit(nullptr, colour.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND); }

  SDL_Renderer* renderer_;
  std::vector<Run> runs_;
  std::size_t used_ = 0;  // runs_[0, used_) hold this frame's pieces; the rest keep their memory
  std::vector<SDL_Vertex> scratch_;
  int last_calls_ = 0;
};

}  // namespace bc::render
