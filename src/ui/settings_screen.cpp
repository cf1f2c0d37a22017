#include "ui/settings_screen.h"

#include <algorithm>
#include <array>
#include <sstream>

#include "session/audio_desk.h"
#include "session/settings.h"
#include "session/version.h"
#include "render/backdrop.h"
#include "render/colour_roles.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

std::vector<ReleaseNote> ParseChangelog(const std::string& text) {
  std::vector<ReleaseNote> notes;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) {
      notes.push_back({line.substr(3), "", ""});
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
    // Each bullet is one line now: the designers' and the benchmark's go apart.
    std::istringstream bullets(note.body);
    std::string players;
    std::string bullet;
    while (std::getline(bullets, bullet)) {
      const bool for_designers = bullet.rfind("- For designers", 0) == 0 || bullet.find("benchmark") != std::string::npos;
      (for_designers ? note.designers : players) += bullet + "\n";
    }
    note.body = players;
    // Markdown's code marks are for the file; the screen shows the words.
    std::erase(note.designers, '`');
    while (!note.designers.empty() && note.designers.back() == '\n') note.designers.pop_back();
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
  // Text wraps at the half's visible edge, scroll bar and all: wrapping at the content's
  // edge would let one long line widen the content, then keep it wide (a longer language
  // than English starts that).
  const float wrap_at = ImGui::GetWindowWidth() - ImGui::GetStyle().ScrollbarSize - ImGui::GetStyle().WindowPadding.x;
  SectionLabel(Tr("FIELD CONFIGURATION // PERSONAL DOSSIER"));
  ImGui::PushTextWrapPos(wrap_at);  // the headline wraps in a narrow half
  TextIn(context.fonts.display, Tr("MAKE MARS BEHAVE."));
  ImGui::TextUnformatted(Tr("Preferences apply immediately. Campaign records stay on this device "
                            "unless you erase them."));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();

  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted(Tr("MUSIC"));
  ImGui::PopFont();
  ImGui::PushTextWrapPos(wrap_at);
  ImGui::TextDisabled(Tr("Menu and off-duty broadcast music."));
  ImGui::PopTextWrapPos();
  changed |= ImGui::Checkbox(TrId("Music on", "##music").c_str(), &settings.music_enabled);
  const float slider_w = std::min(220.0f * context.scale, ImGui::GetContentRegionAvail().x * 0.6f);
  SameLineIfFits(slider_w + ImGui::CalcTextSize(Tr("Volume")).x + ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::SetNextItemWidth(slider_w);
  changed |= ImGui::SliderInt(TrId("Volume", "##music_volume").c_str(), &settings.music_volume, 0, 100, "%d%%");

  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted(Tr("SOUND EFFECTS"));
  ImGui::PopFont();
  ImGui::PushTextWrapPos(wrap_at);
  ImGui::TextDisabled(Tr("Battle impacts, interface confirmations, warnings, and ambience."));
  ImGui::PopTextWrapPos();
  changed |= ImGui::Checkbox(TrId("Effects on", "##sfx").c_str(), &settings.sfx_enabled);
  SameLineIfFits(slider_w + ImGui::CalcTextSize(Tr("Volume")).x + ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::SetNextItemWidth(slider_w);
  if (ImGui::SliderInt(TrId("Volume", "##sfx_volume").c_str(), &settings.sfx_volume, 0, 100, "%d%%")) changed = true;
  if (ImGui::IsItemDeactivatedAfterEdit() && audio != nullptr) audio->PlaySfx("ui_confirm");

  ImGui::Spacing();
  SectionLabel(Tr("CURRENT AUDIO STATE"), kOchre);
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextUnformatted(Tr("BROADCAST STATUS"));
  SameLineIfFits(ImGui::CalcTextSize(session::BroadcastStatus(settings).c_str()).x);
  ImGui::TextColored(ToImVec4(kTeal), "%s", session::BroadcastStatus(settings).c_str());
  ImGui::TextUnformatted(Tr("OUTPUT"));
  ImGui::PopFont();
  const std::string in_use = audio == nullptr || !audio->available()
                                 ? std::string(Tr("NONE (running silent)"))
                                 : (settings.audio_device.empty()
                                        ? Format(Tr("LOCAL DEVICE ({0})"), {audio->device()})
                                        : audio->device());
  SameLineIfFits(ImGui::CalcTextSize(in_use.c_str()).x);
  ImGui::TextColored(ToImVec4(kTeal), "%s", in_use.c_str());
  if (!devices_listed_ && audio != nullptr) {
    devices_ = audio->Devices();
    devices_listed_ = true;
  }
  ImGui::SetNextItemWidth(std::min(360.0f * context.scale,
                                   ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(Tr("Output device")).x -
                                       ImGui::GetStyle().ItemInnerSpacing.x));
  const std::string preview = settings.audio_device.empty() ? Tr("System default") : settings.audio_device;
  if (ImGui::BeginCombo(Tr("Output device"), preview.c_str())) {
    if (ImGui::Selectable(Tr("System default"), settings.audio_device.empty())) {
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
    SameLineIfFits(ImGui::CalcTextSize(Tr("(no other devices reported)")).x);
    ImGui::TextDisabled(Tr("(no other devices reported)"));
  }

  ImGui::Spacing();
  SectionLabel(Tr("DISPLAY"), kOchre);
  ImGui::TextUnformatted(Tr("UI scale"));
  TooltipWithKey(Tr("The interface already grows and shrinks with the window. This multiplies it."), nullptr);
  const float largest = LargestUiScale(context.width, context.height);
  for (float scale : kUiScaleSteps) {
    char label[16];
    std::snprintf(label, sizeof label, "%d%%", static_cast<int>(scale * 100.0f + 0.5f));
    SameLineIfFits(ButtonWidth(label));
    const bool active = settings.ui_scale > scale - 0.01f && settings.ui_scale < scale + 0.01f;
    const bool fits = scale <= largest + 0.01f;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTeal, 0.9f));
    if (!fits) ImGui::BeginDisabled();
    if (ImGui::Button(label)) {
      settings.ui_scale = scale;
      changed = true;
    }
    if (!fits) ImGui::EndDisabled();
    if (active) ImGui::PopStyleColor();
    if (!fits) TooltipWithKey(Tr("This window is too small for it: make the window larger, or go fullscreen."), nullptr);
  }
  changed |= ImGui::Checkbox(Tr("Fullscreen"), &settings.fullscreen);
  TooltipWithKey(Tr("Fill the screen."), "F11");
  ImGui::SameLine();
  changed |= ImGui::Checkbox(Tr("Vsync"), &settings.vsync);
  ImGui::TextUnformatted(Tr("Animation speed"));
  for (int i = 0; i < 4; ++i) {
    const auto speed = static_cast<session::AnimationSpeed>(i);
    SameLineIfFits(ImGui::CalcTextSize(Tr(session::AnimationSpeedName(speed))).x + ImGui::GetFrameHeight() +
                   ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::RadioButton(Tr(session::AnimationSpeedName(speed)), settings.animation_speed == speed)) {
      settings.animation_speed = speed;
      changed = true;
    }
  }

  ImGui::Spacing();
  SectionLabel(Tr("LANGUAGE"), kOchre);
  if (languages_.empty()) {
    languages_ = i18n::AvailableLanguages();
    system_language_ = i18n::SystemLanguage();
  }
  {
    // "" follows the system's language; each other choice is a catalogue's code. The
    // language's own name, so that a player lost in another one finds theirs.
    const std::string system_label =
        Format(Tr("System ({0})"), {i18n::LanguageName(system_language_)}) + "##language_system";
    std::vector<std::pair<std::string, std::string>> choices = {{"", system_label}};
    for (const std::string& code : languages_) choices.push_back({code, std::string(i18n::LanguageName(code)) + "##language_" + code});
    for (std::size_t i = 0; i < choices.size(); ++i) {
      const std::string& label = choices[i].second;
      const std::string visible = label.substr(0, label.find("##"));
      if (i > 0) SameLineIfFits(ImGui::CalcTextSize(visible.c_str()).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
      if (ImGui::RadioButton(label.c_str(), settings.language == choices[i].first)) {
        settings.language = choices[i].first;
        changed = true;
      }
    }
    TooltipWithKey(Tr("The language of every screen. It changes at once; records and saves are not touched."), nullptr);
  }

  ImGui::Spacing();
  SectionLabel(Tr("COMFORT // COLOUR VISION"), kOchre);
  ImGui::TextUnformatted(Tr("Colour vision"));
  TooltipWithKey(Tr("The board's and panels' marks in colours tuned for your eyes. Every mark also has a shape or a word."),
                 nullptr);
  for (int i = 0; i < session::kColourVisionCount; ++i) {
    const auto vision = static_cast<session::ColourVision>(i);
    const char* label = render::ColourVisionLabel(vision);
    SameLineIfFits(ImGui::CalcTextSize(label).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::PushID(i);
    if (ImGui::RadioButton(label, settings.colour_vision == vision)) {
      settings.colour_vision = vision;
      changed = true;
    }
    ImGui::PopID();
    TooltipWithKey(render::ColourVisionBlurb(vision), nullptr);
  }
  changed |= ImGui::Checkbox(Tr("Reduce motion"), &settings.reduce_motion);
  TooltipWithKey(Tr("Attackers step instead of gliding, effects are shorter, lit cells hold still."), nullptr);
  SameLineIfFits(ImGui::CalcTextSize(Tr("No flashes")).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
  changed |= ImGui::Checkbox(Tr("No flashes"), &settings.no_flash);
  TooltipWithKey(Tr("No flashes or bursts: a steady outline marks the cell instead."), nullptr);
  changed |= ImGui::Checkbox(Tr("First-time tips"), &settings.first_time_tips);
  TooltipWithKey(Tr("A short note the first time a battle shows a hero, a contact, a demolition charge, a lane or a "
                    "splitter. Each is shown once."),
                 nullptr);
  ImGui::Spacing();
  ImGui::TextColored(ToImVec4(kSand), Tr("Changes apply immediately. The Bureau will not ask you to save."));
  if (changed) out.settings = settings;
}

void SettingsScreen::DrawUpdatesHalf(const UiContext& context) {
  SectionLabel(Tr("UPDATES"));
  TextIn(context.fonts.heading, Format(Tr("BUILD {0}"), {session::Version()}));
  ImGui::TextDisabled(Tr("Release notes"));
  ImGui::BeginChild("##changelog", ImVec2(0, 0), true);
  if (notes_.empty()) ImGui::TextWrapped(Tr("No release notes were found next to this build."));
  for (std::size_t i = 0; i < notes_.size(); ++i) {
    ImGui::PushFont(context.fonts.bold);
    ImGui::TextColored(ToImVec4(kOchre), "%s", notes_[i].heading.c_str());
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(notes_[i].body.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  // What designers and testers read, out of the players' way.
  bool any_designers = false;
  for (const ReleaseNote& note : notes_) any_designers = any_designers || !note.designers.empty();
  if (any_designers && ImGui::CollapsingHeader(Tr("FOR DESIGNERS AND TESTERS"))) {
    for (const ReleaseNote& note : notes_) {
      if (note.designers.empty()) continue;
      ImGui::TextColored(ToImVec4(kSand), "%s", note.heading.c_str());
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", note.designers.c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::EndChild();
}

void SettingsScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##settings", context);
  const float margin = 36.0f * context.scale;
  if (BackStrip(context, Tr("PLAYER SYSTEMS"), Tr("Back to where you were."))) nav = NavRequest::Pop();
  ImGui::SameLine();
  TextIn(context.fonts.bold, Tr("SETTINGS & UPDATES"));
  ImGui::SameLine();
  SectionLabel(Tr("04 SYSTEMS"), kOchre);
  ImGui::SameLine();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("ARCHIVE CINEMA"))) nav = NavRequest::Push(ScreenId::kCinema);
  ImGui::PopFont();
  TooltipWithKey(Tr("Approved leisure: the off-duty media facility. No campaign effect."), nullptr);
  ImGui::SameLine();
  ImGui::PushFont(context.fonts.bold);
  // One id for both labels, so that the focus stays on it as it turns.
  if (ImGui::Button(Format("{0}###halves", {controls_ ? Tr("UPDATES") : Tr("CONTROLS")}).c_str())) {
    controls_ = !controls_;
    capturing_ = -1;
  }
  ImGui::PopFont();
  TooltipWithKey(controls_ ? Tr("The build and its release notes.") : Tr("The battle's keys: see them, change them."), nullptr);

  const float top = ImGui::GetCursorPosY() + 8.0f * context.scale;
  const float half = (context.width - 3.0f * margin) * 0.5f;
  const float bottom = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##settings_half", ImVec2(half * 1.1f, bottom), false,
                    ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_NavFlattened);
  DrawSettingsHalf(context, out);
  ImGui::EndChild();
  ImGui::SetCursorPos(ImVec2(margin * 2.0f + half * 1.1f, top));
  ImGui::BeginChild("##updates_half", ImVec2(half * 0.9f, bottom), false, ImGuiWindowFlags_NavFlattened);
  if (controls_) {
    DrawControlsHalf(context, out);
  } else {
    DrawUpdatesHalf(context);
  }
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
