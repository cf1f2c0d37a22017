// The desktop game's profile session: load at start (fresh, saved, damaged, newer,
// interrupted save), save after every change, and recording finished battles.
#include <catch2/catch.hpp>

#include <fstream>

#include "session/profile_session.h"
#include "app_fixture.h"
#include "campaign/profile_dossier.h"
#include "campaign/profile_economy.h"
#include "core/campaign_fixture.h"
#include "data/profile_store.h"

using bc::session::ProfileSession;

namespace {

bc::BattleSummary Won(const std::string& mission, int score) {
  bc::BattleSummary summary;
  summary.mission = mission;
  summary.victory = true;
  summary.score = score;
  summary.turns = 5;
  summary.par = 8;
  summary.base_health = 8;
  summary.base_start_health = 10;
  summary.kills = 4;
  summary.damage_dealt = 11;
  summary.kills_by_enemy["killer_krab"] = 4;
  return summary;
}

void WriteText(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("a missing profile starts fresh with nothing to report and is not written until it changes",
          "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_fresh");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  CHECK(session.TakeNotices().empty());
  CHECK(session.profile().callsign == bc::kDefaultCallsign);
  CHECK(session.saves() == 0);
  CHECK_FALSE(std::filesystem::exists(bc::data::ProfilePath(dir)));
}

TEST_CASE("every accepted change is saved at once, while a refused one changes nothing and saves nothing",
          "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_change");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  {
    ProfileSession session(dir, catalog, campaigns);
    const bc::Outcome done = session.Change([](bc::Profile& p) { return bc::SetCallsign("red dust", p); });
    REQUIRE(done.ok);
    CHECK(session.saves() == 1);
    const bc::Outcome refused = session.Change([](bc::Profile& p) {
      p.credits = 999999;  // a refused operation's partial edits must not stick
      return bc::Outcome::Refused("no");
    });
    CHECK_FALSE(refused.ok);
    CHECK(session.profile().credits == 0);
    CHECK(session.saves() == 1);
  }
  ProfileSession again(dir, catalog, campaigns);
  CHECK(again.profile().callsign == "RED DUST");
  CHECK(again.profile().credits == 0);
}

TEST_CASE("a campaign victory pays its grade once, and a replay pays only the improvement", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_payout");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);

  // Thresholds 1000 / 2000 / 3000: 2,500 is two stars, 750 credits.
  const bc::session::BattleRecord first = session.RecordFinishedBattle(Won("m1", 2500));
  REQUIRE(first.recorded);
  CHECK(first.campaign == "basics");
  CHECK(first.report.payout == 750);
  CHECK(session.profile().credits == 750);
  CHECK(first.report.unlocked_mission == "m2");

  // The same grade again pays nothing.
  const bc::session::BattleRecord same = session.RecordFinishedBattle(Won("m1", 2600));
  CHECK(same.report.payout == 0);
  CHECK(session.profile().credits == 750);
  CHECK(same.message.find("best payout") != std::string::npos);

  // Three stars: 1,000 in all, so 250 more.
  const bc::session::BattleRecord better = session.RecordFinishedBattle(Won("m1", 3200));
  CHECK(better.report.payout == 250);
  CHECK(session.profile().credits == 1000);

  // A worse result later pays nothing and keeps the best.
  const bc::session::BattleRecord worse = session.RecordFinishedBattle(Won("m1", 1200));
  CHECK(worse.report.payout == 0);
  const bc::MissionRecord& record = session.profile().missions.at("m1");
  CHECK(record.best_score == 3200);
  CHECK(record.stars == 3);
  CHECK(record.payout == 1000);
  CHECK(record.plays == 4);

  // Statistics count every battle.
  CHECK(session.profile().stats.battles == 4);
  CHECK(session.profile().stats.victories == 4);
  CHECK(session.profile().stats.kills == 16);
  CHECK(session.profile().stats.kills_by_enemy.at("killer_krab") == 16);
  CHECK(session.profile().stats.best_score == 3200);

  // And it is all on disk.
  ProfileSession reloaded(dir, catalog, campaigns);
  CHECK(reloaded.profile() == session.profile());
}

TEST_CASE("a defeat pays nothing and counts as a battle and a defeat", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_defeat");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  bc::BattleSummary lost = Won("m1", 4000);
  lost.victory = false;
  const bc::session::BattleRecord record = session.RecordFinishedBattle(lost);
  REQUIRE(record.recorded);
  CHECK(record.report.payout == 0);
  CHECK(record.report.grade.stars == 0);
  CHECK(session.profile().stats.defeats == 1);
  CHECK(session.profile().stats.victories == 0);
  CHECK(session.profile().credits == 0);
}

TEST_CASE("a mission not yet open in its operation is recorded as a skirmish, and says so", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_locked");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  const bc::session::BattleRecord record = session.RecordFinishedBattle(Won("m3", 3500));
  REQUIRE(record.recorded);
  CHECK(record.campaign.empty());
  CHECK(record.report.payout == 0);
  CHECK(record.message.find("skirmish") != std::string::npos);
  CHECK(session.profile().missions.count("m3") == 0);
  CHECK(session.profile().stats.battles == 1);
}

TEST_CASE("the same finished battle reported twice is recorded once", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_twice");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  CHECK(session.RecordFinishedBattle(Won("m1", 2500), "m1:7:12").recorded);
  CHECK_FALSE(session.RecordFinishedBattle(Won("m1", 2500), "m1:7:12").recorded);
  CHECK(session.RecordFinishedBattle(Won("m1", 2500), "m1:8:12").recorded);
  CHECK(session.profile().stats.battles == 2);
}

