#include <catch2/catch.hpp>

#include <algorithm>

#include "core/campaign_fixture.h"
#include "data/campaign_loader.h"

using namespace bc;
using namespace bc::data;

namespace {

const std::filesystem::path kFixtures = std::filesystem::path(BC_SOURCE_DIR) / "tests/fixtures/campaign";

// The fixture catalog with a starter loadout and a "hard" mission m3 set to a fixed deck.
Catalog LoaderCatalog() {
  Catalog catalog = test::FixtureCatalog();
  LoadoutDef starter;
  starter.id = "starter";
  catalog.loadouts.push_back(starter);
  catalog.missions[2].deck_policy = DeckPolicy::kFixed;
  catalog.missions[2].fixed_loadout = "starter";
  return catalog;
}

bool HasError(const LoadErrors& errors, const std::string& path, const std::string& words) {
  return std::any_of(errors.begin(), errors.end(), [&](const LoadError& e) {
    return e.path == path && e.reason.find(words) != std::string::npos;
  });
}

std::string All(const LoadErrors& errors) {
  std::string text;
  for (const LoadError& e : errors) text += FormatError(e) + "\n";
  return text;
}

}  // namespace

TEST_CASE("Operations load in their listed order",
          "[campaign][loader]") {
  const Catalog catalog = LoaderCatalog();
  LoadErrors errors;
  const Campaigns campaigns = LoadCampaignFiles(kFixtures / "good", catalog, errors);
  INFO(All(errors));
  REQUIRE(errors.empty());
  REQUIRE(campaigns.size() == 2);
  CHECK(campaigns[0].id == "hard");  // order 0 comes first, whatever the file name
  CHECK(campaigns[0].requires_campaign == "basics");
  CHECK_FALSE(campaigns[0].carry_units);
  CHECK(campaigns[0].missions[0].mission == "m3");
  const CampaignDef& basics = campaigns[1];
  REQUIRE(basics.missions.size() == 2);
  CHECK(basics.missions[0].mission == "m1");
  CHECK(basics.missions[0].teaches == "breaches");
  CHECK(basics.missions[1].reward_cards == std::vector<std::string>{"flare"});
  CHECK(basics.carry_units);
}

TEST_CASE("Every mistake in an operation file is reported with its JSON path",
          "[campaign][loader]") {
  const Catalog catalog = LoaderCatalog();
  LoadErrors errors;
  LoadCampaignFiles(kFixtures / "bad", catalog, errors);
  INFO(All(errors));
  CHECK(HasError(errors, "/campaigns/0/colour", "colour"));
  CHECK(HasError(errors, "/campaigns/0/missions/0/mission", "unknown mission \"m9\""));
  // The deck policy is the mission's: an operation slot cannot set one.
  CHECK(HasError(errors, "/campaigns/0/missions/1/deck_policy",
                 "the deck policy is the mission's own: set \"deck_policy\" in the mission's file"));
  CHECK(HasError(errors, "/campaigns/0/missions/2/reward_cards/0", "siege unit"));
  CHECK(HasError(errors, "/campaigns/0/missions/2/reward_cards/1", "did you mean \"flare\""));
  CHECK(HasError(errors, "/campaigns/0/missions/3/fixed_loadout", "set \"fixed_loadout\" in the mission's file"));
  CHECK(HasError(errors, "/campaigns/0/missions/3/deck_policy", "the deck policy is the mission's own"));
  CHECK(All(errors).find("unknown key \"deck_policy\"") == std::string::npos);
  CHECK(HasError(errors, "/campaigns/1/missions", "at least one mission"));
  CHECK(HasError(errors, "", "requires unknown operation \"nowhere\""));
  CHECK(HasError(errors, "", "mission \"m2\" is in operation \"broken\" and in \"broken\""));
  CHECK(HasError(errors, "", "mission \"m1\" is in operation \"broken\" and in \"loop_b\""));
  CHECK(HasError(errors, "", "loop of requirements"));
  CHECK(HasError(errors, "", "share order 2"));
  // Positions come from the file.
  const auto unknown = std::find_if(errors.begin(), errors.end(), [](const LoadError& e) {
    return e.path == "/campaigns/0/missions/0/mission";
  });
  REQUIRE(unknown != errors.end());
  CHECK(unknown->line == 11);
}

TEST_CASE("Achievements must name operations and enemies that exist", "[campaign][loader]") {
  const Catalog catalog = LoaderCatalog();  // has no ridge_skimmer, no orientation
  LoadErrors errors;
  LoadCampaignFiles(kFixtures / "good", catalog, errors);
  REQUIRE(errors.empty());
  LoadCampaigns(kFixtures / "good", catalog, errors);  // the game's loader checks them
  CHECK(HasError(errors, "", "names unknown operation \"orientation\""));
  CHECK(HasError(errors, "", "names unknown enemy \"ridge_skimmer\""));
}

TEST_CASE("A data folder without operations loads none, quietly", "[campaign][loader]") {
  LoadErrors errors;
  const Campaigns campaigns = LoadCampaigns(kFixtures / "nothing_here", Catalog{}, errors);
  CHECK(campaigns.empty());
  CHECK(errors.empty());
}

TEST_CASE("Malformed operation JSON is an error, not a crash", "[campaign][loader]") {
  LoadErrors errors;
  Campaigns campaigns;
  ReadCampaigns(nlohmann::json::parse(R"({"campaigns": [{"id": 5}]})"), "inline.json", Catalog{},
                campaigns, errors);
  CHECK(HasError(errors, "/campaigns/0/id", "must be an id"));
  CHECK(HasError(errors, "/campaigns/0", "missing required field \"name\""));
}
