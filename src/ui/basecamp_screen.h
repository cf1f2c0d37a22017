// BASECAMP COMMAND: "Review readiness, spend campaign credits, unlock cards, and refit
// owned assets before the next siege." Readiness: an operation's roster of carried
// units (HP, rank, upgrades), its next mission and that mission's threats. Spending:
// card unlocks, unit ranks, command file slots, optional services and refits, with the
// collection percentage and what the services have cost it.
#pragma once

#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "campaign/campaign_roster.h"
#include "campaign/profile.h"
#include "ui/screen.h"
#include "ui/widgets.h"

namespace bc::ui {

// The operation the Basecamp opens on: the first open operation not yet complete, else
// the last open one; -1 when there are none.
int DefaultBasecampCampaign(const Catalog& catalog, const Campaigns& campaigns, const Profile& profile);
// The roster the Basecamp shows for an operation: its carried records, plus fresh ones
// for the starter template's units that have none yet.
Roster ReadinessRoster(const Catalog& catalog, const Profile& profile, const std::string& campaign_id);
// Collectible cards the profile does not own, cheapest first (then by name).
std::vector<int> CardsForSale(const Catalog& catalog, const Profile& profile);

class BasecampScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kBasecamp; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  void OnReply(const session::Reply& reply) override;

 private:
  void DrawReadiness(const UiContext& context, float width, float height);
  void DrawSpending(const UiContext& context, float width, float height);

  int campaign_ = -2;  // index into the operations; -2 until chosen
  SpendQuestion spend_;  // every spend asks first
  std::string message_;
  bool message_error_ = false;
};

}  // namespace bc::ui
