#include "app/imgui_draw.h"

#include <imgui.h>

#include <cstddef>
#include <cstring>

#include "imgui_impl_sdlrenderer.h"

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
  SDL_RenderGeometryRaw(renderer, texture, reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)), stride,
                        reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)), stride,
                        texture != nullptr ? reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)) : nullptr,
                        texture != nullptr ? stride : 0, vertex_count, indices, index_count,
                        static_cast<int>(sizeof(ImDrawIdx)));
}

}  // namespace

void DrawImGui(SDL_Renderer* renderer, ImDrawData* data) {
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr || std::strcmp(info.name, "software") == 0) {
    ImGui_ImplSDLRenderer_RenderDrawData(data);
    return;
  }
  float scale_x = 1.0f;
  float scale_y = 1.0f;
  SDL_RenderGetScale(renderer, &scale_x, &scale_y);
  // With a scale set on the renderer, SDL scales what it is given (as the backend does).
  const ImVec2 clip_scale(scale_x == 1.0f ? data->FramebufferScale.x : 1.0f,
                          scale_y == 1.0f ? data->FramebufferScale.y : 1.0f);
  const float fb_width = data->DisplaySize.x * clip_scale.x;
  const float fb_height = data->DisplaySize.y * clip_scale.y;
  if (fb_width <= 0.0f || fb_height <= 0.0f) return;

  SDL_Rect old_viewport;
  SDL_Rect old_clip;
  const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  SDL_RenderGetViewport(renderer, &old_viewport);
  SDL_RenderGetClipRect(renderer, &old_clip);
  SDL_RenderSetViewport(renderer, nullptr);
  SDL_RenderSetClipRect(renderer, nullptr);
  SDL_BlendMode draw_blend = SDL_BLENDMODE_BLEND;
  SDL_GetRenderDrawBlendMode(renderer, &draw_blend);

  const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
  const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
  const ImVec2 clip_off = data->DisplayPos;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback != nullptr) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
          SDL_RenderSetViewport(renderer, nullptr);
          SDL_RenderSetClipRect(renderer, nullptr);
        } else {
          cmd.UserCallback(list, &cmd);
        }
        continue;
      }
      ImVec2 clip_min((cmd.ClipRect.x - clip_off.x) * clip_scale.x, (cmd.ClipRect.y - clip_off.y) * clip_scale.y);
      ImVec2 clip_max((cmd.ClipRect.z - clip_off.x) * clip_scale.x, (cmd.ClipRect.w - clip_off.y) * clip_scale.y);
      if (clip_min.x < 0.0f) clip_min.x = 0.0f;
      if (clip_min.y < 0.0f) clip_min.y = 0.0f;
      if (clip_max.x > fb_width) clip_max.x = fb_width;
      if (clip_max.y > fb_height) clip_max.y = fb_height;
      if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) continue;
      const SDL_Rect clip{static_cast<int>(clip_min.x), static_cast<int>(clip_min.y),
                          static_cast<int>(clip_max.x - clip_min.x), static_cast<int>(clip_max.y - clip_min.y)};
      SDL_RenderSetClipRect(renderer, &clip);

      const ImDrawVert* vertices = list->VtxBuffer.Data + cmd.VtxOffset;
      const int vertex_count = list->VtxBuffer.Size - static_cast<int>(cmd.VtxOffset);
      const ImDrawIdx* indices = list->IdxBuffer.Data + cmd.IdxOffset;
      SDL_Texture* texture = static_cast<SDL_Texture*>(cmd.GetTexID());
      const int count = static_cast<int>(cmd.ElemCount);
      if (texture == nullptr || cmd.GetTexID() != font_texture) {
        DrawRun(renderer, texture, vertices, vertex_count, indices, count);
        continue;
      }
      // Runs of opaque fills, of blended plain fills and of text (or anything else from
      // the atlas), in order. An opaque fill drawn with blending off gives the same pixels
      // (source alpha 1 keeps none of the destination), and llvmpipe then neither reads the
      // pixels under it nor keeps the work for a tile it covers whole.
      int start = 0;
      Fill fill = count >= 3 ? FillOf(vertices, indices, white) : Fill::kTextured;
      for (int i = 3; i <= count; i += 3) {
        const Fill next = i < count ? FillOf(vertices, indices + i, white) : fill;
        if (i == count || next != fill) {
          if (fill == Fill::kOpaque) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
          DrawRun(renderer, fill == Fill::kTextured ? texture : nullptr, vertices, vertex_count, indices + start,
                  i - start);
          if (fill == Fill::kOpaque) SDL_SetRenderDrawBlendMode(renderer, draw_blend);
          start = i;
          fill = next;
        }
      }
    }
  }
  SDL_RenderSetViewport(renderer, &old_viewport);
  SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
}

}  // namespace bc::app
