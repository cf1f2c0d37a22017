// The card side of a save (CardState) to and from JSON. Cards, loadouts and fieldworks
// go by id; unit instances by their index in the mission's roster. Only fields that
// differ from a fresh CardState are written, and a missing field reads as that default.
#pragma once

#include <nlohmann/json.hpp>

#include "basecommand/card_state.h"
#include "basecommand/catalog.h"
#include "data/reader.h"

namespace bc::data {

// Writes `cards` into the object `out`.
void CardStateToJson(const Catalog& catalog, const CardState& cards, nlohmann::json& out);
// Reads the object at `record` over `cards`, reporting every problem through the
// reader (unknown card ids, indices out of range).
void CardStateFromJson(const Catalog& catalog, Reader& record, CardState& cards);

}  // namespace bc::data
