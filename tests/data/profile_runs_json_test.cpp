// The field runs' records in profile.json: written only once there is one, read back the
// same, and salvaged like every record of the player's (a record that does not say how
// its run ended is left out and named, the others kept).
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "data/profile_fixture.h"
#include "data/profile_json.h"

using namespace bc;
using namespace bc::data;

namespace {

Profile WithRuns() {
  Profile profile = test::RichProfile();
  RunStatistics& runs = profile.stats.runs;
  runs.runs = 3;
  runs.won = 1;
  runs.daily = 1;
  runs.sieges_won = 14;
  runs.best_depth = 9;
  runs.best_score = 61250;
  RunRecord lost;
  lost.seed = 18446744073709551615ull;
  lost.difficulty = "audit";
  lost.depth = 4;
  lost.sieges = 9;
  lost.score = 12000;
  lost.end = "lost";
  lost.deck = {"rifle_team", "patch_kit", "mine", "logistics"};
  RunRecord daily = lost;
  daily.seed = 269236883;
  daily.daily = "2026-12-05";
  daily.depth = 9;
  daily.score = 61250;
  daily.end = "won";
  RunRecord abandoned = lost;
  abandoned.seed = 7;
  abandoned.depth = 1;
  abandoned.end = "abandoned";
  runs.history = {lost, daily, abandoned};
  return profile;
}

}  // namespace

TEST_CASE("Run records: the field runs' statistics and history read back the same", "[profile][json][runs]") {
  const Profile profile = WithRuns();
  const ProfileParse parse = ProfileFromText(ProfileToText(profile), "profile.json");
  REQUIRE(parse.profile.has_value());
  CHECK(parse.salvaged.empty());
  CHECK(parse.profile->stats.runs == profile.stats.runs);
  CHECK(*parse.profile == profile);
  // A profile without runs writes no "runs" at all, so older builds read it unchanged.
  CHECK_FALSE(ProfileToJson(test::RichProfile())["statistics"].contains("runs"));
  CHECK(ProfileToJson(profile)["statistics"].contains("runs"));
}

TEST_CASE("Run records: a record that does not say how its run ended is left out and named, the rest kept",
          "[profile][json][runs][salvage]") {
  nlohmann::json json = ProfileToJson(WithRuns());
  json["statistics"]["runs"]["history"][1]["end"] = "postponed";
  json["statistics"]["runs"]["history"][0]["depth"] = -3;
  json["statistics"]["runs"]["best_score"] = "high";
  const ProfileParse parse = ProfileFromText(json.dump(2), "profile.json");
  REQUIRE(parse.profile.has_value());
  const RunStatistics& runs = parse.profile->stats.runs;
  REQUIRE(runs.history.size() == 2);
  CHECK(runs.history[0].seed == 18446744073709551615ull);
  CHECK(runs.history[1].end == "abandoned");
  CHECK(runs.runs == 3);
  const auto named = [&](const std::string& path) {
    return std::any_of(parse.salvaged.begin(), parse.salvaged.end(), [&](const LoadError& e) { return e.path == path; });
  };
  CHECK(named("/statistics/runs/history/1/end"));
  CHECK(named("/statistics/runs/history/0/depth"));
  CHECK(named("/statistics/runs/best_score"));
  // Everything else of the profile is as it was.
  CHECK(parse.profile->missions == WithRuns().missions);
  CHECK(parse.profile->credits == WithRuns().credits);
}
