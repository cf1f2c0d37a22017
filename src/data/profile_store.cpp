// The profile on disk (profile_store.h): its backup and its recovery, written through
// file_io.h's durable writes (fsync on the file, then on the folder after the rename).
#include "data/profile_store.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <initializer_list>

#include "data/file_io.h"
#include "data/json_source.h"
#include "data/profile_json.h"
#include "i18n/translate.h"

namespace bc::data {

namespace fs = std::filesystem;

using i18n::Format;
using i18n::Tr;
using i18n::TrCtx;

namespace {

struct Attempt {
  std::optional<Profile> profile;
  LoadErrors salvaged;         // what reading it brought into range or left out
  std::string text;            // the file as it was read, when it was salvaged
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
    // TRANSLATORS: {0} is what the system said ("Permission denied"), or "it vanished".
    attempt.problem = Format(Tr("it could not be read ({0})"),
                             {read.status == FileRead::Status::kMissing ? std::string(Tr("it vanished")) : read.problem});
    return attempt;
  }
  ProfileParse parse = ProfileFromText(read.text, path.filename().string());
  if (parse.problem == ProfileParse::Problem::kNone) {
    attempt.profile = std::move(parse.profile);
    attempt.salvaged = parse.salvaged;
    if (!attempt.salvaged.empty()) attempt.text = read.text;
    return attempt;
  }
  attempt.newer = parse.problem == ProfileParse::Problem::kNewer;
  attempt.problem = parse.reason;
  attempt.moved_to = MoveAside(path, attempt.newer ? ".newer" : ".corrupt");
  return attempt;
}

// Where a file that could not be used is now, as a whole sentence: `backup` says which
// of the two files it is. Each case is its own sentence, for the translators.
std::string Kept(const fs::path& original, const Attempt& attempt, bool backup) {
  if (attempt.unreadable) {
    return backup ? Tr("The unreadable backup is left as it is.")
                  : Tr("The unreadable file is left as it is, and nothing will be saved over it until it can be read.");
  }
  if (attempt.moved_to) {
    const char* sentence =
        // TRANSLATORS: {0} is the name the backup now has, such as profile.json.bak.corrupt-1.
        backup ? Tr("The damaged backup is kept as {0}.")
        // TRANSLATORS: {0} is the name the file now has, such as profile.json.newer-1.
        : attempt.newer ? Tr("The newer file is kept as {0}.")
                        // TRANSLATORS: {0} is the name the file now has, such as profile.json.corrupt-1.
                        : Tr("The damaged file is kept as {0}.");
    return Format(sentence, {attempt.moved_to->filename().string()});
  }
  const char* sentence =
      // TRANSLATORS: {0} is the backup's name, profile.json.bak.
      backup ? Tr("The damaged backup is left as {0} (it could not be moved aside).")
      // TRANSLATORS: {0} is the file's name, profile.json.
      : attempt.newer ? Tr("The newer file is left as {0} (it could not be moved aside).")
                      // TRANSLATORS: {0} is the file's name, profile.json.
                      : Tr("The damaged file is left as {0} (it could not be moved aside).");
  return Format(sentence, {original.filename().string()});
}

// "2 December 2026 at 01:04" in local time, in the player's language; "" when unknown.
std::string WhenWritten(const std::optional<fs::file_time_type>& written) {
  if (!written) return "";
  const auto system = std::chrono::file_clock::to_sys(*written);
  const std::time_t t = std::chrono::system_clock::to_time_t(
      std::chrono::time_point_cast<std::chrono::system_clock::duration>(system));
  std::tm local{};
  if (localtime_r(&t, &local) == nullptr) return "";
  const char* const months[] = {
      // TRANSLATORS: a month's name as it stands in a date after the day ("2 December 2026"):
      // in the genitive where the language declines it (Russian "декабря"), lower case where
      // the language writes it so.
      TrCtx("in a date, after the day", "January"), TrCtx("in a date, after the day", "February"),
      TrCtx("in a date, after the day", "March"), TrCtx("in a date, after the day", "April"),
      TrCtx("in a date, after the day", "May"), TrCtx("in a date, after the day", "June"),
      TrCtx("in a date, after the day", "July"), TrCtx("in a date, after the day", "August"),
      TrCtx("in a date, after the day", "September"), TrCtx("in a date, after the day", "October"),
      TrCtx("in a date, after the day", "November"), TrCtx("in a date, after the day", "December")};
  char clock[8];
  std::snprintf(clock, sizeof clock, "%02d:%02d", local.tm_hour, local.tm_min);
  // TRANSLATORS: when a file was saved: {0} the day of the month, {1} the month's name
  // (translated above), {2} the year, {3} the time as 01:04. "2 December 2026 at 01:04".
  return Format(Tr("{0} {1} {2} at {3}"),
                {std::to_string(local.tm_mday), months[local.tm_mon], std::to_string(1900 + local.tm_year), clock});
}

// The sentence saying the backup was loaded, and what it holds against the file it
// replaces (when there was one): the game writes the copy with every save, so it holds
// everything the game recorded unless the damaged file is newer.
std::string BackupLoaded(const Attempt* damaged, const Attempt& copy) {
  const std::string when = WhenWritten(copy.written);
  if (damaged == nullptr) {
    return when.empty() ? std::string(Tr("The last good copy (the backup) was loaded."))
                        // TRANSLATORS: {0} is when the backup was saved: "2 December 2026 at 01:04".
                        : Format(Tr("The last good copy (the backup, saved {0}) was loaded."), {when});
  }
  if (!damaged->written || !copy.written || *damaged->written <= *copy.written + std::chrono::seconds(2)) {
    return when.empty()
               ? std::string(Tr("The last good copy (the backup) was loaded: nothing the game recorded was lost."))
               // TRANSLATORS: {0} is when the backup was saved: "2 December 2026 at 01:04".
               : Format(Tr("The last good copy (the backup, saved {0}) was loaded: nothing the game recorded was lost."),
                        {when});
  }
  const std::string changed = WhenWritten(damaged->written);
  return when.empty()
             // TRANSLATORS: {0} is when the damaged file was last changed: "2 December 2026 at 01:04".
             ? Format(Tr("The last good copy (the backup) was loaded: anything recorded after it (the damaged file "
                         "was last changed {0}) is not in it."),
                      {changed})
             // TRANSLATORS: {0} is when the backup was saved, {1} when the damaged file was last
             // changed, both as "2 December 2026 at 01:04".
             : Format(Tr("The last good copy (the backup, saved {0}) was loaded: anything recorded after it (the "
                         "damaged file was last changed {1}) is not in it."),
                      {when, changed});
}

// The places the salvage changed, as the player reads them: "credits, missions/op_x/stars
// and 3 more" (JSON paths, which are not translated).
std::string SalvagedPlaces(const LoadErrors& notes) {
  std::vector<std::string> places;
  for (const LoadError& note : notes) {
    const std::string place = note.path.empty() ? note.file : note.path.substr(1);
    if (std::find(places.begin(), places.end(), place) == places.end()) places.push_back(place);
  }
  constexpr std::size_t kNamed = 6;
  std::string named;
  for (std::size_t i = 0; i < places.size() && i < kNamed; ++i) named += (i == 0 ? "" : ", ") + places[i];
  if (places.size() <= kNamed) return named;
  const std::size_t more = places.size() - kNamed;
  // TRANSLATORS: {0} is a list of places in the profile file ("credits, missions/op_x/stars"),
  // {1} how many more there are.
  return Format(i18n::TrN("{0} and {1} more", "{0} and {1} more", static_cast<unsigned long>(more)),
                {named, std::to_string(more)});
}

// What the salvage of a profile file did, for the player, keeping a copy of the file as
// it was (<file>.as-found-<n>) before the salvaged profile is saved over it.
void TellSalvage(const fs::path& path, const Attempt& attempt, ProfileLoad& load, std::string& message) {
  load.salvaged = true;
  const std::optional<fs::path> copy = KeepCopy(path, attempt.text, ".as-found");
  if (copy) load.kept_copies.push_back(*copy);
  // TRANSLATORS: {0} lists the places in the profile file ("credits, missions/op_x/stars").
  const std::string what = Format(Tr("Some values in your profile could not be used as they were: {0}. Each was "
                                     "brought into range or left out, and everything else was loaded."),
                                  {SalvagedPlaces(attempt.salvaged)});
  const std::string kept =
      // TRANSLATORS: {0} is the copy's name, such as profile.json.as-found-1.
      copy ? Format(Tr("The file as it was is kept as {0}."), {copy->filename().string()})
           : std::string(Tr("A copy of the file as it was could not be kept."));
  message += (message.empty() ? "" : " ") + what + " " + kept;
  for (const LoadError& note : attempt.salvaged) {
    if (!load.details.empty()) load.details += '\n';
    load.details += FormatError(note);
  }
}

// The sentences of a notice, one space apart.
std::string Sentences(std::initializer_list<std::string> sentences) {
  std::string out;
  for (const std::string& sentence : sentences) {
    if (sentence.empty()) continue;
    if (!out.empty()) out += " ";
    out += sentence;
  }
  return out;
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
      if (!first.salvaged.empty()) TellSalvage(main, first, load, load.message);
      return load;
    }
    if (first.moved_to) load.moved_aside.push_back(*first.moved_to);
    load.read_only = first.unreadable;
    what = first.unreadable ? Tr("Your profile could not be read: the system would not open it.")
           : first.newer    ? Tr("Your profile was written by a newer version of Base Command, which this one cannot read.")
                            : Tr("Your profile was damaged.");
    load.details = main.filename().string() + ": " + first.problem + ".";
  } else if (has_backup) {
    what = Tr("Your profile file was missing.");
  } else {
    return load;  // first day: nothing to say
  }
  const std::string kept = has_main ? Kept(main, first, false) : "";
  // TRANSLATORS: {0} is the profile's file name, profile.json.
  const std::string unsaved =
      load.read_only ? Format(Tr("Nothing is saved until {0} can be read again."), {main.filename().string()}) : "";

  if (!has_backup) {
    load.message = Sentences({what,
                              load.read_only ? Tr("A new profile is in play for now.")
                                             : Tr("There was no backup copy to load, so a new profile was started."),
                              kept, unsaved});
    return load;
  }
  Attempt second = TryLoad(backup);
  if (second.profile) {
    load.profile = std::move(*second.profile);
    load.source = ProfileLoad::Source::kBackup;
    load.message = Sentences({what, BackupLoaded(has_main ? &first : nullptr, second), kept, unsaved});
    if (!second.salvaged.empty()) TellSalvage(backup, second, load, load.message);
    return load;
  }
  if (second.moved_to) load.moved_aside.push_back(*second.moved_to);
  load.details += std::string(load.details.empty() ? "" : "\n") + backup.filename().string() + ": " +
                  second.problem + ".";
  load.message = Sentences({what, Tr("The backup copy could not be used either, so a new profile was started."), kept,
                            Kept(backup, second, true), unsaved});
  return load;
}

