// HashCardState: every field of CardState, in declaration order, into the state hash.
#include "core/state_hash.h"

namespace bc {

namespace {

template <typename T, int N>
void AddPile(WordHasher& h, const Pile<T, N>& pile) {
  h.Add(pile.count);
  for (int i = 0; i < pile.count; ++i) h.Add(pile.items[i]);
}

void AddUnit(WordHasher& h, const UnitInstance& u) {
  // Field by field, a word at a time.
  h.AddAll(u.card, u.rank, u.kills, u.hp, u.max_hp);
  h.AddAll(u.shield, u.temp_hp, u.bonus_attack, u.bonus_firepower, u.bonus_evasion, u.bonus_max_hp,
           u.bonus_crit, u.bonus_ranges);
  h.Add(u.perks);
  h.AddAll(u.attached[0], u.attached[1], u.attached[2], u.attached[3]);
  h.Add(u.defeated);
}

}  // namespace

void HashCardState(WordHasher& h, const CardState& c) {
  h.AddAll(c.active, c.loadout, c.doctrine, c.discard_points, c.unit_count);
  for (int i = 0; i < c.unit_count; ++i) AddUnit(h, c.units[i]);
  h.AddAll(c.unit_slots[0], c.unit_slots[1], c.unit_slots[2]);
  AddPile(h, c.unit_draw);
  AddPile(h, c.unit_spent);
  h.AddAll(c.support_slots[0], c.support_slots[1], c.support_slots[2]);
  AddPile(h, c.support_draw);
  AddPile(h, c.support_spent);
  static_assert(kKitSize == 2 && kMaxBays == 2 && kMaxOptions == 3, "the packing below");
  h.AddAll(c.kit[0], c.kit[1], c.kit_next, c.bay_count);
  h.AddAll(c.bays[0], c.bays[1]);
  h.Add(c.armed_count);
  for (int i = 0; i < c.armed_count; ++i) h.AddAll(c.armed[i].card, c.armed[i].cell, c.armed[i].uses_left);
  h.AddAll(c.global_range_turns, c.options[0], c.options[1], c.options[2]);
  h.AddAll(c.option_count, c.discovery_slot, c.discovery_card);
  // The posts only when one stands: a battle without posts hashes as it did before posts
  // were part of the state (its saves and digests stay true).
  if (c.post_count > 0) {
    h.Add(c.post_count);
    for (int i = 0; i < c.post_count; ++i) h.AddAll(c.posts[i].unit, c.posts[i].cell, c.posts[i].acted_turn);
  }
}

}  // namespace bc
