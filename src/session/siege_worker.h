// The next siege of a field run, made on a worker thread: generating a siege and proving
// it with the search policy takes a second or two of CPU, so the run starts making the
// next one as soon as a victory is recorded and the player drafts while it is made; the
// briefing never waits for it. One job at a time; the rules core and the generator know
// nothing of threads (the worker owns copies of what it reads).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "basecommand/catalog.h"
#include "generator/generator_params.h"
#include "runs/proven_siege.h"

namespace bc::session {

class SiegeWorker {
 public:
  struct Job {
    std::uint64_t seed = 0;  // the siege's seed (runs::SiegeSeed)
    int threat = 1;
    std::string difficulty;
    bool operator==(const Job&) const = default;
  };

  SiegeWorker() = default;
  SiegeWorker(const SiegeWorker&) = delete;
  SiegeWorker& operator=(const SiegeWorker&) = delete;
  ~SiegeWorker();  // waits for the job in hand

  // Starts making `job`'s siege unless it is the job in hand (being made or made). A job
  // still being made for something else is waited for first.
  void Start(const Catalog& catalog, const gen::GeneratorParams& params, const Job& job);
  // `job`'s siege once it is made; nullopt while it is being made, or when it is not the job in hand.
  std::optional<runs::ProvenSiege> Result(const Job& job) const;
  // Whether `job` is the one being made now.
  bool Making(const Job& job) const;
  // Waits until the job in hand is made (tests, and the command line's screenshots).
  void Wait();

 private:
  mutable std::mutex mutex_;
  std::thread thread_;
  std::optional<Job> job_;                   // the job in hand
  std::optional<runs::ProvenSiege> result_;  // its siege, once made
};

}  // namespace bc::session
