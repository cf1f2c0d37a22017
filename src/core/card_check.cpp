// Card actions, the checking side: why a card action is illegal (nothing is spent
// when it is), the list of legal card actions, and the cells an action reaches
// (ActionCoversCell, action.h), by the same target shapes.
#include <array>
#include <bit>
#include <string>

#include "basecommand/routing.h"
#include "basecommand/rules_text.h"
#include "core/card_hooks.h"
#include "core/card_rules.h"
#include "core/line_of_fire.h"

namespace bc::cards {

namespace {

std::string CellText(Cell c) { return CellName(c); }

std::string Number(int n) { return std::to_string(n); }

// Records why a check failed (only when a reason is wanted: LegalActions asks for none,
// so that listing builds no strings) and returns false.
template <typename Message>
bool Fail(std::string* reason, Message&& message) {
  if (reason != nullptr) *reason = message();
  return false;
}

bool InSlot(int slot) { return slot >= 0 && slot < kHandSlots; }

bool CheckUnit(const Catalog& catalog, const BattleState& state, const Action& a,
               std::string* reason, const RulesText& t) {
  const CardState& c = state.cards;
  if (!InSlot(a.slot))
    return Fail(reason,
                [&] { return FillPlaces(t.Phrase("there is no unit slot {0}"), {Number(a.slot + 1)}); });
  const int instance = c.unit_slots[a.slot];
  if (instance < 0)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("unit slot {0} is empty"), {Number(a.slot + 1)}); });
  if (a.cell < 0 || a.cell >= kCellCount)
    return Fail(reason, [&] { return t.Phrase("a unit card must target an attacker's cell"); });
  const int index = state.attacker_at[a.cell];
  if (index < 0)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no attacker at {0}"), {CellText(a.cell)}); });
  const int range = RangeOf(a.cell);
  if ((UnitRanges(catalog, c, c.units[instance]) & (1u << (range - 1))) == 0) {
    return Fail(reason, [&] {
      // TRANSLATORS: {0} a unit card's name, {1} the range band.
      return FillPlaces(t.Phrase("{0} cannot reach range {1}"), {catalog.cards[c.units[instance].card].name, Number(range)});
    });
  }
  if (const Cell blocker = siege::DirectFireBlocker(catalog, state, nullptr, a.cell); blocker != kNoCell) {
    return Fail(reason, [&] { return siege::BlockedFireReason(blocker, a.cell, t); });
  }
  return true;
}

// Whether the cell lies in what a support aims at: the cell itself, or a cell outside the
// base of its segment, range band or board, or a base cell of its shield quadrant.
bool InTargetArea(const Action& a, Cell c) {
  switch (a.target) {
    case TargetKind::kCell: return c == a.cell;
    case TargetKind::kSegment: return !IsBaseCell(c) && static_cast<int>(SegmentOf(c)) == a.index;
    case TargetKind::kRange: return !IsBaseCell(c) && RangeOf(c) == a.index;
    case TargetKind::kBoard: return !IsBaseCell(c);
    case TargetKind::kQuadrant: return IsBaseCell(c) && static_cast<int>(QuadrantOf(c)) == a.index;
    default: return false;
  }
}

bool AnyAttackerIn(const BattleState& state, const Action& a) {
  for (int i = 0; i < state.attacker_count; ++i) {
    if (InTargetArea(a, state.attackers[i].cell)) return true;
  }
  return false;
}

