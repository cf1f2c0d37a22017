// Decks and kept units as JSON, one codec for every file that holds them: the profile's
// operation rosters (profile_json.h), the active siege's deck and kept units
// (siege_json.h) and the command files' decks (command_file_json.h). Writing is total;
// reading goes through the strict Reader (types, ranges and unknown keys reported with
// their JSON path). Field list: docs/campaign.md.
#pragma once

#include <nlohmann/json.hpp>

#include "campaign/campaign_roster.h"
#include "basecommand/card_defs.h"
#include "data/reader.h"

namespace bc::data {

// A deck's parts: "name", "units", "supports", "fieldworks", "doctrine", "weapon" (the id
// is the holder's business: a siege keeps it, a command file has none).
void WriteDeckFields(const LoadoutDef& deck, nlohmann::json& out);
// Reads the same fields (each one required; the doctrine and weapon may be "", which
// the Deck Building check then refuses in words). Leaves the other keys to the caller.
void ReadDeckFields(Reader& record, LoadoutDef& deck);

// One kept unit: card, copy, hp, max_hp, rank, kills, bonuses {...}, upgrades [...].
nlohmann::json UnitToJson(const CarriedUnit& unit);
nlohmann::json RosterToJson(const Roster& roster);
// Reads one kept unit record strictly (and finishes it: unknown keys are errors).
CarriedUnit ReadCarriedUnit(Reader& record);

}  // namespace bc::data
