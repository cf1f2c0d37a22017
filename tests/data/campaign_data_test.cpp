// Validates the game's own operations in data/campaigns/ and their missions
// (data/missions/op_*.json): this test's job is the shipped data.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>

#include "campaign/achievement.h"
#include "campaign/campaign.h"
#include "campaign/profile_progress.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "data/profile_store.h"
#include "scratch_dir.h"

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

namespace {

const CampaignDef& Operation(const std::string& id) {
  const Campaigns& campaigns = Game().campaigns;
  const int at = FindCampaign(campaigns, id);
  REQUIRE(at >= 0);
  return campaigns.at(static_cast<std::size_t>(at));
}

std::set<std::string> EnemiesSent(const MissionDef& mission) {
  const Catalog& catalog = Game().catalog.catalog;
  std::set<std::string> sent;
  for (const SpawnDef& s : mission.schedule) sent.insert(catalog.enemies.at(static_cast<std::size_t>(s.enemy)).id);
  return sent;
}

void WinEveryMission(const CampaignDef& campaign, int stars, Profile& profile) {
  for (const CampaignMissionDef& slot : campaign.missions) {
    MissionRecord& record = profile.missions[slot.mission];
    record.plays = 1;
    record.victories = 1;
    record.stars = stars;
  }
}

}  // namespace

TEST_CASE("OPERATION ANNUAL REVIEW is the fourth operation, at least 8 missions, open once Long Night is complete",
          "[campaign][game_data]") {
  const Campaigns& campaigns = Game().campaigns;
  const CampaignDef& review = Operation("annual_review");
  CHECK(review.name == "OPERATION ANNUAL REVIEW");
  CHECK(review.requires_campaign == "long_night");
  CHECK(review.missions.size() >= 8);
  CHECK(review.order > Operation("long_night").order);

  Profile profile = NewProfile({});
  WinEveryMission(Operation("orientation"), 3, profile);
  WinEveryMission(Operation("dust_season"), 3, profile);
  CHECK_FALSE(CampaignUnlocked(profile, campaigns, review));
  CHECK(MissionLockReason(profile, campaigns, "annual_review", review.missions[0].mission).find("OPERATION LONG NIGHT") !=
        std::string::npos);
  WinEveryMission(Operation("long_night"), 1, profile);
  CHECK(CampaignUnlocked(profile, campaigns, review));
  CHECK(MissionUnlocked(profile, campaigns, review, 0));
  CHECK_FALSE(MissionUnlocked(profile, campaigns, review, 1));
  CHECK(MissionLockReason(profile, campaigns, "annual_review", review.missions[1].mission) ==
        "mission 2 is locked: win mission 1 of OPERATION ANNUAL REVIEW first");
}

TEST_CASE("OPERATION ANNUAL REVIEW introduces each new attacker in a mission that teaches it, then ends on THE AUDITOR",
          "[campaign][game_data]") {
  const Catalog& catalog = Game().catalog.catalog;
  const CampaignDef& review = Operation("annual_review");
  // Types the earlier operations send: the review may bring them back without teaching them.
  std::set<std::string> known;
  for (const CampaignDef& campaign : Game().campaigns) {
    if (campaign.order >= review.order) continue;
    for (const CampaignMissionDef& slot : campaign.missions) {
      for (const std::string& id : EnemiesSent(Mission(slot.mission))) known.insert(id);
    }
  }
  // The review's own lessons, in order. Other teaching missions may be slotted in between;
  // they follow the same rule (at most one new attacker, named by their own lessons).
  const std::vector<std::pair<std::string, std::string>> lessons = {
      {"Binary Slugs", "binary_slug"},     {"Mending Drones", "mending_drone"}, {"Static Wisps", "static_wisp"},
      {"Drop Barges", "drop_barge"},       {"Orbit Runners", "orbit_runner"},   {"THE AUDITOR", "the_auditor"}};
  std::vector<std::string> taught_in_order;
  std::set<std::string> met_here;
  for (const CampaignMissionDef& slot : review.missions) {
    const MissionDef& mission = Mission(slot.mission);
    INFO(mission.id);
    const std::set<std::string> sent = EnemiesSent(mission);
    std::set<std::string> first_here;
    for (const std::string& id : sent) {
      if (met_here.count(id) == 0 && known.count(id) == 0) first_here.insert(id);
    }
    CHECK(first_here.size() <= (slot.teaches.empty() ? 0u : 1u));  // one new attacker, and only where it is taught
    const auto lesson = std::find_if(lessons.begin(), lessons.end(),
                                     [&](const auto& l) { return l.first == slot.teaches; });
    if (lesson != lessons.end()) {
      // The lesson is its attacker's first appearance in the operation, and the briefing
      // names it.
      const std::string& taught = lesson->second;
      taught_in_order.push_back(taught);
      CHECK(met_here.count(taught) == 0);
      CHECK(sent.count(taught) == 1);
      const EnemyDef& enemy = catalog.enemies.at(static_cast<std::size_t>(catalog.FindEnemy(taught)));
      CHECK(mission.briefing.find(enemy.name) != std::string::npos);
    }
    met_here.insert(sent.begin(), sent.end());
  }
  std::vector<std::string> expected;
  for (const auto& l : lessons) expected.push_back(l.second);
  CHECK(taught_in_order == expected);
  CHECK(review.missions.back().teaches == "THE AUDITOR");
  CHECK(EnemiesSent(Mission(review.missions.back().mission)).count("the_auditor") == 1);
}

