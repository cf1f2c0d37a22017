// The siege's own player actions: firing the cannon and the terrain actions (build a
// barricade, demolish one). Checks return a reason a player understands, or "".
// Internal to the core; rules.cpp dispatches to these.
#pragma once

#include <cstdint>
#include <string>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/rules_text.h"

namespace bc::siege {

// Why a barricade cannot be built on a cell, as a code (so LegalActions can test cells
// fast and CheckAction can explain).
enum class BuildProblem : std::uint8_t {
  kNone = 0,
  kOffBoard,
  kBase,
  kBlocked,
  kObjective,
  kDeployment,
  kReinforcement,
  kAttacker,
  kBarricade,
  kPendingSpawn,
  kTrap,  // a demolition charge lies there
  kPost,  // a unit holds a post there
};
BuildProblem CheckBuildCell(const BattleState& state, Cell cell, std::uint64_t pending_mask);
int PlayerBarricadeCount(const BattleState& state);

// The power of the next shot (power step x multiplier), 0 when not charged. (Inline:
// every listing of actions asks it.)
inline int CannonPower(const Catalog& catalog, const BattleState& state) {
  return WeaponPowerAt(catalog, state.weapon, state.cannon_charge) * state.cannon_multiplier;
}

std::string CheckFire(const Catalog& catalog, const BattleState& state, Cell target, const RulesText& text);
std::string CheckBuild(const BattleState& state, Cell cell, const RulesText& text);
std::string CheckDemolish(const BattleState& state, Cell cell, const RulesText& text);

void ApplyFire(const Catalog& catalog, BattleState& state, Cell target, Events* events);
void ApplyBuild(BattleState& state, Cell cell, Events* events);
void ApplyDemolish(BattleState& state, Cell cell, Events* events);

}  // namespace bc::siege
