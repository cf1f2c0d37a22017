// The briefing at the start of a battle: what the mission is, what it teaches, how it is
// graded. Shown over the board until the player begins; the board stays readable under it.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "session/profile_session.h"
#include "campaign/campaign.h"
#include "render/sprites.h"
#include "ui/battle_screen.h"
#include "ui/card_tile.h"
#include "ui/difficulty_picker.h"
#include "ui/operations_screen.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void BattleScreen::DrawBriefing(const UiContext& context, Choices& out) {
  const session::BattleSession& session = controller_->session();
  const MissionDef& mission = session.mission_def();
  const float w = std::min(context.width * 0.9f, 560.0f * context.scale);
  ImGui::SetNextWindowPos(ImVec2(context.width * 0.5f, context.height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  // As tall as its content up to the screen's height, then it scrolls.
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, context.height - 16.0f * context.scale));
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin("##briefing_panel", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  // The words in a body that scrolls when the screen is short, from its top (its title
  // first); BEGIN DEFENCE under it, always in sight and never scrolled to.
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushFont(context.fonts.heading);
  const float footer = ImGui::GetFrameHeight() + style.ItemSpacing.y * 2.0f;
  ImGui::PopFont();
  const float room = context.height - 16.0f * context.scale - style.WindowPadding.y * 2.0f - footer;
  const float body = briefing_height_ > 0.0f ? std::min(briefing_height_, room) : room;
  ImGui::BeginChild("##briefing_body", ImVec2(0.0f, std::max(body, 1.0f)), false, ImGuiWindowFlags_NavFlattened);
  if (ImGui::IsWindowAppearing()) ImGui::SetScrollY(0.0f);
  SectionLabel(Tr("BRIEFING"));
  ImGui::PushTextWrapPos(0.0f);
  // A name too long for the headline (a generated siege's "PLACE — INCIDENT") is set in
  // the heading font, wrapped, rather than cut at the panel's edge.
  ImFont* title = context.fonts.display;
  if (title != nullptr && context.fonts.heading != nullptr &&
      title->CalcTextSizeA(title->FontSize, FLT_MAX, 0.0f, mission.name.c_str()).x > ImGui::GetContentRegionAvail().x) {
    title = context.fonts.heading;
  }
  TextIn(title, mission.name);
  if (context.profile != nullptr) {
    const session::ProfileSession& profile = *context.profile;
    const int index = CampaignOfMission(profile.campaigns(), mission.id);
    if (index >= 0) {
      const CampaignDef& campaign = profile.campaigns()[static_cast<std::size_t>(index)];
      const int position = FindCampaignMission(campaign, mission.id);
      TextIn(context.fonts.bold, CampaignPlaceText(campaign, position), kTeal);
      const std::string& teaches = campaign.missions[static_cast<std::size_t>(position)].teaches;
      if (!teaches.empty()) TextIn(context.fonts.body, Format(Tr("This mission teaches: {0}."), {TrData(teaches)}), kSand);
    }
  }
  ImGui::Spacing();
  ImGui::TextUnformatted(mission.briefing.c_str());
  ImGui::Spacing();
  ImGui::PopTextWrapPos();
  DrawDifficultyBriefing(context, session.difficulty());  // the level fought at, in words
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Spacing();
  SectionLabel(Tr("EXPECTED HOSTILES"));
  const std::vector<ExpectedHostileText> hostiles = ExpectedHostileTexts(session.catalog(), mission);
  ImGui::PopTextWrapPos();  // table cells size to their text, one line each
  if (!hostiles.empty() &&
      ImGui::BeginTable("##expected", 8, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    static constexpr const char* kColumns[] = {"", N_("HOSTILE"), N_("TURN"), N_("HP"), N_("BLOWS"), N_("EVA"), N_("BREACH"), N_("MOVE")};
    for (int c = 0; c < 8; ++c) {
      ImGui::TableSetupColumn(c == 0 ? "" : Tr(kColumns[c]), c == 1 ? ImGuiTableColumnFlags_WidthStretch : ImGuiTableColumnFlags_WidthFixed);
    }
    ImGui::TableHeadersRow();
    for (const ExpectedHostileText& hostile : hostiles) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextColored(ToImVec4(kSand), "%sx", hostile.count.c_str());
      ImGui::TableSetColumnIndex(1);
      // The board's picture of it, so the briefing's names match what lands.
      if (const render::Sprite* picture = sprites_ ? sprites_->Find(hostile.sprite) : nullptr) {
        const float icon = ImGui::GetTextLineHeight();
        ImGui::Image(reinterpret_cast<ImTextureID>(picture->texture), ImVec2(icon, icon),
                     ImVec2(picture->U0(), picture->V0()), ImVec2(picture->U1(), picture->V1()));
        ImGui::SameLine();
      }
      // A long name (INICIADO DA ESTRELA NEGRA) wraps in its column, between words, rather
      // than run under the next column's numbers.
      TextIn(context.fonts.bold,
             LinesBetweenWords(hostile.name, ImGui::GetContentRegionAvail().x, context.fonts.bold, ImGui::GetFontSize()),
             kHazard);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s", hostile.stats.c_str(), hostile.behaviour.c_str());
      const std::string* cells[] = {&hostile.turn, &hostile.health, &hostile.blows,
                                    &hostile.evasion, &hostile.breach, &hostile.steps};
      for (int c = 0; c < 6; ++c) {
        ImGui::TableSetColumnIndex(c + 2);
        ImGui::TextUnformatted(cells[c]->c_str());
      }
    }
    ImGui::EndTable();
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled(Tr("Hover a name for what it does; PREPARE > HOSTILES keeps the files."));
  ImGui::Spacing();
  // TRANSLATORS: the first %s is the par with its noun ("8 turns").
  ImGui::Text(Tr("Par %s. Stars at %s / %s / %s points."), Count(mission.par, "{0} turn", "{0} turns").c_str(),
              Thousands(mission.star_scores[0]).c_str(),
              Thousands(mission.star_scores[1]).c_str(), Thousands(mission.star_scores[2]).c_str());
  ImGui::TextDisabled(Tr("The arrows on the board are what each attacker will do when you end the turn. "
                      "T shows them all; F1 is the rules."));
  // Units carried from the last battle with their damage: shown as they start, with the
  // way to refit them first.
  const BattleState& state = session.state();
  bool damaged = false;
  for (int i = 0; i < state.cards.unit_count; ++i) {
    const UnitInstance& unit = state.cards.units[static_cast<std::size_t>(i)];
    if (unit.hp >= unit.max_hp || unit.card < 0 || static_cast<std::size_t>(unit.card) >= session.catalog().cards.size()) continue;
    if (!damaged) {
      ImGui::Spacing();
      SectionLabel(Tr("UNITS CARRIED DAMAGED"));
      damaged = true;
    }
    ImGui::TextColored(ToImVec4(kHazard), "%s: %d / %d HP", session.catalog().cards[unit.card].name.c_str(), unit.hp,
                       unit.max_hp);
  }
  ImGui::PopTextWrapPos();
  if (damaged && context.profile != nullptr) {
    ImGui::PushTextWrapPos(0.0f);
    TextIn(context.fonts.body, Tr("They start this battle as the last one left them. The Basecamp refits them for credits."),
           kSand);
    ImGui::PopTextWrapPos();
    ImGui::PushFont(context.fonts.bold);
    if (ImGui::Button(Tr("REFIT AT THE BASECAMP FIRST"))) {
      // Nothing has been played: the battle is set aside and the Basecamp opens.
      out.requests.push_back(session::Request::ClearSiege());
      out.Go(NavRequest::Replace(ScreenId::kBasecamp));
    }
    ImGui::PopFont();
    TooltipWithKey(Tr("Leave this battle unplayed and refit the units; launch it again afterwards."), nullptr);
  }
  briefing_height_ = ImGui::GetCursorPosY();  // the body's whole height, for the next frame
  ImGui::EndChild();
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button(Tr("BEGIN DEFENCE"))) Queue({session::BattleCommand::kBegin});
  ImGui::SetItemDefaultFocus();  // the keyboard's and the pad's focus opens here
  ImGui::PopStyleColor();
  ImGui::PopFont();
  // Its tooltip beside it, never over it.
  PlaceNextTooltip(ImVec2(ImGui::GetItemRectMax().x + 12.0f * context.scale, ImGui::GetItemRectMin().y));
  TooltipWithHint(context, Tr("Close the briefing and take the first turn."), session::BattleCommand::kBegin);
  ImGui::End();
}

}  // namespace bc::ui
