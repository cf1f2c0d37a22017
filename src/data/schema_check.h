// A small JSON Schema validator for exactly the keywords schema_build.cpp emits, and a
// check of a whole data folder against the generated schemas.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bc::data {

// Every way `doc` breaks `schema`, as "/json/pointer: reason"; empty when it conforms.
// Supports type (one or a list), properties, required, additionalProperties (false),
// items, minimum, maximum, minLength, pattern (the id and cell patterns) and enum.
std::vector<std::string> CheckAgainstSchema(const nlohmann::json& schema, const nlohmann::json& doc);

// Checks every .json file of a data folder against the schema of its kind (FileKind);
// returns "file: /pointer: reason" lines, and a line for a file that does not parse or
// has no schema. HOW TO PLAY's scenes (guide/) are scenarios, not records of the
// catalogue: each is read by the scenario loader on the folder's data instead
// (docs/scenario-format.md), its problems named the same way.
std::vector<std::string> CheckDataFolder(const std::filesystem::path& data_dir,
                                         const std::map<std::string, nlohmann::json>& schemas);

}  // namespace bc::data
