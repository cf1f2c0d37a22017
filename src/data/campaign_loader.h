// Campaign data: data/campaigns/*.json, each holding {"campaigns": [ ... ]} (one
// operation per file by convention). Read strictly with the data layer's Reader, then
// checked against the catalog: every mission and card id exists, a mission belongs to
// one operation only, a fixed deck names a loadout, the operation an operation requires
// exists and no chain of requirements loops, and every achievement names an operation
// or enemy that exists. Kept out of Catalog; the game and the CLI load it after it.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "data/load_error.h"

namespace bc::data {

// Loads every operation under data_dir/campaigns/, sorted by "order", with every check
// including the achievement table's. No folder means no operations (skirmish-only
// data), not an error.
Campaigns LoadCampaigns(const std::filesystem::path& data_dir, const Catalog& catalog,
                        LoadErrors& errors);
// The same without the achievement check: for operation sets that are not the game's.
Campaigns LoadCampaignFiles(const std::filesystem::path& data_dir, const Catalog& catalog,
                            LoadErrors& errors);

// Reads the operations of one parsed document (root["campaigns"]) and appends them;
// `file` names it in errors. The cross-checks run in CheckCampaigns.
void ReadCampaigns(const nlohmann::json& root, const std::string& file, const Catalog& catalog,
                   Campaigns& out, LoadErrors& errors);

// The checks across operations: one operation per mission, unique orders, known and
// loop-free requirements.
void CheckCampaigns(const Campaigns& campaigns, const std::string& where,
                    LoadErrors& errors);
// Every achievement names an operation of `campaigns` or an enemy of the catalog.
void CheckAchievementReferences(const Campaigns& campaigns, const Catalog& catalog,
                                const std::string& where, LoadErrors& errors);

}  // namespace bc::data
