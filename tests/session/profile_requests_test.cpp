// What the campaign screens ask for, carried out by the profile session after the frame:
// profile commands, command files and the active siege, each saved at once, each with a
// reply in words for the screen that asked.
#include <catch2/catch.hpp>

#include "campaign/profile_dossier.h"
#include "campaign/profile_progress.h"
#include "card_fixture.h"
#include "core/campaign_fixture.h"
#include "session/profile_session.h"
#include "session/siege_save.h"

using namespace bc;
using namespace bc::session;

TEST_CASE("OPERATIONS ARCHIVE: clearing the siege removes the saved battle, and erasing statistics keeps progress",
          "[app][campaign_screens]") {
  const auto dir = app_fixture::ScratchDir("archive");
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  session.Change([&](Profile& p) { return StartSiege(catalog, campaigns, "basics", "m1", 7, p); });
  REQUIRE(session.profile().active_siege.has_value());
  SiegeSave save;
  save.mission_id = "m1";
  REQUIRE(WriteSiegeSave(SiegeSavePath(dir), save).empty());
  Reply reply = session.Carry(Request::ClearSiege());
  CHECK(reply.ok);
  CHECK(reply.text.find("cleared") != std::string::npos);
  CHECK_FALSE(session.profile().active_siege.has_value());
  CHECK_FALSE(std::filesystem::exists(SiegeSavePath(dir)));
  CHECK(session.Carry(Request::ClearSiege()).text.find("no active siege") != std::string::npos);

  BattleSummary won;
  won.mission = "m1";
  won.victory = true;
  won.score = 2500;
  session.RecordFinishedBattle(won);
  REQUIRE(session.profile().stats.battles == 1);
  const int credits = session.profile().credits;
  reply = session.Carry(Request::Profile(ProfileCommand::EraseStatistics(), "Erased."));
  CHECK(reply.ok);
  CHECK(reply.text == "Erased.");
  CHECK(session.profile().stats.battles == 0);
  CHECK(session.profile().credits == credits);
  CHECK(session.profile().missions.at("m1").victories == 1);
  ProfileSession reloaded(dir, catalog, campaigns);
  CHECK(reloaded.profile().stats.battles == 0);
}

TEST_CASE("a refused profile command changes nothing, saves nothing and says why", "[app][profile]") {
  const auto dir = app_fixture::ScratchDir("request_refused");
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  ProfileSession session(dir, catalog, campaigns);
  const Profile before = session.profile();
  const Reply reply = session.Carry(Request::Profile(ProfileCommand::UnlockCard("rail_lancer"), "Unlocked."));
  CHECK_FALSE(reply.ok);
  CHECK_FALSE(reply.text.empty());
  CHECK(reply.text != "Unlocked.");
  CHECK(session.profile() == before);
  CHECK(session.saves() == 0);

  const Reply callsign = session.Carry(Request::Profile(ProfileCommand::SetCallsign("red dust"), "Filed."));
  CHECK(callsign.ok);
  CHECK(session.profile().callsign == "RED DUST");
  CHECK(session.saves() == 1);
}

TEST_CASE("command files are saved, chosen and deleted on request, and the list the deck builder shows follows",
          "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("request_command_files");
  const Catalog catalog = app_fixture::MakeCardCatalog();
  const Campaigns campaigns;
  ProfileSession session(dir, catalog, campaigns);
  REQUIRE(session.Change([&](Profile& p) {
    for (const CardDef& card : catalog.cards) p.owned_cards.insert(card.id);
    return Outcome::Done();
  }).ok);
  CHECK(session.command_files().loadouts.empty());
  LoadoutDef deck = catalog.loadouts[static_cast<std::size_t>(catalog.FindLoadout("starter"))];
  deck.name = "NIGHT SHIFT";
  Reply reply = session.Carry(Request::SaveCommandFile(deck, "Filed."));
  CHECK(reply.ok);
  CHECK(reply.text == "Filed.");
  REQUIRE(session.command_files().loadouts.size() == 1);
  CHECK(session.command_files().loadouts[0].name == "NIGHT SHIFT");

  LoadoutDef short_deck = deck;
  short_deck.name = "SHORT";
  short_deck.units.pop_back();
  reply = session.Carry(Request::SaveCommandFile(short_deck, "Filed."));
  CHECK_FALSE(reply.ok);
  CHECK_FALSE(reply.problems.empty());
  CHECK(reply.text == reply.problems.front());
  CHECK(session.command_files().loadouts.size() == 1);

  CHECK(session.Carry(Request::ChooseCommandFile("NIGHT SHIFT", "Chosen.")).ok);
  CHECK(session.chosen_command_file() == "NIGHT SHIFT");
  CHECK(session.Carry(Request::DeleteCommandFile("NIGHT SHIFT")).ok);
  CHECK(session.command_files().loadouts.empty());
  CHECK(session.chosen_command_file().empty());  // the deleted file is no longer chosen
  CHECK_FALSE(session.Carry(Request::DeleteCommandFile("NIGHT SHIFT")).ok);
}
