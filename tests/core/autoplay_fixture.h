// Missions for the autoplayer tests on the card fixture catalog (card_fixtures.h): a
// short skirmish any policy wins, and a last stand (low health, no shields, a stream of
// walkers) that a careless policy often loses. Independent of the tuned data in data/.
#pragma once

#include "basecommand/catalog.h"
#include "basecommand/rules.h"
#include "card_fixtures.h"

namespace bc::test {

inline SpawnDef Spawn(int turn, const char* enemy_id, const Catalog& catalog, const char* cell) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = static_cast<EnemyIndex>(catalog.FindEnemy(enemy_id));
  s.cell = *ParseCell(cell);
  return s;
}

// The setup of `mission` on `seed`, nothing else chosen.
inline BattleSetup SetupOf(MissionIndex mission, std::uint64_t seed) {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = seed;
  return setup;
}

struct AutoplayCatalog {
  Catalog catalog;
  MissionIndex skirmish = 0;
  MissionIndex last_stand = 0;
};

inline AutoplayCatalog MakeAutoplayCatalog() {
  AutoplayCatalog a;
  a.catalog = CardCatalog();
  Catalog& c = a.catalog;

  MissionDef skirmish;
  skirmish.id = "skirmish";
  skirmish.name = "SKIRMISH";
  skirmish.par = 6;
  skirmish.star_scores = {100, 500, 1000};
  skirmish.deck_policy = DeckPolicy::kStarter;
  skirmish.schedule = {Spawn(1, "grunt", c, "D1"), Spawn(1, "grunt", c, "H4"),
                       Spawn(2, "flyer", c, "E8"), Spawn(3, "grunt", c, "A5")};
  a.skirmish = static_cast<MissionIndex>(c.missions.size());
  c.missions.push_back(skirmish);

  MissionDef stand;
  stand.id = "last_stand";
  stand.name = "LAST STAND";
  stand.par = 6;
  stand.base_health = 3;
  stand.shields_up = {false, false, false, false};
  stand.star_scores = {100, 200, 300};
  stand.deck_policy = DeckPolicy::kStarter;
  stand.schedule = {Spawn(1, "grunt", c, "D1"), Spawn(1, "grunt", c, "H5"),
                    Spawn(1, "grunt", c, "D8"), Spawn(2, "grunt", c, "A4"),
                    Spawn(2, "flyer", c, "E1"), Spawn(3, "grunt", c, "H4"),
                    Spawn(3, "grunt", c, "E8"), Spawn(4, "flyer", c, "A5")};
  a.last_stand = static_cast<MissionIndex>(c.missions.size());
  c.missions.push_back(stand);
  return a;
}

}  // namespace bc::test