TEST_CASE("a victory in an operation carries the units it ended with into the roster", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_carry");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  bc::BattleSummary summary = Won("m1", 1500);
  bc::CarriedUnit hurt = bc::FreshUnit(catalog, "rifle_team", 0);
  hurt.hp = 1;
  summary.units = {hurt};
  session.RecordFinishedBattle(summary);
  const bc::Roster& roster = session.profile().campaigns.at("basics").roster;
  REQUIRE(roster.size() == 1);
  CHECK(roster[0].hp == 1);
  CHECK(roster[0].Damaged());
}

TEST_CASE("a damaged profile file is set aside, the player is told, and the backup is loaded", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_corrupt");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  {
    ProfileSession session(dir, catalog, campaigns);
    session.Change([](bc::Profile& p) { return bc::SetCallsign("first", p); });
    session.Change([](bc::Profile& p) { return bc::SetCallsign("second", p); });  // the backup holds it too
  }
  WriteText(bc::data::ProfilePath(dir), "{\"format\": \"base-command-profile\", \"vers");
  ProfileSession session(dir, catalog, campaigns);
  CHECK(session.TakeNotices().empty());
  // The notice stays until dismissed, in a player's words, the technical reason apart.
  const std::vector<bc::session::LastingNotice> notices = session.TakeLastingNotices();
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].text.find("Your profile was damaged.") == 0);
  CHECK(notices[0].details.find("profile.json: ") == 0);
  CHECK(session.TakeLastingNotices().empty());
  CHECK(session.loaded_from_backup());
  CHECK(session.profile().callsign == "SECOND");  // nothing recorded was lost
  // The damaged file was kept, under another name, and the main file is whole again.
  bool kept = false;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    kept = kept || entry.path().filename().string().find("corrupt") != std::string::npos;
  }
  CHECK(kept);
  ProfileSession again(dir, catalog, campaigns);
  CHECK(again.TakeLastingNotices().empty());
  CHECK(again.profile().callsign == "SECOND");
}

TEST_CASE("a salvaged profile is saved at once, the player told what changed, and the file as it was kept",
          "[app][profile][salvage]") {
  const auto dir = app_fixture::ScratchDir("profile_salvaged");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  {
    ProfileSession session(dir, catalog, campaigns);
    session.Change([](bc::Profile& p) { return bc::SetCallsign("kept", p); });
  }
  std::ifstream in(bc::data::ProfilePath(dir));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string from = "\"credits\": 0";
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), "\"credits\": -40, \"squad_motto\": \"dig in\"");
  WriteText(bc::data::ProfilePath(dir), text);

  ProfileSession session(dir, catalog, campaigns);
  const std::vector<bc::session::LastingNotice> notices = session.TakeLastingNotices();
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].text.find("credits") != std::string::npos);
  CHECK(notices[0].details.find("/credits") != std::string::npos);
  CHECK_FALSE(session.loaded_from_backup());
  CHECK(session.profile().callsign == "KEPT");
  CHECK(session.profile().credits == 0);
  // The file as it was is kept; the profile was saved at once, its unknown key with it,
  // and it now loads with nothing to say.
  CHECK(std::filesystem::exists(dir / "profile.json.as-found-1"));
  std::ifstream saved(bc::data::ProfilePath(dir));
  const std::string now((std::istreambuf_iterator<char>(saved)), std::istreambuf_iterator<char>());
  CHECK(now.find("\"squad_motto\": \"dig in\"") != std::string::npos);
  ProfileSession again(dir, catalog, campaigns);
  CHECK(again.TakeLastingNotices().empty());
  CHECK(again.profile() == session.profile());
}

TEST_CASE("a profile from a newer version is set aside with a plain message, never overwritten silently",
          "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_newer");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  WriteText(bc::data::ProfilePath(dir), "{\"format\": \"base-command-profile\", \"version\": 99}\n");
  ProfileSession session(dir, catalog, campaigns);
  const std::vector<bc::session::LastingNotice> notices = session.TakeLastingNotices();
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].text.find("newer version") != std::string::npos);
  bool kept = false;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    kept = kept || entry.path().filename().string().find("newer") != std::string::npos;
  }
  CHECK(kept);
}

TEST_CASE("a save cut short leaves a temporary file that the next start ignores", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_cut");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  {
    ProfileSession session(dir, catalog, campaigns);
    session.Change([](bc::Profile& p) { return bc::SetCallsign("kept", p); });
  }
  WriteText(bc::data::TempPath(dir), "{\"format\": \"base-command-profile\", \"version\": 1, \"callsign\": \"HA");
  ProfileSession session(dir, catalog, campaigns);
  CHECK(session.TakeNotices().empty());
  CHECK(session.profile().callsign == "KEPT");
}

TEST_CASE("a profile that cannot be written says so and keeps the change in play", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("profile_unwritable");
  const auto blocked = dir / "not_a_folder";
  WriteText(blocked, "a file where the folder should be");
  const bc::Catalog catalog = bc::test::FixtureCatalog();
  const bc::Campaigns campaigns = bc::test::FixtureCampaigns();
  ProfileSession session(blocked, catalog, campaigns);
  session.TakeNotices();
  const bc::Outcome outcome = session.Change([](bc::Profile& p) { return bc::SetCallsign("stubborn", p); });
  CHECK(outcome.ok);
  CHECK(session.profile().callsign == "STUBBORN");
  CHECK(session.saves() == 0);
  const std::vector<std::string> notices = session.TakeNotices();
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].find("could not be saved") != std::string::npos);
}
