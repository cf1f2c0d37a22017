// Every drawing goes to SDL's renderer through render/draw_calls.h, which counts each call
// by kind and the pixels it covers: each triangle's area inside the clip rectangle and
// the target, on the window or into a texture, blended or not, textured or not.
#include <SDL.h>

#include <catch2/catch.hpp>

#include "app/headless_ui.h"
#include "render/draw_calls.h"
#include "render/geometry_batch.h"
#include "render/shapes.h"
#include "render/sprites.h"

using namespace bc;

namespace {

SDL_Vertex Corner(float x, float y, SDL_Color c = SDL_Color{255, 255, 255, 255}) { return SDL_Vertex{{x, y}, c, {0, 0}}; }

}  // namespace

TEST_CASE("draw calls: a triangle's area is counted inside the box only", "[app][draw_calls]") {
  using render::ClippedTriangleArea;
  const SDL_FPoint a{0, 0};
  const SDL_FPoint b{10, 0};
  const SDL_FPoint c{0, 10};
  CHECK(ClippedTriangleArea(a, b, c, -100, -100, 100, 100) == Approx(50.0));
  // The box's left half of the triangle: x in [0, 5] holds 50 - 12.5.
  CHECK(ClippedTriangleArea(a, b, c, 0, 0, 5, 100) == Approx(37.5));
  // A box wholly inside the triangle: the box's area, whichever way round the corners go.
  CHECK(ClippedTriangleArea(a, b, c, 1, 1, 3, 3) == Approx(4.0));
  CHECK(ClippedTriangleArea(c, b, a, 1, 1, 3, 3) == Approx(4.0));
  // Outside, or touching only an edge: nothing.
  CHECK(ClippedTriangleArea(a, b, c, 20, 20, 30, 30) == 0.0);
  CHECK(ClippedTriangleArea(a, b, c, 10, 0, 20, 10) == 0.0);
  // A thin sliver cut on all four sides.
  CHECK(ClippedTriangleArea({-50, -50}, {150, -50}, {-50, 150}, 0, 0, 10, 10) == Approx(100.0));
}

TEST_CASE("draw calls: each fill, copy and geometry call counts its pixels on the window", "[app][draw_calls]") {
  headless::Headless ui(200, 100);
  SDL_Renderer* renderer = ui.context.renderer;
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);

  SECTION("an opaque fill: its area, neither blended nor textured") {
    const render::DrawCalls before = render::DrawCallsSoFar();
    render::FillRect(renderer, {10, 10, 20, 5}, render::Rgba{200, 10, 10, 255});
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    CHECK(d.fills == 1);
    CHECK(d.window_pixels == Approx(100.0));
    CHECK(d.blended_pixels == 0.0);
    CHECK(d.textured_pixels == 0.0);
    CHECK(d.texture_pixels == 0.0);
    CHECK(d.triangles == 2);
  }
  SECTION("a translucent fill half off the window: the half on it, blended") {
    const render::DrawCalls before = render::DrawCallsSoFar();
    render::FillRect(renderer, {190, 0, 20, 10}, render::Rgba{200, 10, 10, 128});
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    CHECK(d.window_pixels == Approx(100.0));
    CHECK(d.blended_pixels == Approx(100.0));
  }
  SECTION("the clip rectangle cuts what is counted") {
    const SDL_Rect clip{0, 0, 15, 100};
    SDL_RenderSetClipRect(renderer, &clip);
    const render::DrawCalls before = render::DrawCallsSoFar();
    render::FillRect(renderer, {10, 10, 20, 5}, render::Rgba{200, 10, 10, 255});
    const std::vector<SDL_Vertex> triangle{Corner(0, 0), Corner(30, 0), Corner(0, 30)};
    render::Geometry(renderer, nullptr, triangle.data(), 3, nullptr, 0);
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    SDL_RenderSetClipRect(renderer, nullptr);
    // 5 x 5 of the fill; of the triangle, x in [0, 15]: 450 - 112.5.
    CHECK(d.window_pixels == Approx(25.0 + 337.5));
    CHECK(d.geometry == 1);
    CHECK(d.triangles == 3);
  }
  SECTION("indexed geometry counts each indexed triangle") {
    const SDL_Vertex quad[4] = {Corner(0, 0), Corner(10, 0), Corner(0, 10), Corner(10, 10)};
    const int indices[6] = {0, 1, 2, 1, 3, 2};
    const render::DrawCalls before = render::DrawCallsSoFar();
    render::Geometry(renderer, nullptr, quad, 4, indices, 6);
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    CHECK(d.window_pixels == Approx(100.0));
    CHECK(d.triangles == 2);
    CHECK(d.blended_pixels == Approx(100.0));  // the renderer's blending
  }
  SECTION("sprites and copies: textured, blended as their texture is, rotated about their centre") {
    render::SpriteAtlas atlas(renderer, ui.context.asset_dir);
    const render::Sprite* sprite = atlas.Get("sprites/board/objective.png");
    REQUIRE(sprite != nullptr);
    const render::DrawCalls before = render::DrawCallsSoFar();
    render::DrawSprite(renderer, *sprite, {40, 40, 32, 16});
    render::DrawSprite(renderer, *sprite, {40, 40, 32, 16}, 255, SDL_FLIP_NONE, 90.0);  // still 512 pixels
    render::DrawSprite(renderer, *sprite, {-16, 0, 32, 16}, 255, SDL_FLIP_NONE, 180.0);  // half off the window
    render::GeometryBatch batch(renderer);
    batch.DrawSprite(*sprite, {80, 20, 10, 10});
    batch.FillRect({0, 0, 4, 4}, render::Rgba{1, 2, 3, 255});
    batch.Flush();
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    CHECK(d.copies == 3);
    CHECK(d.textured_geometry == 1);
    CHECK(d.geometry == 1);
    CHECK(d.window_pixels == Approx(512.0 + 512.0 + 256.0 + 100.0 + 16.0).margin(0.01));
    CHECK(d.textured_pixels == Approx(512.0 + 512.0 + 256.0 + 100.0).margin(0.01));
    CHECK(d.blended_pixels == Approx(512.0 + 512.0 + 256.0 + 100.0).margin(0.01));
  }
  SECTION("drawing into a texture counts apart from the window, and a clear shades nothing") {
    SDL_Texture* target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 40, 30);
    REQUIRE(target != nullptr);
    SDL_SetTextureBlendMode(target, SDL_BLENDMODE_NONE);
    const render::DrawCalls before = render::DrawCallsSoFar();
    SDL_SetRenderTarget(renderer, target);
    render::Clear(renderer);
    render::FillRect(renderer, {30, 20, 20, 20}, render::Rgba{1, 2, 3, 255});  // 10 x 10 inside the texture
    SDL_SetRenderTarget(renderer, nullptr);
    const SDL_FRect at{100, 50, 40, 30};
    render::Copy(renderer, target, nullptr, &at);
    const render::DrawCalls d = render::DrawCallsSoFar().Since(before);
    SDL_DestroyTexture(target);
    CHECK(d.clears == 1);
    CHECK(d.cleared_pixels == Approx(1200.0));
    CHECK(d.texture_pixels == Approx(100.0));
    CHECK(d.window_pixels == Approx(1200.0));
    CHECK(d.textured_pixels == Approx(1200.0));
    CHECK(d.blended_pixels == 0.0);  // copied opaque
    CHECK(d.Total() == 3);
  }
}
