// SETTINGS & UPDATES -> CONTROLS: the battle's commands, their keys, and the rebinding.
#include <imgui.h>

#include <string>

#include "session/key_bindings.h"
#include "ui/settings_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

bool InConflict(const std::vector<std::pair<std::size_t, std::size_t>>& conflicts, std::size_t index) {
  for (const auto& [a, b] : conflicts) {
    if (a == index || b == index) return true;
  }
  return false;
}

}  // namespace

bool SettingsScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  if (capturing_ < 0) return false;
  if (key.repeat || context.settings == nullptr) return true;
  const auto index = static_cast<std::size_t>(capturing_);
  const char* label = session::BindableCommands()[index].label;
  if (key.key == session::Key::kEscape) {
    capturing_ = -1;
    controls_note_ = std::string(label) + " keeps its keys.";
    return true;
  }
  session::KeyBindings keys = BattleKeys(context);
  const session::KeyChord chord{key.key, key.ctrl};
  bool accepted = false;
  const std::string lost = keys.Bind(index, chord, capture_adds_, &accepted);
  if (!accepted) {
    controls_note_ = session::ChordName(chord) + " is the game's own and cannot be bound. Press another key, or Esc.";
    return true;
  }
  capturing_ = -1;
  controls_note_ = std::string(label) + ": " + keys.KeysText(index) + ".";
  if (!lost.empty()) controls_note_ += " " + session::ChordName(chord) + " was " + lost + "'s; " + lost + " lost it.";
  session::Settings& settings = out.ChangeSettings(*context.settings);
  settings.keys = keys.ToSettings();
  return true;
}

void SettingsScreen::DrawControlsHalf(const UiContext& context, Choices& out) {
  const session::KeyBindings& keys = BattleKeys(context);
  SectionLabel("CONTROLS");
  ImGui::TextWrapped("The battle's keys. Esc (back), F1 (HOW TO PLAY), F5 (reload data) and F11 (fullscreen) "
                     "are the game's own. The mouse does everything the keys do.");
  const auto conflicts = keys.Conflicts();
  const auto unbound = keys.Unbound();
  ImGui::BeginChild("##controls", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 3.0f), true,
                    ImGuiWindowFlags_NavFlattened);
  const auto& commands = session::BindableCommands();
  if (ImGui::BeginTable("##keys", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("Command", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableSetupColumn("Keys", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Change", ImGuiTableColumnFlags_WidthFixed);
    for (std::size_t i = 0; i < commands.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(commands[i].label);
      ImGui::TableSetColumnIndex(1);
      if (capturing_ == static_cast<int>(i)) {
        ImGui::TextColored(ToImVec4(kHazard), "press a key...");
      } else if (keys.ChordsOf(i).empty()) {
        ImGui::TextDisabled("unbound");
      } else if (InConflict(conflicts, i)) {
        ImGui::TextColored(ToImVec4(kHazard), "! %s", keys.KeysText(i).c_str());
        TooltipWithKey("Another command has this key too: rebind one of them.", nullptr);
      } else {
        ImGui::TextColored(ToImVec4(kTeal), "%s", keys.KeysText(i).c_str());
      }
      ImGui::TableSetColumnIndex(2);
      if (ImGui::SmallButton("REBIND")) {
        capturing_ = static_cast<int>(i);
        capture_adds_ = false;
        controls_note_ = std::string("Press the new key for ") + commands[i].label + ", or Esc to keep it.";
      }
      ImGui::SameLine();
      if (ImGui::SmallButton("+ KEY")) {
        capturing_ = static_cast<int>(i);
        capture_adds_ = true;
        controls_note_ = std::string("Press a further key for ") + commands[i].label + ", or Esc.";
      }
      TooltipWithKey("Keep its keys and add one (up to three).", nullptr);
      ImGui::SameLine();
      if (ImGui::SmallButton("RESET")) {
        session::KeyBindings changed = keys;
        changed.Reset(i);
        if (context.settings != nullptr) out.ChangeSettings(*context.settings).keys = changed.ToSettings();
        capturing_ = -1;
        controls_note_ = std::string(commands[i].label) + " has its default keys again.";
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
  if (!conflicts.empty()) {
    ImGui::TextColored(ToImVec4(kHazard), "! %zu key%s shared by two commands: the first listed wins.",
                       conflicts.size(), conflicts.size() == 1 ? "" : "s");
  } else if (!unbound.empty()) {
    ImGui::TextColored(ToImVec4(kHazard), "! %s has no key: its button still works.", commands[unbound.front()].label);
  } else {
    ImGui::TextColored(ToImVec4(kSand), "%s", controls_note_.empty() ? "Every command has a key." : controls_note_.c_str());
  }
  if (!conflicts.empty() || !unbound.empty()) ImGui::TextDisabled("%s", controls_note_.c_str());
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button("RESET ALL TO DEFAULTS")) {
    if (context.settings != nullptr) out.ChangeSettings(*context.settings).keys.clear();
    capturing_ = -1;
    controls_note_ = "Every key is back where the manual says.";
  }
  ImGui::PopFont();
}

}  // namespace bc::ui
