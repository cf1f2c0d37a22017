// Campaign definitions: an operation is an ordered list of missions played one after
// another (each under its own mission's deck policy). Loaded from data/campaigns/ by
// the data layer (data/campaign_loader.h) and kept apart from Catalog; missions and
// cards are referred to by id and checked against the catalog at load time.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"

namespace bc {

// One mission slot of an operation.
struct CampaignMissionDef {
  std::string mission;                    // id in Catalog::missions
  std::string teaches;                    // the mechanic this mission introduces, or ""
  std::vector<std::string> reward_cards;  // card ids issued on the first victory
};

// One operation: a tutorial or a siege.
struct CampaignDef {
  std::string id;                 // "orientation"
  std::string name;               // "OPERATION ORIENTATION"
  std::string summary;            // one dry paragraph for the operation list
  int order = 0;                  // position in the operation list
  std::string requires_campaign;  // operation that must be complete first; "" = open
  bool carry_units = true;        // unit HP, rank and upgrades carry between missions
  std::vector<CampaignMissionDef> missions;  // played in this order
};

using Campaigns = std::vector<CampaignDef>;

// Index of the operation with this id, or -1.
int FindCampaign(const Campaigns& campaigns, const std::string& id);
// Position of the mission inside the operation, or -1.
int FindCampaignMission(const CampaignDef& campaign, const std::string& mission_id);
// The operation that holds the mission (index into campaigns), or -1.
int CampaignOfMission(const Campaigns& campaigns, const std::string& mission_id);

}  // namespace bc
