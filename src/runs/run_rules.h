// The shape of a field run (data/runs.json, read by data/run_rules_loader.h): the threat
// level of each siege in order (the last is the finale, THE AUDITOR's), the deck a run
// starts from, the draft after each victory and the supply stop's pick (offers, and the
// weight of each rarity, rising with depth), and the stops a fork of the run's map offers.
// Standard library only.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bc::runs {

// The stops of the run's map, one of which the player takes after each victory.
enum class StopKind : std::uint8_t {
  kRepair,      // every unit back to full HP, the disabled ones included
  kPromotion,   // one unit up a rank
  kRedundancy,  // one card struck from the deck; a copy of another takes its place
  kSupply,      // one of a few rarer cards, drafted like the draft's
};
inline constexpr int kStopKindCount = 4;
// "repair", "promotion", "redundancy", "supply".
const char* StopKindName(StopKind kind);
std::optional<StopKind> ParseStopKind(std::string_view name);

// A rarity's weight in a pick at depth d (sieges won): max(0, weight + per_depth * d).
struct RarityWeight {
  int weight = 0;
  int per_depth = 0;
  bool operator==(const RarityWeight&) const = default;
};

// One pick of cards (the draft, the supply stop): how many are offered and how likely
// each rarity is, by Rarity (common, uncommon, rare, legendary).
struct CardPick {
  int offers = 3;
  std::array<RarityWeight, 4> rarities{};
  bool operator==(const CardPick&) const = default;
};

struct RunRules {
  std::vector<int> sieges = {1, 2, 3, 4, 5, 6, 7, 8, 9};  // threat of each siege; the last is the finale
  std::string loadout = "starter";                       // the deck a run starts from
  CardPick draft;
  CardPick supply;
  std::array<int, kStopKindCount> stop_weights = {1, 1, 1, 1};  // by StopKind
  int fork = 2;                                          // stops a fork offers (distinct kinds)
  bool operator==(const RunRules&) const = default;
};

}  // namespace bc::runs
