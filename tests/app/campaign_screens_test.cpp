// The campaign's screens: where PREPARE and RELAX lead, each screen opening by name and
// drawing headless, and the logic each screen shows (filters, the deck builder's
// additions, cosmetics, chart bars, readiness, the archive's two erasures).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "app/app.h"
#include "basecommand/loadout.h"
#include "campaign/profile_progress.h"
#include "session/card_fixture.h"
#include "core/campaign_fixture.h"
#include "ui/basecamp_screen.h"
#include "ui/cards_screen.h"
#include "ui/chart.h"
#include "ui/glossary.h"
#include "ui/deckbuilder_screen.h"
#include "ui/dossier_screen.h"
#include "ui/prepare_screen.h"
#include "ui/relax_screen.h"
#include "ui/stats_screen.h"
#include "ui/title_screen.h"

using namespace bc;
using namespace bc::ui;

TEST_CASE("PREPARE and RELAX on the title lead to their hubs, and the hubs to their screens",
          "[app][campaign_screens]") {
  std::vector<ScreenId> stack = {ScreenId::kTitle};
  stack = NextStack(stack, NavForTitleChoice(TitleChoice::kPrepare));
  CHECK(stack.back() == ScreenId::kPrepare);
  CHECK(NextStack(stack, NavForPrepareChoice(PrepareChoice::kBasecamp)).back() == ScreenId::kBasecamp);
  CHECK(NextStack(stack, NavForPrepareChoice(PrepareChoice::kCards)).back() == ScreenId::kCards);
  CHECK(NextStack(stack, NavForPrepareChoice(PrepareChoice::kDeckBuilder)).back() == ScreenId::kDeckBuilder);
  CHECK(NextStack(stack, NavForPrepareChoice(PrepareChoice::kCampaigns)).back() == ScreenId::kOperations);
  CHECK(NextStack(stack, NavForPrepareChoice(PrepareChoice::kHostiles)).back() == ScreenId::kHostiles);
  CHECK(NavForPrepareChoice(PrepareChoice::kNone).kind == NavRequest::Kind::kNone);

  stack = NextStack({ScreenId::kTitle}, NavForTitleChoice(TitleChoice::kRelax));
  CHECK(stack.back() == ScreenId::kRelax);
  CHECK(NextStack(stack, NavForRelaxChoice(RelaxChoice::kStats)).back() == ScreenId::kStats);
  CHECK(NextStack(stack, NavForRelaxChoice(RelaxChoice::kSettings)).back() == ScreenId::kSettings);
  CHECK(NextStack(stack, NavForRelaxChoice(RelaxChoice::kCinema)).back() == ScreenId::kCinema);
  CHECK(NextStack(stack, NavForRelaxChoice(RelaxChoice::kDossier)).back() == ScreenId::kDossier);
  CHECK(NextStack(stack, NavForRelaxChoice(RelaxChoice::kArchive)).back() == ScreenId::kArchive);
  const std::vector<ScreenId> back = NextStack(NextStack(stack, NavForRelaxChoice(RelaxChoice::kStats)), NavRequest::Pop());
  CHECK(back.back() == ScreenId::kRelax);
}

TEST_CASE("each campaign screen opens by name with --screen, draws headless and exits 0", "[app][campaign_screens]") {
  for (const char* name : {"prepare", "relax", "basecamp", "cards", "deckbuilder", "dossier", "stats", "archive", "hostiles"}) {
    INFO(name);
    REQUIRE(ParseScreenId(name).has_value());
    const auto home = app_fixture::ScratchDir(std::string("screen_") + name);
    setenv("BASE_COMMAND_HOME", home.c_str(), 1);
    app::AppOptions options;
    options.screen = name;
    options.screenshot = (home / "shot.png").string();
    options.frames = 2;
    app::App game(options, std::chrono::steady_clock::now(),
                  std::make_unique<Catalog>(app_fixture::MakeCardCatalog()));
    CHECK(game.Run() == 0);
    CHECK(std::filesystem::exists(home / "shot.png"));
  }
}