bool CheckSupport(const Catalog& catalog, const BattleState& state, const Action& a,
                  std::string* reason, const RulesText& t) {
  const CardState& c = state.cards;
  if (!InSlot(a.slot))
    return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no support slot {0}"), {Number(a.slot + 1)}); });
  const CardIndex card_index = c.support_slots[a.slot];
  if (card_index == kNoCard)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("support slot {0} is empty"), {Number(a.slot + 1)}); });
  const CardDef& card = catalog.cards[card_index];
  const TargetKind want = card.target;
  // A card aimed at a unit card in hand may take a posted unit instead.
  const bool at_post = a.target == TargetKind::kPost && want == TargetKind::kUnitSlot;
  if (at_post) {
    if (PostAt(state, a.cell) < 0) {
      return Fail(reason, [&] {
        return FillPlaces(t.Phrase("there is no posted unit at {0}"),
                          {a.cell >= 0 && a.cell < kCellCount ? CellText(a.cell) : std::string("?")});
      });
    }
    return true;
  }
  if (a.target != want) {
    switch (want) {
      case TargetKind::kNone:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} takes no target"), {card.name}); });
      case TargetKind::kCell:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target an attacker's cell"), {card.name}); });
      case TargetKind::kSegment:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target a segment (NW, NE, SE, SW)"), {card.name}); });
      case TargetKind::kRange:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target a range band (1-3)"), {card.name}); });
      case TargetKind::kBoard:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target the full board"), {card.name}); });
      case TargetKind::kQuadrant:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target a shield quadrant"), {card.name}); });
      case TargetKind::kUnitSlot:
        return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} must target a unit card in hand"), {card.name}); });
      case TargetKind::kPost:
        break;
    }
  }
  switch (want) {
    case TargetKind::kCell: {
      if (a.cell < 0 || a.cell >= kCellCount)
        return Fail(reason, [&] { return t.Phrase("that is not a cell"); });
      const int index = state.attacker_at[a.cell];
      if (index < 0)
        return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no attacker at {0}"), {CellText(a.cell)}); });
      const Attacker& target = state.attackers[index];
      for (const Effect& e : card.effects) {
        if (e.trigger != Trigger::kOnPlay || e.target != EffectTarget::kChosen) continue;
        if (!AttackerMeets(catalog, target, e)) {
          return Fail(reason, [&] {
            return FillPlaces(t.Phrase("{0} has no effect on the attacker at {1}"), {card.name, CellText(a.cell)});
          });
        }
        if (e.kind == EffectKind::kExecute && target.hp > e.amount) {
          return Fail(reason, [&] {
            // TRANSLATORS: {0} the card's name, {1} its HP limit, {2} the attacker's cell, {3} the attacker's HP.
            return FillPlaces(t.PhraseN("{0} executes only attackers with at most {1} HP; the attacker at {2} has {3}",
                                        "{0} executes only attackers with at most {1} HP; the attacker at {2} has {3}",
                                        e.amount),
                              {card.name, Number(e.amount), CellText(a.cell), Number(target.hp)});
          });
        }
      }
      return true;
    }
    case TargetKind::kSegment:
      if (a.index < 0 || a.index >= kSegmentCount)
        return Fail(reason, [&] { return t.Phrase("there is no such segment"); });
      if (!AnyAttackerIn(state, a)) {
        return Fail(reason, [&] {
          return FillPlaces(t.Phrase("there is no attacker in segment {0}"),
                            {std::string(SegmentName(static_cast<Segment>(a.index)))});
        });
      }
      return true;
    case TargetKind::kRange:
      if (a.index < 1 || a.index > 3)
        return Fail(reason, [&] { return t.Phrase("range bands are 1, 2 and 3"); });
      if (!AnyAttackerIn(state, a))
        return Fail(reason, [&] {
          return FillPlaces(t.Phrase("there is no attacker at range {0}"), {Number(a.index)});
        });
      return true;
    case TargetKind::kBoard:
      if (state.attacker_count == 0)
        return Fail(reason, [&] { return t.Phrase("there is no attacker on the board"); });
      return true;
    case TargetKind::kQuadrant:
      if (a.index < 0 || a.index >= kQuadrantCount)
        return Fail(reason, [&] { return t.Phrase("there is no such shield quadrant"); });
      if (state.shields[a.index] == ShieldState::kOvercharged) {
        return Fail(reason, [&] {
          return FillPlaces(t.Phrase("the {0} shield is already overcharged"),
                            {std::string(QuadrantName(static_cast<Quadrant>(a.index)))});
        });
      }
      return true;
    case TargetKind::kUnitSlot:
      if (!InSlot(a.index))
        return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no unit slot {0}"), {Number(a.index + 1)}); });
      if (c.unit_slots[a.index] < 0)
        return Fail(reason, [&] { return FillPlaces(t.Phrase("unit slot {0} is empty"), {Number(a.index + 1)}); });
      return true;
    case TargetKind::kNone:
    case TargetKind::kPost:
      return true;
  }
  return true;
}

