#include "ui/relax_screen.h"

#include <algorithm>

#include "session/profile_session.h"
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

void RelaxScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void RelaxScreen::DrawUi(const UiContext& context, Choices& out) {
  RelaxChoice choice = RelaxChoice::kNone;
  NavRequest nav;
  const float s = context.scale;
  const float margin = 36.0f * s;
  BeginScreenWindow("##relax", context);
  if (CampaignHeader(context, "RELAX", "STATS, SETTINGS, APPROVED LEISURE",
                     "Off duty. The Bureau reminds you that relaxation is mandatory and logged.")) {
    nav = NavRequest::Pop();
  }
  static constexpr HubTile kTiles[] = {
      {"##stats", "STATS", "SERVICE STATISTICS", "Battles, victories, kills, damage, best scores and stars, with charts."},
      {"##dossier", "DOSSIER", "CALLSIGN, EMBLEMS, CALLING CARDS", "YOUR CALLSIGN, READY FOR THE FIELD."},
      {"##cinema", "ARCHIVE CINEMA", "APPROVED LEISURE", "The old world, kept on reel. No campaign effect."},
      {"##settings", "SETTINGS", "SETTINGS & UPDATES", "MAKE MARS BEHAVE. Preferences apply immediately."},
      {"##archive", "OPERATIONS ARCHIVE", "CLEAR OR ERASE RECORDS",
       "Clear the active siege or erase stored service statistics."},
  };
  static constexpr RelaxChoice kChoices[] = {RelaxChoice::kStats, RelaxChoice::kDossier, RelaxChoice::kCinema,
                                             RelaxChoice::kSettings, RelaxChoice::kArchive};
  const int clicked = HubTiles(context, kTiles, 5, 3, 340.0f);
  if (clicked >= 0) choice = kChoices[clicked];

  if (context.profile != nullptr) {
    const Profile& profile = context.profile->profile();
    ImGui::SetCursorPos(ImVec2(margin, ImGui::GetCursorPosY() + 24.0f * s));
    SectionLabel("ON FILE");
    ImGui::SetCursorPosX(margin);
    ImGui::TextColored(ToImVec4(kSand), "%s    %s    %s    best score %s", profile.callsign.c_str(),
                       Count(profile.stats.battles, "battle", "battles").c_str(),
                       Count(profile.stats.victories, "victory", "victories").c_str(),
                       Thousands(profile.stats.best_score).c_str());
  }
  EndScreenWindow();
  out.Go(nav);
  out.Go(NavForRelaxChoice(choice));
}

}  // namespace bc::ui
