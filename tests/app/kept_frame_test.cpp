// The window's picture kept from frame to frame (app/kept_frame.h): what a frame draws
// through the door is recorded, drawn into the kept texture where it changed, and that
// copied onto the window; the window shows what drawing straight onto it shows, a change
// shows in the next frame, and a texture drawn again shows its new drawing.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "app/kept_frame.h"
#include "app/offscreen_gl.h"
#include "render/draw_calls.h"
#include "render/texel_copy.h"
#include "render/window_recording.h"

using namespace bc;

namespace {

constexpr int kFrameW = 200;
constexpr int kFrameH = 150;

std::vector<Uint32> ReadKeptWindow(SDL_Renderer* renderer) {
  std::vector<Uint32> pixels(static_cast<std::size_t>(kFrameW) * kFrameH);
  REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), kFrameW * 4) == 0);
  return pixels;
}

// The most any channel of two pictures differs by.
int FramesMostApart(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
  int most = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (int shift = 0; shift < 24; shift += 8) {
      const int ca = static_cast<int>((a[i] >> shift) & 0xff);
      const int cb = static_cast<int>((b[i] >> shift) & 0xff);
      most = std::max(most, std::abs(ca - cb));
    }
  }
  return most;
}

// How many pixels differ by more than one level of 255 in a channel.
int PixelsApart(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
  int count = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (int shift = 0; shift < 24; shift += 8) {
      if (std::abs(static_cast<int>((a[i] >> shift) & 0xff) - static_cast<int>((b[i] >> shift) & 0xff)) > 1) {
        ++count;
        break;
      }
    }
  }
  return count;
}

// The same picture, as a texture target gives it: within one level of 255, but for a few
// pixels of the filtered sprite (llvmpipe interpolates its texture coordinates from the
// other side in a texture, which OpenGL draws the right way up): at most a hundredth of
// its 1,600 pixels, within three levels.
bool SamePicture(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
  const int most = FramesMostApart(a, b);
  const int apart = PixelsApart(a, b);
  INFO("most apart " << most << ", pixels more than one level apart " << apart);
  CHECK(most <= 3);
  CHECK(apart <= 16);
  return most <= 3 && apart <= 16;
}

Uint32 FramePixelAt(const std::vector<Uint32>& pixels, int x, int y) {
  return pixels[static_cast<std::size_t>(y) * kFrameW + static_cast<std::size_t>(x)] & 0xffffffu;
}

// A sprite-like texture: blended, filtered, a pattern with translucent texels.
SDL_Texture* FrameSprite(SDL_Renderer* renderer) {
  SDL_Texture* t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 16, 16);
  REQUIRE(t != nullptr);
  std::vector<Uint32> texels(16 * 16);
  for (int y = 0; y < 16; ++y) {
    for (int x = 0; x < 16; ++x) {
      const auto a = static_cast<Uint32>((x + y) % 3 == 0 ? 255 : 120);
      texels[static_cast<std::size_t>(y * 16 + x)] =
          (a << 24) | (static_cast<Uint32>(x * 15) << 16) | (static_cast<Uint32>(y * 15) << 8) | 0x40u;
    }
  }
  SDL_UpdateTexture(t, nullptr, texels.data(), 16 * 4);
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
  return t;
}

// A frame as the game draws one, through the door: the ground, an opaque panel, a
// translucent box at `box_x` (the thing that moves), a sprite scaled, a clipped
// translucent fill, a triangle of blended colours, and a copy of `layer` (a texture drawn
// into now and then).
void DrawKeptFrame(SDL_Renderer* renderer, float box_x, SDL_Texture* sprite, SDL_Texture* layer) {
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
  render::Clear(renderer);
  SDL_SetRenderDrawColor(renderer, 60, 90, 120, 255);
  render::Fill(renderer, SDL_FRect{10, 10, 90, 60.5f});
  SDL_SetRenderDrawColor(renderer, 230, 120, 20, 140);
  render::Fill(renderer, SDL_FRect{box_x, 40, 30, 25});
  const SDL_FRect sprite_at{120.25f, 20.5f, 40, 40};
  render::Copy(renderer, sprite, nullptr, &sprite_at);
  const SDL_Rect clip{20, 90, 50, 30};
  SDL_RenderSetClipRect(renderer, &clip);
  SDL_SetRenderDrawColor(renderer, 250, 250, 10, 100);
  render::Fill(renderer, SDL_FRect{0, 0, kFrameW, kFrameH});
  SDL_RenderSetClipRect(renderer, nullptr);
  const SDL_Vertex v[3] = {{{100, 80}, {255, 0, 0, 200}, {0, 0}},
                           {{190, 100}, {0, 255, 0, 120}, {0, 0}},
                           {{130, 145}, {0, 0, 255, 255}, {0, 0}}};
  render::Geometry(renderer, nullptr, v, 3, nullptr, 0);
  const SDL_FRect layer_at{150, 110, 40, 30};
  render::Copy(renderer, layer, nullptr, &layer_at);
}

