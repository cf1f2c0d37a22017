// The card side of the turn flow: building the rails at battle start (deck policy,
// siege units, kit, doctrine), fieldwork triggers and refills at the end of a turn,
// and victory hooks. See card_hooks.h for when the siege code calls these.
#include "core/card_hooks.h"

#include <algorithm>

#include "basecommand/carried_units.h"
#include "basecommand/card_events.h"
#include "basecommand/loadout.h"
#include "core/card_rules.h"
#include "core/king_ring.h"

namespace bc::cards {

namespace {

UnitInstance NewInstance(const Catalog& catalog, CardIndex card) {
  UnitInstance u;
  u.card = card;
  u.rank = 1;
  u.max_hp = static_cast<std::int16_t>(catalog.cards[card].ranks[0].health);
  u.hp = u.max_hp;
  return u;
}

// The attacker that sets off an armed fieldwork this turn end, or -1: on its cell for
// kEnemyOnCell, on or next to it for kEnemyAdjacent (the cell first, then neighbours in
// direction order), meeting the condition of at least one of its effects.
int Triggering(const Catalog& catalog, const BattleState& state, const ArmedFieldwork& f) {
  const CardDef& card = catalog.cards[f.card];
  bool adjacent = false;
  bool on_cell = false;
  for (const Effect& e : card.effects) {
    adjacent = adjacent || e.trigger == Trigger::kEnemyAdjacent;
    on_cell = on_cell || e.trigger == Trigger::kEnemyOnCell;
  }
  auto qualifies = [&](Cell cell) {
    if (cell == kNoCell || state.attacker_at[cell] < 0) return false;
    const Attacker& a = state.attackers[state.attacker_at[cell]];
    return std::any_of(card.effects.begin(), card.effects.end(), [&](const Effect& e) {
      return (e.trigger == Trigger::kEnemyAdjacent || e.trigger == Trigger::kEnemyOnCell) &&
             AttackerMeets(catalog, a, e);
    });
  };
  if ((adjacent || on_cell) && qualifies(f.cell)) return state.attacker_at[f.cell];
  // (No attacker around it: no neighbour qualifies.)
  if (!adjacent || (Around(f.cell) & state.masks.occupied) == 0) return -1;
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell n = Neighbour(f.cell, dir);
    if (qualifies(n)) return state.attacker_at[n];
  }
  return -1;
}

void RemoveArmed(CardState& c, int i) {
  for (int j = i + 1; j < c.armed_count; ++j) c.armed[j - 1] = c.armed[j];
  --c.armed_count;
  c.armed[c.armed_count] = ArmedFieldwork{};
}

// Fieldwork `i` goes off on attacker `index`: its effects of the triggers that apply
// (on-cell effects only when the attacker stands on its cell), a use spent. Returns
// false when it was removed (spent), true when it is still armed at `i`.
bool GoOff(const Catalog& catalog, BattleState& state, int i, int index, bool on_cell,
           Events* events) {
  CardState& c = state.cards;
  const ArmedFieldwork f = c.armed[i];
  const Attacker& a = state.attackers[index];
  Event t = CardEvent(kEventFieldworkTriggered, f.card);
  t.cell = f.cell;
  t.uid = a.uid;
  t.enemy = a.type;
  t.hidden = a.concealed;
  siege::Emit(events, t);
  EffectContext ctx;
  ctx.source = f.card;
  ctx.attacker = a.uid;
  const std::vector<Effect>& effects = catalog.cards[f.card].effects;
  if (on_cell) RunEffects(catalog, state, effects, Trigger::kEnemyOnCell, ctx, events);
  RunEffects(catalog, state, effects, Trigger::kEnemyAdjacent, ctx, events);
  ArmedFieldwork& live = c.armed[i];
  if (live.uses_left > 0 && --live.uses_left == 0) {
    Event e = CardEvent(kEventFieldworkSpent, f.card);
    e.cell = f.cell;
    siege::Emit(events, e);
    RemoveArmed(c, i);
    return false;
  }
  return true;
}

void TriggerFieldworks(const Catalog& catalog, BattleState& state, std::uint64_t fired,
                       Events* events) {
  CardState& c = state.cards;
  for (int i = 0; i < c.armed_count && siege::IsRunning(state);) {
    const ArmedFieldwork f = c.armed[i];
    if ((fired >> f.cell) & 1u) {
      ++i;
      continue;
    }
    const int index = Triggering(catalog, state, f);
    if (index < 0) {
      // An attacker standing on a fieldwork it did not set off destroys it.
      if (state.attacker_at[f.cell] >= 0) {
        siege::Emit(events, [&] { Event e = CardEvent(kEventFieldworkSpent, f.card); e.cell = f.cell; return e; }());
        RemoveArmed(c, i);
        continue;
      }
      ++i;
      continue;
    }
    if (GoOff(catalog, state, i, index, true, events)) ++i;
  }
}

}  // namespace

