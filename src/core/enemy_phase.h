// The end of a turn, in the rulebook's order: enemy statuses tick, enemies activate
// (moving, bashing, breaching, replicating) unless frozen, pending spawns land unless
// skipped, then the turn tick (cannon charge, overcharges expire, terrain action,
// card refills) and the next wave is telegraphed. Internal to the core.
#pragma once

#include <array>
#include <cstdint>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/routing.h"

namespace bc::siege {

// Runs the whole end of turn. Stops at once when the battle is won or lost.
void EndTurn(const Catalog& catalog, BattleState& state, Events* events);

// EndTurn without the next turn's start (its wave telegraphed, the heroes' abilities
// chosen), events none: for EndTurnToValue (basecommand/rules.h).
void EndTurnToValue(const Catalog& catalog, BattleState& state);

// The activation order: uids of the attackers on the board by routing distance
// ascending, ties by cell index. Returns how many were written. `indices`, when given,
// gets each one's index into state.attackers as it stands now (a hint: the enemy phase
// checks it before it searches by uid, since indices move as attackers leave).
int ActivationOrder(const BattleState& state, const Routing& routing,
                    std::array<std::uint16_t, kMaxAttackers>& order,
                    std::array<std::int8_t, kMaxAttackers>* indices = nullptr);

}  // namespace bc::siege
