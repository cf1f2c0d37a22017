// calibrate [--missions ID,... | --sample K/N] [--runs N] [--seed N] [--threads T] [--min-win R]
//           [--difficulty ID] [--data DIR] [--doc FILE] [--quiet] [--check | --write]: the
// campaign's star thresholds by the method of docs/balance.md, at one difficulty level
// (STANDARD unless --difficulty names another). The search policy plays every mission
// at the level with the starter loadout on seeds seed..seed+runs-1; 3 stars sit at the
// lower quartile of its winning scores, 2 stars at 90% and 1 star at 75% of that
// (SuggestStarThresholds); whatever the thresholds, a victory earns 1 star and a clean
// victory 2 (GradeBattle). Prints each mission's thresholds at the level now and
// calibrated, as Markdown; --check fails when they differ or the search policy wins less
// than --min-win of the seeds (at STANDARD 0.9 unless given; elsewhere only if given); --write puts the calibrated thresholds into the mission
// files (STANDARD's as "stars", another level's in "stars_by_level"). --doc names a
// Markdown file holding the printed table between <!-- calibrate LEVEL --> and
// <!-- /calibrate LEVEL -->: --check fails when it differs, --write replaces it. With
// --missions or --sample K/N (the missions whose place in the data's order is K modulo N)
// only those missions are played, and --check --doc compares their rows of the table.
#include <algorithm>
#include <exception>
#include <functional>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "autoplay/autoplay_summary.h"
#include "campaign/campaign_grade.h"
#include "cli/balance_common.h"
#include "cli/balance_run.h"
#include "cli/cli.h"
#include "cli/progress.h"
#include "data/catalog_loader.h"
#include "data/file_io.h"
#include "data/mission_stars_edit.h"

namespace bc::cli {

namespace {

struct CalibrateArgs {
  std::vector<std::string> missions;
  int sample_k = 0;  // --sample K/N: every Nth mission of the data's order from the Kth
  int sample_n = 0;  // 0: no sample
  RunOptions run{40, 1, 0};  // the method's 40 seeds from seed 1, on every core
  // The share of the seeds the search policy must win: the campaign's stated 90% at
  // STANDARD; at another level only what it wins is reported, unless --min-win is given.
  std::optional<double> min_win;
  bool check = false;
  bool write = false;
  bool quiet = false;
  std::filesystem::path data_dir = data::DefaultDataDir();
  std::filesystem::path doc;  // a Markdown file holding the table (--doc)
};

bool ParseCalibrateArgs(const Args& args, CalibrateArgs& c, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--check" || a == "--write") {
      (a == "--check" ? c.check : c.write) = true;
      continue;
    }
    if (a == "--quiet") {
      c.quiet = true;
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
    } else if (a == "--sample") {
      const std::size_t slash = v.find('/');
      int k = -1;
      int n = 0;
      try {
        std::size_t used = 0;
        if (slash != std::string::npos) {
          k = std::stoi(v.substr(0, slash), &used);
          if (used != slash) k = -1;
          n = std::stoi(v.substr(slash + 1), &used);
          if (used != v.size() - slash - 1) n = 0;
        }
      } catch (const std::exception&) {
        k = -1;
      }
      if (k < 0 || n < 1 || k >= n) {
        err << "--sample needs K/N with 0 <= K < N (like 1/3: the second of every three missions), got " << v << "\n";
        return false;
      }
      c.sample_k = k;
      c.sample_n = n;
    } else if (a == "--min-win") {
      const auto r = ParsePositive(v);
      if (!r || *r > 1.0) {
        err << "--min-win needs a share of the seeds above 0 and at most 1 (like 0.9), got " << v << "\n";
        return false;
      }
      c.min_win = *r;
    } else if (a == "--data") {
      c.data_dir = v;
    } else if (a == "--doc") {
      c.doc = v;
    } else {
      err << "unknown argument " << a << "\n";
      return false;
    }
  }
  if (c.check && c.write) {
    err << "--check and --write do not go together: check, or write\n";
    return false;
  }
  if (c.sample_n > 0 && !c.missions.empty()) {
    err << "--sample and --missions do not go together: name the missions, or sample them\n";
    return false;
  }
  if (c.write && !c.doc.empty() && (c.sample_n > 0 || !c.missions.empty())) {
    err << "--write --doc writes the whole table: run it without --missions or --sample\n";
    return false;
  }
  return true;
}

