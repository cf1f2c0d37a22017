// Test fixtures for the siege rules: a small hand-made catalog (attacker types with
// explicit stats, two weapons, tiny missions with hand-placed schedules) and helpers to
// set up a board. Independent of the tuned game data in data/.
#pragma once

#include <algorithm>
#include <string>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/rules.h"
#include "core/siege_ops.h"

namespace siege_fixture {

using namespace bc;

// Attacker types of the fixture catalog.
enum : EnemyIndex { kGrunt = 0, kRunner, kFlyer, kKrab, kTank, kHeavy };
// Missions of the fixture catalog.
enum : MissionIndex {
  kHold = 0,     // empty board; one grunt due on turn 50, so the battle keeps going
  kLastOne,      // one grunt on A1 on turn 1 and nothing else: kill it and win
  kWaves,        // a small mixed schedule with sectors, for playouts
  kRocks,        // blocked cells, mission barricades, objectives, reinforcements
  kMortarField,  // the splash weapon; par 3
};

inline Cell C(const char* name) { return *ParseCell(name); }

inline SpawnDef At(int turn, EnemyIndex enemy, const char* cell) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = enemy;
  s.cell = C(cell);
  return s;
}

inline SpawnDef InSector(int turn, EnemyIndex enemy, Sector sector, bool reinforcement = false) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = enemy;
  s.sector = sector;
  s.reinforcement = reinforcement;
  return s;
}

inline EnemyDef Enemy(const char* id, const char* name, int health, int breach, int steps) {
  EnemyDef e;
  e.id = id;
  e.name = name;
  e.health = health;
  e.breach_damage = breach;
  e.steps = steps;
  return e;
}

inline Catalog MakeCatalog() {
  Catalog c;
  c.enemies.push_back(Enemy("grunt", "GRUNT", 3, 2, 1));
  c.enemies.push_back(Enemy("runner", "RUNNER", 2, 1, 2));
  EnemyDef flyer = Enemy("flyer", "FLYER", 2, 3, 1);
  flyer.tags = kTagAircraft;
  flyer.evasion = 4;
  c.enemies.push_back(flyer);
  EnemyDef krab = Enemy("krab", "KRAB", 1, 1, 1);
  krab.tags = kTagReplicator;
  krab.replicate = ReplicateDef{true, 2, 1, kKrab};
  c.enemies.push_back(krab);
  EnemyDef tank = Enemy("tank", "TANK", 10, 4, 1);
  tank.shield = 2;
  c.enemies.push_back(tank);
  c.enemies.push_back(Enemy("heavy", "HEAVY", 20, 10, 1));

  WeaponDef cannon;
  cannon.id = "standard_cannon";
  cannon.name = "cannon";
  c.weapons.push_back(cannon);
  WeaponDef mortar;
  mortar.id = "mortar";
  mortar.name = "mortar";
  mortar.power_steps = {2, 4};
  mortar.min_range = 2;
  mortar.max_range = 3;
  mortar.splash = 1;
  c.weapons.push_back(mortar);

  MissionDef hold;
  hold.id = "hold";
  hold.name = "Hold";
  hold.schedule = {At(50, kGrunt, "H8")};
  c.missions.push_back(hold);

  MissionDef last_one;
  last_one.id = "last_one";
  last_one.name = "Last One";
  last_one.schedule = {At(1, kGrunt, "A1")};
  last_one.par = 5;
  c.missions.push_back(last_one);

  MissionDef waves;
  waves.id = "waves";
  waves.name = "Waves";
  waves.par = 6;
  waves.deployment = {C("C1"), C("D1"), C("E1"), C("F1"), C("H3"), C("H4"), C("H5"),
                      C("C8"), C("D8"), C("E8"), C("A4"), C("A5"), C("A6")};
  waves.schedule = {At(1, kGrunt, "D1"),
                    InSector(1, kRunner, Sector::kE),
                    InSector(2, kKrab, Sector::kS),
                    InSector(2, kFlyer, Sector::kW),
                    InSector(3, kGrunt, Sector::kN),
                    InSector(3, kTank, Sector::kE),
                    InSector(4, kGrunt, Sector::kS),
                    InSector(4, kRunner, Sector::kW),
                    InSector(5, kFlyer, Sector::kN)};
  c.missions.push_back(waves);

  MissionDef rocks;
  rocks.id = "rocks";
  rocks.name = "Rocks";
  rocks.par = 7;
  rocks.base_health = 6;
  rocks.shields_up = {true, false, true, false};
  rocks.blocked = {C("C5"), C("C6"), C("F3")};
  rocks.objectives = {C("B2"), C("G6")};
  rocks.objective_bonus = 250;
  rocks.deployment = {C("A1"), C("B1"), C("H1"), C("A8"), C("H8")};
  rocks.reinforcement = {C("A7"), C("H7")};
  rocks.barricades = {BarricadeDef{C("C3"), true}, BarricadeDef{C("F6"), false}};
  rocks.schedule = {At(1, kGrunt, "A1"),
                    At(1, kKrab, "H8"),
                    InSector(2, kRunner, Sector::kN),
                    InSector(2, kGrunt, Sector::kW, true),
                    InSector(3, kFlyer, Sector::kS),
                    InSector(3, kGrunt, Sector::kE, true),
                    InSector(4, kTank, Sector::kN)};
  c.missions.push_back(rocks);

  MissionDef mortar_field;
  mortar_field.id = "mortar_field";
  mortar_field.name = "Mortar Field";
  mortar_field.par = 3;
  mortar_field.weapon = "mortar";
  mortar_field.cannon_charge = 2;
  mortar_field.schedule = {At(50, kGrunt, "H8")};
  c.missions.push_back(mortar_field);
  return c;
}

// A fresh battle of a fixture mission.
inline BattleState Start(const Catalog& catalog, MissionIndex mission = kHold,
                         std::uint64_t seed = 1) {
  return NewBattle(catalog, mission, seed);
}

// Puts an attacker on a cell; returns its uid.
inline std::uint16_t Put(const Catalog& catalog, BattleState& state, EnemyIndex type,
                         const char* cell) {
  const int index = siege::PlaceAttacker(catalog, state, type, C(cell), nullptr);
  return state.attackers[index].uid;
}

// The attacker with this uid (it must be on the board).
inline const Attacker* Find(const BattleState& state, std::uint16_t uid) {
  const int index = siege::FindAttackerByUid(state, uid);
  return index < 0 ? nullptr : &state.attackers[index];
}

inline int Count(const Events& events, EventKind kind) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == kind; }));
}

// Index of the first event of this kind at or after `from`, or -1.
inline int IndexOf(const Events& events, EventKind kind, int from = 0) {
  for (int i = from; i < static_cast<int>(events.size()); ++i) {
    if (events[i].kind == kind) return i;
  }
  return -1;
}

inline ApplyResult EndTurn(const Catalog& catalog, BattleState& state) {
  return Apply(catalog, state, Action::EndTurn());
}

}  // namespace siege_fixture