TEST_CASE("Every operation has an achievement for completing it and one for three stars on every mission",
          "[campaign][game_data][achievements]") {
  for (const CampaignDef& campaign : Game().campaigns) {
    INFO(campaign.id);
    bool complete = false;
    bool starred = false;
    for (const AchievementDef& def : Achievements()) {
      if (std::string(def.subject) != campaign.id) continue;
      complete = complete || (def.kind == AchievementKind::kCampaignComplete && def.amount == 1);
      starred = starred || (def.kind == AchievementKind::kCampaignAllStars && def.amount == 1);
    }
    CHECK(complete);
    CHECK(starred);
  }
}

TEST_CASE("Completing OPERATION ANNUAL REVIEW, and with three stars everywhere, earns its achievements",
          "[campaign][game_data][achievements]") {
  const Catalog& catalog = Game().catalog.catalog;
  const Campaigns& campaigns = Game().campaigns;
  Profile profile = NewProfile({});
  for (const char* id : {"orientation", "dust_season", "long_night"}) WinEveryMission(Operation(id), 1, profile);
  AwardAchievements(catalog, campaigns, profile);
  CHECK(profile.achievements.count("annual_review_passed") == 0);
  WinEveryMission(Operation("annual_review"), 2, profile);
  const std::vector<std::string> passed = AwardAchievements(catalog, campaigns, profile);
  CHECK(std::count(passed.begin(), passed.end(), "annual_review_passed") == 1);
  CHECK(std::count(passed.begin(), passed.end(), "annual_review_starred") == 0);
  CHECK(profile.cosmetics.count("calling_card_10") == 1);
  WinEveryMission(Operation("annual_review"), 3, profile);
  const std::vector<std::string> starred = AwardAchievements(catalog, campaigns, profile);
  CHECK(starred == std::vector<std::string>{"annual_review_starred"});
  CHECK(profile.cosmetics.count("calling_card_8") == 1);
  profile.stats.kills_by_enemy["the_auditor"] = 1;
  CHECK(AwardAchievements(catalog, campaigns, profile) == std::vector<std::string>{"no_further_questions"});
}

