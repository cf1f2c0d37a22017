// calibrate [--missions ID,...] [--runs N] [--seed N] [--threads T] [--min-win R]
//           [--difficulty ID] [--data DIR] [--check | --write]: the campaign's star thresholds by the method
// of docs/balance.md. The search policy plays every mission with the starter loadout on
// seeds seed..seed+runs-1; 3 stars sit at the lower quartile of its winning scores, 2
// stars at 90% and 1 star at 75% of that (SuggestStarThresholds); whatever the
// thresholds, a victory earns 1 star and a clean victory 2 (GradeBattle). Prints each mission's thresholds now
// and calibrated; --check fails when they differ or the search policy wins less than
// --min-win of the seeds; --write puts the calibrated thresholds into the mission files.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <thread>

#include "autoplay/autoplay_summary.h"
#include "campaign/campaign_grade.h"
#include "cli/balance_common.h"
#include "cli/balance_run.h"
#include "cli/cli.h"
#include "data/catalog_loader.h"
#include "data/file_io.h"
#include "data/mission_stars_edit.h"

namespace bc::cli {

namespace {

struct CalibrateArgs {
  std::vector<std::string> missions;
  RunOptions run{40, 1, 0};  // the method's 40 seeds from seed 1, on every core
  double min_win = 0.9;
  bool check = false;
  bool write = false;
  std::filesystem::path data_dir = data::DefaultDataDir();
};

bool ParseCalibrateArgs(const Args& args, CalibrateArgs& c, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--check" || a == "--write") {
      (a == "--check" ? c.check : c.write) = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      err << (a.rfind("--", 0) == 0 ? a + " needs a value" : "unknown argument " + a) << "\n";
      return false;
    }
    const std::string& v = args[++i];
    bool bad = false;
    if (ParseRunOption(a, v, c.run, bad, err)) {
      if (bad) return false;
    } else if (a == "--missions") {
      c.missions = SplitCommas(v);
    } else if (a == "--min-win") {
      const auto r = ParsePositive(v);
      if (!r || *r > 1.0) {
        err << "--min-win needs a share of the seeds above 0 and at most 1 (like 0.9), got " << v << "\n";
        return false;
      }
      c.min_win = *r;
    } else if (a == "--data") {
      c.data_dir = v;
    } else {
      err << "unknown argument " << a << "\n";
      return false;
    }
  }
  if (c.check && c.write) {
    err << "--check and --write do not go together: check, or write\n";
    return false;
  }
  return true;
}

std::string Thresholds(const std::array<int, 3>& t) {
  return std::to_string(t[0]) + " / " + std::to_string(t[1]) + " / " + std::to_string(t[2]);
}

std::string Percent(double share) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(0) << 100.0 * share << "%";
  return s.str();
}

// Share of the winning scores at or above `threshold`.
double ShareAtLeast(const std::vector<int>& scores, int threshold) {
  if (scores.empty()) return 0.0;
  int n = 0;
  for (const int s : scores) n += s >= threshold ? 1 : 0;
  return static_cast<double>(n) / static_cast<double>(scores.size());
}

// What calibration makes of one mission.
struct Verdict {
  bool differs = false;   // its thresholds are not the calibration's (and can be)
  bool unusable = false;  // no thresholds can be set: never won, or a flawless score in the way
  bool too_hard = false;  // the search policy wins fewer than min_win of the seeds
  std::string note;       // for the table
};

Verdict Judge(const MissionSummary& m, const MissionDef& def, double min_win) {
  Verdict v;
  const std::array<int, 3>& calibrated = m.suggested_stars;
  if (m.wins == 0) {
    v.unusable = true;
    v.note = "never won: no thresholds";
  } else if (def.flawless_score != 0 && def.flawless_score <= calibrated[2]) {
    v.unusable = true;
    v.note = "its flawless score " + std::to_string(def.flawless_score) + " is not above 3 stars: raise it by hand";
  } else if (calibrated != m.star_scores) {
    v.differs = true;
    v.note = "differs";
  }
  if (static_cast<double>(m.wins) < min_win * static_cast<double>(m.games)) {
    v.too_hard = true;
    v.note += (v.note.empty() ? "" : "; ") + std::string("won on fewer than ") + Percent(min_win) + " of seeds";
  }
  return v;
}

// Puts `stars` into the mission file under data_dir/missions that holds `id`.
bool WriteMissionStars(const std::filesystem::path& data_dir, const std::string& id,
                       const std::array<int, 3>& stars, std::ostream& out, std::ostream& err) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(data_dir / "missions", ec)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    const std::optional<std::string> text = data::ReadWholeFile(file);
    if (!text) {
      err << "calibrate: cannot read " << file.generic_string() << "\n";
      return false;
    }
    const data::StarsEdit edit = data::ReplaceMissionStars(*text, id, stars);
    if (!edit.found) continue;
    if (!edit.ok) {
      err << "calibrate: " << file.generic_string() << ": " << edit.reason << "\n";
      return false;
    }
    if (const std::string problem = data::WriteFileAtomically(file, edit.text); !problem.empty()) {
      err << "calibrate: " << problem << "\n";
      return false;
    }
    out << "wrote " << id << " stars " << Thresholds(stars) << " to " << file.generic_string() << "\n";
    return true;
  }
  err << "calibrate: no file under " << (data_dir / "missions").generic_string() << " holds mission " << id
      << "\n";
  return false;
}

}  // namespace

