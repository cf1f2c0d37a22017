#include "campaign/campaign_roster.h"

#include <algorithm>
#include <map>

namespace bc {

CarriedUnit FreshUnit(const Catalog& catalog, const std::string& card, int copy) {
  CarriedUnit unit;
  unit.card = card;
  unit.copy = copy;
  const int index = catalog.FindCard(card);
  const int health = index >= 0 ? catalog.cards[static_cast<std::size_t>(index)].ranks[0].health : 1;
  unit.max_hp = std::max(1, health);
  unit.hp = unit.max_hp;
  return unit;
}

namespace {
// Calls fn(card, copy) for each unit of the loadout, numbering repeated ids.
template <typename Fn>
void ForEachSlot(const std::vector<std::string>& unit_cards, Fn fn) {
  std::map<std::string, int> seen;
  for (const std::string& card : unit_cards) fn(card, seen[card]++);
}
}  // namespace

void SyncRoster(const Catalog& catalog, const std::vector<std::string>& unit_cards,
                Roster& roster) {
  ForEachSlot(unit_cards, [&](const std::string& card, int copy) {
    if (FindUnit(roster, card, copy) == nullptr) roster.push_back(FreshUnit(catalog, card, copy));
  });
}

Roster RosterForLoadout(const Catalog& catalog, const std::vector<std::string>& unit_cards,
                        const Roster& roster) {
  Roster out;
  ForEachSlot(unit_cards, [&](const std::string& card, int copy) {
    const CarriedUnit* kept = FindUnit(roster, card, copy);
    out.push_back(kept != nullptr ? *kept : FreshUnit(catalog, card, copy));
  });
  return out;
}

void CarryUnits(const Roster& after_battle, bool recovery_contract, Roster& roster) {
  for (CarriedUnit unit : after_battle) {
    unit.hp = std::clamp(unit.hp, 0, unit.max_hp);
    if (recovery_contract && unit.hp == 0) unit.hp = 1;
    if (CarriedUnit* kept = FindUnit(roster, unit.card, unit.copy)) {
      *kept = unit;
    } else {
      roster.push_back(unit);
    }
  }
}

bool RankUp(const Catalog& catalog, CarriedUnit& unit) {
  if (unit.rank >= kMaxRank) return false;
  const int index = catalog.FindCard(unit.card);
  int delta = 0;
  if (index >= 0) {
    const CardDef& card = catalog.cards[static_cast<std::size_t>(index)];
    delta = card.ranks[static_cast<std::size_t>(unit.rank)].health -
            card.ranks[static_cast<std::size_t>(unit.rank - 1)].health;
  }
  ++unit.rank;
  unit.max_hp = std::max(1, unit.max_hp + delta);
  if (unit.hp > 0) unit.hp = std::clamp(unit.hp + delta, 1, unit.max_hp);
  return true;
}

}  // namespace bc