// The layer drawn in `colour`.
void DrawKeptLayer(SDL_Renderer* renderer, SDL_Texture* layer, Uint8 colour) {
  SDL_SetRenderTarget(renderer, layer);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer, colour, 255 - colour, 80, 255);
  render::Fill(renderer, SDL_FRect{0, 0, 40, 30});
  SDL_SetRenderTarget(renderer, nullptr);
}

// What every case draws with: the sprite and the layer on `gl`'s renderer, released with
// the renderer and its window at the end of the case.
struct KeptScene {
  explicit KeptScene(const offscreen_gl::Target& gl)
      : renderer(gl.renderer),
        window(gl.window),
        sprite(FrameSprite(renderer)),
        layer(render::CreateKeptTexture(renderer, 40, 30)) {}
  KeptScene(const KeptScene&) = delete;
  KeptScene& operator=(const KeptScene&) = delete;
  ~KeptScene() {
    SDL_DestroyTexture(layer);
    SDL_DestroyTexture(sprite);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
  }
  SDL_Renderer* renderer;
  SDL_Window* window;
  SDL_Texture* sprite;
  SDL_Texture* layer;
};

}  // namespace

TEST_CASE("kept frame: the window shows what drawing onto it shows, and a moved box moves in the next frame",
          "[app][kept_frame]") {
  const offscreen_gl::Target gl = offscreen_gl::Open(
      "kept frame", kFrameW, kFrameH, "the window's picture is kept only on SDL's OpenGL renderer with render targets");
  if (!gl) BC_SKIP(gl.why_not);
  const KeptScene scene(gl);
  SDL_Renderer* renderer = scene.renderer;
  SDL_Texture* sprite = scene.sprite;
  SDL_Texture* layer = scene.layer;
  REQUIRE(layer != nullptr);
  DrawKeptLayer(renderer, layer, 30);
  // Straight onto the window: the pictures to match.
  DrawKeptFrame(renderer, 30, sprite, layer);
  const std::vector<Uint32> direct_30 = ReadKeptWindow(renderer);
  DrawKeptFrame(renderer, 60, sprite, layer);
  const std::vector<Uint32> direct_60 = ReadKeptWindow(renderer);
  REQUIRE(FramesMostApart(direct_30, direct_60) > 50);  // the box moved
  {
    app::KeptFrame kept;
    kept.Begin(renderer);
    DrawKeptFrame(renderer, 30, sprite, layer);
    REQUIRE(render::CurrentWindowRecording() != nullptr);
    kept.End(renderer);
    REQUIRE(render::CurrentWindowRecording() == nullptr);
    CHECK(kept.whole_drawings() == 1);
    CHECK(SamePicture(ReadKeptWindow(renderer), direct_30));
    // The same drawing again: nothing is drawn into the texture, the window is the same.
    const render::DrawCalls before = render::DrawCallsSoFar();
    kept.Begin(renderer);
    DrawKeptFrame(renderer, 30, sprite, layer);
    kept.End(renderer);
    CHECK(kept.still_frames() == 1);
    CHECK(render::DrawCallsSoFar().Since(before).texture_pixels == 0);
    CHECK(SamePicture(ReadKeptWindow(renderer), direct_30));
    // The box moves: drawn again in part, where it was and where it is, and the window
    // shows it moved.
    kept.Begin(renderer);
    DrawKeptFrame(renderer, 60, sprite, layer);
    kept.End(renderer);
    CHECK(kept.part_drawings() == 1);
    long long redrawn = 0;
    for (const SDL_Rect& r : kept.last_damage()) redrawn += static_cast<long long>(r.w) * r.h;
    CHECK(redrawn > 0);
    CHECK(redrawn < kFrameW * kFrameH / 3);
    const std::vector<Uint32> kept_60 = ReadKeptWindow(renderer);
    CHECK(SamePicture(kept_60, direct_60));
    CHECK(FramePixelAt(kept_60, 35, 50) == FramePixelAt(direct_60, 35, 50));
    CHECK(FramePixelAt(kept_60, 35, 50) != FramePixelAt(direct_30, 35, 50));
    // And back.
    kept.Begin(renderer);
    DrawKeptFrame(renderer, 30, sprite, layer);
    kept.End(renderer);
    CHECK(kept.part_drawings() == 2);
    CHECK(SamePicture(ReadKeptWindow(renderer), direct_30));
    kept.Release();
  }
}

