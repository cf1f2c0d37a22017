// The archive cinema's audio programmes: what playback does to the game's music, and
// that leaving puts the previous track and volume back. Uses SDL's dummy audio driver.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "app/audio.h"
#include "ui/cinema_screen.h"

namespace {

const std::filesystem::path kAssets = std::filesystem::path(BC_SOURCE_DIR) / "assets";

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
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

  bc::ui::CinemaPlayer player;
  player.Enter(&audio);
  THEN("the menu music stops and the cinema volume 58 applies") {
    CHECK(audio.music().empty());
    CHECK(audio.music_volume() == bc::ui::CinemaPlayer::kDefaultVolume);
    CHECK(player.Status() == "AUDIO PROGRAMME 1812 OVERTURE READY.");
  }
  WHEN("the music programme plays, pauses and resumes") {
    player.Play(0);
    CHECK(audio.music() == "overture_1812");
    CHECK(player.playing());
    CHECK(Contains(player.Status(), "PLAYING"));
    player.Pause();
    CHECK(player.paused());
    CHECK(Contains(player.Status(), "PAUSED"));
    player.Play(0);
    CHECK(player.playing());
    CHECK(audio.music() == "overture_1812");
  }
  WHEN("the story plays and the volume moves") {
    player.Play(1);
    CHECK(audio.music() == "story");
    CHECK(player.current() == 1);
    player.SetVolume(30);
    CHECK(audio.music_volume() == 30);
    player.Stop();
    CHECK(player.current() == -1);
    CHECK_FALSE(audio.MusicPlaying());
  }
  player.Leave();
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
  bc::ui::CinemaPlayer player;
  player.Enter(&audio);
  player.Play(0);
  CHECK_FALSE(player.playing());
  CHECK(Contains(player.Status(), "NO AUDIO DEVICE"));
  player.Leave();
}
