#include "session/settings.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "data/file_io.h"

namespace bc::session {

namespace {
constexpr const char* kSpeedNames[] = {"1x", "2x", "4x", "instant"};
}  // namespace

const char* AnimationSpeedName(AnimationSpeed speed) {
  return kSpeedNames[static_cast<int>(speed)];
}

float AnimationRate(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::k1x: return 1.0f;
    case AnimationSpeed::k2x: return 2.0f;
    case AnimationSpeed::k4x: return 4.0f;
    case AnimationSpeed::kInstant: return 0.0f;
  }
  return 1.0f;
}

Settings Sanitized(Settings settings) {
  settings.music_volume = std::clamp(settings.music_volume, 0, 100);
  settings.sfx_volume = std::clamp(settings.sfx_volume, 0, 100);
  settings.ui_scale = std::clamp(settings.ui_scale, kMinUiScale, kMaxUiScale);
  return settings;
}

std::string SettingsToJson(const Settings& settings) {
  nlohmann::json json = {
      {"version", 1},
      {"music_enabled", settings.music_enabled},
      {"music_volume", settings.music_volume},
      {"sfx_enabled", settings.sfx_enabled},
      {"sfx_volume", settings.sfx_volume},
      {"audio_device", settings.audio_device},
      {"ui_scale", settings.ui_scale},
      {"fullscreen", settings.fullscreen},
      {"vsync", settings.vsync},
      {"animation_speed", AnimationSpeedName(settings.animation_speed)},
      {"threats_expanded", settings.threats_expanded},
  };
  return json.dump(2) + "\n";
}

SettingsLoad SettingsFromJson(const std::string& text) {
  SettingsLoad load;
  nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object()) {
    load.message = "The settings file could not be read; the defaults are in use.";
    return load;
  }
  Settings& s = load.settings;
  std::vector<std::string> bad;
  auto read_bool = [&](const char* key, bool& out) {
    if (!json.contains(key)) return;
    if (json[key].is_boolean()) out = json[key].get<bool>(); else bad.push_back(key);
  };
  auto read_int = [&](const char* key, int& out) {
    if (!json.contains(key)) return;
    if (json[key].is_number_integer()) out = json[key].get<int>(); else bad.push_back(key);
  };
  read_bool("music_enabled", s.music_enabled);
  read_int("music_volume", s.music_volume);
  read_bool("sfx_enabled", s.sfx_enabled);
  read_int("sfx_volume", s.sfx_volume);
  read_bool("fullscreen", s.fullscreen);
  read_bool("vsync", s.vsync);
  read_bool("threats_expanded", s.threats_expanded);
  if (json.contains("audio_device")) {
    if (json["audio_device"].is_string()) s.audio_device = json["audio_device"].get<std::string>();
    else bad.push_back("audio_device");
  }
  if (json.contains("ui_scale")) {
    if (json["ui_scale"].is_number()) s.ui_scale = json["ui_scale"].get<float>();
    else bad.push_back("ui_scale");
  }
  if (json.contains("animation_speed")) {
    const nlohmann::json& speed = json["animation_speed"];
    bool found = false;
    for (int i = 0; i < 4 && speed.is_string(); ++i) {
      if (speed.get<std::string>() == kSpeedNames[i]) {
        s.animation_speed = static_cast<AnimationSpeed>(i);
        found = true;
      }
    }
    if (!found) bad.push_back("animation_speed");
  }
  s = Sanitized(s);
  if (!bad.empty()) {
    load.message = "Some settings could not be read and were reset:";
    for (const std::string& key : bad) load.message += " " + key;
    load.message += ".";
  }
  return load;
}

SettingsLoad LoadSettings(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  const std::optional<std::string> text = data::ReadWholeFile(path);
  if (!text) {
    SettingsLoad load;
    load.message = "The settings file " + path.string() + " cannot be opened; the defaults are in use.";
    return load;
  }
  return SettingsFromJson(*text);
}

std::string SaveSettings(const std::filesystem::path& path, const Settings& settings) {
  return data::WriteFileAtomically(path, SettingsToJson(settings));
}

std::string BroadcastStatus(const Settings& settings) {
  std::string status = settings.music_enabled ? "MUSIC ENABLED" : "MUSIC MUTED";
  status += " // ";
  status += settings.sfx_enabled ? "SFX ENABLED" : "SFX MUTED";
  return status;
}

}  // namespace bc::session
