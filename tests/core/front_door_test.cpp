// The front door refuses bad input with a reason instead of crashing.
#include <catch2/catch.hpp>

#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("Apply refuses cells off the board and unknown action kinds with a reason", "[rules]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  Put(catalog, state, kGrunt, "B2");
  state.cannon_charge = 3;
  Action unknown;
  unknown.kind = static_cast<ActionKind>(200);
  const Action off_board[] = {Action::Fire(64), Action::Fire(-5), Action::Build(100),
                              Action::Demolish(-2), unknown};
  const BattleState before = state;
  for (const Action& a : off_board) {
    const ApplyResult result = Apply(catalog, state, a);
    INFO(static_cast<int>(a.kind) << " " << static_cast<int>(a.cell));
    CHECK_FALSE(result.ok);
    CHECK_FALSE(result.reason.empty());
    CHECK(state == before);
  }
}

TEST_CASE("A battle setup naming what the catalog lacks is refused and starts over", "[rules]") {
  Catalog catalog = MakeCatalog();
  BattleSetup setup;
  setup.mission = 99;
  CHECK_FALSE(CheckBattleSetup(catalog, setup).empty());
  CHECK(IsOver(NewBattle(catalog, setup)));
  catalog.missions[kLastOne].schedule[0].enemy = 42;
  setup.mission = kLastOne;
  const std::string reason = CheckBattleSetup(catalog, setup);
  CHECK(reason.find("unknown enemy") != std::string::npos);
  const BattleState state = NewBattle(catalog, setup);
  CHECK(IsOver(state));
  CHECK(LegalActions(catalog, state).empty());
  setup.mission = kWaves;
  CHECK(CheckBattleSetup(catalog, setup).empty());
  CHECK_FALSE(IsOver(NewBattle(catalog, setup)));
}
