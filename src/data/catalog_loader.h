// Loads every definition under a data folder (enemies, weapons, missions, cards,
// loadouts, difficulty levels) into a Catalog. Strict: unknown keys, wrong types, missing fields, values
// out of range and broken references are all reported, every one, with file, JSON path
// and reason. Never throws.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "data/load_error.h"

namespace bc::data {

struct CatalogLoad {
  Catalog catalog;
  LoadErrors errors;
  bool ok() const { return errors.empty(); }
};

CatalogLoad LoadCatalog(const std::filesystem::path& data_dir);
// Same, also recording every key the readers accept (see ReadContext::accepted_keys).
CatalogLoad LoadCatalog(const std::filesystem::path& data_dir, std::vector<std::string>* accepted_keys);

// $BASE_COMMAND_DATA, else the data/ of the game's own files (data/install_paths.h).
std::filesystem::path DefaultDataDir();

}  // namespace bc::data
