// STATS: the service statistics of the profile, with charts drawn in the UI: battles
// and victories, kills by attacker type, damage, the score of each recent battle, best
// scores per mission and stars per operation.
#pragma once

#include <vector>

#include "campaign/campaign.h"
#include "campaign/profile.h"
#include "ui/chart.h"
#include "ui/screen.h"

namespace bc::ui {

// The bars of the STATS charts, built from the profile (tested without a window).
std::vector<ChartBar> OutcomeBars(const Statistics& stats);
std::vector<ChartBar> StarBars(const Campaigns& campaigns, const Profile& profile);
std::vector<ChartBar> KillBars(const Catalog& catalog, const Statistics& stats);

class StatsScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kStats; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
};

}  // namespace bc::ui
