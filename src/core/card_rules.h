// Internal pieces of the card rules shared by the card_*.cpp and effect*.cpp files:
// unit stats, piles and draws, effects and hooks. The siege code sees only
// card_hooks.h.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/engagement.h"
#include "basecommand/event.h"
#include "basecommand/rules_text.h"
#include "core/siege_ops.h"

namespace bc::cards {

// --- Unit stats (card_stats.cpp) ---------------------------------------------------
// The unit's rank profile with its upgrade bonuses added.
RankProfile EffectiveProfile(const Catalog& catalog, const UnitInstance& unit);
// The card's own perks plus attached ones.
std::uint32_t UnitPerks(const Catalog& catalog, const UnitInstance& unit);
// Ranges the unit may attack now (all three under a global range effect).
// (Inline: every listing of actions asks it for each unit in hand.)
inline std::uint8_t UnitRanges(const Catalog& catalog, const CardState& cards, const UnitInstance& unit) {
  if (cards.global_range_turns > 0) return kAllRanges;
  // EffectiveProfile's ranges, without the rest of the profile.
  const CardDef& card = catalog.cards[unit.card];
  return static_cast<std::uint8_t>(card.ranks[std::clamp<int>(unit.rank, 1, kMaxRank) - 1].ranges |
                                   unit.bonus_ranges);
}
// The unit as an engagement combatant: Squad Leader of the other hand units included.
Combatant UnitCombatant(const Catalog& catalog, const CardState& cards, int instance);
// The attacker as the defending combatant; an incapacitated one has Attack 0 (it does
// not retaliate).
Combatant AttackerCombatant(const Catalog& catalog, const Attacker& attacker);
// Adds ranks (cap 4), applying each next profile: max HP follows the profile, HP grows
// by the same amount. Emits kEventUnitRankUp.
void RankUp(const Catalog& catalog, BattleState& state, int instance, int ranks, Events* events);

// --- Engagements (card_engage.h) -----------------------------------------------------
// Who starts an engagement between a unit and an attacker: a unit card played from the
// hand, a posted unit on orders (both swing first), or an attacker engaging a post (it
// swings first). The resolution itself is Engage and AfterEngagement in card_engage.h.
enum class EngageFrom : std::uint8_t { kHand, kOrder, kDefence };

// --- Posts (card_posts.cpp; docs/rules.md, Posts) ----------------------------------
// The index into cards.posts of the post unit `instance` holds, or -1.
int PostOfUnit(const CardState& cards, int instance);
// The cells no post may be taken on: the base, blocked cells, barricades, attackers,
// armed fieldworks, charges, other posts, deployment and reinforcement cells and the
// landing cells of telegraphed spawns.
std::uint64_t PostTakenCells(const BattleState& state);
// Where a unit that engaged `target` (as it stood before the blows) takes its post: the
// free cell next to it on its path to the base, else its free neighbour nearest the base
// (routing distance, ties in direction order); kNoCell when there is none.
Cell PostCellFor(const Catalog& catalog, const BattleState& state, const Attacker& target);
// A surviving unit takes its post by `target` when the mission has room for one more;
// returns false (the unit goes back to its rail) when it has none or no cell is free.
bool TakePost(const Catalog& catalog, BattleState& state, int instance, const Attacker& target,
              Events* events);
// Why the posted unit at `post` may not engage the attacker at `target` on orders (range
// from the post, a jammer near it, a barricade on the line), or "" when it may.
bool CheckOrderReach(const Catalog& catalog, const BattleState& state, int post, Cell target,
                     std::string* reason, const RulesText& text);
// The cells of the attackers the unit on post `post` may engage on orders, as a mask.
std::uint64_t OrderTargets(const Catalog& catalog, const BattleState& state, int post);
// The jammers' reach: the cells within kJammerReach of a jammer, as a mask.
std::uint64_t JammedCells(const Catalog& catalog, const BattleState& state);
void Order(const Catalog& catalog, BattleState& state, const Action& action, Events* events);
void StandDown(BattleState& state, const Action& action, Events* events);

// --- Piles and draws (card_piles.cpp) ----------------------------------------------
template <typename T, int N>
void Shuffle(Pile<T, N>& pile, Rng& rng) {
  for (int i = pile.count - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.Below(static_cast<std::uint32_t>(i + 1)));
    std::swap(pile.items[i], pile.items[j]);
  }
}
template <typename T, int N>
void PushBottom(Pile<T, N>& pile, T value) {
  if (pile.count < N) pile.items[pile.count++] = value;
}
// Takes the top of the rail's draw pile, reshuffling the spent pile into it when dry.
// -1 / kNoCard when the rail has nothing left.
std::int8_t DrawUnit(BattleState& state);
CardIndex DrawSupport(BattleState& state);
// Fills empty hand slots and bays (kEventCardDrawn / kEventBayFilled).
void RefillHand(const Catalog& catalog, BattleState& state, Events* events);
void FillBays(const Catalog& catalog, BattleState& state, Events* events);
// terrain_works follows whether a bay holds a terrain-works fieldwork.
void UpdateTerrainWorks(const Catalog& catalog, BattleState& state);

// --- Effects and hooks (effect_apply.cpp) ------------------------------------------
// Who a card is being used by and at.
struct EffectContext {
  CardIndex source = kNoCard;  // the card whose effects run
  int unit = -1;               // unit instance carrying a hook, or the chosen unit
  std::uint16_t attacker = 0;  // uid of the engaged / triggering / chosen attacker
  Action action;               // the player's action (support target)
};
// Runs every effect of `effects` with this trigger.
void RunEffects(const Catalog& catalog, BattleState& state, const std::vector<Effect>& effects,
                Trigger trigger, const EffectContext& context, Events* events);
// Runs the hooks with this trigger of a unit: its card's effects and those of the
// upgrades attached to it. (Inline: an engagement asks it for five triggers, and most
// units have hooks of none; the cards' CardDef::triggers answer without a call.)
void RunUnitHookEffects(const Catalog& catalog, BattleState& state, int instance, Trigger trigger,
                        std::uint16_t attacker_uid, Events* events);
inline void RunUnitHooks(const Catalog& catalog, BattleState& state, int instance, Trigger trigger,
                         std::uint16_t attacker_uid, Events* events) {
  const UnitInstance& unit = state.cards.units[instance];
  bool any = catalog.cards[unit.card].HasTrigger(trigger);
  for (const CardIndex card : unit.attached) any = any || (card != kNoCard && catalog.cards[card].HasTrigger(trigger));
  if (any) RunUnitHookEffects(catalog, state, instance, trigger, attacker_uid, events);
}
// Whether an effect's condition holds for an attacker / a unit.
bool AttackerMeets(const Catalog& catalog, const Attacker& attacker, const Effect& effect);
// The same for every attacker on the board at once: bit i set = state.attackers[i] meets
// the effect's condition. `aircraft` holds the bits of the aircraft.
std::uint64_t AttackersMeeting(const Catalog& catalog, const BattleState& state,
                               const Effect& effect, std::uint64_t aircraft);
// The attackers (uids) a support aimed with this action reaches.
int ChosenAttackers(const BattleState& state, const Action& action,
                    std::array<std::uint16_t, kMaxAttackers>& out);

// --- Small helpers ------------------------------------------------------------------
inline Event CardEvent(EventKind kind, CardIndex card, int slot = -1) {
  Event e;
  e.kind = kind;
  e.amount = card;
  e.quadrant = static_cast<std::int8_t>(slot);
  return e;
}

}  // namespace bc::cards