std::string SaveProfile(const fs::path& folder, const Profile& profile) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  // TRANSLATORS: {0} is a folder, {1} what the system said ("Permission denied").
  if (ec) return Format(Tr("could not create the profile folder {0}: {1}"), {folder.string(), ec.message()});
  const fs::path main = ProfilePath(folder);

  // A profile.json that cannot be read is never replaced.
  const FileRead previous = ReadFileChecked(main);
  if (previous.status == FileRead::Status::kUnreadable) {
    // TRANSLATORS: {0} is the profile's path, {1} what the system said ("Permission denied").
    return Format(Tr("{0} cannot be read ({1}), so it was not overwritten."), {main.string(), previous.problem});
  }
  const std::string text = ProfileToText(profile);
  const fs::path temp = UniqueTempPath(main);
  std::string problem = WriteDurably(temp, text);
  if (!problem.empty()) return problem;
  fs::rename(temp, main, ec);
  if (ec) {
    // TRANSLATORS: {0} is a file's path, {1} what the system said ("Permission denied").
    problem = Format(Tr("could not replace {0}: {1}"), {main.string(), ec.message()});
    fs::remove(temp, ec);
    return problem;
  }
  // A temporary file left by a save of an older build that was cut short.
  fs::remove(TempPath(folder), ec);
  SyncFolder(folder);

  // The backup is the same save, written after it: a profile damaged later loses nothing
  // the game recorded. At every instant each of the two files is a whole save. A backup
  // the system will not let be read may hold progress: it is never replaced.
  const FileRead previous_backup = ReadFileChecked(BackupPath(folder), 1);
  if (previous_backup.status == FileRead::Status::kUnreadable) {
    // TRANSLATORS: {0} is the backup's path, {1} what the system said ("Permission denied").
    problem = Format(Tr("{0} cannot be read ({1}), so it was not overwritten."),
                     {BackupPath(folder).string(), previous_backup.problem});
    // TRANSLATORS: {0} is why the backup could not be written ("could not write ...: No space left on device").
    return Format(Tr("saved, but the backup copy was not: {0}"), {problem});
  }
  const fs::path backup_temp = UniqueTempPath(BackupPath(folder));
  problem = WriteDurably(backup_temp, text);
  if (problem.empty()) {
    fs::rename(backup_temp, BackupPath(folder), ec);
    // TRANSLATORS: {0} is the backup's path, {1} what the system said ("Permission denied").
    if (ec) problem = Format(Tr("could not keep the backup {0}: {1}"), {BackupPath(folder).string(), ec.message()});
  }
  if (!problem.empty()) {
    fs::remove(backup_temp, ec);
    // TRANSLATORS: {0} is why the backup could not be written ("could not write ...: No space left on device").
    return Format(Tr("saved, but the backup copy was not: {0}"), {problem});
  }
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
