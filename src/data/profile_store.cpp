// The profile on disk (profile_store.h): its backup and its recovery, written through
// file_io.h's durable writes (fsync on the file, then on the folder after the rename).
#include "data/profile_store.h"

#include "data/file_io.h"
#include "data/json_source.h"
#include "data/profile_json.h"

namespace bc::data {

namespace fs = std::filesystem;

namespace {

struct Attempt {
  std::optional<Profile> profile;
  std::string problem;         // why it was set aside, when it was
  std::optional<fs::path> moved_to;
  bool unreadable = false;     // there, but the system would not let it be read
};

// Reads one profile file; a damaged or newer one is moved aside.
Attempt TryLoad(const fs::path& path) {
  Attempt attempt;
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
  const bool newer = parse.problem == ProfileParse::Problem::kNewer;
  attempt.problem = parse.reason;
  attempt.moved_to = MoveAside(path, newer ? ".newer" : ".corrupt");
  return attempt;
}

std::string Kept(const fs::path& original, const Attempt& attempt) {
  if (attempt.unreadable) {
    return "It was left as it is and nothing will be saved over it until it can be read.";
  }
  if (attempt.moved_to) return "It was kept as " + attempt.moved_to->filename().string() + ".";
  return "It could not be moved aside and is still " + original.filename().string() + ".";
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

  std::string story;
  if (has_main) {
    Attempt first = TryLoad(main);
    if (first.profile) {
      load.profile = std::move(*first.profile);
      load.source = ProfileLoad::Source::kMain;
      return load;
    }
    if (first.moved_to) load.moved_aside.push_back(*first.moved_to);
    load.read_only = first.unreadable;
    story = "Your profile could not be used: " + first.problem + ". " + Kept(main, first);
  } else if (has_backup) {
    story = "Your profile file was missing.";
  } else {
    return load;  // first day: nothing to say
  }
  const std::string unsaved =
      load.read_only ? " Nothing is saved until profile.json can be read again." : "";

  if (!has_backup) {
    load.message = story + (load.read_only ? " A new profile is in play for now."
                                           : " There was no backup, so a new profile was started.") +
                   unsaved;
    return load;
  }
  Attempt second = TryLoad(backup);
  if (second.profile) {
    load.profile = std::move(*second.profile);
    load.source = ProfileLoad::Source::kBackup;
    load.message = story + " The backup from the previous save was loaded instead." + unsaved;
    return load;
  }
  if (second.moved_to) load.moved_aside.push_back(*second.moved_to);
  load.message = story + " The backup could not be used either: " + second.problem + ". " +
                 Kept(backup, second) + " A new profile was started." + unsaved;
  return load;
}

std::string SaveProfile(const fs::path& folder, const Profile& profile) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return "could not create the profile folder " + folder.string() + ": " + ec.message();
  const fs::path main = ProfilePath(folder);

  // The current profile becomes the backup; one that cannot be read is never replaced.
  const FileRead previous = ReadFileChecked(main);
  if (previous.status == FileRead::Status::kUnreadable) {
    return main.string() + " cannot be read (" + previous.problem +
           "), so it was not overwritten.";
  }
  const fs::path temp = UniqueTempPath(main);
  std::string problem = WriteDurably(temp, ProfileToText(profile));
  if (!problem.empty()) return problem;
  if (previous.status == FileRead::Status::kOk) {
    const fs::path backup_temp = UniqueTempPath(BackupPath(folder));
    problem = WriteDurably(backup_temp, previous.text);
    if (problem.empty()) {
      fs::rename(backup_temp, BackupPath(folder), ec);
      if (ec) problem = "could not keep the backup " + BackupPath(folder).string() + ": " + ec.message();
    }
    if (!problem.empty()) {
      fs::remove(backup_temp, ec);
      fs::remove(temp, ec);
      return problem;
    }
  }
  fs::rename(temp, main, ec);
  if (ec) {
    problem = "could not replace " + main.string() + ": " + ec.message();
    fs::remove(temp, ec);
    return problem;
  }
  // A temporary file left by a save of an older build that was cut short.
  fs::remove(TempPath(folder), ec);
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
