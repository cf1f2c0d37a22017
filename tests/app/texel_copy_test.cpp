// An opaque texture copied texel on pixel onto the window goes through glBlitFramebuffer
// or a plain texture fetch (render/texel_copy.h): the same pixels as SDL_RenderCopy, and
// SDL's renderer draws on afterwards as if it had made the copy itself.
#include <SDL.h>
#include <SDL_opengl.h>

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "app/offscreen_gl.h"
#include "render/draw_calls.h"
#include "render/texel_copy.h"

using namespace bc;

namespace {

constexpr int kW = 320;
constexpr int kH = 200;

// A target texture with a pattern no two neighbouring texels share: SDL's own, or a kept
// one (render::CreateKeptTexture).
SDL_Texture* Pattern(SDL_Renderer* renderer, int w, int h, bool kept = false) {
  SDL_Texture* t = kept ? render::CreateKeptTexture(renderer, w, h)
                        : SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
  REQUIRE(t != nullptr);
  SDL_SetRenderTarget(renderer, t);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  for (int y = 0; y < h; y += 3) {
    for (int x = 0; x < w; x += 5) {
      SDL_SetRenderDrawColor(renderer, static_cast<Uint8>(x * 7), static_cast<Uint8>(y * 11), static_cast<Uint8>(x + y),
                             255);
      const SDL_Rect r{x, y, 5, 3};
      SDL_RenderFillRect(renderer, &r);
    }
  }
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
  SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
  return t;
}

// The window's pixels after a frame: cleared, a fill, the copy (through `copy`), then a
// translucent fill and a clipped translucent fill over it, both drawn by SDL after it.
template <typename CopyFn>
std::vector<Uint32> Frame(SDL_Renderer* renderer, CopyFn copy) {
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
  SDL_RenderClear(renderer);
  SDL_SetRenderDrawColor(renderer, 200, 100, 50, 255);
  const SDL_Rect under{0, 0, 100, 100};
  SDL_RenderFillRect(renderer, &under);
  copy();
  SDL_SetRenderDrawColor(renderer, 10, 200, 90, 128);
  const SDL_Rect over{40, 30, 120, 80};
  SDL_RenderFillRect(renderer, &over);
  const SDL_Rect clip{150, 100, 60, 50};
  SDL_RenderSetClipRect(renderer, &clip);
  SDL_SetRenderDrawColor(renderer, 250, 250, 10, 100);
  const SDL_Rect clipped{0, 0, kW, kH};
  SDL_RenderFillRect(renderer, &clipped);
  SDL_RenderSetClipRect(renderer, nullptr);
  std::vector<Uint32> pixels(static_cast<std::size_t>(kW) * kH);
  REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), kW * 4) == 0);
  return pixels;
}

}  // namespace

TEST_CASE("texel copy: the same pixels as SDL's copy, and SDL draws on after it as before", "[app][texel_copy]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("texel copy", kW, kH, "the plain texture fetch is drawn on SDL's OpenGL renderer only");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* texture = Pattern(renderer, 150, 90);
  const SDL_Rect src{7, 5, 131, 77};
  const SDL_Rect dst{23, 41, 131, 77};
  const SDL_FRect fdst{23, 41, 131, 77};

  const std::vector<Uint32> sdl = Frame(renderer, [&] { SDL_RenderCopyF(renderer, texture, &src, &fdst); });
  render::TexelCopy how = render::TexelCopy::kNone;
  const std::vector<Uint32> plain = Frame(renderer, [&] { how = render::CopyTexels(renderer, texture, src, dst); });
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(plain == sdl);
  // Through the drawing door too (render/draw_calls.h), and again after SDL has drawn.
  const std::vector<Uint32> door = Frame(renderer, [&] { render::Copy(renderer, texture, &src, &fdst); });
  CHECK(door == sdl);
  // The copy is there at all: a texel of the pattern lands on its pixel.
  Uint32 texel = 0;
  {
    SDL_SetRenderTarget(renderer, texture);
    const SDL_Rect one{src.x + 60, src.y + 70, 1, 1};
    REQUIRE(SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &texel, 4) == 0);
    SDL_SetRenderTarget(renderer, nullptr);
  }
  CHECK(sdl[static_cast<std::size_t>(dst.y + 70) * kW + static_cast<std::size_t>(dst.x + 60)] == texel);

  SDL_DestroyTexture(texture);
  render::ReleaseTexelCopy(renderer);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(gl.window);
  SDL_Quit();
}

