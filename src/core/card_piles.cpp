// The rails: drawing from seeded piles, reshuffling a dry pile from the spent cards,
// refilling hand slots and fieldwork bays.
#include "basecommand/card_events.h"
#include "core/card_rules.h"

namespace bc::cards {

namespace {

template <typename T, int N>
T TakeTop(Pile<T, N>& pile, T none) {
  if (pile.count == 0) return none;
  const T top = pile.items[0];
  for (int i = 1; i < pile.count; ++i) pile.items[i - 1] = pile.items[i];
  --pile.count;
  pile.items[pile.count] = T{};
  return top;
}

template <typename T, int N>
T Draw(Pile<T, N>& draw, Pile<T, N>& spent, Rng& rng, T none) {
  if (draw.count == 0 && spent.count > 0) {
    draw = spent;
    spent = Pile<T, N>{};
    Shuffle(draw, rng);
  }
  return TakeTop(draw, none);
}

}  // namespace

std::int8_t DrawUnit(BattleState& state) {
  CardState& c = state.cards;
  return Draw<std::int8_t>(c.unit_draw, c.unit_spent, state.rng, -1);
}

CardIndex DrawSupport(BattleState& state) {
  CardState& c = state.cards;
  return Draw<CardIndex>(c.support_draw, c.support_spent, state.rng, kNoCard);
}

void RefillHand(const Catalog& catalog, BattleState& state, Events* events) {
  CardState& c = state.cards;
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.unit_slots[s] >= 0) continue;
    c.unit_slots[s] = DrawUnit(state);
    if (c.unit_slots[s] >= 0) {
      Event e = CardEvent(kEventCardDrawn, c.units[c.unit_slots[s]].card, s);
      e.amount2 = static_cast<int>(Rail::kUnit);
      siege::Emit(events, e);
    }
  }
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.support_slots[s] != kNoCard) continue;
    c.support_slots[s] = DrawSupport(state);
    if (c.support_slots[s] != kNoCard) {
      Event e = CardEvent(kEventCardDrawn, c.support_slots[s], s);
      e.amount2 = static_cast<int>(Rail::kSupport);
      siege::Emit(events, e);
    }
  }
  (void)catalog;
}

void FillBays(const Catalog& catalog, BattleState& state, Events* events) {
  CardState& c = state.cards;
  for (int b = 0; b < c.bay_count; ++b) {
    if (c.bays[b] != kNoCard || c.kit_next >= kKitSize) continue;
    c.bays[b] = c.kit[c.kit_next++];
    siege::Emit(events, CardEvent(kEventBayFilled, c.bays[b], b));
  }
  UpdateTerrainWorks(catalog, state);
}

void UpdateTerrainWorks(const Catalog& catalog, BattleState& state) {
  bool works = false;
  for (int b = 0; b < state.cards.bay_count; ++b) {
    const CardIndex card = state.cards.bays[b];
    if (card == kNoCard) continue;
    for (const Effect& e : catalog.cards[card].effects) {
      works = works || e.kind == EffectKind::kTerrainWorks;
    }
  }
  state.terrain_works = works;
}

}  // namespace bc::cards
