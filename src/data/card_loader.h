// Card data: data/cards/*.json (unit, support, fieldwork and doctrine cards) and
// data/loadouts/*.json, loaded into a Catalog with the same strict error reporting as
// the rest of the data layer. LoadCatalog calls LoadCardData after enemies, weapons and
// missions; scenarios call LoadCardRecords for inline "cards" and "loadouts".
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "basecommand/catalog.h"
#include "data/load_error.h"

namespace bc::data {

// Loads every card and loadout file under data_dir (missing folders are not errors)
// and checks their references against the catalog.
void LoadCardData(const std::filesystem::path& data_dir, Catalog& catalog, LoadErrors& errors);

// Loads inline records: `root` may hold "cards" and/or "loadouts" arrays. `file` names
// the source in errors. Records with an id already in the catalog replace it.
void LoadCardRecords(const nlohmann::json& root, const std::string& file, Catalog& catalog,
                     LoadErrors& errors);

// Loads a loadout file given on a command line: {"loadouts": [...]} or one loadout record
// on its own (its cards may come with it under "cards"). Returns the catalog index of its
// (first) loadout, or -1 when there is none or errors were found.
int LoadLoadoutFile(const std::filesystem::path& path, Catalog& catalog, LoadErrors& errors);

}  // namespace bc::data
