// What the pile view shows of each rail during a battle (Slay the Spire's draw and
// discard piles): the cards in the draw pile and the spent ones, each pile listed by name
// with a count, never in the order they will come. The rules shuffle a rail's pile at the
// start and again when it runs dry; the view keeps that order to itself, even the part a
// player could work out (a unit returned to the bottom), so it tells no more than the
// rules do (docs/rules.md, Hand And Cards).
#pragma once

#include <string>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc::ui {

struct PileLine {
  std::string name;  // the card's name, in the player's language
  int count = 0;
  bool operator==(const PileLine&) const = default;
};

struct RailPiles {
  std::vector<PileLine> draw;   // by name
  std::vector<PileLine> spent;  // by name
  std::vector<PileLine> lost;   // units defeated: out for the mission (the unit rail only)
  int draw_count = 0;
  int spent_count = 0;
};

RailPiles UnitPiles(const Catalog& catalog, const BattleState& state);
RailPiles SupportPiles(const Catalog& catalog, const BattleState& state);

}  // namespace bc::ui
