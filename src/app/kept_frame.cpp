#include "app/kept_frame.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "render/draw_calls.h"
#include "render/texel_copy.h"

namespace bc::app {

namespace {

// The most rectangles a frame's changed part is drawn again in.
constexpr int kMostFrameDamage = 8;

std::uint64_t FrameMix(std::uint64_t h, std::uint64_t v) {
  h ^= v;
  h *= 0x9e3779b97f4a7c15ULL;
  return h ^ (h >> 29);
}

std::uint64_t FloatBits(float v) {
  std::uint32_t u = 0;
  std::memcpy(&u, &v, sizeof u);
  return u;
}

std::uint64_t IntPair(int a, int b) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

std::uint64_t ColourBits(const SDL_Color& c) {
  return (static_cast<std::uint64_t>(c.r) << 24) | (static_cast<std::uint64_t>(c.g) << 16) |
         (static_cast<std::uint64_t>(c.b) << 8) | c.a;
}

// Everything of a draw's state that decides its pixels.
std::uint64_t DrawStateHash(const render::RecordedDraw& d) {
  std::uint64_t h = FrameMix(0x2545f4914f6cdd1dULL, static_cast<std::uint64_t>(d.kind));
  h = FrameMix(h, reinterpret_cast<std::uintptr_t>(d.texture));
  h = FrameMix(h, d.texture_version);
  h = FrameMix(h, ColourBits(d.modulation));
  h = FrameMix(h, IntPair(static_cast<int>(d.texture_blend), static_cast<int>(d.texture_scale)));
  h = FrameMix(h, ColourBits(d.colour));
  h = FrameMix(h, IntPair(static_cast<int>(d.blend), d.clip_on ? 1 : 0));
  if (d.clip_on) {
    h = FrameMix(h, IntPair(d.clip.x, d.clip.y));
    h = FrameMix(h, IntPair(d.clip.w, d.clip.h));
  }
  return h;
}

// The pixels of the box [x0, x1] x [y0, y1], a pixel wider all round, inside `limit`.
SDL_Rect PixelBoxOf(float x0, float y0, float x1, float y1, const SDL_Rect& limit) {
  const int px0 = static_cast<int>(std::floor(x0)) - 1;
  const int py0 = static_cast<int>(std::floor(y0)) - 1;
  const int px1 = static_cast<int>(std::ceil(x1)) + 1;
  const int py1 = static_cast<int>(std::ceil(y1)) + 1;
  const SDL_Rect box{px0, py0, px1 - px0, py1 - py0};
  SDL_Rect out{0, 0, 0, 0};
  if (SDL_IntersectRect(&box, &limit, &out) == SDL_FALSE) return SDL_Rect{0, 0, 0, 0};
  return out;
}

bool IsOpenGlRenderer(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  return SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr && std::strcmp(info.name, "opengl") == 0;
}

}  // namespace

void KeptFrame::Release() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
  texture_ = nullptr;
  drawn_ = false;
  last_pieces_.clear();
}

void KeptFrame::Begin(SDL_Renderer* renderer) {
  recording_ = false;
  if (renderer == nullptr || SDL_GetRenderTarget(renderer) != nullptr || !SDL_RenderTargetSupported(renderer) ||
      !IsOpenGlRenderer(renderer)) {
    return;
  }
  recording_data_.Clear();
  render::SetWindowRecording(&recording_data_);
  recording_ = true;
}

