// Victory and defeat: the score broken down, the stars, retry or continue.
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "ui/battle_screen.h"
#include "ui/operations_screen.h"
#include "ui/score_breakdown.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void BattleScreen::DrawResult(const UiContext& context, Choices& out) {
  const BattleController& c = *controller_;
  const session::BattleSession& session = c.session();
  const ScoreBreakdown b = BreakDownScore(session.catalog(), session.state(), session.all_events());
  const float w = std::min(context.width * 0.9f, 520.0f * context.scale);
  ImGui::SetNextWindowPos(ImVec2(context.width * 0.5f, context.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowBgAlpha(0.97f);
  ImGui::Begin("##result", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize);
  SectionLabel(b.victory ? Tr("SIEGE LIFTED") : Tr("STATION LOST"), b.victory ? kTeal : kDanger);
  TextIn(context.fonts.display, b.victory ? Tr("VICTORY") : Tr("DEFEAT"), b.victory ? kGold : kDanger);
  ImGui::TextUnformatted(session.mission_def().name.c_str());
  if (b.victory) {
    std::string stars;
    for (int i = 0; i < 3; ++i) stars += i < b.stars ? "\u2605 " : "\u2606 ";
    TextIn(context.fonts.heading, stars + (b.flawless ? Tr(" FLAWLESS") : ""), kGold);
  } else {
    ImGui::TextWrapped(Tr("The base fell. The research station is mostly insured."));
  }
  ImGui::Separator();
  if (ImGui::BeginTable("##score", 2)) {
    auto row = [](const char* label, int value, render::Rgba colour) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(label);
      ImGui::TableSetColumnIndex(1);
      ImGui::TextColored(ToImVec4(colour), "%d", value);
    };
    row(Tr("Damage dealt"), b.damage_points, kWhite);
    row(Tr("Kills"), b.kill_points, kWhite);
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::Text(Tr("(%d destroyed, best multiplier x%d)"), b.kills, b.best_multiplier);
    if (b.victory) {
      row(Tr("Base health left"), b.base_bonus, kTeal);
      row(Tr("Shields up"), b.shield_bonus, kTeal);
      row(Tr("Turns under par"), b.par_bonus, kTeal);
      if (b.objective_bonus > 0) row(Tr("Objectives intact"), b.objective_bonus, kTeal);
    }
    row(Tr("TOTAL"), b.total, kGold);
    ImGui::EndTable();
  }
  if (b.victory) {
    const MissionDef& m = session.mission_def();
    ImGui::TextDisabled(Tr("Stars at %d / %d / %d"), m.star_scores[0], m.star_scores[1], m.star_scores[2]);
  }
  ImGui::Separator();
  // A key pressed for the battle (Space to end the turn, say) must not press a button
  // that replaced it: the keyboard and the pad reach the buttons only once an arrow, Tab
  // or the D-pad has shown the focus (BattleScreen::claims_key); the mouse at once.
  const bool keys_wait = !result_keys_ready_;
  if (keys_wait) {
    ImGui::TextDisabled("%s", context.pad_in_use ? Tr("D-pad: choose a button.") : Tr("Arrows or Tab: choose a button."));
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav | ImGuiItemFlags_NoNavDefaultFocus, true);
  }
  ImGui::PushFont(context.fonts.bold);
  // The buttons run on one line while they fit, then wrap.
  bool first = true;
  auto button = [&first](const std::string& label) {
    if (!first) SameLineIfFits(ButtonWidth(label.c_str()));
    first = false;
    return ImGui::Button(label.c_str());
  };
  if (fought_once_) {
    // A field run's siege is fought once: the run's desk takes it from here.
    if (button(Tr("REPORT TO THE FIELD DESK"))) out.Go(NavRequest::Pop());
    if (!keys_wait) ImGui::SetItemDefaultFocus();
  } else {
    if (button(Tr("RETRY"))) Queue({session::BattleCommand::kRestart});
    if (b.victory) {
      // The mission after this one as SELECT OPERATION lists them, once it is open.
      const int next = NextOpenMission(MissionRowsFor(context), session.mission());
      if (next >= 0 && button(Format(Tr("CONTINUE: {0}"), {TrData(session.catalog().missions[static_cast<std::size_t>(next)].name)}))) {
        out.mission = next;
        out.Go(NavRequest::Replace(ScreenId::kBattle));
      }
      // The keyboard's focus opens on what comes next, once the keys may reach the buttons.
      if (next >= 0 && !keys_wait) ImGui::SetItemDefaultFocus();
    }
    // SELECT OPERATION, on the next mission to win (a battle opened from the title or the
    // command line has none under it: the title, then the list).
    if (button(Tr("OPERATIONS"))) out.Go(NavRequest::Reset(ScreenId::kOperations));
  }
  if (button(Tr("VIEW BOARD"))) result_dismissed_ = true;
  ImGui::PopFont();
  if (keys_wait) ImGui::PopItemFlag();
  ImGui::End();
}

}  // namespace bc::ui
