// The settings file <-> Settings (settings_json.h).
#include "data/settings_json.h"

#include <algorithm>
#include <climits>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

constexpr const char* kSpeedNames[] = {"1x", "2x", "4x", "instant"};
constexpr const char* kVisionNames[] = {"standard", "protanopia", "deuteranopia", "tritanopia", "high_contrast"};

// A volume: any integer is read, one outside 0..100 is reported and brought into range.
void ReadVolume(Reader& reader, std::string_view key, int& out) {
  int value = out;
  if (!reader.OptInt(key, value, INT_MIN, INT_MAX)) return;
  if (value < 0 || value > kMaxVolume) {
    reader.Error(key, "must be between 0 and " + std::to_string(kMaxVolume) + ", got " +
                          std::to_string(value) + "; " + std::to_string(std::clamp(value, 0, kMaxVolume)) +
                          " is used");
  }
  out = std::clamp(value, 0, kMaxVolume);
}

// "keys": {"cannon": ["Q"], "undo": ["U", "Ctrl+Z"]}: the shape only; the session checks
// that each command and key name is one it knows.
void ReadKeys(Reader& reader, std::vector<KeyBindingSetting>& out) {
  const nlohmann::json* keys = reader.Raw("keys");
  if (keys == nullptr) return;
  if (!keys->is_object()) {
    reader.Error("keys", "must be an object of battle commands and their keys, like {\"cannon\": [\"Q\"]}, got " +
                             DescribeJson(*keys));
    return;
  }
  if (keys->size() > kMaxKeyBindings) {
    reader.Error("keys", "holds " + std::to_string(keys->size()) + " commands; at most " +
                             std::to_string(kMaxKeyBindings) + " are read");
  }
  for (const auto& [command, names] : keys->items()) {
    if (out.size() >= kMaxKeyBindings) break;
    const std::string path = PointerAppend(reader.PointerOf("keys"), command);
    if (!names.is_array() || names.size() > kMaxKeysPerCommand) {
      reader.context().Error(path, "must be a list of at most " + std::to_string(kMaxKeysPerCommand) +
                             " key names, like [\"U\", \"Ctrl+Z\"], got " + DescribeJson(names));
      continue;
    }
    KeyBindingSetting binding{command, {}};
    bool ok = true;
    for (const nlohmann::json& name : names) {
      if (!name.is_string() || name.get_ref<const std::string&>().size() > 32) {
        reader.context().Error(path, "must list key names (strings like \"Q\" or \"Ctrl+Z\"), got " + DescribeJson(name));
        ok = false;
        break;
      }
      binding.keys.push_back(name.get<std::string>());
    }
    if (ok) out.push_back(std::move(binding));
  }
}

std::string Decimal(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", static_cast<double>(value));
  return text;
}

}  // namespace

const char* AnimationSpeedName(AnimationSpeed speed) { return kSpeedNames[static_cast<int>(speed)]; }
const char* ColourVisionName(ColourVision vision) { return kVisionNames[static_cast<int>(vision)]; }

Settings Sanitized(Settings settings) {
  settings.music_volume = std::clamp(settings.music_volume, 0, kMaxVolume);
  settings.sfx_volume = std::clamp(settings.sfx_volume, 0, kMaxVolume);
  settings.ui_scale = std::clamp(settings.ui_scale, kMinUiScale, kMaxUiScale);
  return settings;
}

bool IsLanguageCode(std::string_view code) {
  return !code.empty() && code.size() <= kMaxLanguageCode &&
         code.find_first_not_of("abcdefghijklmnopqrstuvwxyz_@") == std::string_view::npos;
}

