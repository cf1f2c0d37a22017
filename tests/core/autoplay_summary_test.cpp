// Balance statistics: the Wilson and Newcombe intervals against published values,
// percentiles and star thresholds, and the per-mission, per-card and per-attacker
// tallies of a few autoplayed games.
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/autoplay_summary.h"

namespace {

using namespace bc;

}  // namespace

TEST_CASE("Wilson interval: known values and the edges", "[balance]") {
  // Newcombe (1998), table I: 81/263 -> 0.2553 to 0.3662; 0/10 -> 0 to 0.2775.
  const Interval a = WilsonInterval(81, 263);
  CHECK(a.low == Approx(0.2553).margin(5e-4));
  CHECK(a.high == Approx(0.3662).margin(5e-4));
  const Interval none = WilsonInterval(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == Approx(0.2775).margin(5e-4));
  const Interval all = WilsonInterval(10, 10);
  CHECK(all.high == 1.0);
  CHECK(all.low == Approx(1.0 - 0.2775).margin(5e-4));
  const Interval empty = WilsonInterval(0, 0);
  CHECK(empty.low == 0.0);
  CHECK(empty.high == 1.0);
}

TEST_CASE("Newcombe difference interval: the published example, and noise versus a real difference", "[balance]") {
  // Newcombe (1998), method 10, example (a): 56/70 - 48/80 -> 0.0524 to 0.3339.
  const Interval d = DifferenceInterval(56, 70, 48, 80);
  CHECK(d.low == Approx(0.0524).margin(5e-4));
  CHECK(d.high == Approx(0.3339).margin(5e-4));
  CHECK(RatesDiffer(56, 70, 48, 80));
  CHECK_FALSE(RatesDiffer(50, 100, 55, 100));
  CHECK(RatesDiffer(90, 100, 50, 100));
}

TEST_CASE("Welch's test on means: a gap beyond 1.96 standard errors differs", "[balance]") {
  CHECK(MeansDiffer(1000, 100, 100, 1050, 100, 100));   // se 14.1, gap 50
  CHECK_FALSE(MeansDiffer(1000, 100, 100, 1020, 100, 100));
  CHECK_FALSE(MeansDiffer(1000, 0, 0, 2000, 0, 10));
}

TEST_CASE("Percentiles and suggested star thresholds", "[balance]") {
  const std::vector<int> v = {100, 200, 300, 400, 500, 600, 700, 800, 900, 1000};
  CHECK(Percentile(v, 20) == 200);
  CHECK(Percentile(v, 50) == 500);
  CHECK(Percentile(v, 80) == 800);
  CHECK(Percentile(v, 0) == 100);
  CHECK(Percentile({}, 50) == 0);
  // 3 stars at the lower quartile (nearest rank, rounded down to 50), 2 at 90% of it, 1 at
  // 75%, each down to 50.
  CHECK(SuggestStarThresholds({2020, 1010, 1790, 1240, 1530}) == std::array<int, 3>{900, 1050, 1200});
  CHECK(SuggestStarThresholds({5630, 5800, 5800, 5820, 6060}) == std::array<int, 3>{4350, 5200, 5800});
  // Equal scores: 3 stars at that score, so every such game reaches it.
  CHECK(SuggestStarThresholds({4130, 4130, 4130}) == std::array<int, 3>{3050, 3650, 4100});
  // Scores too small to space by percentage still give rising thresholds.
  CHECK(SuggestStarThresholds({60, 60}) == std::array<int, 3>{0, 50, 100});
  CHECK(SuggestStarThresholds({}) == std::array<int, 3>{0, 0, 0});
}

TEST_CASE("Summarize: counts add up and each interval holds its rate", "[balance]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  std::vector<GameResult> games;
  const std::unique_ptr<Policy> random = MakeRandomPolicy();
  int total_plays = 0;
  int total_base_damage = 0;
  for (const MissionIndex m : {fx.last_stand, fx.skirmish}) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      const BattleSetup setup = test::SetupOf(m, seed);
      GameResult r;
      r.mission = m;
      r.stats = PlayGame(fx.catalog, setup, *random, seed).stats;
      for (const CardPlayStats& c : r.stats.cards) total_plays += c.plays;
      for (const EnemyPlayStats& e : r.stats.enemies) total_base_damage += e.base_damage;
      games.push_back(r);
    }
  }
  const BalanceSummary s = Summarize(fx.catalog, games);
  CHECK(s.games == 16);
  REQUIRE(s.missions.size() == 2);
  CHECK(s.missions[0].mission == "last_stand");
  CHECK(s.missions[1].mission == "skirmish");
  for (const MissionSummary& m : s.missions) {
    INFO(m.mission);
    CHECK(m.games == 8);
    CHECK(m.stars[0] + m.stars[1] + m.stars[2] + m.stars[3] == m.games);
    CHECK(m.stars[0] >= m.games - m.wins);
    CHECK(static_cast<int>(m.winning_scores.size()) == m.wins);
    CHECK(m.win_rate == Approx(static_cast<double>(m.wins) / m.games));
    CHECK(m.win_ci.low <= m.win_rate);
    CHECK(m.win_ci.high >= m.win_rate);
    CHECK(std::is_sorted(m.winning_scores.begin(), m.winning_scores.end()));
    CHECK(m.suggested_stars == SuggestStarThresholds(m.winning_scores));
    CHECK(m.star_scores == fx.catalog.missions[fx.catalog.FindMission(m.mission)].star_scores);
  }
  int plays = 0;
  for (const CardSummary& c : s.cards) {
    CHECK(c.plays > 0);
    CHECK(c.games_played <= s.games);
    CHECK(c.wins_played <= c.games_played);
    plays += c.plays;
  }
  CHECK(plays == total_plays);
  int base_damage = 0;
  for (const EnemySummary& e : s.enemies) base_damage += e.base_damage;
  CHECK(base_damage == total_base_damage);
  CHECK(s.enemies.size() == fx.catalog.enemies.size());
}
