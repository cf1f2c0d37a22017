// StateHashVersion1: the state hash before 0.3 (FNV-1a 64, one byte at a time, over
// every attacker and pending slot), which saves of version 1 recorded. Frozen: it is
// kept only so that such a save still resumes, and must hash exactly what it hashed
// then. A new field goes into StateHash (state_hash.cpp, card_hash.cpp), never here.
#include "basecommand/rules.h"
#include "core/state_hash.h"

namespace bc {

namespace {

void HashAttacker(Hasher& h, const Attacker& a) {
  h.Add(a.uid);
  h.Add(a.type);
  h.Add(a.cell);
  h.Add(a.hp);
  h.Add(a.max_hp);
  h.Add(a.shield);
  h.Add(a.poison);
  h.Add(a.poison_turns);
  h.Add(a.incapacitated);
  h.Add(a.activations);
  h.Add(a.copies_made);
  if (a.ability != 0) {  // only heroes choose: every other state hashes as before
    h.Add(std::uint8_t{0xAB});
    h.Add(a.ability);
  }
  h.Add(a.perks);
}

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

}  // namespace

std::uint64_t StateHashVersion1(const BattleState& s) {
  Hasher h;
  h.Add(s.mission);
  h.Add(s.weapon);
  h.Add(s.seed);
  h.Add(s.rng.state);
  for (const std::uint8_t f : s.cell_flags) h.Add(f);
  for (const BarricadeKind b : s.barricades) h.Add(b);
  for (const std::int8_t i : s.attacker_at) h.Add(i);
  // Every slot, used or not.
  for (const Attacker& a : s.attackers) HashAttacker(h, a);
  h.Add(s.attacker_count);
  h.Add(s.next_uid);
  h.Add(s.queue_pos);
  for (const PendingSpawn& p : s.pending) {
    h.Add(p.entry);
    h.Add(p.enemy);
    h.Add(p.cell);
  }
  h.Add(s.pending_count);
  for (const ShieldState q : s.shields) h.Add(q);
  h.Add(s.base_health);
  h.Add(s.base_max_health);
  h.Add(s.cannon_charge);
  h.Add(s.cannon_multiplier);
  h.Add(s.terrain_actions_left);
  h.Add(s.terrain_works);
  h.Add(s.turn);
  h.Add(s.par);
  h.Add(s.phase);
  h.Add(s.frozen_turns);
  h.Add(s.skip_spawns);
  h.Add(s.score);
  h.Add(s.multiplier);
  h.Add(s.final_score_awarded);
  HashCardState(h, s.cards);
  return h.Value();
}

}  // namespace bc
