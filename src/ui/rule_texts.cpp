#include "ui/rule_texts.h"

#include "basecommand/board.h"
#include "basecommand/card_state.h"
#include "basecommand/rule_numbers.h"

namespace bc::ui {

std::string PowerStepsText(const WeaponDef& weapon) {
  std::string out;
  for (std::size_t i = 0; i < weapon.power_steps.size(); ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(weapon.power_steps[i]);
  }
  return out;
}

std::string WeaponReachText(const WeaponDef& weapon) {
  if (weapon.min_range == weapon.max_range) return "range " + std::to_string(weapon.min_range);
  return "range " + std::to_string(weapon.min_range) + "-" + std::to_string(weapon.max_range);
}

std::string CannonTooltip(const WeaponDef& weapon) {
  std::string text = "Choose the cannon, then click an attacker at " + WeaponReachText(weapon) + ". Power " +
                     PowerStepsText(weapon) + " by charge; firing empties it.";
  if (weapon.splash > 0) {
    text += " Splash " + std::to_string(weapon.splash) + " hits every attacker next to the target.";
  }
  text += " Burning Barricades block shots at ground attackers.";
  return text;
}

std::string MultiplierTooltip() {
  return "Multiplier: +1 per kill up to x" + std::to_string(kMaxMultiplier) + ", -1 when a unit falls.";
}

std::string DiscardTooltip() {
  return "Discard points: swap a card for the next of its rail. +1 per turn, cap " + std::to_string(kDiscardCap) +
         ".";
}

std::string TerrainTooltip() {
  const std::string per_turn = kTerrainActionsPerTurn == 1 ? std::string("One terrain action")
                                                           : std::to_string(kTerrainActionsPerTurn) + " terrain actions";
  return "Build a Burning Barricade on a lit empty cell, or demolish one. " + per_turn + " per turn; at most " +
         std::to_string(kMaxPlayerBarricades) + " of yours at once.";
}

std::string BashDamageText() { return "takes " + std::to_string(kBashDamage); }

namespace {

std::string CardNameAt(const Catalog& catalog, CardIndex card) {
  return card < catalog.cards.size() ? catalog.cards[card].name : std::string("the card");
}
std::string CardTextAt(const Catalog& catalog, CardIndex card) {
  return card < catalog.cards.size() ? catalog.cards[card].text : std::string();
}

// " on E1", " on segment NE", " on the whole board", ...
std::string Aim(const Action& a) {
  switch (a.target) {
    case TargetKind::kNone: return a.cell != kNoCell ? " on " + std::string(CellName(a.cell)) : "";
    case TargetKind::kCell: return " on " + std::string(CellName(a.cell));
    case TargetKind::kSegment: return " on segment " + std::string(SegmentName(static_cast<Segment>(a.index)));
    case TargetKind::kRange: return " on range " + std::to_string(a.index);
    case TargetKind::kBoard: return " on the whole board";
    case TargetKind::kQuadrant: return " on quadrant " + std::string(QuadrantName(static_cast<Quadrant>(a.index)));
    case TargetKind::kUnitSlot: return " on unit " + std::to_string(a.index + 1);
  }
  return "";
}

std::string AttackerOn(const Catalog& catalog, const BattleState& state, Cell cell) {
  if (cell >= kCellCount) return "the attacker";
  if (state.attacker_at[cell] < 0) return "the attacker on " + std::string(CellName(cell));
  const Attacker& a = state.attackers[state.attacker_at[cell]];
  const std::string name = a.concealed                        ? std::string("UNKNOWN CONTACT")
                           : a.type < catalog.enemies.size() ? catalog.enemies[a.type].name
                                                             : "ATTACKER";
  return name + " #" + std::to_string(a.uid) + " on " + std::string(CellName(cell));
}

std::string WithText(std::string head, const std::string& text) {
  return text.empty() ? head + "." : head + ": " + text;
}

}  // namespace

std::string ActionHint(const Catalog& catalog, const BattleState& state, const Action& a) {
  const CardState& c = state.cards;
  switch (a.kind) {
    case ActionKind::kEndTurn: return "End the turn.";
    case ActionKind::kFireCannon: return "Fire the cannon at " + AttackerOn(catalog, state, a.cell) + ".";
    case ActionKind::kBuildBarricade: return "Build a barricade on " + std::string(CellName(a.cell)) + ".";
    case ActionKind::kDemolishBarricade: return "Demolish the barricade on " + std::string(CellName(a.cell)) + ".";
    case ActionKind::kPlayUnit: {
      const int instance = a.slot >= 0 && a.slot < kHandSlots ? c.unit_slots[a.slot] : -1;
      const CardIndex card = instance >= 0 ? c.units[static_cast<std::size_t>(instance)].card : kNoCard;
      return CardNameAt(catalog, card) + " engages " + AttackerOn(catalog, state, a.cell) + ".";
    }
    case ActionKind::kPlaySupport: {
      const CardIndex card = a.slot >= 0 && a.slot < kHandSlots ? c.support_slots[a.slot] : kNoCard;
      return WithText(CardNameAt(catalog, card) + Aim(a), CardTextAt(catalog, card));
    }
    case ActionKind::kPlayFieldwork: {
      const CardIndex card = a.slot >= 0 && a.slot < kMaxBays ? c.bays[a.slot] : kNoCard;
      return WithText(CardNameAt(catalog, card) + Aim(a), CardTextAt(catalog, card));
    }
    case ActionKind::kDiscard: {
      CardIndex card = kNoCard;
      if (a.rail == Rail::kSupport && a.slot >= 0 && a.slot < kHandSlots) card = c.support_slots[a.slot];
      if (a.rail == Rail::kUnit && a.slot >= 0 && a.slot < kHandSlots && c.unit_slots[a.slot] >= 0) {
        card = c.units[static_cast<std::size_t>(c.unit_slots[a.slot])].card;
      }
      return "Discard " + CardNameAt(catalog, card) + ".";
    }
    case ActionKind::kChoose: {
      const CardIndex card = a.index >= 0 && a.index < kMaxOptions ? c.options[a.index] : kNoCard;
      return WithText("Take " + CardNameAt(catalog, card), CardTextAt(catalog, card));
    }
  }
  return ActionToString(a);
}

}  // namespace bc::ui
