// The front door: CheckAction, Apply and LegalActions for every action, siege and card
// alike (card actions go to the card hooks).
#include "basecommand/rules.h"

#include <algorithm>
#include <bit>

#include "core/action_buffer.h"
#include "core/card_hooks.h"
#include "core/enemy_phase.h"
#include "core/line_of_fire.h"
#include "core/player_actions.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc {

std::string CheckAction(const Catalog& catalog, const BattleState& state, const Action& action,
                        const RulesText& text) {
  if (state.phase == Phase::kVictory) return text.Phrase("the battle is over: it was won");
  if (state.phase == Phase::kDefeat) return text.Phrase("the battle is over: it was lost");
  switch (action.kind) {
    case ActionKind::kEndTurn:
      return "";
    case ActionKind::kFireCannon:
      return siege::CheckFire(catalog, state, action.cell, text);
    case ActionKind::kBuildBarricade:
      return siege::CheckBuild(state, action.cell, text);
    case ActionKind::kDemolishBarricade:
      return siege::CheckDemolish(state, action.cell, text);
    default:
      break;
  }
  if (cards::IsCardAction(action)) return cards::Check(catalog, state, action, text);
  return text.Phrase("unknown action");
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

void EndTurnToValue(const Catalog& catalog, BattleState& state) {
  siege::EndTurnToValue(catalog, state);
  siege::CheckVictory(catalog, state, nullptr);  // as ApplyUnchecked asks after every action
}

ApplyResult Apply(const Catalog& catalog, BattleState& state, const Action& action, const RulesText& text) {
  ApplyResult result;
  result.reason = CheckAction(catalog, state, action, text);
  if (!result.reason.empty()) return result;
  result.ok = true;
  ApplyUnchecked(catalog, state, action, &result.events);
  return result;
}

namespace {

// Writes every legal action of a battle being played from `at` on; returns the end.
Action* ListLegal(const Catalog& catalog, const BattleState& state, Action* at) {
  at = ActionBuffer::Put(at, Action::EndTurn());
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
    const std::uint64_t fire = ActionBuffer::Pattern(Action::Fire(kNoCell));
    for (; targets != 0; targets &= targets - 1) {
      at = ActionBuffer::PutCell(at, fire, static_cast<Cell>(std::countr_zero(targets)));
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    // CheckBuildCell's and CheckDemolish's rules, as masks. (They read every cell's
    // barricade: player_built and destructible are barricades too.)
    const BoardMasks& m = state.masks;
    const std::uint64_t barricades = BarricadesIn(state, kEveryCell);
    if (CountCells(m.player_built) < kMaxPlayerBarricades) {
      const std::uint64_t buildable =
          ~(m.no_build | m.occupied | barricades | m.trapped | m.posted | siege::PendingMask(state));
      const std::uint64_t build = ActionBuffer::Pattern(Action::Build(kNoCell));
      for (std::uint64_t bits = buildable; bits != 0; bits &= bits - 1) {
        at = ActionBuffer::PutCell(at, build, static_cast<Cell>(std::countr_zero(bits)));
      }
    }
    const std::uint64_t demolish = ActionBuffer::Pattern(Action::Demolish(kNoCell));
    for (std::uint64_t bits = m.destructible; bits != 0; bits &= bits - 1) {
      at = ActionBuffer::PutCell(at, demolish, static_cast<Cell>(std::countr_zero(bits)));
    }
  }
  return cards::AppendLegal(catalog, state, at, clear);
}

}  // namespace

void LegalActions(const Catalog& catalog, const BattleState& state, std::vector<Action>& out) {
  if (state.phase != Phase::kPlayer) {
    out.clear();
    return;
  }
  ActionBuffer buffer;
  buffer.SetEnd(ListLegal(catalog, state, buffer.End()));
  buffer.CopyTo(out);
}

void LegalActions(const Catalog& catalog, const BattleState& state, ActionList& out) {
  out.count = state.phase != Phase::kPlayer
                  ? 0
                  : static_cast<int>(ListLegal(catalog, state, out.actions.data()) - out.actions.data());
}

std::vector<Action> LegalActions(const Catalog& catalog, const BattleState& state) {
  std::vector<Action> out;
  LegalActions(catalog, state, out);
  return out;
}

}  // namespace bc
