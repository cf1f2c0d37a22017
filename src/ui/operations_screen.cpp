#include "ui/operations_screen.h"

#include <algorithm>

#include "render/backdrop.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

std::vector<std::string> MissionAttackerNames(const Catalog& catalog, const MissionDef& mission) {
  std::vector<std::string> names;
  for (const SpawnDef& spawn : mission.schedule) {
    if (spawn.enemy >= catalog.enemies.size()) continue;
    const std::string& name = catalog.enemies[spawn.enemy].name;
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

bool OperationsScreen::OnKey(const SDL_KeyboardEvent& key, UiContext& context, NavRequest& nav) {
  const int count = context.catalog == nullptr ? 0 : static_cast<int>(context.catalog->missions.size());
  if (count == 0) return false;
  switch (key.keysym.sym) {
    case SDLK_UP: selected_ = (selected_ + count - 1) % count; return true;
    case SDLK_DOWN: selected_ = (selected_ + 1) % count; return true;
    case SDLK_RETURN:
    case SDLK_SPACE:
      context.launch.mission = selected_;
      context.launch.resume = false;
      nav = NavRequest::Push(ScreenId::kBattle);
      return true;
    default: return false;
  }
}

void OperationsScreen::DrawWorld(UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{30, 18, 16}, render::Rgba{70, 34, 26});
}

NavRequest OperationsScreen::DrawUi(UiContext& context) {
  NavRequest nav;
  BeginScreenWindow("##operations", context);
  const float margin = 36.0f * context.scale;
  if (BackStrip(context, "PLAY", "Back to the title.")) nav = NavRequest::Pop();
  ImGui::SetCursorPosX(margin);
  TextIn(context.fonts.display, "SELECT OPERATION");

  const Catalog* catalog = context.catalog;
  if (catalog == nullptr || catalog->missions.empty()) {
    ImGui::SetCursorPosX(margin);
    ImGui::PushTextWrapPos(context.width - margin);
    ImGui::TextColored(ToImVec4(kHazard), "No missions could be loaded.");
    ImGui::TextWrapped("%s", context.catalog_message.c_str());
    ImGui::PopTextWrapPos();
    EndScreenWindow();
    return nav;
  }
  selected_ = std::clamp(selected_, 0, static_cast<int>(catalog->missions.size()) - 1);
  const float top = ImGui::GetCursorPosY();
  const float list_w = std::max(260.0f * context.scale, context.width * 0.3f);
  const float body_h = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##missions", ImVec2(list_w, body_h), true);
  for (std::size_t i = 0; i < catalog->missions.size(); ++i) {
    const MissionDef& mission = catalog->missions[i];
    char label[160];
    std::snprintf(label, sizeof label, "%02zu  %s", i + 1, mission.name.c_str());
    ImGui::PushFont(context.fonts.bold);
    if (ImGui::Selectable(label, selected_ == static_cast<int>(i), ImGuiSelectableFlags_AllowDoubleClick)) {
      selected_ = static_cast<int>(i);
      if (ImGui::IsMouseDoubleClicked(0)) {
        context.launch.mission = selected_;
        context.launch.resume = false;
        nav = NavRequest::Push(ScreenId::kBattle);
      }
    }
    ImGui::PopFont();
  }
  ImGui::EndChild();

  const MissionDef& mission = catalog->missions[static_cast<std::size_t>(selected_)];
  ImGui::SetCursorPos(ImVec2(margin * 1.5f + list_w, top));
  ImGui::BeginChild("##briefing", ImVec2(context.width - list_w - margin * 2.5f, body_h), true);
  SectionLabel("BRIEFING");
  TextIn(context.fonts.heading, mission.name);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(mission.briefing.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::Text("Par: %d turns    Base health: %d    Attackers: %zu", mission.par,
              mission.base_health, mission.schedule.size());
  ImGui::Text("Stars at %d / %d / %d points", mission.star_scores[0], mission.star_scores[1],
              mission.star_scores[2]);
  const std::vector<std::string> names = MissionAttackerNames(*catalog, mission);
  std::string threat_line;
  for (const std::string& name : names) threat_line += (threat_line.empty() ? "" : ", ") + name;
  ImGui::TextColored(ToImVec4(kHazard), "Expected: %s", threat_line.c_str());
  int shields = 0;
  for (bool up : mission.shields_up) shields += up ? 1 : 0;
  ImGui::Text("Shields up: %d of 4    Cannon charge: %d    Barricades: %zu", shields,
              mission.cannon_charge, mission.barricades.size());
  DrawMissionStanding(context, mission);  // the campaign: place, best on record or lock, deck
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button("LAUNCH DEFENCE")) {
    context.launch.mission = selected_;
    context.launch.resume = false;
    nav = NavRequest::Push(ScreenId::kBattle);
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
  TooltipWithKey("Start this mission.", "Enter");
  ImGui::EndChild();
  EndScreenWindow();
  return nav;
}

}  // namespace bc::ui
