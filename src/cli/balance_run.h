// Runs many autoplayed games on every core: one std::thread per worker, each with its
// own policy object, pulling games from a shared counter. Results come back in job
// order, so the report does not depend on the number of threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "autoplay/autoplay_summary.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"

namespace bc::cli {

struct BalanceJob {
  BattleSetup setup;
  std::uint64_t policy_seed = 0;
};

// Told after each game, one call at a time from whichever worker played it: how many
// games are done and how many missions have all their games done.
using JobsDone = std::function<void(std::size_t games_done, std::size_t missions_done)>;

// `threads` 0 means every hardware thread. `done`, when given, hears of every game.
std::vector<GameResult> RunBalanceJobs(const Catalog& catalog, const std::vector<BalanceJob>& jobs,
                                       PolicyKind policy, int threads, const JobsDone& done = {});

// How many missions `jobs` play (each mission's games are counted once all are played).
std::size_t JobMissions(const std::vector<BalanceJob>& jobs);

// Every mission x runs seeds: run r of each mission uses battle and policy seed
// first_seed + r; `loadout` goes into every setup (-1: each mission's own deck policy).
// The battle seed of each job, in order.
std::vector<std::uint64_t> JobSeeds(const std::vector<BalanceJob>& jobs);

std::vector<BalanceJob> MakeBalanceJobs(const std::vector<MissionIndex>& missions, int runs,
                                        std::uint64_t first_seed, int loadout);

}  // namespace bc::cli
