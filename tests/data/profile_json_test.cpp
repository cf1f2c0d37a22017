#include <catch2/catch.hpp>

#include <set>

#include "data/profile_json.h"
#include "data/profile_fixture.h"

using namespace bc;
using namespace bc::data;

TEST_CASE("A profile survives the trip to JSON and back", "[profile][json]") {
  const Profile profile = test::RichProfile();
  const ProfileParse parse = ProfileFromText(ProfileToText(profile), "profile.json");
  REQUIRE(parse.problem == ProfileParse::Problem::kNone);
  REQUIRE(parse.profile.has_value());
  CHECK(*parse.profile == profile);
  CHECK(parse.version == kProfileVersion);
}

TEST_CASE("A fresh profile survives the trip too", "[profile][json]") {
  const Profile profile = NewProfile({});
  const ProfileParse parse = ProfileFromText(ProfileToText(profile), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(*parse.profile == profile);
  CHECK_FALSE(parse.profile->active_siege.has_value());
}

TEST_CASE("The profile file names its format and version", "[profile][json]") {
  const nlohmann::json json = ProfileToJson(NewProfile({}));
  CHECK(json.at("format") == "base-command-profile");
  CHECK(json.at("version") == kProfileVersion);
}

TEST_CASE("Malformed JSON is corrupt, with the line of the problem", "[profile][json]") {
  const ProfileParse parse = ProfileFromText("{\n  \"format\": \"base-command-profile\",\n  \"ver", "profile.json");
  CHECK(parse.problem == ProfileParse::Problem::kCorrupt);
  CHECK_FALSE(parse.profile.has_value());
  CHECK_THAT(parse.reason, Catch::Contains("profile.json:3"));
}

TEST_CASE("A JSON file that is not a profile is corrupt", "[profile][json]") {
  const ProfileParse parse = ProfileFromText(R"({"cards": []})", "profile.json");
  CHECK(parse.problem == ProfileParse::Problem::kCorrupt);
  CHECK_THAT(parse.reason, Catch::Contains("not a Base Command profile"));
}

TEST_CASE("A profile from a newer version is recognised as such, not as corrupt",
          "[profile][json]") {
  nlohmann::json json = ProfileToJson(NewProfile({}));
  json["version"] = kProfileVersion + 1;
  json["something_new"] = true;
  const ProfileParse parse = ProfileFromText(json.dump(), "profile.json");
  CHECK(parse.problem == ProfileParse::Problem::kNewer);
  CHECK(parse.version == kProfileVersion + 1);
  CHECK_THAT(parse.reason, Catch::Contains("newer version"));
}

TEST_CASE("Bad values in a profile are salvaged, each named with its JSON path", "[profile][json]") {
  nlohmann::json json = ProfileToJson(test::RichProfile());
  // Each is changed or left out alone; the profile is otherwise the one written.
  auto salvage = [&](const std::string& path) {
    const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
    REQUIRE(parse.problem == ProfileParse::Problem::kNone);
    REQUIRE(parse.profile);
    REQUIRE(parse.salvaged.size() == 1);
    CHECK(parse.salvaged[0].path == path);
    return *parse.profile;
  };
  SECTION("stars out of range are brought into range") {
    json["missions"]["op_orientation_01"]["stars"] = 4;
    CHECK(salvage("/missions/op_orientation_01/stars").missions.at("op_orientation_01").stars == 3);
  }
  SECTION("a unit with more HP than its maximum has its maximum") {
    json["campaigns"]["orientation"]["roster"][0]["hp"] = 99;
    CHECK(salvage("/campaigns/orientation/roster/0/hp").campaigns.at("orientation").roster[0].hp == 7);
  }
  SECTION("an unknown key is kept, not named") {
    json["credit"] = 5;
    const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
    REQUIRE(parse.profile);
    CHECK(parse.salvaged.empty());
    REQUIRE(parse.profile->unknown_fields.size() == 1);
    CHECK(parse.profile->unknown_fields[0] == UnknownField{{}, "credit", "5"});
  }
  SECTION("negative credits are 0") {
    json["credits"] = -1;
    CHECK(salvage("/credits").credits == 0);
  }
  SECTION("a missing statistics block gives empty statistics") {
    json.erase("statistics");
    CHECK(salvage("").stats == Statistics{});
  }
  SECTION("a hostile met that is not an id is left out") {
    json["hostiles_met"] = {"aegis_warden", 7};
    CHECK(salvage("/hostiles_met/1").hostiles_met == std::set<std::string>{"aegis_warden"});
  }
  SECTION("a tip seen that is not an id is left out, the others kept") {
    json["tips_seen"] = {"hero", 7, "contact"};
    CHECK(salvage("/tips_seen/1").tips_seen == std::set<std::string>{"contact", "hero"});
  }
  SECTION("an active siege that does not read whole is left out") {
    json["active_siege"]["seed"] = -4;
    const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
    REQUIRE(parse.profile);
    CHECK_FALSE(parse.profile->active_siege.has_value());
    CHECK(parse.salvaged.size() == 2);  // the seed, and the siege left out
  }
}

TEST_CASE("The hostiles met are kept by the profile file, and a profile without them has met none",
          "[profile][json]") {
  const Profile profile = test::RichProfile();
  REQUIRE_FALSE(profile.hostiles_met.empty());
  nlohmann::json json = ProfileToJson(profile);
  CHECK(json.at("hostiles_met") == nlohmann::json({"aegis_warden", "black_star_initiate"}));
  json.erase("hostiles_met");  // written before the archive existed
  const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(parse.profile->hostiles_met.empty());
}

TEST_CASE("A profile keeps its chosen difficulty and each mission's records by level", "[profile][json][difficulty]") {
  Profile profile = test::RichProfile();
  REQUIRE(profile.difficulty == "audit");
  REQUIRE(profile.missions["op_orientation_01"].levels.size() == 2);
  const nlohmann::json json = ProfileToJson(profile);
  CHECK(json.at("difficulty") == "audit");
  CHECK(json.at("missions").at("op_orientation_01").at("levels").at("audit").at("stars") == 2);
  const ProfileParse parse = ProfileFromText(ProfileToText(profile), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(parse.profile->difficulty == "audit");
  CHECK(parse.profile->missions.at("op_orientation_01").levels == profile.missions.at("op_orientation_01").levels);
}

TEST_CASE("A version-1 profile reads as STANDARD: the level chosen and every victory at it", "[profile][json][difficulty]") {
  nlohmann::json json = ProfileToJson(test::RichProfile());
  json["version"] = 1;
  json.erase("difficulty");
  for (auto& [id, record] : json["missions"].items()) record.erase("levels");
  const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.problem == ProfileParse::Problem::kNone);
  REQUIRE(parse.profile.has_value());
  CHECK(parse.version == 1);
  CHECK(parse.profile->difficulty == kStandardDifficulty);
  const MissionRecord& won = parse.profile->missions.at("op_orientation_02");
  REQUIRE(won.levels.size() == 1);
  const LevelRecord& standard = won.levels.at(kStandardDifficulty);
  CHECK(standard.victories == won.victories);
  CHECK(standard.stars == 3);
  CHECK(standard.flawless);
  CHECK(standard.payout == 1500);
  CHECK(standard.best_score == 4100);
  // Read again after writing, it is the same profile (the levels are now written down).
  const ProfileParse again = ProfileFromText(ProfileToText(*parse.profile), "again.json");
  REQUIRE(again.profile.has_value());
  CHECK(*again.profile == *parse.profile);
}

TEST_CASE("A level record out of range is brought into range and named with its JSON path, a bad level choice too",
          "[profile][json][difficulty]") {
  nlohmann::json json = ProfileToJson(test::RichProfile());
  json["missions"]["op_orientation_01"]["levels"]["audit"]["stars"] = 5;
  json["difficulty"] = "Not An Id";
  const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.problem == ProfileParse::Problem::kNone);
  REQUIRE(parse.salvaged.size() == 2);
  CHECK(parse.salvaged[0].path == "/difficulty");
  CHECK(parse.salvaged[1].path == "/missions/op_orientation_01/levels/audit/stars");
  CHECK(parse.profile->difficulty == kStandardDifficulty);
  CHECK(parse.profile->missions.at("op_orientation_01").levels.at("audit").stars == 3);
}

TEST_CASE("The tips seen are kept by the profile file, any id, and a profile without them has seen none",
          "[profile][json][tips]") {
  Profile profile = test::RichProfile();
  profile.tips_seen = {"contact", "hero", "a_tip_from_a_later_build"};
  nlohmann::json json = ProfileToJson(profile);
  CHECK(json.at("tips_seen") == nlohmann::json({"a_tip_from_a_later_build", "contact", "hero"}));
  ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(parse.profile->tips_seen == profile.tips_seen);
  json.erase("tips_seen");  // written before the tips existed
  parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(parse.profile->tips_seen.empty());
}
