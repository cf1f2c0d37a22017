// The player's dossier and the OPERATIONS ARCHIVE over a Profile: the callsign (YOUR
// CALLSIGN, READY FOR THE FIELD), the chosen emblem and calling card, and the two erase
// operations ("Clear the active siege or erase stored service statistics").
#pragma once

#include <string>

#include "campaign/profile.h"

namespace bc {

constexpr int kMinCallsignLength = 2;
constexpr int kMaxCallsignLength = 16;

// The callsign as it would be stored (trimmed, upper case), or "" with `reason` set when
// it is not allowed: 2-16 characters of letters, digits, spaces, '-' and '.'.
std::string NormalizeCallsign(const std::string& text, std::string* reason);
Outcome SetCallsign(const std::string& text, Profile& profile);

// Chooses an owned emblem ("emblem_<n>") or calling card ("calling_card_<n>").
Outcome ChooseEmblem(const std::string& emblem, Profile& profile);
Outcome ChooseCallingCard(const std::string& calling_card, Profile& profile);

// Clears the active siege (refused when there is none). Progress is untouched.
Outcome ClearActiveSiege(Profile& profile);
// Erases the service statistics. Progress, credits, cards, achievements and cosmetics
// stay: they were earned, not counted.
Outcome EraseStatistics(Profile& profile);

}  // namespace bc
