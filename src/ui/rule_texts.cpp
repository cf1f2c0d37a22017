#include "ui/rule_texts.h"

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

}  // namespace bc::ui
