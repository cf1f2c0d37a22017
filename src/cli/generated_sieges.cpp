// Generated sieges for the command line (cli/generated_sieges.h).
#include "cli/generated_sieges.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <ostream>
#include <thread>

#include "cli/cli.h"
#include "data/generator_loader.h"

namespace bc::cli {

std::optional<gen::GeneratorParams> LoadGeneratorOrReport(const std::filesystem::path& data_dir, const Catalog& catalog,
                                                          const char* command, std::ostream& err) {
  data::GeneratorLoad load = data::LoadGenerator(data_dir, catalog);
  if (!load.ok()) {
    for (const data::LoadError& e : load.errors) err << data::FormatError(e) << "\n";
    err << command << ": the generator's file in " << data_dir.generic_string() << " does not load\n";
    return std::nullopt;
  }
  return std::move(load.params);
}

namespace {

// "A" or "A-B" within [min, max].
std::optional<std::pair<long long, long long>> ParseSpan(const std::string& text, long long min, long long max) {
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) {
    const auto v = ParseInteger(text, min, max);
    if (!v) return std::nullopt;
    return std::make_pair(*v, *v);
  }
  const auto a = ParseInteger(text.substr(0, dash), min, max);
  const auto b = ParseInteger(text.substr(dash + 1), min, max);
  if (!a || !b || *a > *b) return std::nullopt;
  return std::make_pair(*a, *b);
}

}  // namespace

std::optional<std::vector<SiegeJob>> ParseSiegeJobs(const std::string& text, int levels, const char* command,
                                                    std::ostream& err) {
  const std::size_t colon = text.find(':');
  const auto seeds = ParseSpan(text.substr(0, colon), 0, 1'000'000'000'000LL);
  const std::string threat_text = colon == std::string::npos ? "all" : text.substr(colon + 1);
  const auto threats = threat_text == "all" ? std::make_optional(std::make_pair(1LL, static_cast<long long>(levels)))
                                            : ParseSpan(threat_text, 1, levels);
  if (!seeds || !threats || seeds->second - seeds->first >= 1'000'000) {
    err << command << ": \"" << text << "\" is not SEEDS:THREATS, like 1-20:3, 7:1-" << levels << " or 1-1000:all "
        << "(threats 1 to " << levels << ", at most a million seeds)\n";
    return std::nullopt;
  }
  std::vector<SiegeJob> jobs;
  for (long long t = threats->first; t <= threats->second; ++t) {
    for (long long s = seeds->first; s <= seeds->second; ++s) {
      jobs.push_back(SiegeJob{static_cast<std::uint64_t>(s), static_cast<int>(t)});
    }
  }
  return jobs;
}

void ParallelFor(int count, int threads, const std::function<void(int)>& fn) {
  const int workers = std::clamp(threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency())),
                                 1, std::max(1, count));
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int i = next++; i < count; i = next++) fn(i);
  };
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

std::vector<runs::ProvenSiege> ProveSieges(const Catalog& catalog, const gen::GeneratorParams& params,
                                           const std::vector<SiegeJob>& jobs, const runs::ProofOptions& options,
                                           int threads, const std::function<void(std::size_t done)>& done) {
  std::vector<runs::ProvenSiege> out(jobs.size());
  std::mutex mutex;
  std::size_t finished = 0;
  ParallelFor(static_cast<int>(jobs.size()), threads, [&](int i) {
    const SiegeJob& job = jobs[static_cast<std::size_t>(i)];
    out[static_cast<std::size_t>(i)] = runs::ProveSiege(catalog, params, job.seed, job.threat, options);
    if (!done) return;
    const std::lock_guard<std::mutex> lock(mutex);
    done(++finished);
  });
  return out;
}

}  // namespace bc::cli
