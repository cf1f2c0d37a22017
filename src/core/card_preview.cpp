// PreviewUnitPlay: the engagement preview of a unit play, hooks included.
#include "basecommand/card_preview.h"

#include "core/card_hooks.h"
#include "core/card_rules.h"

namespace bc {

std::optional<EngagementPreview> PreviewUnitPlay(const Catalog& catalog, const BattleState& state,
                                                 const Action& action) {
  const std::optional<UnitPlaySides> sides = SidesOfUnitPlay(catalog, state, action);
  if (!sides) return std::nullopt;
  return PreviewSides(*sides);
}

std::optional<UnitPlaySides> SidesOfUnitPlay(const Catalog& catalog, const BattleState& state,
                                             const Action& action) {
  if ((action.kind != ActionKind::kPlayUnit && action.kind != ActionKind::kOrder) ||
      !cards::Check(catalog, state, action, EnglishRulesText()).empty()) {
    return std::nullopt;
  }
  BattleState copy = state;
  const std::uint16_t uid = copy.attackers[copy.attacker_at[action.cell]].uid;
  int instance = -1;
  if (action.kind == ActionKind::kOrder) {
    // A posted unit on orders: no deploy hooks (it is not played), its pre-engagement ones.
    instance = copy.cards.posts[PostAt(copy, static_cast<Cell>(action.index))].unit;
  } else {
    instance = copy.cards.unit_slots[action.slot];
    copy.cards.unit_slots[action.slot] = -1;  // as when played: not in hand for Squad Leader
    cards::RunUnitHooks(catalog, copy, instance, Trigger::kDeploy, uid, nullptr);
  }
  cards::RunUnitHooks(catalog, copy, instance, Trigger::kPreEngagement, uid, nullptr);
  const int index = siege::FindAttackerByUid(copy, uid);
  UnitPlaySides sides{cards::UnitCombatant(catalog, copy.cards, instance), std::nullopt};
  if (index >= 0) sides.target = cards::AttackerCombatant(catalog, copy.attackers[index]);
  return sides;
}

EngagementPreview PreviewSides(const UnitPlaySides& sides) {
  if (!sides.target) {
    EngagementPreview done;
    done.outcomes.push_back({sides.unit.hp, 0, 1.0});
    done.kill_chance = 1.0;
    return done;
  }
  return PreviewEngagement(sides.unit, *sides.target);
}

}  // namespace bc
