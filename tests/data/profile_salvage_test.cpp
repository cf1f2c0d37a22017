// A player's profile is salvaged, never reset (docs/data-format.md, "Player files"): tried
// on a copy of a profile part-way through OPERATION ANNUAL REVIEW
// (tests/fixtures/profiles/annual_review_midway.json, 20,000 credits and 29 mission records).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "data/profile_fixture.h"
#include "data/profile_json.h"
#include "data/profile_store.h"

using namespace bc;
using namespace bc::data;
using nlohmann::json;

namespace {

json Midway() {
  std::ifstream in(std::filesystem::path(BC_SOURCE_DIR) / "tests/fixtures/profiles/annual_review_midway.json");
  return json::parse(in);
}

// The fixture as the game reads it, untouched: what every salvaged case is held to.
Profile MidwayProfile() {
  const ProfileParse parse = ProfileFromText(Midway().dump(2), "profile.json");
  REQUIRE(parse.profile);
  REQUIRE(parse.salvaged.empty());
  return *parse.profile;
}

// Each mission record of the fixture, as the profile read from `text` holds it.
void CheckEveryMissionRecordKept(const Profile& profile) {
  const Profile midway = MidwayProfile();
  REQUIRE(midway.missions.size() == 29);
  CHECK(profile.missions == midway.missions);
}

}  // namespace

TEST_CASE("Salvage: an unknown top-level key is kept, written back untouched, and costs nothing", "[profile][salvage]") {
  json file = Midway();
  file["ledger_notes"] = {{"written_by", "a later version"}, {"entries", {1, 2, 3}}};
  test::ScratchFolder folder("salvage_unknown");
  folder.Write("profile.json", file.dump(2));

  const ProfileLoad load = LoadProfile(folder.path(), {});
  INFO(load.message << "\n" << load.details);
  REQUIRE(load.source == ProfileLoad::Source::kMain);
  CHECK(load.message.empty());
  CHECK_FALSE(load.salvaged);
  CHECK(load.profile.credits == 20000);
  CheckEveryMissionRecordKept(load.profile);

  REQUIRE(SaveProfile(folder.path(), load.profile).empty());
  const json saved = json::parse(folder.Read("profile.json"));
  CHECK(saved["ledger_notes"] == file["ledger_notes"]);
  CHECK(json::parse(folder.Read("profile.json.bak"))["ledger_notes"] == file["ledger_notes"]);
  CHECK(LoadProfile(folder.path(), {}).profile == load.profile);
}

TEST_CASE("Salvage: unknown keys inside records are kept where they were, and a list entry's are named and left out",
          "[profile][salvage]") {
  json file = json::parse(ProfileToText(test::RichProfile()));
  file["missions"]["op_orientation_01"]["replay_id"] = "abc";
  file["statistics"]["longest_siege"] = 31;
  file["campaigns"]["orientation"]["roster"][0]["nickname"] = "Dusty";
  const ProfileParse parse = ProfileFromText(file.dump(2), "profile.json");
  REQUIRE(parse.profile);
  REQUIRE(parse.salvaged.size() == 1);
  CHECK(parse.salvaged[0].path == "/campaigns/orientation/roster/0/nickname");
  const json back = json::parse(ProfileToText(*parse.profile));
  CHECK(back["missions"]["op_orientation_01"]["replay_id"] == "abc");
  CHECK(back["statistics"]["longest_siege"] == 31);
  CHECK_FALSE(back["campaigns"]["orientation"]["roster"][0].contains("nickname"));
  // What is written reads back the same, with nothing more to salvage.
  const ProfileParse again = ProfileFromText(back.dump(2), "again.json");
  REQUIRE(again.profile);
  CHECK(again.salvaged.empty());
  CHECK(*again.profile == *parse.profile);
}

TEST_CASE("Salvage: credits out of range are brought into range, named in the notice, and every mission record is kept",
          "[profile][salvage]") {
  json file = Midway();
  file["credits"] = 2147483647;
  test::ScratchFolder folder("salvage_credits");
  const std::string original = file.dump(2);
  folder.Write("profile.json", original);

  const ProfileLoad load = LoadProfile(folder.path(), {});
  INFO(load.message << "\n" << load.details);
  REQUIRE(load.source == ProfileLoad::Source::kMain);
  CHECK(load.salvaged);
  // The most a profile holds (no campaign comes near it); the notice names the field.
  CHECK(load.profile.credits == kMaxProfileCount);
  CHECK(load.message.find("credits") != std::string::npos);
  CHECK(load.message.find("profile.json.as-found-1") != std::string::npos);
  CHECK(load.details.find("/credits") != std::string::npos);
  CHECK(load.details.find("1000000000 is used") != std::string::npos);
  CheckEveryMissionRecordKept(load.profile);
  Profile rest = load.profile;
  rest.credits = 20000;
  CHECK(rest == MidwayProfile());  // nothing else changed
  // The file as it was is kept beside it, whole.
  REQUIRE(load.kept_copies.size() == 1);
  CHECK(folder.Read("profile.json.as-found-1") == original);
}

