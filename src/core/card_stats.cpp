// Unit stats: rank profiles plus upgrades, combatants for engagements, rank-ups.
#include <algorithm>

#include "basecommand/card_events.h"
#include "core/card_rules.h"

namespace bc::cards {

namespace {
}  // namespace

RankProfile EffectiveProfile(const Catalog& catalog, const UnitInstance& unit) {
  const CardDef& card = catalog.cards[unit.card];
  RankProfile p = card.ranks[std::clamp<int>(unit.rank, 1, kMaxRank) - 1];
  p.attack += unit.bonus_attack;
  p.firepower += unit.bonus_firepower;
  p.evasion += unit.bonus_evasion;
  p.health += unit.bonus_max_hp;
  p.crit_chance += unit.bonus_crit;
  p.ranges = static_cast<std::uint8_t>(p.ranges | unit.bonus_ranges);
  return p;
}

std::uint32_t UnitPerks(const Catalog& catalog, const UnitInstance& unit) {
  return catalog.cards[unit.card].perks | unit.perks;
}

// UnitRanges is inline in card_rules.h.

Combatant UnitCombatant(const Catalog& catalog, const CardState& cards, int instance) {
  const UnitInstance& unit = cards.units[instance];
  const RankProfile p = EffectiveProfile(catalog, unit);
  Combatant c;
  c.attack = p.attack;
  c.firepower = p.firepower;
  c.evasion = p.evasion;
  c.hp = unit.hp;
  c.max_hp = unit.max_hp;
  c.shield = unit.shield;
  c.temp_hp = unit.temp_hp;
  c.crit_chance = p.crit_chance;
  c.crit_bonus = p.crit_bonus;
  c.miss_chance = p.miss_chance;
  c.perks = UnitPerks(catalog, unit);
  // Squad Leader: +1 firepower from each other unit in the hand's unit slots that has it.
  for (const std::int8_t other : cards.unit_slots) {
    if (other < 0 || other == instance) continue;
    if (UnitPerks(catalog, cards.units[other]) & kPerkSquadLeader) c.firepower += kSquadLeaderBonus;
  }
  return c;
}

Combatant AttackerCombatant(const Catalog& catalog, const Attacker& attacker) {
  const EnemyDef& def = catalog.enemies[attacker.type];
  Combatant c;
  // "The defender retaliates if still alive and able to attack": an incapacitated
  // attacker is not able, so it makes no blow (docs/rules.md, Engagement Resolution).
  c.attack = attacker.incapacitated > 0 ? 0 : def.attack;
  c.firepower = def.firepower;
  c.evasion = def.evasion;
  c.hp = attacker.hp;
  c.max_hp = attacker.max_hp;
  c.shield = attacker.shield;
  c.crit_chance = def.crit_chance;
  c.crit_bonus = def.crit_bonus;
  c.miss_chance = def.miss_chance;
  c.perks = attacker.perks;
  return c;
}

void RankUp(const Catalog& catalog, BattleState& state, int instance, int ranks, Events* events) {
  UnitInstance& unit = state.cards.units[instance];
  for (int i = 0; i < ranks && unit.rank < kMaxRank; ++i) {
    const int old_max = unit.max_hp;
    unit.rank = static_cast<std::int8_t>(unit.rank + 1);
    unit.max_hp = static_cast<std::int16_t>(EffectiveProfile(catalog, unit).health);
    unit.hp = static_cast<std::int16_t>(std::max(1, unit.hp + unit.max_hp - old_max));
    Event e = CardEvent(kEventUnitRankUp, unit.card);
    e.amount2 = unit.rank;
    siege::Emit(events, e);
  }
}

}  // namespace bc::cards
