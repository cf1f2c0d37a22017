// SELECT OPERATION's list: operations in order with their progress, each mission's
// lock and best stars, the skirmishes last; where a new player lands; arrow keys skip
// the headings; and what CONTINUE after a victory offers.
#include <catch2/catch.hpp>

#include "core/campaign_fixture.h"
#include "ui/mission_list.h"
#include "ui/operations_screen.h"
#include "ui/prepare_screen.h"

using namespace bc;
using namespace bc::ui;

namespace {

// The fixture catalog plus a mission that is in no operation.
Catalog ListCatalog() {
  Catalog catalog = test::FixtureCatalog();
  MissionDef skirmish = test::FixtureMission("s1");
  skirmish.name = "SKIRMISH ONE";
  catalog.missions.insert(catalog.missions.begin(), skirmish);  // first in the catalog
  return catalog;
}

std::vector<std::string> Labels(const std::vector<MissionRow>& rows) {
  std::vector<std::string> out;
  for (const MissionRow& row : rows) out.push_back((row.heading ? "# " : "") + row.label);
  return out;
}

}  // namespace

TEST_CASE("Mission list: operations in order, then the skirmishes, and a new player starts on the first drill",
          "[app][mission_list]") {
  const Catalog catalog = ListCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  const Profile profile;
  const std::vector<MissionRow> rows = MissionRows(catalog, &campaigns, &profile);
  CHECK(Labels(rows) == std::vector<std::string>{"# OPERATION BASICS", "m1", "m2", "m3", "# OPERATION HARD", "m4",
                                                 "m5", "# SKIRMISHES", "SKIRMISH ONE"});
  CHECK(rows[0].detail == "0 of 3 won, 0 of 9 stars");
  CHECK(rows[4].locked);
  CHECK(rows[4].detail == "LOCKED: complete OPERATION BASICS first");
  CHECK_FALSE(rows[1].locked);
  CHECK(rows[2].locked);  // m2 waits for m1
  CHECK(rows[5].locked);
  CHECK_FALSE(rows[8].locked);
  CHECK(rows[8].mission == 0);
  CHECK(DefaultMissionRow(rows) == 1);
}

TEST_CASE("Mission list: records show as stars, and the next open mission is where the player lands",
          "[app][mission_list]") {
  const Catalog catalog = ListCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile;
  profile.missions["m1"].victories = 1;
  profile.missions["m1"].stars = 2;
  profile.missions["m2"].victories = 3;
  profile.missions["m2"].stars = 3;
  profile.missions["m2"].flawless = true;
  const std::vector<MissionRow> rows = MissionRows(catalog, &campaigns, &profile);
  CHECK(rows[0].detail == "2 of 3 won, 5 of 9 stars");
  CHECK(rows[1].won);
  CHECK(rows[1].stars == 2);
  CHECK(rows[2].flawless);
  CHECK_FALSE(rows[3].locked);  // m3 is open now
  CHECK_FALSE(rows[3].won);
  CHECK(DefaultMissionRow(rows) == 3);
}

TEST_CASE("Mission list: stepping skips headings and wraps, and without a profile it is the catalog",
          "[app][mission_list]") {
  const Catalog catalog = ListCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  const Profile profile;
  const std::vector<MissionRow> rows = MissionRows(catalog, &campaigns, &profile);
  CHECK(StepMissionRow(rows, 3, 1) == 5);   // m3 -> m4 over the HARD heading
  CHECK(StepMissionRow(rows, 1, -1) == 8);  // m1 -> up wraps to the last skirmish
  CHECK(StepMissionRow(rows, 8, 1) == 1);
  CHECK(StepMissionRow(rows, 1, 2) == 3);

  const std::vector<MissionRow> flat = MissionRows(catalog, nullptr, nullptr);
  REQUIRE(flat.size() == catalog.missions.size());
  for (std::size_t i = 0; i < flat.size(); ++i) {
    CHECK_FALSE(flat[i].heading);
    CHECK(flat[i].mission == static_cast<int>(i));
  }
  CHECK(DefaultMissionRow(flat) == 0);
  CHECK(DefaultMissionRow({}) == -1);
}