std::string Thresholds(const std::array<int, 3>& t) {
  return std::to_string(t[0]) + " / " + std::to_string(t[1]) + " / " + std::to_string(t[2]);
}

std::string WholePercent(double share) {
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
  std::string differs_note;  // for the table, while the thresholds differ
  std::string note;          // for the table, whatever is written
};

// `def` is the mission as the data has it (its thresholds at every level); `level` the
// level calibrated.
Verdict Judge(const MissionSummary& m, const MissionDef& def, const std::string& level, double min_win) {
  Verdict v;
  const std::array<int, 3>& calibrated = m.suggested_stars;
  const bool standard = level == kStandardDifficulty;
  if (m.wins == 0) {
    v.unusable = true;
    v.note = "never won: no thresholds";
  } else if (standard && def.flawless_score != 0 && def.flawless_score <= calibrated[2]) {
    v.unusable = true;
    v.note = "its flawless score " + std::to_string(def.flawless_score) + " is not above 3 stars: raise it by hand";
  } else if (!standard && LevelStarScores(def, level) == nullptr) {
    v.differs = true;
    v.differs_note = "no thresholds at this level";
  } else if (calibrated != m.star_scores) {
    v.differs = true;
    v.differs_note = "differs";
  }
  if (!standard && m.wins > 0 && def.flawless_score != 0 && def.flawless_score <= calibrated[2]) {
    // The hand-set flawless score is the mission's at every level; where 3 stars ask more,
    // it asks nothing more of a three-star victory.
    v.note += (v.note.empty() ? "" : "; ") + std::string("3 stars ask more than its flawless score ") +
              std::to_string(def.flawless_score);
  }
  if (static_cast<double>(m.wins) < min_win * static_cast<double>(m.games)) {
    v.too_hard = true;
    v.note += (v.note.empty() ? "" : "; ") + std::string("won on fewer than ") + WholePercent(min_win) + " of seeds";
  }
  return v;
}

// The mission file under data_dir/missions that holds `id`, rewritten by `edit`; false
// after saying why not.
bool EditMissionFile(const std::filesystem::path& data_dir, const std::string& id,
                     const std::function<data::StarsEdit(const std::string&)>& edit, std::ostream& err,
                     std::filesystem::path& written) {
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
    const data::StarsEdit result = edit(*text);
    if (!result.found) continue;
    if (!result.ok) {
      err << "calibrate: " << file.generic_string() << ": " << result.reason << "\n";
      return false;
    }
    if (const std::string problem = data::WriteFileAtomically(file, result.text); !problem.empty()) {
      err << "calibrate: " << problem << "\n";
      return false;
    }
    written = file;
    return true;
  }
  err << "calibrate: no file under " << (data_dir / "missions").generic_string() << " holds mission " << id
      << "\n";
  return false;
}

