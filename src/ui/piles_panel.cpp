// The piles: each rail's draw pile and spent cards, listed by name (pile_view.h), in a
// window over the battle opened by the PILES button beside the hand's heading.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "render/colour_roles.h"
#include "ui/battle_screen.h"
#include "ui/pile_view.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

void DrawLines(const char* heading, int count, const std::vector<PileLine>& lines, render::Rgba colour) {
  ImGui::TextColored(ToImVec4(colour), "%s", Format(heading, {std::to_string(count)}).c_str());
  if (lines.empty()) {
    ImGui::TextDisabled("%s", Tr("(none)"));
    return;
  }
  for (const PileLine& line : lines) {
    ImGui::TextUnformatted(line.count > 1 ? Format(Tr("{0} x{1}"), {line.name, std::to_string(line.count)}).c_str()
                                          : line.name.c_str());
  }
}

void DrawRail(const UiContext& context, const char* title, const RailPiles& piles, render::Rgba colour) {
  TextIn(context.fonts.bold, title, colour);
  DrawLines(Tr("DRAW PILE ({0})"), piles.draw_count, piles.draw, kWhite);
  ImGui::Spacing();
  DrawLines(Tr("SPENT ({0})"), piles.spent_count, piles.spent, kSand);
  if (!piles.lost.empty()) {
    ImGui::Spacing();
    int lost = 0;
    for (const PileLine& line : piles.lost) lost += line.count;
    DrawLines(Tr("LOST FOR THE MISSION ({0})"), lost, piles.lost, render::Colour(render::Role::kDanger));
  }
}

}  // namespace

void BattleScreen::DrawPilesButton(const UiContext& context) {
  const char* label = Tr("PILES");
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - ButtonWidth(label)));
  if (ImGui::SmallButton(label)) piles_open_ = true;
  TooltipWithHint(context, Tr("Each rail's draw pile and spent cards, listed by name."), session::BattleCommand::kPiles);
}

void BattleScreen::DrawPiles(const UiContext& context) {
  if (piles_open_ && !ImGui::IsPopupOpen("###piles")) ImGui::OpenPopup("###piles");
  const float w = std::min(context.width * 0.9f, 640.0f * context.scale);
  ImGui::SetNextWindowPos(ImVec2(context.width * 0.5f, context.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, context.height - 32.0f * context.scale));
  const std::string title = std::string(Tr("THE PILES")) + "###piles";
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                          ImGuiWindowFlags_NoSavedSettings)) {
    piles_open_ = false;
    return;
  }
  const BattleState& state = controller_->session().state();
  const Catalog& catalog = controller_->session().catalog();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(ToImVec4(kSand), "%s",
                     Tr("Listed by name. The order they come in is the dice's business: a pile is shuffled when the "
                        "battle starts and again when it runs dry."));
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  const float body = std::max(ImGui::GetTextLineHeight() * 4.0f,
                              std::min(ImGui::GetTextLineHeightWithSpacing() * 16.0f,
                                       context.height * 0.6f));
  ImGui::BeginChild("##piles_body", ImVec2(0.0f, body), false);
  if (ImGui::BeginTable("##rails", 2, ImGuiTableFlags_SizingStretchSame)) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::PushTextWrapPos(0.0f);
    DrawRail(context, Tr("UNITS"), UnitPiles(catalog, state), render::Colour(render::Role::kFamilyUnit));
    ImGui::PopTextWrapPos();
    ImGui::TableSetColumnIndex(1);
    ImGui::PushTextWrapPos(0.0f);
    DrawRail(context, Tr("SUPPORT"), SupportPiles(catalog, state), render::Colour(render::Role::kFamilySupport));
    ImGui::PopTextWrapPos();
    ImGui::EndTable();
  }
  ImGui::EndChild();
  ImGui::Separator();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("CLOSE"))) {
    piles_open_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::SetItemDefaultFocus();
  ImGui::PopFont();
  // Under the mouse only: the button has the keyboard's focus as the window opens, and its
  // tooltip would cover the piles at once.
  if (ImGui::IsMouseHoveringRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax())) {
    TooltipWithKey(Tr("Back to the battle."), "Esc");
  }
  if (!piles_open_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace bc::ui