TEST_CASE("texel copy: what a plain fetch would not draw the same is left to SDL", "[app][texel_copy]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("texel copy", kW, kH, "the plain texture fetch is drawn on SDL's OpenGL renderer only");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* texture = Pattern(renderer, 64, 64);
  const SDL_Rect whole{0, 0, 64, 64};
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{10, 10, 64, 64}) != render::TexelCopy::kNone);
  // Stretched: SDL samples it.
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{10, 10, 128, 64}) == render::TexelCopy::kNone);
  // Blended, filtered or tinted: SDL's program blends, filters or multiplies.
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{10, 10, 64, 64}) == render::TexelCopy::kNone);
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{10, 10, 64, 64}) == render::TexelCopy::kNone);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest);
  SDL_SetTextureColorMod(texture, 200, 255, 255);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{10, 10, 64, 64}) == render::TexelCopy::kNone);
  SDL_SetTextureColorMod(texture, 255, 255, 255);
  // Into a texture: only blitted (the case below checks its pixels), never fetched.
  SDL_Texture* other = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 100, 100);
  REQUIRE(other != nullptr);
  SDL_SetRenderTarget(renderer, other);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{0, 0, 64, 64}) == render::TexelCopy::kBlit);
  SDL_SetRenderTarget(renderer, nullptr);
  // At a scale: SDL's own transform.
  SDL_RenderSetScale(renderer, 2.0f, 2.0f);
  CHECK(render::CopyTexels(renderer, texture, whole, SDL_Rect{0, 0, 64, 64}) == render::TexelCopy::kNone);
  SDL_RenderSetScale(renderer, 1.0f, 1.0f);
  // Outside the texture.
  CHECK(render::CopyTexels(renderer, texture, SDL_Rect{10, 10, 64, 64}, SDL_Rect{0, 0, 64, 64}) == render::TexelCopy::kNone);
  SDL_DestroyTexture(other);
  SDL_DestroyTexture(texture);
  render::ReleaseTexelCopy(renderer);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(gl.window);
  SDL_Quit();
}

TEST_CASE("texel copy: a kept texture is blitted, the same pixels as SDL's copy, clipped as SDL clips",
          "[app][texel_copy]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("texel copy", kW, kH, "the blit is made on SDL's OpenGL renderer only");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* kept = Pattern(renderer, 150, 90, true);
  REQUIRE(kept != nullptr);
  SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
  SDL_ScaleMode scale = SDL_ScaleModeLinear;
  SDL_GetTextureBlendMode(kept, &blend);
  SDL_GetTextureScaleMode(kept, &scale);
  CHECK(blend == SDL_BLENDMODE_NONE);
  CHECK(scale == SDL_ScaleModeNearest);
  const SDL_Rect src{3, 2, 140, 85};
  const SDL_Rect dst{170, 100, 140, 85};  // under the clipped fill drawn after it
  const SDL_FRect fdst{170, 100, 140, 85};
  const std::vector<Uint32> sdl = Frame(renderer, [&] { SDL_RenderCopyF(renderer, kept, &src, &fdst); });
  render::TexelCopy how = render::TexelCopy::kNone;
  const std::vector<Uint32> blit = Frame(renderer, [&] { how = render::CopyTexels(renderer, kept, src, dst); });
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(blit == sdl);
  // Through the drawing door: the same pixels, counted as blitted (the frame benchmark's
  // frame_pixels_blitted_median).
  const render::DrawCalls before = render::DrawCallsSoFar();
  const std::vector<Uint32> door = Frame(renderer, [&] { render::Copy(renderer, kept, &src, &fdst); });
  const render::DrawCalls counted = render::DrawCallsSoFar().Since(before);
  CHECK(door == sdl);
  CHECK(counted.blitted_pixels == Approx(140.0 * 85.0));
  CHECK(counted.textured_pixels == Approx(140.0 * 85.0));
  // Inside a clip rectangle that cuts it: only the pixels SDL's copy would have drawn.
  const auto clipped = [&](const SDL_Rect& clip, auto copy) {
    return Frame(renderer, [&] {
      SDL_RenderSetClipRect(renderer, &clip);
      copy();
      SDL_RenderSetClipRect(renderer, nullptr);
    });
  };
  const auto sdl_copy = [&] { SDL_RenderCopyF(renderer, kept, &src, &fdst); };
  const auto blit_copy = [&] { how = render::CopyTexels(renderer, kept, src, dst); };
  const SDL_Rect clip{120, 130, 100, 40};
  const std::vector<Uint32> sdl_clipped = clipped(clip, sdl_copy);
  const std::vector<Uint32> blit_clipped = clipped(clip, blit_copy);
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(blit_clipped == sdl_clipped);
  CHECK(sdl_clipped != sdl);
  // A clip rectangle beside it: nothing drawn, as SDL draws nothing.
  const SDL_Rect away{0, 0, 20, 20};
  const std::vector<Uint32> sdl_away = clipped(away, sdl_copy);
  const std::vector<Uint32> blit_away = clipped(away, blit_copy);
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(blit_away == sdl_away);
  SDL_DestroyTexture(kept);
  render::ReleaseTexelCopy(renderer);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(gl.window);
  SDL_Quit();
}

