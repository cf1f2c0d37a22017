// The shell's two drawers of ImGui's draw data (imgui_draw.h): DrawImGui, every list as
// it is, and ImGuiDrawer, which keeps what marked windows draw in textures. The geometry
// both draw with: draw_lists.h.
#include "app/imgui_draw.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "app/draw_hash.h"
#include "app/draw_lists.h"
#include "app/kept_damage.h"
#include "render/draw_calls.h"
#include "render/kept_window.h"
#include "render/texel_copy.h"

namespace bc::app {

namespace {

// The width of a kept window's rim, drawn every frame: its rounded corners (the theme's
// 3 pixels) and the outer half of its border's anti-aliased edge.
constexpr int kRim = 4;
// The most rectangles a kept window's changed part is drawn again in.
constexpr int kMostDamage = 4;

bool Marked(const ImDrawList& list) {
  for (const ImDrawCmd& cmd : list.CmdBuffer) {
    if (cmd.UserCallback == &render::KeepWindowDrawn) return true;
  }
  return false;
}

// A y moved into a texture. Mesa draws the window upside down and a texture the right
// way up, so a pixel whose centre lies exactly on a horizontal edge (at 1/256 of a pixel,
// the rasteriser's grid) falls to the triangle below the edge on the window and to the
// one above it in a texture: such an edge goes one step of the grid down, where the
// texture takes the same pixels as the window.
float OntoTexture(float y) {
  const float steps = std::round(y * 256.0f);
  const auto step = static_cast<long>(steps);
  if (((step % 256) + 256) % 256 != 128) return y;
  return (steps + 1.0f) / 256.0f;
}

// The triangles of draw lists [first, end): what each draws, and the window pixels it can
// touch (the box of its corners, a pixel wider all round, inside its clip rectangle).
void PiecesOf(const ImDrawData& data, int first, int end, const DrawFrame& f, std::vector<KeptPiece>& out) {
  out.clear();
  for (int m = first; m < end; ++m) {
    const ImDrawList& l = *data.CmdLists[m];
    for (const ImDrawCmd& cmd : l.CmdBuffer) {
      SDL_Rect clip;
      if (cmd.UserCallback != nullptr || cmd.ElemCount == 0 || !ClipOf(cmd, f, clip)) continue;
      std::uint64_t base = DrawHashMix(0x51ed270b27a6d0c3ULL, reinterpret_cast<std::uintptr_t>(cmd.GetTexID()));
      base = DrawHashMix(base, (static_cast<std::uint64_t>(static_cast<std::uint32_t>(clip.x)) << 32) |
                                   static_cast<std::uint32_t>(clip.y));
      base = DrawHashMix(base, (static_cast<std::uint64_t>(static_cast<std::uint32_t>(clip.w)) << 32) |
                                   static_cast<std::uint32_t>(clip.h));
      const ImDrawVert* vertices = l.VtxBuffer.Data + cmd.VtxOffset;
      const ImDrawIdx* indices = l.IdxBuffer.Data + cmd.IdxOffset;
      for (unsigned int t = 0; t + 2 < cmd.ElemCount; t += 3) {
        std::uint64_t h = base;
        CornerBox corners;
        for (unsigned int k = 0; k < 3; ++k) {
          const ImDrawVert& v = vertices[indices[t + k]];
          h = DrawHashMix(h, (FloatHashBits(v.pos.x) << 32) | FloatHashBits(v.pos.y));
          h = DrawHashMix(h, (FloatHashBits(v.uv.x) << 32) | FloatHashBits(v.uv.y));
          h = DrawHashMix(h, v.col);
          corners.Add(v.pos.x, v.pos.y);
        }
        const int px0 = static_cast<int>(std::floor(corners.x0)) - 1;
        const int py0 = static_cast<int>(std::floor(corners.y0)) - 1;
        const int px1 = static_cast<int>(std::ceil(corners.x1)) + 1;
        const int py1 = static_cast<int>(std::ceil(corners.y1)) + 1;
        const SDL_Rect box{px0, py0, px1 - px0, py1 - py0};
        KeptPiece piece{h, SDL_Rect{0, 0, 0, 0}};
        SDL_IntersectRect(&box, &clip, &piece.rect);
        out.push_back(piece);
      }
    }
  }
}

template <typename T>
void Append(std::vector<unsigned char>& out, const T* data, std::size_t count) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(data);
  out.insert(out.end(), bytes, bytes + count * sizeof(T));
}

}  // namespace

