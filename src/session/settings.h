// The player's preferences (SETTINGS & UPDATES): audio, output device, UI scale,
// fullscreen, vsync, animation speed and the threat view. Kept in the user's data folder
// (the file and its strict reader: data/settings_json.h) and written atomically on every
// change ("The Bureau will not ask you to save."). The screens read them and say what the
// player changed; the shell applies and saves them.
#pragma once

#include <filesystem>
#include <string>

#include "data/settings_json.h"

namespace bc::session {

using data::AnimationSpeed;
using data::AnimationSpeedName;
using data::ColourVision;
using data::ColourVisionName;
using data::kColourVisionCount;
using data::kMaxUiScale;
using data::kMinUiScale;
using data::Sanitized;
using data::Settings;

// Multiplier on animation time; 0 for instant.
float AnimationRate(AnimationSpeed speed);
// The speed after `speed` (1x, 2x, 4x, instant, then 1x again): the battle's SPEED button.
AnimationSpeed NextAnimationSpeed(AnimationSpeed speed);

struct SettingsLoad {
  Settings settings;
  std::string message;  // empty when the file was read cleanly or was absent
};

// Reads `text`: unreadable JSON yields the defaults; a bad value falls back alone. The
// message names every problem with its JSON path.
SettingsLoad SettingsFromJson(const std::string& text, const std::string& file = "settings.json");

// Reads the file; a missing file gives the defaults with no message.
SettingsLoad LoadSettings(const std::filesystem::path& path);
// Writes atomically; returns "" or what went wrong.
std::string SaveSettings(const std::filesystem::path& path, const Settings& settings);

// The SETTINGS screen's BROADCAST STATUS line: "MUSIC ENABLED // SFX MUTED".
std::string BroadcastStatus(const Settings& settings);

}  // namespace bc::session
