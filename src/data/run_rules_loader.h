// The field runs' file (data/runs.json): the threat of each siege in order, the deck a run
// starts from, the draft and the supply stop's offers and rarity weights, and the stops
// of the map's forks (runs/run_rules.h). Strict like every data reader, and checked
// against the catalog and the generator: a threat the generator has no level for, a
// starting loadout that is not a legal deck. Format: docs/data-format.md ("Field runs").
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/catalog.h"
#include "data/load_error.h"
#include "runs/run_rules.h"

namespace bc::data {

inline constexpr const char* kRunsFile = "runs.json";

struct RunRulesLoad {
  runs::RunRules rules;
  LoadErrors errors;
  bool ok() const { return errors.empty(); }
};

// Reads the file's text against the catalog and the generator's number of threat levels.
RunRulesLoad LoadRunRulesText(std::string_view text, const std::string& file, const Catalog& catalog,
                              int threat_levels, std::vector<std::string>* accepted_keys = nullptr);
RunRulesLoad LoadRunRules(const std::filesystem::path& data_dir, const Catalog& catalog, int threat_levels);

}  // namespace bc::data
