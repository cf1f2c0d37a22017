#include "render/shapes.h"

#include <cmath>
#include <utility>
#include <vector>

#include "render/draw_calls.h"

namespace bc::render {

namespace {
SDL_Color Sdl(Rgba c) { return SDL_Color{c.r, c.g, c.b, c.a}; }

void DrawPlain(SDL_Renderer* renderer, const std::vector<SDL_Vertex>& v) {
  if (v.empty()) return;
  Geometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}
}  // namespace

Rgba WithAlpha(Rgba colour, Uint8 alpha) {
  colour.a = alpha;
  return colour;
}

SDL_BlendMode BlendFor(SDL_Renderer* renderer, Uint8 alpha) {
  SDL_BlendMode old = SDL_BLENDMODE_BLEND;
  SDL_GetRenderDrawBlendMode(renderer, &old);
  const SDL_BlendMode mode = alpha == 255 && old == SDL_BLENDMODE_BLEND ? SDL_BLENDMODE_NONE : old;
  if (mode != old) SDL_SetRenderDrawBlendMode(renderer, mode);
  return old;
}

void RestoreBlend(SDL_Renderer* renderer, SDL_BlendMode mode) {
  SDL_BlendMode now = mode;
  SDL_GetRenderDrawBlendMode(renderer, &now);
  if (now != mode) SDL_SetRenderDrawBlendMode(renderer, mode);
}

void RectTriangles(std::vector<SDL_Vertex>& out, const Rect& rect, Rgba c) {
  // As SDL's OpenGL renderer fills a rectangle: a strip of its corners, top left, top
  // right, bottom left, bottom right.
  const SDL_Color col = Sdl(c);
  const SDL_Vertex tl{{rect.x, rect.y}, col, {0, 0}};
  const SDL_Vertex tr{{rect.x + rect.w, rect.y}, col, {0, 0}};
  const SDL_Vertex bl{{rect.x, rect.y + rect.h}, col, {0, 0}};
  const SDL_Vertex br{{rect.x + rect.w, rect.y + rect.h}, col, {0, 0}};
  out.insert(out.end(), {tl, tr, bl, bl, tr, br});
}

void ThickLineTriangles(std::vector<SDL_Vertex>& out, float x0, float y0, float x1, float y1, float width,
                        Rgba c) {
  const float dx = x1 - x0;
  const float dy = y1 - y0;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length < 0.001f) return;
  const float nx = -dy / length * width * 0.5f;
  const float ny = dx / length * width * 0.5f;
  const SDL_Color col = Sdl(c);
  const SDL_Vertex v[4] = {{{x0 + nx, y0 + ny}, col, {0, 0}},
                           {{x1 + nx, y1 + ny}, col, {0, 0}},
                           {{x1 - nx, y1 - ny}, col, {0, 0}},
                           {{x0 - nx, y0 - ny}, col, {0, 0}}};
  out.insert(out.end(), {v[0], v[1], v[2], v[0], v[2], v[3]});
}

void DiscTriangles(std::vector<SDL_Vertex>& out, float cx, float cy, float radius, Rgba c, int segments) {
  const SDL_Color col = Sdl(c);
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2.0f * static_cast<float>(M_PI) * i / segments;
    const float a1 = 2.0f * static_cast<float>(M_PI) * (i + 1) / segments;
    out.push_back({{cx, cy}, col, {0, 0}});
    out.push_back({{cx + radius * std::cos(a0), cy + radius * std::sin(a0)}, col, {0, 0}});
    out.push_back({{cx + radius * std::cos(a1), cy + radius * std::sin(a1)}, col, {0, 0}});
  }
}

void TriangleOf(std::vector<SDL_Vertex>& out, float x0, float y0, float x1, float y1, float x2, float y2, Rgba c) {
  const SDL_Color col = Sdl(c);
  out.insert(out.end(), {SDL_Vertex{{x0, y0}, col, {0, 0}}, SDL_Vertex{{x1, y1}, col, {0, 0}},
                         SDL_Vertex{{x2, y2}, col, {0, 0}}});
}

void ArrowHeadTriangle(std::vector<SDL_Vertex>& out, float x, float y, float dx, float dy, float size, Rgba c) {
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length < 0.001f) return;
  const float ux = dx / length;
  const float uy = dy / length;
  TriangleOf(out, x + ux * size * 0.5f, y + uy * size * 0.5f, x - ux * size * 0.5f - uy * size * 0.5f,
             y - uy * size * 0.5f + ux * size * 0.5f, x - ux * size * 0.5f + uy * size * 0.5f,
             y - uy * size * 0.5f - ux * size * 0.5f, c);
}

