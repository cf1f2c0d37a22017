// balance [--missions ID,...] [--generated SEEDS:THREATS] [--loadout FILE|ID] [--policy P]
//         [--runs N] [--threads T] [--seed N] [--difficulty ID] [--out DIR]
//         [--compare OTHER_DATA_DIR] [--data DIR] [--quiet]:
// autoplays every
// mission `runs` times on fixed seeds, on every core, and reports win rates with their
// 95% intervals, stars, scores, turns, base health, cards and attackers as Markdown;
// CSV and an SVG chart go to --out. --compare plays a second data set on the same seeds
// and prints both side by side, marking the differences larger than the noise.
// --generated plays generated sieges (each proven by the search policy at the level
// first, as a run offers them) instead of, or besides --missions, the data's missions.
// On a terminal a progress line on stderr says how far it is (progress.h); --quiet
// drops it.
#include <ostream>
#include <thread>

#include "cli/balance_common.h"
#include "cli/balance_report.h"
#include "cli/balance_run.h"
#include "cli/cli.h"
#include "cli/generated_sieges.h"
#include "cli/progress.h"
#include "data/catalog_loader.h"

namespace bc::cli {

namespace {

struct BalanceArgs {
  std::vector<std::string> missions;
  std::string generated;
  std::string loadout;
  std::string policy = "greedy";
  RunOptions run;  // 100 runs from seed 1 on every core
  std::string out_dir;
  std::string compare_dir;
  bool quiet = false;
  std::filesystem::path data_dir = data::DefaultDataDir();
};

// Parses the arguments; returns false after writing what is wrong.
bool ParseBalanceArgs(const Args& args, BalanceArgs& b, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--quiet") {
      b.quiet = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      err << (a.rfind("--", 0) == 0 ? a + " needs a value" : "unknown argument " + a) << "\n";
      return false;
    }
    const std::string& v = args[++i];
    bool bad = false;
    if (ParseRunOption(a, v, b.run, bad, err)) {
      if (bad) return false;
    } else if (a == "--missions") {
      b.missions = SplitCommas(v);
    } else if (a == "--generated") {
      b.generated = v;
    } else if (a == "--loadout") {
      b.loadout = v;
    } else if (a == "--policy") {
      b.policy = v;
    } else if (a == "--out") {
      b.out_dir = v;
    } else if (a == "--compare") {
      b.compare_dir = v;
    } else if (a == "--data") {
      b.data_dir = v;
    } else {
      err << "unknown argument " << a << "\n";
      return false;
    }
  }
  return true;
}

// The missions to play in `catalog`, by id (all of them when `ids` is empty); false
// after naming an unknown one.
bool PickMissions(const Catalog& catalog, const std::vector<std::string>& ids,
                  std::vector<MissionIndex>& out, std::ostream& err) {
  out.clear();
  if (ids.empty()) {
    for (std::size_t m = 0; m < catalog.missions.size(); ++m) out.push_back(static_cast<MissionIndex>(m));
  }
  for (const std::string& id : ids) {
    const int m = ResolveMissionArg(catalog, id, "balance", err);
    if (m < 0) return false;
    out.push_back(static_cast<MissionIndex>(m));
  }
  if (out.empty()) err << "balance: no missions to play\n";
  return !out.empty();
}

}  // namespace

