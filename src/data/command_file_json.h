// A command file (one of the player's named custom loadouts, kept under
// <user folder>/command_files/) as JSON: {"format": "base-command-command-file",
// "version": 1, "name", "units", "supports", "fieldworks", "doctrine", "weapon"}. Writing
// is total. Reading checks the format and version first: a text that is not JSON or not
// a command file is damaged, and a file of a newer build is named as such. The rest is
// salvaged (docs/data-format.md, "Player files"): every card entry that reads is kept,
// and each one that does not is named, with its JSON path, in `dropped`; a deck without a
// readable name takes its file's. The session lists, checks and saves them
// (session/command_files.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/card_defs.h"

namespace bc::data {

constexpr const char* kCommandFileFormat = "base-command-command-file";
constexpr int kCommandFileVersion = 1;

// Pretty-printed JSON ending in a newline: what goes on disk.
std::string CommandFileToText(const LoadoutDef& loadout);

struct CommandFileParse {
  std::optional<LoadoutDef> loadout;  // id "command_file"
  std::string reason;  // every problem, naming the file and the JSON path, when there is no loadout
  // With a loadout: what was left out or taken as missing, "units/2: must be an id
  // string, got 5" (JSON path without its leading '/').
  std::vector<std::string> dropped;
};
// `file` names the text in the reason.
CommandFileParse CommandFileFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