TEST_CASE("the catalogue filters by family, rarity and ownership", "[app][campaign_screens]") {
  const Catalog catalog = test::FixtureCatalog();  // rifle_team, rail_lancer, patch_kit, flare, logistics, drill_rig
  Profile profile = NewProfile({"rifle_team", "flare"});
  CardFilter filter;
  CHECK(FilterCards(catalog, profile, filter).size() == catalog.cards.size());
  filter.family = static_cast<int>(CardFamily::kUnit);
  CHECK(FilterCards(catalog, profile, filter) == std::vector<int>{0, 1, 5});
  filter.rarity = static_cast<int>(Rarity::kRare);
  CHECK(FilterCards(catalog, profile, filter) == std::vector<int>{1});
  filter = CardFilter{};
  filter.owned = CardFilter::Owned::kOwned;
  CHECK(FilterCards(catalog, profile, filter) == std::vector<int>{0, 3});
  filter.owned = CardFilter::Owned::kNotOwned;
  CHECK(FilterCards(catalog, profile, filter) == std::vector<int>{1, 2, 4, 5});
}

TEST_CASE("card detail explains the perks a card carries through the glossary", "[app][campaign_screens]") {
  CardDef card;
  card.family = CardFamily::kUnit;
  card.text = "Hits hard.";
  card.perks = kPerkFirstStrike | kPerkLuck;
  const std::string source = KeywordSource(card);
  // The perks by their glossary keywords, so the card's glossary lists them.
  CHECK(source.find("First Strike") != std::string::npos);
  CHECK(source.find("Luck") != std::string::npos);
  std::vector<std::string> keywords;
  for (const ui::GlossaryEntry* entry : ui::KeywordsIn(source)) keywords.push_back(entry->keyword);
  CHECK(std::find(keywords.begin(), keywords.end(), "First Strike") != keywords.end());
  CHECK(std::find(keywords.begin(), keywords.end(), "Luck") != keywords.end());
  const std::vector<std::string> ranks = RankLines(card);
  REQUIRE(ranks.size() == 4);
  CHECK(ranks[1].find("Rank 2") != std::string::npos);
  CHECK(ranks[1].find("kills") != std::string::npos);
}

TEST_CASE("the deck builder adds by family and refuses full parts, deck limits, a second hero and a repeated fieldwork",
          "[app][campaign_screens]") {
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  LoadoutDef loadout;
  CHECK(AddToLoadout(catalog, "ace", loadout).empty());
  CHECK(AddToLoadout(catalog, "ace", loadout).find("deck limit") != std::string::npos);
  CHECK(AddToLoadout(catalog, "star", loadout).find("one hero") != std::string::npos);
  for (int i = 0; i < 7; ++i) REQUIRE(AddToLoadout(catalog, "lucky", loadout).empty());
  CHECK(AddToLoadout(catalog, "lucky", loadout).find("full") != std::string::npos);
  CHECK(loadout.units.size() == 8);
  CHECK(AddToLoadout(catalog, "mine", loadout).empty());
  CHECK(AddToLoadout(catalog, "mine", loadout).find("different") != std::string::npos);
  CHECK(AddToLoadout(catalog, "plain", loadout).empty());
  CHECK(loadout.doctrine == "plain");
  CHECK(AddToLoadout(catalog, "nothing", loadout).find("no card") != std::string::npos);
  CHECK(CopiesIn(loadout, "lucky") == 7);
  CHECK(RemoveFromLoadout("lucky", loadout));
  CHECK(CopiesIn(loadout, "lucky") == 6);
  CHECK(RemoveFromLoadout("plain", loadout));
  CHECK(loadout.doctrine.empty());
  CHECK_FALSE(RemoveFromLoadout("bolt", loadout));
}

TEST_CASE("the emblem cabinet lists the standard issue and every earned emblem, owned or locked",
          "[app][campaign_screens]") {
  Profile profile = NewProfile({});
  std::vector<CosmeticEntry> emblems = CosmeticEntries(profile, true);
  REQUIRE(emblems.size() >= 2);
  CHECK(emblems[0].id == kStandardEmblem);
  CHECK(emblems[0].owned);
  CHECK(emblems[0].chosen);
  CHECK_FALSE(emblems[1].owned);
  REQUIRE(emblems[1].earned_by != nullptr);
  profile.cosmetics.insert(emblems[1].id);
  profile.emblem = emblems[1].id;
  emblems = CosmeticEntries(profile, true);
  CHECK(emblems[1].owned);
  CHECK(emblems[1].chosen);
  CHECK_FALSE(emblems[0].chosen);
  for (const CosmeticEntry& entry : CosmeticEntries(profile, false)) CHECK(IsCallingCard(entry.id));
}

