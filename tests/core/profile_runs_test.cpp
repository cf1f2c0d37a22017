// A field run's end in the profile (campaign/profile_runs.h): its record kept with the
// last fifty, the run statistics counted, and the four run commendations earned.
#include <catch2/catch.hpp>

#include "campaign/achievement.h"
#include "campaign/profile_progress.h"
#include "campaign/profile_runs.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

RunRecord Ended(const std::string& end, int depth, int score, const std::string& daily = "") {
  RunRecord run;
  run.seed = 4242;
  run.daily = daily;
  run.depth = depth;
  run.sieges = 9;
  run.score = score;
  run.end = end;
  run.deck = {"rifle_team", "flare", "mine", "logistics"};
  return run;
}

}  // namespace

TEST_CASE("Runs in the profile: an ended run is recorded, counted and earns FIELD POSTING", "[campaign][runs]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  const std::vector<std::string> earned = RecordRunEnd(catalog, campaigns, Ended("lost", 3, 9000), profile);
  CHECK(earned == std::vector<std::string>{"field_posting"});
  CHECK(profile.cosmetics.count("emblem_16") == 1);
  const RunStatistics& stats = profile.stats.runs;
  CHECK(stats.runs == 1);
  CHECK(stats.won == 0);
  CHECK(stats.daily == 0);
  CHECK(stats.sieges_won == 3);
  CHECK(stats.best_depth == 3);
  CHECK(stats.best_score == 9000);
  REQUIRE(stats.history.size() == 1);
  CHECK(stats.history.front() == Ended("lost", 3, 9000));
}

TEST_CASE("Runs in the profile: depth, a won run and seven daily runs earn their commendations", "[campaign][runs]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  RecordRunEnd(catalog, campaigns, Ended("abandoned", 0, 0), profile);
  CHECK(RecordRunEnd(catalog, campaigns, Ended("lost", 5, 20000), profile) == std::vector<std::string>{"deep_field"});
  CHECK(RecordRunEnd(catalog, campaigns, Ended("won", 9, 52000), profile) ==
        std::vector<std::string>{"temporary_permanent"});
  for (int day = 1; day <= 6; ++day) {
    CHECK(RecordRunEnd(catalog, campaigns, Ended("lost", 1, 100, "2026-12-0" + std::to_string(day)), profile).empty());
  }
  CHECK(RecordRunEnd(catalog, campaigns, Ended("lost", 2, 100, "2026-12-07"), profile) ==
        std::vector<std::string>{"daily_routine"});
  const RunStatistics& stats = profile.stats.runs;
  CHECK(stats.runs == 10);
  CHECK(stats.won == 1);
  CHECK(stats.daily == 7);
  CHECK(stats.sieges_won == 0 + 5 + 9 + 6 + 2);
  CHECK(stats.best_depth == 9);
  CHECK(stats.best_score == 52000);
}

TEST_CASE("Runs in the profile: the history keeps the last fifty, oldest first", "[campaign][runs]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  for (int i = 0; i < kRunHistoryLength + 7; ++i) RecordRunEnd(catalog, campaigns, Ended("lost", 0, i), profile);
  REQUIRE(profile.stats.runs.history.size() == static_cast<std::size_t>(kRunHistoryLength));
  CHECK(profile.stats.runs.history.front().score == 7);
  CHECK(profile.stats.runs.history.back().score == kRunHistoryLength + 6);
  CHECK(profile.stats.runs.runs == kRunHistoryLength + 7);
}
