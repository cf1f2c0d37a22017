#include <catch2/catch.hpp>

#include "basecommand/carried_units.h"
#include "card_battle.h"

using namespace bc;

namespace {

template <typename P>
int CountIn(const P& pile, int instance) {
  int n = 0;
  for (int i = 0; i < pile.count; ++i) n += pile.items[i] == instance;
  return n;
}

}  // namespace

TEST_CASE("Units you keep: a battle set up with carried records starts with their rank, HP "
          "and kills, and a disabled unit sits the mission out",
          "[cards][campaign]") {
  const Catalog catalog = test::CardCatalog();
  BattleSetup setup;
  setup.seed = 7;
  CarriedUnit sniper;
  sniper.card = "t_sniper";
  sniper.copy = 1;
  sniper.rank = 2;
  sniper.kills = 3;
  sniper.max_hp = 9;
  sniper.hp = 4;
  CarriedUnit brawler;
  brawler.card = "t_brawler";
  brawler.copy = 0;
  brawler.max_hp = 5;
  brawler.hp = 0;  // disabled until refitted
  setup.carried_units = {sniper, brawler};

  const BattleState fresh = NewBattle(catalog, BattleSetup{0, 7, -1, {}, {}});
  const BattleState kept = NewBattle(catalog, setup);

  const int second_sniper = [&] {
    int seen = 0;
    for (int i = 0; i < kept.cards.unit_count; ++i) {
      if (catalog.cards[kept.cards.units[i].card].id == "t_sniper" && seen++ == 1) return i;
    }
    return -1;
  }();
  REQUIRE(second_sniper >= 0);
  const UnitInstance& s = kept.cards.units[second_sniper];
  CHECK(s.rank == 2);
  CHECK(s.kills == 3);
  CHECK(s.hp == 4);
  CHECK(s.max_hp == 9);
  CHECK(fresh.cards.units[second_sniper].rank == 1);

  const int first_brawler = test::InstanceOf(catalog, kept, "t_brawler");
  REQUIRE(first_brawler >= 0);
  CHECK(kept.cards.units[first_brawler].defeated);
  CHECK(CountIn(kept.cards.unit_draw, first_brawler) == 0);
  for (const auto slot : kept.cards.unit_slots) CHECK(slot != first_brawler);
}
