// The profile as JSON: {"format": "base-command-profile", "version": 2, ...}. Writing
// is total. Reading salvages (docs/data-format.md, "Player files"): only a text that is
// not JSON, or not a profile at all, is damaged, and a file from a newer version is told
// apart; otherwise everything that can be read is kept: a value of the wrong type keeps
// its default, one out of range is brought into range, an entry that does not read is
// left out, each noted with its JSON path, and a key this version does not know is kept
// (Profile::unknown_fields) and written back where it was. Field list: docs/campaign.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "campaign/profile.h"
#include "data/load_error.h"

namespace bc::data {

constexpr const char* kProfileFormat = "base-command-profile";
// Version 2 adds the chosen difficulty level and each mission's records by level; a
// version-1 profile reads as one that played STANDARD only.
constexpr int kProfileVersion = 2;

nlohmann::json ProfileToJson(const Profile& profile);
// Pretty-printed, ending in a newline: what goes on disk.
std::string ProfileToText(const Profile& profile);

struct ProfileParse {
  enum class Problem { kNone, kCorrupt, kNewer };
  std::optional<Profile> profile;  // set when problem == kNone
  Problem problem = Problem::kNone;
  int version = 0;                 // the file's version, when it could be read
  std::string reason;              // kCorrupt, kNewer: what is wrong, in plain words (first problem found)
  int problem_count = 0;           // kCorrupt: how many problems in all
  // kNone: each value that was brought into range or left out, with its JSON path and
  // what was done ("must be an integer between 0 and 1000000000, got 2147483647;
  // 1000000000 is used"); empty when the file read as it was.
  LoadErrors salvaged;
};

// Reads a profile text; `file` names it in the reason.
ProfileParse ProfileFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
