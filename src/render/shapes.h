// Small SDL_Renderer shape helpers for the fallback drawings: filled rectangles,
// outlines, thick lines, discs, polygons and arrow heads, all in the palette's colours.
#pragma once

#include <SDL.h>

#include <vector>

#include "render/board_layout.h"
#include "render/palette.h"
#include "render/sprites.h"

namespace bc::render {

// Sets the renderer's draw blending for a fill of this alpha: none for an opaque one
// (the same pixels, and a software renderer then does not read those under it), else
// blending. Returns the mode it replaced, for RestoreBlend.
SDL_BlendMode BlendFor(SDL_Renderer* renderer, Uint8 alpha);
void RestoreBlend(SDL_Renderer* renderer, SDL_BlendMode mode);

void FillRect(SDL_Renderer* renderer, const Rect& rect, Rgba colour);
void OutlineRect(SDL_Renderer* renderer, const Rect& rect, Rgba colour, float thickness);
void ThickLine(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float width, Rgba colour);
void FillDisc(SDL_Renderer* renderer, float cx, float cy, float radius, Rgba colour, int segments = 24);
void FillTriangle(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float x2, float y2,
                  Rgba colour);
// An arrow head at (x, y) pointing along (dx, dy).
void ArrowHead(SDL_Renderer* renderer, float x, float y, float dx, float dy, float size, Rgba colour);
// A texture stretched over a rectangle, with optional flips and alpha.
void DrawTexture(SDL_Renderer* renderer, SDL_Texture* texture, const Rect& rect, Uint8 alpha = 255,
                 SDL_RendererFlip flip = SDL_FLIP_NONE, double angle = 0.0);
// A sprite from an atlas stretched over a rectangle, as DrawTexture draws a texture.
void DrawSprite(SDL_Renderer* renderer, const Sprite& sprite, const Rect& rect, Uint8 alpha = 255,
                SDL_RendererFlip flip = SDL_FLIP_NONE, double angle = 0.0);
Rgba WithAlpha(Rgba colour, Uint8 alpha);

// The triangles of each shape above, three vertices each, appended to `out`: the
// functions above draw these, and GeometryBatch (render/geometry_batch.h) collects them.
// A rectangle's two are those SDL's renderer fills it with.
void RectTriangles(std::vector<SDL_Vertex>& out, const Rect& rect, Rgba colour);
void ThickLineTriangles(std::vector<SDL_Vertex>& out, float x0, float y0, float x1, float y1, float width,
                        Rgba colour);
void DiscTriangles(std::vector<SDL_Vertex>& out, float cx, float cy, float radius, Rgba colour, int segments);
void TriangleOf(std::vector<SDL_Vertex>& out, float x0, float y0, float x1, float y1, float x2, float y2,
                Rgba colour);
void ArrowHeadTriangle(std::vector<SDL_Vertex>& out, float x, float y, float dx, float dy, float size, Rgba colour);
// A sprite's quad (flipped as SDL_RenderCopyEx flips), its texture coordinates on its page.
void SpriteTriangles(std::vector<SDL_Vertex>& out, const Sprite& sprite, const Rect& rect, Uint8 alpha,
                     SDL_RendererFlip flip);

}  // namespace bc::render
