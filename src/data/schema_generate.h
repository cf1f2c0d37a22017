// One loading pass of a data folder (catalog and campaigns) with the field log on, and
// the JSON Schemas built from it, described from docs/data-format.md.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/load_error.h"
#include "data/schema_field_log.h"

namespace bc::data {

struct SchemaGeneration {
  std::map<std::string, nlohmann::json> schemas;  // kind -> schema
  std::vector<FieldInfo> fields;                  // every field the loaders asked for
  LoadErrors errors;                              // the folder's load errors
};

// `doc` may be empty (no descriptions).
SchemaGeneration GenerateSchemas(const std::filesystem::path& data_dir, const std::filesystem::path& doc);

// "<kind>.schema.json".
std::string SchemaFileName(const std::string& kind);

}  // namespace bc::data