bool CheckFieldwork(const Catalog& catalog, const BattleState& state, const Action& a,
                    std::string* reason, const RulesText& t) {
  const CardState& c = state.cards;
  if (a.slot < 0 || a.slot >= c.bay_count)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no fieldwork bay {0}"), {Number(a.slot + 1)}); });
  const CardIndex card_index = c.bays[a.slot];
  if (card_index == kNoCard)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("fieldwork bay {0} is empty"), {Number(a.slot + 1)}); });
  const CardDef& card = catalog.cards[card_index];
  if (card.target != TargetKind::kCell) {
    return Fail(reason, [&] {
      return FillPlaces(t.Phrase("{0} works from its bay: use the build and demolish actions"), {card.name});
    });
  }
  if (a.cell < 0 || a.cell >= kCellCount)
    return Fail(reason, [&] { return t.Phrase("a fieldwork is armed on a cell"); });
  const auto where = [&a] { return CellText(a.cell); };
  if (state.cell_flags[a.cell] & kCellBase)
    return Fail(reason, [&] { return t.Phrase("fieldworks cannot be armed on the base"); });
  if (state.cell_flags[a.cell] & kCellBlocked)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("{0} is blocked"), {where()}); });
  if (BarricadeAt(state, a.cell) != BarricadeKind::kNone)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("a barricade stands at {0}"), {where()}); });
  if (state.attacker_at[a.cell] >= 0)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("an attacker stands at {0}"), {where()}); });
  if ((state.masks.trapped >> a.cell) & 1u)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("a demolition charge lies at {0}"), {where()}); });
  if ((state.masks.posted >> a.cell) & 1u)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("a unit holds a post at {0}"), {where()}); });
  for (int i = 0; i < c.armed_count; ++i) {
    if (c.armed[i].cell == a.cell)
      return Fail(reason, [&] { return FillPlaces(t.Phrase("a fieldwork is already armed at {0}"), {where()}); });
  }
  if (c.armed_count >= kMaxArmed)
    return Fail(reason, [&] {
      return FillPlaces(t.PhraseN("no more than {0} fieldwork can be armed", "no more than {0} fieldworks can be armed",
                                  kMaxArmed),
                        {Number(kMaxArmed)});
    });
  return true;
}

bool CheckDiscard(const BattleState& state, const Action& a, std::string* reason, const RulesText& t) {
  const CardState& c = state.cards;
  if (c.discard_points < 1)
    return Fail(reason, [&] { return t.Phrase("no discard points left this turn"); });
  if (!InSlot(a.slot)) return Fail(reason, [&] { return t.Phrase("there is no such slot"); });
  if (a.rail == Rail::kUnit ? c.unit_slots[a.slot] < 0 : c.support_slots[a.slot] == kNoCard) {
    return Fail(reason, [&] {
      return FillPlaces(a.rail == Rail::kUnit ? t.Phrase("unit slot {0} is empty") : t.Phrase("support slot {0} is empty"),
                        {Number(a.slot + 1)});
    });
  }
  return true;
}

// An order or a stand-down: a posted unit on that cell that has not acted this turn.
bool CheckPost(const Catalog& catalog, const BattleState& state, const Action& a, std::string* reason,
               const RulesText& t) {
  const int post = PostAt(state, static_cast<Cell>(a.index));
  if (post < 0) {
    return Fail(reason, [&] {
      return FillPlaces(t.Phrase("there is no posted unit at {0}"),
                        {a.index >= 0 && a.index < kCellCount ? CellText(a.index) : std::string("?")});
    });
  }
  const Post& p = state.cards.posts[post];
  if (Acted(state, p)) {
    return Fail(reason, [&] {
      // TRANSLATORS: {0} a unit card's name, {1} its post's cell.
      return FillPlaces(t.Phrase("{0} at {1} has already acted this turn"),
                        {catalog.cards[state.cards.units[p.unit].card].name, CellText(p.cell)});
    });
  }
  if (a.kind == ActionKind::kStandDown) return true;
  if (a.cell < 0 || a.cell >= kCellCount)
    return Fail(reason, [&] { return t.Phrase("an order must target an attacker's cell"); });
  if (state.attacker_at[a.cell] < 0)
    return Fail(reason, [&] { return FillPlaces(t.Phrase("there is no attacker at {0}"), {CellText(a.cell)}); });
  return CheckOrderReach(catalog, state, post, a.cell, reason, t);
}

}  // namespace

