// The concealed flag in the battle save: written only when it differs from how the
// attacker's type lands, read back exactly.
#include <catch2/catch.hpp>

#include "basecommand/rules.h"
#include "core/card_fixtures.h"
#include "data/save_format.h"
#include "core/siege_ops.h"

using namespace bc;

TEST_CASE("A concealed flag survives the save: a contact and a revealed one load back as they were",
          "[data][save][concealment]") {
  Catalog catalog = test::CardCatalog();
  EnemyDef wraith;
  wraith.id = "wraith";
  wraith.name = "WRAITH";
  wraith.health = 4;
  wraith.concealed = true;
  catalog.enemies.push_back(wraith);
  const auto type = static_cast<EnemyIndex>(catalog.FindEnemy("wraith"));
  BattleSetup setup;
  setup.seed = 3;
  BattleState state = NewBattle(catalog, setup);
  const int hidden = siege::PlaceAttacker(catalog, state, type, *ParseCell("B2"), nullptr);
  const int shown = siege::PlaceAttacker(catalog, state, type, *ParseCell("G7"), nullptr);
  REQUIRE(state.attackers[hidden].concealed);
  siege::Reveal(state, shown, RevealCause::kRange, nullptr);
  REQUIRE_FALSE(state.attackers[shown].concealed);
  REQUIRE(state.contacts == 1);

  const std::string text = data::SaveToString(catalog, state);
  CHECK(text.find("\"concealed\": false") != std::string::npos);  // the revealed one only
  CHECK(text.find("\"concealed\": true") == std::string::npos);
  const auto load = data::LoadSaveText(catalog, text, "concealed.json");
  REQUIRE(load.errors.empty());
  REQUIRE(load.state);
  CHECK(*load.state == state);  // the count of contacts included (counted again on load)
  CHECK(load.state->contacts == 1);
  CHECK(StateHash(*load.state) == StateHash(state));
  CHECK(load.state->attackers[load.state->attacker_at[*ParseCell("B2")]].concealed);
  CHECK_FALSE(load.state->attackers[load.state->attacker_at[*ParseCell("G7")]].concealed);
}
