#include <catch2/catch.hpp>

#include <SDL.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "app/app.h"
#include "session/app_fixture.h"

using namespace bc;

TEST_CASE("smoke: the game runs headless, plays its battles to victory through the battle screen and exits 0",
          "[app][smoke]") {
  const auto home = app_fixture::ScratchDir("smoke_home");
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.bench_frames = 200;  // on the benchmark's fixed clock: several battles
  options.seed = 3;
  app::App game(options, std::chrono::steady_clock::now(),
                std::make_unique<Catalog>(app_fixture::MakeCatalog()));  // first mission: LONE
  CHECK(game.Run() == 0);
  CHECK(game.bench_battles() >= 1);
  CHECK(game.bench_victories() == game.bench_battles());
}

TEST_CASE("smoke: --screen settings --screenshot writes a PNG and exits 0", "[app][smoke]") {
  const auto home = app_fixture::ScratchDir("smoke_shot");
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.screen = "settings";
  options.screenshot = (home / "settings.png").string();
  options.frames = 2;
  app::App game(options, std::chrono::steady_clock::now(), std::make_unique<Catalog>(app_fixture::MakeCatalog()));
  REQUIRE(game.Run() == 0);
  CHECK(std::filesystem::file_size(home / "settings.png") > 1000u);
}

TEST_CASE("smoke: an unknown screen is refused with exit code 1, not a crash", "[app][smoke]") {
  const auto home = app_fixture::ScratchDir("smoke_bad_screen");
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.screen = "casino";
  options.screenshot = (home / "x.png").string();
  app::App game(options, std::chrono::steady_clock::now(), std::make_unique<Catalog>(app_fixture::MakeCatalog()));
  CHECK(game.Run() == 1);
}

TEST_CASE("smoke: keys reach the game through the event queue: Esc leaves the operations, asks on the title, and Enter quits",
          "[app][smoke]") {
  const auto home = app_fixture::ScratchDir("smoke_keys");
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.screen = "operations";
  options.screenshot = (home / "never.png").string();
  options.frames = 2000;  // the screenshot ends the run only if Esc never quits it
  app::App game(options, std::chrono::steady_clock::now(), std::make_unique<Catalog>(app_fixture::MakeCatalog()));
  // Esc leaves SELECT OPERATION; on the title Esc asks "LEAVE THE STATION?", and Enter
  // answers it, which ends the game.
  std::atomic<bool> done{false};
  std::thread player([&done, &game] {
    const SDL_Keycode keys[] = {SDLK_ESCAPE, SDLK_ESCAPE, SDLK_RETURN};
    int next = 0;
    std::uint64_t pushed_at = 0;  // frames drawn when the last key was pushed
    while (!done && next < 3) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      if (SDL_WasInit(SDL_INIT_VIDEO) == 0 || game.frames_drawn() == 0) continue;
      // One key a frame: the next waits until the game has taken the last from the queue
      // and drawn a frame after it (navigation happens at a frame's end).
      if (SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_KEYDOWN, SDL_KEYDOWN) > 0) continue;
      if (next > 0 && game.frames_drawn() <= pushed_at + 1) continue;
      pushed_at = game.frames_drawn();
      SDL_Event event{};
      event.type = SDL_KEYDOWN;
      event.key.keysym.sym = keys[next++];
      SDL_PushEvent(&event);
    }
  });
  const int code = game.Run();
  done = true;
  player.join();
  CHECK(code == 0);
  CHECK_FALSE(std::filesystem::exists(home / "never.png"));
}
