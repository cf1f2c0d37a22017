// The balance worker pool.
#include "cli/balance_run.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <utility>

#include "autoplay/autoplay.h"

namespace bc::cli {

std::vector<std::uint64_t> JobSeeds(const std::vector<BalanceJob>& jobs) {
  std::vector<std::uint64_t> seeds;
  seeds.reserve(jobs.size());
  for (const BalanceJob& job : jobs) seeds.push_back(job.setup.seed);
  return seeds;
}

std::vector<BalanceJob> MakeBalanceJobs(const std::vector<MissionIndex>& missions, int runs,
                                        std::uint64_t first_seed, int loadout) {
  std::vector<BalanceJob> jobs;
  jobs.reserve(missions.size() * static_cast<std::size_t>(std::max(runs, 0)));
  for (const MissionIndex m : missions) {
    for (int r = 0; r < runs; ++r) {
      BalanceJob job;
      job.setup.mission = m;
      job.setup.seed = first_seed + static_cast<std::uint64_t>(r);
      job.setup.loadout = loadout;
      job.policy_seed = job.setup.seed;
      jobs.push_back(job);
    }
  }
  return jobs;
}

std::size_t JobMissions(const std::vector<BalanceJob>& jobs) {
  std::map<MissionIndex, int> missions;
  for (const BalanceJob& job : jobs) ++missions[job.setup.mission];
  return missions.size();
}

std::vector<GameResult> RunBalanceJobs(const Catalog& catalog, const std::vector<BalanceJob>& jobs,
                                       PolicyKind policy, int threads, const JobsDone& done) {
  std::vector<GameResult> results(jobs.size());
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads = std::max(1, std::min<int>(threads, static_cast<int>(jobs.size())));
  // Games still to play of each mission, and the tallies `done` is told (under `mutex`).
  std::map<MissionIndex, int> left;
  for (const BalanceJob& job : jobs) ++left[job.setup.mission];
  std::mutex mutex;
  std::size_t games_done = 0;
  std::size_t missions_done = 0;
  std::atomic<std::size_t> next{0};
  auto work = [&]() {
    const std::unique_ptr<Policy> p = MakePolicy(policy);
    PlayOptions options;
    options.keep_actions = false;  // (the report reads the stats alone)
    Events steps;                  // (one buffer for the worker's games)
    options.step_buffer = &steps;
    for (std::size_t i = next++; i < jobs.size(); i = next++) {
      GameRecord game = PlayGame(catalog, jobs[i].setup, *p, jobs[i].policy_seed, options);
      results[i].mission = jobs[i].setup.mission;
      results[i].stats = std::move(game.stats);
      if (!done) continue;
      const std::lock_guard<std::mutex> lock(mutex);
      ++games_done;
      if (--left[jobs[i].setup.mission] == 0) ++missions_done;
      done(games_done, missions_done);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return results;
}

}  // namespace bc::cli
