// The profile on disk (profile_store.h): its backup and its recovery, written through
// file_io.h's durable writes (fsync on the file, then on the folder after the rename).
#include "data/profile_store.h"

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
  std::optional<fs::path> moved_to;
};

// Reads one profile file; a damaged or newer one is moved aside.
Attempt TryLoad(const fs::path& path) {
  Attempt attempt;
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
  const bool newer = parse.problem == ProfileParse::Problem::kNewer;
  attempt.problem = parse.reason;
  attempt.moved_to = MoveAside(path, newer ? ".newer" : ".corrupt");
  return attempt;
}

std::string Kept(const fs::path& original, const Attempt& attempt) {
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
    story = "Your profile could not be used: " + first.problem + ". " + Kept(main, first);
  } else if (has_backup) {
    story = "Your profile file was missing.";
  } else {
    return load;  // first day: nothing to say
  }

  if (!has_backup) {
    load.message = story + " There was no backup, so a new profile was started.";
    return load;
  }
  Attempt second = TryLoad(backup);
  if (second.profile) {
    load.profile = std::move(*second.profile);
    load.source = ProfileLoad::Source::kBackup;
    load.message = story + " The backup from the previous save was loaded instead.";
    return load;
  }
  if (second.moved_to) load.moved_aside.push_back(*second.moved_to);
  load.message = story + " The backup could not be used either: " + second.problem + ". " +
                 Kept(backup, second) + " A new profile was started.";
  return load;
}

std::string SaveProfile(const fs::path& folder, const Profile& profile) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return "could not create the profile folder " + folder.string() + ": " + ec.message();
  const fs::path main = ProfilePath(folder);
  const fs::path temp = TempPath(folder);

  std::string problem = WriteDurably(temp, ProfileToText(profile));
  if (!problem.empty()) return problem;

  if (fs::exists(main, ec)) {
    const std::optional<std::string> previous = ReadWholeFile(main);
    if (previous) {
      fs::path backup_temp = BackupPath(folder);
      backup_temp += ".tmp";
      problem = WriteDurably(backup_temp, *previous);
      if (!problem.empty()) return problem;
      fs::rename(backup_temp, BackupPath(folder), ec);
      if (ec) return "could not keep the backup " + BackupPath(folder).string() + ": " + ec.message();
    }
  }
  fs::rename(temp, main, ec);
  if (ec) return "could not replace " + main.string() + ": " + ec.message();
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
