// Drives the game's own loop in a test: an App opened on a screen with a scratch home and
// SDL's dummy video and audio drivers, and the events a keyboard or a pad sends, each
// pressed and released with frames between, as a player's hand would; and the cell a
// player's eye finds lit on the board.
#pragma once

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "app/app.h"
#include "session/app_fixture.h"
#include "ui/battle_controller.h"

namespace loop_driver {

// A game opened on `screen` (options as the command line gives them, --actions too), its
// home a scratch folder named for the test. Its frames are laid out but put into no pixels
// (AppOptions::draw_pixels) unless `draw_pixels`: what these tests read is the loop's
// state and ImGui's layout and focus, and a software renderer's drawing would be almost
// all of their time.
struct Game {
  Game(const std::string& name, const std::string& screen, std::unique_ptr<bc::Catalog> catalog = nullptr,
       const std::string& mission = "", const std::string& actions = "", bool draw_pixels = false)
      : home(app_fixture::ScratchDir(name)) {
    setenv("BASE_COMMAND_HOME", home.c_str(), 1);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    bc::app::AppOptions options;
    options.screen = screen;
    options.seed = 3;
    options.mission = mission;
    options.actions = actions;
    options.draw_pixels = draw_pixels;
    app = std::make_unique<bc::app::App>(options, std::chrono::steady_clock::now(), std::move(catalog));
    REQUIRE(app->Open());
  }

  std::filesystem::path home;
  std::unique_ptr<bc::app::App> app;
};

// A key going down.
inline SDL_Event KeyEvent(SDL_Keycode key, SDL_Scancode scancode, bool ctrl = false) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = key;
  event.key.keysym.scancode = scancode;
  event.key.keysym.mod = ctrl ? KMOD_LCTRL : KMOD_NONE;
  return event;
}

// A pad's button going down.
inline SDL_Event PadButtonEvent(Uint8 button) {
  SDL_Event event{};
  event.type = SDL_CONTROLLERBUTTONDOWN;
  event.cbutton.button = button;
  event.cbutton.state = SDL_PRESSED;
  return event;
}

// `down` pushed, then frame() once; the matching release pushed, then frame() three
// times, the frames ImGui takes to settle.
template <typename Frame>
void PressAndRelease(SDL_Event down, Frame&& frame) {
  REQUIRE(SDL_PushEvent(&down) == 1);
  frame();
  SDL_Event up = down;
  if (down.type == SDL_KEYDOWN) {
    up.type = SDL_KEYUP;
    up.key.state = SDL_RELEASED;
  } else {
    up.type = SDL_CONTROLLERBUTTONUP;
    up.cbutton.state = SDL_RELEASED;
  }
  REQUIRE(SDL_PushEvent(&up) == 1);
  for (int i = 0; i < 3; ++i) frame();
}

// The widget that holds ImGui's navigation focus.
inline ImGuiID FocusId() { return ImGui::GetCurrentContext()->NavId; }

// The first cell the battle lights as a target of its selection, kNoCell when none: where
// the cursor walks to play the chosen card.
inline bc::Cell FirstTarget(const bc::ui::BattleController& controller) {
  const auto lit = controller.Highlights();
  for (bc::Cell c = 0; c < bc::kCellCount; ++c) {
    if (lit[c] == bc::render::Highlight::kTarget) return c;
  }
  return bc::kNoCell;
}

}  // namespace loop_driver
