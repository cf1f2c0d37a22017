// The card fixture's duel (seed 3, no briefing) on a BattleScreen drawn headless, with
// keys pressed on it as the game's loop presses them: for the tests of what the keyboard
// and the pad do on the board.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "app/headless_ui.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "ui/battle_screen.h"

namespace duel_screen {

struct DuelScreen {
  // `scratch`: the name of the battle's scratch folder; a window of `width` x `height`.
  explicit DuelScreen(const std::string& scratch, int width = 1280, int height = 720)
      : ui(width, height), catalog(app_fixture::MakeCardCatalog()) {
    ui.context.catalog = &catalog;
    bc::session::BattleLaunch launch;
    launch.mission = app_fixture::kDuel;
    launch.seed = 3;
    launch.briefing = false;
    start = bc::session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir(scratch), launch);
    REQUIRE(start.battle != nullptr);
    screen = std::make_unique<bc::ui::BattleScreen>(&start.battle->session(), "", false);
  }

  // A key pressed (taken by the screen) and the screen updated.
  void Key(bc::session::Key k) {
    REQUIRE(screen->OnKey(bc::session::KeyPress{k, false, false}, ui.context, out));
    screen->Update(ui.context, out);
  }

  headless::Headless ui;
  bc::Catalog catalog;
  bc::session::BattleStart start;
  std::unique_ptr<bc::ui::BattleScreen> screen;
  bc::ui::Choices out;
};

}  // namespace duel_screen