// Puts `stars` into the mission's file as its thresholds at `level`: STANDARD's "stars",
// or its entry in "stars_by_level" (the other levels' entries kept, in the order of
// data/difficulties.json).
bool WriteMissionStars(const Catalog& data, const std::filesystem::path& data_dir, const MissionDef& mission,
                       const std::string& level, const std::array<int, 3>& stars, std::ostream& out,
                       std::ostream& err) {
  std::function<data::StarsEdit(const std::string&)> edit;
  std::vector<LevelStars> levels;
  if (level == kStandardDifficulty) {
    edit = [&](const std::string& text) { return data::ReplaceMissionStars(text, mission.id, stars); };
  } else {
    for (const DifficultyDef& known : data.difficulties) {
      if (known.id == level) {
        levels.push_back({level, stars});
      } else if (const std::array<int, 3>* kept = LevelStarScores(mission, known.id)) {
        levels.push_back({known.id, *kept});
      }
    }
    edit = [&](const std::string& text) { return data::ReplaceMissionLevelStars(text, mission.id, levels); };
  }
  std::filesystem::path file;
  if (!EditMissionFile(data_dir, mission.id, edit, err, file)) return false;
  out << "wrote " << mission.id << " stars " << Thresholds(stars)
      << (level == kStandardDifficulty ? std::string() : " at " + level) << " to " << file.generic_string() << "\n";
  return true;
}

std::string DocBegin(const std::string& level) { return "<!-- calibrate " + level + " -->\n"; }
std::string DocEnd(const std::string& level) { return "<!-- /calibrate " + level + " -->"; }

// The text between the level's markers in `doc`, or nothing when it has no such section.
std::optional<std::pair<std::size_t, std::size_t>> DocSection(const std::string& doc, const std::string& level) {
  const std::size_t begin = doc.find(DocBegin(level));
  if (begin == std::string::npos) return std::nullopt;
  const std::size_t from = begin + DocBegin(level).size();
  const std::size_t end = doc.find(DocEnd(level), from);
  if (end == std::string::npos) return std::nullopt;
  return std::make_pair(from, end);
}

// --doc: checks (or, writing, replaces) the level's section of the file against `table`.
// `part`: the table is some missions' only (--missions, --sample).
bool CheckOrWriteDoc(const std::filesystem::path& path, const std::string& level, const std::string& table,
                     bool write, bool part, std::ostream& out, std::ostream& err) {
  const std::optional<std::string> doc = data::ReadWholeFile(path);
  if (!doc) {
    err << "calibrate: cannot read " << path.generic_string() << "\n";
    return false;
  }
  const auto section = DocSection(*doc, level);
  if (!section) {
    err << "calibrate: " << path.generic_string() << " has no section between " << DocBegin(level).substr(0, DocBegin(level).size() - 1)
        << " and " << DocEnd(level) << "\n";
    return false;
  }
  const std::string now = doc->substr(section->first, section->second - section->first);
  if (now == table) return true;
  if (part && !write) {
    // Some missions only: each line printed (the heading, and those missions' rows) is a
    // line of the doc's table.
    std::vector<std::string> lines;
    std::istringstream in(now);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::istringstream printed(table);
    bool all = true;
    for (std::string line; std::getline(printed, line);) {
      if (std::find(lines.begin(), lines.end(), line) != lines.end()) continue;
      if (all) {
        err << "calibrate: the table of " << level << " in " << path.generic_string()
            << " does not hold what calibrate prints for these missions; run base-command-cli calibrate"
            << (level == kStandardDifficulty ? std::string() : " --difficulty " + level) << " --write --doc "
            << path.generic_string() << "\n";
      }
      err << "calibrate: not in the doc: " << line << "\n";
      all = false;
    }
    return all;
  }
  if (!write) {
    err << "calibrate: the table of " << level << " in " << path.generic_string()
        << " is not what calibrate prints; run base-command-cli calibrate"
        << (level == kStandardDifficulty ? std::string() : " --difficulty " + level) << " --write --doc "
        << path.generic_string() << "\n";
    return false;
  }
  std::string updated = *doc;
  updated.replace(section->first, section->second - section->first, table);
  if (const std::string problem = data::WriteFileAtomically(path, updated); !problem.empty()) {
    err << "calibrate: " << problem << "\n";
    return false;
  }
  out << "wrote the table of " << level << " to " << path.generic_string() << "\n";
  return true;
}

}  // namespace

