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
    load.unreadable = true;
    if (!read.errors.empty()) load.unreadable_detail = data::FormatError(read.errors.front());
  } else {
    for (const data::LoadError& error : read.errors) load.reset.push_back(data::FormatError(error));
  }
  for (const std::string& problem : key_problems) load.unbound.push_back(file + ": " + problem);
  return load;
}

namespace {

// "Heading: a; b." from the items.
std::string Listed(const char* heading, const std::vector<std::string>& items) {
  std::string out = heading;
  for (const std::string& item : items) out += " " + item + ";";
  out.back() = '.';
  return out;
}

}  // namespace

std::string SettingsLoad::Message() const {
  using i18n::Format;
  using i18n::Tr;
  if (!unopened.empty()) {
    return open_problem.empty()
               ? Format(Tr("The settings file {0} cannot be opened; the defaults are in use."), {unopened})
               : Format(Tr("The settings file {0} cannot be opened ({1}); the defaults are in use."),
                        {unopened, open_problem});
  }
  std::string message;
  if (unreadable) {
    message = Format(Tr("The settings file could not be read; the defaults are in use ({0})."),
                     {unreadable_detail.empty() ? std::string(Tr("not JSON")) : unreadable_detail});
  } else if (!reset.empty()) {
    message = Listed(Tr("Some settings could not be read and were reset:"), reset);
  }
  if (!unbound.empty()) {
    if (!message.empty()) message += " ";
    message += Listed(Tr("Some keys could not be bound and keep their defaults:"), unbound);
  }
  if (from_backup) {
    const std::string restored =
        kept_as.empty()
            ? std::string(Tr("The settings file was missing; the settings of the previous save are in use."))
            : Format(Tr("The settings file was damaged and was kept as {0}; the settings of the previous save are in use."),
                     {kept_as});
    message = restored + (message.empty() ? "" : " " + message);
  }
  return message;
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
    load.unopened = path.string();
    load.open_problem = read.read.problem;
    return load;
  }
  SettingsLoad load = SettingsFromJson(read.read.text, name);
  if (read.from_backup) {
    load.from_backup = true;
    if (read.kept_as) load.kept_as = read.kept_as->filename().string();
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