std::string SettingsToText(const Settings& settings) {
  nlohmann::json json = {
      {"version", kSettingsVersion},
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
      {"colour_vision", ColourVisionName(settings.colour_vision)},
      {"reduce_motion", settings.reduce_motion},
      {"no_flash", settings.no_flash},
      {"first_time_tips", settings.first_time_tips},
      {"language", settings.language},
  };
  if (!settings.keys.empty()) {
    nlohmann::json keys = nlohmann::json::object();
    for (const KeyBindingSetting& binding : settings.keys) keys[binding.command] = binding.keys;
    json["keys"] = std::move(keys);
  }
  for (const auto& [key, text] : settings.unknown_keys) {
    if (json.contains(key)) continue;
    nlohmann::json value = nlohmann::json::parse(text, nullptr, false);
    if (!value.is_discarded()) json[key] = std::move(value);
  }
  return json.dump(2) + "\n";
}

SettingsRead SettingsFromText(std::string_view text, const std::string& file) {
  SettingsRead read;
  std::optional<JsonSource> source = ParseJsonText(text, file, read.errors, kMaxSmallFileBytes);
  if (!source) return read;
  std::vector<UnknownKey> unknown;
  const ReadContext context{file, &source->locator, &read.errors, nullptr, &unknown};
  Reader reader(context, source->root, "");
  if (!reader.is_object()) return read;  // not a settings file at all
  read.parsed = true;
  Settings& s = read.settings;
  // The version says nothing this reader needs: a later version's file is read for what
  // this one knows, and its other keys are kept.
  reader.Allow("version");
  reader.OptBool("music_enabled", s.music_enabled);
  ReadVolume(reader, "music_volume", s.music_volume);
  reader.OptBool("sfx_enabled", s.sfx_enabled);
  ReadVolume(reader, "sfx_volume", s.sfx_volume);
  if (const nlohmann::json* device = reader.Raw("audio_device")) {
    if (device->is_string()) {
      s.audio_device = device->get<std::string>();
    } else {
      reader.Error("audio_device", "must be a device name (\"\" for the system default), got " + DescribeJson(*device));
    }
  }
  double scale = s.ui_scale;
  if (reader.OptNumber("ui_scale", scale)) {
    // Clamped as a double first: a float cannot hold 1e300.
    const float clamped = static_cast<float>(
        std::clamp(scale, static_cast<double>(kMinUiScale), static_cast<double>(kMaxUiScale)));
    if (scale < kMinUiScale || scale > kMaxUiScale) {
      reader.Error("ui_scale", "must be between " + Decimal(kMinUiScale) + " and " + Decimal(kMaxUiScale) +
                                   ", got " + DescribeJson(source->root["ui_scale"]) + "; " + Decimal(clamped) +
                                   " is used");
    }
    s.ui_scale = clamped;
  }
  reader.OptBool("fullscreen", s.fullscreen);
  reader.OptBool("vsync", s.vsync);
  reader.OptEnum("animation_speed", s.animation_speed,
                 {{"1x", AnimationSpeed::k1x}, {"2x", AnimationSpeed::k2x}, {"4x", AnimationSpeed::k4x},
                  {"instant", AnimationSpeed::kInstant}});
  reader.OptBool("threats_expanded", s.threats_expanded);
  reader.OptEnum("colour_vision", s.colour_vision,
                 {{"standard", ColourVision::kStandard}, {"protanopia", ColourVision::kProtanopia},
                  {"deuteranopia", ColourVision::kDeuteranopia}, {"tritanopia", ColourVision::kTritanopia},
                  {"high_contrast", ColourVision::kHighContrast}});
  reader.OptBool("reduce_motion", s.reduce_motion);
  reader.OptBool("no_flash", s.no_flash);
  reader.OptBool("first_time_tips", s.first_time_tips);
  if (const nlohmann::json* language = reader.Raw("language")) {
    if (language->is_string() && (language->get<std::string>().empty() || IsLanguageCode(language->get<std::string>()))) {
      s.language = language->get<std::string>();
    } else {
      reader.Error("language", "must be a language code such as \"ru\" (\"\" for the system's), got " +
                                   DescribeJson(*language));
    }
  }
  ReadKeys(reader, s.keys);
  reader.Finish();
  for (UnknownKey& key : unknown) s.unknown_keys.emplace_back(std::move(key.key), std::move(key.json));
  return read;
}

}  // namespace bc::data
