// A small hand-built catalog and two operations for the campaign and profile tests.
// Never the game's data/: balance changes there must not move these tests.
#pragma once

#include <string>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"

namespace bc::test {

inline CardDef FixtureCard(const std::string& id, CardFamily family, Rarity rarity) {
  CardDef card;
  card.id = id;
  card.name = id;
  card.family = family;
  card.rarity = rarity;
  return card;
}

// A unit card whose health per rank is 4, 6, 7, 9.
inline CardDef FixtureUnit(const std::string& id, Rarity rarity) {
  CardDef card = FixtureCard(id, CardFamily::kUnit, rarity);
  const int health[] = {4, 6, 7, 9};
  for (int r = 0; r < kMaxRank; ++r) card.ranks[static_cast<std::size_t>(r)].health = health[r];
  return card;
}

inline MissionDef FixtureMission(const std::string& id) {
  MissionDef mission;
  mission.id = id;
  mission.name = id;
  mission.base_health = 10;
  mission.star_scores = {1000, 2000, 3000};
  return mission;
}

// Cards: two units (common, rare), a common and an uncommon support, a legendary
// doctrine and a siege unit. Enemies: killer_krab, black_star_initiate. Missions: m1..m5.
inline Catalog FixtureCatalog() {
  Catalog catalog;
  catalog.cards.push_back(FixtureUnit("rifle_team", Rarity::kCommon));
  catalog.cards.push_back(FixtureUnit("rail_lancer", Rarity::kRare));
  catalog.cards.push_back(FixtureCard("patch_kit", CardFamily::kSupport, Rarity::kCommon));
  catalog.cards.push_back(FixtureCard("flare", CardFamily::kSupport, Rarity::kUncommon));
  catalog.cards.push_back(FixtureCard("logistics", CardFamily::kDoctrine, Rarity::kLegendary));
  CardDef siege = FixtureUnit("drill_rig", Rarity::kCommon);
  siege.siege = true;
  catalog.cards.push_back(siege);
  EnemyDef krab;
  krab.id = "killer_krab";
  EnemyDef initiate;
  initiate.id = "black_star_initiate";
  catalog.enemies = {krab, initiate};
  for (const char* id : {"m1", "m2", "m3", "m4", "m5"}) catalog.missions.push_back(FixtureMission(id));
  return catalog;
}

// "basics": m1, m2, m3 (m2 issues flare on its first victory). "hard": m4, m5, open once
// basics is complete.
inline CampaignMissionDef Slot(const std::string& mission) {
  CampaignMissionDef slot;
  slot.mission = mission;
  return slot;
}

inline Campaigns FixtureCampaigns() {
  CampaignDef basics;
  basics.id = "basics";
  basics.name = "OPERATION BASICS";
  for (const char* id : {"m1", "m2", "m3"}) basics.missions.push_back(Slot(id));
  basics.missions[1].reward_cards = {"flare"};
  CampaignDef hard;
  hard.id = "hard";
  hard.name = "OPERATION HARD";
  hard.requires_campaign = "basics";
  for (const char* id : {"m4", "m5"}) hard.missions.push_back(Slot(id));
  return {basics, hard};
}

}  // namespace bc::test