void SpriteTriangles(std::vector<SDL_Vertex>& out, const Sprite& sprite, const Rect& rect, Uint8 alpha,
                     SDL_RendererFlip flip) {
  float u0 = sprite.U0();
  float u1 = sprite.U1();
  float v0 = sprite.V0();
  float v1 = sprite.V1();
  if (flip & SDL_FLIP_HORIZONTAL) std::swap(u0, u1);
  if (flip & SDL_FLIP_VERTICAL) std::swap(v0, v1);
  // The texture's colour times the vertex colour: white at the sprite's alpha, as
  // SDL_RenderCopy modulates by the texture's alpha.
  const SDL_Color col{255, 255, 255, alpha};
  const SDL_Vertex tl{{rect.x, rect.y}, col, {u0, v0}};
  const SDL_Vertex tr{{rect.x + rect.w, rect.y}, col, {u1, v0}};
  const SDL_Vertex bl{{rect.x, rect.y + rect.h}, col, {u0, v1}};
  const SDL_Vertex br{{rect.x + rect.w, rect.y + rect.h}, col, {u1, v1}};
  out.insert(out.end(), {tl, tr, bl, bl, tr, br});
}

void FillRect(SDL_Renderer* renderer, const Rect& rect, Rgba c) {
  SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
  const SDL_BlendMode old = BlendFor(renderer, c.a);
  const SDL_FRect r{rect.x, rect.y, rect.w, rect.h};
  Fill(renderer, r);
  RestoreBlend(renderer, old);
}

void OutlineRect(SDL_Renderer* renderer, const Rect& rect, Rgba c, float t) {
  FillRect(renderer, {rect.x, rect.y, rect.w, t}, c);
  FillRect(renderer, {rect.x, rect.Bottom() - t, rect.w, t}, c);
  FillRect(renderer, {rect.x, rect.y + t, t, rect.h - 2 * t}, c);
  FillRect(renderer, {rect.Right() - t, rect.y + t, t, rect.h - 2 * t}, c);
}

void ThickLine(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float width, Rgba c) {
  std::vector<SDL_Vertex> v;
  ThickLineTriangles(v, x0, y0, x1, y1, width, c);
  DrawPlain(renderer, v);
}

void FillDisc(SDL_Renderer* renderer, float cx, float cy, float radius, Rgba c, int segments) {
  std::vector<SDL_Vertex> v;
  v.reserve(static_cast<std::size_t>(segments) * 3);
  DiscTriangles(v, cx, cy, radius, c, segments);
  DrawPlain(renderer, v);
}

void FillTriangle(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float x2, float y2,
                  Rgba c) {
  std::vector<SDL_Vertex> v;
  TriangleOf(v, x0, y0, x1, y1, x2, y2, c);
  DrawPlain(renderer, v);
}

void ArrowHead(SDL_Renderer* renderer, float x, float y, float dx, float dy, float size, Rgba c) {
  std::vector<SDL_Vertex> v;
  ArrowHeadTriangle(v, x, y, dx, dy, size, c);
  DrawPlain(renderer, v);
}

void DrawTexture(SDL_Renderer* renderer, SDL_Texture* texture, const Rect& rect, Uint8 alpha,
                 SDL_RendererFlip flip, double angle) {
  if (texture == nullptr) return;
  SDL_SetTextureAlphaMod(texture, alpha);
  const SDL_FRect r{rect.x, rect.y, rect.w, rect.h};
  CopyEx(renderer, texture, nullptr, r, angle, flip);
  SDL_SetTextureAlphaMod(texture, 255);
}

void DrawSprite(SDL_Renderer* renderer, const Sprite& sprite, const Rect& rect, Uint8 alpha, SDL_RendererFlip flip,
                double angle) {
  if (sprite.texture == nullptr) return;
  SDL_SetTextureAlphaMod(sprite.texture, alpha);
  const SDL_FRect r{rect.x, rect.y, rect.w, rect.h};
  CopyEx(renderer, sprite.texture, &sprite.rect, r, angle, flip);
  SDL_SetTextureAlphaMod(sprite.texture, 255);
}

}  // namespace bc::render
