// What generate and balance share about generated sieges: the generator's file loaded
// with the data, a "SEEDS:THREATS" list read ("1-20:3", "7:1-9"), and the sieges proven on
// every core (each siege is one job; results come back in job order, so the number of
// threads changes nothing).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "generator/generator_params.h"
#include "runs/proven_siege.h"

namespace bc::cli {

// data_dir/generator.json against the catalog; nullopt after printing every error.
std::optional<gen::GeneratorParams> LoadGeneratorOrReport(const std::filesystem::path& data_dir, const Catalog& catalog,
                                                          const char* command, std::ostream& err);

struct SiegeJob {
  std::uint64_t seed = 1;
  int threat = 1;
};

// "A-B:T" or "A:T1-T2" or "A-B:all": every seed of the first range at every threat of the
// second ("all": 1..levels). nullopt after printing why not.
std::optional<std::vector<SiegeJob>> ParseSiegeJobs(const std::string& text, int levels, const char* command,
                                                    std::ostream& err);

// Runs fn(i) for i in 0..count-1 on `threads` workers (0: every core).
void ParallelFor(int count, int threads, const std::function<void(int)>& fn);

// The proven siege of each job, in job order. `done`, when given, is told after each
// siege how many are done, one call at a time (the progress line, progress.h).
std::vector<runs::ProvenSiege> ProveSieges(const Catalog& catalog, const gen::GeneratorParams& params,
                                           const std::vector<SiegeJob>& jobs, const runs::ProofOptions& options,
                                           int threads, const std::function<void(std::size_t done)>& done = {});

}  // namespace bc::cli
