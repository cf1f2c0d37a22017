// The Basecamp's economy over a Profile: unlocking cards (priced by rarity), buying unit
// ranks, extra command file slots and optional services, refitting damaged units, and the
// collection percentage. Credits spent on ranks, slots, services and refits are credits
// not spent on cards: the collection that campaign earnings can support shrinks, as the
// rulebook intends. Numbers and reasoning: docs/campaign.md.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "basecommand/rules_text.h"

namespace bc {

// Card unlock price by rarity (common, uncommon, rare, legendary).
constexpr std::array<int, 4> kUnlockCosts = {300, 600, 1000, 1600};
// Unit rank prices: to rank 2, 3 and 4.
constexpr std::array<int, 3> kRankCosts = {400, 700, 1100};
// Command file slots beyond the starting two: the 3rd, 4th, 5th and 6th.
constexpr std::array<int, 4> kSlotCosts = {400, 600, 800, 1000};
// Refit: credits per missing HP, plus a recovery fee for a disabled (0 HP) unit.
constexpr int kRefitCostPerHp = 40;
constexpr int kRecoveryFee = 200;

// An optional service: bought once, in force for the rest of the profile's life.
struct ServiceDef {
  const char* id;
  const char* name;
  const char* description;
  int cost;
};
constexpr const char* kServiceFieldHospital = "field_hospital";
constexpr const char* kServiceRecoveryContract = "recovery_contract";
constexpr std::array<ServiceDef, 2> kServices = {{
    {kServiceFieldHospital, "FIELD HOSPITAL",
     "Refits cost half. The Bureau calls this a saving.", 1500},
    {kServiceRecoveryContract, "RECOVERY CONTRACT",
     "Units defeated in a mission return with 1 HP instead of waiting for a refit.", 1200},
}};
const ServiceDef* FindService(const std::string& id);

// Cards the Basecamp sells: every card that is not a mission-defined siege unit.
bool IsCollectible(const CardDef& card);
int UnlockCost(const CardDef& card);

// Unlocks a collectible card. Refused: unknown, siege unit, already owned, not enough
// credits. Every refusal here gives its reason in `text`'s words (English by default).
Outcome UnlockCard(const Catalog& catalog, const std::string& card_id, Profile& profile,
                   const RulesText& text = EnglishRulesText());

// Price of the next rank for a unit of the operation's roster, or 0 at the top rank.
int RankCost(const CarriedUnit& unit);
// Buys the next rank for (card, copy) in the operation's roster. Refused: unknown
// operation or unit, already at rank 4, disabled (refit first), not enough credits.
Outcome BuyRank(const Catalog& catalog, const std::string& campaign_id,
                const std::string& card_id, int copy, Profile& profile,
                const RulesText& text = EnglishRulesText());

// Price of the next command file slot, or 0 when at the maximum.
int SlotCost(const Profile& profile);
Outcome BuyCommandFileSlot(Profile& profile, const RulesText& text = EnglishRulesText());

// Buys an optional service. Refused: unknown, already bought, not enough credits.
Outcome BuyService(const std::string& service_id, Profile& profile, const RulesText& text = EnglishRulesText());

// What restoring the unit to full HP costs now (0 when undamaged).
int RefitCost(const Profile& profile, const CarriedUnit& unit);
// Restores one unit of the operation's roster to full HP. Refused: unknown unit, not
// damaged, not enough credits.
Outcome RefitUnit(const std::string& campaign_id, const std::string& card_id, int copy,
                  Profile& profile, const RulesText& text = EnglishRulesText());
// What refitting every damaged unit of the operation costs now.
int RefitAllCost(const Profile& profile, const std::string& campaign_id);
// Refits every damaged unit, or none: refused when the credits do not cover them all.
Outcome RefitAll(const std::string& campaign_id, Profile& profile, const RulesText& text = EnglishRulesText());

// Collection: owned collectible cards out of all collectible cards.
struct Collection {
  int owned = 0;
  int total = 0;
  int cost_to_complete = 0;  // credits to unlock every collectible card not yet owned
  int Percent() const { return total == 0 ? 100 : owned * 100 / total; }
};
Collection CollectionOf(const Catalog& catalog, const Profile& profile);

// The most credits the operations can ever pay: a flawless grade on every mission.
int MaxCampaignEarnings(const Campaigns& campaigns);

// The collection percentage that the credits left to earn plus those in hand could
// still reach if every one of them went to cards, cheapest first: what services cost the
// collection, in one number.
int SupportedCollectionPercent(const Catalog& catalog, const Campaigns& campaigns,
                               const Profile& profile);

// The distinct cards of the "starter" loadout (units, supports, fieldworks, doctrine):
// what a new profile owns. Empty when the catalog has no starter loadout.
std::vector<std::string> StarterCards(const Catalog& catalog);

// The unit cards of `loadout_units` the profile does not own (a custom deck in an
// operation may use owned cards only).
std::vector<std::string> UnownedCards(const Profile& profile,
                                      const std::vector<std::string>& card_ids);

}  // namespace bc
