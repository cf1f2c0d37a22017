// The card side of saves: random playouts that play cards, saved and loaded at every
// step (src/data/save_card_state.cpp).
#include <catch2/catch.hpp>

#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/save_format.h"
#include "temp_data.h"

using namespace bc;

TEST_CASE("Card saves: save -> load -> save is identical while cards are played", "[data][save][cards]") {
  test::TempData data;
  data.Write("cards/test_cards.json", test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
  data.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  const auto load = data::LoadCatalog(data.path());
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  std::vector<Action> legal;
  int card_steps = 0;
  for (MissionIndex m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      Rng chooser = Rng::FromSeed(seed * 31 + m);
      BattleState state = NewBattle(catalog, m, seed);
      REQUIRE(state.cards.active);
      for (int step = 0; step < 60 && !IsOver(state); ++step) {
        const std::string text = data::SaveToString(catalog, state);
        const auto loaded = data::LoadSaveText(catalog, text, "step.json");
        INFO("mission " << m << " seed " << seed << " step " << step << "\n" << test::Dump(loaded.errors));
        REQUIRE(loaded.ok());
        const CardState& la = loaded.state->cards;
        const CardState& lb = state.cards;
        CHECK(la.units == lb.units);
        CHECK(la.unit_draw == lb.unit_draw);
        CHECK(la.unit_spent == lb.unit_spent);
        CHECK(la.support_draw == lb.support_draw);
        CHECK(la.support_spent == lb.support_spent);
        CHECK(la.armed == lb.armed);
        CHECK(la.options == lb.options);
        CHECK(la.bays == lb.bays);
        CHECK(la.kit == lb.kit);
        REQUIRE(loaded.state->cards == state.cards);
        REQUIRE(*loaded.state == state);
        REQUIRE(StateHash(*loaded.state) == StateHash(state));
        REQUIRE(data::SaveToString(catalog, *loaded.state) == text);
        LegalActions(catalog, state, legal);
        const Action a = legal[chooser.Below(static_cast<std::uint32_t>(legal.size()))];
        card_steps += a.kind != ActionKind::kEndTurn && a.kind != ActionKind::kFireCannon;
        REQUIRE(Apply(catalog, state, a).ok);
      }
    }
  }
  CHECK(card_steps > 50);
}
