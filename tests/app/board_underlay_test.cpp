// The board keeps what it draws under the highlights (the frame, lanes, terrain, traps
// and base) in one texture, drawn again only when what it shows changes.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <vector>

#include "app/headless_ui.h"
#include "render/board_renderer.h"
#include "render/sprites.h"
#include "session/app_fixture.h"

using namespace bc;

TEST_CASE("board underlay: drawn again only when a barricade, a trap's arming or a shield changes", "[app][board]") {
  headless::Headless ui;
  SDL_Renderer* renderer = ui.context.renderer;
  render::SpriteAtlas sprites(renderer, ui.context.asset_dir);
  render::BoardRenderer board(renderer, sprites);
  const Catalog catalog = app_fixture::MakeCatalog();
  render::BoardView view;
  view.shields.fill(ShieldState::kUp);
  render::BoardScene scene;
  scene.view = &view;
  scene.catalog = &catalog;
  scene.layout = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
  auto shot = [&] {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    board.Draw(scene, nullptr, nullptr, nullptr);
    std::vector<Uint32> pixels(1280 * 720);
    REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), 1280 * 4) == 0);
    return pixels;
  };
  const std::vector<Uint32> plain = shot();
  CHECK(board.underlay_drawings() == 1);
  CHECK(shot() == plain);
  CHECK(board.underlay_drawings() == 1);  // nothing changed: copied

  const Cell cell = *ParseCell("B6");
  view.barricades[cell] = BarricadeKind::kPlayer;
  const std::vector<Uint32> barricaded = shot();
  CHECK(board.underlay_drawings() == 2);
  CHECK(barricaded != plain);

  view.traps.push_back(render::ViewTrap{*ParseCell("F3"), 3});
  const std::vector<Uint32> trapped = shot();
  CHECK(board.underlay_drawings() == 3);
  CHECK(trapped != barricaded);
  view.traps.back().fuse = 2;  // the count is a label: the sprite is the same
  CHECK(shot() == trapped);
  CHECK(board.underlay_drawings() == 3);
  view.traps.back().fuse = 1;  // armed: another sprite
  CHECK(shot() != trapped);
  CHECK(board.underlay_drawings() == 4);

  view.shields[0] = ShieldState::kDown;
  shot();
  CHECK(board.underlay_drawings() == 5);

  view.barricades[cell] = BarricadeKind::kNone;
  view.traps.clear();
  view.shields[0] = ShieldState::kUp;
  CHECK(shot() == plain);  // back as it was, drawn again
  CHECK(board.underlay_drawings() == 6);
}
