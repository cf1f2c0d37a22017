#include "ui/mission_list.h"

#include "campaign/profile_progress.h"
#include "ui/tr.h"

namespace bc::ui {

namespace {

MissionRow RowFor(const Catalog& catalog, int index, const Profile* profile) {
  MissionRow row;
  row.mission = index;
  row.label = catalog.missions[static_cast<std::size_t>(index)].name;
  if (profile != nullptr) {
    const auto it = profile->missions.find(catalog.missions[static_cast<std::size_t>(index)].id);
    if (it != profile->missions.end() && it->second.victories > 0) {
      row.won = true;
      row.stars = it->second.stars;
      row.flawless = it->second.flawless;
    }
  }
  return row;
}

}  // namespace

std::vector<MissionRow> MissionRows(const Catalog& catalog, const Campaigns* campaigns, const Profile* profile) {
  std::vector<MissionRow> rows;
  std::vector<bool> placed(catalog.missions.size(), false);
  if (campaigns != nullptr && profile != nullptr) {
    for (const CampaignDef& campaign : *campaigns) {
      MissionRow heading;
      heading.heading = true;
      heading.label = campaign.name;
      heading.locked = !CampaignUnlocked(*profile, *campaigns, campaign);
      int won = 0;
      const std::size_t heading_at = rows.size();
      rows.push_back(heading);
      for (std::size_t p = 0; p < campaign.missions.size(); ++p) {
        const int index = catalog.FindMission(campaign.missions[p].mission);
        if (index < 0) continue;
        placed[static_cast<std::size_t>(index)] = true;
        MissionRow row = RowFor(catalog, index, profile);
        row.locked = !MissionUnlocked(*profile, *campaigns, campaign, static_cast<int>(p));
        won += row.won ? 1 : 0;
        rows.push_back(row);
      }
      MissionRow& h = rows[heading_at];
      if (h.locked && !campaign.requires_campaign.empty()) {
        const int required = FindCampaign(*campaigns, campaign.requires_campaign);
        h.detail = Format(Tr("LOCKED: complete {0} first"),
                          {required >= 0 ? std::string(TrData((*campaigns)[static_cast<std::size_t>(required)].name))
                                         : campaign.requires_campaign});
      } else {
        h.detail = Format(Tr("{0} of {1} won, {2} of {3} stars"),
                          {std::to_string(won), std::to_string(campaign.missions.size()),
                           std::to_string(CampaignStars(*profile, campaign)), std::to_string(CampaignMaxStars(campaign))});
      }
    }
  }
  // The skirmishes get a heading only below operations; a flat list has none.
  const bool below_operations = !rows.empty();
  bool skirmish_heading = false;
  for (std::size_t i = 0; i < catalog.missions.size(); ++i) {
    if (placed[i]) continue;
    if (!skirmish_heading && below_operations) {
      MissionRow heading;
      heading.heading = true;
      heading.label = Tr("SKIRMISHES");
      heading.detail = Tr("no operation: service statistics only");
      rows.push_back(heading);
      skirmish_heading = true;
    }
    rows.push_back(RowFor(catalog, static_cast<int>(i), profile));
  }
  return rows;
}

int DefaultMissionRow(const std::vector<MissionRow>& rows) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (!rows[i].heading && !rows[i].locked && !rows[i].won) return static_cast<int>(i);
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (!rows[i].heading) return static_cast<int>(i);
  }
  return -1;
}

int StepMissionRow(const std::vector<MissionRow>& rows, int row, int step) {
  const int n = static_cast<int>(rows.size());
  if (n == 0) return -1;
  int at = (row < 0 || row >= n) ? 0 : row;
  const int direction = step < 0 ? -1 : 1;
  for (int moved = 0; moved < (step < 0 ? -step : step);) {
    bool found = false;
    for (int k = 0; k < n; ++k) {
      at = (at + direction + n) % n;
      if (!rows[static_cast<std::size_t>(at)].heading) {
        found = true;
        break;
      }
    }
    if (!found) return -1;
    ++moved;
  }
  return at;
}

int NextOpenMission(const std::vector<MissionRow>& rows, int mission) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].heading || rows[i].mission != mission) continue;
    const int next = StepMissionRow(rows, static_cast<int>(i), 1);
    if (next <= static_cast<int>(i) || rows[static_cast<std::size_t>(next)].locked) return -1;
    return rows[static_cast<std::size_t>(next)].mission;
  }
  return -1;
}

}  // namespace bc::ui
