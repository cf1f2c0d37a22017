#include <catch2/catch.hpp>

#include "campaign/campaign_roster.h"
#include "core/campaign_fixture.h"

using namespace bc;

TEST_CASE("Syncing a roster adds fresh units and numbers repeated cards as copies",
          "[campaign][roster]") {
  const Catalog catalog = test::FixtureCatalog();
  Roster roster;
  SyncRoster(catalog, {"rifle_team", "rail_lancer", "rifle_team"}, roster);
  REQUIRE(roster.size() == 3);
  const CarriedUnit* second = FindUnit(roster, "rifle_team", 1);
  REQUIRE(second != nullptr);
  CHECK(second->hp == 4);
  CHECK(second->max_hp == 4);
  CHECK(second->rank == 1);
}

TEST_CASE("Syncing keeps a unit's carried state", "[campaign][roster]") {
  const Catalog catalog = test::FixtureCatalog();
  Roster roster;
  SyncRoster(catalog, {"rifle_team"}, roster);
  roster[0].hp = 1;
  roster[0].rank = 2;
  SyncRoster(catalog, {"rifle_team", "rail_lancer"}, roster);
  REQUIRE(roster.size() == 2);
  CHECK(FindUnit(roster, "rifle_team", 0)->hp == 1);
  CHECK(FindUnit(roster, "rifle_team", 0)->rank == 2);
}

TEST_CASE("HP, rank, kills and upgrades carry from one battle to the next",
          "[campaign][roster]") {
  const Catalog catalog = test::FixtureCatalog();
  Roster roster;
  SyncRoster(catalog, {"rifle_team", "rail_lancer"}, roster);
  CarriedUnit after = roster[0];
  after.hp = 2;
  after.max_hp = 7;
  after.rank = 2;
  after.kills = 3;
  after.upgrades = {"plating"};
  CarryUnits({after}, false, roster);

  const Roster next = RosterForLoadout(catalog, {"rail_lancer", "rifle_team"}, roster);
  REQUIRE(next.size() == 2);
  CHECK(next[0].card == "rail_lancer");
  CHECK(next[1] == after);
}

TEST_CASE("A defeated unit stays disabled unless the recovery contract is held",
          "[campaign][roster]") {
  const Catalog catalog = test::FixtureCatalog();
  Roster roster;
  SyncRoster(catalog, {"rifle_team"}, roster);
  CarriedUnit fallen = roster[0];
  fallen.hp = -3;

  Roster plain = roster;
  CarryUnits({fallen}, false, plain);
  CHECK(plain[0].hp == 0);
  CHECK(plain[0].Disabled());

  Roster insured = roster;
  CarryUnits({fallen}, true, insured);
  CHECK(insured[0].hp == 1);
}

TEST_CASE("A rank-up applies the next stat profile's health", "[campaign][roster]") {
  const Catalog catalog = test::FixtureCatalog();
  CarriedUnit unit = FreshUnit(catalog, "rifle_team", 0);  // 4 / 6 / 7 / 9
  unit.hp = 3;
  REQUIRE(RankUp(catalog, unit));
  CHECK(unit.rank == 2);
  CHECK(unit.max_hp == 6);
  CHECK(unit.hp == 5);
  REQUIRE(RankUp(catalog, unit));
  REQUIRE(RankUp(catalog, unit));
  CHECK(unit.rank == 4);
  CHECK(unit.max_hp == 9);
  CHECK_FALSE(RankUp(catalog, unit));
  CHECK(unit.rank == 4);
}