TEST_CASE("Mission list: CONTINUE offers the next mission once it is open, never a wrap to the top",
          "[app][mission_list]") {
  const Catalog catalog = ListCatalog();  // s1, m1..m5 at catalog indices 0..5
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile;
  CHECK(NextOpenMission(MissionRows(catalog, &campaigns, &profile), 1) == -1);  // m2 still locked
  profile.missions["m1"].victories = 1;
  CHECK(NextOpenMission(MissionRows(catalog, &campaigns, &profile), 1) == 2);  // m1 -> m2
  profile.missions["m2"].victories = 1;
  profile.missions["m3"].victories = 1;
  // The end of BASICS opens HARD: m3 -> m4, across the heading.
  CHECK(NextOpenMission(MissionRows(catalog, &campaigns, &profile), 3) == 4);
  // The last skirmish is the end of the list: nothing, not the first drill again.
  CHECK(NextOpenMission(MissionRows(catalog, &campaigns, &profile), 0) == -1);
  CHECK(NextOpenMission(MissionRows(catalog, &campaigns, &profile), 99) == -1);
}

TEST_CASE("Mission texts: the attackers expected, once each in order of arrival, and a mission's place",
          "[app][mission_list]") {
  Catalog catalog = test::FixtureCatalog();
  catalog.enemies[0].name = "KILLER KRAB";
  catalog.enemies[1].name = "BLACK-STAR INITIATE";
  MissionDef& mission = catalog.missions[0];
  mission.schedule.clear();
  for (const EnemyIndex enemy : {1, 0, 1, 0}) {
    SpawnDef spawn;
    spawn.enemy = enemy;
    mission.schedule.push_back(spawn);
  }
  CHECK(MissionAttackerList(catalog, mission) == "BLACK-STAR INITIATE, KILLER KRAB");
  mission.schedule.clear();
  CHECK(MissionAttackerList(catalog, mission).empty());
  const Campaigns campaigns = test::FixtureCampaigns();
  CHECK(CampaignPlaceText(campaigns[0], 1) == "OPERATION BASICS, MISSION 2 OF 3");
}

TEST_CASE("Briefing: the expected hostiles, one row per type in order of arrival, with their numbers",
          "[app][mission_list][briefing]") {
  Catalog catalog = test::FixtureCatalog();  // enemies: killer_krab (0), black_star_initiate (1)
  catalog.enemies[1].name = "BLACK-STAR INITIATE";
  catalog.enemies[1].health = 3;
  catalog.enemies[1].shield = 2;
  catalog.enemies[1].attack = 1;
  catalog.enemies[1].firepower = 2;
  catalog.enemies[1].breach_damage = 2;
  catalog.enemies[1].perks = kPerkFirstStrike;
  MissionDef& mission = catalog.missions[0];
  mission.schedule.clear();
  for (const auto& [enemy, turn] : std::vector<std::pair<EnemyIndex, int>>{{0, 2}, {1, 1}, {1, 3}, {0, 4}, {1, 5}}) {
    SpawnDef spawn;
    spawn.enemy = enemy;
    spawn.turn = turn;
    mission.schedule.push_back(spawn);
  }
  const std::vector<ExpectedHostileText> rows = ExpectedHostileTexts(catalog, mission);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].name == "BLACK-STAR INITIATE");
  CHECK(rows[0].sprite == "sprites/enemies/" + catalog.enemies[1].sprite + ".png");
  CHECK(rows[0].count == "3");
  CHECK(rows[0].turn == "1");
  CHECK(rows[0].health == "3+2");
  CHECK(rows[0].blows == "1 x 2");
  CHECK(rows[0].breach == "2");
  CHECK_THAT(rows[0].behaviour, Catch::StartsWith("Shield 2"));
  CHECK(rows[1].name == catalog.enemies[0].name);
  CHECK(rows[1].count == "2");
  CHECK(rows[1].turn == "2");
  CHECK(rows[1].health == std::to_string(catalog.enemies[0].health));
}
