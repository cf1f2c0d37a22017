// What the player is told about the attacker types: a stat line, the behaviour in words
// (generated from the record's data: shield, perks, tags, steps, replication, chances),
// the missions that bring each type, and the attackers a mission's schedule sends. The
// hostiles archive, the briefings and the tooltips all read these, so a type made of
// words the vocabulary already has is described without any change to a screen; a new
// vocabulary word adds its sentence here. The words come from a RulesText (English by
// default; the game passes its catalogue's).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/rules_text.h"

namespace bc {

// "3 HP  +3 SHIELD  1 ATK  2 FP  0 EVA  BREACH 2  1 CELL A TURN".
std::string EnemyStatLine(const EnemyDef& enemy, const RulesText& text = EnglishRulesText());

// One sentence per behaviour the record carries, in a fixed order: movement (aircraft,
// steps), shield, each perk (bit order), replication, splitting, mending, jamming, a
// carrier's drop, sector changes, concealment, a hero's abilities (one line each), crit and miss
// chances, then any tag with no rule of its own. A plain walker gets one line saying so.
std::vector<std::string> EnemyBehaviour(const Catalog& catalog, const EnemyDef& enemy,
                                        const RulesText& text = EnglishRulesText());

// Perk bits as the player reads them: "First Strike, Behemoth" (bit order); "" for none.
std::string PerkList(std::uint32_t perks, const RulesText& text = EnglishRulesText());

// The data name of an enemy tag bit ("aircraft", "fast", ...), or nullptr past the last.
const char* EnemyTagName(int bit_index);

// Indices of the missions whose schedule sends the type, or whose attackers bring it
// (a replicator's copy, a splitter's pieces, a carrier's walker, a hero's call), in
// catalogue order.
std::vector<int> MissionsWithEnemy(const Catalog& catalog, EnemyIndex enemy);

// One attacker type a mission sends: how many its schedule holds and the turn the first
// one is on the board.
struct ExpectedAttacker {
  EnemyIndex enemy = 0;
  int count = 0;
  int first_turn = 0;

  bool operator==(const ExpectedAttacker&) const = default;
};

// The types a mission's schedule sends, in order of first appearance (ties: schedule
// order).
std::vector<ExpectedAttacker> ExpectedAttackers(const Catalog& catalog, const MissionDef& mission);

}  // namespace bc
