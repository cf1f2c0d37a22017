// A small catalog built in C++ for the card tests: a handful of unit, support,
// fieldwork and doctrine cards with round numbers, one weapon, a plain mission and
// the loadouts "starter" and "fixed". Independent of the tuned game data in data/.
#pragma once

#include <string>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc::test {

inline Effect Fx(EffectKind kind, int amount, EffectTarget target = EffectTarget::kChosen,
                 Trigger trigger = Trigger::kOnPlay, int duration = 0) {
  Effect e;
  e.kind = kind;
  e.amount = amount;
  e.target = target;
  e.trigger = trigger;
  e.duration = duration;
  return e;
}

inline CardDef Unit(const std::string& id, int attack, int firepower, int evasion, int health,
                    std::uint8_t ranges, std::uint32_t perks = 0) {
  CardDef c;
  c.id = id;
  c.name = id;
  c.family = CardFamily::kUnit;
  for (int r = 0; r < kMaxRank; ++r) {
    c.ranks[r] = RankProfile{attack + r, firepower + r, evasion, health + 2 * r, 0, 0, 0, ranges};
  }
  c.perks = perks;
  return c;
}

inline CardDef Support(const std::string& id, TargetKind target, std::vector<Effect> effects,
                       int limit = 3) {
  CardDef c;
  c.id = id;
  c.name = id;
  c.family = CardFamily::kSupport;
  c.target = target;
  c.effects = std::move(effects);
  c.deck_limit = limit;
  return c;
}

inline CardDef Fieldwork(const std::string& id, std::vector<Effect> effects, int uses) {
  CardDef c;
  c.id = id;
  c.name = id;
  c.family = CardFamily::kFieldwork;
  c.target = TargetKind::kCell;
  c.effects = std::move(effects);
  c.uses = uses;
  return c;
}

inline CardDef Doctrine(const std::string& id, std::vector<Effect> effects) {
  CardDef c;
  c.id = id;
  c.name = id;
  c.family = CardFamily::kDoctrine;
  c.effects = std::move(effects);
  return c;
}

inline LoadoutDef LegalLoadout() {
  LoadoutDef l;
  l.id = "starter";
  l.name = "Starter";
  l.units = {"t_gunner", "t_gunner", "t_gunner", "t_brawler",
             "t_brawler", "t_brawler", "t_sniper", "t_sniper"};
  l.supports = {"t_bolt",   "t_bolt",   "t_bolt",   "t_poison", "t_poison", "t_poison",
                "t_repair", "t_repair", "t_repair", "t_drill",  "t_drill",  "t_drill",
                "t_double", "t_double", "t_double", "t_freeze"};
  l.fieldworks = {"t_mine", "t_terrain"};
  l.doctrine = "t_plain";
  l.weapon = "standard_cannon";
  return l;
}

