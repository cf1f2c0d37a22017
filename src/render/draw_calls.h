// The door every drawing of the game goes through to SDL's renderer: each function below
// draws as the SDL call of its name does, and counts the call by kind and the pixels it
// covers, so that the frame benchmark can print how many calls a frame makes and how many
// pixels it shades (on a software renderer, Mesa's llvmpipe, the frame's cost follows its
// pixels), and the tests can hold a frame's drawing to a number of batches. One count for
// the process: all drawing happens on the main thread.
//
// The pixels of a draw are the area of its triangles (a rectangle's, a copy's quad) inside
// the renderer's clip rectangle and its viewport, in output pixels: what the rasteriser
// shades, an anti-aliased edge's transparent fringe and a glyph's empty corners included.
// A clear is counted apart: it shades nothing.
#pragma once

#include <SDL.h>

namespace bc::render {

enum class DrawCall { kClear, kCopy, kFill, kGeometry, kTexturedGeometry };

struct DrawCalls {
  int clears = 0;
  int copies = 0;             // SDL_RenderCopy and its variants
  int fills = 0;              // SDL_RenderFillRect(F)
  int geometry = 0;           // SDL_RenderGeometry(Raw) without a texture
  int textured_geometry = 0;  // and with one
  // Pixels covered onto the window (the overdraw is this over the window's pixels), and
  // of them those blended and those sampling a texture, and of those the ones copied as
  // memory (render::TexelCopy::kBlit, not shaded on llvmpipe); pixels covered drawing into
  // textures (the caches); pixels cleared (the window's and the textures'); triangles.
  double window_pixels = 0;
  double blended_pixels = 0;
  double textured_pixels = 0;
  double blitted_pixels = 0;
  double texture_pixels = 0;
  double cleared_pixels = 0;
  long triangles = 0;
  int Total() const { return clears + copies + fills + geometry + textured_geometry; }
  // What was counted between `since` and this count.
  DrawCalls Since(const DrawCalls& since) const {
    return DrawCalls{clears - since.clears,
                     copies - since.copies,
                     fills - since.fills,
                     geometry - since.geometry,
                     textured_geometry - since.textured_geometry,
                     window_pixels - since.window_pixels,
                     blended_pixels - since.blended_pixels,
                     textured_pixels - since.textured_pixels,
                     blitted_pixels - since.blitted_pixels,
                     texture_pixels - since.texture_pixels,
                     cleared_pixels - since.cleared_pixels,
                     triangles - since.triangles};
  }
};

// The calls and pixels counted since the process started.
DrawCalls DrawCallsSoFar();

// SDL_RenderClear.
void Clear(SDL_Renderer* renderer);
// SDL_RenderFillRectF with the renderer's draw colour and blending.
void Fill(SDL_Renderer* renderer, const SDL_FRect& rect);
// SDL_RenderCopyF (`dst` null: the whole target).
void Copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_FRect* dst);
// SDL_RenderCopyExF, rotated about the centre of `dst`.
void CopyEx(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_FRect& dst, double angle,
            SDL_RendererFlip flip);
// SDL_RenderGeometry.
void Geometry(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Vertex* vertices, int vertex_count,
              const int* indices, int index_count);
// SDL_RenderGeometryRaw.
void GeometryRaw(SDL_Renderer* renderer, SDL_Texture* texture, const float* xy, int xy_stride, const SDL_Color* color,
                 int color_stride, const float* uv, int uv_stride, int vertex_count, const void* indices,
                 int index_count, int index_size);

// SDL_SetTextureScaleMode, when `mode` is not the texture's already: the draws queued
// before it are drawn first, with the filtering they were queued with. SDL 2.26's OpenGL
// renderer binds the texture to set its filtering without noting it in its record of the
// texture bound, so the next draw of the texture it thinks is still bound would sample
// this one (text drawn from a sprite page, say): the record is put right, through SDL.
void SetScaleMode(SDL_Renderer* renderer, SDL_Texture* texture, SDL_ScaleMode mode);

// The area of the triangle (a, b, c) inside the box [x0, x1] x [y0, y1].
double ClippedTriangleArea(SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, float x0, float y0, float x1, float y1);

}  // namespace bc::render
