// runs [--runs N] [--seed N | --daily YYYY-MM-DD] [--print-siege K] [--policy P] [--proof-games N] [--threads T] [--difficulty ID] [--data DIR]:
// plays N field runs (run seeds seed..seed+N-1) to their end with the policy, each siege
// generated and proven as the game offers it, the choices between sieges made by the
// autoplayer's plain rule (runs/run_autoplay.h), and reports how deep the runs went: the
// share that won each siege, with its 95% interval, the runs won, the mean score and the
// draws and proof games the sieges took. --proof-games proves each siege on fewer seeds
// than the generator's file asks (a quicker look; the game proves them on all of them).
// --daily YYYY-MM-DD plays that day's DAILY RUN (its seed is the date's: runs::DailySeed;
// one run, not --runs). --print-siege K plays nothing: it prints the run's
// K-th siege as the game offers it (generated from the run's seed, proven by the search
// policy at the run's level) as a mission file, and one line on stderr naming it, so the
// daily run of two machines can be compared byte for byte.
#include <iomanip>
#include <sstream>
#include <ostream>

#include "autoplay/autoplay_summary.h"
#include "cli/balance_common.h"
#include "cli/cli.h"
#include "cli/generated_sieges.h"
#include "data/catalog_loader.h"
#include "data/mission_json.h"
#include "data/run_rules_loader.h"
#include "runs/run_autoplay.h"