void KeptFrame::Pieces(int out_w, int out_h) {
  const render::WindowRecording& rec = recording_data_;
  pieces_.clear();
  draw_boxes_.clear();
  first_box_.clear();
  boxes_.clear();
  const SDL_Rect output{0, 0, out_w, out_h};
  for (const render::RecordedDraw& d : rec.draws) {
    SDL_Rect limit = output;
    if (d.clip_on && SDL_IntersectRect(&d.clip, &output, &limit) == SDL_FALSE) limit = SDL_Rect{0, 0, 0, 0};
    const std::uint64_t state = DrawStateHash(d);
    first_box_.push_back(static_cast<int>(boxes_.size()));
    switch (d.kind) {
      case render::DrawCall::kClear:
        draw_boxes_.push_back(output);
        pieces_.push_back(KeptPiece{state, output});
        break;
      case render::DrawCall::kFill:
      case render::DrawCall::kCopy: {
        SDL_FRect r = d.has_rect ? d.rect : SDL_FRect{0, 0, static_cast<float>(out_w), static_cast<float>(out_h)};
        std::uint64_t h = FrameMix(state, (FloatBits(r.x) << 32) | FloatBits(r.y));
        h = FrameMix(h, (FloatBits(r.w) << 32) | FloatBits(r.h));
        if (d.has_src) {
          h = FrameMix(h, IntPair(d.src.x, d.src.y));
          h = FrameMix(h, IntPair(d.src.w, d.src.h));
        }
        if (d.rotated) {
          std::uint64_t angle = 0;
          std::memcpy(&angle, &d.angle, sizeof angle);
          h = FrameMix(h, angle);
          h = FrameMix(h, static_cast<std::uint64_t>(d.flip) + 7);
          // Whatever the angle, inside the circle round the rectangle.
          const float cx = r.x + r.w * 0.5f;
          const float cy = r.y + r.h * 0.5f;
          const float half = 0.5f * std::sqrt(r.w * r.w + r.h * r.h);
          r = SDL_FRect{cx - half, cy - half, 2.0f * half, 2.0f * half};
        }
        const SDL_Rect box = PixelBoxOf(r.x, r.y, r.x + r.w, r.y + r.h, limit);
        draw_boxes_.push_back(box);
        pieces_.push_back(KeptPiece{h, box});
        break;
      }
      case render::DrawCall::kGeometry:
      case render::DrawCall::kTexturedGeometry: {
        const SDL_Vertex* v = rec.vertices.data() + d.first_vertex;
        const int* idx = rec.indices.data() + d.first_index;
        SDL_Rect all{0, 0, 0, 0};
        for (int t = 0; t + 2 < d.index_count; t += 3) {
          std::uint64_t h = state;
          float x0 = 0;
          float y0 = 0;
          float x1 = 0;
          float y1 = 0;
          for (int k = 0; k < 3; ++k) {
            const SDL_Vertex& p = v[idx[t + k]];
            h = FrameMix(h, (FloatBits(p.position.x) << 32) | FloatBits(p.position.y));
            h = FrameMix(h, (FloatBits(p.tex_coord.x) << 32) | FloatBits(p.tex_coord.y));
            h = FrameMix(h, ColourBits(p.color));
            if (k == 0) {
              x0 = x1 = p.position.x;
              y0 = y1 = p.position.y;
            } else {
              x0 = std::min(x0, p.position.x);
              y0 = std::min(y0, p.position.y);
              x1 = std::max(x1, p.position.x);
              y1 = std::max(y1, p.position.y);
            }
          }
          const SDL_Rect box = PixelBoxOf(x0, y0, x1, y1, limit);
          boxes_.push_back(box);
          pieces_.push_back(KeptPiece{h, box});
          if (box.w > 0) {
            if (all.w == 0) {
              all = box;
            } else {
              SDL_UnionRect(&all, &box, &all);
            }
          }
        }
        draw_boxes_.push_back(all);
        break;
      }
    }
  }
}

void KeptFrame::End(SDL_Renderer* renderer) {
  if (!recording_) return;
  recording_ = false;
  render::SetWindowRecording(nullptr);
  int out_w = 0;
  int out_h = 0;
  SDL_GetRendererOutputSize(renderer, &out_w, &out_h);
  // Kept only when every drawing was at a scale of 1 on the whole window.
  bool keep = out_w > 0 && out_h > 0;
  for (const render::RecordedDraw& d : recording_data_.draws) {
    if (d.scale_x != 1.0f || d.scale_y != 1.0f || d.viewport.x != 0 || d.viewport.y != 0 || d.viewport.w != out_w ||
        d.viewport.h != out_h) {
      keep = false;
      break;
    }
  }
  if (keep && (texture_ == nullptr || w_ != out_w || h_ != out_h)) {
    Release();
    texture_ = render::CreateKeptTexture(renderer, out_w, out_h);
    w_ = out_w;
    h_ = out_h;
    if (texture_ == nullptr) keep = false;
  }
  damage_.clear();
  if (!keep) {
    // As it came, onto the window.
    for (const render::RecordedDraw& d : recording_data_.draws) {
      render::Replay(renderer, recording_data_, d, nullptr, nullptr, false);
    }
    SDL_RenderSetClipRect(renderer, nullptr);
    Release();
    ++unkept_frames_;
    return;
  }
  Pieces(out_w, out_h);
  const SDL_Rect output{0, 0, out_w, out_h};
  bool part = drawn_ && KeptDamage(last_pieces_, pieces_, output, kMostFrameDamage, damage_) &&
              AreaOf(damage_) * 10 < static_cast<long long>(out_w) * out_h * 7;
  if (!part) damage_.clear();
  if (!part || !damage_.empty()) {
    SDL_SetRenderTarget(renderer, texture_);
    const auto& draws = recording_data_.draws;
    if (!part) {
      for (const render::RecordedDraw& d : draws) render::Replay(renderer, recording_data_, d, nullptr, nullptr, true);
      ++whole_drawings_;
    } else {
      for (const SDL_Rect& rect : damage_) {
        for (std::size_t i = 0; i < draws.size(); ++i) {
          if (SDL_HasIntersection(&draw_boxes_[i], &rect) == SDL_FALSE) continue;
          const bool geometry = draws[i].kind == render::DrawCall::kGeometry ||
                                draws[i].kind == render::DrawCall::kTexturedGeometry;
          render::Replay(renderer, recording_data_, draws[i], &rect,
                         geometry ? boxes_.data() + first_box_[i] : nullptr, true);
        }
      }
      ++part_drawings_;
    }
    SDL_RenderSetClipRect(renderer, nullptr);
    SDL_SetRenderTarget(renderer, nullptr);
    SDL_RenderSetViewport(renderer, nullptr);
  } else {
    ++still_frames_;
  }
  SDL_RenderSetClipRect(renderer, nullptr);
  const SDL_FRect whole{0.0f, 0.0f, static_cast<float>(out_w), static_cast<float>(out_h)};
  render::Copy(renderer, texture_, nullptr, &whole);
  last_pieces_.swap(pieces_);
  drawn_ = true;
}

}  // namespace bc::app
