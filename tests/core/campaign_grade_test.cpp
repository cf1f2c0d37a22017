#include <catch2/catch.hpp>

#include "campaign/campaign_grade.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

BattleSummary Won(int score) {
  BattleSummary summary;
  summary.mission = "m1";
  summary.victory = true;
  summary.score = score;
  summary.base_health = 10;
  summary.base_start_health = 10;
  summary.shields_up = 4;
  summary.shields_started = 4;
  summary.started_shields_held = true;
  return summary;
}

// A victory that cost base health: only its score and the first floor count.
BattleSummary WonHurt(int score) {
  BattleSummary summary = Won(score);
  summary.base_health = 9;
  return summary;
}

}  // namespace

TEST_CASE("Stars count the mission thresholds the victory score reaches, and any victory earns 1", "[campaign][grade]") {
  const MissionDef mission = test::FixtureMission("m1");  // 1000 / 2000 / 3000
  CHECK(GradeBattle(mission, WonHurt(0)).stars == 1);
  CHECK(GradeBattle(mission, WonHurt(1999)).stars == 1);
  CHECK(GradeBattle(mission, WonHurt(2500)).stars == 2);
  CHECK(GradeBattle(mission, WonHurt(3000)).stars == 3);
}

TEST_CASE("A clean victory (no base health lost, no unit lost, at or under par) earns at least 2 stars",
          "[campaign][grade]") {
  const MissionDef mission = test::FixtureMission("m1");
  BattleSummary clean = Won(0);
  clean.turns = mission.par;
  REQUIRE(CleanVictory(mission, clean));
  CHECK(GradeBattle(mission, clean).stars == kCleanVictoryStars);
  CHECK(GradeBattle(mission, Won(3000)).stars == 3);  // the score still lifts it higher

  BattleSummary over_par = clean;
  over_par.turns = mission.par + 1;
  CHECK_FALSE(CleanVictory(mission, over_par));
  CHECK(GradeBattle(mission, over_par).stars == 1);
  BattleSummary unit_lost = clean;
  unit_lost.units_lost = 1;
  CHECK(GradeBattle(mission, unit_lost).stars == 1);
  BattleSummary hurt = clean;
  hurt.base_health = mission.base_health - 1;
  CHECK(GradeBattle(mission, hurt).stars == 1);
  BattleSummary lost = clean;
  lost.victory = false;
  CHECK_FALSE(CleanVictory(mission, lost));
  CHECK(GradeBattle(mission, lost).stars == 0);
}

TEST_CASE("A mission without a flawless score grades a three-star unhurt victory FLAWLESS",
          "[campaign][grade]") {
  const MissionDef mission = test::FixtureMission("m1");
  REQUIRE(mission.flawless_score == 0);  // no "flawless" in its record
  const Grade grade = GradeBattle(mission, Won(3000));
  CHECK(grade == Grade{3, true});
  CHECK(GradeName(grade) == "FLAWLESS");
  CHECK(PayoutFor(grade) == kFlawlessPayout);
}

TEST_CASE("A defeat earns no stars whatever the score", "[campaign][grade]") {
  const MissionDef mission = test::FixtureMission("m1");
  BattleSummary lost = Won(9000);
  lost.victory = false;
  CHECK(GradeBattle(mission, lost) == Grade{0, false});
}

TEST_CASE("Flawless needs three stars, no base health lost and every starting shield up",
          "[campaign][grade]") {
  MissionDef mission = test::FixtureMission("m1");
  CHECK(GradeBattle(mission, Won(3000)).flawless);
  CHECK_FALSE(GradeBattle(mission, Won(2999)).flawless);

  BattleSummary hurt = Won(5000);
  hurt.base_health = 9;
  CHECK(GradeBattle(mission, hurt) == Grade{3, false});

  BattleSummary shield_lost = Won(5000);
  shield_lost.started_shields_held = false;
  CHECK_FALSE(GradeBattle(mission, shield_lost).flawless);

  SECTION("a mission's flawless score must also be reached") {
    mission.flawless_score = 4000;
    CHECK_FALSE(GradeBattle(mission, Won(3500)).flawless);
    CHECK(GradeBattle(mission, Won(4000)).flawless);
  }
}

