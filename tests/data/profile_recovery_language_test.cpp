// The profile's recovery notices in the player's language: with the Russian catalogue set,
// every case LoadProfile words (a damaged file with a good backup, both damaged, a newer
// version, an unreadable file, a missing one, a salvaged one) reads in Russian, with only the file names
// left as they are, and the backup's date names its month in the genitive.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "data/profile_fixture.h"
#include "data/profile_json.h"
#include "data/profile_store.h"
#include "in_language.h"

using namespace bc;
using namespace bc::data;
using in_language::HasCyrillic;
using in_language::HasLatin;
using in_language::InLanguage;

namespace {

namespace fs = std::filesystem;

// The notice less the file names it may quote, which stay as they are on disk.
std::string WithoutFileNames(std::string text) {
  for (const char* name : {"profile.json.bak.corrupt-1", "profile.json.corrupt-1", "profile.json.newer-1",
                           "profile.json.bak", "profile.json"}) {
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name)) {
      text.erase(at, std::string(name).size());
    }
  }
  return text;
}

void CheckRussian(const std::string& message) {
  INFO(message);
  CHECK_FALSE(message.empty());
  CHECK(HasCyrillic(message));
  CHECK_FALSE(HasLatin(WithoutFileNames(message)));
}

// Mid-month at noon (UTC), so that the month is December in every time zone.
fs::file_time_type MidDecember() {
  using namespace std::chrono;
  const sys_time<system_clock::duration> noon = sys_days{year{2026} / December / 15} + hours{12};
  return file_clock::from_sys(noon);
}

// Two saves, so that the backup holds the last one, written mid-December.
void SaveTwice(const test::ScratchFolder& folder) {
  REQUIRE(SaveProfile(folder.path(), test::RichProfile()).empty());
  REQUIRE(SaveProfile(folder.path(), test::RichProfile()).empty());
  fs::last_write_time(BackupPath(folder.path()), MidDecember());
}

// Two saves (SaveTwice), then profile.json damaged: `text` written over it, last written at
// `when`.
void SaveThenDamage(const test::ScratchFolder& folder, const std::string& text, fs::file_time_type when) {
  SaveTwice(folder);
  folder.Write("profile.json", text);
  fs::last_write_time(ProfilePath(folder.path()), when);
}

}  // namespace

TEST_CASE("In Russian, a damaged profile with a good backup is reported in Russian, the backup's date with a Russian month",
          "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_damaged");
  SaveThenDamage(folder, "{ \"version\": ", MidDecember());
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CheckRussian(load.message);
  CHECK_THAT(load.message, Catch::Contains("декабря 2026 в "));
  CHECK_THAT(load.message, Catch::Contains("profile.json.corrupt-1"));
}

TEST_CASE("In Russian, a damaged profile changed after its backup gives both dates in Russian", "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_damaged_later");
  SaveThenDamage(folder, "[1, 2", MidDecember() + std::chrono::hours(3));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CheckRussian(load.message);
  const std::size_t first = load.message.find("декабря 2026 в ");
  REQUIRE(first != std::string::npos);
  CHECK(load.message.find("декабря 2026 в ", first + 1) != std::string::npos);
}

TEST_CASE("In Russian, a profile and backup both damaged are reported in Russian", "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_both_bad");
  folder.Write("profile.json", "[1, 2");
  folder.Write("profile.json.bak", "{}");
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kFresh);
  CheckRussian(load.message);
  CHECK_THAT(load.message, Catch::Contains("profile.json.corrupt-1"));
  CHECK_THAT(load.message, Catch::Contains("profile.json.bak.corrupt-1"));
}

TEST_CASE("In Russian, a damaged profile with no backup is reported in Russian", "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_no_backup");
  folder.Write("profile.json", "this is not json");
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kFresh);
  CheckRussian(load.message);
}

TEST_CASE("In Russian, a profile from a newer version is reported in Russian", "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_newer");
  SaveTwice(folder);
  nlohmann::json future = ProfileToJson(test::RichProfile());
  future["version"] = 7;
  folder.Write("profile.json", future.dump(2));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CheckRussian(load.message);
  CHECK_THAT(load.message, Catch::Contains("profile.json.newer-1"));
  CHECK_THAT(load.message, Catch::Contains("декабря 2026 в "));
}

TEST_CASE("In Russian, an unreadable profile is reported in Russian, and so is the save that will not replace it",
          "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_unreadable");
  SaveTwice(folder);
  // A folder in profile.json's place: reading it fails as an I/O error would.
  fs::remove(ProfilePath(folder.path()));
  fs::create_directory(ProfilePath(folder.path()));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.read_only);
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CheckRussian(load.message);
  // The path and the system's own words stay as they are; the sentence around them is Russian.
  const std::string problem = SaveProfile(folder.path(), load.profile);
  INFO(problem);
  CHECK_THAT(problem, Catch::StartsWith(ProfilePath(folder.path()).string()));
  CHECK(HasCyrillic(problem));
}

TEST_CASE("In Russian, a salvaged profile is reported in Russian, the places it changed as the file names them",
          "[profile][store][i18n][salvage]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_salvaged");
  nlohmann::json file = ProfileToJson(test::RichProfile());
  file["credits"] = 2147483647;
  file["missions"]["op_orientation_01"]["stars"] = 9;
  folder.Write("profile.json", file.dump(2));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kMain);
  CHECK(load.salvaged);
  CHECK_THAT(load.message, Catch::Contains("credits, missions/op_orientation_01/stars"));
  CHECK_THAT(load.message, Catch::Contains("profile.json.as-found-1"));
  std::string words = load.message;
  for (const char* name : {"credits, missions/op_orientation_01/stars", "profile.json.as-found-1"}) {
    words.erase(words.find(name), std::string(name).size());
  }
  CheckRussian(words);
}

TEST_CASE("In Russian, a missing profile with a backup is reported in Russian", "[profile][store][i18n]") {
  InLanguage russian("ru");
  REQUIRE(russian.ok);
  test::ScratchFolder folder("ru_only_backup");
  SaveTwice(folder);
  fs::remove(ProfilePath(folder.path()));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CheckRussian(load.message);
  CHECK_THAT(load.message, Catch::Contains("декабря 2026 в "));
}

TEST_CASE("In Portuguese, the backup's date reads as Brazilian Portuguese writes it", "[profile][store][i18n]") {
  InLanguage portuguese("pt");
  REQUIRE(portuguese.ok);
  test::ScratchFolder folder("pt_damaged");
  SaveThenDamage(folder, "{", MidDecember());
  const ProfileLoad load = LoadProfile(folder.path(), {});
  INFO(load.message);
  CHECK_THAT(load.message, Catch::Contains(" de dezembro de 2026 às "));
  CHECK(load.message.find("December") == std::string::npos);
  CHECK(load.message.find("backup, saved") == std::string::npos);
}
