// The front door: CheckAction, Apply and LegalActions for every action, siege and card
// alike (card actions go to the card hooks).
#include "basecommand/rules.h"

#include <bit>

#include "core/card_hooks.h"
#include "core/enemy_phase.h"
#include "core/line_of_fire.h"
#include "core/player_actions.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc {

std::string CheckAction(const Catalog& catalog, const BattleState& state, const Action& action) {
  if (state.phase == Phase::kVictory) return "the battle is over: it was won";
  if (state.phase == Phase::kDefeat) return "the battle is over: it was lost";
  switch (action.kind) {
    case ActionKind::kEndTurn:
      return "";
    case ActionKind::kFireCannon:
      return siege::CheckFire(catalog, state, action.cell);
    case ActionKind::kBuildBarricade:
      return siege::CheckBuild(state, action.cell);
    case ActionKind::kDemolishBarricade:
      return siege::CheckDemolish(state, action.cell);
    default:
      break;
  }
  if (cards::IsCardAction(action)) return cards::Check(catalog, state, action);
  return "unknown action";
}

void ApplyUnchecked(const Catalog& catalog, BattleState& state, const Action& action,
                    Events* events) {
  switch (action.kind) {
    case ActionKind::kEndTurn:
      siege::EndTurn(catalog, state, events);
      break;
    case ActionKind::kFireCannon:
      siege::ApplyFire(catalog, state, action.cell, events);
      break;
    case ActionKind::kBuildBarricade:
      siege::ApplyBuild(state, action.cell, events);
      break;
    case ActionKind::kDemolishBarricade:
      siege::ApplyDemolish(state, action.cell, events);
      break;
    default:
      cards::Apply(catalog, state, action, events);
      break;
  }
  siege::CheckVictory(catalog, state, events);
}

ApplyResult Apply(const Catalog& catalog, BattleState& state, const Action& action) {
  ApplyResult result;
  result.reason = CheckAction(catalog, state, action);
  if (!result.reason.empty()) return result;
  result.ok = true;
  ApplyUnchecked(catalog, state, action, &result.events);
  return result;
}

void LegalActions(const Catalog& catalog, const BattleState& state, std::vector<Action>& out) {
  out.clear();
  if (state.phase != Phase::kPlayer) return;
  out.push_back(Action::EndTurn());
  if (siege::CannonPower(catalog, state) > 0) {
    // Targets in cell order: collect the attackers in range whose line of fire is clear
    // (CheckFire's tests) as a mask, then walk it.
    const WeaponDef& weapon = catalog.weapons[state.weapon];
    const bool barricades = siege::AnyBarricade(state);
    Routing routing;
    if (barricades) routing = ComputeRouting(state);
    std::uint64_t targets = 0;
    for (int i = 0; i < state.attacker_count; ++i) {
      const Cell c = state.attackers[i].cell;
      const int range = RangeOf(c);
      if (range < weapon.min_range || range > weapon.max_range) continue;
      if (barricades && siege::DirectFireBlocker(catalog, state, &routing, c) != kNoCell) continue;
      targets |= std::uint64_t{1} << c;
    }
    for (; targets != 0; targets &= targets - 1) {
      out.push_back(Action::Fire(static_cast<Cell>(std::countr_zero(targets))));
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    // One pass over the board, as bit masks: buildable cells (CheckBuildCell's rules,
    // branch-free) and destructible barricades.
    constexpr std::uint8_t kNoBuild =
        kCellBase | kCellBlocked | kCellObjective | kCellDeployment | kCellReinforcement;
    std::uint64_t buildable = 0;
    std::uint64_t destructible = 0;
    int player_barricades = 0;
    for (int i = 0; i < kCellCount; ++i) {
      const BarricadeKind b = state.barricades[i];
      const bool free = (state.cell_flags[i] & kNoBuild) == 0 && state.attacker_at[i] < 0 &&
                        b == BarricadeKind::kNone;
      buildable |= static_cast<std::uint64_t>(free) << i;
      const bool player = b == BarricadeKind::kPlayer;
      destructible |= static_cast<std::uint64_t>(player || b == BarricadeKind::kMission) << i;
      player_barricades += player;
    }
    if (player_barricades < kMaxPlayerBarricades) {
      for (std::uint64_t bits = buildable & ~siege::PendingMask(state); bits != 0;
           bits &= bits - 1) {
        out.push_back(Action::Build(static_cast<Cell>(std::countr_zero(bits))));
      }
    }
    for (std::uint64_t bits = destructible; bits != 0; bits &= bits - 1) {
      out.push_back(Action::Demolish(static_cast<Cell>(std::countr_zero(bits))));
    }
  }
  cards::AppendLegal(catalog, state, out);
}

std::vector<Action> LegalActions(const Catalog& catalog, const BattleState& state) {
  std::vector<Action> out;
  LegalActions(catalog, state, out);
  return out;
}

}  // namespace bc
