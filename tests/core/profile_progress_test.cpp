#include <catch2/catch.hpp>

#include "campaign/profile_progress.h"
#include "basecommand/rules.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

BattleSummary Result(const std::string& mission, bool victory, int score) {
  BattleSummary summary;
  summary.mission = mission;
  summary.victory = victory;
  summary.score = score;
  summary.base_health = 10;
  summary.base_start_health = 10;
  summary.started_shields_held = true;
  summary.turns = 6;
  return summary;
}

struct World {
  Catalog catalog = test::FixtureCatalog();
  Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({"rifle_team", "patch_kit"});

  Outcome Play(const std::string& campaign, const std::string& mission, bool victory, int score,
               BattleReport* report = nullptr) {
    return RecordBattle(catalog, campaigns, campaign, Result(mission, victory, score), profile,
                        report);
  }
};

}  // namespace

TEST_CASE("Missions unlock in order: only the first is open on a new profile",
          "[campaign][progress]") {
  World w;
  const CampaignDef& basics = w.campaigns[0];
  CHECK(MissionUnlocked(w.profile, w.campaigns, basics, 0));
  CHECK_FALSE(MissionUnlocked(w.profile, w.campaigns, basics, 1));
  CHECK(MissionLockReason(w.profile, w.campaigns, "basics", "m2") ==
        "mission 2 is locked: win mission 1 of OPERATION BASICS first");
  CHECK(NextMission(w.profile, basics) == 0);
}

TEST_CASE("A victory opens the next mission, a defeat does not", "[campaign][progress]") {
  World w;
  REQUIRE(w.Play("basics", "m1", false, 0).ok);
  CHECK_FALSE(MissionUnlocked(w.profile, w.campaigns, w.campaigns[0], 1));
  BattleReport report;
  REQUIRE(w.Play("basics", "m1", true, 1200, &report).ok);
  CHECK(report.unlocked_mission == "m2");
  CHECK(MissionUnlocked(w.profile, w.campaigns, w.campaigns[0], 1));
  CHECK(NextMission(w.profile, w.campaigns[0]) == 1);
}

TEST_CASE("Playing a locked mission is refused and changes nothing", "[campaign][progress]") {
  World w;
  const Profile before = w.profile;
  const Outcome outcome = w.Play("basics", "m3", true, 5000);
  CHECK_FALSE(outcome.ok);
  CHECK(outcome.reason == "mission 3 is locked: win mission 1 of OPERATION BASICS first");
  CHECK(w.profile == before);
  CHECK_FALSE(StartSiege(w.catalog, w.campaigns, "basics", "m3", 1, w.profile).ok);
  CHECK_FALSE(w.profile.active_siege.has_value());
}

TEST_CASE("An operation opens when the one it requires is complete", "[campaign][progress]") {
  World w;
  const CampaignDef& hard = w.campaigns[1];
  CHECK_FALSE(CampaignUnlocked(w.profile, w.campaigns, hard));
  CHECK(MissionLockReason(w.profile, w.campaigns, "hard", "m4") ==
        "OPERATION HARD is locked: complete OPERATION BASICS first");
  for (const char* id : {"m1", "m2", "m3"}) REQUIRE(w.Play("basics", id, true, 1000).ok);
  CHECK(CampaignComplete(w.profile, w.campaigns[0]));
  CHECK(CampaignUnlocked(w.profile, w.campaigns, hard));
  CHECK(MissionUnlocked(w.profile, w.campaigns, hard, 0));
}

TEST_CASE("A first victory pays its grade and replays pay only the improvement",
          "[campaign][progress]") {
  World w;
  CHECK(w.Play("basics", "m1", true, 2000).credits == 750);  // 2 stars
  CHECK(w.profile.credits == 750);
  CHECK(w.Play("basics", "m1", true, 1000).credits == 0);    // 1 star: no improvement
  CHECK(w.Play("basics", "m1", true, 3100).credits == 750);  // flawless: 1500 - 750
  CHECK(w.Play("basics", "m1", true, 3100).credits == 0);
  CHECK(w.profile.credits == 1500);
  const MissionRecord& record = w.profile.missions.at("m1");
  CHECK(record.payout == 1500);
  CHECK(record.stars == 3);
  CHECK(record.flawless);
  CHECK(record.best_score == 3100);
  CHECK(record.plays == 4);
  CHECK(record.victories == 4);
  CHECK(w.profile.ledger.earned == 1500);
}

