#include "campaign/campaign.h"

namespace bc {

int FindCampaign(const Campaigns& campaigns, const std::string& id) {
  for (std::size_t i = 0; i < campaigns.size(); ++i) {
    if (campaigns[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

int FindCampaignMission(const CampaignDef& campaign, const std::string& mission_id) {
  for (std::size_t i = 0; i < campaign.missions.size(); ++i) {
    if (campaign.missions[i].mission == mission_id) return static_cast<int>(i);
  }
  return -1;
}

int CampaignOfMission(const Campaigns& campaigns, const std::string& mission_id) {
  for (std::size_t i = 0; i < campaigns.size(); ++i) {
    if (FindCampaignMission(campaigns[i], mission_id) >= 0) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace bc
