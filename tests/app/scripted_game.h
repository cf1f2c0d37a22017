// The game playing an input script through its own loop (--script, app/script_player.h),
// as the shell plays one: opened on the title in a scratch user folder named for the test,
// with SDL's dummy video and audio drivers, the script written beside it. Shared by the
// tests that play the game with a virtual pad and keys.
#pragma once

#include <SDL.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>

#include "app/app.h"
#include "session/app_fixture.h"

namespace scripted_game {

// The options of a game whose frames are laid out but put into no pixels
// (AppOptions::draw_pixels): a script whose test reads the game's state and ImGui's layout,
// never a screenshot, and would otherwise spend almost all its time in a software
// renderer's drawing.
inline bc::app::AppOptions WithoutPixels() {
  bc::app::AppOptions options;
  options.draw_pixels = false;
  return options;
}

struct ScriptedGame {
  // `catalog`: the game's data in place of data/ (none: the game loads its own). `before`
  // runs on the scratch folder before the game opens (a save written into it).
  ScriptedGame(const std::string& name, const std::string& script, std::unique_ptr<bc::Catalog> catalog = nullptr,
               bc::app::AppOptions options = WithoutPixels(),
               const std::function<void(const std::filesystem::path&)>& before = {})
      : home(app_fixture::ScratchDir(name)) {
    setenv("BASE_COMMAND_HOME", home.c_str(), 1);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::ofstream(home / "play.script") << script;
    if (before) before(home);
    options.script = (home / "play.script").string();
    game = std::make_unique<bc::app::App>(options, std::chrono::steady_clock::now(), std::move(catalog));
  }
  // Frames until the script quits (false if it never does within `most`).
  bool RunToQuit(int most = 20000) {
    for (int i = 0; i < most; ++i) {
      if (!game->Step()) return true;
    }
    return false;
  }
  std::filesystem::path home;
  std::unique_ptr<bc::app::App> game;
};

}  // namespace scripted_game
