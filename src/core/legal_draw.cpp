// The legal actions counted by group and one of them built alone (rules.h:
// CountLegalActions, LegalActionAt): ListLegal's and cards::AppendLegal's tests, in their
// order, with each group kept as a mask and its count instead of written out. Tested
// against LegalActions on states from whole playouts (tests/core/legal_draw_test.cpp,
// tests/data/legal_draw_shipped_test.cpp), so that the two cannot drift apart.
#include <algorithm>
#include <bit>

#include "basecommand/rules.h"
#include "core/card_rules.h"
#include "core/line_of_fire.h"
#include "core/player_actions.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc {

namespace {

using Group = LegalActionSet::Group;
using Expand = LegalActionSet::Expand;
using Field = LegalActionSet::Field;

void Add(LegalActionSet& set, const Action& action, Expand expand, Field field, std::uint64_t bits) {
  const int count = std::popcount(bits);
  if (count == 0) return;
  Group& g = set.groups[static_cast<std::size_t>(set.group_count++)];
  g.action = action;
  g.expand = expand;
  g.field = field;
  g.count = static_cast<std::uint8_t>(count);
  g.bits = bits;
  set.count += count;
}

void AddOne(LegalActionSet& set, const Action& action) {
  Add(set, action, Expand::kValues, Field::kNone, 1);
}

// The position of the k-th (0-based) set bit of `bits`.
int NthBit(std::uint64_t bits, int k) {
  for (; k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

// cards::AppendLegal's groups.
void AddCardGroups(const Catalog& catalog, const BattleState& state, LegalActionSet& set,
                   siege::ClearShots& clear_shots) {
  const CardState& c = state.cards;
  if (!c.active || !siege::IsRunning(state)) return;
  Action a;
  if (c.option_count > 0) {
    a.kind = ActionKind::kChoose;
    Add(set, a, Expand::kValues, Field::kIndex, (std::uint64_t{1} << c.option_count) - 1);
    return;
  }
  const std::uint64_t occupied = state.masks.occupied;
  // The unit slots: the attackers in the unit's ranges with a clear shot, in attacker
  // order (CheckUnit's tests), as cells.
  bool any_unit = false;
  for (const std::int8_t u : c.unit_slots) any_unit = any_unit || u >= 0;
  const std::uint64_t clear = any_unit && occupied != 0 ? clear_shots.Mask() : 0;
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.unit_slots[s] < 0) continue;
    a = Action{};
    a.kind = ActionKind::kPlayUnit;
    a.slot = static_cast<std::int8_t>(s);
    const std::uint8_t ranges = cards::UnitRanges(catalog, c, c.units[c.unit_slots[s]]);
    std::uint64_t reach = 0;
    for (int r = 1; r <= 3; ++r) {
      if (ranges & (1u << (r - 1))) reach |= RangeMask(r);
    }
    Add(set, a, Expand::kAttackerCells, Field::kCell, reach & clear);
  }
  // The support slots (CheckSupport's tests).
  std::uint64_t aircraft = 0;
  bool aircraft_known = false;
  const std::uint64_t all = state.attacker_count >= 64 ? ~std::uint64_t{0}
                                                       : (std::uint64_t{1} << state.attacker_count) - 1;
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.support_slots[s] == kNoCard) continue;
    const CardDef& card = catalog.cards[c.support_slots[s]];
    a = Action{};
    a.kind = ActionKind::kPlaySupport;
    a.slot = static_cast<std::int8_t>(s);
    a.target = card.target;
    switch (a.target) {
      case TargetKind::kNone:
        AddOne(set, a);
        break;
      case TargetKind::kBoard:
        if (state.attacker_count > 0) AddOne(set, a);
        break;
      case TargetKind::kCell: {
        std::uint64_t targets = all;
        for (const Effect& e : card.effects) {
          if (targets == 0) break;
          if (e.trigger != Trigger::kOnPlay || e.target != EffectTarget::kChosen) continue;
          if (!aircraft_known) {
            for (int i = 0; i < state.attacker_count; ++i) {
              if (catalog.enemies[state.attackers[i].type].IsAircraft()) aircraft |= std::uint64_t{1} << i;
            }
            aircraft_known = true;
          }
          targets &= cards::AttackersMeeting(catalog, state, e, aircraft);
          if (e.kind != EffectKind::kExecute) continue;
          for (std::uint64_t bits = targets; bits != 0; bits &= bits - 1) {
            const int i = std::countr_zero(bits);
            if (state.attackers[i].hp > e.amount) targets &= ~(std::uint64_t{1} << i);
          }
        }
        Add(set, a, Expand::kAttackerIndices, Field::kCell, targets);
        break;
      }
      case TargetKind::kSegment: {
        std::uint64_t values = 0;
        for (int i = 0; i < kSegmentCount; ++i) {
          if ((occupied & SegmentMask(static_cast<Segment>(i))) != 0) values |= std::uint64_t{1} << i;
        }
        Add(set, a, Expand::kValues, Field::kIndex, values);
        break;
      }
      case TargetKind::kQuadrant: {
        std::uint64_t values = 0;
        for (int i = 0; i < kQuadrantCount; ++i) {
          if (state.shields[i] != ShieldState::kOvercharged) values |= std::uint64_t{1} << i;
        }
        Add(set, a, Expand::kValues, Field::kIndex, values);
        break;
      }
      case TargetKind::kRange: {
        std::uint64_t values = 0;
        for (int i = 1; i <= 3; ++i) {
          if ((occupied & RangeMask(i)) != 0) values |= std::uint64_t{1} << i;
        }
        Add(set, a, Expand::kValues, Field::kIndex, values);
        break;
      }
      case TargetKind::kUnitSlot: {
        std::uint64_t values = 0;
        for (int i = 0; i < kHandSlots; ++i) {
          if (c.unit_slots[i] >= 0) values |= std::uint64_t{1} << i;
        }
        Add(set, a, Expand::kValues, Field::kIndex, values);
        break;
      }
    }
  }
  // The bays (CheckFieldwork's cell tests), while room is left to arm one.
  if (c.armed_count < kMaxArmed) {
    const BoardMasks& m = state.masks;
    std::uint64_t taken = kBaseMask | m.blocked | m.barricades | m.occupied | m.trapped;
    for (int i = 0; i < c.armed_count; ++i) taken |= CellBit(c.armed[i].cell);
    for (int b = 0; b < c.bay_count; ++b) {
      if (c.bays[b] == kNoCard || catalog.cards[c.bays[b]].target != TargetKind::kCell) continue;
      a = Action{};
      a.kind = ActionKind::kPlayFieldwork;
      a.slot = static_cast<std::int8_t>(b);
      Add(set, a, Expand::kValues, Field::kCell, ~taken);
    }
  }
  // The discards (CheckDiscard's tests).
  if (c.discard_points > 0) {
    std::uint64_t units = 0;
    std::uint64_t supports = 0;
    for (int s = 0; s < kHandSlots; ++s) {
      if (c.unit_slots[s] >= 0) units |= std::uint64_t{1} << s;
      if (c.support_slots[s] != kNoCard) supports |= std::uint64_t{1} << s;
    }
    a = Action{};
    a.kind = ActionKind::kDiscard;
    a.rail = Rail::kUnit;
    Add(set, a, Expand::kValues, Field::kSlot, units);
    a.rail = Rail::kSupport;
    Add(set, a, Expand::kValues, Field::kSlot, supports);
  }
}

}  // namespace

