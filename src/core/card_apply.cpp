// Card actions, the applying side: play a unit (an engagement), a support, a fieldwork;
// discard; choose a discovery option. Called only for actions Check accepted.
#include <algorithm>

#include "basecommand/card_events.h"
#include "core/card_hooks.h"
#include "core/card_engage.h"
#include "core/card_rules.h"

namespace bc::cards {

namespace {

// The rest of PlayUnit's engagement is Engage and AfterEngagement (card_engage.h), shared
// with the posts' orders and the attackers that engage a post.
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
  // Where it stood when it was engaged: in a mission with posts, a surviving unit takes
  // its post by it.
  const bool posts = catalog.missions[state.mission].posts.enabled();
  Attacker target;
  if (posts) target = state.attackers[target_index];

  RunUnitHooks(catalog, state, instance, Trigger::kDeploy, uid, events);
  RunUnitHooks(catalog, state, instance, Trigger::kPreEngagement, uid, events);

  const int index = siege::FindAttackerByUid(state, uid);
  if (index >= 0 && siege::IsRunning(state)) {
    Engage<EngageFrom::kHand>(catalog, state, instance, index, -1, events);
  }
  if (!AfterEngagement(catalog, state, instance, uid, events)) return;  // out for the mission
  if (posts && TakePost(catalog, state, instance, target, events)) return;
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
    case ActionKind::kOrder: Order(catalog, state, action, events); break;
    case ActionKind::kStandDown: StandDown(state, action, events); break;
    default: break;
  }
}

}  // namespace bc::cards
