#include <catch2/catch.hpp>

#include "campaign/profile_economy.h"
#include "campaign/profile_progress.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

Profile Funded(int credits) {
  Profile profile = NewProfile({"rifle_team", "patch_kit"});
  profile.credits = credits;
  return profile;
}

// A profile with a roster in operation "basics": rifle_team (4/4 HP) and rail_lancer.
Profile WithRoster(const Catalog& catalog, int credits) {
  Profile profile = Funded(credits);
  SyncRoster(catalog, {"rifle_team", "rail_lancer"}, profile.campaigns["basics"].roster);
  return profile;
}

}  // namespace

TEST_CASE("Card unlocks cost 300, 600, 1000 and 1600 by rarity", "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = Funded(10000);
  CHECK(UnlockCard(catalog, "flare", profile).credits == 600);        // uncommon
  CHECK(UnlockCard(catalog, "rail_lancer", profile).credits == 1000); // rare
  CHECK(UnlockCard(catalog, "logistics", profile).credits == 1600);   // legendary
  CHECK(profile.credits == 10000 - 3200);
  CHECK(profile.ledger.cards == 3200);
  CHECK(profile.owned_cards.count("logistics") == 1);
}

TEST_CASE("Unlocking is refused for owned, unknown, siege or unaffordable cards",
          "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = Funded(500);
  const Profile before = profile;
  CHECK(UnlockCard(catalog, "rifle_team", profile).reason == "rifle_team is already in your collection");
  CHECK(UnlockCard(catalog, "nothing", profile).reason == "there is no card called 'nothing'");
  CHECK(UnlockCard(catalog, "drill_rig", profile).reason ==
        "drill_rig is a siege unit: it comes with its mission");
  CHECK(UnlockCard(catalog, "rail_lancer", profile).reason ==
        "not enough credits: it costs 1,000, you have 500");
  CHECK(profile == before);
}

TEST_CASE("Unit ranks cost 400, 700 and 1100 and apply the next stat profile",
          "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = WithRoster(catalog, 2200);
  CHECK(BuyRank(catalog, "basics", "rifle_team", 0, profile).credits == 400);
  CHECK(BuyRank(catalog, "basics", "rifle_team", 0, profile).credits == 700);
  CHECK(BuyRank(catalog, "basics", "rifle_team", 0, profile).credits == 1100);
  const CarriedUnit& unit = *FindUnit(profile.campaigns["basics"].roster, "rifle_team", 0);
  CHECK(unit.rank == 4);
  CHECK(unit.max_hp == 9);
  CHECK(profile.credits == 0);
  CHECK(profile.ledger.ranks == 2200);
  CHECK(BuyRank(catalog, "basics", "rifle_team", 0, profile).reason == "this unit is already at rank 4");
}

TEST_CASE("Buying a rank is refused for a disabled or unknown unit", "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = WithRoster(catalog, 5000);
  profile.campaigns["basics"].roster[0].hp = 0;
  CHECK(BuyRank(catalog, "basics", "rifle_team", 0, profile).reason ==
        "this unit is disabled: refit it first");
  CHECK(BuyRank(catalog, "basics", "rifle_team", 1, profile).reason ==
        "'rifle_team' is not in this operation's roster");
  CHECK(BuyRank(catalog, "hard", "rifle_team", 0, profile).reason ==
        "no units are on file for operation 'hard'");
  CHECK(profile.credits == 5000);
}

TEST_CASE("Command file slots grow from 2 to 6 at rising prices", "[campaign][economy]") {
  Profile profile = Funded(5000);
  CHECK(profile.command_file_slots == 2);
  CHECK(BuyCommandFileSlot(profile).credits == 400);
  CHECK(BuyCommandFileSlot(profile).credits == 600);
  CHECK(BuyCommandFileSlot(profile).credits == 800);
  CHECK(BuyCommandFileSlot(profile).credits == 1000);
  CHECK(profile.command_file_slots == 6);
  CHECK_FALSE(BuyCommandFileSlot(profile).ok);
  CHECK(profile.credits == 2200);
  CHECK(SlotCost(profile) == 0);
}

TEST_CASE("Services are bought once", "[campaign][economy]") {
  Profile profile = Funded(2000);
  CHECK(BuyService(kServiceFieldHospital, profile).credits == 1500);
  CHECK(BuyService(kServiceFieldHospital, profile).reason == "FIELD HOSPITAL is already in service");
  CHECK(BuyService(kServiceRecoveryContract, profile).reason ==
        "not enough credits: it costs 1,200, you have 500");
  CHECK(BuyService("spa", profile).reason == "there is no service called 'spa'");
  CHECK(profile.ledger.services == 1500);
}

