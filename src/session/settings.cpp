#include "session/settings.h"

#include "i18n/translate.h"

#include <system_error>

#include "data/file_io.h"
#include "session/key_bindings.h"

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
  // The key names are checked here, where the keys are known; a bad one is left out and
  // the file keeps only what the game could read.
  std::vector<std::string> key_problems;
  const KeyBindings keys = KeyBindings::FromSettings(load.settings.keys, &key_problems);
  load.settings.keys = keys.ToSettings();
  if (!read.parsed) {
    load.message = "The settings file could not be read; the defaults are in use (" +
                   (read.errors.empty() ? std::string("not JSON") : data::FormatError(read.errors.front())) + ").";
  } else if (!read.errors.empty()) {
    load.message = "Some settings could not be read and were reset:";
    for (const data::LoadError& error : read.errors) load.message += " " + data::FormatError(error) + ";";
    load.message.back() = '.';
  }
  if (!key_problems.empty()) {
    if (!load.message.empty()) load.message += " ";
    load.message += "Some keys could not be bound and keep their defaults:";
    for (const std::string& problem : key_problems) load.message += " " + file + ": " + problem + ";";
    load.message.back() = '.';
  }
  return load;
}

SettingsLoad LoadSettings(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !std::filesystem::exists(data::BackupOf(path), ec)) return {};
  const std::string name = path.filename().string();
  // Damaged: not JSON at all (a bad value alone falls back by itself).
  const data::BackedRead read = data::ReadWithBackup(path, data::kMaxSmallFileBytes, [&name](const std::string& text) {
    return !data::SettingsFromText(text, name).parsed;
  });
  if (read.read.status != data::FileRead::Status::kOk) {
    SettingsLoad load;
    load.message = "The settings file " + path.string() + " cannot be opened" +
                   (read.read.problem.empty() ? "" : " (" + read.read.problem + ")") + "; the defaults are in use.";
    return load;
  }
  SettingsLoad load = SettingsFromJson(read.read.text, name);
  if (read.from_backup) {
    load.message = (read.kept_as ? "The settings file was damaged and was kept as " + read.kept_as->filename().string() + "; "
                                 : std::string("The settings file was missing; ")) +
                   "the settings of the previous save are in use." + (load.message.empty() ? "" : " " + load.message);
  }
  return load;
}

std::string SaveSettings(const std::filesystem::path& path, const Settings& settings) {
  return data::WriteFileWithBackup(path, data::SettingsToText(settings));
}

std::string BroadcastStatus(const Settings& settings) {
  std::string status = settings.music_enabled ? i18n::Tr("MUSIC ENABLED") : i18n::Tr("MUSIC MUTED");
  status += " // ";
  status += settings.sfx_enabled ? i18n::Tr("SFX ENABLED") : i18n::Tr("SFX MUTED");
  return status;
}

}  // namespace bc::session
