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
enum : EnemyIndex {
  kGrunt = 0, kRunner, kFlyer, kKrab, kTank, kHeavy,
  // The behaviour words of the hostiles: a splitter and its half, a medic, a jammer, a
  // carrier aircraft, a sector changer.
  kSlug, kHalf, kMedic, kJammer, kBarge, kOrbiter,
  kHero,  // every ability, in this order: dig in (damaged), call 2 grunts (alone),
          // shield escorts (escorted), jam the cannon (charged), charge (always)
};
// Missions of the fixture catalog.
enum : MissionIndex {
  kHold = 0,     // empty board; one grunt due on turn 50, so the battle keeps going
  kLastOne,      // one grunt on A1 on turn 1 and nothing else: kill it and win
  kWaves,        // a small mixed schedule with sectors, for playouts
  kRocks,        // blocked cells, mission barricades, objectives, reinforcements
  kMortarField,  // the splash weapon; par 3
  kHostiles,     // a schedule of every behaviour word, for playouts
  kHeroField,    // heroes from the first turn, the cannon charged: every ability, for playouts
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
  EnemyDef slug = Enemy("slug", "SLUG", 2, 2, 1);
  slug.split = SplitDef{true, 2, kHalf};
  c.enemies.push_back(slug);
  c.enemies.push_back(Enemy("half", "HALF", 1, 1, 1));
  EnemyDef medic = Enemy("medic", "MEDIC", 2, 1, 1);
  medic.mend.amount = 2;
  c.enemies.push_back(medic);
  EnemyDef jammer = Enemy("jammer", "JAMMER", 2, 1, 1);
  jammer.tags = kTagJammer;
  c.enemies.push_back(jammer);
  EnemyDef barge = Enemy("barge", "BARGE", 3, 2, 1);
  barge.tags = kTagAircraft;
  barge.drop = DropDef{true, 2, kGrunt};
  c.enemies.push_back(barge);
  EnemyDef orbiter = Enemy("orbiter", "ORBITER", 2, 2, 1);
  orbiter.shift.interval = 2;
  c.enemies.push_back(orbiter);
  EnemyDef hero = Enemy("hero", "HERO", 8, 5, 1);
  hero.abilities = {AbilityDef{AbilityKind::kDigIn, AbilityWhen::kDamaged, 3, 0},
                    AbilityDef{AbilityKind::kCallReinforcements, AbilityWhen::kAlone, 2, kGrunt},
                    AbilityDef{AbilityKind::kShieldEscorts, AbilityWhen::kEscorted, 2, 0},
                    AbilityDef{AbilityKind::kJamCannon, AbilityWhen::kCannonCharged, 1, 0},
                    AbilityDef{AbilityKind::kCharge, AbilityWhen::kAlways, 1, 0}};
  c.enemies.push_back(hero);

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

  MissionDef hostiles;
  hostiles.id = "hostiles";
  hostiles.name = "Hostiles";
  hostiles.par = 8;
  hostiles.blocked = {C("F2")};
  hostiles.barricades = {BarricadeDef{C("B4"), true}, BarricadeDef{C("E7"), true}};
  hostiles.deployment = {C("A1"), C("D1"), C("H1"), C("H4"), C("H8"), C("D8"), C("A8"), C("A5"),
                         C("A4"), C("E8")};
  hostiles.schedule = {At(1, kSlug, "D1"),
                       At(1, kMedic, "C1"),
                       At(1, kOrbiter, "H4"),
                       At(1, kGrunt, "A4"),  // bashes B4 beside the medic from A5
                       At(1, kMedic, "A5"),
                       At(2, kTank, "E8"),   // bashes E7 beside a medic from the south
                       InSector(2, kJammer, Sector::kS),
                       InSector(2, kBarge, Sector::kW),
                       InSector(3, kSlug, Sector::kE),
                       InSector(3, kOrbiter, Sector::kN),
                       InSector(4, kMedic, Sector::kS),
                       InSector(4, kGrunt, Sector::kS),
                       InSector(5, kBarge, Sector::kE),
                       At(2, kHero, "H8")};
  c.missions.push_back(hostiles);

  MissionDef hero_field;
  hero_field.id = "hero_field";
  hero_field.name = "Hero Field";
  hero_field.par = 8;
  hero_field.cannon_charge = 2;
  hero_field.deployment = {C("A1"), C("H8"), C("D1"), C("H4"), C("A8")};
  // Walls the heroes bash against, until they are damaged enough to dig in.
  hero_field.barricades = {BarricadeDef{C("B2"), true}, BarricadeDef{C("C3"), true},
                           BarricadeDef{C("G7"), true}, BarricadeDef{C("F6"), true}};
  hero_field.schedule = {At(1, kHero, "A1"), At(1, kHero, "H8"), At(2, kGrunt, "D1"),
                         At(3, kTank, "H4"), At(4, kHero, "A8")};
  c.missions.push_back(hero_field);
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