bool IsCardAction(const Action& action) {
  return action.kind == ActionKind::kPlayUnit || action.kind == ActionKind::kPlaySupport ||
         action.kind == ActionKind::kPlayFieldwork || action.kind == ActionKind::kDiscard ||
         action.kind == ActionKind::kChoose || action.kind == ActionKind::kOrder ||
         action.kind == ActionKind::kStandDown;
}

std::string Check(const Catalog& catalog, const BattleState& state, const Action& action, const RulesText& t) {
  const CardState& c = state.cards;
  if (!c.active) return t.Phrase("no cards are in play in this battle");
  if (!siege::IsRunning(state)) return t.Phrase("the battle is over");
  if (c.option_count > 0 && action.kind != ActionKind::kChoose) {
    return t.Phrase("choose one of the discovery options first");
  }
  std::string reason;
  switch (action.kind) {
    case ActionKind::kPlayUnit:
      CheckUnit(catalog, state, action, &reason, t);
      return reason;
    case ActionKind::kPlaySupport:
      CheckSupport(catalog, state, action, &reason, t);
      return reason;
    case ActionKind::kPlayFieldwork:
      CheckFieldwork(catalog, state, action, &reason, t);
      return reason;
    case ActionKind::kDiscard:
      CheckDiscard(state, action, &reason, t);
      return reason;
    case ActionKind::kOrder:
    case ActionKind::kStandDown:
      CheckPost(catalog, state, action, &reason, t);
      return reason;
    case ActionKind::kChoose:
      if (c.option_count == 0) return t.Phrase("there is no discovery to choose from");
      if (action.index < 0 || action.index >= c.option_count) {
        return FillPlaces(t.Phrase("choose an option between 1 and {0}"), {Number(c.option_count)});
      }
      return "";
    default:
      return t.Phrase("not a card action");
  }
}

namespace {

// The attackers on the board as masks over their indices (bit i = state.attackers[i]), so
// that a card's targets are listed in attacker order, as CheckUnit and CheckSupport would
// accept them one by one. Filled in one pass, when a card in hand needs it.
struct AttackerMasks {
  std::uint64_t all = 0;
  std::array<std::uint64_t, 4> by_range{};  // by range band 0-3
  std::uint64_t aircraft = 0;
  std::uint64_t clear = 0;                  // direct fire reaches them (ClearShotMask)
};

// In one pass: `clear` only for a unit in hand (`clear_cells` the cells of clear shots:
// every attacker when those are all the occupied cells), `aircraft` only for a
// cell-target support.
AttackerMasks MaskAttackers(const Catalog& catalog, const BattleState& state, bool units,
                            std::uint64_t clear_cells, bool aircraft) {
  AttackerMasks m;
  const int count = state.attacker_count;
  m.all = count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
  const bool each_clear = units && clear_cells != state.masks.occupied;
  if (units && !each_clear) m.clear = m.all;
  for (int i = 0; i < count; ++i) {
    const Attacker& a = state.attackers[i];
    const std::uint64_t bit = std::uint64_t{1} << i;
    m.by_range[RangeOf(a.cell)] |= bit;
    if (each_clear && ((clear_cells >> a.cell) & 1u)) m.clear |= bit;
    if (aircraft && catalog.enemies[a.type].IsAircraft()) m.aircraft |= bit;
  }
  return m;
}

// One action per attacker of `targets`, in attacker order, the cell set on `a`.
Action* PutAtAttackers(Action* at, const BattleState& state, const Action& a, std::uint64_t targets) {
  const std::uint64_t pattern = ActionBuffer::Pattern(a);
  for (; targets != 0; targets &= targets - 1) {
    at = ActionBuffer::PutCell(at, pattern, state.attackers[std::countr_zero(targets)].cell);
  }
  return at;
}

}  // namespace

