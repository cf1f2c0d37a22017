// The shielded and perked attackers of data/enemies/armoured.json, fought on the game's
// own data: their shield points and perks land with them, every kind of damage meets the
// shield first, their perks act in engagements, and the cards that answer them (strip
// shields, strip perks, Ion Weapon) take those away.
#include <catch2/catch.hpp>

#include "core/card_battle.h"
#include "data/catalog_loader.h"

using namespace bc;
using namespace bc::test;

namespace {

const Catalog& GameCatalog() {
  static const Catalog catalog = [] {
    const data::CatalogLoad load = data::LoadCatalog(data::DefaultDataDir());
    REQUIRE(load.ok());
    return load.catalog;
  }();
  return catalog;
}

// A battle on a shipped mission with a deck that holds every answer, the board emptied
// so each case places what it fights.
CardBattle ArmouryBattle() {
  CardBattle b(GameCatalog());
  const int starter = b.catalog.FindLoadout("starter");
  REQUIRE(starter >= 0);
  LoadoutDef deck = b.catalog.loadouts[static_cast<std::size_t>(starter)];
  deck.units = {"rifle_squad", "sapper_crew", "ion_lancers", "railgun_team",
                "breach_marines", "heavy_walker", "field_medics", "drone_wing"};
  deck.supports[0] = "emp_burst";
  deck.supports[1] = "signal_jammer";
  BattleSetup setup;
  setup.mission = static_cast<MissionIndex>(b.catalog.FindMission("op_dust_season_02"));
  setup.seed = 5;
  setup.custom_loadout = deck;
  b.state = NewBattle(b.catalog, setup);
  REQUIRE(b.state.cards.unit_count == kRosterSize);
  while (b.state.attacker_count > 0) siege::RemoveAttacker(b.state, 0);
  b.state.pending_count = 0;
  return b;
}

const EnemyDef& Enemy(const char* id) {
  const int i = GameCatalog().FindEnemy(id);
  REQUIRE(i >= 0);
  return GameCatalog().enemies[static_cast<std::size_t>(i)];
}

}  // namespace

TEST_CASE("Armoured attackers: the records carry shield points and perks", "[data][hostiles]") {
  CHECK(Enemy("aegis_warden").shield == 3);
  CHECK(Enemy("aegis_warden").perks == 0);
  CHECK(Enemy("ironclad_brute").perks == (kPerkBehemoth | kPerkProtection | kPerkHeavyWeapons));
  CHECK(Enemy("red_sash_duelist").perks == kPerkFirstStrike);
  for (const char* id : {"aegis_warden", "ironclad_brute", "red_sash_duelist"}) {
    INFO(id);
    CHECK(Enemy(id).sprite == id);
    CHECK((Enemy(id).tags & kTagAircraft) == 0);
  }
}

TEST_CASE("An Aegis Warden lands with its shield, and a unit's blows meet the shield first",
          "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("aegis_warden", "D2");
  REQUIRE(b.AttackerAt("D2")->shield == 3);
  b.SetUnit(0, "rifle_squad");  // 1 blow of 2
  REQUIRE(b.Do("unit 1 D2").ok);
  CHECK(b.AttackerAt("D2")->shield == 1);
  CHECK(b.AttackerAt("D2")->hp == 3);
}

TEST_CASE("SAPPER CREW strips a Warden's shield before its blow lands on HP", "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("aegis_warden", "D3");
  b.SetUnit(0, "sapper_crew");
  REQUIRE(b.Do("unit 1 D3").ok);
  CHECK(b.AttackerAt("D3")->shield == 0);
  CHECK(b.AttackerAt("D3")->hp == 1);
}

TEST_CASE("ION LANCERS' Ion Weapon drops a Warden's shield to 0 before the blows", "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("aegis_warden", "D2");
  b.SetUnit(0, "ion_lancers");
  REQUIRE(b.Do("unit 1 D2").ok);
  CHECK(b.AttackerAt("D2")->shield == 0);
  CHECK(b.AttackerAt("D2")->hp == 1);
}

