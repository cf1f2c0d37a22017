#include <catch2/catch.hpp>

#include "campaign/profile_dossier.h"

using namespace bc;

TEST_CASE("A new profile owns the starter cards and the standard dossier pieces",
          "[campaign][dossier]") {
  const Profile profile = NewProfile({"rifle_team", "patch_kit"});
  CHECK(profile.owned_cards.size() == 2);
  CHECK(profile.callsign == "UNASSIGNED");
  CHECK(profile.emblem == "emblem_0");
  CHECK(profile.calling_card == "calling_card_0");
  CHECK(profile.cosmetics.count("emblem_0") == 1);
  CHECK(profile.credits == 0);
  CHECK(profile.command_file_slots == 2);
}

TEST_CASE("Callsigns are trimmed, upper-cased and checked", "[campaign][dossier]") {
  Profile profile = NewProfile({});
  REQUIRE(SetCallsign("  red   dust-7 ", profile).ok);
  CHECK(profile.callsign == "RED DUST-7");
  CHECK(SetCallsign("x", profile).reason == "a callsign is 2 to 16 characters long");
  CHECK(SetCallsign("ABCDEFGHIJKLMNOPQ", profile).reason == "a callsign is 2 to 16 characters long");
  CHECK(SetCallsign("bad/name", profile).reason ==
        "a callsign may use letters A-Z, digits, spaces, '-' and '.' only");
  CHECK(profile.callsign == "RED DUST-7");
}

TEST_CASE("Only earned emblems and calling cards can be chosen", "[campaign][dossier]") {
  Profile profile = NewProfile({});
  CHECK(ChooseEmblem("emblem_4", profile).reason == "that emblem has not been earned yet");
  CHECK(ChooseEmblem("calling_card_0", profile).reason == "'calling_card_0' is not an emblem");
  profile.cosmetics.insert("emblem_4");
  REQUIRE(ChooseEmblem("emblem_4", profile).ok);
  CHECK(profile.emblem == "emblem_4");
  CHECK_FALSE(ChooseCallingCard("calling_card_9", profile).ok);
  REQUIRE(ChooseCallingCard("calling_card_0", profile).ok);
}

TEST_CASE("Clearing the active siege leaves progress alone", "[campaign][dossier]") {
  Profile profile = NewProfile({});
  CHECK(ClearActiveSiege(profile).reason == "no siege is in progress");
  profile.active_siege = ActiveSiege{"basics", "m1", 7, {"end_turn"}};
  profile.missions["m1"].victories = 1;
  REQUIRE(ClearActiveSiege(profile).ok);
  CHECK_FALSE(profile.active_siege.has_value());
  CHECK(profile.missions.at("m1").victories == 1);
}

TEST_CASE("Erasing statistics keeps progress, credits, cards and achievements",
          "[campaign][dossier]") {
  Profile profile = NewProfile({"rifle_team"});
  profile.stats.battles = 12;
  profile.stats.kills_by_enemy["killer_krab"] = 3;
  profile.stats.history.push_back(BattleLogEntry{"m1", true, 900, 1, 5});
  profile.credits = 750;
  profile.missions["m1"].stars = 2;
  profile.achievements.insert("first_contact");
  profile.cosmetics.insert("emblem_2");
  REQUIRE(EraseStatistics(profile).ok);
  CHECK(profile.stats == Statistics{});
  CHECK(profile.credits == 750);
  CHECK(profile.missions.at("m1").stars == 2);
  CHECK(profile.achievements.count("first_contact") == 1);
  CHECK(profile.cosmetics.count("emblem_2") == 1);
}
