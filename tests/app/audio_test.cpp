// The audio wrapper: silent fallback, settings applied at once, missing files logged once.
#include <SDL.h>
#include <SDL_mixer.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/audio.h"
#include "scratch_dir.h"

namespace {

// A scratch folder of this test's own, removed when the test ends.
struct TempAssets {
  bc::test::ScratchDir dir;
  std::filesystem::path root;
  explicit TempAssets(const std::string& name) : dir("audio_test_" + name), root(dir.path()) {
    std::filesystem::create_directories(root / "sfx");
  }
};

void Put16(std::ofstream& out, std::uint16_t v) {
  const char b[2] = {static_cast<char>(v & 0xff), static_cast<char>(v >> 8)};
  out.write(b, 2);
}
void Put32(std::ofstream& out, std::uint32_t v) {
  Put16(out, static_cast<std::uint16_t>(v & 0xffff));
  Put16(out, static_cast<std::uint16_t>(v >> 16));
}

// A one-second mono 16-bit square wave: long enough to still be playing when checked.
void WriteTinyWav(const std::filesystem::path& path) {
  const std::uint32_t frames = 44100;
  std::ofstream out(path, std::ios::binary);
  out.write("RIFF", 4);
  Put32(out, 36 + frames * 2);
  out.write("WAVEfmt ", 8);
  Put32(out, 16);
  Put16(out, 1);
  Put16(out, 1);
  Put32(out, 44100);
  Put32(out, 44100 * 2);
  Put16(out, 2);
  Put16(out, 16);
  out.write("data", 4);
  Put32(out, frames * 2);
  for (std::uint32_t i = 0; i < frames; ++i) Put16(out, (i / 50) % 2 ? 0x2000 : 0xE000);
}

// Sets an environment variable for one test and restores it afterwards. The tests use
// SDL's dummy audio driver themselves so they never depend on a sound card.
struct ScopedEnv {
  std::string name;
  std::string saved;
  bool had = false;
  ScopedEnv(const std::string& key, const std::string& value) : name(key) {
    if (const char* old = SDL_getenv(key.c_str()); old != nullptr) {
      had = true;
      saved = old;
    }
    SDL_setenv(key.c_str(), value.c_str(), 1);
  }
  ~ScopedEnv() { SDL_setenv(name.c_str(), had ? saved.c_str() : "", 1); }
};

int CountContaining(const std::vector<std::string>& lines, const std::string& needle) {
  int count = 0;
  for (const auto& line : lines) count += line.find(needle) != std::string::npos ? 1 : 0;
  return count;
}

}  // namespace

TEST_CASE("audio with an unknown output device runs silent and says so", "[audio]") {
  ScopedEnv driver("SDL_AUDIODRIVER", "dummy");
  bc::app::Audio audio;
  const bool opened = audio.Open("No Such Speaker 9000");
  // The dummy driver accepts any name; a real one refuses it. Either way nothing throws.
  if (!opened) {
    CHECK_FALSE(audio.available());
    CHECK(audio.notice().find("running silent") != std::string::npos);
    CHECK(audio.device().empty());
    // Playing while silent is a quiet no-op.
    audio.PlaySfx("blow");
    audio.PlayMusic("menu");
    CHECK_FALSE(audio.MusicPlaying());
  } else {
    CHECK(audio.available());
  }
}

TEST_CASE("audio with no audio driver at all runs silent with one notice", "[audio]") {
  bc::app::Audio audio;
  {
    ScopedEnv driver("SDL_AUDIODRIVER", "no_such_driver");
    CHECK_FALSE(audio.Open());
  }
  CHECK_FALSE(audio.available());
  CHECK(audio.notice().rfind("No audio device: running silent.", 0) == 0);
  CHECK(CountContaining(audio.log(), "running silent") == 1);
  audio.SetMusicVolume(40);
  audio.PlayMusic("menu");
  CHECK(audio.music() == "menu");
  CHECK_FALSE(audio.MusicPlaying());
}

TEST_CASE("volumes are clamped to 0..100 and toggles are remembered", "[audio]") {
  bc::app::Audio audio;
  audio.SetMusicVolume(140);
  audio.SetSfxVolume(-5);
  CHECK(audio.music_volume() == 100);
  CHECK(audio.sfx_volume() == 0);
  audio.SetMusicEnabled(false);
  audio.SetSfxEnabled(false);
  CHECK_FALSE(audio.music_enabled());
  CHECK_FALSE(audio.sfx_enabled());
}

TEST_CASE("a missing sound effect is logged once and plays nothing", "[audio]") {
  TempAssets assets("missing");
  ScopedEnv driver("SDL_AUDIODRIVER", "dummy");
  bc::app::Audio audio;
  audio.SetAssetRoot(assets.root);
  REQUIRE(audio.Open());
  audio.PlaySfx("no_such_effect");
  audio.PlaySfx("no_such_effect");
  audio.PlaySfx("no_such_effect");
  CHECK(CountContaining(audio.log(), "no_such_effect.wav is missing") == 1);
}

TEST_CASE("a corrupt sound file is logged once, not a crash", "[audio]") {
  TempAssets assets("corrupt");
  std::ofstream(assets.root / "sfx" / "broken.wav") << "this is not a wave file";
  ScopedEnv driver("SDL_AUDIODRIVER", "dummy");
  bc::app::Audio audio;
  audio.SetAssetRoot(assets.root);
  REQUIRE(audio.Open());
  audio.PlaySfx("broken");
  audio.PlaySfx("broken");
  CHECK(CountContaining(audio.log(), "broken.wav could not be read") == 1);
}

TEST_CASE("a present sound effect plays on a mixing channel", "[audio]") {
  TempAssets assets("present");
  WriteTinyWav(assets.root / "sfx" / "beep.wav");
  ScopedEnv driver("SDL_AUDIODRIVER", "dummy");
  bc::app::Audio audio;
  audio.SetAssetRoot(assets.root);
  REQUIRE(audio.Open());
  audio.PlaySfx("beep");
  CHECK(audio.log().empty());
  CHECK(Mix_Playing(-1) == 1);
}

TEST_CASE("missing music is logged once and the track name is kept", "[audio]") {
  TempAssets assets("music");
  ScopedEnv driver("SDL_AUDIODRIVER", "dummy");
  bc::app::Audio audio;
  audio.SetAssetRoot(assets.root);
  REQUIRE(audio.Open());
  audio.PlayMusic("menu");
  audio.PlayMusic("menu");
  CHECK(audio.music() == "menu");
  CHECK_FALSE(audio.MusicPlaying());
  CHECK(CountContaining(audio.log(), "menu.ogg is missing") == 1);
  audio.StopMusic();
  CHECK(audio.music().empty());
}
