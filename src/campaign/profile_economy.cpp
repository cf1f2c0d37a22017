// The Basecamp's economy (profile_economy.h).
#include "campaign/profile_economy.h"

#include <algorithm>

#include "campaign/campaign_grade.h"

namespace bc {

namespace {

Outcome NotEnough(int cost, const Profile& profile, const RulesText& t) {
  // TRANSLATORS: {0} the price, {1} the credits the player has.
  return Outcome::Refused(FillPlaces(t.Phrase("not enough credits: it costs {0}, you have {1}"),
                                     {t.Number(cost), t.Number(profile.credits)}));
}

CarriedUnit* FindRosterUnit(Profile& profile, const std::string& campaign_id,
                            const std::string& card_id, int copy, std::string* reason, const RulesText& t) {
  const auto it = profile.campaigns.find(campaign_id);
  if (it == profile.campaigns.end()) {
    *reason = FillPlaces(t.Phrase("no units are on file for operation '{0}'"), {campaign_id});
    return nullptr;
  }
  CarriedUnit* unit = FindUnit(it->second.roster, card_id, copy);
  if (unit == nullptr) *reason = FillPlaces(t.Phrase("'{0}' is not in this operation's roster"), {card_id});
  return unit;
}

}  // namespace

const ServiceDef* FindService(const std::string& id) {
  for (const ServiceDef& service : kServices) {
    if (id == service.id) return &service;
  }
  return nullptr;
}

bool IsCollectible(const CardDef& card) { return !card.siege; }

int UnlockCost(const CardDef& card) {
  return kUnlockCosts[static_cast<std::size_t>(card.rarity)];
}

Outcome UnlockCard(const Catalog& catalog, const std::string& card_id, Profile& profile, const RulesText& t) {
  const int index = catalog.FindCard(card_id);
  if (index < 0) return Outcome::Refused(FillPlaces(t.Phrase("there is no card called '{0}'"), {card_id}));
  const CardDef& card = catalog.cards[static_cast<std::size_t>(index)];
  if (!IsCollectible(card)) {
    return Outcome::Refused(FillPlaces(t.Phrase("{0} is a siege unit: it comes with its mission"), {card.name}));
  }
  if (profile.owned_cards.count(card_id) != 0) {
    return Outcome::Refused(FillPlaces(t.Phrase("{0} is already in your collection"), {card.name}));
  }
  const int cost = UnlockCost(card);
  if (profile.credits < cost) return NotEnough(cost, profile, t);
  profile.credits -= cost;
  AddToCount(profile.ledger.cards, cost);
  profile.owned_cards.insert(card_id);
  return Outcome::Done(cost);
}

int RankCost(const CarriedUnit& unit) {
  if (unit.rank < 1 || unit.rank >= kMaxRank) return 0;
  return kRankCosts[static_cast<std::size_t>(unit.rank - 1)];
}

Outcome BuyRank(const Catalog& catalog, const std::string& campaign_id,
                const std::string& card_id, int copy, Profile& profile, const RulesText& t) {
  std::string reason;
  CarriedUnit* unit = FindRosterUnit(profile, campaign_id, card_id, copy, &reason, t);
  if (unit == nullptr) return Outcome::Refused(reason);
  if (unit->rank >= kMaxRank) {
    return Outcome::Refused(FillPlaces(t.Phrase("this unit is already at rank {0}"), {std::to_string(kMaxRank)}));
  }
  if (unit->Disabled()) return Outcome::Refused(t.Phrase("this unit is disabled: refit it first"));
  const int cost = RankCost(*unit);
  if (profile.credits < cost) return NotEnough(cost, profile, t);
  profile.credits -= cost;
  AddToCount(profile.ledger.ranks, cost);
  RankUp(catalog, *unit);
  return Outcome::Done(cost);
}

int SlotCost(const Profile& profile) {
  const int bought = profile.command_file_slots - kStartingCommandFileSlots;
  if (bought < 0 || bought >= static_cast<int>(kSlotCosts.size())) return 0;
  return kSlotCosts[static_cast<std::size_t>(bought)];
}

Outcome BuyCommandFileSlot(Profile& profile, const RulesText& t) {
  if (profile.command_file_slots >= kMaxCommandFileSlots) {
    return Outcome::Refused(FillPlaces(t.PhraseN("all {0} command file slot is already issued",
                                                 "all {0} command file slots are already issued", kMaxCommandFileSlots),
                                       {std::to_string(kMaxCommandFileSlots)}));
  }
  const int cost = SlotCost(profile);
  if (profile.credits < cost) return NotEnough(cost, profile, t);
  profile.credits -= cost;
  AddToCount(profile.ledger.slots, cost);
  ++profile.command_file_slots;
  return Outcome::Done(cost);
}

Outcome BuyService(const std::string& service_id, Profile& profile, const RulesText& t) {
  const ServiceDef* service = FindService(service_id);
  if (service == nullptr) return Outcome::Refused(FillPlaces(t.Phrase("there is no service called '{0}'"), {service_id}));
  if (profile.services.count(service_id) != 0) {
    return Outcome::Refused(FillPlaces(t.Phrase("{0} is already in service"), {t.Phrase(service->name)}));
  }
  if (profile.credits < service->cost) return NotEnough(service->cost, profile, t);
  profile.credits -= service->cost;
  AddToCount(profile.ledger.services, service->cost);
  profile.services.insert(service_id);
  return Outcome::Done(service->cost);
}

int RefitCost(const Profile& profile, const CarriedUnit& unit) {
  if (!unit.Damaged()) return 0;
  int cost = (unit.max_hp - std::max(0, unit.hp)) * kRefitCostPerHp;
  if (unit.Disabled()) cost += kRecoveryFee;
  if (profile.services.count(kServiceFieldHospital) != 0) cost = (cost + 1) / 2;
  return cost;
}

Outcome RefitUnit(const std::string& campaign_id, const std::string& card_id, int copy,
                  Profile& profile, const RulesText& t) {
  std::string reason;
  CarriedUnit* unit = FindRosterUnit(profile, campaign_id, card_id, copy, &reason, t);
  if (unit == nullptr) return Outcome::Refused(reason);
  if (!unit->Damaged()) return Outcome::Refused(t.Phrase("this unit is not damaged"));
  const int cost = RefitCost(profile, *unit);
  if (profile.credits < cost) return NotEnough(cost, profile, t);
  profile.credits -= cost;
  AddToCount(profile.ledger.refits, cost);
  AddToCount(profile.stats.refits, 1);
  unit->hp = unit->max_hp;
  return Outcome::Done(cost);
}

int RefitAllCost(const Profile& profile, const std::string& campaign_id) {
  const auto it = profile.campaigns.find(campaign_id);
  if (it == profile.campaigns.end()) return 0;
  int cost = 0;
  for (const CarriedUnit& unit : it->second.roster) cost += RefitCost(profile, unit);
  return cost;
}

Outcome RefitAll(const std::string& campaign_id, Profile& profile, const RulesText& t) {
  const int cost = RefitAllCost(profile, campaign_id);
  if (cost == 0) return Outcome::Refused(t.Phrase("no unit of this operation needs a refit"));
  if (profile.credits < cost) return NotEnough(cost, profile, t);
  for (CarriedUnit& unit : profile.campaigns[campaign_id].roster) {
    if (!unit.Damaged()) continue;
    unit.hp = unit.max_hp;
    AddToCount(profile.stats.refits, 1);
  }
  profile.credits -= cost;
  AddToCount(profile.ledger.refits, cost);
  return Outcome::Done(cost);
}

Collection CollectionOf(const Catalog& catalog, const Profile& profile) {
  Collection collection;
  for (const CardDef& card : catalog.cards) {
    if (!IsCollectible(card)) continue;
    ++collection.total;
    if (profile.owned_cards.count(card.id) != 0) {
      ++collection.owned;
    } else {
      collection.cost_to_complete += UnlockCost(card);
    }
  }
  return collection;
}

int MaxCampaignEarnings(const Campaigns& campaigns) {
  int total = 0;
  for (const CampaignDef& campaign : campaigns) {
    total += kFlawlessPayout * static_cast<int>(campaign.missions.size());
  }
  return total;
}

int SupportedCollectionPercent(const Catalog& catalog, const Campaigns& campaigns,
                               const Profile& profile) {
  int still_to_earn = 0;
  for (const CampaignDef& campaign : campaigns) {
    for (const CampaignMissionDef& slot : campaign.missions) {
      const auto it = profile.missions.find(slot.mission);
      const int paid = it == profile.missions.end() ? 0 : it->second.payout;
      still_to_earn += std::max(0, kFlawlessPayout - paid);
    }
  }
  int budget = profile.credits + still_to_earn;
  std::vector<int> prices;
  int owned = 0;
  int total = 0;
  for (const CardDef& card : catalog.cards) {
    if (!IsCollectible(card)) continue;
    ++total;
    if (profile.owned_cards.count(card.id) != 0) {
      ++owned;
    } else {
      prices.push_back(UnlockCost(card));
    }
  }
  if (total == 0) return 100;
  std::sort(prices.begin(), prices.end());
  for (const int price : prices) {
    if (price > budget) break;
    budget -= price;
    ++owned;
  }
  return owned * 100 / total;
}

std::vector<std::string> StarterCards(const Catalog& catalog) {
  std::vector<std::string> cards;
  const int index = catalog.FindLoadout("starter");
  if (index < 0) return cards;
  const LoadoutDef& starter = catalog.loadouts[static_cast<std::size_t>(index)];
  auto add = [&](const std::string& id) {
    if (!id.empty() && std::find(cards.begin(), cards.end(), id) == cards.end()) cards.push_back(id);
  };
  for (const std::string& id : starter.units) add(id);
  for (const std::string& id : starter.supports) add(id);
  for (const std::string& id : starter.fieldworks) add(id);
  add(starter.doctrine);
  return cards;
}

std::vector<std::string> UnownedCards(const Profile& profile,
                                      const std::vector<std::string>& card_ids) {
  std::vector<std::string> missing;
  for (const std::string& id : card_ids) {
    if (profile.owned_cards.count(id) == 0 &&
        std::find(missing.begin(), missing.end(), id) == missing.end()) {
      missing.push_back(id);
    }
  }
  return missing;
}

}  // namespace bc
