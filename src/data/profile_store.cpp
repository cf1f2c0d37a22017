// The profile on disk (profile_store.h): its backup and its recovery, written through
// file_io.h's durable writes (fsync on the file, then on the folder after the rename).
#include "data/profile_store.h"

#include <chrono>
#include <cstdio>
#include <ctime>

#include "data/file_io.h"
#include "data/profile_json.h"

namespace bc::data {

namespace fs = std::filesystem;

namespace {

// Renames `path` to "<path><suffix>-<n>" with the smallest free n >= 1.
std::optional<fs::path> MoveAside(const fs::path& path, const std::string& suffix) {
  for (int n = 1; n < 10000; ++n) {
    fs::path target = path;
    target += suffix + "-" + std::to_string(n);
    std::error_code ec;
    if (fs::exists(target, ec)) continue;
    fs::rename(path, target, ec);
    if (ec) return std::nullopt;
    return target;
  }
  return std::nullopt;
}

struct Attempt {
  std::optional<Profile> profile;
  std::string problem;         // why it was set aside, when it was
  bool newer = false;          // written by a newer version
  std::optional<fs::path> moved_to;
  std::optional<fs::file_time_type> written;  // when the file was last written
};

// Reads one profile file; a damaged or newer one is moved aside.
Attempt TryLoad(const fs::path& path) {
  Attempt attempt;
  std::error_code ec;
  const fs::file_time_type written = fs::last_write_time(path, ec);
  if (!ec) attempt.written = written;
  const std::optional<std::string> text = ReadWholeFile(path);
  ProfileParse parse;
  if (!text) {
    parse.problem = ProfileParse::Problem::kCorrupt;
    parse.reason = "it could not be opened for reading";
  } else {
    parse = ProfileFromText(*text, path.filename().string());
  }
  if (parse.problem == ProfileParse::Problem::kNone) {
    attempt.profile = std::move(parse.profile);
    return attempt;
  }
  attempt.newer = parse.problem == ProfileParse::Problem::kNewer;
  attempt.problem = parse.reason;
  attempt.moved_to = MoveAside(path, attempt.newer ? ".newer" : ".corrupt");
  return attempt;
}

std::string Kept(const fs::path& original, const Attempt& attempt) {
  if (attempt.moved_to) return "kept as " + attempt.moved_to->filename().string();
  return "left as " + original.filename().string() + " (it could not be moved aside)";
}

// "2 December 2026 at 01:04" in local time; "" when unknown.
std::string WhenWritten(const std::optional<fs::file_time_type>& written) {
  if (!written) return "";
  const auto system = std::chrono::file_clock::to_sys(*written);
  const std::time_t t = std::chrono::system_clock::to_time_t(
      std::chrono::time_point_cast<std::chrono::system_clock::duration>(system));
  std::tm local{};
  if (localtime_r(&t, &local) == nullptr) return "";
  static const char* const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                                        "July",    "August",   "September", "October", "November", "December"};
  char clock[8];
  std::snprintf(clock, sizeof clock, "%02d:%02d", local.tm_hour, local.tm_min);
  return std::to_string(local.tm_mday) + " " + kMonths[local.tm_mon] + " " + std::to_string(1900 + local.tm_year) +
         " at " + clock;
}

// What the copy loaded holds, against the file it replaces: the game writes the copy with
// every save, so it holds everything the game recorded unless the damaged file is newer.
std::string WhatWasLost(const Attempt& damaged, const Attempt& copy) {
  if (!damaged.written || !copy.written || *damaged.written <= *copy.written + std::chrono::seconds(2)) {
    return "nothing the game recorded was lost";
  }
  return "anything recorded after it (the damaged file was last changed " + WhenWritten(damaged.written) +
         ") is not in it";
}

}  // namespace

fs::path ProfilePath(const fs::path& folder) { return folder / "profile.json"; }
fs::path BackupPath(const fs::path& folder) { return folder / "profile.json.bak"; }
fs::path TempPath(const fs::path& folder) { return folder / "profile.json.tmp"; }

ProfileLoad LoadProfile(const fs::path& folder, const std::vector<std::string>& starter_cards) {
  ProfileLoad load;
  load.profile = NewProfile(starter_cards);
  const fs::path main = ProfilePath(folder);
  const fs::path backup = BackupPath(folder);
  std::error_code ec;
  const bool has_main = fs::exists(main, ec);
  const bool has_backup = fs::exists(backup, ec);

  Attempt first;
  std::string what;  // what happened to profile.json, for the player
  if (has_main) {
    first = TryLoad(main);
    if (first.profile) {
      load.profile = std::move(*first.profile);
      load.source = ProfileLoad::Source::kMain;
      return load;
    }
    if (first.moved_to) load.moved_aside.push_back(*first.moved_to);
    what = first.newer ? "Your profile was written by a newer version of Base Command, which this one cannot read."
                       : "Your profile was damaged.";
    load.details = main.filename().string() + ": " + first.problem + ".";
  } else if (has_backup) {
    what = "Your profile file was missing.";
  } else {
    return load;  // first day: nothing to say
  }
  const std::string kept = has_main ? " The " + std::string(first.newer ? "newer" : "damaged") + " file is " +
                                          Kept(main, first) + "."
                                    : "";

  if (!has_backup) {
    load.message = what + " There was no backup copy to load, so a new profile was started." + kept;
    return load;
  }
  Attempt second = TryLoad(backup);
  if (second.profile) {
    load.profile = std::move(*second.profile);
    load.source = ProfileLoad::Source::kBackup;
    const std::string when = WhenWritten(second.written);
    load.message = what + " The last good copy (the backup" + (when.empty() ? "" : ", saved " + when) +
                   ") was loaded" + (has_main ? ": " + WhatWasLost(first, second) : std::string()) + "." + kept;
    return load;
  }
  if (second.moved_to) load.moved_aside.push_back(*second.moved_to);
  load.details += std::string(load.details.empty() ? "" : "\n") + backup.filename().string() + ": " +
                  second.problem + ".";
  load.message = what + " The backup copy could not be used either, so a new profile was started." + kept +
                 " The damaged backup is " + Kept(backup, second) + ".";
  return load;
}

std::string SaveProfile(const fs::path& folder, const Profile& profile) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return "could not create the profile folder " + folder.string() + ": " + ec.message();
  const fs::path main = ProfilePath(folder);
  const fs::path temp = TempPath(folder);

  const std::string text = ProfileToText(profile);
  std::string problem = WriteDurably(temp, text);
  if (!problem.empty()) return problem;
  fs::rename(temp, main, ec);
  if (ec) return "could not replace " + main.string() + ": " + ec.message();
  SyncFolder(folder);

  // The backup is the same save, written after it: a profile damaged later loses nothing
  // the game recorded. At every instant each of the two files is a whole save.
  fs::path backup_temp = BackupPath(folder);
  backup_temp += ".tmp";
  problem = WriteDurably(backup_temp, text);
  if (!problem.empty()) return "saved, but the backup copy was not: " + problem;
  fs::rename(backup_temp, BackupPath(folder), ec);
  if (ec) return "saved, but the backup copy " + BackupPath(folder).string() + " was not: " + ec.message();
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
