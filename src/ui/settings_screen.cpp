#include "ui/settings_screen.h"

#include <array>
#include <sstream>

#include "session/audio_desk.h"
#include "session/settings.h"
#include "session/version.h"
#include "render/backdrop.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

std::vector<ReleaseNote> ParseChangelog(const std::string& text) {
  std::vector<ReleaseNote> notes;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) {
      notes.push_back({line.substr(3), ""});
    } else if (!notes.empty() && line.rfind("# ", 0) != 0) {
      std::string& body = notes.back().body;
      const std::size_t text_at = line.find_first_not_of(' ');
      // An indented line continues the bullet above it: join it with a space.
      if (text_at != std::string::npos && text_at > 0 && !body.empty() && body.back() == '\n' &&
          line[text_at] != '-') {
        body.back() = ' ';
        body += line.substr(text_at) + "\n";
      } else {
        body += line + "\n";
      }
    }
  }
  for (ReleaseNote& note : notes) {
    // Markdown's code marks are for the file; the screen shows the words.
    std::erase(note.body, '`');
    while (!note.body.empty() && (note.body.back() == '\n' || note.body.back() == ' ')) {
      note.body.pop_back();
    }
    while (!note.body.empty() && note.body.front() == '\n') note.body.erase(0, 1);
  }
  return notes;
}

SettingsScreen::SettingsScreen(const std::string& changelog) : notes_(ParseChangelog(changelog)) {}

void SettingsScreen::DrawWorld(const UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{30, 18, 16}, render::Rgba{64, 30, 24});
}

void SettingsScreen::DrawSettingsHalf(const UiContext& context, Choices& out) {
  // The widgets edit a copy; a change goes back to the shell, which applies and saves it.
  session::Settings settings = context.settings != nullptr ? *context.settings : session::Settings{};
  session::AudioDesk* audio = context.audio;
  bool changed = false;
  SectionLabel("FIELD CONFIGURATION // PERSONAL DOSSIER");
  TextIn(context.fonts.display, "MAKE MARS BEHAVE.");
  ImGui::TextWrapped("Preferences apply immediately. Campaign records stay on this device "
                     "unless you erase them.");
  ImGui::Spacing();

  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted("MUSIC");
  ImGui::PopFont();
  ImGui::TextDisabled("Menu and off-duty broadcast music.");
  changed |= ImGui::Checkbox("Music on##music", &settings.music_enabled);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220.0f * context.scale);
  changed |= ImGui::SliderInt("Volume##music_volume", &settings.music_volume, 0, 100, "%d%%");

  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted("SOUND EFFECTS");
  ImGui::PopFont();
  ImGui::TextDisabled("Battle impacts, interface confirmations, warnings, and ambience.");
  changed |= ImGui::Checkbox("Effects on##sfx", &settings.sfx_enabled);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220.0f * context.scale);
  if (ImGui::SliderInt("Volume##sfx_volume", &settings.sfx_volume, 0, 100, "%d%%")) changed = true;
  if (ImGui::IsItemDeactivatedAfterEdit() && audio != nullptr) audio->PlaySfx("ui_confirm");

  ImGui::Spacing();
  SectionLabel("CURRENT AUDIO STATE", kOchre);
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted("BROADCAST STATUS");
  ImGui::SameLine();
  ImGui::TextColored(ToImVec4(kTeal), "%s", session::BroadcastStatus(settings).c_str());
  ImGui::TextUnformatted("OUTPUT");
  ImGui::PopFont();
  ImGui::SameLine();
  const std::string in_use = audio == nullptr || !audio->available()
                                 ? std::string("NONE (running silent)")
                                 : (settings.audio_device.empty()
                                        ? "LOCAL DEVICE (" + audio->device() + ")"
                                        : audio->device());
  ImGui::TextColored(ToImVec4(kTeal), "%s", in_use.c_str());
  if (!devices_listed_ && audio != nullptr) {
    devices_ = audio->Devices();
    devices_listed_ = true;
  }
  ImGui::SetNextItemWidth(360.0f * context.scale);
  const std::string preview = settings.audio_device.empty() ? "System default" : settings.audio_device;
  if (ImGui::BeginCombo("Output device", preview.c_str())) {
    if (ImGui::Selectable("System default", settings.audio_device.empty())) {
      settings.audio_device.clear();
      changed = true;
    }
    for (const std::string& device : devices_) {
      if (ImGui::Selectable(device.c_str(), settings.audio_device == device)) {
        settings.audio_device = device;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  if (devices_.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("(no other devices reported)");
  }

  ImGui::Spacing();
  SectionLabel("DISPLAY", kOchre);
  static constexpr std::array<float, 6> kScales = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f};
  ImGui::TextUnformatted("UI scale");
  TooltipWithKey("The interface already grows and shrinks with the window. This multiplies it.", nullptr);
  for (float scale : kScales) {
    ImGui::SameLine();
    char label[16];
    std::snprintf(label, sizeof label, "%d%%", static_cast<int>(scale * 100.0f + 0.5f));
    const bool active = settings.ui_scale > scale - 0.01f && settings.ui_scale < scale + 0.01f;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTeal, 0.9f));
    if (ImGui::Button(label)) {
      settings.ui_scale = scale;
      changed = true;
    }
    if (active) ImGui::PopStyleColor();
  }
  changed |= ImGui::Checkbox("Fullscreen", &settings.fullscreen);
  TooltipWithKey("Fill the screen.", "F11");
  ImGui::SameLine();
  changed |= ImGui::Checkbox("Vsync", &settings.vsync);
  ImGui::TextUnformatted("Animation speed");
  for (int i = 0; i < 4; ++i) {
    ImGui::SameLine();
    const auto speed = static_cast<session::AnimationSpeed>(i);
    if (ImGui::RadioButton(session::AnimationSpeedName(speed), settings.animation_speed == speed)) {
      settings.animation_speed = speed;
      changed = true;
    }
  }
  ImGui::Spacing();
  ImGui::TextColored(ToImVec4(kSand), "Changes apply immediately. The Bureau will not ask you to save.");
  if (changed) out.settings = settings;
}

