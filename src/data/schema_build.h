// JSON Schema (draft 2020-12) for every kind of data file, built from the field log of a
// loading pass (schema_field_log.h): one schema per file kind, objects closed
// (additionalProperties false, as the loader refuses unknown keys), required fields,
// integer ranges, id and cell patterns, accepted words. `base-command-cli schema`
// writes them to docs/schema/; CheckAgainstSchema validates a document with exactly the
// keywords emitted here (schema_check.h).
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/schema_field_log.h"

namespace bc::data {

// The kind of a data file from its path: "enemies", "weapons", "missions", "cards",
// "loadouts" or "campaigns" (the folder), "weapons", "difficulties" or "generator" (the
// file of that name); "" for anything else.
std::string FileKind(const std::string& file);

// Kind -> schema, for every kind with fields in the log. `descriptions` maps
// "kind:key" or plain "key" to a one-line description (optional).
std::map<std::string, nlohmann::json> BuildSchemas(
    const std::vector<FieldInfo>& fields,
    const std::map<std::string, std::string>& descriptions = {});

// The id and cell patterns the schemas use (schema_check.cpp tests them by hand).
constexpr const char* kSchemaIdPattern = "^[a-z][a-z0-9_]*$";
constexpr const char* kSchemaCellPattern = "^[A-Ha-h][1-8]$";

}  // namespace bc::data