int RunBalance(const Args& args, std::ostream& out, std::ostream& err) {
  BalanceArgs b;
  if (!ParseBalanceArgs(args, b, err)) return kExitUsage;
  const std::optional<PolicyKind> policy = ResolvePolicyArg(b.policy, "balance", err);
  if (!policy) return kExitUsage;
  std::optional<Catalog> catalog = LoadDataOrReport(b.data_dir, "balance", err);
  if (!catalog) return kExitFailure;
  std::vector<std::string> mission_ids = b.missions;
  if (!b.generated.empty()) {
    // The generated sieges join the catalog as ordinary missions, proven at the level.
    if (!FindLevel(*catalog, b.run.difficulty)) {
      err << "balance: unknown difficulty \"" << b.run.difficulty << "\"\n";
      return kExitFailure;
    }
    const std::optional<gen::GeneratorParams> params = LoadGeneratorOrReport(b.data_dir, *catalog, "balance", err);
    if (!params) return kExitFailure;
    const std::optional<std::vector<SiegeJob>> jobs = ParseSiegeJobs(b.generated, gen::ThreatCount(*params), "balance", err);
    if (!jobs) return kExitUsage;
    runs::ProofOptions proof;
    proof.difficulty = b.run.difficulty;
    for (const runs::ProvenSiege& siege : ProveSieges(*catalog, *params, *jobs, proof, b.run.threads)) {
      catalog->missions.push_back(siege.siege.mission);
      mission_ids.push_back(siege.siege.mission.id);
    }
    FinishCatalog(*catalog);
  }
  if (!AtDifficultyOrReport(*catalog, b.run.difficulty, "balance", err)) return kExitFailure;
  std::vector<MissionIndex> missions;
  if (!PickMissions(*catalog, mission_ids, missions, err)) return kExitFailure;
  const int loadout = b.loadout.empty() ? -1 : ResolveLoadoutArg(*catalog, b.loadout, "balance", err);
  if (!b.loadout.empty() && loadout < 0) return kExitFailure;

  // The comparison set: the same mission ids (every mission of A that B also has).
  std::optional<Catalog> other;
  std::vector<MissionIndex> other_missions;
  int other_loadout = -1;
  if (!b.compare_dir.empty()) {
    other = LoadDataOrReport(b.compare_dir, "balance", err);
    if (!other) return kExitFailure;
    if (!AtDifficultyOrReport(*other, b.run.difficulty, "balance", err)) return kExitFailure;
    std::vector<std::string> ids;
    for (const MissionIndex m : missions) {
      if (other->FindMission(catalog->missions[m].id) >= 0) ids.push_back(catalog->missions[m].id);
    }
    if (!PickMissions(*other, ids, other_missions, err)) return kExitFailure;
    if (!b.loadout.empty()) {
      other_loadout = ResolveLoadoutArg(*other, b.loadout, "balance", err);
      if (other_loadout < 0) return kExitFailure;
    }
  }

  BalanceRunInfo info;
  info.policy = PolicyKindName(*policy);
  info.runs = b.run.runs;
  info.first_seed = b.run.seed;
  info.threads = b.run.threads > 0 ? b.run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  info.data_dir = b.data_dir.generic_string();
  info.loadout = loadout >= 0 ? catalog->loadouts[loadout].id : "";
  info.difficulty = b.run.difficulty;

  ProgressLine progress(err, ProgressWanted(err, b.quiet));
  auto tell = [&](const std::vector<BalanceJob>& run, const std::string& what) -> JobsDone {
    if (!progress.enabled()) return {};
    const double start = progress.Seconds();
    const std::size_t mission_count = JobMissions(run);
    return [&progress, &run, what, start, mission_count](std::size_t games, std::size_t done) {
      progress.Show("balance: " + GamesProgressText(what, done, mission_count, games, run.size(),
                                                    progress.Seconds() - start));
    };
  };
  const std::vector<BalanceJob> jobs = MakeBalanceJobs(missions, b.run.runs, b.run.seed, loadout);
  const std::vector<GameResult> games =
      RunBalanceJobs(*catalog, jobs, *policy, info.threads, tell(jobs, other ? "A" : info.policy));
  const BalanceSummary summary = Summarize(*catalog, games);
  BalanceSummary other_summary;
  std::vector<BalanceJob> other_jobs;
  std::vector<GameResult> other_games;
  if (other) {
    other_jobs = MakeBalanceJobs(other_missions, b.run.runs, b.run.seed, other_loadout);
    other_games = RunBalanceJobs(*other, other_jobs, *policy, info.threads, tell(other_jobs, "B"));
    other_summary = Summarize(*other, other_games);
  }
  progress.Done();
  info.seconds = progress.Seconds();

  if (other) {
    WriteCompareMarkdown(out, summary, other_summary, info, b.compare_dir);
  } else {
    WriteBalanceMarkdown(out, summary, info);
  }
  if (!b.out_dir.empty()) {
    if (!WriteBalanceFiles(b.out_dir, summary, GamesCsv(*catalog, JobSeeds(jobs), games), err)) {
      return kExitFailure;
    }
    if (other && !WriteBalanceFiles(std::filesystem::path(b.out_dir) / "compare", other_summary,
                                    GamesCsv(*other, JobSeeds(other_jobs), other_games), err)) {
      return kExitFailure;
    }
  }
  return kExitOk;
}

}  // namespace bc::cli
