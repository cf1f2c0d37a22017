#include "app/imgui_draw.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#include "imgui_impl_sdlrenderer.h"
#include "render/draw_calls.h"
#include "render/kept_window.h"

namespace bc::app {

namespace {

// What a triangle (three indices at `indices`) needs: a plain fill samples only the font
// atlas's white texel (the same colour as drawing it untextured); an opaque one, all three
// corners at full alpha, covers what is under it, so it needs no blending either.
enum class Fill { kOpaque, kPlain, kTextured };

Fill FillOf(const ImDrawVert* vertices, const ImDrawIdx* indices, ImVec2 white) {
  bool opaque = true;
  for (int k = 0; k < 3; ++k) {
    const ImDrawVert& v = vertices[indices[k]];
    if (v.uv.x != white.x || v.uv.y != white.y) return Fill::kTextured;
    opaque = opaque && (v.col & IM_COL32_A_MASK) == IM_COL32_A_MASK;
  }
  return opaque ? Fill::kOpaque : Fill::kPlain;
}

void DrawRun(SDL_Renderer* renderer, SDL_Texture* texture, const ImDrawVert* vertices, int vertex_count,
             const ImDrawIdx* indices, int index_count) {
  const char* base = reinterpret_cast<const char*>(vertices);
  const int stride = static_cast<int>(sizeof(ImDrawVert));
  render::GeometryRaw(renderer, texture, reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)), stride,
                      reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)), stride,
                      texture != nullptr ? reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)) : nullptr,
                      texture != nullptr ? stride : 0, vertex_count, indices, index_count,
                      static_cast<int>(sizeof(ImDrawIdx)));
}

// How draw data maps onto the renderer: ImGui's display to window pixels.
struct Frame {
  ImVec2 clip_off;
  ImVec2 clip_scale;
  float fb_width = 0.0f;
  float fb_height = 0.0f;
  SDL_BlendMode draw_blend = SDL_BLENDMODE_BLEND;
  ImTextureID font_texture = nullptr;
  ImVec2 white;
};

bool FrameOf(SDL_Renderer* renderer, const ImDrawData* data, Frame& f) {
  float scale_x = 1.0f;
  float scale_y = 1.0f;
  SDL_RenderGetScale(renderer, &scale_x, &scale_y);
  // With a scale set on the renderer, SDL scales what it is given (as the backend does).
  f.clip_scale = ImVec2(scale_x == 1.0f ? data->FramebufferScale.x : 1.0f,
                        scale_y == 1.0f ? data->FramebufferScale.y : 1.0f);
  f.fb_width = data->DisplaySize.x * f.clip_scale.x;
  f.fb_height = data->DisplaySize.y * f.clip_scale.y;
  f.clip_off = data->DisplayPos;
  f.font_texture = ImGui::GetIO().Fonts->TexID;
  f.white = ImGui::GetIO().Fonts->TexUvWhitePixel;
  SDL_GetRenderDrawBlendMode(renderer, &f.draw_blend);
  return f.fb_width > 0.0f && f.fb_height > 0.0f;
}

// A command's clip rectangle in window pixels; false when nothing of it shows.
bool ClipOf(const ImDrawCmd& cmd, const Frame& f, SDL_Rect& clip) {
  ImVec2 clip_min((cmd.ClipRect.x - f.clip_off.x) * f.clip_scale.x, (cmd.ClipRect.y - f.clip_off.y) * f.clip_scale.y);
  ImVec2 clip_max((cmd.ClipRect.z - f.clip_off.x) * f.clip_scale.x, (cmd.ClipRect.w - f.clip_off.y) * f.clip_scale.y);
  if (clip_min.x < 0.0f) clip_min.x = 0.0f;
  if (clip_min.y < 0.0f) clip_min.y = 0.0f;
  if (clip_max.x > f.fb_width) clip_max.x = f.fb_width;
  if (clip_max.y > f.fb_height) clip_max.y = f.fb_height;
  if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) return false;
  clip = SDL_Rect{static_cast<int>(clip_min.x), static_cast<int>(clip_min.y),
                  static_cast<int>(clip_max.x - clip_min.x), static_cast<int>(clip_max.y - clip_min.y)};
  return true;
}

