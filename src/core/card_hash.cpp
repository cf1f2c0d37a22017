// HashCardState: every field of CardState, in declaration order, into the state hash.
#include "core/state_hash.h"

namespace bc {

namespace {

template <typename T, int N>
void AddPile(Hasher& h, const Pile<T, N>& pile) {
  h.Add(pile.count);
  for (int i = 0; i < pile.count; ++i) h.Add(pile.items[i]);
}

void AddUnit(Hasher& h, const UnitInstance& u) {
  h.Add(u.card);
  h.Add(u.rank);
  h.Add(u.kills);
  h.Add(u.hp);
  h.Add(u.max_hp);
  h.Add(u.shield);
  h.Add(u.temp_hp);
  h.Add(u.bonus_attack);
  h.Add(u.bonus_firepower);
  h.Add(u.bonus_evasion);
  h.Add(u.bonus_max_hp);
  h.Add(u.bonus_crit);
  h.Add(u.bonus_ranges);
  h.Add(u.perks);
  for (const CardIndex a : u.attached) h.Add(a);
  h.Add(u.defeated);
}

}  // namespace

void HashCardState(Hasher& h, const CardState& c) {
  h.Add(c.active);
  h.Add(c.loadout);
  h.Add(c.doctrine);
  h.Add(c.discard_points);
  h.Add(c.unit_count);
  for (int i = 0; i < c.unit_count; ++i) AddUnit(h, c.units[i]);
  for (const std::int8_t s : c.unit_slots) h.Add(s);
  AddPile(h, c.unit_draw);
  AddPile(h, c.unit_spent);
  for (const CardIndex s : c.support_slots) h.Add(s);
  AddPile(h, c.support_draw);
  AddPile(h, c.support_spent);
  for (const CardIndex k : c.kit) h.Add(k);
  h.Add(c.kit_next);
  h.Add(c.bay_count);
  for (const CardIndex b : c.bays) h.Add(b);
  h.Add(c.armed_count);
  for (int i = 0; i < c.armed_count; ++i) {
    h.Add(c.armed[i].card);
    h.Add(c.armed[i].cell);
    h.Add(c.armed[i].uses_left);
  }
  h.Add(c.global_range_turns);
  for (const CardIndex o : c.options) h.Add(o);
  h.Add(c.option_count);
  h.Add(c.discovery_slot);
  h.Add(c.discovery_card);
}

}  // namespace bc
