// The difficulty levels file (data/difficulties.json): each level an id, a name, a line
// for the player, the credits it pays and its modifiers (basecommand/difficulty.h).
// Strict like every data reader: unknown keys, wrong types, values out of range,
// duplicate ids and a STANDARD that is not the rulebook are all reported, with file,
// JSON path and reason. Format: docs/data-format.md ("Difficulty levels").
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/difficulty.h"
#include "data/load_error.h"

namespace bc::data {

inline constexpr const char* kDifficultiesFile = "difficulties.json";

// The rulebook's level, what a data folder without a difficulties file plays.
DifficultyDef StandardDifficulty();

struct DifficultyLoad {
  std::vector<DifficultyDef> levels;  // in file order; empty when there were errors
  LoadErrors errors;
  bool ok() const { return errors.empty(); }
};

// Reads the file's text (`file` names it in errors). Never throws.
DifficultyLoad LoadDifficultiesText(std::string_view text, const std::string& file);
// Reads data_dir/difficulties.json; a folder without one gives STANDARD alone.
DifficultyLoad LoadDifficulties(const std::filesystem::path& data_dir);

}  // namespace bc::data