TEST_CASE("EMP BURST strips every Warden's shield in the segment, and the cannon then hits HP",
          "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("aegis_warden", "A1");
  b.Place("aegis_warden", "C3");
  b.Place("aegis_warden", "G2");  // NE: untouched
  b.SetSupport(0, "emp_burst");
  REQUIRE(b.Do("support 1 segment NW").ok);
  CHECK(b.AttackerAt("A1")->shield == 0);
  CHECK(b.AttackerAt("C3")->shield == 0);
  CHECK(b.AttackerAt("G2")->shield == 3);
  b.state.cannon_charge = 2;  // power 3
  REQUIRE(b.Do("fire C3").ok);
  CHECK(b.AttackerAt("C3") == nullptr);  // 3 HP, no shield left: destroyed
}

TEST_CASE("A shield quadrant's block and a bash meet an attacker's shield first", "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("aegis_warden", "D3");  // next step: D4, the NW quadrant, shield up
  SetBarricade(b.state, At("E3"), BarricadeKind::kPlayer);
  b.Place("aegis_warden", "E2");  // next step: E3, a barricade to bash
  REQUIRE(b.Do("end_turn").ok);
  // The warden at D3 breached into an active shield: 1 damage, absorbed; it is removed.
  CHECK(b.AttackerAt("D3") == nullptr);
  CHECK(b.state.base_health == kStandardBaseHealth);
  const Attacker* basher = b.AttackerAt("E2");
  REQUIRE(basher != nullptr);
  CHECK(basher->shield == 1);  // the bash's 2 damage went to the shield
  CHECK(basher->hp == 3);
}

TEST_CASE("An Ironclad Brute's Protection cancels the first blow and Behemoth caps the rest: "
          "the cannon is not a blow",
          "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("ironclad_brute", "D3");
  REQUIRE(b.AttackerAt("D3")->perks == (kPerkBehemoth | kPerkProtection | kPerkHeavyWeapons));
  const int marines = b.SetUnit(0, "breach_marines");  // 2 blows
  b.Unit(marines).bonus_firepower = 5;                  // 7 per blow, before Behemoth
  REQUIRE(b.Do("unit 1 D3").ok);
  CHECK(b.AttackerAt("D3")->hp == 4);  // first blow cancelled, second capped at 2
  b.state.cannon_charge = 3;           // power 5
  REQUIRE(b.Do("fire D3").ok);
  CHECK(b.AttackerAt("D3") == nullptr);
}

TEST_CASE("SIGNAL JAMMER strips an Ironclad Brute's perks: blows land whole again", "[data][hostiles]") {
  CardBattle b = ArmouryBattle();
  b.Place("ironclad_brute", "D3");
  b.SetSupport(0, "signal_jammer");
  REQUIRE(b.Do("support 1 D3").ok);
  CHECK(b.AttackerAt("D3")->perks == 0);
  const int marines = b.SetUnit(0, "breach_marines");
  b.Unit(marines).bonus_firepower = 5;  // 7 - 1 evasion = 6 per blow
  REQUIRE(b.Do("unit 1 D3").ok);
  CHECK(b.AttackerAt("D3") == nullptr);  // 6 HP, the first blow
}

TEST_CASE("A Red-Sash Duelist's First Strike swings before the unit that engages it, and "
          "SIGNAL JAMMER takes it away",
          "[data][hostiles]") {
  // RAILGUN TEAM: 1 blow of 4 that ignores evasion, 3 HP; it kills a 3 HP duelist.
  CardBattle b = ArmouryBattle();
  b.Place("red_sash_duelist", "D2");
  const int railgun = b.SetUnit(0, "railgun_team");
  REQUIRE(b.Do("unit 1 D2").ok);
  CHECK(b.AttackerAt("D2") == nullptr);
  CHECK(b.Unit(railgun).hp == 1);  // the duelist's first blow landed before the slug

  CardBattle c = ArmouryBattle();
  c.Place("red_sash_duelist", "D2");
  c.SetSupport(0, "signal_jammer");
  REQUIRE(c.Do("support 1 D2").ok);
  const int railgun2 = c.SetUnit(0, "railgun_team");
  REQUIRE(c.Do("unit 1 D2").ok);
  CHECK(c.AttackerAt("D2") == nullptr);
  CHECK(c.Unit(railgun2).hp == c.Unit(railgun2).max_hp);  // no blow came back
}