int RunCalibrate(const Args& args, std::ostream& out, std::ostream& err) {
  CalibrateArgs c;
  if (!ParseCalibrateArgs(args, c, err)) return kExitUsage;
  std::optional<Catalog> catalog = LoadDataOrReport(c.data_dir, "calibrate", err);
  if (!catalog) return kExitFailure;
  if (!AtDifficultyOrReport(*catalog, c.run.difficulty, "calibrate", err)) return kExitFailure;
  if (c.write && c.run.difficulty != kStandardDifficulty) {
    // The thresholds are the mission's at every level (docs/campaign.md): only STANDARD sets them.
    err << "calibrate: --write sets the missions' own thresholds, which STANDARD calibrates; "
           "drop --difficulty or --write\n";
    return kExitUsage;
  }
  std::vector<MissionIndex> missions;
  for (const std::string& id : c.missions) {
    const int m = ResolveMissionArg(*catalog, id, "calibrate", err);
    if (m < 0) return kExitFailure;
    missions.push_back(static_cast<MissionIndex>(m));
  }
  if (c.missions.empty()) {
    for (std::size_t m = 0; m < catalog->missions.size(); ++m) missions.push_back(static_cast<MissionIndex>(m));
  }
  const int loadout = ResolveLoadoutArg(*catalog, "starter", "calibrate", err);
  if (loadout < 0) return kExitFailure;
  const int threads =
      c.run.threads > 0 ? c.run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  const auto start = std::chrono::steady_clock::now();
  const std::vector<GameResult> games =
      RunBalanceJobs(*catalog, MakeBalanceJobs(missions, c.run.runs, c.run.seed, loadout), PolicyKind::kSearch, threads);
  const BalanceSummary summary = Summarize(*catalog, games);
  // What a plainer player earns under the same thresholds: greedy on the same seeds.
  const BalanceSummary greedy = Summarize(
      *catalog,
      RunBalanceJobs(*catalog, MakeBalanceJobs(missions, c.run.runs, c.run.seed, loadout), PolicyKind::kGreedy, threads));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  out << "# Star calibration\n\n";
  out << "`search` policy, `starter` loadout (fixed decks keep theirs), "
      << (c.run.difficulty == kStandardDifficulty ? std::string() : "difficulty `" + c.run.difficulty + "`, ")
      << "seeds " << c.run.seed << "–"
      << c.run.seed + static_cast<std::uint64_t>(c.run.runs) - 1 << ". 3 stars at the lower quartile of the winning scores, "
      << "2 stars at " << kTwoStarPercent << "% and 1 star at " << kOneStarPercent
      << "% of it, rounded down to 50; any victory earns at least " << kVictoryStars
      << " star and a clean victory (no base health or unit lost, at or under par) at least " << kCleanVictoryStars
      << " (docs/balance.md).\n\n";
  out << "| mission | search wins | lower-quartile win score | stars now | calibrated | search wins at 1★ / 2★ / 3★ "
         "| greedy wins | greedy wins at 1★ / 2★ / 3★ | |\n";
  out << "|---|---:|---:|---|---|---|---:|---|---|\n";
  int differ = 0;
  int too_hard = 0;
  int unusable = 0;
  std::vector<std::pair<std::string, std::array<int, 3>>> to_write;
  for (std::size_t i = 0; i < summary.missions.size(); ++i) {
    const MissionSummary& m = summary.missions[i];
    const MissionSummary& g = greedy.missions[i];
    const MissionDef& def = catalog->missions[static_cast<std::size_t>(catalog->FindMission(m.mission))];
    const std::array<int, 3>& calibrated = m.suggested_stars;
    const Verdict verdict = Judge(m, def, c.min_win);
    differ += verdict.differs ? 1 : 0;
    unusable += verdict.unusable ? 1 : 0;
    too_hard += verdict.too_hard ? 1 : 0;
    if (verdict.differs) to_write.emplace_back(m.mission, calibrated);
    auto shares = [&](const std::vector<int>& scores) {
      return Percent(ShareAtLeast(scores, calibrated[0])) + " / " + Percent(ShareAtLeast(scores, calibrated[1])) +
             " / " + Percent(ShareAtLeast(scores, calibrated[2]));
    };
    out << "| " << m.mission << " | " << m.wins << "/" << m.games << " | "
        << (m.wins > 0 ? std::to_string(Percentile(m.winning_scores, kThreeStarPercentile)) : "-") << " | "
        << Thresholds(m.star_scores) << " | " << (m.wins > 0 ? Thresholds(calibrated) : "-") << " | "
        << shares(m.winning_scores) << " | " << g.wins << "/" << g.games << " | " << shares(g.winning_scores)
        << " | " << verdict.note << " |\n";
  }
  out << "\n_" << games.size() << " search and " << greedy.games << " greedy games in " << std::fixed
      << std::setprecision(1) << seconds << " s on "
      << threads << (threads == 1 ? " thread" : " threads") << "._\n";

  int code = kExitOk;
  if (too_hard > 0) {
    err << "calibrate: " << too_hard << " mission(s) won by the search policy on fewer than "
        << Percent(c.min_win) << " of the seeds\n";
    if (c.check) code = kExitFailure;
  }
  if (unusable > 0) {
    err << "calibrate: " << unusable << " mission(s) cannot take calibrated thresholds (see the table)\n";
    code = kExitFailure;
  }
  if (c.check && differ > 0) {
    err << "calibrate: the star thresholds of " << differ
        << " mission(s) are not the calibration's; run base-command-cli calibrate --write\n";
    code = kExitFailure;
  }
  if (c.write) {
    for (const auto& [id, stars] : to_write) {
      if (!WriteMissionStars(c.data_dir, id, stars, out, err)) code = kExitFailure;
    }
    // What was written must still load.
    if (!to_write.empty() && !LoadDataOrReport(c.data_dir, "calibrate", err)) code = kExitFailure;
    if (to_write.empty()) out << "every mission's thresholds are already the calibration's\n";
  }
  return code;
}

}  // namespace bc::cli