TEST_CASE("kept frame: a texture drawn again between frames shows its new drawing, its copy the same call",
          "[app][kept_frame]") {
  const offscreen_gl::Target gl = offscreen_gl::Open(
      "kept frame layer", kFrameW, kFrameH, "the window's picture is kept only on SDL's OpenGL renderer with render targets");
  if (!gl) BC_SKIP(gl.why_not);
  const KeptScene scene(gl);
  SDL_Renderer* renderer = scene.renderer;
  SDL_Texture* sprite = scene.sprite;
  SDL_Texture* layer = scene.layer;
  REQUIRE(layer != nullptr);
  app::KeptFrame kept;
  kept.Begin(renderer);
  DrawKeptLayer(renderer, layer, 30);  // drawn into during the frame, as the game's layers are
  DrawKeptFrame(renderer, 30, sprite, layer);
  kept.End(renderer);
  CHECK(FramePixelAt(ReadKeptWindow(renderer), 170, 125) == ((30u << 16) | (225u << 8) | 80u));
  const std::uint64_t version = render::TextureVersion(layer);
  kept.Begin(renderer);
  DrawKeptLayer(renderer, layer, 200);
  CHECK(render::TextureVersion(layer) != version);
  DrawKeptFrame(renderer, 30, sprite, layer);
  kept.End(renderer);
  CHECK(kept.part_drawings() == 1);
  CHECK(FramePixelAt(ReadKeptWindow(renderer), 170, 125) == ((200u << 16) | (55u << 8) | 80u));
  kept.Release();
}

TEST_CASE("kept frame: at another scale the recording is drawn onto the window as it came", "[app][kept_frame]") {
  const offscreen_gl::Target gl = offscreen_gl::Open(
      "kept frame scale", kFrameW, kFrameH, "the window's picture is kept only on SDL's OpenGL renderer with render targets");
  if (!gl) BC_SKIP(gl.why_not);
  const KeptScene scene(gl);
  SDL_Renderer* renderer = scene.renderer;
  SDL_Texture* sprite = scene.sprite;
  SDL_Texture* layer = scene.layer;
  REQUIRE(layer != nullptr);
  DrawKeptLayer(renderer, layer, 30);
  SDL_RenderSetScale(renderer, 0.5f, 0.5f);
  DrawKeptFrame(renderer, 30, sprite, layer);
  const std::vector<Uint32> direct = ReadKeptWindow(renderer);
  app::KeptFrame kept;
  kept.Begin(renderer);
  DrawKeptFrame(renderer, 30, sprite, layer);
  kept.End(renderer);
  CHECK(kept.unkept_frames() == 1);
  CHECK(kept.whole_drawings() == 0);
  CHECK(FramesMostApart(ReadKeptWindow(renderer), direct) == 0);
  kept.Release();
}

