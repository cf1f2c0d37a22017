// The siege generator: a whole mission from a seed and a threat level, deterministic
// (the project's own Rng, integer maths), with no rule of its own: what it makes is an
// ordinary mission record that the strict loader checks like any other
// (docs/data-format.md, Missions). The board (deployment and reinforcement cells on the
// edge, rock, objectives, barricades, lanes, shields down), the schedule (waves bought
// from the level's threat budget among the attacker types it allows, the hero at the
// top), the weapon and the par all come from the level's parameters (generator_params.h,
// data/generator.json). Whether a draw is offered is decided above this layer: the
// search policy must win it (runs/proven_siege.h), or the next draw of the same stream is
// taken, each with a smaller budget.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "generator/generator_params.h"

namespace bc::gen {

// Which phrases a siege's name and briefing are composed of, so that each language
// composes its own from the same choices (SiegeName, SiegeBriefing).
struct SiegeWords {
  int place = 0;     // index into SiegePhrases::places
  int incident = 0;  // into incidents
  int opening = 0;   // into openings
  int closing = 0;   // into closings
  std::vector<std::string> features;  // SiegePhrases::features keys, in FeatureKeys() order
  std::vector<std::string> warnings;  // enemy ids of SiegePhrases::warnings, most costly first
  bool operator==(const SiegeWords&) const = default;
};

struct GeneratedSiege {
  MissionDef mission;  // its stars provisional (1 / 2 / 3) until a proof calibrates them
  SiegeWords words;
  std::uint64_t seed = 0;
  int threat = 1;
  int draw = 0;        // the draw of the stream this is (0 = the first)
  int budget = 0;      // threat points it was bought with
  int spent = 0;       // threat points its schedule cost (the hero not counted)
};

// The threat levels the parameters define: 1..ThreatCount(params).
inline int ThreatCount(const GeneratorParams& params) { return static_cast<int>(params.levels.size()); }

// "field_<seed>_t<threat>": the id every siege of (seed, threat) carries, whichever draw.
std::string SiegeId(std::uint64_t seed, int threat);

// Draw `draw` of the stream (seed, threat): the same arguments give the same siege, byte
// for byte. threat is 1..ThreatCount(params); the catalog must hold every enemy and
// weapon the parameters name (the loader checks it).
GeneratedSiege GenerateSiege(const Catalog& catalog, const GeneratorParams& params, std::uint64_t seed,
                             int threat, int draw = 0);

// The threat budget of draw `draw` at a level: each draw after the first keeps
// proof.redraw_budget_percent of the one before's (never below 1).
int DrawBudget(const GeneratorParams& params, int threat, int draw);

// A phrase in the reader's language (the identity for English, the data's language).
using PhraseText = std::function<std::string(const std::string&)>;
std::string Untranslated(const std::string& phrase);

// "THE NORTH PUMP — LATE DELIVERY".
std::string SiegeName(const SiegePhrases& phrases, const SiegeWords& words, const PhraseText& text = Untranslated);
// The opening, a sentence for each feature and warning, and the closing, one paragraph.
std::string SiegeBriefing(const SiegePhrases& phrases, const SiegeWords& words,
                          const PhraseText& text = Untranslated);
// A siege's name or briefing as it was saved (in English) in the reader's language: each
// phrase it is made of, translated; anything no phrase matches (a designer's own words in
// a siege kept in data/missions) stays as it is.
std::string ComposedText(const SiegePhrases& phrases, const std::string& english, const PhraseText& text);

}  // namespace bc::gen