TEST_CASE("A defeat pays nothing and keeps the best record", "[campaign][progress]") {
  World w;
  REQUIRE(w.Play("basics", "m1", true, 2500).ok);
  CHECK(w.Play("basics", "m1", false, 9000).credits == 0);
  CHECK(w.profile.missions.at("m1").best_score == 2500);
  CHECK(w.profile.missions.at("m1").stars == 2);
}

TEST_CASE("A first victory issues the mission's reward cards once", "[campaign][progress]") {
  World w;
  REQUIRE(w.Play("basics", "m1", true, 1000).ok);
  BattleReport report;
  REQUIRE(w.Play("basics", "m2", true, 1000, &report).ok);
  CHECK(report.cards_issued == std::vector<std::string>{"flare"});
  CHECK(w.profile.owned_cards.count("flare") == 1);
  REQUIRE(w.Play("basics", "m2", true, 1000, &report).ok);
  CHECK(report.cards_issued.empty());
}

TEST_CASE("A campaign battle carries the roster's units into the operation",
          "[campaign][progress]") {
  World w;
  BattleSummary summary = Result("m1", true, 1000);
  CarriedUnit unit = FreshUnit(w.catalog, "rifle_team", 0);
  unit.hp = 1;
  unit.kills = 2;
  summary.units = {unit};
  REQUIRE(RecordBattle(w.catalog, w.campaigns, "basics", summary, w.profile).ok);
  const Roster& roster = w.profile.campaigns.at("basics").roster;
  REQUIRE(roster.size() == 1);
  CHECK(roster[0] == unit);

  SECTION("a defeat carries nothing: the roster stays as the last victory left it") {
    BattleSummary lost = Result("m2", false, 300);
    CarriedUnit wrecked = unit;
    wrecked.hp = 0;
    wrecked.kills = 5;
    lost.units = {wrecked};
    REQUIRE(RecordBattle(w.catalog, w.campaigns, "basics", lost, w.profile).ok);
    REQUIRE(w.profile.campaigns.at("basics").roster.size() == 1);
    CHECK(w.profile.campaigns.at("basics").roster[0] == unit);
  }

  SECTION("a skirmish carries nothing") {
    Profile skirmisher = NewProfile({});
    REQUIRE(RecordBattle(w.catalog, w.campaigns, "", summary, skirmisher).ok);
    CHECK(skirmisher.campaigns.empty());
    CHECK(skirmisher.credits == 0);
    CHECK(skirmisher.stats.battles == 1);
  }
}

TEST_CASE("Every battle updates the service statistics", "[campaign][progress]") {
  World w;
  BattleSummary summary = Result("m1", true, 3000);
  summary.kills = 5;
  summary.damage_dealt = 17;
  summary.kills_by_enemy = {{"killer_krab", 5}};
  summary.cannon_shots = 2;
  REQUIRE(RecordBattle(w.catalog, w.campaigns, "basics", summary, w.profile).ok);
  REQUIRE(w.Play("basics", "m2", false, 400).ok);
  const Statistics& stats = w.profile.stats;
  CHECK(stats.battles == 2);
  CHECK(stats.victories == 1);
  CHECK(stats.defeats == 1);
  CHECK(stats.kills == 5);
  CHECK(stats.damage_dealt == 17);
  CHECK(stats.kills_by_enemy.at("killer_krab") == 5);
  CHECK(stats.flawless_victories == 1);
  CHECK(stats.best_score == 3000);
  CHECK(stats.turns_played == 12);
  REQUIRE(stats.history.size() == 2);
  CHECK(stats.history[1].mission == "m2");
  CHECK_FALSE(stats.history[1].victory);
  CHECK(CampaignStars(w.profile, w.campaigns[0]) == 3);
  CHECK(CampaignMaxStars(w.campaigns[0]) == 9);
}

TEST_CASE("The battle history keeps the most recent battles only", "[campaign][progress]") {
  World w;
  for (int i = 0; i < kHistoryLength + 5; ++i) REQUIRE(w.Play("", "m1", true, i).ok);
  REQUIRE(w.profile.stats.history.size() == static_cast<std::size_t>(kHistoryLength));
  CHECK(w.profile.stats.history.front().score == 5);
  CHECK(w.profile.stats.history.back().score == kHistoryLength + 4);
}

