// What the siege generator draws from (data/generator.json, read by
// data/generator_loader.h): for each threat level, the threat budget the schedule is
// bought with, the attacker types it may buy and what each costs, the board's features
// and their counts, the weapons and the par; how many proof games a siege must win
// before it is offered; and the phrases its names and briefings are composed of.
// Standard library only; ids are resolved to catalog indices when the file is read.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace bc::gen {

// An inclusive count range, drawn uniformly.
struct CountRange {
  int min = 0;
  int max = 0;
  bool operator==(const CountRange&) const = default;
};

// An attacker type a threat level may buy into its schedule.
struct AttackerOption {
  int enemy = 0;    // index into catalog.enemies
  int cost = 1;     // threat points one of it costs
  int weight = 1;   // relative chance among the types the wave can still afford
  bool operator==(const AttackerOption&) const = default;
};

// A weapon a threat level may mount, and how often.
struct WeaponOption {
  int weapon = 0;   // index into catalog.weapons
  int weight = 1;
  bool operator==(const WeaponOption&) const = default;
};

struct ThreatLevel {
  int budget = 20;                     // threat points the schedule is bought with
  CountRange waves{4, 5};              // turns on which attackers land
  CountRange wave_gap{1, 2};           // turns from one wave to the next
  int ramp_percent = 25;               // each later wave's share grows by this (percent of the first's)
  int max_per_wave = 12;               // attackers landing on one turn
  std::vector<AttackerOption> attackers;
  int hero = -1;                       // index into catalog.enemies of the hero it sends, or -1
  int hero_wave = 3;                   // the wave (1-based) the hero lands with
  CountRange sectors{2, 3};            // approach sides the deployment cells use
  CountRange deployment{6, 8};         // deployment cells, on the board's edge
  CountRange reinforcement{0, 0};      // reinforcement cells, on the edge
  int reinforcement_percent = 0;       // share of the attackers after the first wave landing there
  CountRange rock{0, 0};               // blocked cells
  CountRange barricades{0, 0};         // mission barricades (destructible)
  CountRange objectives{0, 0};         // objective cells
  int objective_bonus = 0;             // score per objective kept
  CountRange lanes{0, 0};              // lanes, only when a lane-following type is bought
  CountRange shields_down{0, 0};       // shield quadrants that start down
  CountRange cannon_charge{0, 0};      // starting charge steps (capped by the weapon)
  std::vector<WeaponOption> weapons;   // at least one
  int par_after = 4;                   // par = the last wave's turn + this
  bool operator==(const ThreatLevel&) const = default;
};

// The words a siege's name and briefing are made of: whole phrases, each translated as a
// whole (po/base-command-data), composed without grammar of their own.
struct SiegePhrases {
  std::vector<std::string> places;     // "THE NORTH PUMP"
  std::vector<std::string> incidents;  // "LATE DELIVERY"
  std::vector<std::string> openings;   // the briefing's first sentence
  std::vector<std::string> closings;   // its last
  // One sentence per feature the board has: shields_down, rock, objectives, barricades,
  // reinforcement, lanes, weapon (a weapon other than the standard cannon), hero.
  std::map<std::string, std::string> features;
  // One sentence per attacker type worth a warning, by enemy id.
  std::map<std::string, std::string> warnings;
  bool operator==(const SiegePhrases&) const = default;
};

// How a siege is proven winnable before it is offered (runs/proven_siege.h).
struct ProofRules {
  int games = 6;                  // the search policy must win every one of this many seeds
  int max_draws = 24;             // draws from the stream before giving up
  int redraw_budget_percent = 90; // each draw after the first has this share of the one before's budget
  std::string loadout = "starter";  // the deck the proof plays
  bool operator==(const ProofRules&) const = default;
};

struct GeneratorParams {
  ProofRules proof;
  std::vector<ThreatLevel> levels;  // threat 1 is levels[0]
  SiegePhrases phrases;
  bool operator==(const GeneratorParams&) const = default;
};

// The feature sentences a briefing may use, in the order it uses them.
inline const std::vector<std::string>& FeatureKeys() {
  static const std::vector<std::string> keys = {"shields_down", "rock",  "objectives", "barricades",
                                                "reinforcement", "lanes", "weapon",     "hero"};
  return keys;
}

}  // namespace bc::gen
