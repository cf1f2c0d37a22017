// The balance report's outputs: Markdown tables for stdout, CSV files and a hand-written
// SVG chart (win rate per mission with 95% whiskers) for the --out folder, and the
// side-by-side comparison of two data sets played on the same seeds.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

#include "autoplay/autoplay_summary.h"
#include "basecommand/difficulty.h"

namespace bc::cli {

// What the report says about how it was made.
struct BalanceRunInfo {
  std::string policy;
  int runs = 0;
  std::uint64_t first_seed = 1;
  int threads = 1;
  std::string data_dir;
  std::string difficulty = kStandardDifficulty;  // the level the games were played at
  std::string loadout;  // "" = each mission's deck policy
  double seconds = 0.0;
};

void WriteBalanceMarkdown(std::ostream& out, const BalanceSummary& summary, const BalanceRunInfo& info);

// missions.csv, cards.csv, attackers.csv, games.csv (`games_csv`, see GamesCsv) and
// win_rates.svg in `dir` (created). Returns false after writing the reason to `err`.
bool WriteBalanceFiles(const std::filesystem::path& dir, const BalanceSummary& summary,
                       const std::string& games_csv, std::ostream& err);

// One row per game, in job order: mission, battle seed, won, stars, score, turns, base
// health and shields left. For the score distributions behind the summary.
std::string GamesCsv(const Catalog& catalog, const std::vector<std::uint64_t>& seeds,
                     const std::vector<GameResult>& games);

// The SVG chart alone, as text.
std::string WinRateSvg(const BalanceSummary& summary);

// A (the --data set) against B (the --compare set), same missions and seeds. A row is
// marked "◆" when the difference is larger than the noise: win rates by Newcombe's
// interval for a difference of proportions, mean scores by Welch's z test, both at 95%.
void WriteCompareMarkdown(std::ostream& out, const BalanceSummary& a, const BalanceSummary& b,
                          const BalanceRunInfo& info, const std::string& other_dir);

}  // namespace bc::cli
