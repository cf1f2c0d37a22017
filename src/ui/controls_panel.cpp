// SETTINGS & UPDATES -> CONTROLS: the battle's commands, their keys, and the rebinding.
#include <imgui.h>

#include <string>

#include "session/key_bindings.h"
#include "ui/card_tile.h"
#include "ui/settings_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

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
    controls_note_ = Format(Tr("{0} keeps its keys."), {Tr(label)});
    return true;
  }
  session::KeyBindings keys = BattleKeys(context);
  const session::KeyChord chord{key.key, key.ctrl};
  bool accepted = false;
  const std::string lost = keys.Bind(index, chord, capture_adds_, &accepted);
  if (!accepted) {
    controls_note_ = Format(Tr("{0} is the game's own and cannot be bound. Press another key, or Esc."), {session::ChordName(chord)});
    return true;
  }
  capturing_ = -1;
  controls_note_ = Format(Tr("{0}: {1}."), {Tr(label), keys.KeysText(index)});
  if (!lost.empty()) {
    controls_note_ += " " + Format(Tr("{0} was {1}'s; {1} lost it."), {session::ChordName(chord), Tr(lost.c_str())});
  }
  session::Settings& settings = out.ChangeSettings(*context.settings);
  settings.keys = keys.ToSettings();
  return true;
}

void SettingsScreen::DrawControlsHalf(const UiContext& context, Choices& out) {
  const session::KeyBindings& keys = BattleKeys(context);
  SectionLabel(Tr("CONTROLS"));
  ImGui::TextWrapped(Tr("The battle's keys. Esc (back), F1 (HOW TO PLAY), F5 (reload data) and F11 (fullscreen) "
                     "are the game's own. The mouse does everything the keys do."));
  const auto conflicts = keys.Conflicts();
  const auto unbound = keys.Unbound();
  // The commands and their keys, one row each; a click (or Enter) chooses a row, and the
  // buttons under the table change the chosen command's keys. Two columns leave each
  // language room for its words: a name or a key list longer than its column wraps in its
  // row, whole words first. The table is no window of its own: the rows and the buttons
  // are in the same scrolling half, so the arrows walk from the last row down to REBIND.
  const auto& commands = session::BindableCommands();
  if (chosen_ < 0 || static_cast<std::size_t>(chosen_) >= commands.size()) chosen_ = 0;
  focused_row_ = -1;
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(Tr("Command"), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn(Tr("Keys"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    for (std::size_t i = 0; i < commands.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      // The row's selectable spans both columns; its label is drawn over it, wrapped.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const float wrap = ImGui::GetContentRegionAvail().x;
      const std::string label = LinesBetweenWords(Tr(commands[i].label), wrap, ImGui::GetFont(), ImGui::GetFontSize());
      const ImVec2 size = ImGui::CalcTextSize(label.c_str());
      if (ImGui::Selectable("##row", chosen_ == static_cast<int>(i), ImGuiSelectableFlags_SpanAllColumns,
                            ImVec2(0.0f, size.y))) {
        chosen_ = static_cast<int>(i);
      }
      if (ImGui::IsItemFocused()) focused_row_ = static_cast<int>(i);
      ImGui::SetCursorScreenPos(at);
      ImGui::TextUnformatted(label.c_str());
      ImGui::TableSetColumnIndex(1);
      ImGui::PushTextWrapPos(0.0f);
      if (capturing_ == static_cast<int>(i)) {
        ImGui::TextColored(ToImVec4(kHazard), Tr("press a key..."));
      } else if (keys.ChordsOf(i).empty()) {
        ImGui::TextDisabled("%s", Tr("unbound"));
      } else if (InConflict(conflicts, i)) {
        ImGui::TextColored(ToImVec4(kHazard), "! %s", keys.KeysText(i).c_str());
        TooltipWithKey(Tr("Another command has this key too: rebind one of them."), nullptr);
      } else {
        ImGui::TextColored(ToImVec4(kTeal), "%s", keys.KeysText(i).c_str());
      }
      ImGui::PopTextWrapPos();
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  // The chosen command's buttons.
  const std::size_t i = static_cast<std::size_t>(chosen_);
  ImGui::TextColored(ToImVec4(kTeal), "%s", Tr(commands[i].label));
  // REBIND and + KEY wait for the next key (OnKey), which replaces the keys or adds one.
  const auto capture = [&](bool adds, const char* prompt) {
    capturing_ = static_cast<int>(i);
    capture_adds_ = adds;
    controls_note_ = Format(prompt, {Tr(commands[i].label)});
  };
  if (ImGui::SmallButton(Tr("REBIND"))) capture(false, Tr("Press the new key for {0}, or Esc to keep it."));
  TooltipWithKey(Tr("Replace its keys with the next key pressed."), nullptr);
  ImGui::SameLine();
  if (ImGui::SmallButton(Tr("+ KEY"))) capture(true, Tr("Press a further key for {0}, or Esc."));
  TooltipWithKey(Tr("Keep its keys and add one (up to three)."), nullptr);
  ImGui::SameLine();
  if (ImGui::SmallButton(Tr("RESET"))) {
    session::KeyBindings changed = keys;
    changed.Reset(i);
    if (context.settings != nullptr) out.ChangeSettings(*context.settings).keys = changed.ToSettings();
    capturing_ = -1;
    controls_note_ = Format(Tr("{0} has its default keys again."), {Tr(commands[i].label)});
  }
  if (!conflicts.empty()) {
    ImGui::TextColored(ToImVec4(kHazard), "%s",
                       Count(static_cast<int>(conflicts.size()), "! {0} key shared by two commands: the first listed wins.",
                             "! {0} keys shared by two commands: the first listed wins.")
                           .c_str());
  } else if (!unbound.empty()) {
    ImGui::TextColored(ToImVec4(kHazard), Tr("! %s has no key: its button still works."), Tr(commands[unbound.front()].label));
  } else {
    ImGui::TextColored(ToImVec4(kSand), "%s", controls_note_.empty() ? Tr("Every command has a key.") : controls_note_.c_str());
  }
  if (!conflicts.empty() || !unbound.empty()) ImGui::TextDisabled("%s", controls_note_.c_str());
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("RESET ALL TO DEFAULTS"))) {
    if (context.settings != nullptr) out.ChangeSettings(*context.settings).keys.clear();
    capturing_ = -1;
    controls_note_ = Tr("Every key is back where the manual says.");
  }
  ImGui::PopFont();
}

}  // namespace bc::ui
