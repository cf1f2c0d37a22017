// Loadouts: checking a deck against the Deck Building rules and choosing the deck a
// mission's policy gives (docs/rules.md, Deck Building).
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/rules_text.h"

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

// --- Building a loadout a card at a time (the deck builder) ------------------------
// The same Deck Building rules as ValidateLoadout, asked one card at a time.

// Why one more copy of the card may not go into the loadout, or "" when it may: unknown
// card, a siege unit, a full part, the card's deck limit, a fieldwork already in the
// kit, a second hero. A doctrine always may: it replaces the one there. The reason is in
// `text`'s words (English by default).
std::string CheckAddToLoadout(const Catalog& catalog, const LoadoutDef& loadout, const std::string& card_id,
                              const RulesText& text = EnglishRulesText());
// Adds one copy to the part its family belongs to (the doctrine replaces the doctrine)
// when CheckAddToLoadout allows it; returns its reason otherwise, changing nothing.
std::string AddToLoadout(const Catalog& catalog, const std::string& card_id, LoadoutDef& loadout,
                         const RulesText& text = EnglishRulesText());
// Removes one copy of the card (the doctrine: clears it). False when there is none.
bool RemoveFromLoadout(const std::string& card_id, LoadoutDef& loadout);
// Copies of the card in the loadout, over every part.
int CopiesIn(const LoadoutDef& loadout, const std::string& card_id);
// How many cards a part of the loadout holds when full: 8 units, 16 supports, 2
// fieldworks, 1 doctrine.
std::size_t LoadoutPartSize(CardFamily family);

}  // namespace bc
