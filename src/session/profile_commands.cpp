#include "session/profile_commands.h"

#include "basecommand/campaign_roster.h"
#include "basecommand/profile_dossier.h"
#include "basecommand/profile_economy.h"

namespace bc::session {

Outcome ApplyProfileCommand(const Catalog& catalog, const ProfileCommand& c, Profile& profile) {
  using Kind = ProfileCommand::Kind;
  switch (c.kind) {
    case Kind::kUnlockCard: return UnlockCard(catalog, c.id, profile);
    case Kind::kBuyRank:
      SyncRoster(catalog, StarterUnits(catalog), profile.campaigns[c.campaign].roster);
      return BuyRank(catalog, c.campaign, c.card, c.copy, profile);
    case Kind::kRefitUnit: return RefitUnit(c.campaign, c.card, c.copy, profile);
    case Kind::kRefitAll: return RefitAll(c.campaign, profile);
    case Kind::kBuyCommandFileSlot: return BuyCommandFileSlot(profile);
    case Kind::kBuyService: return BuyService(c.id, profile);
    case Kind::kChooseEmblem: return ChooseEmblem(c.id, profile);
    case Kind::kChooseCallingCard: return ChooseCallingCard(c.id, profile);
    case Kind::kSetCallsign: return SetCallsign(c.id, profile);
    case Kind::kEraseStatistics: return EraseStatistics(profile);
    case Kind::kClearActiveSiege: return ClearActiveSiege(profile);
    case Kind::kChooseDifficulty:
      if (!FindLevel(catalog, c.id)) return Outcome::Refused("there is no difficulty level called '" + c.id + "'");
      profile.difficulty = c.id;
      return Outcome::Done();
  }
  return Outcome::Refused("that is not something the Bureau files");
}

std::vector<std::string> StarterUnits(const Catalog& catalog) {
  const int starter = catalog.FindLoadout("starter");
  return starter >= 0 ? catalog.loadouts[static_cast<std::size_t>(starter)].units : std::vector<std::string>{};
}

}  // namespace bc::session
