#include "ui/archive_screen.h"

#include "session/profile_session.h"
#include "campaign/profile_dossier.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void ArchiveScreen::OnReply(const session::Reply& reply) {
  if (reply.request.kind == session::Request::Kind::kClearSiege || reply.ok) {
    last_result_ = reply.text;
  } else {
    last_result_ = Format(Tr("Not erased: {0}."), {reply.text});
  }
}

void ArchiveScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void ArchiveScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##archive", context, Tr("RELAX  //  RECORDS"), Tr("OPERATIONS ARCHIVE"),
                                            Tr("Clear the active siege or erase stored service statistics."));
  const float width = std::min(context.width - 2.0f * margin, 900.0f * s);
  const float box_w = (width - margin * 0.5f) * 0.5f;
  const float box_h = 200.0f * s;
  const float top = ImGui::GetCursorPosY() + 8.0f * s;

  // The active siege.
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##siege", ImVec2(box_w, box_h), true);
  SectionLabel(Tr("ACTIVE SIEGE"));
  const bool profile_siege = context.profile != nullptr && context.profile->profile().active_siege.has_value();
  if (context.saved_siege || profile_siege) {
    std::string what = Tr("A battle is in progress");
    if (context.saved_siege) what += ": " + SiegePlace(context);
    ImGui::TextWrapped("%s.", what.c_str());
  } else {
    ImGui::TextDisabled(Tr("No battle is in progress."));
  }
  ImGui::PushTextWrapPos(0.0f);
  TextIn(context.fonts.body, Tr("Clearing it abandons that battle: it cannot be resumed, scores nothing and "
                             "costs nothing. Campaign progress is not touched."), kSand);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("CLEAR THE ACTIVE SIEGE"))) ImGui::OpenPopup(Tr("Clear the active siege?"));
  ImGui::PopFont();
  if (ImGui::BeginPopupModal(Tr("Clear the active siege?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(Tr("The battle in progress will be abandoned for good."));
    ImGui::TextUnformatted(Tr("Nothing else changes."));
    ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.85f));
    if (ImGui::Button(Tr("CLEAR IT"))) {
      out.requests.push_back(session::Request::ClearSiege());
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::Button(Tr("KEEP IT"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::EndChild();

  // The statistics.
  ImGui::SetCursorPos(ImVec2(margin * 1.5f + box_w, top));
  ImGui::BeginChild("##stats", ImVec2(box_w, box_h), true);
  SectionLabel(Tr("SERVICE STATISTICS"));
  if (context.profile != nullptr) {
    const Statistics& stats = context.profile->profile().stats;
    ImGui::TextWrapped(Tr("%s, %s, %s; %s in the history."), Count(stats.battles, "{0} battle", "{0} battles").c_str(),
                       Count(stats.victories, "{0} victory", "{0} victories").c_str(),
                       Count(stats.kills, "{0} kill", "{0} kills").c_str(),
                       Count(static_cast<int>(stats.history.size()), "{0} battle", "{0} battles").c_str());
  }
  ImGui::PushTextWrapPos(0.0f);
  TextIn(context.fonts.body, Tr("Erasing them resets every count and chart in STATS. Operation progress, "
                             "credits, cards, commendations, emblems and calling cards stay: they were "
                             "earned, not counted."), kSand);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("ERASE SERVICE STATISTICS"))) ImGui::OpenPopup(Tr("Erase service statistics?"));
  ImGui::PopFont();
  if (ImGui::BeginPopupModal(Tr("Erase service statistics?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(Tr("Every count and chart in STATS goes back to zero."));
    ImGui::TextUnformatted(Tr("This cannot be undone. Progress and credits stay."));
    ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.85f));
    if (ImGui::Button(Tr("ERASE THEM"))) {
      out.requests.push_back(session::Request::Profile(
          session::ProfileCommand::EraseStatistics(),
          Tr("Service statistics erased. Progress, credits, cards and commendations stay on file.")));
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::Button(Tr("KEEP THEM"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::EndChild();

  ImGui::SetCursorPos(ImVec2(margin, top + box_h + 14.0f * s));
  if (!last_result_.empty()) TextIn(context.fonts.bold, last_result_, kTeal);
  ImGui::SetCursorPosX(margin);
  ImGui::PushTextWrapPos(context.width - margin);
  TextIn(context.fonts.body, Tr("Campaign records stay on this device unless you erase them."), kSand);
  if (context.profile != nullptr) {
    ImGui::SetCursorPosX(margin);
    TextIn(context.fonts.body, Format(Tr("Kept in {0}."), {context.profile->folder().string()}), kSand);
  }
  ImGui::PopTextWrapPos();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