TEST_CASE("STATS bars come from the profile: outcomes, stars per operation, kills by attacker", "[app][campaign_screens]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({});
  profile.stats.battles = 5;
  profile.stats.victories = 3;
  profile.stats.defeats = 2;
  profile.stats.kills_by_enemy = {{"killer_krab", 2}, {"black_star_initiate", 9}};
  profile.missions["m1"].stars = 3;
  profile.missions["m1"].victories = 1;
  profile.missions["m2"].stars = 1;
  profile.missions["m2"].victories = 1;
  const std::vector<ChartBar> outcomes = OutcomeBars(profile.stats);
  CHECK(outcomes[0].value == 5);
  CHECK(outcomes[1].value == 3);
  CHECK(outcomes[2].value == 2);
  const std::vector<ChartBar> stars = StarBars(campaigns, profile);
  REQUIRE(stars.size() == 2);
  CHECK(stars[0].value == 4);
  CHECK(stars[0].max == 9);
  CHECK(stars[1].value == 0);
  const std::vector<ChartBar> kills = KillBars(catalog, profile.stats);
  REQUIRE(kills.size() == 2);
  CHECK(kills[0].value == 9);  // the most first
}

TEST_CASE("chart scaling: bars against their own maximum or the largest, axes on round numbers", "[app][campaign_screens]") {
  CHECK(BarFraction(ChartBar{"a", 3, 12}, 100) == Approx(0.25f));
  CHECK(BarFraction(ChartBar{"a", 5, 0}, 20) == Approx(0.25f));
  CHECK(BarFraction(ChartBar{"a", 0, 0}, 0) == 0.0f);
  CHECK(BarFraction(ChartBar{"a", 30, 10}, 0) == 1.0f);
  CHECK(NiceCeiling(0) == 1);
  CHECK(NiceCeiling(7) == 10);
  CHECK(NiceCeiling(11) == 20);
  CHECK(NiceCeiling(2000) == 2000);
  CHECK(NiceCeiling(2001) == 5000);
}

TEST_CASE("the Basecamp opens on the first unfinished operation and sells unowned cards cheapest first",
          "[app][campaign_screens]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  Profile profile = NewProfile({"rifle_team"});
  CHECK(DefaultBasecampCampaign(catalog, campaigns, profile) == 0);
  for (const char* m : {"m1", "m2", "m3"}) profile.missions[m].victories = 1;
  CHECK(DefaultBasecampCampaign(catalog, campaigns, profile) == 1);
  const std::vector<int> sale = CardsForSale(catalog, profile);
  // patch_kit (common), flare (uncommon), rail_lancer (rare), logistics (legendary); no siege unit.
  CHECK(sale == std::vector<int>{2, 3, 1, 4});
}

TEST_CASE("SELECT OPERATION says where a mission stands: its place, its best, or why it is locked",
          "[app][campaign_screens]") {
  Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  MissionDef loose = test::FixtureMission("loose");
  catalog.missions.push_back(loose);
  Profile profile = NewProfile({});
  const MissionDef& m1 = catalog.missions[0];
  const MissionDef& m2 = catalog.missions[1];
  CHECK(MissionStandingText(catalog, campaigns, profile, m1).find("MISSION 1 OF 3") != std::string::npos);
  CHECK(MissionStandingText(catalog, campaigns, profile, m1).find("Not yet won") != std::string::npos);
  CHECK(MissionStandingText(catalog, campaigns, profile, m2).rfind("LOCKED", 0) == 0);
  CHECK(MissionStandingText(catalog, campaigns, profile, catalog.missions.back()).rfind("SKIRMISH", 0) == 0);
  profile.missions["m1"] = MissionRecord{2, 1, 2500, 2, false, 750, {}};
  const std::string won = MissionStandingText(catalog, campaigns, profile, m1);
  CHECK(won.find("2,500") != std::string::npos);
  CHECK(won.find("750 credits") != std::string::npos);
  CHECK(MissionStandingText(catalog, campaigns, profile, m2).find("MISSION 2 OF 3") != std::string::npos);
}
