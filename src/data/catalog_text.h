#pragma once
// The display strings of the definitions in the player's language. The data files, and so
// every save, scenario and hash, hold English; a game that shows another language keeps an
// English copy of the catalog and fills a second one's names, texts, descriptions and
// briefings with their translations (the base-command-data domain), leaving every id,
// number and rule untouched. Loadout names are left in English: a command file is filed
// under its name.
#include <functional>
#include <string>
#include <string_view>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"

namespace bc::data {

// The translation of one English data string (the identity for English).
using DataTranslator = std::function<std::string(std::string_view english)>;

// Sets every display string of `shown` to `translate` of the same string of `english`.
// `shown` must be a copy of `english` (the same definitions, in the same order); a
// definition that does not match by id is left as it is.
void TranslateCatalog(const Catalog& english, Catalog& shown, const DataTranslator& translate);
void TranslateCampaigns(const Campaigns& english, Campaigns& shown, const DataTranslator& translate);

}  // namespace bc::data
