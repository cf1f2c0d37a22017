// Engagements between a unit and an attacker, whoever starts them: a unit card played
// from the hand, a posted unit on orders, an attacker engaging a post (docs/rules.md,
// Posts). One resolution for all three, so that they score, rank and fall alike. In a
// header, inline: a hand play (every playout's most common card action) compiles to the
// resolution alone. Internal to the core.
#pragma once

#include "basecommand/card_events.h"
#include "core/card_rules.h"

namespace bc::cards {

// The event of an engagement blow that removed no HP (kEventBlowNoDamage): why it did not.
inline Event BlowWithoutDamage(const Attacker& target, CardIndex card, const Blow& blow, bool by_unit) {
  Event e = siege::AttackerEvent(kEventBlowNoDamage, target);
  e.amount = card;
  e.quadrant = static_cast<std::int8_t>(by_unit ? kBlowByUnit : kBlowByAttacker);
  e.amount2 = static_cast<int>(blow.outcome == BlowOutcome::kMiss ? NoDamage::kMissed
                               : blow.cancelled                   ? NoDamage::kProtected
                               : blow.damage <= 0                 ? NoDamage::kNoneThrough
                               : blow.to_shield > 0               ? NoDamage::kShield
                                                                  : NoDamage::kTemporaryHp);
  return e;
}

// The blows of unit `instance` and attacker `index`, resolved on the battle's RNG and told
// blow by blow, in the order they land (docs/rules.md, Engagement Resolution): a blow of
// the unit that removes HP is the attacker's damage (scored, perhaps its end), one of the
// attacker's is kEventUnitDamaged, one that removes none kEventBlowNoDamage; then
// kEventEngagement, the unit's kill, rank-ups and kill hooks. The side that starts it
// swings first. `intro`, when it is an index into `events`, is the post event that opened
// the engagement: its quadrant gets the blows of the side that started it and amount2 the
// other side's. Returns true if the attacker was destroyed. `stalemate`, when not null, is
// set to whether the engagement was one (docs/rules.md, Posts: every blow of both sides
// landed, no miss among them, and none did any damage, or no blow was struck).
template <EngageFrom kFrom>
[[gnu::always_inline]] inline bool Engage(const Catalog& catalog, BattleState& state, int instance, int index,
                                          int intro, Events* events, bool* stalemate = nullptr) {
  CardState& c = state.cards;
  Attacker& target = state.attackers[index];
  const std::uint16_t uid = target.uid;
  // (A unit played from the hand holds no post.)
  const int post = kFrom == EngageFrom::kHand ? -1 : PostOfUnit(c, instance);
  const Cell post_cell = post >= 0 ? c.posts[post].cell : kNoCell;
  // The side that starts the engagement swings first (side 0).
  constexpr bool unit_first = kFrom != EngageFrom::kDefence;
  constexpr int u = unit_first ? 0 : 1;
  const Combatant unit_side = UnitCombatant(catalog, c, instance);
  const Combatant enemy_side = AttackerCombatant(catalog, target);
  UnitInstance& unit = c.units[instance];
  // The engagement's result, told after its blows.
  Event fought = siege::AttackerEvent(kEventEngagement, target);
  fought.amount = unit.card;
  fought.cell2 = post_cell;
  if (kFrom == EngageFrom::kDefence) fought.quadrant = 1;
  Fight fight = unit_first ? StartFight(unit_side, enemy_side) : StartFight(enemy_side, unit_side);
  bool killed = false;
  bool harmless = true;
  while (!FightOver(fight)) {
    const Blow blow = LandBlow(fight, RollBlow(fight, state.rng));
    if (blow.outcome == BlowOutcome::kMiss || blow.damage > 0 || blow.cancelled) harmless = false;
    // Both sides' state follows the blows, so that what a kill sets off (splits, the
    // victory and its score) sees the fight as it ended: a killing blow is the last.
    unit.hp = static_cast<std::int16_t>(fight.side[u].hp);
    unit.shield = static_cast<std::int8_t>(fight.side[u].shield);
    if (FightOver(fight)) unit.temp_hp = 0;  // temporary HP lasts until this damage calculation only
    target.shield = static_cast<std::int16_t>(fight.side[1 - u].shield);
    const bool by_unit = blow.by_attacker == unit_first;
    if (blow.to_hp <= 0) {
      siege::Emit(events, BlowWithoutDamage(target, unit.card, blow, by_unit));
    } else if (by_unit) {
      // The unit's blow: the attacker's damage, score and perhaps its end (`target` is
      // not used after a kill: the fight is over).
      killed = siege::DamageAttacker(catalog, state, index, blow.to_hp, true, events);
    } else {
      Event hurt = siege::AttackerEvent(kEventUnitDamaged, target);
      hurt.amount = unit.card;
      hurt.amount2 = blow.to_hp;
      hurt.cell2 = post_cell;
      siege::Emit(events, hurt);
    }
  }
  unit.temp_hp = 0;  // also when neither side had a blow
  if (stalemate != nullptr) *stalemate = harmless;
  if (kFrom != EngageFrom::kHand && events != nullptr && intro >= 0 && intro < static_cast<int>(events->size())) {
    (*events)[static_cast<std::size_t>(intro)].quadrant = fight.blows_made[0];
    (*events)[static_cast<std::size_t>(intro)].amount2 = fight.blows_made[1];
  }
  fought.amount2 = unit.hp;
  siege::Emit(events, fought);
  if (killed) {
    ++c.units[instance].kills;
    const CardDef& card = catalog.cards[c.units[instance].card];
    while (c.units[instance].rank < kMaxRank &&
           c.units[instance].kills >= card.rank_kills[c.units[instance].rank - 1]) {
      RankUp(catalog, state, instance, 1, events);
    }
    RunUnitHooks(catalog, state, instance, Trigger::kKill, uid, events);
  }
  return killed;
}

// After an engagement: a unit at 0 HP is defeated (out for the mission, off its post, the
// multiplier one level down, its death hooks); otherwise its post-engagement hooks run.
// Returns true if it survived.
[[gnu::always_inline]] inline bool AfterEngagement(const Catalog& catalog, BattleState& state, int instance,
                                                   std::uint16_t attacker_uid, Events* events) {
  CardState& c = state.cards;
  UnitInstance& unit = c.units[instance];
  if (unit.hp <= 0) {
    unit.defeated = true;
    Event defeated = CardEvent(kEventUnitDefeated, unit.card);
    if (const int post = PostOfUnit(c, instance); post >= 0) {
      defeated.cell = c.posts[post].cell;
      RemovePost(state, post);
    }
    siege::Emit(events, defeated);
    siege::ChangeMultiplier(state, -1, events);
    RunUnitHooks(catalog, state, instance, Trigger::kDeath, attacker_uid, events);
    return false;  // out for the rest of the mission
  }
  RunUnitHooks(catalog, state, instance, Trigger::kPostEngagement, attacker_uid, events);
  return true;
}

}  // namespace bc::cards