TEST_CASE("A profile saved part-way through OPERATION ANNUAL REVIEW, before its lessons were slotted in, "
          "resumes where it was",
          "[campaign][game_data][profile]") {
  // tests/fixtures/profiles/annual_review_midway.json was written when the operation
  // listed op_annual_review_01 ... _08 only: missions 1-6 won, a defeat on QUARTER END
  // (then mission 7) and a siege on it in progress, carried units. Records are kept by
  // mission id, so slotting missions in moves nothing; the unlock rule keeps open what
  // was open.
  const Catalog& catalog = Game().catalog.catalog;
  const Campaigns& campaigns = Game().campaigns;
  const CampaignDef& review = Operation("annual_review");
  test::ScratchDir folder("midway_profile");
  std::filesystem::copy_file(std::filesystem::path(BC_SOURCE_DIR) / "tests/fixtures/profiles/annual_review_midway.json",
                             folder.path() / "profile.json");
  ProfileLoad load = LoadProfile(folder.path(), {});
  INFO(load.message << load.details);
  REQUIRE(load.source == ProfileLoad::Source::kMain);
  CHECK(load.message.empty());
  Profile& profile = load.profile;

  auto position = [&](const std::string& id) { return FindCampaignMission(review, id); };
  const int concealed = position("op_hostiles_concealed");
  const int lane = position("op_hostiles_lane");
  const int traps = position("op_hostiles_traps");
  const int cross_reference = position("op_annual_review_06");
  const int quarter_end = position("op_annual_review_07");
  const int audit = position("op_annual_review_08");
  // The lessons sit after THE LONG WAY ROUND, in order, and THE AUDIT stays last.
  CHECK(concealed == position("op_annual_review_05") + 1);
  CHECK(lane == concealed + 1);
  CHECK(traps == lane + 1);
  CHECK(cross_reference == traps + 1);
  CHECK(audit == static_cast<int>(review.missions.size()) - 1);

  // Nothing won is lost or moved: the same records, the same stars.
  const int stars_before = CampaignStars(profile, review);
  CHECK(stars_before == 3 + 2 + 3 + 1 + 2 + 1);
  CHECK(profile.missions.at("op_annual_review_06").victories == 1);
  CHECK(profile.missions.at("op_annual_review_06").stars == 1);
  CHECK(profile.missions.at("op_annual_review_07").plays == 1);
  CHECK(profile.missions.at("op_annual_review_07").victories == 0);
  REQUIRE(profile.campaigns.at("annual_review").roster.size() == 4);
  const Roster roster = profile.campaigns.at("annual_review").roster;
  CHECK(CampaignUnlocked(profile, campaigns, review));
  CHECK_FALSE(CampaignComplete(profile, review));

  // Every mission it could play before is still open (the six it won, QUARTER END with
  // its siege in progress); the three new lessons are open too, and the next mission is
  // the first of them. THE AUDIT waits for QUARTER END, as before.
  for (int p = 0; p <= quarter_end; ++p) {
    INFO(review.missions[static_cast<std::size_t>(p)].mission);
    CHECK(MissionUnlocked(profile, campaigns, review, p));
  }
  CHECK_FALSE(MissionUnlocked(profile, campaigns, review, audit));
  CHECK(MissionLockReason(profile, campaigns, "annual_review", "op_annual_review_08") ==
        "mission " + std::to_string(audit + 1) + " is locked: win mission " + std::to_string(quarter_end + 1) +
            " of OPERATION ANNUAL REVIEW first");
  CHECK(NextMission(profile, review) == concealed);

  // The siege in progress still counts for the operation: its victory is recorded there
  // (not as a skirmish), pays, keeps the roster and opens THE AUDIT.
  REQUIRE(profile.active_siege.has_value());
  CHECK(profile.active_siege->mission == "op_annual_review_07");
  BattleSummary won;
  won.mission = "op_annual_review_07";
  won.victory = true;
  won.score = 14000;
  won.turns = 13;
  won.par = 13;
  won.base_health = 6;
  won.base_start_health = 10;
  BattleReport report;
  const Outcome recorded = RecordBattle(catalog, campaigns, "annual_review", won, profile, &report);
  INFO(recorded.reason);
  REQUIRE(recorded.ok);
  CHECK(report.mission_first_victory);
  CHECK(report.payout > 0);
  CHECK(profile.missions.at("op_annual_review_07").victories == 1);
  CHECK_FALSE(profile.active_siege.has_value());
  CHECK(profile.campaigns.at("annual_review").roster == roster);
  CHECK(MissionUnlocked(profile, campaigns, review, audit));
  CHECK(CampaignStars(profile, review) > stars_before);

  // With every mission of the old list won, the operation waits only for the lessons.
  profile.missions["op_annual_review_08"] = MissionRecord{1, 1, 15000, 2, false, 750, {}};
  CHECK_FALSE(CampaignComplete(profile, review));
  CHECK(NextMission(profile, review) == concealed);
  for (const int lesson : {concealed, lane, traps}) {
    CHECK(MissionUnlocked(profile, campaigns, review, lesson));
    profile.missions[review.missions[static_cast<std::size_t>(lesson)].mission] = MissionRecord{1, 1, 9000, 3, false, 1000, {}};
  }
  CHECK(CampaignComplete(profile, review));
}