void SettingsScreen::DrawUpdatesHalf(const UiContext& context) {
  SectionLabel("UPDATES");
  TextIn(context.fonts.heading, std::string("BUILD ") + session::Version());
  ImGui::TextDisabled("Release notes");
  ImGui::BeginChild("##changelog", ImVec2(0, 0), true);
  if (notes_.empty()) ImGui::TextWrapped("No release notes were found next to this build.");
  for (std::size_t i = 0; i < notes_.size(); ++i) {
    ImGui::PushFont(context.fonts.bold);
    ImGui::TextColored(ToImVec4(kOchre), "%s", notes_[i].heading.c_str());
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(notes_[i].body.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  ImGui::EndChild();
}

void SettingsScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##settings", context);
  const float margin = 36.0f * context.scale;
  if (BackStrip(context, "PLAYER SYSTEMS", "Back to where you were.")) nav = NavRequest::Pop();
  ImGui::SameLine();
  TextIn(context.fonts.bold, "SETTINGS & UPDATES");
  ImGui::SameLine();
  SectionLabel("04 SYSTEMS", kOchre);
  ImGui::SameLine();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button("ARCHIVE CINEMA")) nav = NavRequest::Push(ScreenId::kCinema);
  ImGui::PopFont();
  TooltipWithKey("Approved leisure: the off-duty media facility. No campaign effect.", nullptr);

  const float top = ImGui::GetCursorPosY() + 8.0f * context.scale;
  const float half = (context.width - 3.0f * margin) * 0.5f;
  const float bottom = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##settings_half", ImVec2(half * 1.1f, bottom), false);
  DrawSettingsHalf(context, out);
  ImGui::EndChild();
  ImGui::SetCursorPos(ImVec2(margin * 2.0f + half * 1.1f, top));
  ImGui::BeginChild("##updates_half", ImVec2(half * 0.9f, bottom), false);
  DrawUpdatesHalf(context);
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
