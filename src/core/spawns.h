// The mission's attacker queue: telegraphing schedule entries into pending spawns with
// their landing cells, and landing them. Internal to the core.
#pragma once

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc::siege {

// Resolves the landing cell of pending spawns still without one, then moves every
// schedule entry with turn <= up_to_turn into pending (while there is room), resolving
// its cell: the exact cell, or a random free deployment (reinforcement) cell of its
// sector, else any free spawn cell of the mission, else kNoCell. Free = no attacker, no
// barricade, no other pending spawn. kSpawnTelegraphed for each resolved spawn.
void Telegraph(const Catalog& catalog, BattleState& state, int up_to_turn, Events* events);

// Lands every pending spawn whose cell is free (kSpawned); the others stay pending
// (kSpawnDelayed). A ground attacker does not land on a barricade.
void LandPending(const Catalog& catalog, BattleState& state, Events* events);

// The lane a pending spawn will follow once landed (LaneFor of its entry, type and
// cell): index + 1, 0 for none. Sent as the amount of kSpawnTelegraphed and kSpawned.
std::uint8_t SpawnLane(const Catalog& catalog, const BattleState& state, const PendingSpawn& spawn);

// Bit i set = a pending spawn will land on cell i.
std::uint64_t PendingMask(const BattleState& state);

}  // namespace bc::siege
