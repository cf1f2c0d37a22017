// Engagements between a unit and an attacker, whoever starts them: a unit card played
// from the hand, a posted unit on orders, an attacker engaging a post (docs/rules.md,
// Posts). One resolution for all three, so that they score, rank and fall alike. In a
// header, inline: a hand play (every playout's most common card action) compiles to the
// resolution alone. Internal to the core.
#pragma once

#include "basecommand/card_events.h"
#include "core/card_rules.h"

namespace bc::cards {

// The blows of unit `instance` and attacker `index`, resolved on the battle's RNG: the
// unit's HP, shield and temporary HP, the attacker's damage (scored), the unit's kill and
// rank-ups and kill hooks; kEventUnitDamaged and kEventEngagement. The side that starts it
// swings first. `intro`, when it is an index into `events`, is the post event that opened
// the engagement: its quadrant gets the blows of the side that started it and amount2 the
// other side's. Returns true if the attacker was destroyed.
template <EngageFrom kFrom>
[[gnu::always_inline]] inline bool Engage(const Catalog& catalog, BattleState& state, int instance, int index,
                                          int intro, Events* events) {
  CardState& c = state.cards;
  Attacker& target = state.attackers[index];
  const std::uint16_t uid = target.uid;
  // (A unit played from the hand holds no post.)
  const int post = kFrom == EngageFrom::kHand ? -1 : PostOfUnit(c, instance);
  const Cell post_cell = post >= 0 ? c.posts[post].cell : kNoCell;
  // The side that starts the engagement swings first (side 0).
  constexpr bool unit_first = kFrom != EngageFrom::kDefence;
  const int u = unit_first ? 0 : 1;
  const Combatant unit_side = UnitCombatant(catalog, c, instance);
  const Combatant enemy_side = AttackerCombatant(catalog, target);
  // Blow by blow, as ResolveEngagement does, without keeping the blows.
  Fight fight = unit_first ? StartFight(unit_side, enemy_side) : StartFight(enemy_side, unit_side);
  while (!FightOver(fight)) LandBlow(fight, RollBlow(fight, state.rng));
  const Combatant& unit_after = fight.side[u];
  const Combatant& enemy_after = fight.side[1 - u];
  if (kFrom != EngageFrom::kHand && events != nullptr && intro >= 0 && intro < static_cast<int>(events->size())) {
    (*events)[static_cast<std::size_t>(intro)].quadrant = fight.blows_made[0];
    (*events)[static_cast<std::size_t>(intro)].amount2 = fight.blows_made[1];
  }

  UnitInstance& unit = c.units[instance];
  const int unit_loss = unit.hp - unit_after.hp;
  unit.hp = static_cast<std::int16_t>(unit_after.hp);
  unit.shield = static_cast<std::int8_t>(unit_after.shield);
  unit.temp_hp = 0;  // temporary HP lasts until this damage calculation only
  target.shield = static_cast<std::int16_t>(enemy_after.shield);
  // The log reads as it happened: the blows' damage, then the engagement's result.
  Event fought;
  fought.kind = kEventEngagement;
  fought.uid = target.uid;
  fought.enemy = target.type;
  fought.hidden = target.concealed;
  fought.cell = target.cell;
  fought.cell2 = post_cell;
  fought.quadrant = kFrom == EngageFrom::kDefence ? 1 : -1;
  fought.amount = unit.card;
  fought.amount2 = unit.hp;
  if (unit_loss > 0) {
    Event hurt = CardEvent(kEventUnitDamaged, unit.card);
    hurt.cell = post_cell;
    hurt.amount2 = unit_loss;
    siege::Emit(events, hurt);
  }
  const int enemy_loss = target.hp - enemy_after.hp;
  const bool killed =
      enemy_loss > 0 && siege::DamageAttacker(catalog, state, index, enemy_loss, true, events);
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
