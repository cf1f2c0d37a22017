// A field run's end in the profile (profile_runs.h).
#include "campaign/profile_runs.h"

#include <algorithm>

#include "campaign/achievement.h"

namespace bc {

std::vector<std::string> RecordRunEnd(const Catalog& catalog, const Campaigns& campaigns, const RunRecord& run,
                                      Profile& profile) {
  RunStatistics& stats = profile.stats.runs;
  AddToCount(stats.runs, 1);
  if (run.end == "won") AddToCount(stats.won, 1);
  if (!run.daily.empty()) AddToCount(stats.daily, 1);
  AddToCount(stats.sieges_won, std::max(0, run.depth));
  stats.best_depth = std::max(stats.best_depth, run.depth);
  stats.best_score = std::max(stats.best_score, std::min(run.score, kMaxProfileCount));
  stats.history.push_back(run);
  if (stats.history.size() > static_cast<std::size_t>(kRunHistoryLength)) {
    stats.history.erase(stats.history.begin(), stats.history.end() - static_cast<std::ptrdiff_t>(kRunHistoryLength));
  }
  return AwardAchievements(catalog, campaigns, profile);
}

}  // namespace bc
