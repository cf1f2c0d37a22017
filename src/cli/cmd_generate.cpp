// generate --seed N --threat T [--difficulty ID] [--policy P] [--proof-games N] [--no-proof] [--data DIR]:
// prints the siege of (seed, threat) as a mission file that validate accepts (and a
// designer may keep in data/missions/), proven by the policy (search unless told) in
// every proof game and its stars calibrated from them; one line on stderr says which draw
// it was and what the proof found.
// generate --check SEEDS:THREATS [--threads T] [--quiet] [same proof options]: every siege of the
// list written, read back by the strict loader and written again to the same bytes;
// exits 1 naming each that does not. On a terminal a progress line on stderr says how
// many sieges are proven (progress.h); --quiet drops it.
#include <cstdio>
#include <ostream>

#include "cli/balance_common.h"
#include "cli/cli.h"
#include "cli/generated_sieges.h"
#include "cli/progress.h"
#include "data/catalog_loader.h"
#include "data/mission_json.h"

namespace bc::cli {

namespace {

struct GenerateArgs {
  std::optional<std::uint64_t> seed;
  std::optional<int> threat;
  std::string check;
  std::string policy = "search";
  int proof_games = -1;
  bool prove = true;
  int threads = 0;
  bool quiet = false;
  std::string difficulty = kStandardDifficulty;
  std::filesystem::path data_dir = data::DefaultDataDir();
};

bool ParseGenerateArgs(const Args& args, GenerateArgs& g, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--no-proof") {
      g.prove = false;
      continue;
    }
    if (a == "--quiet") {
      g.quiet = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      err << (a.rfind("--", 0) == 0 ? a + " needs a value" : "unknown argument " + a) << "\n";
      return false;
    }
    const std::string& v = args[++i];
    if (a == "--seed") {
      const auto s = ParseInteger(v, 0, 9'000'000'000'000'000'000LL);
      if (!s) {
        err << "--seed needs a whole number from 0, got " << v << "\n";
        return false;
      }
      g.seed = static_cast<std::uint64_t>(*s);
    } else if (a == "--threat") {
      const auto t = ParseInteger(v, 1, 99);
      if (!t) {
        err << "--threat needs a threat level (1, 2, ...), got " << v << "\n";
        return false;
      }
      g.threat = static_cast<int>(*t);
    } else if (a == "--check") {
      g.check = v;
    } else if (a == "--policy") {
      g.policy = v;
    } else if (a == "--proof-games") {
      const auto n = ParseInteger(v, 0, 64);
      if (!n) {
        err << "--proof-games needs 0 to 64, got " << v << "\n";
        return false;
      }
      g.proof_games = static_cast<int>(*n);
    } else if (a == "--threads") {
      const auto n = ParseInteger(v, 1, 256);
      if (!n) {
        err << "--threads needs 1 to 256, got " << v << "\n";
        return false;
      }
      g.threads = static_cast<int>(*n);
    } else if (a == "--difficulty") {
      g.difficulty = v;
    } else if (a == "--data") {
      g.data_dir = v;
    } else {
      err << "unknown argument " << a << "\n";
      return false;
    }
  }
  if (g.check.empty() && (!g.seed || !g.threat)) {
    err << "generate needs --seed and --threat (or --check SEEDS:THREATS)\n";
    return false;
  }
  return true;
}

std::string Stars(const std::array<int, 3>& s) {
  return std::to_string(s[0]) + " / " + std::to_string(s[1]) + " / " + std::to_string(s[2]);
}

}  // namespace

