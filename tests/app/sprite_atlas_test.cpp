// The sprites and the card art are packed into atlas pages as they are first asked for
// (render/sprites.h), and the board's per-frame drawing goes out in a few batches of
// geometry (render/geometry_batch.h) with the same pixels as drawing each piece in turn.
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <catch2/catch.hpp>

#include "app/offscreen_gl.h"
#include <cstdint>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "app/headless_ui.h"
#include "render/board_renderer.h"
#include "render/draw_calls.h"
#include "render/geometry_batch.h"
#include "render/shapes.h"
#include "render/sprites.h"
#include "session/app_fixture.h"

using namespace bc;

namespace {

bool Overlap(const SDL_Rect& a, const SDL_Rect& b) { return SDL_HasIntersection(&a, &b) == SDL_TRUE; }

SDL_Rect Grown(const SDL_Rect& r, int by) { return SDL_Rect{r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by}; }

// Every picture of assets/ under `folder`, as paths relative to assets/.
std::vector<std::string> PicturesUnder(const std::filesystem::path& assets, const std::string& folder) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(assets / folder)) {
    if (entry.is_regular_file() && entry.path().extension() == ".png") {
      out.push_back(std::filesystem::relative(entry.path(), assets).generic_string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The texels of `rect` on `texture`, read back through a render target.
std::vector<Uint32> TexelsOf(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& rect) {
  SDL_Texture* target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, rect.w, rect.h);
  REQUIRE(target != nullptr);
  SDL_SetRenderTarget(renderer, target);
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
  SDL_RenderClear(renderer);
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
  SDL_RenderCopy(renderer, texture, &rect, nullptr);
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  std::vector<Uint32> texels(static_cast<std::size_t>(rect.w) * rect.h);
  REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, texels.data(), rect.w * 4) == 0);
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_DestroyTexture(target);
  return texels;
}

// The file's pixels as ARGB8888, with a border of `padding` copies of its edge.
std::vector<Uint32> FilePixels(const std::filesystem::path& file, int padding) {
  SDL_Surface* loaded = IMG_Load(file.string().c_str());
  REQUIRE(loaded != nullptr);
  SDL_Surface* argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(loaded);
  REQUIRE(argb != nullptr);
  std::vector<Uint32> out;
  for (int y = -padding; y < argb->h + padding; ++y) {
    const int sy = std::clamp(y, 0, argb->h - 1);
    const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) + sy * argb->pitch);
    for (int x = -padding; x < argb->w + padding; ++x) out.push_back(row[std::clamp(x, 0, argb->w - 1)]);
  }
  SDL_FreeSurface(argb);
  return out;
}

}  // namespace

TEST_CASE("sprite atlas: shelves keep every picture and its border apart and inside the page", "[app][atlas]") {
  render::ShelfPacker packer(256, 256, 1);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> side(4, 60);
  std::vector<SDL_Rect> placed;
  for (int i = 0; i < 400; ++i) {
    const int w = side(rng);
    const int h = side(rng);
    const std::optional<SDL_Point> at = packer.Place(w, h);
    if (!at) continue;
    const SDL_Rect with_border = Grown(SDL_Rect{at->x, at->y, w, h}, 1);
    CHECK(with_border.x >= 0);
    CHECK(with_border.y >= 0);
    CHECK(with_border.x + with_border.w <= 256);
    CHECK(with_border.y + with_border.h <= 256);
    for (const SDL_Rect& other : placed) CHECK_FALSE(Overlap(with_border, other));
    placed.push_back(with_border);
  }
  CHECK(placed.size() > 20);
  CHECK(placed.size() < 400);  // the page filled up: the rest were refused
  CHECK_FALSE(render::ShelfPacker(64, 64, 1).Place(63, 10));  // too wide with its border
}

