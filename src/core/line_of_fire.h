// Direct fire and terrain: whether a barricade blocks a unit card's or the cannon's shot
// at an attacker, and the words of the refusal. One rule for both, so that a shot the
// unit may not take the cannon may not take either. Internal to the core.
#pragma once

#include <string>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/routing.h"
#include "basecommand/rules_text.h"

namespace bc::siege {

// Direct fire at the attacker on `target`: the barricade on the line of fire nearest to
// the target, or kNoCell when the shot is clear. Fire at an aircraft is never blocked.
// `routing` may be null: the battle's is then used (BattleRouting), and only when a
// barricade stands.
Cell DirectFireBlocker(const Catalog& catalog, const BattleState& state, const Routing* routing,
                       Cell target);

// The cells of the attackers a direct shot may reach (DirectFireBlocker finds no
// barricade), as a mask: one pass over the attackers for a whole listing of actions.
std::uint64_t ClearShotMask(const Catalog& catalog, const BattleState& state);
// Its two parts: the cells in the shadow of a barricade (on the battle's routing), and
// the attackers' cells a shot reaches given those (every attacker outside them, and the
// aircraft in them).
std::uint64_t ShadedCells(const Catalog& catalog, const BattleState& state);
std::uint64_t ClearShotsOutside(const Catalog& catalog, const BattleState& state, std::uint64_t shaded);

// ClearShotMask computed at most once, for one listing of actions (the cannon's and the
// unit cards' targets share it). Lives no longer than the state it reads.
class ClearShots {
 public:
  ClearShots(const Catalog& catalog, const BattleState& state) : catalog_(catalog), state_(state) {}
  std::uint64_t Mask() {
    if (!known_) {
      mask_ = ClearShotMask(catalog_, state_);
      known_ = true;
    }
    return mask_;
  }

 private:
  const Catalog& catalog_;
  const BattleState& state_;
  std::uint64_t mask_ = 0;
  bool known_ = false;
};

// Why a blocked shot is refused: "the barricade at C2 blocks the line of fire to C1".
std::string BlockedFireReason(Cell blocker, Cell target, const RulesText& text);

}  // namespace bc::siege
