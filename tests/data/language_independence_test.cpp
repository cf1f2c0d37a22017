// A translated catalog changes what the player reads and nothing else: the same battle
// played on the English definitions and on translated ones gives the same states, state
// hashes, saves, siege saves and scenario files. The translation here is the
// pseudo-locale's ("[[...]]" around every string), which changes every display string.
#include <catch2/catch.hpp>

#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/catalog_text.h"
#include "data/campaign_loader.h"
#include "data/save_format.h"
#include "data/scenario_write.h"
#include "data/siege_json.h"
#include "temp_data.h"

namespace {

std::string Pseudo(std::string_view english) { return "[[" + std::string(english) + "]]"; }

bool Wrapped(const std::string& s) { return s.size() > 4 && s.rfind("[[", 0) == 0 && s.substr(s.size() - 2) == "]]"; }

}  // namespace

TEST_CASE("Translating the catalog replaces every display string and no id", "[data][i18n]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& english = load.catalog;
  bc::Catalog shown = english;
  bc::data::TranslateCatalog(english, shown, Pseudo);
  for (std::size_t i = 0; i < shown.cards.size(); ++i) {
    INFO(english.cards[i].id);
    CHECK(shown.cards[i].id == english.cards[i].id);
    CHECK(Wrapped(shown.cards[i].name));
    CHECK(Wrapped(shown.cards[i].text));
  }
  for (std::size_t i = 0; i < shown.enemies.size(); ++i) {
    INFO(english.enemies[i].id);
    CHECK(shown.enemies[i].id == english.enemies[i].id);
    CHECK(Wrapped(shown.enemies[i].name));
    CHECK(Wrapped(shown.enemies[i].description));
  }
  for (std::size_t i = 0; i < shown.missions.size(); ++i) {
    INFO(english.missions[i].id);
    CHECK(Wrapped(shown.missions[i].name));
    CHECK(Wrapped(shown.missions[i].briefing));
  }
  for (std::size_t i = 0; i < shown.weapons.size(); ++i) {
    CHECK(Wrapped(shown.weapons[i].name));
    CHECK(Wrapped(shown.weapons[i].description));
  }
  for (std::size_t i = 0; i < shown.loadouts.size(); ++i) CHECK(shown.loadouts[i].name == english.loadouts[i].name);

  bc::data::LoadErrors errors;
  const bc::Campaigns campaigns = bc::data::LoadCampaigns(std::filesystem::path(BC_SOURCE_DIR) / "data", english, errors);
  REQUIRE(errors.empty());
  bc::Campaigns shown_campaigns = campaigns;
  bc::data::TranslateCampaigns(campaigns, shown_campaigns, Pseudo);
  for (std::size_t i = 0; i < campaigns.size(); ++i) {
    INFO(campaigns[i].id);
    CHECK(shown_campaigns[i].id == campaigns[i].id);
    CHECK(Wrapped(shown_campaigns[i].name));
    CHECK(Wrapped(shown_campaigns[i].summary));
    for (std::size_t m = 0; m < campaigns[i].missions.size(); ++m) {
      CHECK(shown_campaigns[i].missions[m].mission == campaigns[i].missions[m].mission);
      if (!campaigns[i].missions[m].teaches.empty()) CHECK(Wrapped(shown_campaigns[i].missions[m].teaches));
    }
  }
}

TEST_CASE("A battle on translated definitions has the same hashes, saves and scenario as in English",
          "[data][i18n]") {
  const auto load = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const bc::Catalog& english = load.catalog;
  bc::Catalog shown = english;
  bc::data::TranslateCatalog(english, shown, Pseudo);
  REQUIRE(shown.cards.front().name != english.cards.front().name);

  // A few missions of different kinds: the first drill, a siege with lanes or hero.
  for (const char* id : {"first_contact", "op_hostiles_lane", "op_annual_review_08"}) {
    const int mission = english.FindMission(id);
    if (mission < 0) continue;
    INFO(id);
    bc::BattleSetup setup;
    setup.mission = static_cast<bc::MissionIndex>(mission);
    setup.seed = 77;
    auto policy_en = bc::MakeGreedyPolicy();
    auto policy_tr = bc::MakeGreedyPolicy();
    const bc::GameRecord in_english = bc::PlayGame(english, setup, *policy_en, 5);
    const bc::GameRecord translated = bc::PlayGame(shown, setup, *policy_tr, 5);
    REQUIRE(in_english.actions.size() > 3);
    CHECK(translated.actions == in_english.actions);
    CHECK(bc::StateHash(translated.final_state) == bc::StateHash(in_english.final_state));
    CHECK(bc::data::SaveToString(shown, translated.final_state) ==
          bc::data::SaveToString(english, in_english.final_state));
    CHECK(bc::data::GameScenarioJson(shown, translated, bc::PolicyKind::kGreedy).dump() ==
          bc::data::GameScenarioJson(english, in_english, bc::PolicyKind::kGreedy).dump());

    bc::data::SiegeSave save;
    save.mission_id = english.missions[static_cast<std::size_t>(mission)].id;
    save.seed = setup.seed;
    save.actions = in_english.actions;
    save.state_hash = bc::StateHash(in_english.final_state);
    save.custom_deck = english.loadouts.front();
    bc::data::SiegeSave save_tr = save;
    save_tr.actions = translated.actions;
    save_tr.state_hash = bc::StateHash(translated.final_state);
    save_tr.custom_deck = shown.loadouts.front();
    CHECK(bc::data::SiegeSaveToText(save_tr) == bc::data::SiegeSaveToText(save));
  }
}
