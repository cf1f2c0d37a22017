// A small hand-made catalog for the desktop game's tests: two attacker types, the
// cannon, and tiny missions. Independent of the tuned game data in data/.
#pragma once

#include <filesystem>
#include <string>

#include "basecommand/catalog.h"
#include "basecommand/rules.h"
#include "scratch_dir.h"

namespace app_fixture {

using namespace bc;

enum : EnemyIndex { kGrunt = 0, kFlyer };
enum : MissionIndex {
  kLone = 0,  // one grunt on A1 on turn 1: two cannon shots win it
  kRush,      // grunts on D2 and E2 that breach at once, and a flyer later
};

inline Cell C(const char* name) { return *ParseCell(name); }

inline SpawnDef At(int turn, EnemyIndex enemy, const char* cell) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = enemy;
  s.cell = C(cell);
  return s;
}

inline Catalog MakeCatalog() {
  Catalog c;
  EnemyDef grunt;
  grunt.id = "grunt";
  grunt.name = "GRUNT";
  grunt.health = 3;
  grunt.breach_damage = 2;
  grunt.sprite = "grunt";
  c.enemies.push_back(grunt);
  EnemyDef flyer;
  flyer.id = "flyer";
  flyer.name = "FLYER";
  flyer.health = 2;
  flyer.breach_damage = 3;
  flyer.tags = kTagAircraft;
  flyer.sprite = "flyer";
  c.enemies.push_back(flyer);

  WeaponDef cannon;
  cannon.id = "standard_cannon";
  cannon.name = "CANNON";
  c.weapons.push_back(cannon);

  MissionDef lone;
  lone.id = "lone";
  lone.name = "LONE";
  lone.briefing = "One attacker.";
  lone.par = 6;
  lone.cannon_charge = 2;  // power 3 at once
  lone.star_scores = {100, 200, 300};
  lone.schedule = {At(1, kGrunt, "A1")};
  c.missions.push_back(lone);

  MissionDef rush;
  rush.id = "rush";
  rush.name = "RUSH";
  rush.briefing = "Two at the door.";
  rush.par = 6;
  rush.cannon_charge = 1;
  rush.shields_up = {true, false, true, true};
  rush.schedule = {At(1, kGrunt, "D3"), At(1, kGrunt, "E3"), At(1, kGrunt, "B2"), At(2, kFlyer, "H8")};
  c.missions.push_back(rush);
  return c;
}

// A new empty scratch folder of this process's own, removed when the process ends.
inline std::filesystem::path ScratchDir(const std::string& name) {
  return bc::test::ProcessScratchDir("app_test_" + name);
}

}  // namespace app_fixture
