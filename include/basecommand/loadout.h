// Loadouts: checking a deck against the Deck Building rules and choosing the deck a
// mission's policy gives (docs/rules.md, Deck Building).
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"

namespace bc {

// Every reason the loadout is not a legal deck, in a fixed order; empty when legal.
// 8 unit cards, 16 support cards, 2 different fieldworks, 1 doctrine, 1 base weapon
// (an id in catalog.weapons); each card within its deck limit; at most one hero; no
// mission-defined siege units.
std::vector<std::string> ValidateLoadout(const Catalog& catalog, const LoadoutDef& loadout);

// The loadout a battle of this mission uses: kStarter -> the loadout "starter";
// kFixed -> mission.fixed_loadout; kCustom -> `requested` when it is a legal loadout,
// else the starter. -1 when none of those exists.
int ResolveLoadout(const Catalog& catalog, const MissionDef& mission, int requested);

}  // namespace bc
