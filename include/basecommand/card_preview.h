// What the desktop game shows before the player commits a unit card: the engagement
// preview of a `unit N CELL` action, with the unit's deploy and pre-engagement hooks
// already applied (on a copy; the state is not touched), or of a posted unit's
// `order POST CELL` (its pre-engagement hooks only: docs/rules.md, Posts).
#pragma once

#include <optional>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/engagement.h"

namespace bc {

// nullopt unless `action` is a legal kPlayUnit or kOrder. When the hooks alone destroy the target,
// the preview has one outcome with the defender at 0 HP.
std::optional<EngagementPreview> PreviewUnitPlay(const Catalog& catalog, const BattleState& state,
                                                 const Action& action);

// The two sides of a unit play's engagement, the hooks applied: the unit, and the target
// as the fight finds it (nullopt when the hooks alone destroyed it). The preview is a
// function of these alone (PreviewSides), so a caller may keep previews by their sides.
struct UnitPlaySides {
  Combatant unit;
  std::optional<Combatant> target;
};

// nullopt unless `action` is a legal kPlayUnit or kOrder; PreviewUnitPlay is
// PreviewSides of these.
std::optional<UnitPlaySides> SidesOfUnitPlay(const Catalog& catalog, const BattleState& state,
                                             const Action& action);
EngagementPreview PreviewSides(const UnitPlaySides& sides);

}  // namespace bc
