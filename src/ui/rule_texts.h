// The battle screen's tooltip sentences that state a rule's numbers, written from the
// battle's weapon data and the core's named constants (basecommand/rule_numbers.h), so
// that what a tooltip says is what the rules do. No drawing.
#pragma once

#include <string>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc::ui {

// "1, 3, 5": the power of the weapon's charge steps, in order.
std::string PowerStepsText(const WeaponDef& weapon);
// "range 1-3", or "range 2" when the weapon reaches one band.
std::string WeaponReachText(const WeaponDef& weapon);
// The FIRE button: how to aim, the weapon's reach, power steps and splash, and what
// blocks a shot.
std::string CannonTooltip(const WeaponDef& weapon);
// The score multiplier in the top bar.
std::string MultiplierTooltip();
// The discard points counter.
std::string DiscardTooltip();
// The TERRAIN button.
std::string TerrainTooltip();
// The threat list's note on a bash: "takes 2".
std::string BashDamageText();

// What a click will do, named and said in words for the board's tooltip: "NERVE GAS on
// E1: Poison 1 for 3 turns.", "RIFLE TEAM engages the attacker on E1.", "Fire the cannon
// at E1.", "Build a barricade on E1.".
std::string ActionHint(const Catalog& catalog, const BattleState& state, const Action& action);

// An operation's shown name without its leading "OPERATION " in the player's words
// ("ORIENTATION"), for the narrow chart bars; the name as it is when it has none.
std::string ShortOperationName(const std::string& shown);
// A perk as the glossary names it, in the player's words: "First Strike".
std::string PerkText(int bit_index);

}  // namespace bc::ui
