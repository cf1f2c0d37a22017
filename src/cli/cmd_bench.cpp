// bench: seeded uniform-random playouts of every mission, single thread, with the
// figures given separately for the drills (missions that teach a mechanic) and the
// sieges (every other mission), and beside them the missions with posts (docs/rules.md,
// Posts), whose playouts and digests are their own so that the figures of the missions
// without posts stay comparable from build to build. A fixed number of playouts makes the checksums; the
// process's CPU time only measures (clone, LegalActions and the draw timed on states
// sampled from whole playouts). `--fixed` plays exactly those playouts and nothing
// timed, so that an instruction count (valgrind --tool=callgrind) is the same on every
// machine. On a terminal a progress line on stderr follows the timed playouts (--quiet
// drops it). The playouts draw each action as the random policy does: the legal actions
// counted by group and only the drawn one built (CountLegalActions, LegalActionAt in
// rules.h), the same action as LegalActions(...)[drawn]. Prints key: value lines and
// ends with "bench: ok".
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <ostream>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/rules.h"
#include "cli/cli.h"
#include "cli/progress.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"

namespace bc::cli {

constexpr int kMaxPlayoutActions = 200;
constexpr std::size_t kSamplesPerGroup = 512;

// The process's CPU time in seconds (not the wall clock: this machine is shared).
double CpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Keeps the compiler from dropping work whose result is otherwise unused.
template <typename T>
void KeepAlive(T& value) {
  asm volatile("" : : "g"(&value) : "memory");
}

// One group of missions (drills or sieges) and what its playouts added up to.
struct BenchGroup {
  const char* name = "";
  std::vector<MissionIndex> missions;
  long long playouts = 0;
  long long actions = 0;
  long long won = 0;
  double cpu_seconds = 0;           // CPU time of the timed playouts
  long long timed_playouts = 0;
  long long timed_actions = 0;
  std::uint64_t checksum = 0xCBF29CE484222325ULL;  // final state hashes
  std::uint64_t outcomes = 0xCBF29CE484222325ULL;  // phase, turn, score, health, actions
  std::vector<BattleState> samples;                // states from across whole playouts
  long long seen = 0;                              // states offered to `samples`
};

namespace {

void Fold(std::uint64_t& digest, std::uint64_t value) {
  digest = (digest ^ value) * 0x100000001B3ULL;
}

// One playout: a random legal action (chosen with the project's RNG, uniform over
// LegalActions' list) at every step, to
// the end of the battle or kMaxPlayoutActions. With `sample`, every state before an
// action is offered to the group's samples (reservoir sampling with the chooser's
// stream, so the samples cover whole playouts evenly).
void RunPlayout(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                LegalActionSet& legal, BenchGroup& group, bool sample, bool fold) {
  BattleState state = NewBattle(catalog, mission, seed);
  Rng chooser = Rng::FromSeed(seed ^ 0xB3AC4ULL);
  Rng sampler = Rng::FromSeed(seed ^ 0x5A3F1EULL);
  int actions = 0;
  while (actions < kMaxPlayoutActions && !IsOver(state)) {
    CountLegalActions(catalog, state, legal);
    if (legal.count == 0) break;
    if (sample) {
      ++group.seen;
      if (group.samples.size() < kSamplesPerGroup) {
        group.samples.push_back(state);
      } else {
        const std::uint64_t slot = sampler.Below(static_cast<std::uint32_t>(
            std::min<long long>(group.seen, 0x7FFFFFFF)));
        if (slot < kSamplesPerGroup) group.samples[slot] = state;
      }
    }
    const Action action =
        LegalActionAt(state, legal, static_cast<int>(chooser.Below(static_cast<std::uint32_t>(legal.count))));
    ApplyUnchecked(catalog, state, action, nullptr);
    ++actions;
  }
  ++group.playouts;
  group.actions += actions;
  group.won += state.phase == Phase::kVictory;
  if (!fold) return;
  Fold(group.checksum, StateHash(state));
  Fold(group.outcomes, static_cast<std::uint64_t>(state.phase) |
                           static_cast<std::uint64_t>(static_cast<std::uint16_t>(state.turn)) << 8 |
                           static_cast<std::uint64_t>(static_cast<std::uint16_t>(state.base_health)) << 24 |
                           static_cast<std::uint64_t>(static_cast<std::uint32_t>(state.score)) << 32);
  Fold(group.outcomes, static_cast<std::uint64_t>(actions));
}

}  // namespace

void PlayFixedPlayouts(const Catalog& catalog, const std::vector<MissionIndex>& missions,
                       const std::vector<int>& group_of, long long playouts, std::uint64_t seed,
                       std::vector<BenchGroup>& groups, bool sample);

void PlayPostsPlayouts(const Catalog& catalog, long long playouts, std::uint64_t seed, BenchGroup& group,
                       bool sample);

// The fixed playouts of the missions without posts: playout i plays missions[i % size]
// with seed + i, into the group of that mission. Not inlined and not in an anonymous
// namespace, so that callgrind can count it alone:
// --toggle-collect='bc::cli::PlayFixedPlayouts*'.
[[gnu::noinline]] void PlayFixedPlayouts(const Catalog& catalog,
                                         const std::vector<MissionIndex>& missions,
                                         const std::vector<int>& group_of, long long playouts,
                                         std::uint64_t seed, std::vector<BenchGroup>& groups,
                                         bool sample) {
  LegalActionSet legal;
  for (long long i = 0; i < playouts; ++i) {
    const std::size_t m = static_cast<std::size_t>(i) % missions.size();
    RunPlayout(catalog, missions[m], seed + static_cast<std::uint64_t>(i), legal,
               groups[static_cast<std::size_t>(group_of[m])], sample, true);
  }
}

// The same for the missions with posts, in their own group: playout i plays the group's
// mission i % size with seed + i. Counted alone with
// --toggle-collect='bc::cli::PlayPostsPlayouts*'.
[[gnu::noinline]] void PlayPostsPlayouts(const Catalog& catalog, long long playouts, std::uint64_t seed,
                                         BenchGroup& group, bool sample) {
  LegalActionSet legal;
  for (long long i = 0; i < playouts && !group.missions.empty(); ++i) {
    const std::size_t m = static_cast<std::size_t>(i) % group.missions.size();
    RunPlayout(catalog, group.missions[m], seed + static_cast<std::uint64_t>(i), legal, group, sample, true);
  }
}

namespace {

std::string Hex(std::uint64_t value) {
  char hex[32];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(value));
  return hex;
}

long long PerSecond(double count, double seconds) {
  return seconds > 0 ? static_cast<long long>(count / seconds) : 0;
}

struct MicroFigures {
  double clone_ns = 0;
  double legal_ns = 0;
  double legal_mean = 0;
  double draw_ns = 0;  // CountLegalActions and one LegalActionAt, as a playout draws
};

// Clone and LegalActions timed (CPU time) on the sampled states, cycling through them.
MicroFigures TimeSamples(const Catalog& catalog, const std::vector<BattleState>& samples,
                         double seconds) {
  MicroFigures f;
  if (samples.empty()) return f;
  const auto reps = [seconds](double per_second, long long floor, long long cap) {
    return std::max(floor, std::min(cap, static_cast<long long>(seconds * per_second)));
  };
  // Each sample is copied kCopiesPerSample times in a row: a search copies the state it
  // is looking at, which is in the cache; the first copy of each pays the miss.
  constexpr long long kCopiesPerSample = 16;
  const long long clone_reps = reps(1e6, 20'000, 2'000'000);
  std::vector<BattleState> pool(2);
  const double clone_start = CpuSeconds();
  for (long long i = 0; i < clone_reps; ++i) {
    BattleState& target = pool[static_cast<std::size_t>(i & 1)];
    target = samples[static_cast<std::size_t>(i / kCopiesPerSample) % samples.size()];
    KeepAlive(target);
  }
  f.clone_ns = (CpuSeconds() - clone_start) * 1e9 / static_cast<double>(clone_reps);

  const long long legal_reps = reps(2e5, 10'000, 400'000);
  ActionList legal;
  std::size_t legal_total = 0;
  const double legal_start = CpuSeconds();
  for (long long i = 0; i < legal_reps; ++i) {
    LegalActions(catalog, samples[static_cast<std::size_t>(i) % samples.size()], legal);
    legal_total += legal.size();
    KeepAlive(legal);
  }
  f.legal_ns = (CpuSeconds() - legal_start) * 1e9 / static_cast<double>(legal_reps);
  f.legal_mean = static_cast<double>(legal_total) / static_cast<double>(legal_reps);

  LegalActionSet set;
  const double draw_start = CpuSeconds();
  for (long long i = 0; i < legal_reps; ++i) {
    const BattleState& state = samples[static_cast<std::size_t>(i) % samples.size()];
    CountLegalActions(catalog, state, set);
    if (set.count == 0) continue;
    Action drawn = LegalActionAt(state, set, static_cast<int>(i % set.count));
    KeepAlive(drawn);
  }
  f.draw_ns = (CpuSeconds() - draw_start) * 1e9 / static_cast<double>(legal_reps);
  return f;
}

}  // namespace

int RunBench(const Args& args, std::ostream& out, std::ostream& err) {
  double seconds = 2.0;
  long long playouts = 3000;
  bool fixed = false;
  bool quiet = false;
  std::uint64_t seed = 1;
  std::vector<std::string> mission_ids;
  std::filesystem::path data_dir = data::DefaultDataDir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--fixed") {
      fixed = true;
    } else if (a == "--quiet") {
      quiet = true;
    } else if (a == "--seconds" && has_value) {
      const auto v = ParsePositive(args[++i]);
      if (!v) {
        err << "--seconds needs a positive number, got " << args[i] << "\n";
        return kExitUsage;
      }
      seconds = *v;
    } else if (a == "--playouts" && has_value) {
      const auto v = ParseInteger(args[++i], 1, 100'000'000);
      if (!v) {
        err << "--playouts needs a whole number from 1, got " << args[i] << "\n";
        return kExitUsage;
      }
      playouts = *v;
    } else if (a == "--seed" && has_value) {
      const auto v = ParseInteger(args[++i], 0, INT64_MAX);
      if (!v) {
        err << "--seed needs a whole number, got " << args[i] << "\n";
        return kExitUsage;
      }
      seed = static_cast<std::uint64_t>(*v);
    } else if (a == "--missions" && has_value) {
      mission_ids = SplitCommas(args[++i]);
    } else if (a == "--data" && has_value) {
      data_dir = args[++i];
    } else {
      err << (a.rfind("--", 0) == 0 && !has_value ? a + " needs a value" : "unknown argument " + a) << "\n";
      return kExitUsage;
    }
  }

  const data::CatalogLoad load = data::LoadCatalog(data_dir);
  if (!load.ok()) {
    for (const std::string& line : data::ReportLines(load.errors, data_dir, false, " (validate --all lists them)")) {
      err << line << "\n";
    }
    err << "bench: the data in " << data_dir.generic_string() << " does not load\n";
    return kExitFailure;
  }
  const Catalog& catalog = load.catalog;
  std::vector<MissionIndex> missions;
  if (mission_ids.empty()) {
    for (std::size_t m = 0; m < catalog.missions.size(); ++m) missions.push_back(static_cast<MissionIndex>(m));
  }
  for (const std::string& id : mission_ids) {
    const int m = catalog.FindMission(id);
    if (m < 0) {
      err << "bench: unknown mission \"" << id << "\"\n";
      return kExitFailure;
    }
    missions.push_back(static_cast<MissionIndex>(m));
  }
  if (missions.empty()) {
    err << "bench: no missions to play\n";
    return kExitFailure;
  }

  // Drills: the missions whose operation slot names a mechanic they teach. The
  // operations only sort the missions: data without them (or with errors in them) is all
  // sieges, and `validate` is where those errors are reported.
  data::LoadErrors campaign_errors;
  const Campaigns campaigns = data::LoadCampaignFiles(data_dir, catalog, campaign_errors);
  std::vector<BenchGroup> groups(3);
  groups[0].name = "drills";
  groups[1].name = "sieges";
  groups[2].name = "posts";  // whether drills or sieges: played and reported apart
  std::vector<MissionIndex> without_posts;
  std::vector<int> group_of;
  for (const MissionIndex m : missions) {
    if (catalog.missions[m].posts.enabled()) {
      groups[2].missions.push_back(m);
      continue;
    }
    without_posts.push_back(m);
    bool drill = false;
    for (const CampaignDef& c : campaigns) {
      for (const CampaignMissionDef& slot : c.missions) {
        drill = drill || (slot.mission == catalog.missions[m].id && !slot.teaches.empty());
      }
    }
    group_of.push_back(drill ? 0 : 1);
    groups[drill ? 0 : 1].missions.push_back(m);
  }

  // The fixed playouts, in one mixed run (the checksums) of the missions without posts and
  // one of those with posts, then, unless --fixed, each group's missions timed apart. The
  // digests at the end are the missions' without posts.
  if (!without_posts.empty()) PlayFixedPlayouts(catalog, without_posts, group_of, playouts, seed, groups, !fixed);
  PlayPostsPlayouts(catalog, playouts, seed, groups[2], !fixed);
  std::uint64_t checksum = 0xCBF29CE484222325ULL;
  std::uint64_t outcomes = 0xCBF29CE484222325ULL;
  for (std::size_t g = 0; g < 2; ++g) {
    Fold(checksum, groups[g].checksum);
    Fold(outcomes, groups[g].outcomes);
  }

  // Timed: each group's missions in turn for its share of `seconds` of CPU time
  // (playouts after the fixed ones, so they do not touch the checksums).
  if (!fixed) {
    // On a terminal, how far the timed playouts are (progress.h): the CPU time spent of
    // all the groups' budget, the playouts per CPU-second, the time left.
    ProgressLine progress(err, ProgressWanted(err, quiet));
    double spent = 0;  // CPU-seconds of the groups already timed
    LegalActionSet legal;
    for (BenchGroup& group : groups) {
      if (group.missions.empty()) continue;
      BenchGroup timed;
      const double budget = seconds * static_cast<double>(group.missions.size()) /
                            static_cast<double>(missions.size());
      const double start = CpuSeconds();
      double used = 0;
      long long i = 0;
      while (used < budget || i < static_cast<long long>(group.missions.size())) {
        const MissionIndex m = group.missions[static_cast<std::size_t>(i) % group.missions.size()];
        RunPlayout(catalog, m, seed + static_cast<std::uint64_t>(playouts + i), legal, timed,
                   false, false);
        ++i;
        if ((i & 15) == 0) {
          used = CpuSeconds() - start;
          if (progress.enabled() && used > 0) {
            char line[160];
            std::snprintf(line, sizeof line, "bench: %s, %.1f of %.1f CPU-s, %lld playouts, %.0f playouts/s, ",
                          group.name, spent + used, seconds, i, static_cast<double>(i) / used);
            progress.Show(line + ProgressDuration(std::max(0.0, seconds - spent - used)) + " left");
          }
        }
      }
      group.cpu_seconds = CpuSeconds() - start;
      group.timed_playouts = timed.playouts;
      group.timed_actions = timed.actions;
      spent += group.cpu_seconds;
    }
    progress.Done();
  }

  out << "missions: " << without_posts.size() << "\n";
  out << "mode: " << (fixed ? "fixed" : "timed") << "\n";
  out << "checksum_playouts: " << playouts << "\n";
  out << "state_bytes: " << sizeof(BattleState) << "\n";
  long long all_playouts = 0;
  long long all_actions = 0;
  double all_seconds = 0;
  long long timed_playouts = 0;
  long long timed_actions = 0;
  double clone_weighted = 0;
  double legal_weighted = 0;
  double mean_weighted = 0;
  double draw_weighted = 0;
  for (const BenchGroup& g : groups) {
    const std::string p = std::string(g.name) + "_";
    out << p << "missions: " << g.missions.size() << "\n";
    if (g.missions.empty()) continue;
    out << p << "playouts: " << g.playouts << "\n";
    out << p << "actions: " << g.actions << "\n";
    out << p << "actions_per_playout: "
        << static_cast<double>(g.actions) / static_cast<double>(std::max(1LL, g.playouts)) << "\n";
    out << p << "won: " << g.won << "\n";
    out << p << "checksum: " << Hex(g.checksum) << "\n";
    out << p << "outcomes: " << Hex(g.outcomes) << "\n";
    const bool posts = &g == &groups[2];
    if (!posts) {
      all_playouts += g.playouts;
      all_actions += g.actions;
    }
    if (fixed) continue;
    const MicroFigures f = TimeSamples(catalog, g.samples, seconds / 4);
    out << p << "cpu_seconds: " << g.cpu_seconds << "\n";
    out << p << "timed_playouts: " << g.timed_playouts << "\n";
    out << p << "playouts_per_s: " << PerSecond(static_cast<double>(g.timed_playouts), g.cpu_seconds) << "\n";
    out << p << "actions_per_s: " << PerSecond(static_cast<double>(g.timed_actions), g.cpu_seconds) << "\n";
    out << p << "samples: " << g.samples.size() << "\n";
    out << p << "clone_ns: " << f.clone_ns << "\n";
    out << p << "legal_actions_ns: " << f.legal_ns << "\n";
    out << p << "legal_actions_mean: " << f.legal_mean << "\n";
    out << p << "legal_draw_ns: " << f.draw_ns << "\n";
    const double action_ns = g.cpu_seconds * 1e9 / static_cast<double>(std::max(1LL, g.timed_actions));
    out << p << "action_ns: " << action_ns << "\n";
    if (f.clone_ns > 0) out << p << "action_in_clones: " << action_ns / f.clone_ns << "\n";
    if (posts) continue;
    all_seconds += g.cpu_seconds;
    timed_playouts += g.timed_playouts;
    timed_actions += g.timed_actions;
    const double weight = static_cast<double>(g.samples.size());
    clone_weighted += f.clone_ns * weight;
    legal_weighted += f.legal_ns * weight;
    mean_weighted += f.legal_mean * weight;
    draw_weighted += f.draw_ns * weight;
  }
  out << "playouts: " << all_playouts << "\n";
  out << "actions: " << all_actions << "\n";
  if (!fixed) {
    double weights = 0;
    for (std::size_t g = 0; g < 2; ++g) weights += static_cast<double>(groups[g].samples.size());
    weights = std::max(weights, 1.0);
    out << "cpu_seconds: " << all_seconds << "\n";
    out << "playouts_per_s: " << PerSecond(static_cast<double>(timed_playouts), all_seconds) << "\n";
    out << "actions_per_s: " << PerSecond(static_cast<double>(timed_actions), all_seconds) << "\n";
    out << "clone_ns: " << clone_weighted / weights << "\n";
    out << "legal_actions_ns: " << legal_weighted / weights << "\n";
    out << "legal_actions_mean: " << mean_weighted / weights << "\n";
    out << "legal_draw_ns: " << draw_weighted / weights << "\n";
  }
  out << "outcomes: " << Hex(outcomes) << "\n";
  out << "checksum: " << Hex(checksum) << "\n";
  out << "bench: ok\n";
  return kExitOk;
}

}  // namespace bc::cli
