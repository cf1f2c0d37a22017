// The changes a player makes to the profile from the campaign screens, as plain data: a
// screen says which one the player chose, and the profile session carries it out after
// the frame (ProfileSession::Apply) through the profile_*.h operations. Data, not
// closures, so the tests can write them down and the screens cannot change the profile.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "campaign/profile.h"

namespace bc::session {

struct ProfileCommand {
  enum class Kind {
    kUnlockCard,          // card
    kBuyRank,             // campaign, card, copy (the roster is synced with the starter first)
    kRefitUnit,           // campaign, card, copy
    kRefitAll,            // campaign
    kBuyCommandFileSlot,
    kBuyService,          // id
    kChooseEmblem,        // id
    kChooseCallingCard,   // id
    kSetCallsign,         // text
    kEraseStatistics,
    kClearActiveSiege,
    kChooseDifficulty,    // id: the level of the battles started from now on
    kMarkTipSeen,         // id: a first-time tip shown, not to be shown again
  };
  Kind kind = Kind::kUnlockCard;
  std::string id;        // the card, service or cosmetic; the callsign's text
  std::string campaign;  // the operation of a unit
  std::string card;      // the unit's card
  int copy = 0;          // and which copy of it

  bool operator==(const ProfileCommand&) const = default;

  static ProfileCommand Make(Kind kind, std::string id = "", std::string campaign = "", std::string card = "",
                             int copy = 0) {
    ProfileCommand c;
    c.kind = kind;
    c.id = std::move(id);
    c.campaign = std::move(campaign);
    c.card = std::move(card);
    c.copy = copy;
    return c;
  }
  static ProfileCommand UnlockCard(std::string card) { return Make(Kind::kUnlockCard, std::move(card)); }
  static ProfileCommand BuyRank(std::string campaign, std::string card, int copy) {
    return Make(Kind::kBuyRank, "", std::move(campaign), std::move(card), copy);
  }
  static ProfileCommand RefitUnit(std::string campaign, std::string card, int copy) {
    return Make(Kind::kRefitUnit, "", std::move(campaign), std::move(card), copy);
  }
  static ProfileCommand RefitAll(std::string campaign) { return Make(Kind::kRefitAll, "", std::move(campaign)); }
  static ProfileCommand BuyCommandFileSlot() { return Make(Kind::kBuyCommandFileSlot); }
  static ProfileCommand BuyService(std::string id) { return Make(Kind::kBuyService, std::move(id)); }
  static ProfileCommand ChooseEmblem(std::string id) { return Make(Kind::kChooseEmblem, std::move(id)); }
  static ProfileCommand ChooseCallingCard(std::string id) { return Make(Kind::kChooseCallingCard, std::move(id)); }
  static ProfileCommand SetCallsign(std::string text) { return Make(Kind::kSetCallsign, std::move(text)); }
  static ProfileCommand EraseStatistics() { return Make(Kind::kEraseStatistics); }
  static ProfileCommand ClearActiveSiege() { return Make(Kind::kClearActiveSiege); }
  static ProfileCommand ChooseDifficulty(std::string id) { return Make(Kind::kChooseDifficulty, std::move(id)); }
  static ProfileCommand MarkTipSeen(std::string id) { return Make(Kind::kMarkTipSeen, std::move(id)); }
};

// Runs the command's operation on `profile`; a refusal is returned as it came (and the
// caller keeps the profile as it was), its reason in the game's language (CatalogueRules).
Outcome ApplyProfileCommand(const Catalog& catalog, const ProfileCommand& command, Profile& profile);

// The unit cards of the catalog's starter loadout: the roster every operation starts from.
std::vector<std::string> StarterUnits(const Catalog& catalog);

}  // namespace bc::session