TEST_CASE("A refit costs 40 per missing HP, plus 200 to recover a disabled unit",
          "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = WithRoster(catalog, 1000);
  Roster& roster = profile.campaigns["basics"].roster;
  roster[0].hp = 1;  // 3 missing of 4
  roster[1].hp = 0;  // 4 missing, disabled
  CHECK(RefitCost(profile, roster[0]) == 120);
  CHECK(RefitCost(profile, roster[1]) == 360);
  CHECK(RefitAllCost(profile, "basics") == 480);

  REQUIRE(RefitUnit("basics", "rifle_team", 0, profile).credits == 120);
  CHECK(roster[0].hp == 4);
  CHECK(RefitUnit("basics", "rifle_team", 0, profile).reason == "this unit is not damaged");
  CHECK(profile.stats.refits == 1);
  CHECK(profile.ledger.refits == 120);

  SECTION("the field hospital halves it") {
    profile.services.insert(kServiceFieldHospital);
    CHECK(RefitCost(profile, roster[1]) == 180);
  }
}

TEST_CASE("Refit all is all or nothing", "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  Profile profile = WithRoster(catalog, 300);
  Roster& roster = profile.campaigns["basics"].roster;
  roster[0].hp = 1;
  roster[1].hp = 0;
  const Profile before = profile;
  CHECK(RefitAll("basics", profile).reason == "not enough credits: it costs 480, you have 300");
  CHECK(profile == before);
  profile.credits = 500;
  REQUIRE(RefitAll("basics", profile).credits == 480);
  CHECK_FALSE(roster[0].Damaged());
  CHECK_FALSE(roster[1].Damaged());
  CHECK(profile.stats.refits == 2);
  CHECK(RefitAll("basics", profile).reason == "no unit of this operation needs a refit");
}

TEST_CASE("The collection counts owned collectible cards, never siege units",
          "[campaign][economy]") {
  const Catalog catalog = test::FixtureCatalog();
  const Profile profile = Funded(0);  // owns rifle_team, patch_kit of 5 collectibles
  const Collection collection = CollectionOf(catalog, profile);
  CHECK(collection.total == 5);
  CHECK(collection.owned == 2);
  CHECK(collection.Percent() == 40);
  CHECK(collection.cost_to_complete == 600 + 1000 + 1600);
}

TEST_CASE("Services lower the collection that campaign earnings can support",
          "[campaign][economy]") {
  // Fixture: 5 missions, flawless everywhere pays 7,500; the three missing cards cost 3,200.
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  CHECK(MaxCampaignEarnings(campaigns) == 7500);

  Profile profile = Funded(0);
  for (const char* id : {"m1", "m2", "m3", "m4", "m5"}) profile.missions[id].payout = 1300;
  // Still to earn: 5 x 200 = 1,000. Cheapest first: flare (600) fits, the rest does not.
  CHECK(SupportedCollectionPercent(catalog, campaigns, profile) == 60);
  profile.credits = 2600;  // 3,600 in all: 600 + 1,000 + 1,600 all fit
  CHECK(SupportedCollectionPercent(catalog, campaigns, profile) == 100);
  REQUIRE(BuyService(kServiceRecoveryContract, profile).ok);  // 1,200 diverted
  CHECK(SupportedCollectionPercent(catalog, campaigns, profile) == 80);
}

TEST_CASE("A custom deck in an operation lists the cards the profile does not own",
          "[campaign][economy]") {
  const Profile profile = Funded(0);
  CHECK(UnownedCards(profile, {"rifle_team", "flare", "flare", "logistics"}) ==
        std::vector<std::string>{"flare", "logistics"});
}

TEST_CASE("A new profile's cards are the starter loadout's, each once", "[campaign][economy]") {
  Catalog catalog = test::FixtureCatalog();
  CHECK(StarterCards(catalog).empty());
  LoadoutDef starter;
  starter.id = "starter";
  starter.units = {"rifle_team", "rifle_team", "rail_lancer"};
  starter.supports = {"patch_kit", "patch_kit"};
  starter.doctrine = "logistics";
  catalog.loadouts.push_back(starter);
  CHECK(StarterCards(catalog) ==
        std::vector<std::string>{"rifle_team", "rail_lancer", "patch_kit", "logistics"});
}
