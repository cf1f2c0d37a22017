// A card battle for the desktop game's tests: a starter loadout of one lucky unit card
// (criticals on half its blows, so its engagements roll dice), one bolt support, a
// mine and terrain works, against a sturdy grunt. Independent of data/.
#pragma once

#include "app_fixture.h"

namespace app_fixture {

inline Catalog MakeCardCatalog() {
  Catalog c = MakeCatalog();
  c.enemies[kGrunt].health = 12;
  CardDef lucky;
  lucky.id = "lucky";
  lucky.name = "LUCKY SQUAD";
  lucky.text = "Half its blows are critical. Luck.";
  lucky.family = CardFamily::kUnit;
  lucky.deck_limit = 8;
  for (int r = 0; r < kMaxRank; ++r) lucky.ranks[r] = RankProfile{2, 1, 0, 6, 50, 2, 0, kAllRanges};
  c.cards.push_back(lucky);
  CardDef bolt;
  bolt.id = "bolt";
  bolt.name = "BOLT";
  bolt.text = "1 damage to one attacker.";
  bolt.family = CardFamily::kSupport;
  bolt.target = TargetKind::kCell;
  bolt.deck_limit = 16;
  Effect damage;
  damage.kind = EffectKind::kDamage;
  damage.amount = 1;
  bolt.effects = {damage};
  c.cards.push_back(bolt);
  CardDef mine;
  mine.id = "mine";
  mine.name = "MINE";
  mine.family = CardFamily::kFieldwork;
  mine.target = TargetKind::kCell;
  Effect blast = damage;
  blast.trigger = Trigger::kEnemyOnCell;
  blast.target = EffectTarget::kTriggering;
  mine.effects = {blast};
  c.cards.push_back(mine);
  CardDef works;
  works.id = "works";
  works.name = "TERRAIN WORKS";
  works.family = CardFamily::kFieldwork;
  Effect terrain;
  terrain.kind = EffectKind::kTerrainWorks;
  terrain.trigger = Trigger::kPassive;
  works.effects = {terrain};
  c.cards.push_back(works);
  CardDef plain;
  plain.id = "plain";
  plain.name = "PLAIN DOCTRINE";
  plain.family = CardFamily::kDoctrine;
  c.cards.push_back(plain);

  LoadoutDef starter;
  starter.id = "starter";
  starter.name = "Starter";
  starter.units.assign(8, "lucky");
  starter.supports.assign(16, "bolt");
  starter.fieldworks = {"mine", "works"};
  starter.doctrine = "plain";
  starter.weapon = "standard_cannon";
  c.loadouts.push_back(starter);

  MissionDef duel;
  duel.id = "duel";
  duel.name = "DUEL";
  duel.par = 8;
  duel.deck_policy = DeckPolicy::kStarter;
  duel.schedule = {At(1, kGrunt, "D2"), At(30, kGrunt, "H8")};
  c.missions.push_back(duel);
  return c;
}

constexpr MissionIndex kDuel = 2;

// MakeCardCatalog plus two hero unit cards, "ace" and "star" (deck limit 1 each), for
// the deck builder and command files.
inline Catalog MakeHeroCatalog() {
  Catalog catalog = MakeCardCatalog();
  CardDef ace;
  ace.id = "ace";
  ace.name = "ACE";
  ace.family = CardFamily::kUnit;
  ace.hero = true;
  ace.deck_limit = 1;
  catalog.cards.push_back(ace);
  CardDef star = ace;
  star.id = "star";
  star.name = "STAR";
  catalog.cards.push_back(star);
  return catalog;
}

}  // namespace app_fixture
