#include <catch2/catch.hpp>

#include <set>

#include "campaign/achievement.h"
#include "campaign/profile_progress.h"
#include "core/campaign_fixture.h"

using namespace bc;

TEST_CASE("There are at least 12 achievements, each with its own id and reward",
          "[campaign][achievements]") {
  const auto all = Achievements();
  REQUIRE(all.size() >= 12);
  std::set<std::string> ids;
  std::set<std::string> rewards;
  for (const AchievementDef& def : all) {
    CHECK(ids.insert(def.id).second);
    CHECK(rewards.insert(def.reward).second);
    CHECK((IsEmblem(def.reward) || IsCallingCard(def.reward)));
    CHECK(std::string(def.description).size() > 10);
    CHECK(def.amount > 0);
  }
  // Standard issue pieces are never a reward.
  CHECK(rewards.count(kStandardEmblem) == 0);
  CHECK(rewards.count(kStandardCallingCard) == 0);
}

TEST_CASE("Cosmetic ids name emblems and calling cards by number", "[campaign][achievements]") {
  CHECK(IsEmblem("emblem_12"));
  CHECK_FALSE(IsEmblem("emblem_"));
  CHECK_FALSE(IsEmblem("emblem_x"));
  CHECK(IsCallingCard("calling_card_3"));
  CHECK_FALSE(IsCallingCard("emblem_3"));
}

TEST_CASE("The first victory earns FIRST CONTACT and its emblem, once",
          "[campaign][achievements]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  CHECK(AwardAchievements(catalog, campaigns, profile).empty());
  profile.stats.victories = 1;
  CHECK(AwardAchievements(catalog, campaigns, profile) == std::vector<std::string>{"first_contact"});
  CHECK(profile.cosmetics.count("emblem_4") == 1);
  CHECK(AwardAchievements(catalog, campaigns, profile).empty());
}

TEST_CASE("Recording a battle awards the achievements it completes",
          "[campaign][achievements]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  profile.stats.kills_by_enemy["killer_krab"] = 20;
  BattleSummary summary;
  summary.mission = "m1";
  summary.victory = true;
  summary.score = 3000;
  summary.base_health = 10;
  summary.started_shields_held = true;
  summary.kills = 5;
  summary.kills_by_enemy = {{"killer_krab", 5}};
  BattleReport report;
  REQUIRE(RecordBattle(catalog, campaigns, "basics", summary, profile, &report).ok);
  CHECK(report.new_achievements ==
        std::vector<std::string>{"first_contact", "pest_control", "nothing_to_report"});
  CHECK(profile.cosmetics.count("calling_card_1") == 1);
}

TEST_CASE("Achievement progress reads statistics and progress", "[campaign][achievements]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({"rifle_team", "patch_kit", "flare"});  // 3 of 5
  const AchievementDef* filing = FindAchievement("filing_cabinet");
  REQUIRE(filing != nullptr);
  const AchievementProgress collected = ProgressOf(*filing, catalog, campaigns, profile);
  CHECK(collected.current == 60);
  CHECK(collected.Met());

  const AchievementDef* veteran = FindAchievement("veteran");
  REQUIRE(veteran != nullptr);
  CHECK_FALSE(ProgressOf(*veteran, catalog, campaigns, profile).Met());
  CarriedUnit unit = FreshUnit(catalog, "rifle_team", 0);
  unit.rank = 4;
  profile.campaigns["basics"].roster.push_back(unit);
  CHECK(ProgressOf(*veteran, catalog, campaigns, profile).Met());

  const AchievementDef* stars = FindAchievement("star_chart");
  REQUIRE(stars != nullptr);
  profile.missions["m1"].stars = 3;
  profile.missions["m2"].stars = 2;
  CHECK(ProgressOf(*stars, catalog, campaigns, profile).current == 5);
  // A record of a mission the data no longer has is kept, but its stars do not count; nor
  // does a card the data no longer has count in the collection.
  REQUIRE(catalog.FindMission("m_retired") < 0);
  profile.missions["m_retired"].stars = 3;
  profile.owned_cards.insert("retired_card");
  CHECK(ProgressOf(*stars, catalog, campaigns, profile).current == 5);
  CHECK(ProgressOf(*filing, catalog, campaigns, profile).current == 60);
}

TEST_CASE("An empty catalogue never awards the collection achievements",
          "[campaign][achievements]") {
  Profile profile = NewProfile({});
  const std::vector<std::string> earned = AwardAchievements(Catalog{}, Campaigns{}, profile);
  CHECK(earned.empty());
}
