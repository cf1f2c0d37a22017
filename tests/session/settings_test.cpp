#include <catch2/catch.hpp>

#include <fstream>

#include "session/settings.h"
#include "app_fixture.h"

using namespace bc::session;

TEST_CASE("settings survive a save and a load unchanged", "[app][settings]") {
  const auto dir = app_fixture::ScratchDir("settings_round_trip");
  Settings settings;
  settings.music_enabled = false;
  settings.music_volume = 12;
  settings.sfx_volume = 99;
  settings.audio_device = "Speakers (USB)";
  settings.ui_scale = 1.5f;
  settings.fullscreen = true;
  settings.vsync = false;
  settings.animation_speed = AnimationSpeed::kInstant;
  settings.threats_expanded = true;
  settings.colour_vision = ColourVision::kTritanopia;
  settings.reduce_motion = true;
  settings.no_flash = true;
  REQUIRE(SaveSettings(dir / "settings.json", settings).empty());
  CHECK_FALSE(std::filesystem::exists(dir / "settings.json.tmp"));
  const SettingsLoad load = LoadSettings(dir / "settings.json");
  CHECK(load.Message().empty());
  CHECK(load.settings == settings);
}

TEST_CASE("a missing settings file gives the defaults without a message", "[app][settings]") {
  const auto dir = app_fixture::ScratchDir("settings_missing");
  const SettingsLoad load = LoadSettings(dir / "settings.json");
  CHECK(load.Message().empty());
  CHECK(load.settings == Settings{});
}

TEST_CASE("a corrupt settings file gives the defaults and says so", "[app][settings]") {
  const auto dir = app_fixture::ScratchDir("settings_corrupt");
  std::ofstream(dir / "settings.json") << "{ \"music_volume\": 40, oops";
  const SettingsLoad load = LoadSettings(dir / "settings.json");
  CHECK(load.settings == Settings{});
  CHECK(load.Message().find("could not be read") != std::string::npos);
}

TEST_CASE("one bad setting is reset alone and named, and values are clamped", "[app][settings]") {
  const SettingsLoad load = SettingsFromJson(
      R"({"music_volume": "loud", "sfx_volume": 250, "ui_scale": 9, "animation_speed": "2x", "future_key": 1})");
  CHECK(load.settings.music_volume == Settings{}.music_volume);
  CHECK(load.settings.sfx_volume == 100);
  CHECK(load.settings.ui_scale == Approx(kMaxUiScale));
  CHECK(load.settings.animation_speed == AnimationSpeed::k2x);
  CHECK(load.Message().find("music_volume") != std::string::npos);
  CHECK(load.Message().find("future_key") == std::string::npos);  // kept, not a problem
}

TEST_CASE("a settings key this version does not know is kept through a load and a save", "[app][settings][salvage]") {
  const auto dir = app_fixture::ScratchDir("settings_unknown_key");
  const auto path = dir / "settings.json";
  std::ofstream(path, std::ios::binary) << R"({"music_volume": 40, "subtitles": {"size": "large"}})";
  SettingsLoad load = LoadSettings(path);
  CHECK(load.Message().empty());
  CHECK(load.settings.music_volume == 40);
  load.settings.sfx_volume = 10;  // the player changes something, and it is saved
  REQUIRE(SaveSettings(path, load.settings).empty());
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text.find("\"subtitles\": {") != std::string::npos);
  CHECK(text.find("\"size\": \"large\"") != std::string::npos);
  CHECK(LoadSettings(path).settings == load.settings);
}

TEST_CASE("settings that are JSON but not an object are damaged: the backup comes back first", "[app][settings][salvage]") {
  const auto dir = app_fixture::ScratchDir("settings_not_object");
  const auto path = dir / "settings.json";
  Settings first;
  first.music_volume = 33;
  REQUIRE(SaveSettings(path, first).empty());
  REQUIRE(SaveSettings(path, first).empty());
  std::ofstream(path, std::ios::binary) << "[33]";
  const SettingsLoad load = LoadSettings(path);
  CHECK(load.settings == first);
  CHECK(std::filesystem::exists(dir / "settings.json.corrupt-1"));
}

TEST_CASE("BROADCAST STATUS reflects the real music and effects toggles", "[app][settings]") {
  Settings settings;
  CHECK(BroadcastStatus(settings) == "MUSIC ENABLED // SFX ENABLED");
  settings.music_enabled = false;
  CHECK(BroadcastStatus(settings) == "MUSIC MUTED // SFX ENABLED");
  settings.sfx_enabled = false;
  CHECK(BroadcastStatus(settings) == "MUSIC MUTED // SFX MUTED");
}

TEST_CASE("animation speeds are 1x, 2x, 4x and instant", "[app][settings]") {
  CHECK(AnimationRate(AnimationSpeed::k1x) == 1.0f);
  CHECK(AnimationRate(AnimationSpeed::k4x) == 4.0f);
  CHECK(AnimationRate(AnimationSpeed::kInstant) == 0.0f);
  CHECK(std::string(AnimationSpeedName(AnimationSpeed::kInstant)) == "instant");
}

TEST_CASE("damaged settings are kept aside and the previous save's settings come back", "[app][settings]") {
  const auto dir = app_fixture::ScratchDir("settings_backup");
  const auto path = dir / "settings.json";
  Settings first;
  first.music_volume = 21;
  Settings second = first;
  second.sfx_volume = 7;
  REQUIRE(SaveSettings(path, first).empty());
  REQUIRE(SaveSettings(path, second).empty());
  CHECK(std::filesystem::exists(dir / "settings.json.bak"));
  std::ofstream(path, std::ios::binary) << "{\"music_volume\": 3";  // cut short
  const SettingsLoad load = LoadSettings(path);
  CHECK(load.settings == first);
  CHECK(load.Message().find("kept as settings.json.corrupt-1") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "settings.json.corrupt-1"));
  // The file is whole again.
  CHECK(LoadSettings(path).Message().empty());
}

TEST_CASE("the colour vision, reduce-motion and no-flash settings read by name, and a bad one is named and reset alone",
          "[app][settings]") {
  const SettingsLoad good = SettingsFromJson(R"({"colour_vision": "high_contrast", "reduce_motion": true, "no_flash": true})");
  CHECK(good.Message().empty());
  CHECK(good.settings.colour_vision == ColourVision::kHighContrast);
  CHECK(good.settings.reduce_motion);
  CHECK(good.settings.no_flash);
  for (int i = 0; i < kColourVisionCount; ++i) {
    Settings settings;
    settings.colour_vision = static_cast<ColourVision>(i);
    const SettingsLoad back = SettingsFromJson(bc::data::SettingsToText(settings));
    CHECK(back.Message().empty());
    CHECK(back.settings.colour_vision == settings.colour_vision);
  }
  const SettingsLoad bad = SettingsFromJson(R"({"colour_vision": "sepia", "reduce_motion": "yes", "no_flash": true})");
  CHECK(bad.settings.colour_vision == ColourVision::kStandard);
  CHECK_FALSE(bad.settings.reduce_motion);
  CHECK(bad.settings.no_flash);
  CHECK(bad.Message().find("colour_vision") != std::string::npos);
  CHECK(bad.Message().find("reduce_motion") != std::string::npos);
}
