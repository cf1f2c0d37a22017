// A campaign mission played through the real rules core, end to end: the battle's
// events become a summary, the summary a grade, a payout and statistics.
#include <catch2/catch.hpp>

#include "campaign/profile_progress.h"
#include "basecommand/rules.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

// The fixture catalog, with a cannon and one mission: two 1-HP attackers walk at the
// north shield from D1 and E1.
Catalog FlowCatalog() {
  Catalog catalog = test::FixtureCatalog();
  WeaponDef cannon;
  cannon.id = "standard_cannon";
  catalog.weapons.push_back(cannon);
  EnemyDef& krab = catalog.enemies[0];
  krab.health = 1;
  krab.breach_damage = 1;
  MissionDef& m1 = catalog.missions[0];
  m1.deployment = {*ParseCell("D1"), *ParseCell("E1")};
  m1.schedule = {SpawnDef{1, 0, *ParseCell("D1"), Sector::kN, false},
                 SpawnDef{1, 0, *ParseCell("E1"), Sector::kN, false}};
  m1.star_scores = {100, 200, 100000};
  return catalog;
}

}  // namespace

TEST_CASE("A mission won on the board pays its grade and counts its kills", "[campaign][flow]") {
  const Catalog catalog = FlowCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Events all;
  BattleState state = NewBattle(catalog, 0, 7, &all);
  for (int guard = 0; guard < 20 && !IsOver(state); ++guard) {
    ApplyResult result = Apply(catalog, state, Action::EndTurn());
    REQUIRE(result.ok);
    all.insert(all.end(), result.events.begin(), result.events.end());
  }
  REQUIRE(state.phase == Phase::kVictory);

  const BattleSummary summary = SummarizeBattle(catalog, state, all);
  CHECK(summary.mission == "m1");
  CHECK(summary.victory);
  CHECK(summary.kills == 2);  // each killed by the shield that blocked it
  CHECK(summary.kills_by_enemy.at("killer_krab") == 2);
  CHECK(summary.score == state.score);

  Profile profile = NewProfile({});
  BattleReport report;
  REQUIRE(RecordBattle(catalog, campaigns, "basics", summary, profile, &report).ok);
  CHECK(report.grade.stars == 2);
  CHECK(report.payout == 750);
  CHECK(profile.credits == 750);
  CHECK(profile.stats.kills == 2);
  CHECK(report.unlocked_mission == "m2");
}