void CountLegalActions(const Catalog& catalog, const BattleState& state, LegalActionSet& out) {
  out.group_count = 0;
  out.count = 0;
  if (state.phase != Phase::kPlayer) return;
  AddOne(out, Action::EndTurn());
  siege::ClearShots clear(catalog, state);
  if (siege::CannonPower(catalog, state) > 0) {
    const WeaponDef& weapon = catalog.weapons[state.weapon];
    std::uint64_t in_range = 0;
    for (int r = std::max(weapon.min_range, 1); r <= std::min(weapon.max_range, 3); ++r) {
      in_range |= RangeMask(r);
    }
    const std::uint64_t occupied_in_range = state.masks.occupied & in_range;
    if (occupied_in_range != 0) {
      Add(out, Action::Fire(kNoCell), Expand::kValues, Field::kCell, occupied_in_range & clear.Mask());
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    const BoardMasks& m = state.masks;
    if (CountCells(m.player_built) < kMaxPlayerBarricades) {
      Add(out, Action::Build(kNoCell), Expand::kValues, Field::kCell,
          ~(m.no_build | m.occupied | m.barricades | m.trapped | siege::PendingMask(state)));
    }
    Add(out, Action::Demolish(kNoCell), Expand::kValues, Field::kCell, m.destructible);
  }
  AddCardGroups(catalog, state, out, clear);
}

Action LegalActionAt(const BattleState& state, const LegalActionSet& set, int i) {
  int g = 0;
  while (i >= set.groups[static_cast<std::size_t>(g)].count) {
    i -= set.groups[static_cast<std::size_t>(g)].count;
    ++g;
  }
  const Group& group = set.groups[static_cast<std::size_t>(g)];
  Action a = group.action;
  int value = 0;
  switch (group.expand) {
    case Expand::kValues:
      value = NthBit(group.bits, i);
      break;
    case Expand::kAttackerIndices:
      value = state.attackers[NthBit(group.bits, i)].cell;
      break;
    case Expand::kAttackerCells:
      for (int k = 0;; ++k) {
        const Cell cell = state.attackers[k].cell;
        if (((group.bits >> cell) & 1u) != 0 && i-- == 0) {
          value = cell;
          break;
        }
      }
      break;
  }
  switch (group.field) {
    case Field::kNone: break;
    case Field::kCell: a.cell = static_cast<Cell>(value); break;
    case Field::kIndex: a.index = static_cast<std::int8_t>(value); break;
    case Field::kSlot: a.slot = static_cast<std::int8_t>(value); break;
  }
  return a;
}

}  // namespace bc
