// The settings file's strict reader: every problem with its JSON path, each costing only
// its own value.
#include <catch2/catch.hpp>

#include <algorithm>

#include "data/settings_json.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace settings_json_test {

using namespace bc::data;

namespace {

bool HasError(const LoadErrors& errors, const std::string& path, const std::string& words) {
  return std::any_of(errors.begin(), errors.end(), [&](const LoadError& e) {
    return e.path == path && e.reason.find(words) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("settings: a wrong type and a value out of range are each named with their JSON path, an unknown key kept",
          "[data][settings]") {
  const SettingsRead read = SettingsFromText(
      "{\n  \"music_volume\": 40,\n  \"vsync\": \"often\",\n  \"sfx_volume\": -5,\n  \"ui_scale\": 0.1,\n"
      "  \"animation_speed\": \"8x\",\n  \"colour\": \"red\"\n}",
      "settings.json");
  REQUIRE(read.parsed);
  CHECK(read.errors.size() == 4);
  CHECK(HasError(read.errors, "/vsync", "true or false"));
  CHECK(HasError(read.errors, "/sfx_volume", "between 0 and 100"));
  CHECK(HasError(read.errors, "/ui_scale", "between 0.75 and 2"));
  CHECK(HasError(read.errors, "/animation_speed", "unknown value"));
  // A key this version does not know is kept, and written back as it was.
  CHECK(read.settings.unknown_keys == std::vector<std::pair<std::string, std::string>>{{"colour", "\"red\""}});
  const SettingsRead again = SettingsFromText(SettingsToText(read.settings), "settings.json");
  CHECK(again.errors.empty());
  CHECK(again.settings == read.settings);
  // The line of each problem is known.
  for (const LoadError& error : read.errors) CHECK(error.line > 1);
  // Each bad value cost only itself: good ones were read, bad ones kept their default or
  // came into range.
  CHECK(read.settings.music_volume == 40);
  CHECK(read.settings.vsync == Settings{}.vsync);
  CHECK(read.settings.sfx_volume == 0);
  CHECK(read.settings.ui_scale == Approx(kMinUiScale));
  CHECK(read.settings.animation_speed == Settings{}.animation_speed);
}

TEST_CASE("settings: what is written reads back unchanged and clean", "[data][settings]") {
  Settings settings;
  settings.music_volume = 3;
  settings.audio_device = "Headphones";
  settings.ui_scale = 1.25f;
  settings.animation_speed = AnimationSpeed::k4x;
  settings.threats_expanded = true;
  const SettingsRead read = SettingsFromText(SettingsToText(settings), "settings.json");
  CHECK(read.errors.empty());
  CHECK(read.settings == settings);
}

TEST_CASE("settings: text that is not JSON, or not an object, is not a settings file: the defaults and one problem",
          "[data][settings]") {
  for (const char* text : {"{ \"music_volume\": 40, oops", "[1, 2]", ""}) {
    INFO(text);
    const SettingsRead read = SettingsFromText(text, "settings.json");
    CHECK_FALSE(read.parsed);  // damaged: the backup is tried first (session/settings.h)
    CHECK(read.settings == Settings{});
    CHECK(read.errors.size() == 1);
  }
}

TEST_CASE("settings.json's keys must be an object of lists of key names, each mistake with its path", "[data][settings]") {
  const bc::data::SettingsRead bad =
      bc::data::SettingsFromText(R"({"keys": {"cannon": "Q", "undo": ["U", 3], "threats": ["T", "Y", "G", "H"]}})", "s.json");
  REQUIRE(bad.errors.size() == 3);
  CHECK(bad.errors[0].path == "/keys/cannon");
  CHECK(bad.errors[1].path == "/keys/threats");
  CHECK(bad.errors[2].path == "/keys/undo");
  CHECK(bad.settings.keys.empty());
  const bc::data::SettingsRead not_object = bc::data::SettingsFromText(R"({"keys": ["Q"]})", "s.json");
  REQUIRE(not_object.errors.size() == 1);
  CHECK(not_object.errors[0].path == "/keys");
  const bc::data::SettingsRead good = bc::data::SettingsFromText(R"({"keys": {"cannon": ["Q"]}})", "s.json");
  CHECK(good.errors.empty());
  REQUIRE(good.settings.keys.size() == 1);
  CHECK(good.settings.keys[0] == bc::data::KeyBindingSetting{"cannon", {"Q"}});
  CHECK(bc::data::SettingsFromText(bc::data::SettingsToText(good.settings), "s.json").settings == good.settings);
}

TEST_CASE("settings: the language is kept, an old file without one asks for the system's, a bad one is named",
          "[data][settings]") {
  Settings settings;
  settings.language = "ru";
  const SettingsRead back = SettingsFromText(SettingsToText(settings), "settings.json");
  CHECK(back.errors.empty());
  CHECK(back.settings.language == "ru");
  // A file from before languages existed reads clean, and leaves the choice to the system.
  const SettingsRead old = SettingsFromText("{\"version\": 1, \"music_volume\": 40}", "settings.json");
  CHECK(old.errors.empty());
  CHECK(old.settings.language.empty());
  CHECK(old.settings.music_volume == 40);
  for (const char* bad : {"{\"language\": 7}", "{\"language\": \"../../etc\"}", "{\"language\": \"RU\"}"}) {
    INFO(bad);
    const SettingsRead read = SettingsFromText(bad, "settings.json");
    CHECK(HasError(read.errors, "/language", "language code"));
    CHECK(read.settings.language.empty());
  }
}

TEST_CASE("settings: first-time tips are on by default, kept when turned off, and a bad value costs only itself",
          "[data][settings][tips]") {
  CHECK(Settings{}.first_time_tips);
  Settings off;
  off.first_time_tips = false;
  const SettingsRead kept = SettingsFromText(SettingsToText(off), "settings.json");
  CHECK(kept.errors.empty());
  CHECK_FALSE(kept.settings.first_time_tips);
  // An older file without the key: on. A wrong type: named, the default kept, the rest read.
  const SettingsRead older = SettingsFromText("{\"music_volume\": 30}", "settings.json");
  CHECK(older.errors.empty());
  CHECK(older.settings.first_time_tips);
  const SettingsRead bad = SettingsFromText("{\"first_time_tips\": \"sometimes\", \"music_volume\": 30}", "settings.json");
  CHECK(HasError(bad.errors, "/first_time_tips", "true or false"));
  CHECK(bad.settings.first_time_tips);
  CHECK(bad.settings.music_volume == 30);
}

}  // namespace settings_json_test
