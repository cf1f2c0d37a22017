#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "data/profile_fixture.h"
#include "data/profile_json.h"
#include "data/profile_store.h"

using namespace bc;
using namespace bc::data;

namespace {

std::string Text(const Profile& profile) { return ProfileToText(profile); }

}  // namespace

TEST_CASE("No profile file gives a fresh profile owning the starter cards, quietly",
          "[profile][store]") {
  test::ScratchFolder folder("missing");
  const ProfileLoad load = LoadProfile(folder.path(), {"rifle_team"});
  CHECK(load.source == ProfileLoad::Source::kFresh);
  CHECK(load.message.empty());
  CHECK(load.profile == NewProfile({"rifle_team"}));
}

TEST_CASE("Save then load gives the same profile", "[profile][store]") {
  test::ScratchFolder folder("roundtrip");
  const Profile profile = test::RichProfile();
  REQUIRE(SaveProfile(folder.path(), profile).empty());
  CHECK_FALSE(folder.Exists("profile.json.tmp"));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kMain);
  CHECK(load.message.empty());
  CHECK(load.profile == profile);
}

TEST_CASE("Every save writes the backup too, so the backup always holds the last save", "[profile][store]") {
  test::ScratchFolder folder("backup");
  Profile first = test::RichProfile();
  REQUIRE(SaveProfile(folder.path(), first).empty());
  CHECK(folder.Read("profile.json.bak") == Text(first));
  Profile second = first;
  second.credits += 500;
  REQUIRE(SaveProfile(folder.path(), second).empty());
  CHECK(folder.Read("profile.json.bak") == Text(second));
  CHECK(folder.Read("profile.json") == Text(second));
  CHECK_FALSE(folder.Exists("profile.json.bak.tmp"));
}

TEST_CASE("Saving creates the profile folder", "[profile][store]") {
  test::ScratchFolder folder("mkdir");
  const auto nested = folder.path() / "a" / "b";
  REQUIRE(SaveProfile(nested, NewProfile({})).empty());
  CHECK(std::filesystem::exists(nested / "profile.json"));
}

TEST_CASE("A save that cannot be written says why and leaves the old profile alone",
          "[profile][store]") {
  test::ScratchFolder folder("unwritable");
  folder.Write("not_a_folder", "x");
  const std::string problem = SaveProfile(folder.path() / "not_a_folder", NewProfile({}));
  CHECK_FALSE(problem.empty());
  CHECK_THAT(problem, Catch::Contains("not_a_folder"));
}

TEST_CASE("A save cut short while writing the temporary file loses nothing",
          "[profile][store]") {
  test::ScratchFolder folder("interrupted_temp");
  const Profile saved = test::RichProfile();
  REQUIRE(SaveProfile(folder.path(), saved).empty());
  // The next save died halfway through the temporary file: profile.json is untouched.
  const std::string next = Text(NewProfile({}));
  folder.Write("profile.json.tmp", next.substr(0, next.size() / 2));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kMain);
  CHECK(load.message.empty());
  CHECK(load.profile == saved);
  // And the save after that still works, replacing the stale temporary file.
  REQUIRE(SaveProfile(folder.path(), load.profile).empty());
  CHECK_FALSE(folder.Exists("profile.json.tmp"));
}

TEST_CASE("A truncated profile is moved aside and the backup is loaded, losing nothing, with a message a player reads",
          "[profile][store]") {
  test::ScratchFolder folder("truncated");
  Profile older = test::RichProfile();
  Profile newer = older;
  newer.credits = 9000;
  REQUIRE(SaveProfile(folder.path(), older).empty());
  REQUIRE(SaveProfile(folder.path(), newer).empty());
  const std::string whole = folder.Read("profile.json");
  folder.Write("profile.json", whole.substr(0, whole.size() / 3));
  // The damage came before any later save: the file is no newer than the backup.
  std::filesystem::last_write_time(folder.path() / "profile.json",
                                   std::filesystem::last_write_time(folder.path() / "profile.json.bak"));

  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CHECK(load.profile == newer);  // the last save: nothing lost
  CHECK_FALSE(folder.Exists("profile.json"));
  CHECK(folder.Read("profile.json.corrupt-1") == whole.substr(0, whole.size() / 3));
  CHECK_THAT(load.message, Catch::StartsWith("Your profile was damaged. The last good copy (the backup, saved "));
  CHECK_THAT(load.message, Catch::Contains("nothing the game recorded was lost"));
  CHECK_THAT(load.message, Catch::Contains("The damaged file is kept as profile.json.corrupt-1."));
  // The technical reason is kept apart, for DETAILS.
  CHECK_THAT(load.details, Catch::StartsWith("profile.json: "));
  REQUIRE(load.moved_aside.size() == 1);

  SECTION("saving the recovered profile keeps the good backup") {
    REQUIRE(SaveProfile(folder.path(), load.profile).empty());
    CHECK(folder.Read("profile.json.bak") == Text(newer));
    CHECK(LoadProfile(folder.path(), {}).source == ProfileLoad::Source::kMain);
  }
}