TEST_CASE("The lessons slotted into OPERATION ANNUAL REVIEW play the player's own command file and carried units",
          "[campaign][game_data]") {
  const CampaignDef& review = Operation("annual_review");
  CHECK(review.carry_units);
  for (const char* id : {"op_hostiles_concealed", "op_hostiles_lane", "op_hostiles_traps"}) {
    INFO(id);
    CHECK(FindCampaignMission(review, id) >= 0);
    CHECK(Mission(id).deck_policy == DeckPolicy::kCustom);
    CHECK(CampaignOfMission(Game().campaigns, id) == FindCampaign(Game().campaigns, "annual_review"));
  }
}

TEST_CASE("OPERATION STANDING ORDERS is the fifth operation: posts in every mission, one idea each, ending on THE AUDITOR",
          "[campaign][game_data][posts]") {
  const Catalog& catalog = Game().catalog.catalog;
  const CampaignDef& orders = Operation("standing_orders");
  CHECK(orders.name == "OPERATION STANDING ORDERS");
  CHECK(orders.requires_campaign == "annual_review");
  CHECK(orders.order > Operation("annual_review").order);
  CHECK(orders.carry_units);
  REQUIRE(orders.missions.size() >= 8);
  std::set<std::string> lessons;
  for (const CampaignMissionDef& slot : orders.missions) {
    const MissionDef& mission = Mission(slot.mission);
    INFO(mission.id);
    CHECK(mission.posts.enabled());
    CHECK(mission.posts.max == 3);
    CHECK(mission.deck_policy == DeckPolicy::kCustom);
    CHECK_FALSE(slot.teaches.empty());  // each teaches one idea, named in its slot
    CHECK(lessons.insert(slot.teaches).second);
    CHECK(mission.briefing.find("post") != std::string::npos);
  }
  // The post hunter is taught where it first comes, and its briefing names it.
  const int repo = catalog.FindEnemy("repo_agent");
  REQUIRE(repo >= 0);
  CHECK(catalog.enemies[static_cast<std::size_t>(repo)].hunt.reach == 2);
  bool met = false;
  for (const CampaignMissionDef& slot : orders.missions) {
    const bool sends = EnemiesSent(Mission(slot.mission)).count("repo_agent") == 1;
    if (sends && !met) {
      CHECK(slot.teaches == "REPO AGENTS");
      CHECK(Mission(slot.mission).briefing.find("REPO AGENT") != std::string::npos);
    }
    met = met || sends;
  }
  CHECK(met);
  CHECK(orders.missions.back().teaches == "THE AUDITOR");
  CHECK(EnemiesSent(Mission(orders.missions.back().mission)).count("the_auditor") == 1);
}

TEST_CASE("Only OPERATION STANDING ORDERS turns posts on: every other mission plays as before",
          "[campaign][game_data][posts]") {
  std::set<std::string> with_posts;
  for (const CampaignMissionDef& slot : Operation("standing_orders").missions) with_posts.insert(slot.mission);
  int without = 0;
  for (const MissionDef& mission : Game().catalog.catalog.missions) {
    INFO(mission.id);
    CHECK(mission.posts.enabled() == (with_posts.count(mission.id) == 1));
    without += mission.posts.enabled() ? 0 : 1;
  }
  CHECK(without == 37);
}

TEST_CASE("The attackers and missions of earlier builds keep their indexes: the fifth operation's come after them",
          "[campaign][game_data][posts]") {
  // An index is part of every state hash (the bench's digests, the siege saves' resume
  // check), so a new file must sort after the ones before it.
  const Catalog& catalog = Game().catalog.catalog;
  const std::vector<std::string> enemies = {
      "aegis_warden",   "ironclad_brute", "red_sash_duelist", "black_star_initiate", "killer_krab",
      "ridge_skimmer",  "twinfin_dart",   "drop_barge",       "dust_wraith",         "the_auditor",
      "convoy_crawler", "minelayer_beetle", "orbit_runner",   "binary_slug",         "slug_half",
      "mending_drone",  "static_wisp",    "repo_agent"};
  REQUIRE(catalog.enemies.size() == enemies.size());
  for (std::size_t i = 0; i < enemies.size(); ++i) CHECK(catalog.enemies[i].id == enemies[i]);
  std::size_t first_with_posts = catalog.missions.size();
  for (std::size_t i = 0; i < catalog.missions.size(); ++i) {
    if (catalog.missions[i].posts.enabled() && first_with_posts == catalog.missions.size()) first_with_posts = i;
    if (i > first_with_posts) CHECK(catalog.missions[i].posts.enabled());
  }
  CHECK(first_with_posts == 37);
}