TEST_CASE("Salvage: each value that does not read keeps its default or is left out, named, and the rest is kept",
          "[profile][salvage]") {
  json file = Midway();
  file["missions"]["op_orientation_03"]["stars"] = 7;            // out of range: 3
  file["missions"]["op_orientation_04"]["plays"] = "once";       // wrong type: the default
  file["missions"]["op_orientation_05"] = "won, honest";         // not a record: left out
  file["owned_cards"].push_back(42);                             // not an id: left out
  file["emblem"] = "Emblem Four";                                // not an id: the default
  file["statistics"]["history"] = {{{"mission", 5}, {"victory", true}, {"score", 1}, {"stars", 1}, {"turns", 3}},
                                   {{"mission", "op_orientation_01"}, {"victory", true}, {"score", 4000},
                                    {"stars", 2}, {"turns", 9}}};
  const ProfileParse parse = ProfileFromText(file.dump(2), "profile.json");
  REQUIRE(parse.profile);
  std::set<std::string> named;
  for (const LoadError& note : parse.salvaged) named.insert(note.path);
  CHECK(named == std::set<std::string>{"/missions/op_orientation_03/stars", "/missions/op_orientation_04/plays",
                                       "/missions/op_orientation_05", "/owned_cards/5", "/emblem",
                                       "/statistics/history/0/mission"});
  const Profile& p = *parse.profile;
  const Profile midway = MidwayProfile();
  CHECK(p.missions.at("op_orientation_03").stars == 3);
  CHECK(p.missions.at("op_orientation_04").plays == 0);
  CHECK(p.missions.at("op_orientation_04").victories == midway.missions.at("op_orientation_04").victories);
  CHECK(p.missions.count("op_orientation_05") == 0);
  CHECK(p.missions.size() == 28);  // every record that reads
  CHECK(p.owned_cards == midway.owned_cards);
  CHECK(p.emblem == kStandardEmblem);
  REQUIRE(p.stats.history.size() == 1);
  CHECK(p.stats.history[0].mission == "op_orientation_01");
  CHECK(p.credits == 20000);
}

TEST_CASE("Salvage: only a text that is not JSON, or not a profile at all, is damaged", "[profile][salvage]") {
  CHECK(ProfileFromText("{\"format\": \"base-command-profile\", ", "profile.json").problem ==
        ProfileParse::Problem::kCorrupt);
  CHECK(ProfileFromText("[1, 2, 3]", "profile.json").problem == ProfileParse::Problem::kCorrupt);
  CHECK(ProfileFromText("{\"format\": \"base-command-settings\"}", "profile.json").problem ==
        ProfileParse::Problem::kCorrupt);
  // A profile with nothing but its format reads as a fresh one, each missing part named.
  const ProfileParse bare = ProfileFromText("{\"format\": \"base-command-profile\"}", "profile.json");
  REQUIRE(bare.profile);
  CHECK(bare.profile->credits == 0);
  CHECK_FALSE(bare.salvaged.empty());
  // A version that is not a number is read as this build's.
  json file = Midway();
  file["version"] = "two";
  const ProfileParse versionless = ProfileFromText(file.dump(2), "profile.json");
  REQUIRE(versionless.profile);
  CHECK(versionless.profile->credits == 20000);
  CheckEveryMissionRecordKept(*versionless.profile);
}

TEST_CASE("Salvage: records of missions and cards the data no longer has are kept, and written back",
          "[profile][salvage]") {
  json file = Midway();
  file["missions"]["op_retired_01"] = {{"plays", 2},  {"victories", 1}, {"best_score", 9000},
                                       {"stars", 3},  {"flawless", true}, {"payout", 1500}};
  file["owned_cards"].push_back("retired_card");
  const ProfileParse parse = ProfileFromText(file.dump(2), "profile.json");
  REQUIRE(parse.profile);
  CHECK(parse.salvaged.empty());
  CHECK(parse.profile->missions.at("op_retired_01").stars == 3);
  CHECK(parse.profile->owned_cards.count("retired_card") == 1);
  const json back = json::parse(ProfileToText(*parse.profile));
  CHECK(back["missions"]["op_retired_01"]["best_score"] == 9000);
  CHECK(std::find(back["owned_cards"].begin(), back["owned_cards"].end(), "retired_card") != back["owned_cards"].end());
}

TEST_CASE("Salvage: a damaged profile loads the backup first, and a new profile never replaces a backup holding progress",
          "[profile][salvage]") {
  test::ScratchFolder folder("salvage_backup");
  const std::string midway = Midway().dump(2);
  folder.Write("profile.json", "{\"format\": \"base-command-profile\", \"credits\": 20");  // cut short: not JSON
  folder.Write("profile.json.bak", midway);
  const ProfileLoad load = LoadProfile(folder.path(), {});
  CHECK(load.source == ProfileLoad::Source::kBackup);
  CHECK(load.profile.credits == 20000);
  CheckEveryMissionRecordKept(load.profile);

  // Neither file can be used now: a backup the system will not let be read (a folder in
  // its place) beside a damaged profile. The new profile in play is saved, and the backup
  // is left as it is.
  test::ScratchFolder other("salvage_backup_unreadable");
  other.Write("profile.json", "not json");
  std::filesystem::create_directory(other.path() / "profile.json.bak");
  other.Write("profile.json.bak/inside", midway);
  const ProfileLoad fresh = LoadProfile(other.path(), {});
  CHECK(fresh.source == ProfileLoad::Source::kFresh);
  const std::string problem = SaveProfile(other.path(), fresh.profile);
  CHECK(problem.find("backup copy was not") != std::string::npos);
  CHECK(std::filesystem::is_directory(other.path() / "profile.json.bak"));
  CHECK(other.Read("profile.json.bak/inside") == midway);
  CHECK(other.Exists("profile.json.corrupt-1"));
}