int RunGenerate(const Args& args, std::ostream& out, std::ostream& err) {
  GenerateArgs g;
  if (!ParseGenerateArgs(args, g, err)) return kExitUsage;
  const std::optional<PolicyKind> policy = ResolvePolicyArg(g.policy, "generate", err);
  if (!policy) return kExitUsage;
  const std::optional<Catalog> catalog = LoadDataOrReport(g.data_dir, "generate", err);
  if (!catalog) return kExitFailure;
  if (!FindLevel(*catalog, g.difficulty)) {
    err << "generate: unknown difficulty \"" << g.difficulty << "\"\n";
    return kExitUsage;
  }
  const std::optional<gen::GeneratorParams> params = LoadGeneratorOrReport(g.data_dir, *catalog, "generate", err);
  if (!params) return kExitFailure;
  runs::ProofOptions options;
  options.games = g.proof_games;
  options.policy = *policy;
  options.difficulty = g.difficulty;
  options.prove = g.prove;

  if (g.check.empty()) {
    if (*g.threat > gen::ThreatCount(*params)) {
      err << "generate: threat " << *g.threat << " is above the generator's " << gen::ThreatCount(*params)
          << " levels\n";
      return kExitUsage;
    }
    const runs::ProvenSiege siege = runs::ProveSiege(*catalog, *params, *g.seed, *g.threat, options);
    out << data::MissionFileText(*catalog, {siege.siege.mission});
    err << "generate: " << siege.siege.mission.id << ", threat " << *g.threat << ", draw " << siege.draws << ": ";
    if (!g.prove) {
      err << "not proven (--no-proof), stars provisional\n";
    } else if (siege.proven) {
      err << PolicyKindName(*policy) << " won " << siege.scores.size() << " of " << siege.scores.size() << " at "
          << g.difficulty << ", stars " << Stars(siege.siege.mission.star_scores) << "\n";
    } else {
      err << "no draw of " << params->proof.max_draws << " was won in every proof game; this one is unproven\n";
      return kExitFailure;
    }
    return kExitOk;
  }

  const std::optional<std::vector<SiegeJob>> jobs = ParseSiegeJobs(g.check, gen::ThreatCount(*params), "generate", err);
  if (!jobs) return kExitUsage;
  ProgressLine progress(err, ProgressWanted(err, g.quiet));
  std::function<void(std::size_t)> tell;
  if (progress.enabled()) {
    tell = [&progress, total = jobs->size()](std::size_t done) {
      const double seconds = progress.Seconds();
      char line[96];
      std::snprintf(line, sizeof line, "generate --check: %zu/%zu sieges, %.1f sieges/s, ", done, total,
                    seconds > 0 ? static_cast<double>(done) / seconds : 0.0);
      const double left = done > 0 ? seconds * static_cast<double>(total - done) / static_cast<double>(done) : 0.0;
      progress.Show(line + ProgressDuration(left) + " left");
    };
  }
  const std::vector<runs::ProvenSiege> sieges = ProveSieges(*catalog, *params, *jobs, options, g.threads, tell);
  progress.Done();
  int failures = 0, proven = 0, draws = 0, games = 0;
  for (std::size_t i = 0; i < sieges.size(); ++i) {
    const MissionDef& mission = sieges[i].siege.mission;
    const std::string text = data::MissionFileText(*catalog, {mission});
    const data::MissionFileLoad load = data::ReadMissionFileText(text, mission.id + ".json", *catalog);
    std::string problem;
    if (!load.ok()) {
      problem = data::FormatError(load.errors.front());
    } else if (load.missions.size() != 1 || data::MissionFileText(*catalog, load.missions) != text) {
      problem = "read back, it is not the mission written";
    } else if (g.prove && !sieges[i].proven) {
      problem = "no draw was won in every proof game";
    }
    proven += sieges[i].proven ? 1 : 0;
    draws += sieges[i].draws;
    games += sieges[i].games_played;
    if (!problem.empty()) {
      ++failures;
      if (failures <= 20) err << "generate --check: seed " << (*jobs)[i].seed << ", threat " << (*jobs)[i].threat << ": " << problem << "\n";
    }
  }
  out << "generate --check: " << sieges.size() << " sieges (" << g.check << ") written and read back: "
      << sieges.size() - static_cast<std::size_t>(failures) << " validate";
  if (g.prove) {
    out << "; " << proven << " proven by " << PolicyKindName(*policy) << " at " << g.difficulty << " in " << draws
        << " draws and " << games << " games";
  }
  out << "\n";
  return failures == 0 ? kExitOk : kExitFailure;
}

}  // namespace bc::cli