TEST_CASE("texel copy: with sRGB writes on, the window is not blitted onto and the fetch draws",
          "[app][texel_copy]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("texel copy", kW, kH, "the blit's refusal is OpenGL's state on SDL's OpenGL renderer");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* kept = Pattern(renderer, 150, 90, true);
  REQUIRE(kept != nullptr);
  const auto enable = reinterpret_cast<void(APIENTRY*)(GLenum)>(SDL_GL_GetProcAddress("glEnable"));
  const auto disable = reinterpret_cast<void(APIENTRY*)(GLenum)>(SDL_GL_GetProcAddress("glDisable"));
  const auto is_enabled = reinterpret_cast<GLboolean(APIENTRY*)(GLenum)>(SDL_GL_GetProcAddress("glIsEnabled"));
  REQUIRE(enable != nullptr);
  REQUIRE(disable != nullptr);
  REQUIRE(is_enabled != nullptr);
  const SDL_Rect src{7, 5, 131, 77};
  const SDL_Rect dst{23, 41, 131, 77};
  const SDL_FRect fdst{23, 41, 131, 77};
  SDL_RenderFlush(renderer);
  enable(GL_FRAMEBUFFER_SRGB);
  if (is_enabled(GL_FRAMEBUFFER_SRGB) != GL_TRUE) {
    disable(GL_FRAMEBUFFER_SRGB);
    BC_SKIP("this OpenGL has no sRGB writes to turn on: the refusal they cause cannot be shown");
  }
  const std::vector<Uint32> sdl = Frame(renderer, [&] { SDL_RenderCopyF(renderer, kept, &src, &fdst); });
  render::TexelCopy how = render::TexelCopy::kNone;
  const std::vector<Uint32> fetched = Frame(renderer, [&] { how = render::CopyTexels(renderer, kept, src, dst); });
  CHECK(how == render::TexelCopy::kFetch);
  CHECK(fetched == sdl);
  CHECK(is_enabled(GL_FRAMEBUFFER_SRGB) == GL_TRUE);  // left as it was
  disable(GL_FRAMEBUFFER_SRGB);
  // Off again, the blit is back.
  const std::vector<Uint32> linear = Frame(renderer, [&] { how = render::CopyTexels(renderer, kept, src, dst); });
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(linear == Frame(renderer, [&] { SDL_RenderCopyF(renderer, kept, &src, &fdst); }));
  SDL_DestroyTexture(kept);
  render::ReleaseTexelCopy(renderer);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(gl.window);
  SDL_Quit();
}

