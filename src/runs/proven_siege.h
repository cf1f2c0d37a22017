// A generated siege proven winnable before it is offered: the search policy plays each
// draw of the stream (seed, threat) on the proof's seeds 1..N with the proof's deck at
// the level the siege will be fought at, and the first draw it wins on every seed is the
// siege; its stars are calibrated from those games by the campaign's rule (3 stars at the
// lower quartile of the winning scores, 2 at 90% and 1 at 75% of it:
// SuggestStarThresholds, docs/balance.md). Deterministic: the same catalog, parameters,
// seed, threat and level give the same siege on every machine, however many threads the
// caller runs it on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "autoplay/policy.h"
#include "basecommand/catalog.h"
#include "generator/siege_generator.h"

namespace bc::runs {

struct ProofOptions {
  int games = -1;                          // the proof's seeds; -1: the parameters' proof.games
  PolicyKind policy = PolicyKind::kSearch; // who must win them
  std::string difficulty = kStandardDifficulty;
  bool prove = true;                       // false: the first draw, unproven (stars 1 / 2 / 3)
};

struct ProvenSiege {
  gen::GeneratedSiege siege;  // the draw offered, its stars calibrated when proven
  bool proven = false;        // the policy won every proof game of it
  int draws = 0;              // draws of the stream tried
  int games_played = 0;       // proof games played over every draw
  std::vector<int> scores;    // the offered draw's proof scores, by seed
};

// The catalog a generated siege is fought in: `base`'s enemies, weapons, cards, loadouts
// and levels, with its own missions followed by `mission` (its index: base's count).
Catalog CatalogWithSiege(const Catalog& base, const MissionDef& mission);

// Draws from the stream until one is proven, or proof.max_draws are spent (then the last
// draw, unproven). `catalog` is the data at STANDARD; the proof plays at options.difficulty.
ProvenSiege ProveSiege(const Catalog& catalog, const gen::GeneratorParams& params, std::uint64_t seed, int threat,
                       const ProofOptions& options = {});

}  // namespace bc::runs
