// The player's preferences as a file (settings.json in the user folder): the record, the
// range of each value, and its reader and writer. The reader salvages (docs/data-format.md,
// "Player files"): a value of the wrong type keeps its default and one out of range is
// brought into it, each reported with its JSON path, so a bad setting costs only itself;
// a key this version does not know is kept and written back. Only a text that is not
// JSON, or not an object, is not a settings file. The session's settings model
// (session/settings.h) loads and saves through here.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "data/load_error.h"

namespace bc::data {

// How fast the enemy phase and engagements play out.
enum class AnimationSpeed { k1x = 0, k2x, k4x, kInstant };
const char* AnimationSpeedName(AnimationSpeed speed);  // "1x", "2x", "4x", "instant"

// The board's and panels' colours (render/colour_roles.h): the game's own, one tuned for
// each of the three colour-vision deficiencies, or high contrast.
enum class ColourVision { kStandard = 0, kProtanopia, kDeuteranopia, kTritanopia, kHighContrast };
constexpr int kColourVisionCount = 5;
// "standard", "protanopia", "deuteranopia", "tritanopia", "high_contrast".
const char* ColourVisionName(ColourVision vision);

// One battle command whose keys the player changed (session/key_bindings.h): the
// command's id and its keys by name ("unit_1": ["Q"], "undo": ["U", "Ctrl+Z"]). The file
// keeps only these; the names are checked by the session, which knows the keys.
struct KeyBindingSetting {
  std::string command;
  std::vector<std::string> keys;
  bool operator==(const KeyBindingSetting&) const = default;
};

struct Settings {
  bool music_enabled = true;
  int music_volume = 70;   // 0..100
  bool sfx_enabled = true;
  int sfx_volume = 80;     // 0..100
  std::string audio_device;  // "" = the system default
  float ui_scale = 1.0f;     // kMinUiScale .. kMaxUiScale
  bool fullscreen = false;
  bool vsync = true;
  AnimationSpeed animation_speed = AnimationSpeed::k1x;
  bool threats_expanded = false;  // the T view stays as the player left it
  ColourVision colour_vision = ColourVision::kStandard;
  bool reduce_motion = false;  // no glides or pulses, shorter effects
  bool no_flash = false;       // no flashes or bursts: a steady outline marks the cell instead
  bool first_time_tips = true; // a note the first time a battle shows something new (a hero, a contact...)
  std::vector<KeyBindingSetting> keys;  // rebound battle keys, in the order of the CONTROLS page
  std::string language;  // "en", "ru", "pt", ... ("" = the system's language, else English)
  // Keys this version does not know (a later version's, a player's own), each with its
  // value as JSON text: kept, and written back (docs/data-format.md, "Player files").
  std::vector<std::pair<std::string, std::string>> unknown_keys;

  bool operator==(const Settings&) const = default;
};

constexpr int kSettingsVersion = 1;
constexpr int kMaxVolume = 100;
constexpr float kMinUiScale = 0.75f;
constexpr float kMaxUiScale = 2.0f;
constexpr std::size_t kMaxKeyBindings = 32;     // commands read from "keys"
constexpr std::size_t kMaxKeysPerCommand = 3;   // key names per command
constexpr std::size_t kMaxLanguageCode = 16;    // "pt_BR", "sr@latin": letters, '_' and '@'

// A language code the settings accept: 1 to kMaxLanguageCode of a-z, '_' and '@'.
bool IsLanguageCode(std::string_view code);

// Clamps every value into its range.
Settings Sanitized(Settings settings);

// Pretty-printed JSON ending in a newline: what goes on disk.
std::string SettingsToText(const Settings& settings);

struct SettingsRead {
  Settings settings;   // the defaults, with every value that could be read
  LoadErrors errors;   // every problem, with its JSON path
  bool parsed = false; // the text was a settings file at all, a JSON object (else it is
                       // damaged, and the defaults stand whole)
};
// `file` names the text in the errors.
SettingsRead SettingsFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