namespace bc::cli {

int RunRuns(const Args& args, std::ostream& out, std::ostream& err) {
  RunOptions run{200, 1, 0};
  std::string policy_name = "greedy";
  runs::ProofOptions proof;
  std::filesystem::path data_dir = data::DefaultDataDir();
  std::string daily;
  int print_siege = 0;  // 1-based; 0: play the runs
  bool runs_given = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) {
      err << (a.rfind("--", 0) == 0 ? a + " needs a value" : "unknown argument " + a) << "\n";
      return kExitUsage;
    }
    const std::string& v = args[++i];
    bool bad = false;
    if (ParseRunOption(a, v, run, bad, err)) {
      if (bad) return kExitUsage;
      runs_given = runs_given || a == "--runs";
    } else if (a == "--daily") {
      int year = 0, month = 0, day = 0;
      if (!runs::ParseDailyName(v, year, month, day)) {
        err << "--daily needs a date as YYYY-MM-DD, got " << v << "\n";
        return kExitUsage;
      }
      daily = runs::DailyName(year, month, day);
    } else if (a == "--print-siege") {
      const auto n = ParseInteger(v, 1, 99);
      if (!n) {
        err << "--print-siege needs a siege of the run (1, 2, ...), got " << v << "\n";
        return kExitUsage;
      }
      print_siege = static_cast<int>(*n);
    } else if (a == "--policy") {
      policy_name = v;
    } else if (a == "--proof-games") {
      const auto n = ParseInteger(v, 0, 64);
      if (!n) {
        err << "--proof-games needs 0 to 64, got " << v << "\n";
        return kExitUsage;
      }
      proof.games = static_cast<int>(*n);
    } else if (a == "--data") {
      data_dir = v;
    } else {
      err << "unknown argument " << a << "\n";
      return kExitUsage;
    }
  }
  if (!daily.empty()) {
    int year = 0, month = 0, day = 0;
    runs::ParseDailyName(daily, year, month, day);
    run.seed = runs::DailySeed(year, month, day);
    if (runs_given && run.runs != 1) {
      err << "runs: --daily plays the one run of its date, not --runs " << run.runs << "\n";
      return kExitUsage;
    }
    run.runs = 1;
  }
  const std::optional<PolicyKind> policy = ResolvePolicyArg(policy_name, "runs", err);
  if (!policy) return kExitUsage;
  const std::optional<Catalog> catalog = LoadDataOrReport(data_dir, "runs", err);
  if (!catalog) return kExitFailure;
  if (!FindLevel(*catalog, run.difficulty)) {
    err << "runs: unknown difficulty \"" << run.difficulty << "\"\n";
    return kExitUsage;
  }
  const std::optional<gen::GeneratorParams> params = LoadGeneratorOrReport(data_dir, *catalog, "runs", err);
  if (!params) return kExitFailure;
  const data::RunRulesLoad rules = data::LoadRunRules(data_dir, *catalog, gen::ThreatCount(*params));
  if (!rules.ok()) {
    for (const data::LoadError& e : rules.errors) err << data::FormatError(e) << "\n";
    return kExitFailure;
  }
  if (print_siege > 0) {
    const int sieges = runs::SiegeCount(rules.rules);
    if (print_siege > sieges) {
      err << "runs: --print-siege " << print_siege << " is past the run's " << sieges << " sieges\n";
      return kExitUsage;
    }
    const int depth = print_siege - 1;
    runs::ProofOptions options = proof;  // the game's: the search policy, the file's proof games
    options.difficulty = run.difficulty;
    const runs::ProvenSiege siege =
        runs::ProveSiege(*catalog, *params, runs::SiegeSeed(run.seed, depth), runs::ThreatAt(rules.rules, depth), options);
    out << data::MissionFileText(*catalog, {siege.siege.mission});
    err << "runs: " << (daily.empty() ? "run" : "daily run " + daily) << " (run seed " << run.seed << "), siege "
        << print_siege << " of " << sieges << ": " << siege.siege.mission.id << ", threat "
        << runs::ThreatAt(rules.rules, depth) << ", draw " << siege.draws << ", "
        << (siege.proven ? "proven" : "NOT proven") << " in " << siege.scores.size() << " games at " << run.difficulty
        << "\n";
    return siege.proven ? kExitOk : kExitFailure;
  }
  std::vector<runs::RunPlay> plays(static_cast<std::size_t>(run.runs));
  ParallelFor(run.runs, run.threads, [&](int i) {
    plays[static_cast<std::size_t>(i)] =
        runs::PlayRun(*catalog, *params, rules.rules, run.seed + static_cast<std::uint64_t>(i), *policy, run.difficulty,
                      proof);
  });

  const int sieges = runs::SiegeCount(rules.rules);
  std::vector<int> won_at(static_cast<std::size_t>(sieges), 0);  // runs that won siege k
  long long score = 0, draws = 0, games = 0, fought = 0;
  int complete = 0;
  for (const runs::RunPlay& p : plays) {
    for (int k = 0; k < p.final_run.depth; ++k) ++won_at[static_cast<std::size_t>(k)];
    complete += p.final_run.end == runs::RunEnd::kWon;
    score += p.final_run.Score();
    draws += p.draws;
    games += p.proof_games;
    fought += static_cast<long long>(p.battle_turns.size());
  }
  const auto pct = [](double v) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(1) << 100.0 * v << "%";
    return s.str();
  };
  out << "# Field runs\n\n`" << PolicyKindName(*policy) << "` policy, " << run.runs << " runs (run seeds " << run.seed << "–"
      << run.seed + static_cast<std::uint64_t>(run.runs) - 1 << (daily.empty() ? "" : ", the daily run of " + daily)
      << "), difficulty `" << run.difficulty << "`, data `"
      << data_dir.generic_string() << "`.\n\n";
  out << "| siege | threat | runs that won it | share of runs (95% CI) | share of the runs that fought it |\n";
  out << "|---:|---:|---:|---|---:|\n";
  int reached = run.runs;
  for (int k = 0; k < sieges; ++k) {
    const int won = won_at[static_cast<std::size_t>(k)];
    const Interval ci = WilsonInterval(won, run.runs);
    out << "| " << k + 1 << " | " << runs::ThreatAt(rules.rules, k) << " | " << won << " | "
        << pct(static_cast<double>(won) / run.runs) << " (" << pct(ci.low) << " – " << pct(ci.high) << ") | "
        << (reached > 0 ? pct(static_cast<double>(won) / reached) : std::string("–")) << " |\n";
    reached = won;
  }
  out << "\nRuns won: " << complete << " of " << run.runs << " (" << pct(static_cast<double>(complete) / run.runs)
      << "); mean run score " << score / std::max(1, run.runs) << "; " << fought << " sieges fought, "
      << draws << " siege draws and " << games << " proof games.\n";
  return kExitOk;
}

}  // namespace bc::cli
