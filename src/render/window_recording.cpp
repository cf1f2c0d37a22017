#include "render/window_recording.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace bc::render {

namespace {

WindowRecording* current = nullptr;

std::unordered_map<SDL_Texture*, std::uint64_t>& Versions() {
  static std::unordered_map<SDL_Texture*, std::uint64_t> versions;
  return versions;
}
std::uint64_t last_version = 0;

// A y moved into a texture: a y exactly on a pixel's centre row (at 1/256 of a pixel,
// the rasteriser's grid) goes one step of the grid down (as app/imgui_draw.cpp's kept
// windows do), where the texture takes the pixels the window takes.
float OntoTexture(float y) {
  const float steps = std::round(y * 256.0f);
  const auto step = static_cast<long>(steps);
  if (((step % 256) + 256) % 256 != 128) return y;
  return (steps + 1.0f) / 256.0f;
}

SDL_FRect RectOntoTexture(const SDL_FRect& r) {
  const float top = OntoTexture(r.y);
  const float bottom = OntoTexture(r.y + r.h);
  return SDL_FRect{r.x, top, r.w, bottom - top};
}

}  // namespace

void SetWindowRecording(WindowRecording* recording) { current = recording; }
WindowRecording* CurrentWindowRecording() { return current; }

std::uint64_t TextureVersion(SDL_Texture* texture) {
  const auto it = Versions().find(texture);
  return it == Versions().end() ? 0 : it->second;
}

namespace {

std::unordered_map<SDL_Texture*, TextureChanges>& Changes() {
  static std::unordered_map<SDL_Texture*, TextureChanges> changes;
  return changes;
}

// Beyond this many rectangles a texture's changes are one rectangle round them all.
constexpr std::size_t kMostChangeRects = 16;

}  // namespace

void NoteTextureChanged(SDL_Texture* texture) {
  if (texture == nullptr) return;
  Versions()[texture] = ++last_version;
  TextureChanges& c = Changes()[texture];
  c.whole = true;
  c.rects.clear();
}

void NoteTextureDrawn(SDL_Texture* texture, const SDL_Rect& area) {
  if (texture == nullptr) return;
  Versions()[texture] = ++last_version;
  TextureChanges& c = Changes()[texture];
  if (c.whole || area.w <= 0 || area.h <= 0) return;
  for (const SDL_Rect& r : c.rects) {
    if (area.x >= r.x && area.y >= r.y && area.x + area.w <= r.x + r.w && area.y + area.h <= r.y + r.h) {
      return;  // already in
    }
  }
  if (c.rects.size() < kMostChangeRects) {
    c.rects.push_back(area);
    return;
  }
  SDL_Rect all = area;
  for (const SDL_Rect& r : c.rects) SDL_UnionRect(&all, &r, &all);
  c.rects.assign(1, all);
}

const TextureChanges* ChangesOf(SDL_Texture* texture) {
  const auto it = Changes().find(texture);
  return it == Changes().end() ? nullptr : &it->second;
}

void TakeTextureChanges() { Changes().clear(); }

void Replay(SDL_Renderer* renderer, const WindowRecording& recording, const RecordedDraw& draw, const SDL_Rect* within,
            const SDL_Rect* boxes, bool onto_texture) {
  auto onto = [&](const SDL_FRect& r) { return onto_texture ? RectOntoTexture(r) : r; };
  // The clip: the recorded one, cut to `within`.
  SDL_Rect clip{0, 0, 0, 0};
  bool clip_on = draw.clip_on;
  if (clip_on) clip = draw.clip;
  if (within != nullptr) {
    if (clip_on) {
      if (SDL_IntersectRect(&clip, within, &clip) == SDL_FALSE) return;
    } else {
      clip = *within;
      clip_on = true;
    }
  }
  SDL_RenderSetClipRect(renderer, clip_on ? &clip : nullptr);
  Uint8 r = 0;
  Uint8 g = 0;
  Uint8 b = 0;
  Uint8 a = 0;
  SDL_BlendMode blend = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
  SDL_GetRenderDrawBlendMode(renderer, &blend);
  SDL_SetRenderDrawColor(renderer, draw.colour.r, draw.colour.g, draw.colour.b, draw.colour.a);
  SDL_SetRenderDrawBlendMode(renderer, draw.blend);
  Uint8 tr = 255;
  Uint8 tg = 255;
  Uint8 tb = 255;
  Uint8 ta = 255;
  SDL_BlendMode texture_blend = SDL_BLENDMODE_NONE;
  SDL_ScaleMode texture_scale = SDL_ScaleModeNearest;
  if (draw.texture != nullptr) {
    SDL_GetTextureColorMod(draw.texture, &tr, &tg, &tb);
    SDL_GetTextureAlphaMod(draw.texture, &ta);
    SDL_GetTextureBlendMode(draw.texture, &texture_blend);
    SDL_GetTextureScaleMode(draw.texture, &texture_scale);
    SDL_SetTextureColorMod(draw.texture, draw.modulation.r, draw.modulation.g, draw.modulation.b);
    SDL_SetTextureAlphaMod(draw.texture, draw.modulation.a);
    SDL_SetTextureBlendMode(draw.texture, draw.texture_blend);
    SetScaleMode(renderer, draw.texture, draw.texture_scale);
  }
  switch (draw.kind) {
    case DrawCall::kClear:
      if (within == nullptr) {
        Clear(renderer);
      } else {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        Fill(renderer, SDL_FRect{static_cast<float>(clip.x), static_cast<float>(clip.y), static_cast<float>(clip.w),
                                 static_cast<float>(clip.h)});
      }
      break;
    case DrawCall::kFill: Fill(renderer, onto(draw.rect)); break;
    case DrawCall::kCopy: {
      const SDL_FRect to = onto(draw.rect);
      if (draw.rotated) {
        CopyEx(renderer, draw.texture, draw.has_src ? &draw.src : nullptr, to, draw.angle, draw.flip);
      } else {
        Copy(renderer, draw.texture, draw.has_src ? &draw.src : nullptr, draw.has_rect ? &to : nullptr);
      }
      break;
    }
    case DrawCall::kGeometry:
    case DrawCall::kTexturedGeometry: {
      static std::vector<SDL_Vertex> moved;
      static std::vector<int> kept;
      const SDL_Vertex* v = recording.vertices.data() + draw.first_vertex;
      moved.assign(v, v + draw.vertex_count);
      if (onto_texture) {
        for (SDL_Vertex& m : moved) m.position.y = OntoTexture(m.position.y);
      }
      const int* idx = recording.indices.data() + draw.first_index;
      kept.clear();
      for (int t = 0; t + 2 < draw.index_count; t += 3) {
        if (boxes != nullptr && within != nullptr && SDL_HasIntersection(&boxes[t / 3], within) == SDL_FALSE) continue;
        kept.insert(kept.end(), idx + t, idx + t + 3);
      }
      if (!kept.empty()) {
        Geometry(renderer, draw.texture, moved.data(), static_cast<int>(moved.size()), kept.data(),
                 static_cast<int>(kept.size()));
      }
      break;
    }
  }
  if (draw.texture != nullptr) {
    SDL_SetTextureColorMod(draw.texture, tr, tg, tb);
    SDL_SetTextureAlphaMod(draw.texture, ta);
    SDL_SetTextureBlendMode(draw.texture, texture_blend);
    SetScaleMode(renderer, draw.texture, texture_scale);
  }
  SDL_SetRenderDrawColor(renderer, r, g, b, a);
  SDL_SetRenderDrawBlendMode(renderer, blend);
}

}  // namespace bc::render
