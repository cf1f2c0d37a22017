// A battle on the card fixture catalog, with helpers to set the hand and the board by
// hand: place attackers, put a unit or support card into a slot, apply text actions.
#pragma once

#include <string>

#include "basecommand/rules.h"
#include "card_fixtures.h"
#include "core/card_rules.h"
#include "core/siege_ops.h"

namespace bc::test {

inline Cell At(const char* name) { return *ParseCell(name); }

struct CardBattle {
  Catalog catalog;
  BattleState state;

  explicit CardBattle(Catalog c = CardCatalog(), int loadout = -1, std::uint64_t seed = 1)
      : catalog(std::move(c)) {
    BattleSetup setup;
    setup.seed = seed;
    setup.loadout = loadout;
    state = NewBattle(catalog, setup);
  }

  // Restarts the battle (after cards were added to the catalog, say).
  void Restart(int loadout = -1, std::uint64_t seed = 1) {
    BattleSetup setup;
    setup.seed = seed;
    setup.loadout = loadout;
    state = NewBattle(catalog, setup);
  }

  // Puts an attacker on the board; returns its uid.
  std::uint16_t Place(const std::string& enemy, const char* cell) {
    const int index = siege::PlaceAttacker(catalog, state, static_cast<EnemyIndex>(catalog.FindEnemy(enemy)), At(cell), nullptr);
    return state.attackers[index].uid;
  }
  Attacker* AttackerAt(const char* cell) {
    const int index = state.attacker_at[At(cell)];
    return index < 0 ? nullptr : &state.attackers[index];
  }

  // Puts the first instance of unit card `id` into unit slot `slot`; returns it.
  int SetUnit(int slot, const std::string& id) {
    const int instance = InstanceOf(catalog, state, id);
    CardState& c = state.cards;
    for (auto* pile : {&c.unit_draw, &c.unit_spent}) {
      int kept = 0;
      for (int i = 0; i < pile->count; ++i) {
        if (pile->items[i] != instance) pile->items[kept++] = pile->items[i];
      }
      for (int i = kept; i < pile->count; ++i) pile->items[i] = 0;
      pile->count = static_cast<std::int8_t>(kept);
    }
    for (auto& s : c.unit_slots) {
      if (s == instance) s = -1;
    }
    c.unit_slots[slot] = static_cast<std::int8_t>(instance);
    return instance;
  }
  UnitInstance& Unit(int instance) { return state.cards.units[instance]; }
  void SetSupport(int slot, const std::string& id) {
    state.cards.support_slots[slot] = static_cast<CardIndex>(catalog.FindCard(id));
  }

  ApplyResult Do(const std::string& text) {
    const auto action = ParseAction(text);
    if (!action) {
      ApplyResult bad;
      bad.reason = "unparsed: " + text;
      return bad;
    }
    return Apply(catalog, state, *action);
  }
};

}  // namespace bc::test
