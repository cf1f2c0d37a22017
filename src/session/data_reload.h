// Hot reload of the designers' data (F5): loads data/ afresh into a new catalog and set
// of operations. The caller swaps them in only when the load is clean; on any error the
// last good data stays in use and the errors (file, JSON path, reason) are shown.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "data/load_error.h"

namespace bc::session {

struct DataReload {
  std::unique_ptr<Catalog> catalog;  // null when the load failed
  Campaigns campaigns;
  data::LoadErrors errors;           // every problem found, catalog and operations
  bool ok() const { return catalog != nullptr && errors.empty(); }
  // "Data reloaded: 4 enemies, 3 weapons, 23 missions, 60 cards, 3 operations.", in the
  // game's language.
  std::string Summary() const;
};

// Loads the catalog and the operations under data_dir. Never throws.
DataReload ReloadGameData(const std::filesystem::path& data_dir);

}  // namespace bc::session