inline Catalog CardCatalog() {
  Catalog c;
  EnemyDef grunt;
  grunt.id = "grunt";
  grunt.name = "GRUNT";
  grunt.attack = 1;
  grunt.firepower = 1;
  grunt.health = 3;
  c.enemies.push_back(grunt);
  EnemyDef flyer = grunt;
  flyer.id = "flyer";
  flyer.name = "FLYER";
  flyer.tags = kTagAircraft;
  c.enemies.push_back(flyer);

  WeaponDef cannon;
  cannon.id = "standard_cannon";
  cannon.name = "Standard Cannon";
  c.weapons.push_back(cannon);
  WeaponDef mortar = cannon;
  mortar.id = "mortar";
  mortar.power_steps = {2, 4};
  c.weapons.push_back(mortar);

  MissionDef m;
  m.id = "m";
  m.name = "Fixture";
  m.par = 8;
  m.deck_policy = DeckPolicy::kStarter;
  m.siege_units = {"t_siege"};
  SpawnDef late;  // keeps the queue open so that a battle does not end by itself
  late.turn = 30;
  late.enemy = 0;
  late.cell = MakeCell(0, 0);
  m.schedule.push_back(late);
  c.missions.push_back(m);

  c.cards.push_back(Unit("t_gunner", 1, 2, 0, 4, 0b011));
  c.cards.push_back(Unit("t_brawler", 2, 1, 1, 6, 0b001));
  c.cards.push_back(Unit("t_sniper", 1, 3, 0, 2, 0b100));
  CardDef hero = Unit("t_hero", 2, 2, 0, 6, kAllRanges);
  hero.hero = true;
  hero.deck_limit = 1;
  hero.effects.push_back(Fx(EffectKind::kAddShield, 1, EffectTarget::kHandUnits, Trigger::kDeploy));
  c.cards.push_back(hero);
  CardDef hero2 = Unit("t_hero2", 1, 2, 0, 6, kAllRanges);
  hero2.hero = true;
  hero2.deck_limit = 1;
  hero2.effects.push_back(Fx(EffectKind::kCannonCharge, 1, EffectTarget::kBase, Trigger::kKill));
  c.cards.push_back(hero2);
  CardDef siege = Unit("t_siege", 1, 4, 0, 8, kAllRanges);
  siege.siege = true;
  c.cards.push_back(siege);

  c.cards.push_back(Support("t_bolt", TargetKind::kCell, {Fx(EffectKind::kDamage, 2)}));
  c.cards.push_back(Support("t_nuke", TargetKind::kBoard, {Fx(EffectKind::kDamage, 1)}, 1));
  c.cards.push_back(
      Support("t_poison", TargetKind::kCell, {Fx(EffectKind::kPoison, 1, EffectTarget::kChosen, Trigger::kOnPlay, 2)}));
  c.cards.push_back(Support("t_repair", TargetKind::kNone, {Fx(EffectKind::kRepairBase, 2, EffectTarget::kBase)}));
  c.cards.push_back(Support("t_drill", TargetKind::kUnitSlot, {Fx(EffectKind::kAddFirepower, 1)}));
  c.cards.push_back(Support("t_double", TargetKind::kNone, {Fx(EffectKind::kCannonMultiplier, 2, EffectTarget::kBase)}));
  c.cards.push_back(Support("t_freeze", TargetKind::kNone, {Fx(EffectKind::kFreeze, 1, EffectTarget::kBase)}, 1));

  c.cards.push_back(Fieldwork("t_mine", {Fx(EffectKind::kDamage, 3, EffectTarget::kTriggering, Trigger::kEnemyOnCell)}, 1));
  c.cards.push_back(Fieldwork("t_sentry", {Fx(EffectKind::kDamage, 1, EffectTarget::kTriggering, Trigger::kEnemyAdjacent)}, 3));
  CardDef terrain = Fieldwork("t_terrain", {Fx(EffectKind::kTerrainWorks, 0, EffectTarget::kBase, Trigger::kPassive)}, 0);
  terrain.target = TargetKind::kNone;
  c.cards.push_back(terrain);

  c.cards.push_back(Doctrine("t_quartermaster", {Fx(EffectKind::kDiscardPoints, 1, EffectTarget::kBase, Trigger::kBattleStart)}));
  c.cards.push_back(Doctrine("t_plain", {Fx(EffectKind::kScore, 100, EffectTarget::kBase, Trigger::kVictory)}));
  c.cards.push_back(Doctrine("t_logistics", {Fx(EffectKind::kExtraBay, 1, EffectTarget::kBase, Trigger::kPassive)}));

  c.loadouts.push_back(LegalLoadout());
  LoadoutDef fixed = LegalLoadout();
  fixed.id = "fixed";
  fixed.doctrine = "t_logistics";
  c.loadouts.push_back(fixed);
  return c;
}

// Adds a card to the catalog and returns its index.
inline CardIndex AddCard(Catalog& catalog, CardDef card) {
  catalog.cards.push_back(std::move(card));
  return static_cast<CardIndex>(catalog.cards.size() - 1);
}

// The first unit instance of the battle made from card `id`.
inline int InstanceOf(const Catalog& catalog, const BattleState& state, const std::string& id) {
  for (int i = 0; i < state.cards.unit_count; ++i) {
    if (catalog.cards[state.cards.units[i].card].id == id) return i;
  }
  return -1;
}

}  // namespace bc::test
