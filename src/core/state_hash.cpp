#include "core/state_hash.h"

#include "basecommand/rules.h"

namespace bc {

// HashCardState lives with the card rules (src/core/card_hash.cpp); StateHashVersion1,
// the hash of version-1 saves, in state_hash_v1.cpp.

std::uint64_t StateHash(const BattleState& s) {
  WordHasher h;
  h.AddAll(s.mission, s.weapon);
  h.Add(s.seed);
  h.Add(s.rng.state);
  h.AddCells(s.cell_flags);
  h.AddCells(s.barricades);
  h.AddCells(s.attacker_at);
  // The attackers on the board only: a slot past attacker_count is always empty
  // (RemoveAttacker clears it), so equal states still hash equal.
  h.Add(s.attacker_count);
  h.Add(s.next_uid);
  h.Add(s.queue_pos);
  for (int i = 0; i < s.attacker_count; ++i) {
    const Attacker& a = s.attackers[i];
    h.AddAll(a.uid, a.type, a.cell, a.hp, a.max_hp);
    h.AddAll(a.shield, a.poison, a.poison_turns, a.incapacitated, a.activations, a.copies_made,
             a.ability);
    h.AddAll(a.perks, a.lane, a.concealed);
  }
  h.Add(s.pending_count);
  for (int i = 0; i < s.pending_count; ++i) {
    const PendingSpawn& p = s.pending[i];
    h.AddAll(p.entry, p.enemy, p.cell);
  }
  // Demolition charges in laying order: the ones lying only, as with the attackers.
  h.Add(s.trap_count);
  for (int i = 0; i < s.trap_count; ++i) {
    const Trap& t = s.traps[i];
    h.AddAll(t.cell, t.fuse, t.layer);
  }
  h.AddAll(s.shields[0], s.shields[1], s.shields[2], s.shields[3], s.base_health, s.base_max_health);
  h.AddAll(s.cannon_charge, s.cannon_multiplier, s.terrain_actions_left, s.terrain_works, s.turn, s.par);
  h.AddAll(s.phase, s.frozen_turns, s.skip_spawns, s.score);
  h.AddAll(s.multiplier, s.final_score_awarded);
  HashCardState(h, s.cards);
  return h.Value();
}

}  // namespace bc
