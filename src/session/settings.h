// The player's preferences (SETTINGS & UPDATES): audio, output device, UI scale,
// fullscreen, vsync, animation speed. Kept as JSON in the user's data folder and
// written atomically on every change ("The Bureau will not ask you to save.").
#pragma once

#include <filesystem>
#include <string>

namespace bc::session {

// How fast the enemy phase and engagements play out.
enum class AnimationSpeed { k1x = 0, k2x, k4x, kInstant };
const char* AnimationSpeedName(AnimationSpeed speed);  // "1x", "2x", "4x", "instant"
// Multiplier on animation time; 0 for instant.
float AnimationRate(AnimationSpeed speed);

struct Settings {
  bool music_enabled = true;
  int music_volume = 70;   // 0..100
  bool sfx_enabled = true;
  int sfx_volume = 80;     // 0..100
  std::string audio_device;  // "" = the system default
  float ui_scale = 1.0f;     // 0.75 .. 2.0
  bool fullscreen = false;
  bool vsync = true;
  AnimationSpeed animation_speed = AnimationSpeed::k1x;
  bool threats_expanded = false;  // the T view stays as the player left it

  bool operator==(const Settings&) const = default;
};

constexpr float kMinUiScale = 0.75f;
constexpr float kMaxUiScale = 2.0f;

// Clamps every value into its range.
Settings Sanitized(Settings settings);

std::string SettingsToJson(const Settings& settings);

struct SettingsLoad {
  Settings settings;
  std::string message;  // empty when the file was read cleanly or was absent
};

// Reads `text`; anything unreadable yields the defaults and a message saying so. Unknown
// keys are ignored (a newer build may add some); bad values fall back one by one.
SettingsLoad SettingsFromJson(const std::string& text);

// Reads the file; a missing file gives the defaults with no message.
SettingsLoad LoadSettings(const std::filesystem::path& path);
// Writes atomically; returns "" or what went wrong.
std::string SaveSettings(const std::filesystem::path& path, const Settings& settings);

// The SETTINGS screen's BROADCAST STATUS line: "MUSIC ENABLED // SFX MUTED".
std::string BroadcastStatus(const Settings& settings);

}  // namespace bc::session
