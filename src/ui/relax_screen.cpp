#include "ui/relax_screen.h"

#include <algorithm>

#include "app/profile_session.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

NavRequest NavForRelaxChoice(RelaxChoice choice) {
  switch (choice) {
    case RelaxChoice::kStats: return NavRequest::Push(ScreenId::kStats);
    case RelaxChoice::kSettings: return NavRequest::Push(ScreenId::kSettings);
    case RelaxChoice::kCinema: return NavRequest::Push(ScreenId::kCinema);
    case RelaxChoice::kDossier: return NavRequest::Push(ScreenId::kDossier);
    case RelaxChoice::kArchive: return NavRequest::Push(ScreenId::kArchive);
    case RelaxChoice::kNone: break;
  }
  return NavRequest::None();
}

void RelaxScreen::DrawWorld(UiContext& context) { FillCampaignBackdrop(context); }

NavRequest RelaxScreen::DrawUi(UiContext& context) {
  RelaxChoice choice = RelaxChoice::kNone;
  NavRequest nav;
  const float s = context.scale;
  const float margin = 36.0f * s;
  BeginScreenWindow("##relax", context);
  if (CampaignHeader(context, "RELAX", "STATS, SETTINGS, APPROVED LEISURE",
                     "Off duty. The Bureau reminds you that relaxation is mandatory and logged.")) {
    nav = NavRequest::Pop();
  }
  const float gap = 16.0f * s;
  const float tile_w = std::min(340.0f * s, (context.width - 2.0f * margin - 2.0f * gap) / 3.0f);
  const ImVec2 tile(tile_w, 96.0f * s);
  ImGui::SetCursorPosX(margin);
  if (ChannelTile("##stats", "STATS", "SERVICE STATISTICS", tile, context)) choice = RelaxChoice::kStats;
  TooltipWithKey("Battles, victories, kills, damage, best scores and stars, with charts.", nullptr);
  ImGui::SameLine(0, gap);
  if (ChannelTile("##dossier", "DOSSIER", "CALLSIGN, EMBLEMS, CALLING CARDS", tile, context)) {
    choice = RelaxChoice::kDossier;
  }
  TooltipWithKey("YOUR CALLSIGN, READY FOR THE FIELD.", nullptr);
  ImGui::SameLine(0, gap);
  if (ChannelTile("##cinema", "ARCHIVE CINEMA", "APPROVED LEISURE", tile, context)) {
    choice = RelaxChoice::kCinema;
  }
  TooltipWithKey("The old world, kept on reel. No campaign effect.", nullptr);
  ImGui::SetCursorPos(ImVec2(margin, ImGui::GetCursorPosY() + gap * 0.5f));
  if (ChannelTile("##settings", "SETTINGS", "SETTINGS & UPDATES", tile, context)) {
    choice = RelaxChoice::kSettings;
  }
  TooltipWithKey("MAKE MARS BEHAVE. Preferences apply immediately.", nullptr);
  ImGui::SameLine(0, gap);
  if (ChannelTile("##archive", "OPERATIONS ARCHIVE", "CLEAR OR ERASE RECORDS", tile, context)) {
    choice = RelaxChoice::kArchive;
  }
  TooltipWithKey("Clear the active siege or erase stored service statistics.", nullptr);

  if (context.profile != nullptr) {
    const Profile& profile = context.profile->profile();
    ImGui::SetCursorPos(ImVec2(margin, ImGui::GetCursorPosY() + 24.0f * s));
    SectionLabel("ON FILE");
    ImGui::SetCursorPosX(margin);
    ImGui::TextColored(ToImVec4(kSand), "%s    %d battles    %d victories    best score %s",
                       profile.callsign.c_str(), profile.stats.battles, profile.stats.victories,
                       Thousands(profile.stats.best_score).c_str());
  }
  EndScreenWindow();
  const NavRequest picked = NavForRelaxChoice(choice);
  return picked.kind != NavRequest::Kind::kNone ? picked : nav;
}

}  // namespace bc::ui
