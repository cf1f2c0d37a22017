// The siege generator's parameters over the core fixture catalog (siege_fixtures.h):
// three threat levels, the plain attackers first, the behaviours from level 2, lanes,
// traps and the hero at level 3, every board feature in play. Test content, built by
// hand: the game's data/generator.json is tested in tests/data.
#pragma once

#include "generator/generator_params.h"
#include "siege_fixtures.h"

namespace generator_fixture {

using namespace bc;
using namespace bc::gen;
using namespace siege_fixture;

inline GeneratorParams MakeParams() {
  GeneratorParams p;
  p.proof.games = 2;
  p.proof.max_draws = 6;
  p.proof.redraw_budget_percent = 80;
  p.proof.loadout = "starter";
  ThreatLevel one;
  one.budget = 12;
  one.waves = {3, 4};
  one.attackers = {{kGrunt, 2, 3}, {kRunner, 2, 2}};
  one.sectors = {1, 2};
  one.deployment = {3, 5};
  one.rock = {0, 2};
  one.barricades = {0, 1};
  one.objectives = {0, 1};
  one.objective_bonus = 200;
  one.weapons = {{0, 3}, {1, 1}};
  one.cannon_charge = {0, 2};
  one.par_after = 3;
  ThreatLevel two = one;
  two.budget = 20;
  two.waves = {4, 5};
  two.attackers.insert(two.attackers.end(),
                       {{kFlyer, 3, 1}, {kKrab, 1, 2}, {kSlug, 3, 1}, {kMedic, 2, 1}, {kJammer, 2, 1}});
  two.sectors = {2, 3};
  two.deployment = {5, 8};
  two.reinforcement = {1, 3};
  two.reinforcement_percent = 40;
  two.shields_down = {0, 1};
  ThreatLevel three = two;
  three.budget = 30;
  three.max_per_wave = 8;
  three.attackers.insert(three.attackers.end(),
                         {{kBarge, 3, 1}, {kOrbiter, 2, 1}, {kCrawler, 2, 3}, {kBeetle, 2, 1}, {kTank, 5, 1}});
  three.sectors = {3, 4};
  three.deployment = {8, 12};
  three.rock = {1, 4};
  three.barricades = {1, 2};
  three.objectives = {1, 2};
  three.lanes = {1, 2};
  three.shields_down = {1, 2};
  three.hero = kHero;
  three.hero_wave = 2;
  p.levels = {one, two, three};
  p.phrases.places = {"THE NORTH PUMP", "DEPOT SEVEN"};
  p.phrases.incidents = {"LATE DELIVERY", "SITE INSPECTION", "OVERTIME"};
  p.phrases.openings = {"Contacts approach.", "Something moves."};
  p.phrases.closings = {"Hold the base."};
  for (const std::string& key : FeatureKeys()) p.phrases.features[key] = "Feature " + key + ".";
  p.phrases.warnings = {{"slug", "Slugs split."}, {"tank", "Tanks are shielded."}};
  return p;
}

}  // namespace generator_fixture
