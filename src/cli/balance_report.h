// The balance report's outputs: Markdown tables for stdout, CSV files and a hand-written
// SVG chart (win rate per mission with 95% whiskers) for the --out folder, and the
// side-by-side comparison of two data sets played on the same seeds.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>

#include "basecommand/autoplay_summary.h"

namespace bc::cli {

// What the report says about how it was made.
struct BalanceRunInfo {
  std::string policy;
  int runs = 0;
  std::uint64_t first_seed = 1;
  int threads = 1;
  std::string data_dir;
  std::string loadout;  // "" = each mission's deck policy
  double seconds = 0.0;
};

void WriteBalanceMarkdown(std::ostream& out, const BalanceSummary& summary, const BalanceRunInfo& info);

// missions.csv, cards.csv, attackers.csv and win_rates.svg in `dir` (created). Returns
// false after writing the reason to `err`.
bool WriteBalanceFiles(const std::filesystem::path& dir, const BalanceSummary& summary,
                       std::ostream& err);

// The SVG chart alone, as text.
std::string WinRateSvg(const BalanceSummary& summary);

// A (the --data set) against B (the --compare set), same missions and seeds. A row is
// marked "◆" when the difference is larger than the noise: win rates by Newcombe's
// interval for a difference of proportions, mean scores by Welch's z test, both at 95%.
void WriteCompareMarkdown(std::ostream& out, const BalanceSummary& a, const BalanceSummary& b,
                          const BalanceRunInfo& info, const std::string& other_dir);

}  // namespace bc::cli