// The pixels a command's triangles can touch: those whose centres lie strictly inside the
// box of their corners. (What lies on its edge is an anti-aliased rim's outer edge, which
// draws nothing: a pixel there must be left as the window has it.)
SDL_Rect BoundsOf(const ImDrawList& list, const ImDrawCmd& cmd) {
  const ImDrawVert* vertices = list.VtxBuffer.Data + cmd.VtxOffset;
  const ImDrawIdx* indices = list.IdxBuffer.Data + cmd.IdxOffset;
  ImVec2 lo(vertices[indices[0]].pos);
  ImVec2 hi(lo);
  for (unsigned int i = 1; i < cmd.ElemCount; ++i) {
    const ImVec2& p = vertices[indices[i]].pos;
    lo.x = std::min(lo.x, p.x);
    lo.y = std::min(lo.y, p.y);
    hi.x = std::max(hi.x, p.x);
    hi.y = std::max(hi.y, p.y);
  }
  const int x0 = static_cast<int>(std::floor(lo.x + 0.5f));
  const int y0 = static_cast<int>(std::floor(lo.y + 0.5f));
  const int x1 = static_cast<int>(std::ceil(hi.x - 0.5f));  // one past the last
  const int y1 = static_cast<int>(std::ceil(hi.y - 0.5f));
  return SDL_Rect{x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)};
}

// The pixels a run of triangles may touch, inclusive: those whose centres lie in the box
// of its corners, widened by a step of llvmpipe's 1/256-pixel grid.
struct PixelBox {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  bool Meets(const PixelBox& o) const { return x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1; }
};

PixelBox BoxOf(const ImDrawVert* vertices, const ImDrawIdx* indices, int count) {
  ImVec2 lo(vertices[indices[0]].pos);
  ImVec2 hi(lo);
  for (int i = 1; i < count; ++i) {
    const ImVec2& p = vertices[indices[i]].pos;
    lo.x = std::min(lo.x, p.x);
    lo.y = std::min(lo.y, p.y);
    hi.x = std::max(hi.x, p.x);
    hi.y = std::max(hi.y, p.y);
  }
  constexpr float kSnap = 1.0f / 256.0f;
  return PixelBox{static_cast<int>(std::ceil(lo.x - 0.5f - kSnap)), static_cast<int>(std::ceil(lo.y - 0.5f - kSnap)),
                  static_cast<int>(std::floor(hi.x - 0.5f + kSnap)), static_cast<int>(std::floor(hi.y - 0.5f + kSnap))};
}