TEST_CASE("A damaged profile changed after its backup says the copy may lack what came after", "[profile][store]") {
  test::ScratchFolder folder("damaged_later");
  REQUIRE(SaveProfile(folder.path(), test::RichProfile()).empty());
  folder.Write("profile.json", "{ \"version\": ");
  const auto backup_time = std::filesystem::last_write_time(folder.path() / "profile.json.bak");
  std::filesystem::last_write_time(folder.path() / "profile.json", backup_time + std::chrono::hours(3));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CHECK_THAT(load.message, Catch::Contains("anything recorded after it (the damaged file was last changed "));
}

TEST_CASE("A corrupt profile with no backup starts afresh and says so", "[profile][store]") {
  test::ScratchFolder folder("corrupt_no_backup");
  folder.Write("profile.json", "this is not json");
  const ProfileLoad load = LoadProfile(folder.path(), {"rifle_team"});
  CHECK(load.source == ProfileLoad::Source::kFresh);
  CHECK(load.profile == NewProfile({"rifle_team"}));
  CHECK(folder.Read("profile.json.corrupt-1") == "this is not json");
  CHECK_THAT(load.message, Catch::Contains("no backup"));
}

TEST_CASE("Files already set aside are never overwritten", "[profile][store]") {
  test::ScratchFolder folder("aside_numbering");
  folder.Write("profile.json.corrupt-1", "older damage");
  folder.Write("profile.json", "{");
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(folder.Read("profile.json.corrupt-1") == "older damage");
  CHECK(folder.Read("profile.json.corrupt-2") == "{");
  CHECK_THAT(load.message, Catch::Contains("profile.json.corrupt-2"));
}

TEST_CASE("A profile from a newer version is kept aside and the backup is loaded",
          "[profile][store]") {
  test::ScratchFolder folder("newer");
  const Profile older = test::RichProfile();
  REQUIRE(SaveProfile(folder.path(), older).empty());
  REQUIRE(SaveProfile(folder.path(), older).empty());  // the backup now holds it too
  nlohmann::json future = ProfileToJson(older);
  future["version"] = 7;
  future["hover_tanks"] = 3;
  folder.Write("profile.json", future.dump(2));

  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CHECK(load.profile == older);
  CHECK(folder.Exists("profile.json.newer-1"));
  CHECK_FALSE(folder.Exists("profile.json.corrupt-1"));
  CHECK_THAT(load.message, Catch::Contains("newer version"));
  CHECK_THAT(load.message, Catch::Contains("profile.json.newer-1"));
}

TEST_CASE("A missing profile with a backup loads the backup and says so", "[profile][store]") {
  test::ScratchFolder folder("only_backup");
  const Profile profile = test::RichProfile();
  folder.Write("profile.json.bak", Text(profile));
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CHECK(load.profile == profile);
  CHECK_THAT(load.message, Catch::Contains("missing"));
}

TEST_CASE("When profile and backup are both damaged, both are kept and a new profile starts",
          "[profile][store]") {
  test::ScratchFolder folder("both_bad");
  folder.Write("profile.json", "[1, 2");
  folder.Write("profile.json.bak", "{}");
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kFresh);
  CHECK(load.moved_aside.size() == 2);
  CHECK(folder.Read("profile.json.corrupt-1") == "[1, 2");
  CHECK(folder.Read("profile.json.bak.corrupt-1") == "{}");
  CHECK_THAT(load.message, Catch::Contains("could not be used either"));
}
