// The random playout's count-and-draw against LegalActions on the fixture catalogues:
// the siege rules alone (every fixture mission) and the card fixture's deck, whose
// supports take every kind of target.
#include <catch2/catch.hpp>

#include "card_battle.h"
#include "siege_fixtures.h"
#include "legal_draw_check.h"

using namespace bc;
using namespace bc::test;
using siege_fixture::MakeCatalog;
using siege_fixture::Start;

TEST_CASE("Legal draw: the count and every drawn action match LegalActions on the siege fixtures",
          "[rules][draw][property]") {
  const Catalog catalog = MakeCatalog();
  DrawCheck check;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      CheckDrawAgainstListing(catalog, static_cast<MissionIndex>(m), seed, 120, check);
    }
  }
  CHECK(check.states > 1000);
  CHECK(check.actions > check.states * 5);
}

TEST_CASE("Legal draw: the count and every drawn action match LegalActions with cards in play",
          "[rules][draw][cards][property]") {
  const Catalog catalog = CardCatalog();
  DrawCheck check;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      CheckDrawAgainstListing(catalog, static_cast<MissionIndex>(m), seed, 200, check);
    }
  }
  CHECK(check.card_states > 500);
}

TEST_CASE("Legal draw: a state with no legal action counts none", "[rules][draw]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.phase = Phase::kDefeat;
  LegalActionSet set;
  CountLegalActions(catalog, state, set);
  CHECK(set.count == 0);
  CHECK(LegalActions(catalog, state).empty());
}

TEST_CASE("Legal draw: a unit's and a support's targets come in attacker order, not cell order",
          "[rules][draw][cards]") {
  CardBattle b;
  b.state.cards.option_count = 0;
  // Arrival order F3, C3, D3 (range 1): the attacker indices run against the cell order.
  b.Place("grunt", "F3");
  b.Place("grunt", "C3");
  b.Place("grunt", "D3");
  REQUIRE(b.SetUnit(0, "t_gunner") >= 0);
  b.SetSupport(0, "t_bolt");
  const std::vector<Action> listed = LegalActions(b.catalog, b.state);
  LegalActionSet set;
  CountLegalActions(b.catalog, b.state, set);
  REQUIRE(set.count == static_cast<int>(listed.size()));
  std::vector<Cell> unit_targets;
  std::vector<Cell> support_targets;
  for (int i = 0; i < set.count; ++i) {
    const Action drawn = LegalActionAt(b.state, set, i);
    REQUIRE(drawn == listed[static_cast<std::size_t>(i)]);
    if (drawn.kind == ActionKind::kPlayUnit && drawn.slot == 0) unit_targets.push_back(drawn.cell);
    if (drawn.kind == ActionKind::kPlaySupport && drawn.slot == 0) support_targets.push_back(drawn.cell);
  }
  const std::vector<Cell> arrival = {At("F3"), At("C3"), At("D3")};
  CHECK(unit_targets == arrival);
  CHECK(support_targets == arrival);
}
