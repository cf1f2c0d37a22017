// Missions for the autoplayer tests on the card fixture catalog (card_fixtures.h): a
// short skirmish any policy wins, and a last stand (low health, no shields, a stream of
// walkers) that a careless policy often loses. Independent of the tuned data in data/.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>

#include "autoplay/autoplay.h"
#include "autoplay/policy.h"
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

// The states a policy meets: greedy plays each fixture mission on seeds 1-3, and
// visit(mission, seed, step, state, played) sees each state of each game (step counting
// from 0 in its game) before the action played there is applied.
template <typename Visit>
void ForEachGreedyStep(const AutoplayCatalog& fx, Visit visit) {
  const std::unique_ptr<Policy> greedy = MakeGreedyPolicy();
  for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const BattleSetup setup = SetupOf(mission, seed);
      const GameRecord game = PlayGame(fx.catalog, setup, *greedy, seed);
      BattleState state = NewBattle(fx.catalog, setup);
      int step = 0;
      for (const Action& played : game.actions) {
        visit(mission, seed, step++, static_cast<const BattleState&>(state), played);
        REQUIRE(Apply(fx.catalog, state, played).ok);
      }
    }
  }
}

}  // namespace bc::test