TEST_CASE("Starting a siege records it, and finishing the battle ends it", "[campaign][progress]") {
  World w;
  REQUIRE(StartSiege(w.catalog, w.campaigns, "basics", "m1", 42, w.profile).ok);
  REQUIRE(w.profile.active_siege.has_value());
  CHECK(w.profile.active_siege->seed == 42);
  REQUIRE(RecordSiegeAction("fire C3", w.profile).ok);
  CHECK(w.profile.active_siege->actions == std::vector<std::string>{"fire C3"});
  REQUIRE(w.Play("basics", "m1", true, 1000).ok);
  CHECK_FALSE(w.profile.active_siege.has_value());
  CHECK_FALSE(RecordSiegeAction("end_turn", w.profile).ok);
}

TEST_CASE("Unknown missions and operations are refused with their names", "[campaign][progress]") {
  World w;
  CHECK(w.Play("basics", "nowhere", true, 0).reason == "there is no mission called 'nowhere'");
  CHECK(w.Play("elsewhere", "m1", true, 0).reason == "there is no operation called 'elsewhere'");
  CHECK(w.Play("hard", "m1", true, 0).reason == "mission 'm1' is not part of OPERATION HARD");
}

namespace {

DifficultyDef PayLevel(const std::string& id, int percent) {
  DifficultyDef level;
  level.id = id;
  level.name = id;
  level.credit_percent = percent;
  return level;
}

BattleSummary ResultAt(const std::string& mission, int score, const std::string& level) {
  BattleSummary summary = Result(mission, true, score);
  summary.difficulty = level;
  return summary;
}

}  // namespace

TEST_CASE("A harder level pays its share of the grade, less what the mission has paid at any level",
          "[campaign][progress][difficulty]") {
  World w;
  w.catalog.difficulties = {PayLevel("trainee", 75), PayLevel(kStandardDifficulty, 100), PayLevel("audit", 150)};
  Outcome paid = RecordBattle(w.catalog, w.campaigns, "basics", ResultAt("m1", 2000, "trainee"), w.profile);
  CHECK(paid.credits == 562);  // 2 stars: 750 at 75%, rounded down
  // The same grade at STANDARD pays the rest of the full rate, and no more.
  paid = RecordBattle(w.catalog, w.campaigns, "basics", ResultAt("m1", 2000, kStandardDifficulty), w.profile);
  CHECK(paid.credits == 750 - 562);
  // 2 stars at AUDIT are worth 1125: the improvement over the 750 paid.
  paid = RecordBattle(w.catalog, w.campaigns, "basics", ResultAt("m1", 2100, "audit"), w.profile);
  CHECK(paid.credits == 1125 - 750);
  // A lower level never pays for what a higher one has already paid.
  paid = RecordBattle(w.catalog, w.campaigns, "basics", ResultAt("m1", 3100, "trainee"), w.profile);
  CHECK(paid.credits == 0);  // flawless at 75% is 1125, already paid
  CHECK(w.profile.credits == 1125);
  const MissionRecord& record = w.profile.missions.at("m1");
  CHECK(record.payout == 1125);
  // Stars kept per level, the best of all shown on the record.
  CHECK(record.stars == 3);
  REQUIRE(record.levels.size() == 3);
  CHECK(record.levels.at("trainee").stars == 3);
  CHECK(record.levels.at("trainee").flawless);
  CHECK(record.levels.at("trainee").victories == 2);
  CHECK(record.levels.at("trainee").payout == 562);
  CHECK(record.levels.at(kStandardDifficulty).stars == 2);
  CHECK(record.levels.at(kStandardDifficulty).payout == 188);
  CHECK(record.levels.at("audit").stars == 2);
  CHECK(record.levels.at("audit").best_score == 2100);
  CHECK(record.levels.at("audit").payout == 375);
}

TEST_CASE("A battle summary names the level of the catalog it was fought on", "[campaign][progress][difficulty]") {
  Catalog catalog = test::FixtureCatalog();
  const BattleState state = NewBattle(catalog, 0, 1);
  CHECK(SummarizeBattle(catalog, state, {}).difficulty == kStandardDifficulty);
  const Catalog audit = CatalogAtDifficulty(catalog, PayLevel("audit", 150));
  CHECK(SummarizeBattle(audit, state, {}).difficulty == "audit");
}
