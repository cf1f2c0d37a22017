#include "ui/reload_overlay.h"

#include <algorithm>

#include <imgui.h>

#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

ReloadChoice DrawReloadOverlay(const ReloadOverlay& overlay, const UiContext& context) {
  if (!overlay.open) return ReloadChoice::kNone;
  ReloadChoice choice = ReloadChoice::kNone;
  const float s = context.scale;
  const ImVec2 size(std::min(context.width - 40.0f * s, 760.0f * s),
                    overlay.errors.empty() ? 190.0f * s : std::min(context.height - 40.0f * s, 460.0f * s));
  ImGui::SetNextWindowPos(ImVec2(context.width * 0.5f, context.height * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::SetNextWindowFocus();
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoTitleBar;
  ImGui::Begin("##data_reload", nullptr, flags);
  SectionLabel(Tr("DESIGN DESK // DATA RELOAD"));
  if (!overlay.errors.empty()) {
    TextIn(context.fonts.heading, Tr("THE NEW DATA DID NOT LOAD."), render::palette::kHazard);
    ImGui::TextWrapped("%s", overlay.summary.c_str());
    ImGui::Spacing();
    const float list_height = size.y - ImGui::GetCursorPosY() - 56.0f * s;
    ImGui::BeginChild("##reload_errors", ImVec2(0, list_height), true);
    for (const data::LoadError& error : overlay.errors) {
      if (error.follows) continue;  // counted in the summary (docs/data-format.md)
      ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(render::palette::kSand));
      ImGui::TextUnformatted(error.file.c_str());
      ImGui::PopStyleColor();
      ImGui::SameLine();
      ImGui::TextDisabled("%s", error.path.empty() ? "/" : error.path.c_str());
      if (error.line > 0) {
        ImGui::SameLine();
        ImGui::TextDisabled(Tr("line %d, column %d"), error.line, error.column);
      }
      ImGui::Indent(16.0f * s);
      ImGui::TextWrapped("%s", error.reason.c_str());
      ImGui::Unindent(16.0f * s);
    }
    ImGui::EndChild();
    if (ImGui::Button(Tr("RETRY  [F5]"))) choice = ReloadChoice::kRetry;
    ImGui::SameLine();
    if (ImGui::Button(Tr("DISMISS  [ESC]"))) choice = ReloadChoice::kDismiss;
  } else if (overlay.offer_restart) {
    TextIn(context.fonts.heading, Tr("NEW DATA LOADED."), render::palette::kTeal);
    ImGui::TextWrapped("%s", overlay.summary.c_str());
    ImGui::TextWrapped(Tr("The battle in progress still runs on the old data. Restart it from its seed "
                       "with the new data, or finish it as it stands."));
    ImGui::Spacing();
    if (ImGui::Button(Tr("RESTART WITH NEW DATA"))) choice = ReloadChoice::kRestartBattle;
    ImGui::SameLine();
    if (ImGui::Button(Tr("KEEP PLAYING  [ESC]"))) choice = ReloadChoice::kKeepBattle;
  }
  ImGui::End();
  return choice;
}

}  // namespace bc::ui
