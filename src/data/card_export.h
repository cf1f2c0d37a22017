// The card catalogue as one JSON document (`base-command-cli cards --json`): each card's
// id, name, family, rarity, deck limit, hero and siege flags, text, rank profiles or
// target, effects and discovery options. Also the words the CLI's markdown table uses.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "basecommand/catalog.h"

namespace bc::data {

nlohmann::json CardsToJson(const Catalog& catalog);

// "none", "cell", "segment", "range", "board", "quadrant", "unit".
const char* TargetName(TargetKind target);
// "First Strike, Luck": the perks of a mask, by name.
std::string PerksText(std::uint32_t perks);
// "1/2": the ranges of a mask.
std::string RangesText(std::uint8_t mask);

}  // namespace bc::data
