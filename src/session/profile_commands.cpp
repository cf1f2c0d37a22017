#include "session/profile_commands.h"

#include "campaign/campaign_roster.h"
#include "campaign/profile_dossier.h"
#include "campaign/profile_economy.h"
#include "i18n/translate.h"
#include "session/catalogue_rules_text.h"

namespace bc::session {

Outcome ApplyProfileCommand(const Catalog& catalog, const ProfileCommand& c, Profile& profile) {
  using Kind = ProfileCommand::Kind;
  const RulesText& text = CatalogueRules();
  switch (c.kind) {
    case Kind::kUnlockCard: return UnlockCard(catalog, c.id, profile, text);
    case Kind::kBuyRank:
      SyncRoster(catalog, StarterUnits(catalog), profile.campaigns[c.campaign].roster);
      return BuyRank(catalog, c.campaign, c.card, c.copy, profile, text);
    case Kind::kRefitUnit: return RefitUnit(c.campaign, c.card, c.copy, profile, text);
    case Kind::kRefitAll: return RefitAll(c.campaign, profile, text);
    case Kind::kBuyCommandFileSlot: return BuyCommandFileSlot(profile, text);
    case Kind::kBuyService: return BuyService(c.id, profile, text);
    case Kind::kChooseEmblem: return ChooseEmblem(c.id, profile);
    case Kind::kChooseCallingCard: return ChooseCallingCard(c.id, profile);
    case Kind::kSetCallsign: return SetCallsign(c.id, profile);
    case Kind::kEraseStatistics: return EraseStatistics(profile);
    case Kind::kClearActiveSiege: return ClearActiveSiege(profile);
    case Kind::kChooseDifficulty:
      if (!FindLevel(catalog, c.id)) {
        return Outcome::Refused(i18n::Format(i18n::Tr("there is no difficulty level called '{0}'"), {c.id}));
      }
      profile.difficulty = c.id;
      return Outcome::Done();
    case Kind::kMarkTipSeen:
      // Any id is kept: a tip a later build adds or drops is still remembered.
      if (c.id.empty()) return Outcome::Refused(i18n::Tr("that is not something the Bureau files"));
      profile.tips_seen.insert(c.id);
      return Outcome::Done();
  }
  return Outcome::Refused(i18n::Tr("that is not something the Bureau files"));
}

std::vector<std::string> StarterUnits(const Catalog& catalog) {
  const int starter = catalog.FindLoadout("starter");
  return starter >= 0 ? catalog.loadouts[static_cast<std::size_t>(starter)].units : std::vector<std::string>{};
}

}  // namespace bc::session