std::array<SDL_Rect, 4> RimStrips(const SDL_Rect& rect, int width) {
  const int inner_h = rect.h - 2 * width;
  return {SDL_Rect{rect.x, rect.y, rect.w, width}, SDL_Rect{rect.x, rect.y + rect.h - width, rect.w, width},
          SDL_Rect{rect.x, rect.y + width, width, inner_h}, SDL_Rect{rect.x + rect.w - width, rect.y + width, width, inner_h}};
}

void DrawImGui(SDL_Renderer* renderer, ImDrawData* data) {
  DrawOnWholeTarget(renderer, data, [&](const DrawFrame& f) {
    for (int n = 0; n < data->CmdListsCount; ++n) {
      const ImDrawList* list = data->CmdLists[n];
      DrawList(renderer, *list, list->VtxBuffer.Data, f, 0, 0);
    }
  });
}

void ImGuiDrawer::Release() {
  for (Kept& kept : kept_) {
    if (kept.texture != nullptr) SDL_DestroyTexture(kept.texture);
  }
  kept_.clear();
}

void ImGuiDrawer::Draw(SDL_Renderer* renderer, ImDrawData* data) {
  DrawOnWholeTarget(renderer, data, [&](const DrawFrame& f) { DrawKeeping(renderer, data, f); });
}

