// PREPARE (CARDS, CAMPAIGNS, COMMAND FILES): the hub that opens the Basecamp, the card
// catalogue, the deck builder and SELECT OPERATION, with every operation's progress.
// Also the few pieces every campaign screen shares: the backdrop, the header with
// < BACK, and the line shown when there is no profile to show.
#pragma once

#include <string>

#include "campaign/campaign.h"
#include "campaign/profile.h"
#include "ui/screen.h"

namespace bc::ui {

// The campaign screens' backdrop: the operations screen's dusk gradient.
void FillCampaignBackdrop(const UiContext& context);
// A campaign screen's opening: its window (`window`, BeginScreenWindow), "< BACK", the
// channel label beside it, the heading in display type and, when given, one dry line
// under it. Where BACK leads when it was pressed (NavRequest::Pop), else nowhere.
NavRequest OpenCampaignScreen(const char* window, const UiContext& context, const char* channel,
                              const char* heading, const char* line);
// When there is no profile, says so and returns false; the caller draws nothing of it.
bool HaveProfile(const UiContext& context);
// A screen that shows the profile, when none is loaded: says so, closes the screen's
// window, sends `out` where `nav` leads and returns false; the caller draws nothing more.
bool ProfileOrClose(const UiContext& context, NavRequest nav, Choices& out);
// For SELECT OPERATION's briefing: the mission's place in its operation and the best on
// record, or why it is locked (fought anyway, it counts as a skirmish), and its deck
// policy. Nothing when no profile is loaded.
void DrawMissionStanding(const UiContext& context, const MissionDef& mission);
// The line DrawMissionStanding shows about the mission's place (tested without a window).
std::string MissionStandingText(const Catalog& catalog, const Campaigns& campaigns, const Profile& profile,
                                const MissionDef& mission);
// "OPERATION ORIENTATION, MISSION 3 OF 10": a mission's place in its operation.
std::string CampaignPlaceText(const CampaignDef& campaign, int position);
// "1,250": credits and scores with the language's digit group separator ("1 250" in
// Russian, "1.250" in Portuguese).
std::string Thousands(int value);

// Where each PREPARE tile leads.
enum class PrepareChoice { kNone, kBasecamp, kCards, kDeckBuilder, kCampaigns, kHostiles };
NavRequest NavForPrepareChoice(PrepareChoice choice);

class PrepareScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kPrepare; }
  void DrawWorld(const UiContext& context) override { FillCampaignBackdrop(context); }
  void DrawUi(const UiContext& context, Choices& out) override;
};

}  // namespace bc::ui
