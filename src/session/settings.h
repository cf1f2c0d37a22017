// The player's preferences (SETTINGS & UPDATES): audio, output device, UI scale,
// fullscreen, vsync, animation speed and the threat view. Kept in the user's data folder
// (the file and its strict reader: data/settings_json.h) and written atomically on every
// change ("The Bureau will not ask you to save."). The screens read them and say what the
// player changed; the shell applies and saves them.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

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

// What reading the settings gave, and what went wrong as facts; Message() words them in
// the language in force when it is called, so that the game can read the file (which
// names the language) before it says anything.
struct SettingsLoad {
  Settings settings;
  std::string unopened;             // the path of a file that could not be opened, "" when it could
  std::string open_problem;         // why, when the system said
  bool unreadable = false;          // not JSON: the defaults are in use
  std::string unreadable_detail;    // the first error, file and JSON path; "" when it is not JSON at all
  bool from_backup = false;         // the previous save's settings are in use
  std::string kept_as;              // the name the damaged file was kept as; "" when it was missing
  std::vector<std::string> reset;   // each setting that could not be read, with its JSON path
  std::vector<std::string> unbound; // each key that could not be bound, with the file
  // "" when the file was read cleanly or was absent.
  std::string Message() const;
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
