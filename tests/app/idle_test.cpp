#include <catch2/catch.hpp>

#include <SDL.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "app/app.h"
#include "session/app_fixture.h"

using namespace bc;

namespace {

// Opens the game on `screen` with no input at all, waits for it to settle (no frame for
// 0.7 s, less than the title light's blink, or ten seconds gone), and counts the frames
// it draws in the second after that; then closes the window.
std::uint64_t FramesInAnIdleSecond(const std::string& screen) {
  const auto home = app_fixture::ScratchDir("idle_" + screen);
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.screen = screen;
  app::App game(options, std::chrono::steady_clock::now(), std::make_unique<Catalog>(app_fixture::MakeCatalog()));
  std::atomic<bool> done{false};
  std::atomic<std::uint64_t> idle_frames{0};
  std::thread watcher([&] {
    using namespace std::chrono_literals;
    const auto give_up = std::chrono::steady_clock::now() + 10s;
    std::uint64_t seen = 0;
    auto quiet_since = std::chrono::steady_clock::now();
    while (!done && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(10ms);
      const std::uint64_t now_drawn = game.frames_drawn();
      if (now_drawn != seen || now_drawn == 0) {
        seen = now_drawn;
        quiet_since = std::chrono::steady_clock::now();
      } else if (std::chrono::steady_clock::now() - quiet_since > 700ms) {
        break;
      }
    }
    const std::uint64_t before = game.frames_drawn();
    std::this_thread::sleep_for(1s);
    idle_frames = game.frames_drawn() - before;
    while (!done) {  // the window's close button, until the game has ended
      SDL_Event event{};
      event.type = SDL_QUIT;
      if (SDL_WasInit(SDL_INIT_VIDEO) != 0) SDL_PushEvent(&event);
      std::this_thread::sleep_for(20ms);
    }
  });
  const int code = game.Run();
  done = true;
  watcher.join();
  CHECK(code == 0);
  return idle_frames;
}

}  // namespace

TEST_CASE("idle: a screen that nothing moves draws no frame in a second without input", "[app][idle]") {
  CHECK(FramesInAnIdleSecond("operations") == 0);
  CHECK(FramesInAnIdleSecond("settings") == 0);
  CHECK(FramesInAnIdleSecond("battle") == 0);  // on its briefing, the board at rest
}

TEST_CASE("idle: the title draws only its station light's blinks (on 0.8 s, off 0.8 s) in an idle second",
          "[app][idle]") {
  CHECK(FramesInAnIdleSecond("title") <= 2);
}

TEST_CASE("idle: the cinema's reels keep running with no input, a frame after another", "[app][idle]") {
  CHECK(FramesInAnIdleSecond("cinema") >= 1);  // as fast as the machine draws them: a busy one, slowly
}
