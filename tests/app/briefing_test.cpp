// A fresh battle opens on its briefing: Enter, Space, Esc or a click on the board begins
// without acting; a battle key begins and does its job; a resumed or scripted battle
// goes straight on.
#include <catch2/catch.hpp>

#include "app_fixture.h"
#include "ui/battle_screen.h"

using namespace bc;
using namespace bc::ui;

namespace {

SDL_KeyboardEvent Key(SDL_Keycode sym) {
  SDL_KeyboardEvent key{};
  key.keysym.sym = sym;
  return key;
}

}  // namespace

TEST_CASE("Briefing: a fresh battle opens on it, and Enter begins without ending the turn", "[app][briefing]") {
  const Catalog catalog = app_fixture::MakeCatalog();
  UiContext context;
  context.catalog = &catalog;
  context.user_dir = app_fixture::ScratchDir("briefing_enter");
  BattleScreen screen(context);
  REQUIRE(screen.controller() != nullptr);
  CHECK(screen.briefing_open());
  NavRequest nav;
  CHECK(screen.OnKey(Key(SDLK_RETURN), context, nav));
  CHECK_FALSE(screen.briefing_open());
  CHECK(screen.controller()->session().state().turn == 1);
  CHECK(nav.kind == NavRequest::Kind::kNone);  // nor did Esc-like keys leave the battle
}

TEST_CASE("Briefing: Esc and a click close it and stay in the battle, and a battle key also acts", "[app][briefing]") {
  const Catalog catalog = app_fixture::MakeCatalog();
  UiContext context;
  context.catalog = &catalog;
  context.user_dir = app_fixture::ScratchDir("briefing_keys");
  {
    BattleScreen screen(context);
    NavRequest nav;
    CHECK(screen.OnKey(Key(SDLK_ESCAPE), context, nav));
    CHECK_FALSE(screen.briefing_open());
    CHECK(nav.kind == NavRequest::Kind::kNone);
  }
  {
    BattleScreen screen(context);
    screen.OnClick(10.0f, 10.0f, SDL_BUTTON_LEFT, context);
    CHECK_FALSE(screen.briefing_open());
    CHECK(screen.controller()->session().state().turn == 1);
  }
  {
    BattleScreen screen(context);
    const bool threats = screen.controller()->threats_expanded;
    NavRequest nav;
    CHECK(screen.OnKey(Key(SDLK_t), context, nav));
    CHECK_FALSE(screen.briefing_open());
    CHECK(screen.controller()->threats_expanded != threats);
  }
}

TEST_CASE("Briefing: a scripted battle opens without it", "[app][briefing]") {
  const Catalog catalog = app_fixture::MakeCatalog();
  UiContext context;
  context.catalog = &catalog;
  context.user_dir = app_fixture::ScratchDir("briefing_scripted");
  context.launch.actions = {"end_turn"};
  BattleScreen screen(context);
  CHECK_FALSE(screen.briefing_open());
  CHECK(screen.controller()->session().state().turn == 2);
}
