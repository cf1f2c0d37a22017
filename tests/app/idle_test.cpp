#include <catch2/catch.hpp>

#include <SDL.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <thread>

#include "app/app.h"
#include "render/backdrop.h"
#include "ui/title_screen.h"
#include "session/app_fixture.h"

using namespace bc;

namespace {

// Opens the game on `screen` with no input at all, waits for it to settle (no frame for
// 1.2 s, longer than a blink of the title's light; or `give_up` gone, for a screen that
// never settles, or a machine so busy that its first frames take that long), and counts
// the frames it draws in the second after that; then closes the window.
std::uint64_t FramesInAnIdleSecond(const std::string& screen,
                                   std::chrono::steady_clock::duration give_up_after = std::chrono::seconds(30)) {
  const auto home = app_fixture::ScratchDir("idle_" + screen);
  setenv("BASE_COMMAND_HOME", home.c_str(), 1);
  app::AppOptions options;
  options.screen = screen;
  app::App game(options, std::chrono::steady_clock::now(), std::make_unique<Catalog>(app_fixture::MakeCatalog()));
  std::atomic<bool> done{false};
  std::atomic<std::uint64_t> idle_frames{0};
  std::thread watcher([&] {
    using namespace std::chrono_literals;
    const auto give_up = std::chrono::steady_clock::now() + give_up_after;
    std::uint64_t seen = 0;
    auto quiet_since = std::chrono::steady_clock::now();
    while (!done && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(10ms);
      const std::uint64_t now_drawn = game.frames_drawn();
      if (now_drawn != seen || now_drawn == 0) {
        seen = now_drawn;
        quiet_since = std::chrono::steady_clock::now();
      } else if (std::chrono::steady_clock::now() - quiet_since > 1200ms) {
        break;
      }
    }
    const std::uint64_t before = game.frames_drawn();
    std::this_thread::sleep_for(1s);
    idle_frames = game.frames_drawn() - before;
    // The window's close button, once: the game's loop is running (it has drawn), so the
    // event waits in its queue until the next frame takes it. Pushed once and not again,
    // so that no event is pushed from this thread while the game shuts SDL down.
    while (!done && game.frames_drawn() == 0) std::this_thread::sleep_for(20ms);
    if (!done) {
      SDL_Event event{};
      event.type = SDL_QUIT;
      SDL_PushEvent(&event);
    }
  });
  const int code = game.Run();
  done = true;
  watcher.join();
  CHECK(code == 0);
  return idle_frames;
}

}  // namespace

TEST_CASE("idle: a screen that nothing moves draws no frame in a second without input", "[app][idle][long]") {
  CHECK(FramesInAnIdleSecond("operations") == 0);
  CHECK(FramesInAnIdleSecond("settings") == 0);
  CHECK(FramesInAnIdleSecond("battle") == 0);  // on its briefing, the board at rest
}

TEST_CASE("idle: the title's station light blinks after the last input, then holds on: an idle title draws no frame",
          "[app][idle][long]") {
  CHECK(FramesInAnIdleSecond("title") == 0);
}

TEST_CASE("idle: the cinema's reels keep running with no input, a frame after another", "[app][idle]") {
  // As fast as the machine draws them (a busy one, slowly); it never settles.
  CHECK(FramesInAnIdleSecond("cinema", std::chrono::seconds(3)) >= 1);
}

TEST_CASE("idle: the title asks for a frame at each of the light's blinks for 4.8 s after input, then for none",
          "[app][idle]") {
  ui::TitleScreen title;
  ui::UiContext context;
  context.input_clock = 10.0;
  context.clock = 10.1;  // the light on since 9.6: it goes off at 10.4
  CHECK(title.NextChangeIn(context) == Approx(0.3).margin(1e-4));
  context.clock = 14.7;  // the last blink is cut short where the light stops
  CHECK(title.NextChangeIn(context) == Approx(0.1).margin(1e-4));
  context.clock = 14.8;
  CHECK(title.NextChangeIn(context) == ui::kNoChange);
  context.clock = 600.0;
  CHECK(title.NextChangeIn(context) == ui::kNoChange);
  // Where it stops, the light is drawn on, whatever the blink's phase.
  for (const double stop : {14.8, 15.3, 16.0, 16.1}) {
    const double steady = render::SteadyLightTime(stop);
    CHECK(std::fmod(steady, 1.6) == Approx(0.4).margin(1e-4));
    CHECK(steady <= stop + 0.4);
    CHECK(stop - steady < 1.6);
  }
}
