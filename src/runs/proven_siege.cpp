// ProveSiege: draw, play the proof games, calibrate the stars (proven_siege.h).
#include "runs/proven_siege.h"

#include <algorithm>

#include "autoplay/autoplay.h"
#include "autoplay/autoplay_summary.h"
#include "basecommand/difficulty.h"

namespace bc::runs {

Catalog CatalogWithSiege(const Catalog& base, const MissionDef& mission) {
  Catalog catalog = base;
  catalog.missions.push_back(mission);
  catalog.missions.back().finished = false;
  FinishCatalog(catalog);
  return catalog;
}

namespace {

// A catalog holding the siege alone (mission 0), at the level: the proof's games need no
// other mission, and a small catalog is quick to copy and finish.
Catalog ProofCatalog(const Catalog& base, const MissionDef& mission, const std::string& difficulty) {
  Catalog catalog;
  catalog.enemies = base.enemies;
  catalog.weapons = base.weapons;
  catalog.cards = base.cards;
  catalog.loadouts = base.loadouts;
  catalog.difficulties = base.difficulties;
  catalog.missions.push_back(mission);
  catalog.missions.back().finished = false;
  FinishCatalog(catalog);
  if (difficulty != kStandardDifficulty) {
    if (const std::optional<DifficultyDef> level = FindLevel(catalog, difficulty)) {
      return CatalogAtDifficulty(catalog, *level);
    }
  }
  return catalog;
}

}  // namespace

ProvenSiege ProveSiege(const Catalog& catalog, const gen::GeneratorParams& params, std::uint64_t seed, int threat,
                       const ProofOptions& options) {
  ProvenSiege out;
  const int games = options.games >= 0 ? options.games : params.proof.games;
  const int draws = std::max(1, params.proof.max_draws);
  for (int draw = 0; draw < draws; ++draw) {
    out.siege = gen::GenerateSiege(catalog, params, seed, threat, draw);
    out.draws = draw + 1;
    out.scores.clear();
    if (!options.prove || games <= 0) return out;
    const Catalog proof = ProofCatalog(catalog, out.siege.mission, options.difficulty);
    const std::unique_ptr<Policy> policy = MakePolicy(options.policy);
    bool lost = false;
    for (int g = 1; g <= games && !lost; ++g) {
      BattleSetup setup;
      setup.mission = 0;
      setup.seed = static_cast<std::uint64_t>(g);
      setup.loadout = proof.FindLoadout(params.proof.loadout);
      setup.difficulty = options.difficulty;
      const GameRecord game = PlayGame(proof, setup, *policy, static_cast<std::uint64_t>(g));
      ++out.games_played;
      lost = !game.stats.won;
      out.scores.push_back(game.stats.score);
    }
    if (lost) continue;
    out.proven = true;
    out.siege.mission.star_scores = SuggestStarThresholds(out.scores);
    return out;
  }
  return out;
}

}  // namespace bc::runs
