#include "core/hero.h"

#include <algorithm>
#include <cstdlib>

#include "core/siege_ops.h"

namespace bc::siege {

namespace {

int Distance(Cell a, Cell b) {
  return std::max(std::abs(Col(a) - Col(b)), std::abs(Row(a) - Row(b)));
}

bool Escorted(const BattleState& state, int index) {
  const Attacker& hero = state.attackers[index];
  for (int i = 0; i < state.attacker_count; ++i) {
    if (i != index && Distance(state.attackers[i].cell, hero.cell) <= 2) return true;
  }
  return false;
}

bool Holds(const BattleState& state, int index, AbilityWhen when) {
  const Attacker& a = state.attackers[index];
  switch (when) {
    case AbilityWhen::kAlways: return true;
    case AbilityWhen::kAlone: return !Escorted(state, index);
    case AbilityWhen::kEscorted: return Escorted(state, index);
    case AbilityWhen::kDamaged: return 2 * a.hp <= a.max_hp;
    case AbilityWhen::kCannonCharged: return state.cannon_charge >= 2;
    case AbilityWhen::kNear: return RangeOf(a.cell) <= 2;
    case AbilityWhen::kFar: return RangeOf(a.cell) >= 3;
  }
  return false;
}

Event HeroEvent(EventKind kind, const Attacker& hero, int ability, const AbilityDef& def) {
  Event e = AttackerEvent(kind, hero);
  e.amount = ability;
  e.amount2 = static_cast<int>(def.kind);
  return e;
}

// The ability can do something: a dig-in with a cap is not chosen once the hero's shield
// is at it.
bool Useful(const Attacker& a, const AbilityDef& ability) {
  return ability.kind != AbilityKind::kDigIn || ability.max == 0 || a.shield < ability.max;
}

}  // namespace

int DecideAbility(const Catalog& catalog, const BattleState& state, int index) {
  const Attacker& a = state.attackers[index];
  const std::vector<AbilityDef>& abilities = catalog.enemies[a.type].abilities;
  const int last = static_cast<int>(a.ability) - 1;
  for (int k = 0; k < static_cast<int>(abilities.size()); ++k) {
    const AbilityDef& ability = abilities[static_cast<std::size_t>(k)];
    if (k != last && Holds(state, index, ability.when) && Useful(a, ability)) return k;
  }
  return -1;
}

void ChooseHeroAbilities(const Catalog& catalog, BattleState& state, Events* events) {
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    const EnemyDef& def = catalog.enemies[a.type];
    if (!def.IsHero()) continue;
    const int choice = DecideAbility(catalog, state, i);
    state.attackers[i].ability = static_cast<std::uint8_t>(choice + 1);
    if (choice >= 0) {
      Emit(events, HeroEvent(EventKind::kAbilityChosen, state.attackers[i], choice,
                             def.abilities[static_cast<std::size_t>(choice)]));
    }
  }
}

int UseHeroAbility(const Catalog& catalog, BattleState& state, const Routing& routing,
                   int index, int steps, Events* events) {
  Attacker& hero = state.attackers[index];
  const EnemyDef& def = catalog.enemies[hero.type];
  const int choice = static_cast<int>(hero.ability) - 1;
  if (choice < 0 || choice >= static_cast<int>(def.abilities.size())) return steps;
  const AbilityDef& ability = def.abilities[static_cast<std::size_t>(choice)];
  Emit(events, HeroEvent(EventKind::kAbilityUsed, hero, choice, ability));
  switch (ability.kind) {
    case AbilityKind::kCallReinforcements:
      for (int k = 0; k < ability.amount && state.attacker_count < kMaxAttackers; ++k) {
        const Cell cell = FreeNeighbour(state, routing, state.attackers[index].cell, true);
        if (cell == kNoCell) break;
        PlaceAttackerFrom(catalog, state, EventKind::kReinforced, ability.enemy, cell, state.attackers[index].uid,
                          events);
      }
      return steps;
    case AbilityKind::kShieldEscorts:
      for (int i = 0; i < state.attacker_count; ++i) {
        Attacker& escort = state.attackers[i];
        if (i == index || Distance(escort.cell, hero.cell) > 2) continue;
        escort.shield = static_cast<std::int16_t>(escort.shield + ability.amount);
        Event e = AttackerEvent(EventKind::kEscortShielded, escort);
        e.amount = ability.amount;
        e.amount2 = escort.shield;
        Emit(events, e);
      }
      return steps;
    case AbilityKind::kCharge:
      return steps + ability.amount;
    case AbilityKind::kJamCannon: {
      const int lost = std::min<int>(state.cannon_charge, ability.amount);
      state.cannon_charge = static_cast<std::int8_t>(state.cannon_charge - lost);
      Event e;
      e.kind = EventKind::kCannonDrained;
      e.amount = lost;
      e.amount2 = state.cannon_charge;
      Emit(events, e);
      return steps;
    }
    case AbilityKind::kDigIn: {
      const int gain = ability.max == 0 ? ability.amount
                                        : std::clamp(ability.max - hero.shield, 0, ability.amount);
      hero.shield = static_cast<std::int16_t>(hero.shield + gain);
      Event e = AttackerEvent(EventKind::kDugIn, hero);
      e.amount = gain;
      e.amount2 = hero.shield;
      Emit(events, e);
      return 0;
    }
  }
  return steps;
}

}  // namespace bc::siege
