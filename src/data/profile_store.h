// The profile on disk: "Campaign records stay on this device unless you erase them."
// One profile.json in a folder the caller gives (the game passes SDL_GetPrefPath; tests a
// scratch folder). Saving is atomic: the text goes to a unique temporary file, is flushed and
// fsynced and renamed over profile.json, then the same text goes to profile.json.bak the
// same way, so at every instant each file is a whole save and the backup holds the last
// one. Loading never loses anything silently. A file is salvaged (data/profile_json.h:
// values out of range brought into it, entries that do not read left out, unknown keys
// kept), and a copy of it as it was is kept as profile.json.as-found-<n>. Only a file
// that is not JSON or not a profile at all is damaged: it, or one from a newer version,
// is moved aside (profile.json.corrupt-<n>, profile.json.newer-<n>), the backup is
// loaded first, and the message says so in words a player reads (when the copy was saved, what
// if anything it lacks, where the damaged file is kept), in the language set when it loads
// (whole sentences from the catalogue, i18n/translate.h); the technical detail (file, JSON
// path, reason) is kept apart, in English like every data error.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "campaign/profile.h"

namespace bc::data {

std::filesystem::path ProfilePath(const std::filesystem::path& folder);  // profile.json
std::filesystem::path BackupPath(const std::filesystem::path& folder);   // profile.json.bak
// profile.json.tmp: the name of a save cut short by older versions, which loading ignores
// (saves now write to unique temporary names, UniqueTempPath in data/file_io.h).
std::filesystem::path TempPath(const std::filesystem::path& folder);

struct ProfileLoad {
  enum class Source { kFresh, kMain, kBackup };
  Profile profile;
  Source source = Source::kFresh;
  // Empty when the profile was read cleanly or there was none; otherwise what happened,
  // for the player: which file was set aside, where it is now, what was loaded instead.
  std::string message;
  std::string details;  // the technical detail: each file set aside, with the reason and JSON path
  std::vector<std::filesystem::path> moved_aside;  // files renamed out of the way
  // The profile loaded was salvaged (data/profile_json.h): some values were brought into
  // range or left out, the message names them, and it should be saved at once so that
  // the file reads as it is. The file as it was is kept beside it (kept_copies:
  // profile.json.as-found-<n>) unless that copy could not be written.
  bool salvaged = false;
  std::vector<std::filesystem::path> kept_copies;
  // profile.json is there but could not be read (permission denied, an I/O error): it is
  // not damaged, so it was left in place, and SaveProfile will not replace it.
  bool read_only = false;
};

// Loads the profile in `folder`. No file: a fresh profile owning `starter_cards`, no
// message. A leftover profile.json.tmp (a save cut short) is ignored.
ProfileLoad LoadProfile(const std::filesystem::path& folder,
                        const std::vector<std::string>& starter_cards);

// Saves atomically, then writes the same save to profile.json.bak. Creates the folder
// when needed. A profile.json that cannot be read is not overwritten (an error), and
// neither is a profile.json.bak that cannot be read (the profile is then saved, and the
// error says the backup was not). Returns
// "" on success, else what went wrong in plain words, in the player's language with the
// system's own error text (the previous profile.json is then untouched).
std::string SaveProfile(const std::filesystem::path& folder, const Profile& profile);

}  // namespace bc::data
