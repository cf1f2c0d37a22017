// Command files: the player's named custom loadouts, one JSON file each under
// <user folder>/command_files/, plus which one is chosen for battle. A command file is
// only written when the loadout passes every Deck Building check and uses owned cards,
// and only while the profile has a free command file slot; otherwise nothing is written
// and every reason is given. Reading is strict and names the file at fault (the file
// format and its reader: data/command_file_json.h).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "data/command_file_json.h"

namespace bc::session {

using data::CommandFileFromText;
using data::CommandFileParse;
using data::CommandFileToText;
using data::kCommandFileFormat;
using data::kCommandFileVersion;
constexpr int kMaxCommandFileNameLength = 24;

std::filesystem::path CommandFileDir(const std::filesystem::path& user_dir);
// The file a loadout name is kept in: lower case, spaces and punctuation to '_'.
std::filesystem::path CommandFilePath(const std::filesystem::path& user_dir, const std::string& name);

struct CommandFileList {
  std::vector<LoadoutDef> loadouts;   // by name
  std::vector<std::string> problems;  // files that could not be read, in words
};
CommandFileList ListCommandFiles(const std::filesystem::path& user_dir);

// Every reason the loadout may not be saved under its name: no name or a name too long,
// the Deck Building rules (ValidateLoadout), cards the profile does not own, and no free
// command file slot (replacing a file of the same name needs none). Empty when it may.
std::vector<std::string> CommandFileProblems(const Catalog& catalog, const Profile& profile,
                                             const std::vector<LoadoutDef>& existing,
                                             const LoadoutDef& loadout);

// Saves the loadout when CommandFileProblems has nothing to say; returns the problems
// (or the disk's complaint) otherwise, having written nothing.
std::vector<std::string> SaveCommandFile(const std::filesystem::path& user_dir, const Catalog& catalog,
                                         const Profile& profile, const LoadoutDef& loadout);
// Deletes the command file of that name; false when there was none.
bool DeleteCommandFile(const std::filesystem::path& user_dir, const std::string& name);

// The name of the command file chosen for battle ("" = the starter loadout).
std::string ReadChosenCommandFile(const std::filesystem::path& user_dir);
std::string WriteChosenCommandFile(const std::filesystem::path& user_dir, const std::string& name);

// The deck a mission will be fought with, and why, in words for the briefing.
struct DeckChoice {
  const LoadoutDef* loadout = nullptr;  // null when the catalog has nothing usable
  std::string explanation;
};
// kCustom uses `chosen` when it is a legal loadout, else the starter; kStarter uses the
// starter loadout; kFixed the mission's fixed loadout.
DeckChoice DeckForMission(const Catalog& catalog, const MissionDef& mission, const LoadoutDef* chosen);

}  // namespace bc::session
