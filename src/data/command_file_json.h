// A command file (one of the player's named custom loadouts, kept under
// <user folder>/command_files/) as JSON: {"format": "base-command-command-file",
// "version": 1, "name", "units", "supports", "fieldworks", "doctrine", "weapon"}. Writing
// is total; reading is strict: the format and version are checked first (a file of a
// newer build is named as such), then every field with the Reader, unknown keys refused,
// each problem with its JSON path. The session lists, checks and saves them
// (session/command_files.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "basecommand/card_defs.h"

namespace bc::data {

constexpr const char* kCommandFileFormat = "base-command-command-file";
constexpr int kCommandFileVersion = 1;

// Pretty-printed JSON ending in a newline: what goes on disk.
std::string CommandFileToText(const LoadoutDef& loadout);

struct CommandFileParse {
  std::optional<LoadoutDef> loadout;  // id "command_file"
  std::string reason;  // every problem, naming the file and the JSON path, when there is no loadout
};
// `file` names the text in the reason.
CommandFileParse CommandFileFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
