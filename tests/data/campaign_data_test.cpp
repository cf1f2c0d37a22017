// Validates the game's own operations in data/campaigns/ and their missions
// (data/missions/op_*.json): this test's job is the shipped data.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "basecommand/achievement.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"

using namespace bc;
using namespace bc::data;

namespace {

struct GameData {
  CatalogLoad catalog = LoadCatalog(DefaultDataDir());
  LoadErrors campaign_errors;
  Campaigns campaigns = LoadCampaigns(DefaultDataDir(), catalog.catalog, campaign_errors);
};

const GameData& Game() {
  static const GameData data;
  return data;
}

const MissionDef& Mission(const std::string& id) {
  const Catalog& catalog = Game().catalog.catalog;
  return catalog.missions.at(static_cast<std::size_t>(catalog.FindMission(id)));
}

double MeanAttackers(const CampaignDef& campaign) {
  double total = 0;
  for (const CampaignMissionDef& slot : campaign.missions) total += static_cast<double>(Mission(slot.mission).schedule.size());
  return total / static_cast<double>(campaign.missions.size());
}

}  // namespace

TEST_CASE("The game's operations and their missions load without an error", "[campaign][game_data]") {
  std::string problems;
  for (const LoadError& e : Game().campaign_errors) problems += FormatError(e) + "\n";
  for (const LoadError& e : Game().catalog.errors) {
    if (e.file.find("missions/op_") != std::string::npos) problems += FormatError(e) + "\n";
  }
  INFO(problems);
  CHECK(problems.empty());
}

TEST_CASE("There are a tutorial and two sieges, at least 20 missions in all", "[campaign][game_data]") {
  const Campaigns& campaigns = Game().campaigns;
  REQUIRE(campaigns.size() >= 3);
  CHECK(campaigns[0].id == "orientation");
  CHECK(campaigns[0].requires_campaign.empty());
  CHECK(campaigns[1].requires_campaign == campaigns[0].id);
  CHECK(campaigns[2].requires_campaign == campaigns[1].id);
  std::size_t missions = 0;
  for (const CampaignDef& c : campaigns) missions += c.missions.size();
  CHECK(missions >= 20);
}

TEST_CASE("The tutorial teaches one mechanic per mission, every attacker type included",
          "[campaign][game_data]") {
  const CampaignDef& tutorial = Game().campaigns.at(0);
  std::set<std::string> taught;
  for (const CampaignMissionDef& slot : tutorial.missions) {
    CHECK_FALSE(slot.teaches.empty());
    CHECK(taught.insert(slot.teaches).second);
  }
  for (const char* mechanic : {"movement and breaches", "shields", "the cannon", "units and engagements",
                               "supports", "terrain", "fieldworks", "Killer Krabs", "Ridge Skimmers",
                               "Twinfin Darts"}) {
    CHECK(taught.count(mechanic) == 1);
  }
}

TEST_CASE("Each campaign mission has its own schedule, a briefing, a par and rising stars",
          "[campaign][game_data]") {
  std::set<std::string> schedules;
  for (const CampaignDef& campaign : Game().campaigns) {
    for (const CampaignMissionDef& slot : campaign.missions) {
      const MissionDef& mission = Mission(slot.mission);
      INFO(mission.id);
      CHECK(mission.briefing.size() > 60);
      CHECK(mission.par > 0);
      CHECK(mission.star_scores[0] > 0);
      CHECK(mission.star_scores[0] < mission.star_scores[1]);
      CHECK(mission.star_scores[1] < mission.star_scores[2]);
      std::string key;
      for (const SpawnDef& s : mission.schedule) {
        key += std::to_string(s.turn) + ":" + std::to_string(s.enemy) + ":" + std::to_string(s.cell) +
               ":" + std::to_string(static_cast<int>(s.sector)) + ";";
      }
      CHECK(schedules.insert(key).second);
    }
  }
}

TEST_CASE("Sieges grow: each operation sends more attackers per mission than the last",
          "[campaign][game_data]") {
  const Campaigns& campaigns = Game().campaigns;
  REQUIRE(campaigns.size() >= 3);
  CHECK(MeanAttackers(campaigns[0]) < MeanAttackers(campaigns[1]));
  CHECK(MeanAttackers(campaigns[1]) < MeanAttackers(campaigns[2]));
}

TEST_CASE("Every achievement's reward is a picture in assets/dossier", "[campaign][game_data]") {
  const std::filesystem::path dossier = std::filesystem::path(BC_SOURCE_DIR) / "assets/dossier";
  for (const AchievementDef& def : Achievements()) {
    INFO(def.reward);
    CHECK(std::filesystem::exists(dossier / (std::string(def.reward) + ".png")));
  }
  CHECK(std::filesystem::exists(dossier / (std::string(kStandardEmblem) + ".png")));
  CHECK(std::filesystem::exists(dossier / (std::string(kStandardCallingCard) + ".png")));
}
