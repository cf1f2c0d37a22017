// The siege worker (siege_worker.h).
#include "session/siege_worker.h"

namespace bc::session {

SiegeWorker::~SiegeWorker() { Wait(); }

void SiegeWorker::Start(const Catalog& catalog, const gen::GeneratorParams& params, const Job& job) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (job_ && *job_ == job) return;
  }
  Wait();
  // The worker's own copies: the catalog without its missions (a siege needs only the
  // enemies, weapons, cards, loadouts and levels), and the parameters.
  auto base = std::make_shared<Catalog>();
  base->enemies = catalog.enemies;
  base->weapons = catalog.weapons;
  base->cards = catalog.cards;
  base->loadouts = catalog.loadouts;
  base->difficulties = catalog.difficulties;
  FinishCatalog(*base);
  auto copy = std::make_shared<gen::GeneratorParams>(params);
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    job_ = job;
    result_.reset();
  }
  thread_ = std::thread([this, base, copy, job] {
    runs::ProofOptions options;
    options.difficulty = job.difficulty;
    runs::ProvenSiege siege = runs::ProveSiege(*base, *copy, job.seed, job.threat, options);
    const std::lock_guard<std::mutex> lock(mutex_);
    if (job_ && *job_ == job) result_ = std::move(siege);
  });
}

std::optional<runs::ProvenSiege> SiegeWorker::Result(const Job& job) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!job_ || !(*job_ == job)) return std::nullopt;
  return result_;
}

bool SiegeWorker::Making(const Job& job) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return job_ && *job_ == job && !result_;
}

void SiegeWorker::Wait() {
  if (thread_.joinable()) thread_.join();
}

}  // namespace bc::session
