// A whole field run played by a policy: each siege generated and proven as the game
// offers it, its battle played by the policy with the run's deck and units, and the
// choices between sieges made by a plain rule (the rarest card offered, in place of the
// family's most common card; repair when a unit is hurt, else the fork's first stop; the
// unit with the most kills promoted; the most repeated card struck for the rarest). What
// `base-command-cli runs` reports: how deep runs go (docs/balance.md, Field runs).
#pragma once

#include <cstdint>
#include <vector>

#include "autoplay/policy.h"
#include "basecommand/catalog.h"
#include "generator/generator_params.h"
#include "runs/proven_siege.h"
#include "runs/run_rules.h"
#include "runs/run_state.h"

namespace bc::runs {

struct RunPlay {
  RunState final_run;          // the run as it ended
  std::vector<int> battle_turns;  // each siege fought, the turns it took
  int draws = 0;               // siege draws taken over the run
  int proof_games = 0;         // proof games played over the run
};

// Plays the run of `seed` at `difficulty` to its end with `policy` (its seeds derived
// from the run's). `proof` sets how each siege is proven (search on the parameters' seeds
// by default, as the game proves them).
RunPlay PlayRun(const Catalog& catalog, const gen::GeneratorParams& params, const RunRules& rules,
                std::uint64_t seed, PolicyKind policy, const std::string& difficulty,
                const ProofOptions& proof = {});

// The choices the autoplayer makes between sieges, for the current stage (kDraft, kMap,
// kPromotion, kRedundancy, kSupply), by the rule above.
RunAction AutoChoice(const Catalog& catalog, const RunRules& rules, const RunState& run);

}  // namespace bc::runs
