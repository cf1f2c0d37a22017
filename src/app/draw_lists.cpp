// ImGui's draw data as SDL geometry (draw_lists.h).
#include "app/draw_lists.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <vector>

#include "imgui_impl_sdlrenderer.h"
#include "render/draw_calls.h"

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
              const ImDrawIdx* indices, int count, const DrawFrame& f) {
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

// SDL's own software renderer, which rounds a textured triangle differently from a plain one.
bool IsSoftware(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  return SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr || std::strcmp(info.name, "software") == 0;
}

}  // namespace

bool FrameOf(SDL_Renderer* renderer, const ImDrawData* data, DrawFrame& f) {
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

bool ClipOf(const ImDrawCmd& cmd, const DrawFrame& f, SDL_Rect& clip) {
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

void DrawList(SDL_Renderer* renderer, const ImDrawList& list, const ImDrawVert* vertex_data, const DrawFrame& f, int dx,
              int dy, const SDL_Rect* only, const SDL_Rect* bounds) {
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
    int count = static_cast<int>(cmd.ElemCount);
    if (only != nullptr) {
      // Only the triangles that can touch a pixel of the clip (a pixel wider all round),
      // in their order: the others draw nothing there.
      static thread_local std::vector<ImDrawIdx> inside;
      inside.clear();
      const PixelBox reach{clip.x - 1, clip.y - 1, clip.x + clip.w, clip.y + clip.h};
      for (int t = 0; t + 2 < count; t += 3) {
        if (BoxOf(vertices, indices + t, 3).Meets(reach)) inside.insert(inside.end(), indices + t, indices + t + 3);
      }
      if (inside.empty()) continue;
      indices = inside.data();
      count = static_cast<int>(inside.size());
    }
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

void DrawLists(SDL_Renderer* renderer, const ImDrawData& data, int first, int end, const DrawFrame& f,
               const SDL_Rect* only, const SDL_Rect* bounds) {
  for (int m = first; m < end; ++m) {
    const ImDrawList& list = *data.CmdLists[m];
    DrawList(renderer, list, list.VtxBuffer.Data, f, 0, 0, only, bounds);
    if (bounds != nullptr) bounds += list.CmdBuffer.Size;
  }
}

void DrawOnWholeTarget(SDL_Renderer* renderer, ImDrawData* data, const std::function<void(const DrawFrame&)>& draw) {
  if (IsSoftware(renderer)) {
    ImGui_ImplSDLRenderer_RenderDrawData(data);
    return;
  }
  DrawFrame f;
  if (!FrameOf(renderer, data, f)) return;
  SDL_Rect old_viewport;
  SDL_Rect old_clip;
  const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  SDL_RenderGetViewport(renderer, &old_viewport);
  SDL_RenderGetClipRect(renderer, &old_clip);
  SDL_RenderSetViewport(renderer, nullptr);
  SDL_RenderSetClipRect(renderer, nullptr);
  draw(f);
  SDL_RenderSetViewport(renderer, &old_viewport);
  SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
}

}  // namespace bc::app