bool OnAttackerEntered(const Catalog& catalog, BattleState& state, std::uint16_t uid,
                       std::uint64_t& fired, Events* events, int hint) {
  CardState& c = state.cards;
  bool stop = false;
  // Where the attacker is changes only when a fieldwork goes off.
  int index = siege::FindAttackerByUid(state, uid, hint);
  for (int i = 0; c.active && i < c.armed_count && siege::IsRunning(state);) {
    if (index < 0) return true;
    const ArmedFieldwork f = c.armed[i];
    const Attacker& a = state.attackers[index];
    const bool on_cell = a.cell == f.cell;
    const bool near = on_cell || NextTo(a.cell, f.cell);
    const std::vector<Effect>& effects = catalog.cards[f.card].effects;
    // Out of reach (neither on nor next to it), no effect of it can go off.
    const bool goes = near && ((fired >> f.cell) & 1u) == 0 &&
                      std::any_of(effects.begin(), effects.end(), [&](const Effect& e) {
                        const bool reach = (e.trigger == Trigger::kEnemyOnCell && on_cell) ||
                                           (e.trigger == Trigger::kEnemyAdjacent && near);
                        return reach && AttackerMeets(catalog, a, e);
                      });
    if (!goes) {
      ++i;
      continue;
    }
    fired |= std::uint64_t{1} << f.cell;
    stop = stop || on_cell;
    if (GoOff(catalog, state, i, index, on_cell, events)) ++i;
    index = siege::FindAttackerByUid(state, uid, index);
  }
  return stop || index < 0;
}

bool DestroyFieldworkAt(BattleState& state, Cell cell, Events* events) {
  CardState& c = state.cards;
  for (int i = 0; i < c.armed_count; ++i) {
    if (c.armed[i].cell != cell) continue;
    Event e = CardEvent(kEventFieldworkSpent, c.armed[i].card);
    e.cell = cell;
    siege::Emit(events, e);
    RemoveArmed(c, i);
    return true;
  }
  return false;
}

