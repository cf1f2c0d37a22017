// The profile as JSON: {"format": "base-command-profile", "version": 1, ...}. Writing
// is total; reading is strict (every field checked with the data layer's Reader) and
// tells a file from a newer version apart from a damaged one, so the store can move
// either aside and say which. Field list: docs/campaign.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "campaign/profile.h"

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
  std::string reason;              // what is wrong, in plain words (first problem found)
  int problem_count = 0;           // how many problems in all
};

// Reads a profile text; `file` names it in the reason.
ProfileParse ProfileFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