TEST_CASE("kept frame: a geometry's recording keeps only the vertices its indices use, the same picture",
          "[app][kept_frame]") {
  const offscreen_gl::Target gl = offscreen_gl::Open(
      "kept frame slice", kFrameW, kFrameH, "the window's picture is kept only on SDL's OpenGL renderer with render targets");
  if (!gl) BC_SKIP(gl.why_not);
  const KeptScene scene(gl);
  SDL_Renderer* renderer = scene.renderer;
  // As ImGui hands a command its list's vertices from the command's first on: 40 quads'
  // corners, of which the indices draw quads 10 and 11 only.
  std::vector<SDL_Vertex> corners;
  for (int q = 0; q < 40; ++q) {
    const auto x = static_cast<float>(10 + (q % 8) * 22);
    const auto y = static_cast<float>(10 + (q / 8) * 26);
    const SDL_Color c{static_cast<Uint8>(q * 6), 200, static_cast<Uint8>(255 - q * 6), 180};
    corners.push_back(SDL_Vertex{{x, y}, c, {0, 0}});
    corners.push_back(SDL_Vertex{{x + 20, y}, c, {0, 0}});
    corners.push_back(SDL_Vertex{{x + 20, y + 24.5f}, c, {0, 0}});
    corners.push_back(SDL_Vertex{{x, y + 24.5f}, c, {0, 0}});
  }
  std::vector<int> indices;
  for (int q = 10; q < 12; ++q) {
    for (const int k : {0, 1, 2, 0, 2, 3}) indices.push_back(q * 4 + k);
  }
  auto draw = [&] {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
    render::Clear(renderer);
    render::Geometry(renderer, nullptr, corners.data(), static_cast<int>(corners.size()), indices.data(),
                     static_cast<int>(indices.size()));
  };
  draw();
  const std::vector<Uint32> direct = ReadKeptWindow(renderer);
  REQUIRE(FramePixelAt(direct, 85, 45) != FramePixelAt(direct, 5, 5));  // quad 11 drawn
  app::KeptFrame kept;
  kept.Begin(renderer);
  draw();
  const render::WindowRecording* recording = render::CurrentWindowRecording();
  REQUIRE(recording != nullptr);
  REQUIRE(recording->draws.size() == 2);
  const render::RecordedDraw& geometry = recording->draws[1];
  CHECK(geometry.vertex_count == 8);
  CHECK(recording->vertices.size() == 8);
  CHECK(recording->vertices[0].position.x == corners[40].position.x);
  CHECK(recording->indices[0] == 0);
  CHECK(recording->indices.back() == 7);
  kept.End(renderer);
  CHECK(kept.whole_drawings() == 1);
  CHECK(FramesMostApart(ReadKeptWindow(renderer), direct) <= 1);
  kept.Release();
}

TEST_CASE("kept frame: drawings inside a rectangle already changed add no rectangle to a texture's changes",
          "[app][kept_frame]") {
  const offscreen_gl::Target gl = offscreen_gl::Open(
      "kept frame changes", kFrameW, kFrameH, "the window's picture is kept only on SDL's OpenGL renderer with render targets");
  if (!gl) BC_SKIP(gl.why_not);
  const KeptScene scene(gl);
  SDL_Renderer* renderer = scene.renderer;
  SDL_Texture* target = render::CreateKeptTexture(renderer, 120, 100);
  REQUIRE(target != nullptr);
  render::TakeTextureChanges();
  // As a kept window is drawn again in part: each rectangle's ground filled, then many
  // drawings clipped to it, in two places far apart.
  SDL_SetRenderTarget(renderer, target);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
  render::Fill(renderer, SDL_FRect{5, 5, 20, 20});
  render::Fill(renderer, SDL_FRect{90, 70, 20, 20});
  SDL_SetRenderDrawColor(renderer, 200, 100, 50, 255);
  for (int i = 0; i < 20; ++i) {
    const float x = (i % 2 == 0 ? 7.0f : 92.0f) + static_cast<float>(i % 5) * 3.0f;
    const float y = (i % 2 == 0 ? 7.0f : 72.0f) + static_cast<float>(i % 4) * 3.0f;
    render::Fill(renderer, SDL_FRect{x, y, 2, 2});
  }
  SDL_SetRenderTarget(renderer, nullptr);
  const render::TextureChanges* changes = render::ChangesOf(target);
  REQUIRE(changes != nullptr);
  CHECK_FALSE(changes->whole);
  // The two grounds' rectangles only (a pixel wider all round), nothing between them.
  REQUIRE(changes->rects.size() == 2);
  const SDL_Point between{60, 50};
  for (const SDL_Rect& r : changes->rects) {
    CHECK(r.w <= 22);
    CHECK(r.h <= 22);
    CHECK(SDL_PointInRect(&between, &r) == SDL_FALSE);
  }
  render::TakeTextureChanges();
  SDL_DestroyTexture(target);
}
