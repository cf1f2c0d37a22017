#include "ui/relax_screen.h"

#include <algorithm>

#include "session/profile_session.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

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
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##relax", context, Tr("RELAX"), Tr("STATS, SETTINGS, APPROVED LEISURE"),
                                            Tr("Off duty. The Bureau reminds you that relaxation is mandatory and logged."));
  static constexpr HubTile kTiles[] = {
      {"##stats", N_("STATS"), N_("SERVICE STATISTICS"), N_("Battles, victories, kills, damage, best scores and stars, with charts.")},
      {"##dossier", N_("DOSSIER"), N_("CALLSIGN, EMBLEMS, CALLING CARDS"), N_("YOUR CALLSIGN, READY FOR THE FIELD.")},
      {"##cinema", N_("ARCHIVE CINEMA"), N_("APPROVED LEISURE"), N_("The old world, kept on reel. No campaign effect.")},
      {"##settings", N_("SETTINGS"), N_("SETTINGS & UPDATES"), N_("MAKE MARS BEHAVE. Preferences apply immediately.")},
      {"##archive", N_("OPERATIONS ARCHIVE"), N_("CLEAR OR ERASE RECORDS"),
       N_("Clear the active siege or erase stored service statistics.")},
  };
  static constexpr RelaxChoice kChoices[] = {RelaxChoice::kStats, RelaxChoice::kDossier, RelaxChoice::kCinema,
                                             RelaxChoice::kSettings, RelaxChoice::kArchive};
  const int clicked = HubTiles(context, kTiles, 5, 3, 340.0f);
  if (clicked >= 0) choice = kChoices[clicked];

  if (context.profile != nullptr) {
    const Profile& profile = context.profile->profile();
    ImGui::SetCursorPos(ImVec2(margin, ImGui::GetCursorPosY() + 24.0f * s));
    SectionLabel(Tr("ON FILE"));
    ImGui::SetCursorPosX(margin);
    ImGui::TextColored(ToImVec4(kSand), Tr("%s    %s    %s    best score %s"), profile.callsign.c_str(),
                       Count(profile.stats.battles, "{0} battle", "{0} battles").c_str(),
                       Count(profile.stats.victories, "{0} victory", "{0} victories").c_str(),
                       Thousands(profile.stats.best_score).c_str());
  }
  EndScreenWindow();
  out.Go(nav);
  out.Go(NavForRelaxChoice(choice));
}

}  // namespace bc::ui
