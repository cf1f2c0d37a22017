#include "core/state_hash.h"

#include "basecommand/rules.h"

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

}  // namespace

// HashCardState lives with the card rules (src/core/card_hash.cpp).

std::uint64_t StateHash(const BattleState& s) {
  Hasher h;
  h.Add(s.mission);
  h.Add(s.weapon);
  h.Add(s.seed);
  h.Add(s.rng.state);
  for (const std::uint8_t f : s.cell_flags) h.Add(f);
  for (const BarricadeKind b : s.barricades) h.Add(b);
  for (const std::int8_t i : s.attacker_at) h.Add(i);
  // Every slot, used or not, so that two states equal under operator== hash equal.
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
