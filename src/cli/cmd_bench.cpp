// bench: seeded uniform-random playouts of every mission, single thread. A fixed number
// of playouts gives a reproducible checksum; the clock only measures. Prints key: value
// lines and ends with "bench: ok".
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <vector>

#include "basecommand/rules.h"
#include "cli/cli.h"
#include "data/catalog_loader.h"

namespace bc::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxPlayoutActions = 200;

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Keeps the compiler from dropping work whose result is otherwise unused.
template <typename T>
void KeepAlive(T& value) {
  asm volatile("" : : "g"(&value) : "memory");
}

struct Playout {
  std::uint64_t hash = 0;
  int actions = 0;
};

// One playout: a random legal action (chosen with the project's RNG) at every step, to
// the end of the battle or kMaxPlayoutActions. `sample` receives a mid-game state.
Playout RunPlayout(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                   std::vector<Action>& legal, BattleState* sample) {
  BattleState state = NewBattle(catalog, mission, seed);
  Rng chooser = Rng::FromSeed(seed ^ 0xB3AC4ULL);
  Playout result;
  while (result.actions < kMaxPlayoutActions && !IsOver(state)) {
    LegalActions(catalog, state, legal);
    if (legal.empty()) break;
    const Action& action = legal[chooser.Below(static_cast<std::uint32_t>(legal.size()))];
    ApplyUnchecked(catalog, state, action, nullptr);
    ++result.actions;
    if (sample != nullptr && result.actions == 6) *sample = state;
  }
  result.hash = StateHash(state);
  return result;
}

}  // namespace

int RunBench(const Args& args, std::ostream& out, std::ostream& err) {
  double seconds = 2.0;
  long long playouts = 3000;
  std::uint64_t seed = 1;
  std::vector<std::string> mission_ids;
  std::filesystem::path data_dir = data::DefaultDataDir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--seconds" && has_value) {
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
    for (const data::LoadError& e : load.errors) err << data::FormatError(e) << "\n";
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

  // Playouts: the first `playouts` make the checksum; more run until `seconds` pass.
  std::vector<Action> legal;
  std::vector<BattleState> samples;
  std::uint64_t checksum = 0xCBF29CE484222325ULL;
  long long done = 0;
  long long actions = 0;
  const Clock::time_point start = Clock::now();
  double elapsed = 0;
  while (done < playouts || elapsed < seconds) {
    const MissionIndex mission = missions[static_cast<std::size_t>(done) % missions.size()];
    BattleState sample;
    const bool take_sample = samples.size() < 256;
    const Playout p = RunPlayout(catalog, mission, seed + static_cast<std::uint64_t>(done), legal,
                                 take_sample ? &sample : nullptr);
    if (take_sample) samples.push_back(sample);
    if (done < playouts) checksum = (checksum ^ p.hash) * 0x100000001B3ULL;
    actions += p.actions;
    ++done;
    if ((done & 63) == 0 || done == playouts) elapsed = SecondsSince(start);
  }
  elapsed = SecondsSince(start);

  // Clone: copying a mid-game state.
  // Enough repetitions for a stable figure, scaled down for short runs.
  const auto reps = [seconds](double per_second, long long floor, long long cap) {
    return std::max(floor, std::min(cap, static_cast<long long>(seconds * per_second)));
  };
  const long long clone_reps = reps(1e6, 20'000, 2'000'000);
  std::vector<BattleState> pool(2);
  const Clock::time_point clone_start = Clock::now();
  for (long long i = 0; i < clone_reps; ++i) {
    BattleState& target = pool[static_cast<std::size_t>(i & 1)];
    target = samples[static_cast<std::size_t>(i) % samples.size()];
    KeepAlive(target);
  }
  const double clone_ns = SecondsSince(clone_start) * 1e9 / static_cast<double>(clone_reps);

  // Legal actions of mid-game states.
  const long long legal_reps = reps(1e5, 5'000, 200'000);
  std::size_t legal_total = 0;
  const Clock::time_point legal_start = Clock::now();
  for (long long i = 0; i < legal_reps; ++i) {
    LegalActions(catalog, samples[static_cast<std::size_t>(i) % samples.size()], legal);
    legal_total += legal.size();
    KeepAlive(legal);
  }
  const double legal_ns = SecondsSince(legal_start) * 1e9 / static_cast<double>(legal_reps);

  char hex[32];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(checksum));
  out << "missions: " << missions.size() << "\n";
  out << "checksum_playouts: " << playouts << "\n";
  out << "playouts: " << done << "\n";
  out << "actions: " << actions << "\n";
  out << "seconds: " << elapsed << "\n";
  out << "playouts_per_s: " << static_cast<long long>(static_cast<double>(done) / elapsed) << "\n";
  out << "actions_per_s: " << static_cast<long long>(static_cast<double>(actions) / elapsed) << "\n";
  out << "state_bytes: " << sizeof(BattleState) << "\n";
  out << "clone_ns: " << clone_ns << "\n";
  out << "legal_actions_ns: " << legal_ns << "\n";
  out << "legal_actions_mean: " << static_cast<double>(legal_total) / static_cast<double>(legal_reps) << "\n";
  out << "checksum: " << hex << "\n";
  out << "bench: ok\n";
  return kExitOk;
}

}  // namespace bc::cli
