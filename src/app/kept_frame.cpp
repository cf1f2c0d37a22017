#include "app/kept_frame.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "app/draw_hash.h"
#include "render/draw_calls.h"
#include "render/texel_copy.h"

namespace bc::app {

namespace {

// The most rectangles a frame's changed part is drawn again in.
constexpr int kMostFrameDamage = 16;

std::uint64_t IntPair(int a, int b) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

std::uint64_t ColourBits(const SDL_Color& c) {
  return (static_cast<std::uint64_t>(c.r) << 24) | (static_cast<std::uint64_t>(c.g) << 16) |
         (static_cast<std::uint64_t>(c.b) << 8) | c.a;
}

// A copy whose texture's changes are followed as rectangles (KeptFrame::End), not by
// its version.
bool FollowsChanges(const render::RecordedDraw& d) {
  return d.kind == render::DrawCall::kCopy && !d.rotated && d.texture != nullptr;
}

// Everything of a draw's state that decides its pixels.
std::uint64_t DrawStateHash(const render::RecordedDraw& d) {
  std::uint64_t h = DrawHashMix(0x2545f4914f6cdd1dULL, static_cast<std::uint64_t>(d.kind));
  h = DrawHashMix(h, reinterpret_cast<std::uintptr_t>(d.texture));
  if (!FollowsChanges(d)) h = DrawHashMix(h, d.texture_version);
  h = DrawHashMix(h, ColourBits(d.modulation));
  h = DrawHashMix(h, IntPair(static_cast<int>(d.texture_blend), static_cast<int>(d.texture_scale)));
  h = DrawHashMix(h, ColourBits(d.colour));
  h = DrawHashMix(h, IntPair(static_cast<int>(d.blend), d.clip_on ? 1 : 0));
  if (d.clip_on) {
    h = DrawHashMix(h, IntPair(d.clip.x, d.clip.y));
    h = DrawHashMix(h, IntPair(d.clip.w, d.clip.h));
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

// The rectangles (at most `most`, inside `within`) covering every pixel that a piece of
// `before` or of `now` that the other lacks can touch, or a piece both have but in
// another order among the others (the pieces outside the longest run found in both in
// the same order, so that every other pixel is touched by the same pieces in the same
// order and comes out the same).
void FrameDamage(const std::vector<KeptPiece>& before, const std::vector<KeptPiece>& now, const SDL_Rect& within,
                 std::vector<SDL_Rect>& out) {
  // The pieces both frames start and end with, the same ones in the same order, are kept
  // in order; only those between are compared.
  const auto [head, tail] = SameEndsOf(before, now);
  const std::size_t before_end = before.size() - tail;
  const std::size_t now_end = now.size() - tail;
  // Where each piece of `now` between was in `before` (the next unused one of its hash), or
  // -1: both sorted by hash, then position, and walked together.
  static std::vector<std::pair<std::uint64_t, int>> b;
  static std::vector<std::pair<std::uint64_t, int>> n;
  b.clear();
  n.clear();
  for (std::size_t i = head; i < before_end; ++i) b.emplace_back(before[i].hash, static_cast<int>(i));
  for (std::size_t j = head; j < now_end; ++j) n.emplace_back(now[j].hash, static_cast<int>(j));
  std::sort(b.begin(), b.end());
  std::sort(n.begin(), n.end());
  std::vector<int> was(now.size(), -1);
  std::vector<char> used(before.size(), 0);
  for (std::size_t i = 0, j = 0; i < b.size() && j < n.size();) {
    if (b[i].first < n[j].first) {
      ++i;
    } else if (n[j].first < b[i].first) {
      ++j;
    } else {
      was[static_cast<std::size_t>(n[j].second)] = b[i].second;
      ++i;
      ++j;
    }
  }
  // The longest increasing run of `was` between (patience sorting): the pieces kept in order.
  std::vector<int> tails;       // index into now of the last of the best run of each length
  std::vector<int> previous(now.size(), -1);
  for (std::size_t j = head; j < now_end; ++j) {
    if (was[j] < 0) continue;
    const auto pos = std::lower_bound(tails.begin(), tails.end(), was[j],
                                      [&](int t, int value) { return was[static_cast<std::size_t>(t)] < value; });
    if (pos != tails.begin()) previous[j] = *(pos - 1);
    if (pos == tails.end()) {
      tails.push_back(static_cast<int>(j));
    } else {
      *pos = static_cast<int>(j);
    }
  }
  std::vector<char> in_order(now.size(), 0);
  for (std::size_t k = 0; k < head; ++k) {
    in_order[k] = 1;
    used[k] = 1;
  }
  for (std::size_t k = 0; k < tail; ++k) {
    in_order[now_end + k] = 1;
    used[before_end + k] = 1;
  }
  for (int j = tails.empty() ? -1 : tails.back(); j >= 0; j = previous[static_cast<std::size_t>(j)]) {
    in_order[static_cast<std::size_t>(j)] = 1;
    used[static_cast<std::size_t>(was[static_cast<std::size_t>(j)])] = 1;
  }
  std::vector<SDL_Rect> touched;
  for (std::size_t j = 0; j < now.size(); ++j) {
    if (in_order[j] == 0) touched.push_back(now[j].rect);
  }
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (used[i] == 0) touched.push_back(before[i].rect);
  }
  for (const SDL_Rect& r : touched) {
    SDL_Rect cut;
    if (r.w > 0 && r.h > 0 && SDL_IntersectRect(&r, &within, &cut) == SDL_TRUE) out.push_back(cut);
  }
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
        std::uint64_t h = DrawHashMix(state, (FloatHashBits(r.x) << 32) | FloatHashBits(r.y));
        h = DrawHashMix(h, (FloatHashBits(r.w) << 32) | FloatHashBits(r.h));
        if (d.has_src) {
          h = DrawHashMix(h, IntPair(d.src.x, d.src.y));
          h = DrawHashMix(h, IntPair(d.src.w, d.src.h));
        }
        if (d.rotated) {
          std::uint64_t angle = 0;
          std::memcpy(&angle, &d.angle, sizeof angle);
          h = DrawHashMix(h, angle);
          h = DrawHashMix(h, static_cast<std::uint64_t>(d.flip) + 7);
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
          CornerBox corners;
          for (int k = 0; k < 3; ++k) {
            const SDL_Vertex& p = v[idx[t + k]];
            h = DrawHashMix(h, (FloatHashBits(p.position.x) << 32) | FloatHashBits(p.position.y));
            h = DrawHashMix(h, (FloatHashBits(p.tex_coord.x) << 32) | FloatHashBits(p.tex_coord.y));
            h = DrawHashMix(h, ColourBits(p.color));
            corners.Add(p.position.x, p.position.y);
          }
          const SDL_Rect box = PixelBoxOf(corners.x0, corners.y0, corners.x1, corners.y1, limit);
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
    render::TakeTextureChanges();
    ++unkept_frames_;
    return;
  }
  Pieces(out_w, out_h);
  const SDL_Rect output{0, 0, out_w, out_h};
  damage_.clear();
  if (drawn_) {
    FrameDamage(last_pieces_, pieces_, output, damage_);
    // Where the textures copied changed since the last frame, on the window.
    const auto& draws = recording_data_.draws;
    for (std::size_t i = 0; i < draws.size(); ++i) {
      const render::RecordedDraw& d = draws[i];
      if (!FollowsChanges(d)) continue;
      const render::TextureChanges* changes = render::ChangesOf(d.texture);
      if (changes == nullptr) continue;
      if (changes->whole || !d.has_rect) {
        damage_.push_back(draw_boxes_[i]);
        continue;
      }
      SDL_Rect src{0, 0, 0, 0};
      if (d.has_src) {
        src = d.src;
      } else {
        SDL_QueryTexture(d.texture, nullptr, nullptr, &src.w, &src.h);
      }
      if (src.w <= 0 || src.h <= 0) continue;
      const float kx = d.rect.w / static_cast<float>(src.w);
      const float ky = d.rect.h / static_cast<float>(src.h);
      for (const SDL_Rect& r : changes->rects) {
        const float x0 = d.rect.x + static_cast<float>(r.x - src.x) * kx;
        const float y0 = d.rect.y + static_cast<float>(r.y - src.y) * ky;
        const float x1 = d.rect.x + static_cast<float>(r.x + r.w - src.x) * kx;
        const float y1 = d.rect.y + static_cast<float>(r.y + r.h - src.y) * ky;
        const SDL_Rect box = PixelBoxOf(x0, y0, x1, y1, draw_boxes_[i]);
        if (box.w > 0 && box.h > 0) damage_.push_back(box);
      }
    }
    MergeRects(damage_, kMostFrameDamage);
  }
  render::TakeTextureChanges();
  const bool part = drawn_ && AreaOf(damage_) * 10 < static_cast<long long>(out_w) * out_h * 7;
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