TEST_CASE("sprite atlas: every sprite and card picture is packed apart, each region the file's texels with its edge round it",
          "[app][atlas]") {
  headless::Headless ui;
  SDL_Renderer* renderer = ui.context.renderer;
  const std::filesystem::path assets = ui.context.asset_dir;
  render::SpriteAtlas atlas(renderer, assets);
  std::vector<std::string> files = PicturesUnder(assets, "sprites");
  const std::vector<std::string> cards = PicturesUnder(assets, "cards");
  REQUIRE(files.size() > 150);
  REQUIRE(cards.size() > 50);
  files.insert(files.end(), cards.begin(), cards.end());
  struct Placed {
    std::string file;
    render::Sprite sprite;
  };
  std::vector<Placed> placed;
  for (const std::string& file : files) {
    const render::Sprite* sprite = atlas.Get(file);
    REQUIRE(sprite != nullptr);
    placed.push_back({file, *sprite});
    CHECK(atlas.Find(file) == sprite);  // kept: the same place the second time
  }
  const std::vector<SDL_Texture*> pages = atlas.Pages();
  auto page_of = [&](const render::Sprite& s) {
    return static_cast<int>(std::find(pages.begin(), pages.end(), s.texture) - pages.begin());
  };
  // The sprites on one page, the cards on theirs.
  const render::Sprite& first_sprite = placed.front().sprite;
  for (const Placed& p : placed) {
    INFO(p.file);
    REQUIRE(page_of(p.sprite) < static_cast<int>(pages.size()));
    const bool card = p.file.rfind("cards/", 0) == 0;
    if (card) CHECK(p.sprite.texture != first_sprite.texture);
    else CHECK(p.sprite.texture == first_sprite.texture);
  }
  CHECK(pages.size() <= 3);
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const render::Sprite& a = placed[i].sprite;
    INFO(placed[i].file);
    CHECK(a.rect.x >= 1);
    CHECK(a.rect.y >= 1);
    CHECK(a.rect.x + a.rect.w + 1 <= a.page_width);
    CHECK(a.rect.y + a.rect.h + 1 <= a.page_height);
    for (std::size_t j = i + 1; j < placed.size(); ++j) {
      const render::Sprite& b = placed[j].sprite;
      if (a.texture == b.texture) CHECK_FALSE(Overlap(Grown(a.rect, 1), Grown(b.rect, 1)));
    }
    const std::vector<Uint32> texels = TexelsOf(renderer, a.texture, Grown(a.rect, 1));
    CHECK(texels == FilePixels(assets / placed[i].file, 1));
  }
  CHECK(atlas.Find("sprites/enemies/no_such_thing.png") == nullptr);
}

TEST_CASE("draw calls: each fill, copy and geometry call is counted by kind", "[app][atlas][batch]") {
  headless::Headless ui;
  SDL_Renderer* renderer = ui.context.renderer;
  const render::DrawCalls before = render::DrawCallsSoFar();
  render::FillRect(renderer, {1, 1, 10, 10}, render::Rgba{200, 10, 10, 255});
  render::FillDisc(renderer, 30, 30, 8, render::Rgba{10, 200, 10, 128});
  render::SpriteAtlas atlas(renderer, ui.context.asset_dir);
  const render::Sprite* sprite = atlas.Get("sprites/board/objective.png");
  REQUIRE(sprite != nullptr);
  render::DrawSprite(renderer, *sprite, {40, 40, 32, 32});
  render::GeometryBatch batch(renderer);
  batch.DrawSprite(*sprite, {80, 80, 32, 32});
  batch.FillRect({0, 0, 4, 4}, render::Rgba{1, 2, 3, 255});
  batch.Flush();
  const render::DrawCalls counted = render::DrawCallsSoFar().Since(before);
  CHECK(counted.fills == 1);
  CHECK(counted.geometry == 2);
  CHECK(counted.copies == 1);
  CHECK(counted.textured_geometry == 1);
  CHECK(counted.Total() == 5);
  CHECK(batch.last_calls() == 2);
}

TEST_CASE("geometry batch: the same pixels as drawing each piece in turn, in far fewer calls", "[app][batch]") {
  // On the offscreen driver's OpenGL (Mesa's llvmpipe), as the game draws. SDL's software
  // renderer draws a call's triangles in pairs, as rectangles where they make one, so
  // there the pixels depend on what shares a call.
  const offscreen_gl::Target gl = offscreen_gl::Open("batch", 200, 200, "the batch pixels are compared as the game draws them");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Window* window = gl.window;
  SDL_Renderer* renderer = gl.renderer;
  auto atlas = std::make_unique<render::SpriteAtlas>(renderer, std::filesystem::path(BC_SOURCE_DIR) / "assets");
  const render::Sprite* a = atlas->Get("sprites/enemies/binary_slug.png");
  const render::Sprite* b = atlas->Get("sprites/ui/badge_poison.png");
  REQUIRE(a != nullptr);
  REQUIRE(b != nullptr);
  // Shapes and sprites strewn over a small target, many of them overlapping.
  auto draw = [&](bool one_batch) {
    SDL_Texture* target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 200, 200);
    REQUIRE(target != nullptr);
    SDL_SetRenderTarget(renderer, target);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
    SDL_RenderClear(renderer);
    render::GeometryBatch batch(renderer);
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> at(0.0f, 180.0f);
    std::uniform_int_distribution<int> kind(0, 4);
    std::uniform_int_distribution<int> byte(0, 255);
    int calls = 0;
    for (int i = 0; i < 150; ++i) {
      const float x = at(rng);
      const float y = at(rng);
      const render::Rgba colour{static_cast<Uint8>(byte(rng)), static_cast<Uint8>(byte(rng)),
                                static_cast<Uint8>(byte(rng)), static_cast<Uint8>(i % 3 == 0 ? 255 : byte(rng))};
      switch (kind(rng)) {
        case 0: batch.FillRect({x, y, 11.5f, 7.25f}, colour); break;
        case 1: batch.FillDisc(x, y, 6.0f, colour, 10); break;
        case 2: batch.ThickLine(x, y, x + 15.0f, y + 9.0f, 3.0f, colour); break;
        case 3: batch.DrawSprite(*a, {x, y, 20.0f, 20.0f}, colour.a); break;
        default: batch.DrawSprite(*b, {x, y, 9.0f, 9.0f}, 255, SDL_FLIP_HORIZONTAL); break;
      }
      if (!one_batch) {
        batch.Flush();
        calls += batch.last_calls();
      }
    }
    batch.Flush();
    calls += batch.last_calls();
    std::vector<Uint32> pixels(200 * 200);
    REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), 200 * 4) == 0);
    SDL_SetRenderTarget(renderer, nullptr);
    SDL_DestroyTexture(target);
    return std::make_pair(pixels, calls);
  };
  const auto [each, each_calls] = draw(false);
  const auto [batched, batched_calls] = draw(true);
  CHECK(each_calls == 150);
  CHECK(batched_calls < 75);
  std::size_t differing = 0;
  for (std::size_t i = 0; i < each.size(); ++i) differing += each[i] != batched[i] ? 1 : 0;
  CHECK(differing == 0);
  CHECK(each != std::vector<Uint32>(each.size(), each[0]));  // something was drawn
  atlas.reset();  // its pages before their renderer
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}

