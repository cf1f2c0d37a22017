// Balance statistics: Wilson and Newcombe intervals, Welch's test, percentiles and the
// per-mission, per-card and per-attacker tallies.
#include "autoplay/autoplay_summary.h"

#include <algorithm>
#include <cmath>

namespace bc {

Interval WilsonInterval(int successes, int trials, double z) {
  if (trials <= 0) return Interval{0.0, 1.0};
  const double n = trials;
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  // The bounds at 0 and n successes are exactly 0 and 1; keep rounding out of them.
  const double low = successes <= 0 ? 0.0 : std::max(0.0, centre - half);
  const double high = successes >= trials ? 1.0 : std::min(1.0, centre + half);
  return Interval{low, high};
}

Interval DifferenceInterval(int successes1, int trials1, int successes2, int trials2, double z) {
  if (trials1 <= 0 || trials2 <= 0) return Interval{-1.0, 1.0};
  const double p1 = static_cast<double>(successes1) / trials1;
  const double p2 = static_cast<double>(successes2) / trials2;
  const Interval a = WilsonInterval(successes1, trials1, z);
  const Interval b = WilsonInterval(successes2, trials2, z);
  const double d = p1 - p2;
  const double down = std::sqrt((p1 - a.low) * (p1 - a.low) + (b.high - p2) * (b.high - p2));
  const double up = std::sqrt((a.high - p1) * (a.high - p1) + (p2 - b.low) * (p2 - b.low));
  return Interval{d - down, d + up};
}

bool RatesDiffer(int successes1, int trials1, int successes2, int trials2) {
  const Interval d = DifferenceInterval(successes1, trials1, successes2, trials2);
  return d.low > 0.0 || d.high < 0.0;
}

bool MeansDiffer(double mean1, double sd1, int n1, double mean2, double sd2, int n2, double z) {
  if (n1 <= 0 || n2 <= 0) return false;
  const double se = std::sqrt(sd1 * sd1 / n1 + sd2 * sd2 / n2);
  if (se == 0.0) return mean1 != mean2;
  return std::fabs(mean1 - mean2) > z * se;
}

int Percentile(const std::vector<int>& sorted, double p) {
  if (sorted.empty()) return 0;
  const double n = static_cast<double>(sorted.size());
  int rank = static_cast<int>(std::ceil(std::clamp(p, 0.0, 100.0) / 100.0 * n));
  rank = std::clamp(rank, 1, static_cast<int>(sorted.size()));
  return sorted[rank - 1];
}

std::array<int, 3> SuggestStarThresholds(std::vector<int> winning_scores) {
  if (winning_scores.empty()) return {0, 0, 0};
  std::sort(winning_scores.begin(), winning_scores.end());
  const auto floor50 = [](long long v) { return static_cast<int>(std::max(0LL, v) / 50 * 50); };
  std::array<int, 3> t{};
  t[2] = floor50(Percentile(winning_scores, kThreeStarPercentile));
  t[1] = floor50(static_cast<long long>(t[2]) * kTwoStarPercent / 100);
  t[0] = floor50(static_cast<long long>(t[2]) * kOneStarPercent / 100);
  // Tiny scores: keep 1 < 2 < 3 stars by stepping up 50 from the lowest.
  for (int i = 1; i < 3; ++i) {
    if (t[i] <= t[i - 1]) t[i] = t[i - 1] + 50;
  }
  return t;
}

namespace {

double Mean(double sum, int n) { return n > 0 ? sum / n : 0.0; }

}  // namespace

BalanceSummary Summarize(const Catalog& catalog, const std::vector<GameResult>& games) {
  BalanceSummary out;
  out.games = static_cast<int>(games.size());
  std::vector<int> mission_slot(catalog.missions.size(), -1);
  std::vector<double> sum_score, sum_sq, sum_turns, sum_health;
  std::vector<CardSummary> cards(catalog.cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) cards[i].card = catalog.cards[i].id;
  out.enemies.resize(catalog.enemies.size());
  for (std::size_t i = 0; i < out.enemies.size(); ++i) out.enemies[i].enemy = catalog.enemies[i].id;

  for (const GameResult& g : games) {
    if (g.mission >= mission_slot.size()) continue;
    int& slot = mission_slot[g.mission];
    if (slot < 0) {
      slot = static_cast<int>(out.missions.size());
      out.missions.emplace_back();
      out.missions.back().mission = catalog.missions[g.mission].id;
      out.missions.back().star_scores = catalog.missions[g.mission].star_scores;
      sum_score.push_back(0);
      sum_sq.push_back(0);
      sum_turns.push_back(0);
      sum_health.push_back(0);
    }
    MissionSummary& m = out.missions[slot];
    const GameStats& s = g.stats;
    ++m.games;
    if (s.won) {
      ++m.wins;
      m.winning_scores.push_back(s.score);
    }
    if (!s.finished) ++m.unfinished;
    ++m.stars[std::clamp(s.stars, 0, 3)];
    if (s.flawless) ++m.flawless;
    sum_score[slot] += s.score;
    sum_sq[slot] += static_cast<double>(s.score) * s.score;
    sum_turns[slot] += s.turns;
    sum_health[slot] += s.base_health;

    for (std::size_t c = 0; c < s.cards.size() && c < cards.size(); ++c) {
      const CardPlayStats& p = s.cards[c];
      cards[c].plays += p.plays;
      cards[c].damage += p.damage;
      cards[c].kills += p.kills;
      if (p.plays > 0) {
        ++cards[c].games_played;
        if (s.won) ++cards[c].wins_played;
      }
    }
    for (std::size_t e = 0; e < s.enemies.size() && e < out.enemies.size(); ++e) {
      out.enemies[e].base_damage += s.enemies[e].base_damage;
      out.enemies[e].breaches += s.enemies[e].breaches;
      out.enemies[e].kills += s.enemies[e].kills;
    }
    for (int k = 0; k < kDamageSourceCount; ++k) {
      out.source_damage[k] += s.source_damage[k];
      out.source_kills[k] += s.source_kills[k];
    }
  }

  for (std::size_t i = 0; i < out.missions.size(); ++i) {
    MissionSummary& m = out.missions[i];
    m.win_rate = Mean(m.wins, m.games);
    m.win_ci = WilsonInterval(m.wins, m.games);
    m.mean_score = Mean(sum_score[i], m.games);
    const double var = Mean(sum_sq[i], m.games) - m.mean_score * m.mean_score;
    m.sd_score = m.games > 1 ? std::sqrt(std::max(0.0, var) * m.games / (m.games - 1)) : 0.0;
    m.mean_turns = Mean(sum_turns[i], m.games);
    m.mean_base_health = Mean(sum_health[i], m.games);
    std::sort(m.winning_scores.begin(), m.winning_scores.end());
    m.suggested_stars = SuggestStarThresholds(m.winning_scores);
  }
  for (CardSummary& c : cards) {
    if (c.plays > 0) out.cards.push_back(c);
  }
  return out;
}

}  // namespace bc