// A command on the font atlas, split into its runs of one kind of fill (FillOf) and
// drawn with as few calls as keep its pixels: a run joins an earlier one of its kind when
// it shares no pixel with any run between (their boxes do not meet), so the buttons of a
// bar go out as one call for their fills and one for their labels, not two each.
void DrawRuns(SDL_Renderer* renderer, SDL_Texture* texture, const ImDrawVert* vertices, int vertex_count,
              const ImDrawIdx* indices, int count, const Frame& f) {
  struct Piece {
    int start = 0;
    int count = 0;
    PixelBox box;
  };
  struct Run {
    Fill fill = Fill::kTextured;
    std::vector<Piece> pieces;
  };
  std::vector<Run> runs;
  auto add = [&](Fill fill, int start, int n) {
    const Piece piece{start, n, BoxOf(vertices, indices + start, n)};
    std::size_t from = 0;
    for (std::size_t r = runs.size(); r-- > 0;) {
      const std::vector<Piece>& pieces = runs[r].pieces;
      if (std::any_of(pieces.begin(), pieces.end(), [&](const Piece& p) { return p.box.Meets(piece.box); })) {
        from = r;
        break;
      }
    }
    std::size_t target = from;
    while (target < runs.size() && runs[target].fill != fill) ++target;
    if (target == runs.size()) runs.push_back(Run{fill, {}});
    runs[target].pieces.push_back(piece);
  };
  int start = 0;
  Fill fill = count >= 3 ? FillOf(vertices, indices, f.white) : Fill::kTextured;
  for (int i = 3; i <= count; i += 3) {
    const Fill next = i < count ? FillOf(vertices, indices + i, f.white) : fill;
    if (i == count || next != fill) {
      add(fill, start, i - start);
      start = i;
      fill = next;
    }
  }
  std::vector<ImDrawIdx> gathered;
  for (const Run& run : runs) {
    const ImDrawIdx* run_indices = indices + run.pieces.front().start;
    int run_count = run.pieces.front().count;
    if (run.pieces.size() > 1) {
      gathered.clear();
      for (const Piece& p : run.pieces) gathered.insert(gathered.end(), indices + p.start, indices + p.start + p.count);
      run_indices = gathered.data();
      run_count = static_cast<int>(gathered.size());
    }
    if (run.fill == Fill::kOpaque) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    DrawRun(renderer, run.fill == Fill::kTextured ? texture : nullptr, vertices, vertex_count, run_indices, run_count);
    if (run.fill == Fill::kOpaque) SDL_SetRenderDrawBlendMode(renderer, f.draw_blend);
  }
}

// One draw list, its vertices at `vertex_data` (the list's own, or a copy moved by
// (dx, dy) whole pixels into a texture, the clip rectangles with them); only inside
// `only` when given, with `bounds` the commands' (BoundsOf).
void DrawList(SDL_Renderer* renderer, const ImDrawList& list, const ImDrawVert* vertex_data, const Frame& f, int dx,
              int dy, const SDL_Rect* only = nullptr, const SDL_Rect* bounds = nullptr) {
  for (int c = 0; c < list.CmdBuffer.Size; ++c) {
    const ImDrawCmd& cmd = list.CmdBuffer[c];
    if (cmd.UserCallback != nullptr) {
      if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
        SDL_RenderSetViewport(renderer, nullptr);
        SDL_RenderSetClipRect(renderer, nullptr);
      } else {
        cmd.UserCallback(&list, &cmd);
      }
      continue;
    }
    SDL_Rect clip;
    if (!ClipOf(cmd, f, clip)) continue;
    if (only != nullptr) {
      if (cmd.ElemCount == 0 || !SDL_IntersectRect(&clip, only, &clip) || !SDL_HasIntersection(&clip, &bounds[c])) {
        continue;
      }
    }
    clip.x -= dx;
    clip.y -= dy;
    SDL_RenderSetClipRect(renderer, &clip);

    const ImDrawVert* vertices = vertex_data + cmd.VtxOffset;
    const int vertex_count = list.VtxBuffer.Size - static_cast<int>(cmd.VtxOffset);
    const ImDrawIdx* indices = list.IdxBuffer.Data + cmd.IdxOffset;
    SDL_Texture* texture = static_cast<SDL_Texture*>(cmd.GetTexID());
    const int count = static_cast<int>(cmd.ElemCount);
    if (texture == nullptr || cmd.GetTexID() != f.font_texture) {
      DrawRun(renderer, texture, vertices, vertex_count, indices, count);
      continue;
    }
    // Runs of opaque fills, of blended plain fills and of text (or anything else from
    // the atlas). An opaque fill drawn with blending off gives the same pixels (source
    // alpha 1 keeps none of the destination), and llvmpipe then neither reads the pixels
    // under it nor keeps the work for a tile it covers whole.
    DrawRuns(renderer, texture, vertices, vertex_count, indices, count, f);
  }
}

