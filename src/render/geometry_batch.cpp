#include "render/geometry_batch.h"

#include <algorithm>
#include <cmath>

#include "render/draw_calls.h"
#include "render/shapes.h"

namespace bc::render {

void GeometryBatch::FillRect(const Rect& rect, Rgba colour) {
  RectTriangles(scratch_, rect, colour);
  SubmitPlain(colour);
}

void GeometryBatch::OutlineRect(const Rect& rect, Rgba colour, float t) {
  FillRect({rect.x, rect.y, rect.w, t}, colour);
  FillRect({rect.x, rect.Bottom() - t, rect.w, t}, colour);
  FillRect({rect.x, rect.y + t, t, rect.h - 2 * t}, colour);
  FillRect({rect.Right() - t, rect.y + t, t, rect.h - 2 * t}, colour);
}

void GeometryBatch::ThickLine(float x0, float y0, float x1, float y1, float width, Rgba colour) {
  ThickLineTriangles(scratch_, x0, y0, x1, y1, width, colour);
  SubmitPlain(colour);
}

void GeometryBatch::FillDisc(float cx, float cy, float radius, Rgba colour, int segments) {
  DiscTriangles(scratch_, cx, cy, radius, colour, segments);
  SubmitPlain(colour);
}

void GeometryBatch::FillTriangle(float x0, float y0, float x1, float y1, float x2, float y2, Rgba colour) {
  TriangleOf(scratch_, x0, y0, x1, y1, x2, y2, colour);
  SubmitPlain(colour);
}

void GeometryBatch::ArrowHead(float x, float y, float dx, float dy, float size, Rgba colour) {
  ArrowHeadTriangle(scratch_, x, y, dx, dy, size, colour);
  SubmitPlain(colour);
}

void GeometryBatch::DrawSprite(const Sprite& sprite, const Rect& rect, Uint8 alpha, SDL_RendererFlip flip) {
  if (sprite.texture == nullptr) return;
  SpriteTriangles(scratch_, sprite, rect, alpha, flip);
  Submit(sprite.texture, SDL_BLENDMODE_BLEND);
}

void GeometryBatch::Submit(SDL_Texture* texture, SDL_BlendMode blend) {
  if (scratch_.empty()) return;
  float lo_x = scratch_[0].position.x;
  float lo_y = scratch_[0].position.y;
  float hi_x = lo_x;
  float hi_y = lo_y;
  for (const SDL_Vertex& v : scratch_) {
    lo_x = std::min(lo_x, v.position.x);
    lo_y = std::min(lo_y, v.position.y);
    hi_x = std::max(hi_x, v.position.x);
    hi_y = std::max(hi_y, v.position.y);
  }
  // Pixel i's centre is at i + 0.5: those in [lo, hi], widened by a step of the
  // rasteriser's grid (llvmpipe snaps corners to 1/256 of a pixel).
  constexpr float kSnap = 1.0f / 256.0f;
  const PixelBox box{static_cast<int>(std::ceil(lo_x - 0.5f - kSnap)), static_cast<int>(std::ceil(lo_y - 0.5f - kSnap)),
                     static_cast<int>(std::floor(hi_x - 0.5f + kSnap)),
                     static_cast<int>(std::floor(hi_y - 0.5f + kSnap))};
  // The last run holding a piece it overlaps: it must be drawn in that run or after it.
  std::size_t from = 0;
  for (std::size_t r = used_; r-- > 0;) {
    const Run& run = runs_[r];
    if (!run.bounds.Meets(box)) continue;
    if (std::any_of(run.pieces.begin(), run.pieces.end(), [&](const PixelBox& p) { return p.Meets(box); })) {
      from = r;
      break;
    }
  }
  std::size_t target = from;
  while (target < used_ && (runs_[target].texture != texture || runs_[target].blend != blend)) ++target;
  if (target == used_) {
    if (used_ == runs_.size()) runs_.emplace_back();
    Run& fresh = runs_[used_++];
    fresh.texture = texture;
    fresh.blend = blend;
    fresh.vertices.clear();
    fresh.pieces.clear();
    fresh.bounds = box;
  }
  Run& run = runs_[target];
  run.vertices.insert(run.vertices.end(), scratch_.begin(), scratch_.end());
  run.pieces.push_back(box);
  run.bounds = PixelBox{std::min(run.bounds.x0, box.x0), std::min(run.bounds.y0, box.y0),
                        std::max(run.bounds.x1, box.x1), std::max(run.bounds.y1, box.y1)};
  scratch_.clear();
}

void GeometryBatch::Flush() {
  last_calls_ = 0;
  SDL_BlendMode old = SDL_BLENDMODE_BLEND;
  SDL_GetRenderDrawBlendMode(renderer_, &old);
  for (std::size_t r = 0; r < used_; ++r) {
    const Run& run = runs_[r];
    if (run.texture == nullptr) SDL_SetRenderDrawBlendMode(renderer_, run.blend);
    Geometry(renderer_, run.texture, run.vertices.data(), static_cast<int>(run.vertices.size()), nullptr, 0);
    ++last_calls_;
  }
  SDL_SetRenderDrawBlendMode(renderer_, old);
  used_ = 0;
}

}  // namespace bc::render