TEST_CASE("Payouts are 500, 750, 1000 and 1500 credits for 1, 2, 3 stars and flawless",
          "[campaign][grade]") {
  CHECK(PayoutFor(Grade{0, false}) == 0);
  CHECK(PayoutFor(Grade{1, false}) == 500);
  CHECK(PayoutFor(Grade{2, false}) == 750);
  CHECK(PayoutFor(Grade{3, false}) == 1000);
  CHECK(PayoutFor(Grade{3, true}) == 1500);
}

TEST_CASE("A replay pays only the improvement over the best payout so far", "[campaign][grade]") {
  CHECK(ReplayPayout(0, Grade{2, false}) == 750);
  CHECK(ReplayPayout(750, Grade{3, false}) == 250);
  CHECK(ReplayPayout(1000, Grade{3, true}) == 500);
  CHECK(ReplayPayout(1000, Grade{1, false}) == 0);
  CHECK(ReplayPayout(1500, Grade{3, true}) == 0);
}

TEST_CASE("Grade names read as the debrief prints them", "[campaign][grade]") {
  CHECK(GradeName(Grade{0, false}) == "NO STARS");
  CHECK(GradeName(Grade{1, false}) == "1 STAR");
  CHECK(GradeName(Grade{2, false}) == "2 STARS");
  CHECK(GradeName(Grade{3, true}) == "FLAWLESS");
}

TEST_CASE("A battle summary counts kills, damage, base damage and shots from the events",
          "[campaign][grade]") {
  const Catalog catalog = test::FixtureCatalog();
  BattleState state;
  state.mission = 0;
  state.phase = Phase::kVictory;
  state.score = 2400;
  state.turn = 7;
  state.base_health = 8;
  state.shields = {ShieldState::kUp, ShieldState::kDown, ShieldState::kOvercharged,
                   ShieldState::kUp};
  Events events;
  Event damaged{EventKind::kAttackerDamaged};
  damaged.amount = 3;
  events.push_back(damaged);
  events.push_back(damaged);
  Event destroyed{EventKind::kAttackerDestroyed};
  destroyed.enemy = 0;  // killer_krab
  events.push_back(destroyed);
  destroyed.enemy = 1;  // black_star_initiate
  events.push_back(destroyed);
  events.push_back(destroyed);
  Event breach{EventKind::kBaseDamaged};
  breach.amount = 2;
  events.push_back(breach);
  events.push_back(Event{EventKind::kCannonFired});

  const BattleSummary summary = SummarizeBattle(catalog, state, events);
  CHECK(summary.mission == "m1");
  CHECK(summary.victory);
  CHECK(summary.score == 2400);
  CHECK(summary.turns == 7);
  CHECK(summary.kills == 3);
  CHECK(summary.kills_by_enemy.at("killer_krab") == 1);
  CHECK(summary.kills_by_enemy.at("black_star_initiate") == 2);
  CHECK(summary.damage_dealt == 6);
  CHECK(summary.base_damage_taken == 2);
  CHECK(summary.cannon_shots == 1);
  CHECK(summary.shields_up == 3);
  CHECK(summary.shields_started == 4);
  CHECK_FALSE(summary.started_shields_held);
  CHECK(summary.base_start_health == 10);
}

TEST_CASE("A shield the mission started without does not spoil a flawless grade",
          "[campaign][grade]") {
  Catalog catalog = test::FixtureCatalog();
  catalog.missions[0].shields_up = {true, false, true, true};
  BattleState state;
  state.phase = Phase::kVictory;
  state.score = 3000;
  state.base_health = 10;
  state.shields = {ShieldState::kUp, ShieldState::kDown, ShieldState::kUp, ShieldState::kUp};
  const BattleSummary summary = SummarizeBattle(catalog, state, {});
  CHECK(summary.started_shields_held);
  CHECK(GradeBattle(catalog.missions[0], summary).flawless);
}
