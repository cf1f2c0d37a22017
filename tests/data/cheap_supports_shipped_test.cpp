// The search's cheap steps on data/: the supports worth nothing at once
// (WorthNothingAtOnce, src/autoplay/policy_rank.h) that it leaves untried are each worth the
// state as it stands when tried, and the plays of a card whose twin is in an earlier slot
// (policy::FindHandTwins) each worth its twin's same play, in search games checked
// (SearchMemo::kChecked) at INSOLVENCY. Reads data/ on purpose, as the balance report does.
#include <catch2/catch.hpp>

#include <string>

#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "autoplay/policy_memo.h"
#include "autoplay/policy_rank.h"
#include "basecommand/difficulty.h"
#include "data/catalog_loader.h"

TEST_CASE("Cheap steps: on the shipped cards each untried support is worth the state as it stands", "[data][policy]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  const std::optional<bc::DifficultyDef> level = bc::FindLevel(load.catalog, "insolvency");
  REQUIRE(level);
  const bc::Catalog catalog = bc::CatalogAtDifficulty(load.catalog, *level);
  std::string untried;
  for (const bc::CardDef& card : catalog.cards) {
    if (card.family == bc::CardFamily::kSupport && bc::policy::WorthNothingAtOnce(card)) untried += " " + card.id;
  }
  bc::SearchMemoCounts counts;
  const std::unique_ptr<bc::Policy> checked =
      bc::MakeSearchPolicy(bc::SearchBudget{}, bc::SearchMemo::kChecked, &counts);
  for (const char* id : {"op_annual_review_04", "op_long_night_03", "op_dust_season_05"}) {
    const int mission = catalog.FindMission(id);
    REQUIRE(mission >= 0);
    bc::BattleSetup setup;
    setup.mission = static_cast<bc::MissionIndex>(mission);
    setup.seed = 1;
    setup.difficulty = "insolvency";
    CHECK(bc::PlayGame(catalog, setup, *checked, 1).stats.finished);
  }
  INFO("supports worth nothing at once:" << untried);
  REQUIRE(counts.supports_untried > 0);
  REQUIRE(counts.twins_untried > 0);  // plays of a card with a twin in an earlier slot
  CHECK(counts.wrong == 0);
  WARN("data/: " << counts.supports_untried << " cheap trials of supports worth nothing at once (" << untried
                 << " ), " << counts.twins_untried << " of cards with a twin in an earlier slot");
}
