// Card actions, the applying side: play a unit (an engagement), a support, a fieldwork;
// discard; choose a discovery option. Called only for actions Check accepted.
#include <algorithm>

#include "basecommand/card_events.h"
#include "core/card_hooks.h"
#include "core/card_rules.h"

namespace bc::cards {

namespace {

// The event of an engagement blow that removed no HP (kEventBlowNoDamage): why it did not.
Event BlowWithoutDamage(const Attacker& target, CardIndex card, const Blow& blow) {
  Event e = siege::AttackerEvent(kEventBlowNoDamage, target);
  e.amount = card;
  e.quadrant = static_cast<std::int8_t>(blow.by_attacker ? kBlowByUnit : kBlowByAttacker);
  e.amount2 = static_cast<int>(blow.outcome == BlowOutcome::kMiss ? NoDamage::kMissed
                               : blow.cancelled                   ? NoDamage::kProtected
                               : blow.damage <= 0                 ? NoDamage::kNoneThrough
                               : blow.to_shield > 0               ? NoDamage::kShield
                                                                  : NoDamage::kTemporaryHp);
  return e;
}

void PlayUnit(const Catalog& catalog, BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const int instance = c.unit_slots[a.slot];
  c.unit_slots[a.slot] = -1;  // spent: refills at the end of the turn
  const int target_index = state.attacker_at[a.cell];
  const std::uint16_t uid = state.attackers[target_index].uid;
  Event played = CardEvent(kEventCardPlayed, c.units[instance].card, a.slot);
  played.cell = a.cell;
  siege::Emit(events, played);
  // An engagement meets its attacker face to face: a concealed one is revealed first.
  siege::Reveal(state, target_index, RevealCause::kEngagement, events);

  RunUnitHooks(catalog, state, instance, Trigger::kDeploy, uid, events);
  RunUnitHooks(catalog, state, instance, Trigger::kPreEngagement, uid, events);

  int index = siege::FindAttackerByUid(state, uid);
  if (index >= 0 && siege::IsRunning(state)) {
    Attacker& target = state.attackers[index];
    const Combatant unit_side = UnitCombatant(catalog, c, instance);
    const Combatant enemy_side = AttackerCombatant(catalog, target);
    UnitInstance& unit = c.units[instance];
    // The engagement's result, told after its blows.
    Event fought = siege::AttackerEvent(kEventEngagement, target);
    fought.amount = unit.card;
    // Blow by blow, as ResolveEngagement does: each blow is its own event, in the order
    // the blows land, so the log and the animation follow them (docs/rules.md).
    Fight fight = StartFight(unit_side, enemy_side);
    bool killed = false;
    while (!FightOver(fight)) {
      const Blow blow = LandBlow(fight, RollBlow(fight, state.rng));
      // Both sides' state follows the blows, so that what a kill sets off (splits, the
      // victory and its score) sees the fight as it ended: a killing blow is the last.
      unit.hp = static_cast<std::int16_t>(fight.side[0].hp);
      unit.shield = static_cast<std::int8_t>(fight.side[0].shield);
      if (FightOver(fight)) unit.temp_hp = 0;  // temporary HP lasts until this damage calculation only
      target.shield = static_cast<std::int16_t>(fight.side[1].shield);
      if (blow.to_hp <= 0) {
        siege::Emit(events, BlowWithoutDamage(target, unit.card, blow));
      } else if (blow.by_attacker) {
        // The unit's blow: the attacker's damage, score and perhaps its end (`target` is
        // not used after a kill: the fight is over).
        killed = siege::DamageAttacker(catalog, state, index, blow.to_hp, true, events);
      } else {
        Event hurt = siege::AttackerEvent(kEventUnitDamaged, target);
        hurt.amount = unit.card;
        hurt.amount2 = blow.to_hp;
        siege::Emit(events, hurt);
      }
    }
    unit.temp_hp = 0;  // also when neither side had a blow
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
  }

  UnitInstance& unit = c.units[instance];
  if (unit.hp <= 0) {
    unit.defeated = true;
    siege::Emit(events, CardEvent(kEventUnitDefeated, unit.card));
    siege::ChangeMultiplier(state, -1, events);
    RunUnitHooks(catalog, state, instance, Trigger::kDeath, uid, events);
    return;  // out for the rest of the mission
  }
  RunUnitHooks(catalog, state, instance, Trigger::kPostEngagement, uid, events);
  PushBottom(c.unit_draw, static_cast<std::int8_t>(instance));
}

void PlaySupport(const Catalog& catalog, BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const CardIndex card = c.support_slots[a.slot];
  c.support_slots[a.slot] = kNoCard;
  Event played = CardEvent(kEventCardPlayed, card, a.slot);
  played.cell = a.cell;
  siege::Emit(events, played);
  const CardDef& def = catalog.cards[card];
  const bool discovery = std::any_of(def.effects.begin(), def.effects.end(), [](const Effect& e) {
    return e.kind == EffectKind::kDiscover && e.trigger == Trigger::kOnPlay;
  });
  EffectContext ctx;
  ctx.source = card;
  ctx.action = a;
  RunEffects(catalog, state, def.effects, Trigger::kOnPlay, ctx, events);
  if (discovery && c.option_count > 0) {
    c.discovery_slot = a.slot;
    c.discovery_card = card;
    return;  // the chosen option takes the slot
  }
  PushBottom(c.support_spent, card);
}

void PlayFieldwork(const Catalog& catalog, BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const CardIndex card = c.bays[a.slot];
  c.bays[a.slot] = kNoCard;
  ArmedFieldwork& f = c.armed[c.armed_count++];
  f.card = card;
  f.cell = a.cell;
  f.uses_left = static_cast<std::int8_t>(catalog.cards[card].uses);
  Event armed = CardEvent(kEventFieldworkArmed, card, a.slot);
  armed.cell = a.cell;
  siege::Emit(events, armed);
  EffectContext ctx;
  ctx.source = card;
  ctx.action = a;
  RunEffects(catalog, state, catalog.cards[card].effects, Trigger::kOnPlay, ctx, events);
  UpdateTerrainWorks(catalog, state);
  // A fieldwork with a reveal effect sees the concealed attackers already in its sight.
  siege::RevealAllSeen(catalog, state, events);
}

void Discard(BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  --c.discard_points;
  CardIndex card = kNoCard;
  if (a.rail == Rail::kUnit) {
    const std::int8_t instance = c.unit_slots[a.slot];
    card = c.units[instance].card;
    PushBottom(c.unit_spent, instance);
    c.unit_slots[a.slot] = DrawUnit(state);
  } else {
    card = c.support_slots[a.slot];
    PushBottom(c.support_spent, card);
    c.support_slots[a.slot] = DrawSupport(state);
  }
  Event e = CardEvent(kEventCardDiscarded, card, a.slot);
  e.amount2 = static_cast<int>(a.rail);
  siege::Emit(events, e);
  const CardIndex drawn = a.rail == Rail::kUnit
                              ? (c.unit_slots[a.slot] >= 0 ? c.units[c.unit_slots[a.slot]].card : kNoCard)
                              : c.support_slots[a.slot];
  if (drawn != kNoCard) {
    Event d = CardEvent(kEventCardDrawn, drawn, a.slot);
    d.amount2 = static_cast<int>(a.rail);
    siege::Emit(events, d);
  }
}

void Choose(BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const CardIndex chosen = c.options[a.index];
  // The chosen card replaces the spent discovery card: it takes its slot now and its
  // place in the Support Deck for the rest of the mission.
  c.support_slots[c.discovery_slot] = chosen;
  siege::Emit(events, CardEvent(kEventDiscoveryChosen, chosen, c.discovery_slot));
  c.options = {kNoCard, kNoCard, kNoCard};
  c.option_count = 0;
  c.discovery_slot = -1;
  c.discovery_card = kNoCard;
}

}  // namespace

void Apply(const Catalog& catalog, BattleState& state, const Action& action, Events* events) {
  switch (action.kind) {
    case ActionKind::kPlayUnit: PlayUnit(catalog, state, action, events); break;
    case ActionKind::kPlaySupport: PlaySupport(catalog, state, action, events); break;
    case ActionKind::kPlayFieldwork: PlayFieldwork(catalog, state, action, events); break;
    case ActionKind::kDiscard: Discard(state, action, events); break;
    case ActionKind::kChoose: Choose(state, action, events); break;
    default: break;
  }
}

}  // namespace bc::cards