int RunCalibrate(const Args& args, std::ostream& out, std::ostream& err) {
  CalibrateArgs c;
  if (!ParseCalibrateArgs(args, c, err)) return kExitUsage;
  const std::optional<Catalog> data = LoadDataOrReport(c.data_dir, "calibrate", err);
  if (!data) return kExitFailure;
  std::optional<Catalog> catalog = data;  // the missions as the level fights them
  if (!AtDifficultyOrReport(*catalog, c.run.difficulty, "calibrate", err)) return kExitFailure;
  std::vector<MissionIndex> missions;
  for (const std::string& id : c.missions) {
    const int m = ResolveMissionArg(*catalog, id, "calibrate", err);
    if (m < 0) return kExitFailure;
    missions.push_back(static_cast<MissionIndex>(m));
  }
  if (c.missions.empty()) {
    for (std::size_t m = 0; m < catalog->missions.size(); ++m) {
      if (c.sample_n == 0 || static_cast<int>(m % static_cast<std::size_t>(c.sample_n)) == c.sample_k) {
        missions.push_back(static_cast<MissionIndex>(m));
      }
    }
  }
  const int loadout = ResolveLoadoutArg(*catalog, "starter", "calibrate", err);
  if (loadout < 0) return kExitFailure;
  const int threads =
      c.run.threads > 0 ? c.run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string& level = c.run.difficulty;
  const double min_win = c.min_win.value_or(level == kStandardDifficulty ? 0.9 : 0.0);

  ProgressLine progress(err, ProgressWanted(err, c.quiet));
  const std::vector<BalanceJob> jobs = MakeBalanceJobs(missions, c.run.runs, c.run.seed, loadout);
  const std::size_t mission_count = JobMissions(jobs);
  auto tell = [&](const char* what) -> JobsDone {
    if (!progress.enabled()) return {};
    const double start = progress.Seconds();
    return [&progress, &jobs, mission_count, what, start](std::size_t games, std::size_t done) {
      progress.Show("calibrate: " + GamesProgressText(what, done, mission_count, games, jobs.size(),
                                                      progress.Seconds() - start));
    };
  };
  const std::vector<GameResult> games = RunBalanceJobs(*catalog, jobs, PolicyKind::kSearch, threads, tell("search"));
  const BalanceSummary summary = Summarize(*catalog, games);
  // What a plainer player earns under the same thresholds: greedy on the same seeds.
  const BalanceSummary greedy =
      Summarize(*catalog, RunBalanceJobs(*catalog, jobs, PolicyKind::kGreedy, threads, tell("greedy")));
  progress.Done();
  const double seconds = progress.Seconds();

  std::vector<Verdict> verdicts;
  int differ = 0;
  int too_hard = 0;
  int unusable = 0;
  std::vector<std::pair<const MissionDef*, std::array<int, 3>>> to_write;
  for (const MissionSummary& m : summary.missions) {
    const MissionDef& def = data->missions[static_cast<std::size_t>(data->FindMission(m.mission))];
    verdicts.push_back(Judge(m, def, level, min_win));
    const Verdict& verdict = verdicts.back();
    differ += verdict.differs ? 1 : 0;
    unusable += verdict.unusable ? 1 : 0;
    too_hard += verdict.too_hard ? 1 : 0;
    if (verdict.differs) to_write.emplace_back(&def, m.suggested_stars);
  }
  // The table; `written`: as the mission files read once the calibrated thresholds are in.
  auto table = [&](bool written) {
    std::ostringstream t;
    t << "Star calibration: `search` policy, `starter` loadout (fixed decks keep theirs), "
      << (level == kStandardDifficulty ? std::string() : "difficulty `" + level + "`, ") << "seeds " << c.run.seed
      << "–" << c.run.seed + static_cast<std::uint64_t>(c.run.runs) - 1
      << ". 3 stars at the lower quartile of the winning scores, "
      << "2 stars at " << kTwoStarPercent << "% and 1 star at " << kOneStarPercent
      << "% of it, rounded down to 50; any victory earns at least " << kVictoryStars
      << " star and a clean victory (no base health or unit lost, at or under par) at least " << kCleanVictoryStars
      << " (docs/balance.md).\n\n";
    t << "| mission | search wins | lower-quartile win score | stars now | calibrated | search wins at 1★ / 2★ / 3★ "
         "| greedy wins | greedy wins at 1★ / 2★ / 3★ | |\n";
    t << "|---|---:|---:|---|---|---|---:|---|---|\n";
    for (std::size_t i = 0; i < summary.missions.size(); ++i) {
      const MissionSummary& m = summary.missions[i];
      const MissionSummary& g = greedy.missions[i];
      const MissionDef& def = data->missions[static_cast<std::size_t>(data->FindMission(m.mission))];
      const Verdict& verdict = verdicts[i];
      const std::array<int, 3>& calibrated = m.suggested_stars;
      auto shares = [&](const std::vector<int>& scores) {
        return WholePercent(ShareAtLeast(scores, calibrated[0])) + " / " + WholePercent(ShareAtLeast(scores, calibrated[1])) +
               " / " + WholePercent(ShareAtLeast(scores, calibrated[2]));
      };
      const bool replaced = written && verdict.differs;
      const bool has_now = replaced || level == kStandardDifficulty || LevelStarScores(def, level) != nullptr;
      std::string note = replaced ? std::string() : verdict.differs_note;
      if (!verdict.note.empty()) note += (note.empty() ? "" : "; ") + verdict.note;
      t << "| " << m.mission << " | " << m.wins << "/" << m.games << " | "
        << (m.wins > 0 ? std::to_string(Percentile(m.winning_scores, kThreeStarPercentile)) : "-") << " | "
        << (has_now ? Thresholds(replaced ? calibrated : m.star_scores) : "-") << " | "
        << (m.wins > 0 ? Thresholds(calibrated) : "-") << " | " << shares(m.winning_scores) << " | " << g.wins << "/"
        << g.games << " | " << shares(g.winning_scores) << " | " << note << " |\n";
    }
    return t.str();
  };
  out << table(false);
  // How long it took goes to stderr: the table is the same on any machine.
  if (!c.quiet) {
    err << "calibrate: " << games.size() << " search and " << greedy.games << " greedy games in " << std::fixed
        << std::setprecision(1) << seconds << " s on " << threads << (threads == 1 ? " thread" : " threads") << "\n";
  }

  int code = kExitOk;
  if (too_hard > 0) {
    err << "calibrate: " << too_hard << " mission(s) won by the search policy on fewer than "
        << WholePercent(min_win) << " of the seeds\n";
    if (c.check) code = kExitFailure;
  }
  if (unusable > 0) {
    err << "calibrate: " << unusable << " mission(s) cannot take calibrated thresholds (see the table)\n";
    code = kExitFailure;
  }
  if (c.check && differ > 0) {
    err << "calibrate: the star thresholds of " << differ << " mission(s)"
        << (level == kStandardDifficulty ? std::string() : " at " + level)
        << " are not the calibration's; run base-command-cli calibrate"
        << (level == kStandardDifficulty ? std::string() : " --difficulty " + level) << " --write\n";
    code = kExitFailure;
  }
  if (c.write) {
    for (const auto& [def, stars] : to_write) {
      if (!WriteMissionStars(*data, c.data_dir, *def, level, stars, out, err)) code = kExitFailure;
    }
    // What was written must still load.
    if (!to_write.empty() && !LoadDataOrReport(c.data_dir, "calibrate", err)) code = kExitFailure;
    if (to_write.empty()) out << "every mission's thresholds are already the calibration's\n";
  }
  // The doc holds the table as the mission files read once they are the calibration's.
  if (!c.doc.empty() && (c.check || c.write) && code == kExitOk) {
    const bool part = c.sample_n > 0 || !c.missions.empty();
    if (!CheckOrWriteDoc(c.doc, level, table(c.write), c.write, part, out, err)) code = kExitFailure;
  }
  return code;
}

}  // namespace bc::cli
