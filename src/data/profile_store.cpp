// The profile on disk (profile_store.h): its backup and its recovery, written through
// file_io.h's durable writes (fsync on the file, then on the folder after the rename).
#include "data/profile_store.h"

#include <chrono>
#include <cstdio>
#include <ctime>

#include "data/file_io.h"
#include "data/json_source.h"
#include "data/profile_json.h"

namespace bc::data {

namespace fs = std::filesystem;

namespace {

struct Attempt {
  std::optional<Profile> profile;
  std::string problem;         // why it was set aside, when it was
  bool newer = false;          // written by a newer version
  std::optional<fs::path> moved_to;
  bool unreadable = false;     // there, but the system would not let it be read
  std::optional<fs::file_time_type> written;  // when the file was last written
};

// Reads one profile file; a damaged or newer one is moved aside.
Attempt TryLoad(const fs::path& path) {
  Attempt attempt;
  std::error_code ec;
  const fs::file_time_type written = fs::last_write_time(path, ec);
  if (!ec) attempt.written = written;
  const FileRead read = ReadFileChecked(path, kMaxProfileBytes);
  if (read.status != FileRead::Status::kOk) {
    // Not a damaged file: left where it is, untouched.
    attempt.unreadable = true;
    attempt.problem = "it could not be read (" +
                      (read.status == FileRead::Status::kMissing ? std::string("it vanished")
                                                                 : read.problem) +
                      ")";
    return attempt;
  }
  const ProfileParse parse = ProfileFromText(read.text, path.filename().string());
  if (parse.problem == ProfileParse::Problem::kNone) {
    attempt.profile = std::move(parse.profile);
    return attempt;
  }
  attempt.newer = parse.problem == ProfileParse::Problem::kNewer;
  attempt.problem = parse.reason;
  attempt.moved_to = MoveAside(path, attempt.newer ? ".newer" : ".corrupt");
  return attempt;
}

// Where a file that could not be used is now, as the end of a sentence.
std::string Kept(const fs::path& original, const Attempt& attempt) {
  if (attempt.unreadable) return "left as it is, and nothing will be saved over it until it can be read";
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
    load.read_only = first.unreadable;
    what = first.unreadable ? "Your profile could not be read: the system would not open it."
           : first.newer    ? "Your profile was written by a newer version of Base Command, which this one cannot read."
                            : "Your profile was damaged.";
    load.details = main.filename().string() + ": " + first.problem + ".";
  } else if (has_backup) {
    what = "Your profile file was missing.";
  } else {
    return load;  // first day: nothing to say
  }
  const std::string kept =
      has_main ? " The " + std::string(first.unreadable ? "unreadable" : first.newer ? "newer" : "damaged") +
                     " file is " + Kept(main, first) + "."
               : "";
  const std::string unsaved = load.read_only ? " Nothing is saved until profile.json can be read again." : "";

  if (!has_backup) {
    load.message = what +
                   (load.read_only ? " A new profile is in play for now."
                                   : " There was no backup copy to load, so a new profile was started.") +
                   kept + unsaved;
    return load;
  }
  Attempt second = TryLoad(backup);
  if (second.profile) {
    load.profile = std::move(*second.profile);
    load.source = ProfileLoad::Source::kBackup;
    const std::string when = WhenWritten(second.written);
    load.message = what + " The last good copy (the backup" + (when.empty() ? "" : ", saved " + when) +
                   ") was loaded" + (has_main ? ": " + WhatWasLost(first, second) : std::string()) + "." + kept +
                   unsaved;
    return load;
  }
  if (second.moved_to) load.moved_aside.push_back(*second.moved_to);
  load.details += std::string(load.details.empty() ? "" : "\n") + backup.filename().string() + ": " +
                  second.problem + ".";
  load.message = what + " The backup copy could not be used either, so a new profile was started." + kept +
                 " The damaged backup is " + Kept(backup, second) + "." + unsaved;
  return load;
}

std::string SaveProfile(const fs::path& folder, const Profile& profile) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return "could not create the profile folder " + folder.string() + ": " + ec.message();
  const fs::path main = ProfilePath(folder);

  // A profile.json that cannot be read is never replaced.
  const FileRead previous = ReadFileChecked(main);
  if (previous.status == FileRead::Status::kUnreadable) {
    return main.string() + " cannot be read (" + previous.problem + "), so it was not overwritten.";
  }
  const std::string text = ProfileToText(profile);
  const fs::path temp = UniqueTempPath(main);
  std::string problem = WriteDurably(temp, text);
  if (!problem.empty()) return problem;
  fs::rename(temp, main, ec);
  if (ec) {
    problem = "could not replace " + main.string() + ": " + ec.message();
    fs::remove(temp, ec);
    return problem;
  }
  // A temporary file left by a save of an older build that was cut short.
  fs::remove(TempPath(folder), ec);
  SyncFolder(folder);

  // The backup is the same save, written after it: a profile damaged later loses nothing
  // the game recorded. At every instant each of the two files is a whole save.
  const fs::path backup_temp = UniqueTempPath(BackupPath(folder));
  problem = WriteDurably(backup_temp, text);
  if (problem.empty()) {
    fs::rename(backup_temp, BackupPath(folder), ec);
    if (ec) problem = "could not keep the backup " + BackupPath(folder).string() + ": " + ec.message();
  }
  if (!problem.empty()) {
    fs::remove(backup_temp, ec);
    return "saved, but the backup copy was not: " + problem;
  }
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
