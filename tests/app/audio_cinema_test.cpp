// The archive cinema's audio programmes: what playback does to the game's music, and
// that leaving puts the previous track and volume back. The cinema asks through the audio
// desk and the device carries its requests out, as the shell does after each frame. Uses
// SDL's dummy audio driver.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "app/audio.h"
#include "ui/cinema_screen.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace audio_cinema_test {

namespace {

const std::filesystem::path kAssets = std::filesystem::path(BC_SOURCE_DIR) / "assets";

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// What the shell does between frames: the desk's requests go to the device, and the desk
// learns how the device stands.
void Sync(bc::session::AudioDesk& desk, bc::app::Audio& audio) {
  for (const bc::session::AudioRequest& request : desk.TakeRequests()) audio.Carry(request);
  desk.Observe(audio.State());
}

}  // namespace

TEST_CASE("the cinema plays its programmes and gives the menu music back on leaving", "[cinema]") {
  SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
  bc::app::Audio audio;
  audio.SetAssetRoot(kAssets);
  REQUIRE(audio.Open());
  audio.SetMusicVolume(70);
  audio.PlayMusic("menu");
  REQUIRE(audio.MusicPlaying());

  bc::session::AudioDesk desk;
  Sync(desk, audio);
  bc::ui::CinemaPlayer player;
  player.Enter(&desk);
  Sync(desk, audio);
  THEN("the menu music stops and the cinema volume 58 applies") {
    CHECK(audio.music().empty());
    CHECK(audio.music_volume() == bc::ui::CinemaPlayer::kDefaultVolume);
    CHECK(player.Status() == "AUDIO PROGRAMME 1812 OVERTURE READY.");
  }
  WHEN("the music programme plays, pauses and resumes") {
    player.Start(0);
    Sync(desk, audio);
    CHECK(audio.music() == "overture_1812");
    CHECK(player.playing());
    CHECK(Contains(player.Status(), "PLAYING"));
    player.Pause();
    Sync(desk, audio);
    CHECK(player.paused());
    CHECK(Contains(player.Status(), "PAUSED"));
    player.Start(0);
    Sync(desk, audio);
    CHECK(player.playing());
    CHECK(audio.music() == "overture_1812");
  }
  WHEN("the story plays and the volume moves") {
    player.Start(1);
    Sync(desk, audio);
    CHECK(audio.music() == "story");
    CHECK(player.current() == 1);
    player.SetVolume(30);
    Sync(desk, audio);
    CHECK(audio.music_volume() == 30);
    player.Stop();
    Sync(desk, audio);
    CHECK(player.current() == -1);
    CHECK_FALSE(audio.MusicPlaying());
  }
  player.Leave();
  Sync(desk, audio);
  CHECK(audio.music() == "menu");
  CHECK(audio.MusicPlaying());
  CHECK(audio.music_volume() == 70);
  CHECK(audio.log().empty());
}

TEST_CASE("the cinema says so when there is no audio device", "[cinema]") {
  SDL_setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
  bc::app::Audio audio;
  CHECK_FALSE(audio.Open());
  SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
  bc::session::AudioDesk desk;
  Sync(desk, audio);
  bc::ui::CinemaPlayer player;
  player.Enter(&desk);
  player.Start(0);
  Sync(desk, audio);
  CHECK_FALSE(player.playing());
  CHECK(Contains(player.Status(), "NO AUDIO DEVICE"));
  player.Leave();
}

}  // namespace audio_cinema_test
