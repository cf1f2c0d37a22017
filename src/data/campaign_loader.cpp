// Campaign data (campaign_loader.h).
#include "data/campaign_loader.h"

#include <algorithm>
#include <map>
#include <set>

#include "campaign/achievement.h"
#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

template <typename T>
std::vector<std::string> IdsOf(const std::vector<T>& items) {
  std::vector<std::string> ids;
  for (const T& item : items) ids.push_back(item.id);
  return ids;
}

void ReadSlot(Reader& record, const Catalog& catalog, CampaignMissionDef& slot) {
  record.Id("mission", slot.mission);
  const int mission = slot.mission.empty() ? -1 : catalog.FindMission(slot.mission);
  if (!slot.mission.empty() && mission < 0) {
    record.context().Error(record.PointerOf("mission"),
                           "unknown mission \"" + slot.mission + "\"" +
                               SuggestFrom(slot.mission, IdsOf(catalog.missions)),
                           "mission:" + slot.mission);
  }
  // The rulebook's "mission deck policy": one rule per mission, set in its file.
  for (const char* key : {"deck_policy", "fixed_loadout"}) {
    record.Refuse(key, std::string("the deck policy is the mission's own: set \"") + key +
                           "\" in the mission's file under data/missions");
  }
  record.OptString("teaches", slot.teaches);
  record.OptIdList("reward_cards", slot.reward_cards);
  record.Finish();

  for (std::size_t i = 0; i < slot.reward_cards.size(); ++i) {
    const std::string& id = slot.reward_cards[i];
    const std::string pointer = PointerAppend(record.PointerOf("reward_cards"), i);
    const int card = catalog.FindCard(id);
    if (card < 0) {
      record.context().Error(pointer, "unknown card \"" + id + "\"" + SuggestFrom(id, IdsOf(catalog.cards)),
                             "card:" + id);
    } else if (catalog.cards[static_cast<std::size_t>(card)].siege) {
      record.context().Error(pointer, "\"" + id + "\" is a siege unit and cannot be issued");
    }
  }
}

void ReadCampaign(Reader& record, const Catalog& catalog, Campaigns& out) {
  CampaignDef campaign;
  record.Id("id", campaign.id);
  record.String("name", campaign.name);
  record.String("summary", campaign.summary);
  record.Int("order", campaign.order, 0, 999);
  record.OptId("requires", campaign.requires_campaign);
  record.OptBool("carry_units", campaign.carry_units);
  std::vector<Reader> slots = record.Records("missions", true);
  if (record.Has("missions") && record.node()["missions"].is_array() && slots.empty()) {
    record.Error("missions", "an operation needs at least one mission");
  }
  for (Reader& slot_record : slots) {
    CampaignMissionDef slot;
    ReadSlot(slot_record, catalog, slot);
    campaign.missions.push_back(std::move(slot));
  }
  record.Finish();
  if (!campaign.id.empty() && campaign.requires_campaign == campaign.id) {
    record.Error("requires", "an operation cannot require itself");
  }
  for (const CampaignDef& other : out) {
    if (!campaign.id.empty() && other.id == campaign.id) {
      record.Error("id", "duplicate operation id \"" + campaign.id + "\"");
      return;
    }
  }
  out.push_back(std::move(campaign));
}

}  // namespace

void ReadCampaigns(const nlohmann::json& root, const std::string& file, const Catalog& catalog,
                   Campaigns& out, LoadErrors& errors) {
  const ReadContext context{file, nullptr, &errors};
  Reader reader(context, root, "");
  reader.Allow("$schema");
  for (Reader& record : reader.Records("campaigns", true)) ReadCampaign(record, catalog, out);
  reader.Finish();
}

