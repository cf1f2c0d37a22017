// Units you keep, at the battle's edges (carried_units.h).
#include "basecommand/carried_units.h"

#include <algorithm>
#include <map>

namespace bc {

namespace {

bool IsSiegeUnit(const Catalog& catalog, CardIndex card) {
  return card < 0 || static_cast<std::size_t>(card) >= catalog.cards.size() ||
         catalog.cards[static_cast<std::size_t>(card)].siege;
}

template <typename T, int N>
void RemoveFromPile(Pile<T, N>& pile, T value) {
  int kept = 0;
  for (int i = 0; i < pile.count; ++i) {
    if (pile.items[static_cast<std::size_t>(i)] != value) {
      pile.items[static_cast<std::size_t>(kept++)] = pile.items[static_cast<std::size_t>(i)];
    }
  }
  for (int i = kept; i < pile.count; ++i) pile.items[static_cast<std::size_t>(i)] = T{};
  pile.count = static_cast<std::int8_t>(kept);
}

std::int8_t Clamp8(int v) { return static_cast<std::int8_t>(std::clamp(v, -128, 127)); }
std::int16_t Clamp16(int v) { return static_cast<std::int16_t>(std::clamp(v, -32768, 32767)); }

}  // namespace

CarriedUnit* FindUnit(Roster& roster, const std::string& card, int copy) {
  for (CarriedUnit& unit : roster) {
    if (unit.card == card && unit.copy == copy) return &unit;
  }
  return nullptr;
}

const CarriedUnit* FindUnit(const Roster& roster, const std::string& card, int copy) {
  for (const CarriedUnit& unit : roster) {
    if (unit.card == card && unit.copy == copy) return &unit;
  }
  return nullptr;
}

Roster CarriedUnitsFromBattle(const Catalog& catalog, const BattleState& state) {
  Roster roster;
  std::map<CardIndex, int> copies;
  const CardState& c = state.cards;
  for (int i = 0; i < c.unit_count; ++i) {
    const UnitInstance& u = c.units[static_cast<std::size_t>(i)];
    if (IsSiegeUnit(catalog, u.card)) continue;
    CarriedUnit unit;
    unit.card = catalog.cards[static_cast<std::size_t>(u.card)].id;
    unit.copy = copies[u.card]++;
    unit.max_hp = std::max<int>(1, u.max_hp);
    unit.hp = u.defeated ? 0 : std::clamp<int>(u.hp, 0, unit.max_hp);
    unit.rank = std::clamp<int>(u.rank, 1, kMaxRank);
    unit.kills = u.kills;
    unit.bonuses = UnitBonuses{u.bonus_attack, u.bonus_firepower, u.bonus_evasion,
                               u.bonus_max_hp, u.bonus_crit, u.bonus_ranges, u.perks};
    for (const CardIndex attached : u.attached) {
      if (attached >= 0 && static_cast<std::size_t>(attached) < catalog.cards.size()) {
        unit.upgrades.push_back(catalog.cards[static_cast<std::size_t>(attached)].id);
      }
    }
    roster.push_back(std::move(unit));
  }
  return roster;
}

void ApplyCarriedUnits(const Catalog& catalog, const Roster& carried, BattleState& state) {
  std::map<CardIndex, int> copies;
  CardState& c = state.cards;
  for (int i = 0; i < c.unit_count; ++i) {
    UnitInstance& u = c.units[static_cast<std::size_t>(i)];
    if (IsSiegeUnit(catalog, u.card)) continue;
    const std::string& id = catalog.cards[static_cast<std::size_t>(u.card)].id;
    const CarriedUnit* record = FindUnit(carried, id, copies[u.card]++);
    if (record == nullptr) continue;
    u.rank = Clamp8(std::clamp(record->rank, 1, kMaxRank));
    u.kills = Clamp8(record->kills);
    u.max_hp = Clamp16(std::max(1, record->max_hp));
    u.hp = Clamp16(std::clamp(record->hp, 0, static_cast<int>(u.max_hp)));
    u.bonus_attack = Clamp8(record->bonuses.attack);
    u.bonus_firepower = Clamp8(record->bonuses.firepower);
    u.bonus_evasion = Clamp8(record->bonuses.evasion);
    u.bonus_max_hp = Clamp8(record->bonuses.max_hp);
    u.bonus_crit = Clamp8(record->bonuses.crit);
    u.bonus_ranges = static_cast<std::uint8_t>(record->bonuses.ranges & kAllRanges);
    u.perks = record->bonuses.perks;
    u.attached.fill(kNoCard);
    std::size_t slot = 0;
    for (const std::string& upgrade : record->upgrades) {
      const int card = catalog.FindCard(upgrade);
      if (card >= 0 && slot < u.attached.size()) u.attached[slot++] = static_cast<CardIndex>(card);
    }
    if (u.hp > 0) continue;
    // Disabled: out for this mission, as if defeated before it began.
    u.defeated = true;
    const auto index = static_cast<std::int8_t>(i);
    RemoveFromPile(c.unit_draw, index);
    RemoveFromPile(c.unit_spent, index);
    for (std::int8_t& slot_index : c.unit_slots) {
      if (slot_index == index) slot_index = -1;
    }
  }
}

}  // namespace bc