void ImGuiDrawer::DrawKeeping(SDL_Renderer* renderer, ImDrawData* data, const DrawFrame& f) {
  // Kept only when a texture's pixel is a window's: no scale, drawing onto the window.
  float scale_x = 1.0f;
  float scale_y = 1.0f;
  SDL_RenderGetScale(renderer, &scale_x, &scale_y);
  const bool can_keep = SDL_RenderTargetSupported(renderer) && SDL_GetRenderTarget(renderer) == nullptr &&
                        scale_x == 1.0f && scale_y == 1.0f && f.clip_scale.x == 1.0f && f.clip_scale.y == 1.0f;
  for (Kept& kept : kept_) kept.used = false;
  std::size_t next_kept = 0;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    if (!can_keep || list->_OwnerName == nullptr || !Marked(*list)) {
      DrawList(renderer, *list, list->VtxBuffer.Data, f, 0, 0);
      continue;
    }
    // The marked window and its children (named after it), which ImGui lists after it.
    const std::string children = std::string(list->_OwnerName) + "/";
    int end = n + 1;
    while (end < data->CmdListsCount && data->CmdLists[end]->_OwnerName != nullptr &&
           std::strncmp(data->CmdLists[end]->_OwnerName, children.c_str(), children.size()) == 0) {
      ++end;
    }
    // What they draw lies inside the union of their commands' clip rectangles, each cut
    // to its triangles' bounds (a window's own background is clipped to the screen).
    SDL_Rect rect{0, 0, 0, 0};
    scratch_.clear();
    bounds_.clear();
    for (int m = n; m < end; ++m) {
      const ImDrawList& l = *data->CmdLists[m];
      for (const ImDrawCmd& cmd : l.CmdBuffer) {
        SDL_Rect clip;
        bounds_.push_back(SDL_Rect{0, 0, 0, 0});
        if (cmd.UserCallback != nullptr || cmd.ElemCount == 0 || !ClipOf(cmd, f, clip)) continue;
        bounds_.back() = BoundsOf(l, cmd);
        if (!SDL_IntersectRect(&clip, &bounds_.back(), &clip)) continue;
        if (rect.w == 0) {
          rect = clip;
        } else {
          SDL_UnionRect(&rect, &clip, &rect);
        }
      }
      const int sizes[3] = {l.VtxBuffer.Size, l.IdxBuffer.Size, l.CmdBuffer.Size};
      Append(scratch_, sizes, 3);
      Append(scratch_, l.VtxBuffer.Data, static_cast<std::size_t>(l.VtxBuffer.Size));
      Append(scratch_, l.IdxBuffer.Data, static_cast<std::size_t>(l.IdxBuffer.Size));
      for (const ImDrawCmd& cmd : l.CmdBuffer) {
        Append(scratch_, &cmd.ClipRect, 1);
        Append(scratch_, &cmd.TextureId, 1);
        const unsigned int offsets[3] = {cmd.VtxOffset, cmd.IdxOffset, cmd.ElemCount};
        Append(scratch_, offsets, 3);
        Append(scratch_, &cmd.UserCallback, 1);
      }
    }
    Append(scratch_, &rect, 1);
    if (rect.w <= 2 * kRim || rect.h <= 2 * kRim) {
      DrawLists(renderer, *data, n, end, f);
      n = end - 1;
      continue;
    }
    if (next_kept == kept_.size()) kept_.emplace_back();
    Kept& kept = kept_[next_kept++];
    kept.used = true;
    if (kept.texture == nullptr || kept.rect.w != rect.w || kept.rect.h != rect.h) {
      if (kept.texture != nullptr) SDL_DestroyTexture(kept.texture);
      // Opaque and unfiltered, stored as the window stores its pixels (render/texel_copy.h).
      kept.texture = render::CreateKeptTexture(renderer, rect.w, rect.h);
      kept.lists.clear();
      kept.pieces.clear();
      kept.drawn = false;
      if (kept.texture == nullptr) {
        DrawLists(renderer, *data, n, end, f);
        n = end - 1;
        continue;
      }
    }
    if (kept.lists != scratch_) {
      PiecesOf(*data, n, end, f, pieces_);
      // Drawn as onto the window, on the window's cleared colour, moved by whole pixels:
      // where the triangles changed, when that is less than most of it; otherwise whole.
      const bool in_place = kept.drawn && SDL_RectEquals(&kept.rect, &rect) == SDL_TRUE;
      const bool part = in_place && KeptDamage(kept.pieces, pieces_, rect, kMostDamage, damage_) &&
                        AreaOf(damage_) * 10 < static_cast<long long>(rect.w) * rect.h * 7;
      if (!part) damage_.assign(1, rect);
      SDL_SetRenderTarget(renderer, kept.texture);
      moved_.clear();
      offsets_.clear();
      for (int m = n; m < end; ++m) {
        const ImDrawList& l = *data->CmdLists[m];
        offsets_.push_back(moved_.size());
        moved_.insert(moved_.end(), l.VtxBuffer.Data, l.VtxBuffer.Data + l.VtxBuffer.Size);
      }
      for (ImDrawVert& v : moved_) {
        v.pos.x -= static_cast<float>(rect.x);
        v.pos.y = OntoTexture(v.pos.y - static_cast<float>(rect.y));
      }
      SDL_SetRenderDrawColor(renderer, ground_.r, ground_.g, ground_.b, ground_.a);
      if (!part) {
        render::Clear(renderer);
        for (int m = n; m < end; ++m) {
          DrawList(renderer, *data->CmdLists[m], moved_.data() + offsets_[static_cast<std::size_t>(m - n)], f, rect.x,
                   rect.y);
        }
      } else {
        SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
        SDL_GetRenderDrawBlendMode(renderer, &blend);
        for (const SDL_Rect& d : damage_) {
          // The ground put back (rectangles may overlap: each is drawn whole in turn).
          SDL_RenderSetClipRect(renderer, nullptr);
          SDL_SetRenderDrawColor(renderer, ground_.r, ground_.g, ground_.b, ground_.a);
          SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
          render::Fill(renderer, SDL_FRect{static_cast<float>(d.x - rect.x), static_cast<float>(d.y - rect.y),
                                           static_cast<float>(d.w), static_cast<float>(d.h)});
          SDL_SetRenderDrawBlendMode(renderer, blend);
          const SDL_Rect* b = bounds_.data();
          for (int m = n; m < end; ++m) {
            const ImDrawList& l = *data->CmdLists[m];
            DrawList(renderer, l, moved_.data() + offsets_[static_cast<std::size_t>(m - n)], f, rect.x, rect.y, &d, b);
            b += l.CmdBuffer.Size;
          }
        }
        ++kept_part_drawings_;
      }
      SDL_RenderSetClipRect(renderer, nullptr);
      SDL_SetRenderTarget(renderer, nullptr);
      SDL_RenderSetViewport(renderer, nullptr);
      kept.lists.swap(scratch_);
      kept.pieces.swap(pieces_);
      kept.drawn = true;
      ++kept_drawings_;
    }
    kept.rect = rect;
    SDL_RenderSetClipRect(renderer, nullptr);
    // The inside from the texture; the rim (where the window's rounded corners and the
    // anti-aliased edges of its border blend over whatever is beside it) drawn as ever.
    const SDL_Rect inner{rect.x + kRim, rect.y + kRim, rect.w - 2 * kRim, rect.h - 2 * kRim};
    const SDL_Rect from{kRim, kRim, inner.w, inner.h};
    const SDL_FRect to{static_cast<float>(inner.x), static_cast<float>(inner.y), static_cast<float>(inner.w),
                       static_cast<float>(inner.h)};
    render::Copy(renderer, kept.texture, &from, &to);
    for (const SDL_Rect& strip : RimStrips(rect, kRim)) DrawLists(renderer, *data, n, end, f, &strip, bounds_.data());
    SDL_RenderSetClipRect(renderer, nullptr);
    n = end - 1;
  }
  // Windows no longer drawn let their textures go.
  while (!kept_.empty() && !kept_.back().used) {
    if (kept_.back().texture != nullptr) SDL_DestroyTexture(kept_.back().texture);
    kept_.pop_back();
  }
}

}  // namespace bc::app
