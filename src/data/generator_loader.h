// The siege generator's file (data/generator.json): the proof's rules, the attacker
// types the threat levels buy (each from the level it comes in at) and what each costs,
// the hero at the top, each level's budget and board, and the phrases of the generated
// names and briefings (generator/generator_params.h). Strict like every data reader:
// unknown keys, wrong types, values out of range, ids that name nothing and levels that
// could not make a siege are all reported with file, JSON path and reason. Format:
// docs/data-format.md ("The siege generator").
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/catalog.h"
#include "data/load_error.h"
#include "generator/generator_params.h"

namespace bc::data {

inline constexpr const char* kGeneratorFile = "generator.json";

struct GeneratorLoad {
  gen::GeneratorParams params;  // empty levels when there were errors
  LoadErrors errors;
  bool ok() const { return errors.empty(); }
};

// Reads the file's text (`file` names it in errors) against the catalog it will generate
// from (its enemies, weapons and loadouts). Never throws.
// With `accepted_keys`, every key the reader asks for is recorded (ReadContext).
GeneratorLoad LoadGeneratorText(std::string_view text, const std::string& file, const Catalog& catalog,
                                std::vector<std::string>* accepted_keys = nullptr);
// Reads data_dir/generator.json; a folder without one has no generator (an error).
GeneratorLoad LoadGenerator(const std::filesystem::path& data_dir, const Catalog& catalog);

}  // namespace bc::data
