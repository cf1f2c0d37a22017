#include "ui/rule_texts.h"

#include <iterator>

#include "basecommand/board.h"
#include "basecommand/card_state.h"
#include "text/log_text.h"
#include "basecommand/rule_numbers.h"
#include "i18n/translate.h"

namespace bc::ui {

using i18n::TrData;

std::string PowerStepsText(const WeaponDef& weapon) {
  std::string out;
  for (std::size_t i = 0; i < weapon.power_steps.size(); ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(weapon.power_steps[i]);
  }
  return out;
}

std::string WeaponReachText(const WeaponDef& weapon) {
  if (weapon.min_range == weapon.max_range) {
    return FillBlanks(TrData("range {n}"), {{"n", std::to_string(weapon.min_range)}});
  }
  return FillBlanks(TrData("range {min}-{max}"),
                    {{"min", std::to_string(weapon.min_range)}, {"max", std::to_string(weapon.max_range)}});
}

std::string CannonTooltip(const WeaponDef& weapon) {
  std::string text = FillBlanks(TrData("Choose the cannon, then click an attacker at {reach}. Power {steps} by "
                                       "charge; firing empties it."),
                                {{"reach", WeaponReachText(weapon)}, {"steps", PowerStepsText(weapon)}});
  if (weapon.splash > 0) {
    text += FillBlanks(TrData(" Splash {n} hits every attacker next to the target."),
                       {{"n", std::to_string(weapon.splash)}});
  }
  text += TrData(" Burning Barricades block shots at ground attackers.");
  return text;
}

std::string MultiplierTooltip() {
  return FillBlanks(TrData("Multiplier: +1 per kill up to x{max}, -1 when a unit falls."),
                    {{"max", std::to_string(kMaxMultiplier)}});
}

std::string DiscardTooltip() {
  return FillBlanks(TrData("Discard points: swap a card for the next of its rail. +1 per turn, cap {cap}."),
                    {{"cap", std::to_string(kDiscardCap)}});
}

std::string TerrainTooltip() {
  return FillBlanks(i18n::TrDataN("Build a Burning Barricade on a lit empty cell, or demolish one. {n} terrain "
                                  "action per turn; at most {max} of yours at once.",
                                  "Build a Burning Barricade on a lit empty cell, or demolish one. {n} terrain "
                                  "actions per turn; at most {max} of yours at once.",
                                  kTerrainActionsPerTurn),
                    {{"n", std::to_string(kTerrainActionsPerTurn)}, {"max", std::to_string(kMaxPlayerBarricades)}});
}

std::string BashDamageText() {
  return FillBlanks(i18n::TrDataN("takes {n}", "takes {n}", kBashDamage), {{"n", std::to_string(kBashDamage)}});
}

namespace {

std::string CardNameAt(const Catalog& catalog, CardIndex card) {
  return card >= 0 && static_cast<std::size_t>(card) < catalog.cards.size() ? catalog.cards[card].name : std::string(TrData("the card"));
}
std::string CardTextAt(const Catalog& catalog, CardIndex card) {
  return card >= 0 && static_cast<std::size_t>(card) < catalog.cards.size() ? catalog.cards[card].text : std::string();
}

// " on E1", " on segment NE", " on the whole board", ...
std::string Aim(const Action& a) {
  switch (a.target) {
    case TargetKind::kNone:
      return a.cell != kNoCell ? FillBlanks(TrData(" on {cell}"), {{"cell", CellName(a.cell)}}) : "";
    case TargetKind::kCell: return FillBlanks(TrData(" on {cell}"), {{"cell", CellName(a.cell)}});
    case TargetKind::kSegment:
      return FillBlanks(TrData(" on segment {segment}"),
                        {{"segment", std::string(SegmentName(static_cast<Segment>(a.index)))}});
    case TargetKind::kRange: return FillBlanks(TrData(" on range {n}"), {{"n", std::to_string(a.index)}});
    case TargetKind::kBoard: return std::string(TrData(" on the whole board"));
    case TargetKind::kQuadrant:
      return FillBlanks(TrData(" on quadrant {quadrant}"),
                        {{"quadrant", std::string(QuadrantName(static_cast<Quadrant>(a.index)))}});
    case TargetKind::kUnitSlot: return FillBlanks(TrData(" on unit {n}"), {{"n", std::to_string(a.index + 1)}});
    case TargetKind::kPost: return FillBlanks(TrData(" on the unit posted on {cell}"), {{"cell", CellName(a.cell)}});
  }
  return "";
}

std::string AttackerOn(const Catalog& catalog, const BattleState& state, Cell cell) {
  if (cell >= kCellCount) return std::string(TrData("the attacker"));
  if (state.attacker_at[cell] < 0) return FillBlanks(TrData("the attacker on {cell}"), {{"cell", CellName(cell)}});
  const Attacker& a = state.attackers[state.attacker_at[cell]];
  const std::string name = a.concealed                        ? std::string(TrData("UNKNOWN CONTACT"))
                           : a.type < catalog.enemies.size() ? catalog.enemies[a.type].name
                                                             : std::string(TrData("ATTACKER"));
  return FillBlanks(TrData("{who} on {cell}"), {{"who", name + " #" + std::to_string(a.uid)}, {"cell", CellName(cell)}});
}

std::string WithText(std::string head, const std::string& text) {
  return text.empty() ? head + "." : head + ": " + text;
}

}  // namespace

std::string ActionHint(const Catalog& catalog, const BattleState& state, const Action& a) {
  const CardState& c = state.cards;
  switch (a.kind) {
    case ActionKind::kEndTurn: return std::string(TrData("End the turn."));
    case ActionKind::kFireCannon: return FillBlanks(TrData("Fire the cannon at {target}."), {{"target", AttackerOn(catalog, state, a.cell)}});
    case ActionKind::kBuildBarricade: return FillBlanks(TrData("Build a barricade on {cell}."), {{"cell", CellName(a.cell)}});
    case ActionKind::kDemolishBarricade: return FillBlanks(TrData("Demolish the barricade on {cell}."), {{"cell", CellName(a.cell)}});
    case ActionKind::kPlayUnit: {
      const int instance = a.slot >= 0 && a.slot < kHandSlots ? c.unit_slots[a.slot] : -1;
      const CardIndex card = instance >= 0 ? c.units[static_cast<std::size_t>(instance)].card : kNoCard;
      return FillBlanks(TrData("{card} engages {target}."),
                        {{"card", CardNameAt(catalog, card)}, {"target", AttackerOn(catalog, state, a.cell)}});
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
      return FillBlanks(TrData("Discard {card}."), {{"card", CardNameAt(catalog, card)}});
    }
    case ActionKind::kChoose: {
      const CardIndex card = a.index >= 0 && a.index < kMaxOptions ? c.options[a.index] : kNoCard;
      return WithText(FillBlanks(TrData("Take {card}"), {{"card", CardNameAt(catalog, card)}}), CardTextAt(catalog, card));
    }
    case ActionKind::kOrder:
    case ActionKind::kStandDown: {
      const int post = PostAt(state, static_cast<Cell>(a.index));
      const CardIndex card = post >= 0 ? c.units[static_cast<std::size_t>(c.posts[post].unit)].card : kNoCard;
      const std::string at = a.index >= 0 && a.index < kCellCount ? CellName(a.index) : "?";
      if (a.kind == ActionKind::kStandDown) {
        return FillBlanks(TrData("{card} stands down from {post} to the bottom of its rail."),
                          {{"card", CardNameAt(catalog, card)}, {"post", at}});
      }
      return FillBlanks(TrData("{card} at {post} engages {target} on orders."),
                        {{"card", CardNameAt(catalog, card)}, {"post", at}, {"target", AttackerOn(catalog, state, a.cell)}});
    }
  }
  return ActionToString(a);
}

std::string ShortOperationName(const std::string& shown) {
  // TRANSLATORS: the word every operation's name starts with, and the space after it.
  for (const std::string_view prefix : {TrData("OPERATION "), std::string_view("OPERATION ")}) {
    if (!prefix.empty() && shown.size() > prefix.size() && shown.compare(0, prefix.size(), prefix) == 0) {
      return shown.substr(prefix.size());
    }
  }
  return shown;
}

std::string PerkText(int bit_index) {
  // The glossary's keywords, so a perk shown on a card finds its glossary entry.
  static constexpr const char* kPerks[] = {"First Strike", "Heavy Weapons", "Protection", "Squad Leader", "Fury",
                                           "Behemoth",     "Overload",      "Ion Weapon", "Luck"};
  static_assert(std::size(kPerks) == kPerkCount, "one glossary keyword per perk");
  if (bit_index < 0 || bit_index >= kPerkCount) return PerkName(bit_index);
  return std::string(TrData(kPerks[bit_index]));
}

}  // namespace bc::ui
