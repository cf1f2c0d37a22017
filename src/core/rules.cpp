// The front door: CheckAction, Apply and LegalActions for every action, siege and card
// alike (card actions go to the card hooks).
#include "basecommand/rules.h"

#include "core/card_hooks.h"
#include "core/enemy_phase.h"
#include "core/player_actions.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc {

std::string CheckAction(const Catalog& catalog, const BattleState& state, const Action& action) {
  if (state.phase == Phase::kVictory) return "the battle is over: it was won";
  if (state.phase == Phase::kDefeat) return "the battle is over: it was lost";
  switch (action.kind) {
    case ActionKind::kEndTurn: return "";
    case ActionKind::kFireCannon: return siege::CheckFire(catalog, state, action.cell);
    case ActionKind::kBuildBarricade: return siege::CheckBuild(state, action.cell);
    case ActionKind::kDemolishBarricade: return siege::CheckDemolish(state, action.cell);
    default: break;
  }
  if (cards::IsCardAction(action)) return cards::Check(catalog, state, action);
  return "unknown action";
}

void ApplyUnchecked(const Catalog& catalog, BattleState& state, const Action& action,
                    Events* events) {
  switch (action.kind) {
    case ActionKind::kEndTurn: siege::EndTurn(catalog, state, events); break;
    case ActionKind::kFireCannon: siege::ApplyFire(catalog, state, action.cell, events); break;
    case ActionKind::kBuildBarricade: siege::ApplyBuild(state, action.cell, events); break;
    case ActionKind::kDemolishBarricade: siege::ApplyDemolish(state, action.cell, events); break;
    default: cards::Apply(catalog, state, action, events); break;
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
    const WeaponDef& weapon = catalog.weapons[state.weapon];
    for (int i = 0; i < kCellCount; ++i) {
      if (state.attacker_at[i] < 0) continue;
      const int range = RangeOf(static_cast<Cell>(i));
      if (range >= weapon.min_range && range <= weapon.max_range) {
        out.push_back(Action::Fire(static_cast<Cell>(i)));
      }
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    if (siege::PlayerBarricadeCount(state) < kMaxPlayerBarricades) {
      const std::uint64_t pending = siege::PendingMask(state);
      for (int i = 0; i < kCellCount; ++i) {
        const Cell c = static_cast<Cell>(i);
        if (siege::CheckBuildCell(state, c, pending) == siege::BuildProblem::kNone) {
          out.push_back(Action::Build(c));
        }
      }
    }
    for (int i = 0; i < kCellCount; ++i) {
      const BarricadeKind b = state.barricades[i];
      if (b == BarricadeKind::kPlayer || b == BarricadeKind::kMission) {
        out.push_back(Action::Demolish(static_cast<Cell>(i)));
      }
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
