// What a hand card shows: name, family, text, stats (for units: rank, HP, attack,
// firepower, evasion, ranges), its keywords, and whether it can be played now. Built
// from const state; no drawing.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "ui/text_fit.h"

namespace bc::ui {

struct CardView {
  bool present = false;
  CardIndex card = kNoCard;
  std::string id;
  std::string name;
  std::string text;
  CardFamily family = CardFamily::kSupport;
  bool hero = false;
  // Units.
  int rank = 0;
  int hp = 0;
  int max_hp = 0;
  int attack = 0;
  int firepower = 0;
  int evasion = 0;
  int shield = 0;
  int temp_hp = 0;      // temporary HP (COMBAT STIMS): absorbed first, gone after its next engagement
  std::string ranges;   // "1-2", "1 3", "all"
  std::string perks;    // "First Strike, Luck"
  std::uint32_t perk_bits = 0;  // the same as PerkBit bits, for the tile's marks
  int upgrades = 0;     // attached cards
  int kills = 0;
  int next_rank_kills = 0;  // the kills that reach the next rank (0 at the top rank)
  std::string next_rank;    // what the next rank gives (RankGainText), "" at the top rank
  // Supports.
  TargetKind target = TargetKind::kNone;
};

CardView UnitSlotView(const Catalog& catalog, const BattleState& state, int slot);
// A unit instance wherever it is (a slot, a post): its card with its rank, HP, stats and upgrades.
CardView UnitInstanceView(const Catalog& catalog, const BattleState& state, int instance);
CardView SupportSlotView(const Catalog& catalog, const BattleState& state, int slot);
CardView BayView(const Catalog& catalog, const BattleState& state, int bay);
CardView CardOnlyView(const Catalog& catalog, CardIndex card);
// "Targets: one attacker", "Targets: a board quarter", ...
const char* TargetText(TargetKind target);
// Perks (PerkBit bits) as the cards list them: "First Strike, Luck"; "" for none.
std::string PerkList(std::uint32_t perks);
// Temporary HP as the cards, posts and tooltips write it: "+2 temp"; "" for none.
std::string TempHpText(int temp_hp);
// A range mask as the cards write it: "1-3" for all three, else the ranges ("1 2", "3"),
// "-" for none.
std::string RangeText(std::uint8_t mask);

}  // namespace bc::ui