TEST_CASE("texel copy: nothing but SDL's copy on a renderer without OpenGL", "[app][texel_copy]") {
  SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
  REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
  SDL_Window* window = SDL_CreateWindow("texel copy", 0, 0, kW, kH, SDL_WINDOW_HIDDEN);
  REQUIRE(window != nullptr);
  SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
  REQUIRE(renderer != nullptr);
  SDL_Texture* texture = Pattern(renderer, 64, 64);
  CHECK(render::CopyTexels(renderer, texture, SDL_Rect{0, 0, 64, 64}, SDL_Rect{10, 10, 64, 64}) == render::TexelCopy::kNone);
  // The door still copies it, through SDL.
  const SDL_FRect at{10, 10, 64, 64};
  render::Copy(renderer, texture, nullptr, &at);
  Uint32 pixel = 0;
  const SDL_Rect one{15, 13, 1, 1};
  REQUIRE(SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4) == 0);
  CHECK((pixel & 0x00FFFFFFu) == 0x232108u);  // the pattern's texel (5, 3): (35, 33, 8)
  SDL_DestroyTexture(texture);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}

TEST_CASE("texel copy: a kept texture is blitted into another target texture, the same pixels as SDL's copy",
          "[app][texel_copy]") {
  const offscreen_gl::Target gl =
      offscreen_gl::Open("texel copy into a texture", kW, kH, "the blit is made on SDL's OpenGL renderer only");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Renderer* renderer = gl.renderer;
  SDL_Texture* kept = Pattern(renderer, 150, 90, true);
  SDL_Texture* into = render::CreateKeptTexture(renderer, kW, kH);
  REQUIRE(into != nullptr);
  const SDL_Rect src{3, 2, 140, 85};
  const SDL_Rect dst{170, 100, 140, 85};
  const SDL_FRect fdst{170, 100, 140, 85};
  // The target's pixels after a clear, a fill, the copy (inside `clip` when given) and a
  // translucent fill over it.
  const auto into_target = [&](const SDL_Rect* clip, auto copy) {
    SDL_SetRenderTarget(renderer, into);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 200, 100, 50, 255);
    const SDL_Rect under{150, 90, 100, 100};
    SDL_RenderFillRect(renderer, &under);
    SDL_RenderSetClipRect(renderer, clip);
    copy();
    SDL_RenderSetClipRect(renderer, nullptr);
    SDL_SetRenderDrawColor(renderer, 10, 200, 90, 128);
    const SDL_Rect over{200, 120, 60, 40};
    SDL_RenderFillRect(renderer, &over);
    std::vector<Uint32> pixels(static_cast<std::size_t>(kW) * kH);
    REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), kW * 4) == 0);
    SDL_SetRenderTarget(renderer, nullptr);
    return pixels;
  };
  render::TexelCopy how = render::TexelCopy::kNone;
  const auto sdl_copy = [&] { SDL_RenderCopyF(renderer, kept, &src, &fdst); };
  const auto blit_copy = [&] { how = render::CopyTexels(renderer, kept, src, dst); };
  const std::vector<Uint32> sdl = into_target(nullptr, sdl_copy);
  const std::vector<Uint32> blit = into_target(nullptr, blit_copy);
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(blit == sdl);
  // Cut by a clip rectangle, as SDL cuts it.
  const SDL_Rect clip{120, 130, 100, 40};
  const std::vector<Uint32> sdl_clipped = into_target(&clip, sdl_copy);
  how = render::TexelCopy::kNone;
  const std::vector<Uint32> blit_clipped = into_target(&clip, blit_copy);
  CHECK(how == render::TexelCopy::kBlit);
  CHECK(blit_clipped == sdl_clipped);
  CHECK(sdl_clipped != sdl);
  // A texture is not copied into itself.
  SDL_SetRenderTarget(renderer, into);
  CHECK(render::CopyTexels(renderer, into, SDL_Rect{0, 0, 10, 10}, SDL_Rect{20, 20, 10, 10}) == render::TexelCopy::kNone);
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_DestroyTexture(into);
  SDL_DestroyTexture(kept);
  render::ReleaseTexelCopy(renderer);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(gl.window);
  SDL_Quit();
}