void OnBattleStart(const Catalog& catalog, const BattleSetup& setup, BattleState& state,
                   Events* events) {
  CardState& c = state.cards;  // (as BattleState{} made it: NewBattle's alone)
  if (setup.mission >= catalog.missions.size()) return;
  const MissionDef& mission = catalog.missions[setup.mission];
  // A custom deck (a command file) goes in only where the policy allows one and only
  // when it is legal; otherwise the catalog loadout the policy gives.
  const bool custom = mission.deck_policy == DeckPolicy::kCustom && setup.custom_loadout &&
                      ValidateLoadout(catalog, *setup.custom_loadout).empty();
  const int loadout_index = custom ? -1 : ResolveLoadout(catalog, mission, setup.loadout);
  if (!custom && loadout_index < 0) return;  // no deck: a battle without cards
  const LoadoutDef& loadout = custom ? *setup.custom_loadout : catalog.loadouts[loadout_index];
  c.active = true;
  c.loadout = static_cast<std::int8_t>(loadout_index);

  // Ids as indices: resolved once when the catalog was finished, else looked up now.
  const bool indexed = !custom && loadout.resolved;
  const auto card_at = [&](const std::vector<std::string>& ids, const std::vector<int>& indices,
                           std::size_t i) {
    return indexed && i < indices.size() ? indices[i] : catalog.FindCard(ids[i]);
  };

  // The loadout's base weapon is mounted unless the mission names its own emplacement
  // (any weapon but the standard cannon).
  const int weapon = indexed ? loadout.indices.weapon : catalog.FindWeapon(loadout.weapon);
  const int mission_weapon = mission.finished ? mission.weapon_index : catalog.FindWeapon(mission.weapon);
  const bool mission_mount = mission.weapon != kStandardWeapon && mission_weapon >= 0;
  if (weapon >= 0 && !mission_mount) {
    state.weapon = static_cast<WeaponIndex>(weapon);
    const int cap = static_cast<int>(catalog.weapons[weapon].power_steps.size());
    state.cannon_charge = static_cast<std::int8_t>(std::min<int>(state.cannon_charge, cap));
  }

  // Unit Roster plus the mission's siege units; Support Deck; kit. Unknown ids and
  // cards of the wrong family are skipped here (the loader refuses them).
  auto add_unit = [&](const int card) {
    if (card < 0 || catalog.cards[card].family != CardFamily::kUnit) return;
    if (c.unit_count >= kMaxUnitInstances) return;
    c.units[c.unit_count] = NewInstance(catalog, static_cast<CardIndex>(card));
    PushBottom(c.unit_draw, c.unit_count);
    ++c.unit_count;
  };
  for (std::size_t i = 0; i < loadout.units.size(); ++i) {
    add_unit(card_at(loadout.units, loadout.indices.units, i));
  }
  int siege_units = 0;
  for (std::size_t i = 0; i < mission.siege_units.size(); ++i) {
    if (siege_units++ >= kMaxSiegeUnits) continue;
    add_unit(mission.finished && i < mission.siege_unit_cards.size()
                 ? mission.siege_unit_cards[i]
                 : catalog.FindCard(mission.siege_units[i]));
  }
  for (std::size_t i = 0; i < loadout.supports.size(); ++i) {
    const int card = card_at(loadout.supports, loadout.indices.supports, i);
    if (card >= 0 && catalog.cards[card].family == CardFamily::kSupport) {
      PushBottom(c.support_draw, static_cast<CardIndex>(card));
    }
  }
  int kit = 0;
  for (std::size_t i = 0; i < loadout.fieldworks.size(); ++i) {
    const int card = card_at(loadout.fieldworks, loadout.indices.fieldworks, i);
    if (card >= 0 && catalog.cards[card].family == CardFamily::kFieldwork && kit < kKitSize) {
      c.kit[kit++] = static_cast<CardIndex>(card);
    }
  }
  // The sealed crate: which fieldwork arrives first is random.
  if (kit == kKitSize && state.rng.Below(2) == 1) std::swap(c.kit[0], c.kit[1]);
  c.kit_next = static_cast<std::int8_t>(kKitSize - kit);
  if (kit == 1) c.kit[1] = c.kit[0];
  // Units you keep: the campaign's carried records (rank, HP, upgrades) go onto the new
  // instances before the shuffle; a disabled unit leaves the piles and sits this one out.
  if (!setup.carried_units.empty()) ApplyCarriedUnits(catalog, setup.carried_units, state);
  Shuffle(c.unit_draw, state.rng);
  Shuffle(c.support_draw, state.rng);

  // The doctrine: passive, never lost.
  const int doctrine = indexed ? loadout.indices.doctrine : catalog.FindCard(loadout.doctrine);
  if (doctrine >= 0 && catalog.cards[doctrine].family == CardFamily::kDoctrine) {
    c.doctrine = static_cast<CardIndex>(doctrine);
    EffectContext ctx;
    ctx.source = c.doctrine;
    const auto& effects = catalog.cards[doctrine].effects;
    RunEffects(catalog, state, effects, Trigger::kPassive, ctx, events);
    RunEffects(catalog, state, effects, Trigger::kBattleStart, ctx, events);
  }
  FillBays(catalog, state, events);
  RefillHand(catalog, state, events);
}

void OnEndOfTurn(const Catalog& catalog, BattleState& state, std::uint64_t fired, Events* events) {
  CardState& c = state.cards;
  if (!c.active) {
    c.discard_points = static_cast<std::int8_t>(std::min<int>(kDiscardCap, c.discard_points + 1));
    return;
  }
  TriggerFieldworks(catalog, state, fired, events);
  if (!siege::IsRunning(state)) return;
  if (c.global_range_turns > 0) {
    --c.global_range_turns;
    Event e = CardEvent(kEventGlobalRange, kNoCard);
    e.amount2 = c.global_range_turns;
    siege::Emit(events, e);
  }
  if (c.option_count > 0) {
    // A discovery left open at the end of the turn takes no option: the card is spent.
    PushBottom(c.support_spent, c.discovery_card);
    c.options = {kNoCard, kNoCard, kNoCard};
    c.option_count = 0;
    c.discovery_slot = -1;
    c.discovery_card = kNoCard;
  }
  RefillHand(catalog, state, events);
  FillBays(catalog, state, events);
  if (c.discard_points < kDiscardCap) ++c.discard_points;
}

void OnVictory(const Catalog& catalog, BattleState& state, Events* events) {
  CardState& c = state.cards;
  if (!c.active) return;
  for (int i = 0; i < c.unit_count; ++i) {
    if (!c.units[i].defeated) RunUnitHooks(catalog, state, i, Trigger::kVictory, 0, events);
  }
  if (c.doctrine != kNoCard) {
    EffectContext ctx;
    ctx.source = c.doctrine;
    RunEffects(catalog, state, catalog.cards[c.doctrine].effects, Trigger::kVictory, ctx, events);
  }
}

}  // namespace bc::cards
