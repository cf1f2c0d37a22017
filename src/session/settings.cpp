#include "session/settings.h"

#include <system_error>

#include "data/file_io.h"

namespace bc::session {

float AnimationRate(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::k1x: return 1.0f;
    case AnimationSpeed::k2x: return 2.0f;
    case AnimationSpeed::k4x: return 4.0f;
    case AnimationSpeed::kInstant: return 0.0f;
  }
  return 1.0f;
}

AnimationSpeed NextAnimationSpeed(AnimationSpeed speed) {
  return static_cast<AnimationSpeed>((static_cast<int>(speed) + 1) % 4);
}

SettingsLoad SettingsFromJson(const std::string& text, const std::string& file) {
  const data::SettingsRead read = data::SettingsFromText(text, file);
  SettingsLoad load;
  load.settings = read.settings;
  if (!read.parsed) {
    load.message = "The settings file could not be read; the defaults are in use (" +
                   (read.errors.empty() ? std::string("not JSON") : data::FormatError(read.errors.front())) + ").";
  } else if (!read.errors.empty()) {
    load.message = "Some settings could not be read and were reset:";
    for (const data::LoadError& error : read.errors) load.message += " " + data::FormatError(error) + ";";
    load.message.back() = '.';
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
  return SettingsFromJson(*text, path.filename().string());
}

std::string SaveSettings(const std::filesystem::path& path, const Settings& settings) {
  return data::WriteFileAtomically(path, data::SettingsToText(settings));
}

std::string BroadcastStatus(const Settings& settings) {
  std::string status = settings.music_enabled ? "MUSIC ENABLED" : "MUSIC MUTED";
  status += " // ";
  status += settings.sfx_enabled ? "SFX ENABLED" : "SFX MUTED";
  return status;
}

}  // namespace bc::session