TEST_CASE("board: a battle frame's sprites go out in a few geometry batches from one atlas page", "[app][atlas][batch]") {
  headless::Headless ui;
  SDL_Renderer* renderer = ui.context.renderer;
  render::SpriteAtlas sprites(renderer, ui.context.asset_dir);
  render::BoardRenderer board(renderer, sprites);
  Catalog catalog = app_fixture::MakeCatalog();
  catalog.enemies[0].sprite = "binary_slug";
  catalog.enemies[1].sprite = "aegis_warden";
  render::BoardView view;
  view.shields.fill(ShieldState::kUp);
  // Attackers round the board in every state the sprites show, with their badges.
  const char* cells[] = {"A1", "C1", "E1", "G1", "A3", "H3", "A6", "H6", "B8", "D8", "F8", "H8", "C3", "F6"};
  std::uint16_t uid = 1;
  for (const char* name : cells) {
    render::ViewAttacker a{uid, static_cast<EnemyIndex>(uid % 2), *ParseCell(name), 1 + uid % 3, 3};
    a.poisoned = uid % 4 == 0;
    a.incapacitated = uid % 5 == 0;
    a.shield = uid % 3 == 0 ? 1 : 0;
    a.lane = static_cast<std::uint8_t>(uid % 2);
    view.attackers.push_back(a);
    ++uid;
  }
  view.pending.push_back(PendingSpawn{0, 0, *ParseCell("B2")});
  view.pending.push_back(PendingSpawn{1, 1, *ParseCell("G7")});
  std::vector<render::Fx> fx;
  render::Fx flash;
  flash.kind = render::FxKind::kHitFlash;
  flash.cell = *ParseCell("C1");
  flash.life = 1.0f;
  fx.push_back(flash);
  render::Fx boom;
  boom.kind = render::FxKind::kExplosion;
  boom.cell = *ParseCell("H6");
  boom.life = 1.0f;
  fx.push_back(boom);
  render::BoardScene scene;
  scene.view = &view;
  scene.catalog = &catalog;
  scene.fx = &fx;
  scene.layout = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
  for (const char* name : {"B3", "C4", "D2", "F5"}) scene.highlight[*ParseCell(name)] = render::Highlight::kTarget;
  scene.hover = *ParseCell("B3");
  board.Draw(scene, nullptr, nullptr, nullptr);  // the underlay and the atlas filled
  const render::DrawCalls before = render::DrawCallsSoFar();
  board.Draw(scene, nullptr, nullptr, nullptr);
  const render::DrawCalls frame = render::DrawCallsSoFar().Since(before);
  CHECK(frame.copies == 1);  // the underlay
  CHECK(frame.fills == 0);
  // 14 attackers, each a sprite, a health bar and badges, two spawns, two effects: a
  // handful of runs, the sprites in at most three of them.
  CHECK(frame.textured_geometry >= 1);
  CHECK(frame.textured_geometry <= 3);
  CHECK(frame.geometry <= 6);
  CHECK(board.last_batches() == frame.geometry + frame.textured_geometry);
  CHECK(sprites.Pages().size() == 1);
}
