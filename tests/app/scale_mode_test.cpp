// A texture's filtering set through render::SetScaleMode leaves SDL's OpenGL renderer
// drawing each texture from itself: SDL 2.26 binds the texture to set its filtering without
// noting it, so the next draw of the texture SDL thinks is still bound sampled this one
// (the kept frame's partial redraw once drew the top bar's text from a sprite page).
#include <SDL.h>

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "app/offscreen_gl.h"
#include "render/draw_calls.h"

using namespace bc;

namespace scale_mode_test {

constexpr int kW = 64;
constexpr int kH = 32;

// A target texture filled with one colour, drawn unblended.
SDL_Texture* Plain(SDL_Renderer* renderer, Uint8 r, Uint8 g, Uint8 b) {
  SDL_Texture* t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 8, 8);
  REQUIRE(t != nullptr);
  SDL_SetRenderTarget(renderer, t);
  SDL_SetRenderDrawColor(renderer, r, g, b, 255);
  SDL_RenderClear(renderer);
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
  return t;
}

Uint32 PixelAt(SDL_Renderer* renderer, int x, int y) {
  Uint32 pixel = 0;
  const SDL_Rect one{x, y, 1, 1};
  REQUIRE(SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4) == 0);
  return pixel & 0x00ffffffu;
}

// Red drawn, then the green texture's filtering changed (`set`), then red drawn again
// beside it with nothing drawn from green between: the colour of that second copy.
template <typename SetFn>
Uint32 SecondCopy(SDL_Renderer* renderer, SDL_Texture* red, SDL_Texture* green, SetFn set) {
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
  const SDL_FRect left{0, 0, 32, 32};
  const SDL_FRect right{32, 0, 32, 32};
  render::Copy(renderer, red, nullptr, &left);
  SDL_RenderFlush(renderer);
  set(green);
  render::Copy(renderer, red, nullptr, &right);
  SDL_RenderFlush(renderer);
  REQUIRE(PixelAt(renderer, 10, 10) == 0xff0000u);
  return PixelAt(renderer, 48, 16);
}

TEST_CASE("scale mode: setting a texture's filtering leaves the next draw of another texture its own", "[app][scale_mode]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("scale mode", kW, kH, "SDL's OpenGL renderer is the one that binds to set a filtering");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* red = Plain(renderer, 255, 0, 0);
  SDL_Texture* green = Plain(renderer, 0, 255, 0);

  SECTION("through render::SetScaleMode, the red texture is drawn red") {
    SDL_ScaleMode before = SDL_ScaleModeNearest;
    REQUIRE(SDL_GetTextureScaleMode(green, &before) == 0);
    const SDL_ScaleMode other = before == SDL_ScaleModeNearest ? SDL_ScaleModeLinear : SDL_ScaleModeNearest;
    CHECK(SecondCopy(renderer, red, green, [&](SDL_Texture* t) { render::SetScaleMode(renderer, t, other); }) ==
          0xff0000u);
    SDL_ScaleMode after = before;
    REQUIRE(SDL_GetTextureScaleMode(green, &after) == 0);
    CHECK(after == other);
    // Set again to what it is: nothing to do, and still red.
    CHECK(SecondCopy(renderer, red, green, [&](SDL_Texture* t) { render::SetScaleMode(renderer, t, other); }) ==
          0xff0000u);
  }
  SECTION("SDL's own call alone samples the green texture (why the door's call exists)") {
    // If a later SDL notes its binding, this shows it: then render::SetScaleMode's
    // putting right is no longer needed, and this section says so by failing.
    SDL_ScaleMode mode = SDL_ScaleModeNearest;
    REQUIRE(SDL_GetTextureScaleMode(green, &mode) == 0);
    CHECK(SecondCopy(renderer, red, green, [&](SDL_Texture* t) { SDL_SetTextureScaleMode(t, mode); }) == 0x00ff00u);
  }
  SDL_DestroyTexture(green);
  SDL_DestroyTexture(red);
}

}  // namespace scale_mode_test