// Draw lists [first, end) of the draw data as they are, or only inside `only` (with
// `bounds` their commands' BoundsOf, list after list).
void DrawLists(SDL_Renderer* renderer, const ImDrawData& data, int first, int end, const Frame& f,
               const SDL_Rect* only = nullptr, const SDL_Rect* bounds = nullptr) {
  for (int m = first; m < end; ++m) {
    const ImDrawList& list = *data.CmdLists[m];
    DrawList(renderer, list, list.VtxBuffer.Data, f, 0, 0, only, bounds);
    if (bounds != nullptr) bounds += list.CmdBuffer.Size;
  }
}

// The width of a kept window's rim, drawn every frame: its rounded corners (the theme's
// 3 pixels) and the outer half of its border's anti-aliased edge.
constexpr int kRim = 4;

bool IsSoftware(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  return SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr || std::strcmp(info.name, "software") == 0;
}

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
  if (IsSoftware(renderer)) {
    ImGui_ImplSDLRenderer_RenderDrawData(data);
    return;
  }
  Frame f;
  if (!FrameOf(renderer, data, f)) return;
  SDL_Rect old_viewport;
  SDL_Rect old_clip;
  const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  SDL_RenderGetViewport(renderer, &old_viewport);
  SDL_RenderGetClipRect(renderer, &old_clip);
  SDL_RenderSetViewport(renderer, nullptr);
  SDL_RenderSetClipRect(renderer, nullptr);
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    DrawList(renderer, *list, list->VtxBuffer.Data, f, 0, 0);
  }
  SDL_RenderSetViewport(renderer, &old_viewport);
  SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
}

void ImGuiDrawer::Release() {
  for (Kept& kept : kept_) {
    if (kept.texture != nullptr) SDL_DestroyTexture(kept.texture);
  }
  kept_.clear();
}

void ImGuiDrawer::Draw(SDL_Renderer* renderer, ImDrawData* data) {
  if (IsSoftware(renderer)) {
    ImGui_ImplSDLRenderer_RenderDrawData(data);
    return;
  }
  Frame f;
  if (!FrameOf(renderer, data, f)) return;
  SDL_Rect old_viewport;
  SDL_Rect old_clip;
  const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  SDL_RenderGetViewport(renderer, &old_viewport);
  SDL_RenderGetClipRect(renderer, &old_clip);
  SDL_RenderSetViewport(renderer, nullptr);
  SDL_RenderSetClipRect(renderer, nullptr);
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
      kept.texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, rect.w, rect.h);
      kept.lists.clear();
      if (kept.texture == nullptr) {
        DrawLists(renderer, *data, n, end, f);
        n = end - 1;
        continue;
      }
      SDL_SetTextureBlendMode(kept.texture, SDL_BLENDMODE_NONE);
      SDL_SetTextureScaleMode(kept.texture, SDL_ScaleModeNearest);
    }
    if (kept.lists != scratch_) {
      // Drawn as onto the window, on the window's cleared colour, moved by whole pixels.
      SDL_SetRenderTarget(renderer, kept.texture);
      SDL_SetRenderDrawColor(renderer, ground_.r, ground_.g, ground_.b, ground_.a);
      render::Clear(renderer);
      std::vector<ImDrawVert> moved;
      for (int m = n; m < end; ++m) {
        const ImDrawList& l = *data->CmdLists[m];
        moved.assign(l.VtxBuffer.Data, l.VtxBuffer.Data + l.VtxBuffer.Size);
        for (ImDrawVert& v : moved) {
          v.pos.x -= static_cast<float>(rect.x);
          v.pos.y = OntoTexture(v.pos.y - static_cast<float>(rect.y));
        }
        DrawList(renderer, l, moved.data(), f, rect.x, rect.y);
      }
      SDL_RenderSetClipRect(renderer, nullptr);
      SDL_SetRenderTarget(renderer, nullptr);
      SDL_RenderSetViewport(renderer, nullptr);
      kept.lists.swap(scratch_);
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
  SDL_RenderSetViewport(renderer, &old_viewport);
  SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
}

}  // namespace bc::app
