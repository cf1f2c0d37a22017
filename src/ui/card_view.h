// What a hand card shows: name, family, text, stats (for units: rank, HP, attack,
// firepower, evasion, ranges), its keywords, and whether it can be played now. Built
// from const state; no drawing.
#pragma once

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
  std::string ranges;   // "1-2", "1 3", "all"
  std::string perks;    // "First Strike, Luck"
  int upgrades = 0;     // attached cards
  // Supports.
  TargetKind target = TargetKind::kNone;
};

CardView UnitSlotView(const Catalog& catalog, const BattleState& state, int slot);
CardView SupportSlotView(const Catalog& catalog, const BattleState& state, int slot);
CardView BayView(const Catalog& catalog, const BattleState& state, int bay);
CardView CardOnlyView(const Catalog& catalog, CardIndex card);
// "Targets: one attacker", "Targets: a board quarter", ...
const char* TargetText(TargetKind target);

}  // namespace bc::ui
