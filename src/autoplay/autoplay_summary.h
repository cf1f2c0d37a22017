// Balance statistics over many autoplayed games (autoplay.h): per mission the win rate
// with its 95% Wilson interval, stars, score, turns and base health; per card plays,
// damage, kills and the win rate of the games it was played in; per attacker type the
// damage it did to the base. Also the tests the balance report uses to tell a real
// difference from noise, and the star thresholds a score distribution suggests
// (method in docs/balance.md). Pure arithmetic: no threads, no clocks.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "autoplay/autoplay.h"
#include "basecommand/catalog.h"

namespace bc {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

struct Interval {
  double low = 0.0;
  double high = 1.0;
};

// Wilson score interval of a proportion: `successes` of `trials` (trials 0: [0, 1]).
Interval WilsonInterval(int successes, int trials, double z = kZ95);
// Newcombe's hybrid score interval (method 10) for p1 - p2, built from the two Wilson
// intervals. A difference is larger than the noise when this interval excludes 0.
Interval DifferenceInterval(int successes1, int trials1, int successes2, int trials2,
                            double z = kZ95);
bool RatesDiffer(int successes1, int trials1, int successes2, int trials2);
// Welch's z test on two means (large samples): |m1 - m2| > z * sqrt(v1/n1 + v2/n2).
bool MeansDiffer(double mean1, double sd1, int n1, double mean2, double sd2, int n2,
                 double z = kZ95);

// Nearest-rank percentile (p in [0, 100]) of sorted values; 0 when empty.
int Percentile(const std::vector<int>& sorted, double p);
// Star thresholds from the winning scores (the star rule of docs/balance.md): 3 stars at
// the lower quartile (a score a strong player reaches), rounded down to 50; 2 stars at
// 90% and 1 star at 75% of that, each rounded down to 50; kept strictly increasing.
// {0, 0, 0} when there are none. The grade's floors (any victory 1 star, a clean victory
// 2: campaign_grade.h) apply whatever the thresholds.
constexpr double kThreeStarPercentile = 25.0;
constexpr int kTwoStarPercent = 90;
constexpr int kOneStarPercent = 75;
std::array<int, 3> SuggestStarThresholds(std::vector<int> winning_scores);

// One finished (or capped) game and the mission it was played on.
struct GameResult {
  MissionIndex mission = 0;
  GameStats stats;
};

struct MissionSummary {
  std::string mission;     // id
  int games = 0;
  int wins = 0;
  int unfinished = 0;      // stopped at the turn cap
  double win_rate = 0.0;
  Interval win_ci;
  std::array<int, 4> stars{};  // games by stars 0..3 (a defeat is 0)
  int flawless = 0;
  double mean_score = 0.0;
  double sd_score = 0.0;
  double mean_turns = 0.0;
  double mean_base_health = 0.0;
  std::vector<int> winning_scores;  // sorted
  std::array<int, 3> star_scores{};      // the mission's thresholds now
  std::array<int, 3> suggested_stars{};  // SuggestStarThresholds(winning_scores)
};

struct CardSummary {
  std::string card;        // id
  int plays = 0;
  int games_played = 0;    // games in which it was played at least once
  int wins_played = 0;     // of those, won
  int damage = 0;
  int kills = 0;
};

struct EnemySummary {
  std::string enemy;       // id
  int base_damage = 0;
  int breaches = 0;
  int kills = 0;
};

struct BalanceSummary {
  int games = 0;
  std::vector<MissionSummary> missions;  // in the order missions first appear
  std::vector<CardSummary> cards;        // cards played at least once, catalog order
  std::vector<EnemySummary> enemies;     // every attacker type, catalog order
  std::array<int, kDamageSourceCount> source_damage{};
  std::array<int, kDamageSourceCount> source_kills{};
};

BalanceSummary Summarize(const Catalog& catalog, const std::vector<GameResult>& games);

}  // namespace bc