Action* AppendLegal(const Catalog& catalog, const BattleState& state, Action* at,
                    siege::ClearShots& clear_shots) {
  const CardState& c = state.cards;
  if (!c.active || !siege::IsRunning(state)) return at;
  Action a;
  if (c.option_count > 0) {
    for (int i = 0; i < c.option_count; ++i) {
      a = Action{};
      a.kind = ActionKind::kChoose;
      a.index = static_cast<std::int8_t>(i);
      at = ActionBuffer::Put(at, a);
    }
    return at;
  }
  bool any_unit = false;
  for (const std::int8_t u : c.unit_slots) any_unit = any_unit || u >= 0;
  bool any_cell_support = false;
  for (const CardIndex card : c.support_slots) {
    any_cell_support = any_cell_support ||
                       (card != kNoCard && catalog.cards[card].target == TargetKind::kCell);
  }
  AttackerMasks attackers;
  if ((any_unit || any_cell_support) && state.attacker_count > 0) {
    // CheckUnit's line-of-fire test as one mask for every slot.
    attackers = MaskAttackers(catalog, state, any_unit, any_unit ? clear_shots.Mask() : 0,
                              any_cell_support);
  }
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.unit_slots[s] < 0) continue;
    a = Action{};
    a.kind = ActionKind::kPlayUnit;
    a.slot = static_cast<std::int8_t>(s);
    // CheckUnit's range test, with the unit's ranges taken once as a mask.
    const std::uint8_t ranges = UnitRanges(catalog, c, c.units[c.unit_slots[s]]);
    std::uint64_t reach = 0;
    for (int r = 1; r <= 3; ++r) {
      if (ranges & (1u << (r - 1))) reach |= attackers.by_range[r];
    }
    at = PutAtAttackers(at, state, a, reach & attackers.clear);
  }
  // CheckSupport's tests, with what does not depend on the target taken once per card:
  // the occupied segments and range bands as masks, the card's chosen-target effects.
  const std::uint64_t occupied = state.masks.occupied;
  for (int s = 0; s < kHandSlots; ++s) {
    if (c.support_slots[s] == kNoCard) continue;
    const CardDef& card = catalog.cards[c.support_slots[s]];
    a = Action{};
    a.kind = ActionKind::kPlaySupport;
    a.slot = static_cast<std::int8_t>(s);
    a.target = card.target;
    switch (a.target) {
      case TargetKind::kNone:
        at = ActionBuffer::Put(at, a);
        break;
      case TargetKind::kBoard:
        if (state.attacker_count > 0) at = ActionBuffer::Put(at, a);
        break;
      case TargetKind::kCell: {
        // Every attacker, less those a chosen-target effect has no effect on or cannot
        // execute.
        std::uint64_t targets = attackers.all;
        for (const Effect& e : card.effects) {
          if (targets == 0) break;
          if (e.trigger != Trigger::kOnPlay || e.target != EffectTarget::kChosen) continue;
          targets &= AttackersMeeting(catalog, state, e, attackers.aircraft);
          if (e.kind != EffectKind::kExecute) continue;
          for (std::uint64_t bits = targets; bits != 0; bits &= bits - 1) {
            const int i = std::countr_zero(bits);
            if (state.attackers[i].hp > e.amount) targets &= ~(std::uint64_t{1} << i);
          }
        }
        at = PutAtAttackers(at, state, a, targets);
        break;
      }
      case TargetKind::kSegment:
        for (int i = 0; i < kSegmentCount; ++i) {
          if ((occupied & SegmentMask(static_cast<Segment>(i))) == 0) continue;
          a.index = static_cast<std::int8_t>(i);
          at = ActionBuffer::Put(at, a);
        }
        break;
      case TargetKind::kQuadrant:
        for (int i = 0; i < kQuadrantCount; ++i) {
          if (state.shields[i] == ShieldState::kOvercharged) continue;
          a.index = static_cast<std::int8_t>(i);
          at = ActionBuffer::Put(at, a);
        }
        break;
      case TargetKind::kRange:
        for (int i = 1; i <= 3; ++i) {
          if ((occupied & RangeMask(i)) == 0) continue;
          a.index = static_cast<std::int8_t>(i);
          at = ActionBuffer::Put(at, a);
        }
        break;
      case TargetKind::kUnitSlot:
        for (int i = 0; i < kHandSlots; ++i) {
          if (c.unit_slots[i] < 0) continue;
          a.index = static_cast<std::int8_t>(i);
          at = ActionBuffer::Put(at, a);
        }
        // The posted units, in cell order.
        if (state.masks.posted != 0) {
          a.index = -1;
          a.target = TargetKind::kPost;
          const std::uint64_t pattern = ActionBuffer::Pattern(a);
          for (std::uint64_t bits = state.masks.posted; bits != 0; bits &= bits - 1) {
            at = ActionBuffer::PutCell(at, pattern, static_cast<Cell>(std::countr_zero(bits)));
          }
        }
        break;
      case TargetKind::kPost:
        break;
    }
  }
  for (int b = 0; b < c.bay_count; ++b) {
    if (c.bays[b] == kNoCard || catalog.cards[c.bays[b]].target != TargetKind::kCell) continue;
    a = Action{};
    a.kind = ActionKind::kPlayFieldwork;
    a.slot = static_cast<std::int8_t>(b);
    if (c.armed_count >= kMaxArmed) break;
    // CheckFieldwork's cell tests, as one mask of the cells that cannot take it.
    const BoardMasks& m = state.masks;
    std::uint64_t taken = kBaseMask | m.blocked | BarricadesIn(state, kEveryCell) | m.occupied | m.trapped | m.posted;
    for (int i = 0; i < c.armed_count; ++i) taken |= CellBit(c.armed[i].cell);
    const std::uint64_t pattern = ActionBuffer::Pattern(a);
    for (std::uint64_t bits = ~taken; bits != 0; bits &= bits - 1) {
      at = ActionBuffer::PutCell(at, pattern, static_cast<Cell>(std::countr_zero(bits)));
    }
  }
  if (c.discard_points > 0) {
    // CheckDiscard's tests: a point is left (above), the slot holds a card.
    a = Action{};
    a.kind = ActionKind::kDiscard;
    a.rail = Rail::kUnit;
    for (int s = 0; s < kHandSlots; ++s) {
      if (c.unit_slots[s] < 0) continue;
      a.slot = static_cast<std::int8_t>(s);
      at = ActionBuffer::Put(at, a);
    }
    a.rail = Rail::kSupport;
    for (int s = 0; s < kHandSlots; ++s) {
      if (c.support_slots[s] == kNoCard) continue;
      a.slot = static_cast<std::int8_t>(s);
      at = ActionBuffer::Put(at, a);
    }
  }
  if (c.post_count > 0) {
    // The orders (CheckPost's tests): each post that has not acted, in posting order, at
    // the attackers it reaches, in attacker order; then the stand-downs, in cell order.
    std::uint64_t idle = 0;
    for (int p = 0; p < c.post_count; ++p) {
      if (Acted(state, c.posts[p])) continue;
      idle |= CellBit(c.posts[p].cell);
      a = Action{};
      a.kind = ActionKind::kOrder;
      a.index = c.posts[p].cell;
      const std::uint64_t targets = OrderTargets(catalog, state, p);
      if (targets == 0) continue;
      const std::uint64_t pattern = ActionBuffer::Pattern(a);
      for (int i = 0; i < state.attacker_count; ++i) {
        const Cell cell = state.attackers[i].cell;
        if ((targets >> cell) & 1u) at = ActionBuffer::PutCell(at, pattern, cell);
      }
    }
    a = Action{};
    a.kind = ActionKind::kStandDown;
    for (std::uint64_t bits = idle; bits != 0; bits &= bits - 1) {
      a.index = static_cast<std::int8_t>(std::countr_zero(bits));
      at = ActionBuffer::Put(at, a);
    }
  }
  return at;
}

}  // namespace bc::cards

namespace bc {

bool ActionCoversCell(const Action& a, Cell cell) {
  if (cell < 0 || cell >= kCellCount) return false;
  switch (a.kind) {
    case ActionKind::kFireCannon:
    case ActionKind::kBuildBarricade:
    case ActionKind::kDemolishBarricade:
    case ActionKind::kPlayUnit:
    case ActionKind::kPlayFieldwork:
    case ActionKind::kOrder:  // a posted unit's order: its target's cell
      return a.cell == cell;
    case ActionKind::kPlaySupport:
      // A support aimed at a posted unit covers the post's cell.
      return a.target == TargetKind::kPost ? a.cell == cell : cards::InTargetArea(a, cell);
    default:
      return false;
  }
}

}  // namespace bc
