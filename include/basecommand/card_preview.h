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

}  // namespace bc