void CheckCampaigns(const Campaigns& campaigns, const std::string& where,
                    LoadErrors& errors) {
  auto error = [&](std::string reason, std::string unknown_id = {}) {
    errors.push_back(LoadError{where, "", 0, 0, std::move(reason), std::move(unknown_id)});
  };
  std::map<std::string, std::string> owner;  // mission id -> operation id
  std::set<int> orders;
  for (const CampaignDef& campaign : campaigns) {
    if (!orders.insert(campaign.order).second) {
      error("operations \"" + campaign.id + "\" and another share order " +
            std::to_string(campaign.order));
    }
    for (const CampaignMissionDef& slot : campaign.missions) {
      const auto [it, fresh] = owner.emplace(slot.mission, campaign.id);
      if (!fresh) {
        error("mission \"" + slot.mission + "\" is in operation \"" + it->second + "\" and in \"" +
              campaign.id + "\"; a mission belongs to one operation");
      }
    }
    if (!campaign.requires_campaign.empty() &&
        FindCampaign(campaigns, campaign.requires_campaign) < 0) {
      error("operation \"" + campaign.id + "\" requires unknown operation \"" +
            campaign.requires_campaign + "\"" + SuggestFrom(campaign.requires_campaign, IdsOf(campaigns)),
            "operation:" + campaign.requires_campaign);
    }
    // Follow the chain of requirements; a loop would lock every operation on it.
    std::set<std::string> seen{campaign.id};
    std::string next = campaign.requires_campaign;
    while (!next.empty()) {
      if (!seen.insert(next).second) {
        error("operation \"" + campaign.id + "\" is on a loop of requirements and can never open");
        break;
      }
      const int index = FindCampaign(campaigns, next);
      next = index < 0 ? "" : campaigns[static_cast<std::size_t>(index)].requires_campaign;
    }
  }
}

void CheckAchievementReferences(const Campaigns& campaigns, const Catalog& catalog,
                                const std::string& where, LoadErrors& errors) {
  // A data folder with no operations at all (skirmish-only) has nothing to match.
  if (campaigns.empty()) return;
  auto error = [&](std::string reason, std::string unknown_id) {
    errors.push_back(LoadError{where, "", 0, 0, std::move(reason), std::move(unknown_id)});
  };
  for (const AchievementDef& achievement : Achievements()) {
    const std::string subject = achievement.subject;
    const bool names_campaign = achievement.kind == AchievementKind::kCampaignComplete ||
                                achievement.kind == AchievementKind::kCampaignAllStars;
    if (names_campaign && FindCampaign(campaigns, subject) < 0) {
      error(std::string("achievement \"") + achievement.id + "\" names unknown operation \"" +
                subject + "\"",
            "operation:" + subject);
    }
    if (achievement.kind == AchievementKind::kKillsOf && catalog.FindEnemy(subject) < 0) {
      error(std::string("achievement \"") + achievement.id + "\" names unknown enemy \"" +
                subject + "\"",
            "enemy:" + subject);
    }
  }
}

Campaigns LoadCampaignFiles(const std::filesystem::path& data_dir, const Catalog& catalog,
                            LoadErrors& errors) {
  Campaigns campaigns;
  const std::filesystem::path dir = data_dir / "campaigns";
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return campaigns;  // skirmish-only data
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());  // a folder too: reported
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    const std::optional<JsonSource> source = ParseJsonFile(file, errors);
    if (!source) continue;
    const std::size_t first_error = errors.size();
    ReadCampaigns(source->root, source->file, catalog, campaigns, errors);
    // Give the new errors their line and column.
    for (std::size_t i = first_error; i < errors.size(); ++i) {
      if (errors[i].file != source->file) continue;
      const auto [line, column] = source->locator.Locate(errors[i].path);
      errors[i].line = line;
      errors[i].column = column;
    }
  }
  std::stable_sort(campaigns.begin(), campaigns.end(),
                   [](const CampaignDef& a, const CampaignDef& b) { return a.order < b.order; });
  CheckCampaigns(campaigns, dir.generic_string(), errors);
  MarkFollowingErrors(errors, data_dir);
  return campaigns;
}

Campaigns LoadCampaigns(const std::filesystem::path& data_dir, const Catalog& catalog,
                        LoadErrors& errors) {
  Campaigns campaigns = LoadCampaignFiles(data_dir, catalog, errors);
  CheckAchievementReferences(campaigns, catalog, (data_dir / "campaigns").generic_string(), errors);
  MarkFollowingErrors(errors, data_dir);
  return campaigns;
}

}  // namespace bc::data
