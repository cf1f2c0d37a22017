// The front door: CheckAction, Apply and LegalActions for every action, siege and card
// alike (card actions go to the card hooks).
#include "basecommand/rules.h"

#include <algorithm>
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
  siege::ClearShots clear(catalog, state);
  if (siege::CannonPower(catalog, state) > 0) {
    // Targets in cell order: the attackers in range whose line of fire is clear
    // (CheckFire's tests), as a mask.
    const WeaponDef& weapon = catalog.weapons[state.weapon];
    std::uint64_t in_range = 0;
    for (int r = std::max(weapon.min_range, 1); r <= std::min(weapon.max_range, 3); ++r) {
      in_range |= RangeMask(r);
    }
    const std::uint64_t occupied_in_range = state.masks.occupied & in_range;
    std::uint64_t targets =
        occupied_in_range != 0 ? occupied_in_range & clear.Mask() : 0;
    for (; targets != 0; targets &= targets - 1) {
      out.push_back(Action::Fire(static_cast<Cell>(std::countr_zero(targets))));
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    // CheckBuildCell's and CheckDemolish's rules, as masks.
    const BoardMasks& m = state.masks;
    if (std::popcount(m.player_built) < kMaxPlayerBarricades) {
      const std::uint64_t buildable =
          ~(m.no_build | m.occupied | m.barricades | m.trapped | siege::PendingMask(state));
      for (std::uint64_t bits = buildable; bits != 0; bits &= bits - 1) {
        out.push_back(Action::Build(static_cast<Cell>(std::countr_zero(bits))));
      }
    }
    for (std::uint64_t bits = m.destructible; bits != 0; bits &= bits - 1) {
      out.push_back(Action::Demolish(static_cast<Cell>(std::countr_zero(bits))));
    }
  }
  cards::AppendLegal(catalog, state, out, clear);
}

std::vector<Action> LegalActions(const Catalog& catalog, const BattleState& state) {
  std::vector<Action> out;
  LegalActions(catalog, state, out);
  return out;
}

}  // namespace bc
