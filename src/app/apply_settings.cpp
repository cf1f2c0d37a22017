// The settings in force applied to the window, the audio, the palette, the key map and
// the language, and saved when they changed (App::ApplySettings, App::ApplyLanguage).
#include "app/app.h"

#include <iostream>

#include "render/colour_roles.h"

namespace bc::app {

void App::ApplyLanguage() {
  // The command line's language for this run, else the settings', else the system's.
  const std::string wanted = LanguageToUse(options_, settings_.language, i18n::SystemLanguage());
  if (wanted == applied_language_) return;
  applied_language_ = wanted;
  std::string error;
  if (!i18n::SetLanguage(wanted, &error)) {
    i18n::SetLanguage("en", nullptr);
    const std::string notice =
        i18n::Format(i18n::Tr("The {0} catalogue did not load, so the Bureau speaks English: {1}"), {wanted, error});
    std::cerr << "base-command: " << notice << "\n";
    notices_.Add(notice);
  }
  data_.FollowLanguage();
}

void App::ApplySettings(bool save) {
  settings_ = session::Sanitized(settings_);
  keys_ = session::KeyBindings::FromSettings(settings_.keys);
  render::UsePalette(settings_.colour_vision);
  ApplyLanguage();
  window_.Apply(settings_, options_.bench_frames == 0 && options_.draw_pixels);
  if (settings_.audio_device != opened_device_) {
    opened_device_ = settings_.audio_device;
    audio_.Open(settings_.audio_device);
    if (!audio_.notice().empty()) notices_.Add(audio_.notice());
    audio_devices_ = audio_.Devices();
  }
  audio_.SetMusicEnabled(settings_.music_enabled);
  audio_.SetSfxEnabled(settings_.sfx_enabled);
  audio_.SetMusicVolume(settings_.music_volume);
  audio_.SetSfxVolume(settings_.sfx_volume);
  if (save) {
    const std::string error = session::SaveSettings(user_dir_ / "settings.json", settings_);
    if (!error.empty()) notices_.Add(i18n::Format(i18n::Tr("Settings not saved: {0}"), {error}));
  }
}

}  // namespace bc::app
