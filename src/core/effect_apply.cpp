// The effect vocabulary in action: each EffectKind applied to its targets (attackers,
// the base, unit cards), and the unit hooks that run them at their triggers.
#include <algorithm>
#include <bit>

#include "basecommand/card_events.h"
#include "core/card_rules.h"

namespace bc::cards {

namespace {

constexpr int kMaxBonus = 100;

bool IsAttackerKind(EffectKind k) {
  return k == EffectKind::kDamage || k == EffectKind::kPoison || k == EffectKind::kStripShields ||
         k == EffectKind::kStripPerks || k == EffectKind::kIncapacitate || k == EffectKind::kPush ||
         k == EffectKind::kExecute || k == EffectKind::kReveal;
}

bool IsUnitKind(EffectKind k) {
  return k == EffectKind::kAddAttack || k == EffectKind::kAddFirepower ||
         k == EffectKind::kAddEvasion || k == EffectKind::kAddMaxHp || k == EffectKind::kHeal ||
         k == EffectKind::kAddShield || k == EffectKind::kAddTempHp || k == EffectKind::kAddCrit ||
         k == EffectKind::kAddPerk || k == EffectKind::kAddRange || k == EffectKind::kRankUp ||
         k == EffectKind::kAttach;
}

std::int8_t Add8(int base, int delta) {
  return static_cast<std::int8_t>(std::clamp(base + delta, -kMaxBonus, kMaxBonus));
}

Event StatusEvent(const Attacker& a, StatusKind status, int value) {
  Event e = siege::AttackerEvent(kEventAttackerStatus, a);
  e.status = status;
  e.amount2 = value;
  return e;
}

// One step away from the base: the free neighbour with a greater range, orthogonal
// steps first, then direction order. kNoCell when there is none.
Cell PushCell(const BattleState& state, Cell from) {
  const int range = RangeOf(from);
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell to = Neighbour(from, dir);
    if (to == kNoCell || RangeOf(to) <= range) continue;
    if (state.attacker_at[to] >= 0 || BarricadeAt(state, to) != BarricadeKind::kNone) continue;
    if (state.cell_flags[to] & (kCellBlocked | kCellBase)) continue;
    if ((state.masks.posted >> to) & 1u) continue;  // never onto a post
    return to;
  }
  return kNoCell;
}

void ApplyToAttacker(const Catalog& catalog, BattleState& state, const Effect& e, int index,
                     Events* events) {
  Attacker& a = state.attackers[index];
  switch (e.kind) {
    case EffectKind::kDamage:
      siege::DamageAttacker(catalog, state, index, e.amount, false, events);
      break;
    case EffectKind::kPoison:
      a.poison = static_cast<std::int8_t>(std::max<int>(a.poison, e.amount));
      a.poison_turns = static_cast<std::int8_t>(std::max<int>(a.poison_turns, e.duration));
      siege::Emit(events, StatusEvent(a, StatusKind::kPoison, a.poison_turns));
      break;
    case EffectKind::kStripShields:
      a.shield = 0;
      siege::Emit(events, StatusEvent(a, StatusKind::kNone, 0));
      break;
    case EffectKind::kStripPerks:
      a.perks = 0;
      siege::Emit(events, StatusEvent(a, StatusKind::kNone, 0));
      break;
    case EffectKind::kIncapacitate:
      a.incapacitated = Add8(a.incapacitated, e.amount);
      siege::Emit(events, StatusEvent(a, StatusKind::kIncapacitated, a.incapacitated));
      break;
    case EffectKind::kPush:
      for (int step = 0; step < e.amount; ++step) {
        const Cell to = PushCell(state, state.attackers[index].cell);
        if (to == kNoCell) break;
        siege::MoveAttacker(state, index, to, events);
        siege::RevealIfSeen(catalog, state, index, events);
      }
      break;
    case EffectKind::kExecute:
      if (a.hp <= e.amount) siege::DamageAttacker(catalog, state, index, a.hp, true, events);
      break;
    case EffectKind::kReveal:
      siege::Reveal(state, index, RevealCause::kSupport, events);
      break;
    default:
      break;
  }
}

void ApplyToUnit(const Catalog& catalog, BattleState& state, const Effect& e, int instance,
                 CardIndex source, Events* events) {
  UnitInstance& u = state.cards.units[instance];
  if (u.defeated) return;
  if (e.condition == Condition::kUnitDamaged && u.hp >= u.max_hp) return;
  switch (e.kind) {
    case EffectKind::kAddAttack: u.bonus_attack = Add8(u.bonus_attack, e.amount); break;
    case EffectKind::kAddFirepower: u.bonus_firepower = Add8(u.bonus_firepower, e.amount); break;
    case EffectKind::kAddEvasion: u.bonus_evasion = Add8(u.bonus_evasion, e.amount); break;
    case EffectKind::kAddCrit: u.bonus_crit = Add8(u.bonus_crit, e.amount); break;
    case EffectKind::kAddMaxHp:
      u.bonus_max_hp = Add8(u.bonus_max_hp, e.amount);
      u.max_hp = static_cast<std::int16_t>(u.max_hp + e.amount);
      u.hp = static_cast<std::int16_t>(std::max(1, u.hp + e.amount));
      break;
    case EffectKind::kHeal:
      u.hp = static_cast<std::int16_t>(std::min<int>(u.max_hp, u.hp + e.amount));
      break;
    case EffectKind::kAddShield: u.shield = Add8(u.shield, e.amount); break;
    case EffectKind::kAddTempHp: u.temp_hp = Add8(u.temp_hp, e.amount); break;
    case EffectKind::kAddPerk: u.perks |= e.perk; break;
    case EffectKind::kAddRange:
      u.bonus_ranges = static_cast<std::uint8_t>(u.bonus_ranges | (e.amount & kAllRanges));
      break;
    case EffectKind::kRankUp: RankUp(catalog, state, instance, e.amount, events); return;
    case EffectKind::kAttach:
      for (CardIndex& slot : u.attached) {
        if (slot == kNoCard) {
          slot = source;
          break;
        }
      }
      break;
    default: return;
  }
  Event ev = CardEvent(kEventUnitUpgraded, source);
  ev.amount2 = instance;
  siege::Emit(events, ev);
}

void ApplyToBase(const Catalog& catalog, BattleState& state, const Effect& e,
                 const EffectContext& ctx, Events* events) {
  const bool quadrant = ctx.action.target == TargetKind::kQuadrant && e.target == EffectTarget::kChosen;
  const auto q = static_cast<Quadrant>(std::clamp<int>(ctx.action.index, 0, kQuadrantCount - 1));
  switch (e.kind) {
    case EffectKind::kRepairBase: siege::RepairBase(state, e.amount, events); break;
    case EffectKind::kBaseMaxHealth:
      state.base_max_health = static_cast<std::int16_t>(state.base_max_health + e.amount);
      state.base_health = static_cast<std::int16_t>(state.base_health + e.amount);
      break;
    case EffectKind::kRepairShields:
      if (quadrant) {
        const ShieldState s = state.shields[static_cast<int>(q)];
        siege::SetShield(state, q, s == ShieldState::kDown ? ShieldState::kUp : ShieldState::kOvercharged, events);
      } else {
        for (int i = 0; i < e.amount; ++i) siege::RepairShield(state, events);
      }
      break;
    case EffectKind::kOverchargeShields:
      if (quadrant) {
        if (state.shields[static_cast<int>(q)] == ShieldState::kUp) {
          siege::SetShield(state, q, ShieldState::kOvercharged, events);
        }
      } else {
        int left = e.amount;
        for (int i = 0; i < kQuadrantCount && left > 0; ++i) {
          if (state.shields[i] != ShieldState::kUp) continue;
          siege::SetShield(state, static_cast<Quadrant>(i), ShieldState::kOvercharged, events);
          --left;
        }
      }
      break;
    case EffectKind::kSkipSpawns: state.skip_spawns = Add8(state.skip_spawns, e.amount); break;
    case EffectKind::kFreeze: state.frozen_turns = Add8(state.frozen_turns, e.amount); break;
    case EffectKind::kCannonMultiplier:
      state.cannon_multiplier = static_cast<std::int8_t>(std::max<int>(state.cannon_multiplier, e.amount));
      break;
    case EffectKind::kCannonCharge: {
      const int cap = state.weapon < catalog.weapons.size()
                          ? static_cast<int>(catalog.weapons[state.weapon].power_steps.size())
                          : 0;
      state.cannon_charge = static_cast<std::int8_t>(std::clamp(state.cannon_charge + e.amount, 0, cap));
      break;
    }
    case EffectKind::kGlobalRange: {
      state.cards.global_range_turns =
          static_cast<std::int8_t>(std::max<int>(state.cards.global_range_turns, e.duration));
      Event ev = CardEvent(kEventGlobalRange, ctx.source);
      ev.amount2 = state.cards.global_range_turns;
      siege::Emit(events, ev);
      break;
    }
    case EffectKind::kDiscardPoints:
      state.cards.discard_points = Add8(state.cards.discard_points, e.amount);
      break;
    case EffectKind::kScore: siege::ScorePoints(state, e.amount, events); break;
    case EffectKind::kExtraBay: state.cards.bay_count = kMaxBays; break;
    case EffectKind::kDiscover: {
      const CardDef& card = catalog.cards[ctx.source];
      CardState& c = state.cards;
      // Up to three options: all of them when there are three or fewer, else three
      // distinct ones drawn with the battle's RNG.
      std::array<CardIndex, 16> pool{};
      int n = 0;
      for (const CardIndex o : card.option_cards) {
        if (n < static_cast<int>(pool.size())) pool[n++] = o;
      }
      const int shown = std::min(n, kMaxOptions);
      for (int i = 0; i < shown; ++i) {
        if (n > kMaxOptions) {
          const int j = i + static_cast<int>(state.rng.Below(static_cast<std::uint32_t>(n - i)));
          std::swap(pool[i], pool[j]);
        }
        c.options[i] = pool[i];
      }
      c.option_count = static_cast<std::int8_t>(shown);
      Event ev = CardEvent(kEventDiscoveryOffered, ctx.source, ctx.action.slot);
      ev.amount2 = shown;
      siege::Emit(events, ev);
      break;
    }
    default: break;
  }
}

}  // namespace

bool AttackerMeets(const Catalog& catalog, const Attacker& attacker, const Effect& effect) {
  const bool air = catalog.enemies[attacker.type].IsAircraft();
  switch (effect.condition) {
    case Condition::kAircraft: return air;
    case Condition::kGround: return !air;
    case Condition::kHpAtMost: return attacker.hp <= effect.condition_value;
    case Condition::kShielded: return attacker.shield > 0;
    default: return true;
  }
}

std::uint64_t AttackersMeeting(const Catalog& catalog, const BattleState& state,
                               const Effect& effect, std::uint64_t aircraft) {
  const std::uint64_t all =
      state.attacker_count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << state.attacker_count) - 1;
  // The conditions that do not read the attacker's numbers, from masks; the rest asks
  // AttackerMeets of each attacker.
  switch (effect.condition) {
    case Condition::kAlways: return all;
    case Condition::kAircraft: return aircraft;
    case Condition::kGround: return all & ~aircraft;
    default: break;
  }
  std::uint64_t meeting = 0;
  for (int i = 0; i < state.attacker_count; ++i) {
    if (AttackerMeets(catalog, state.attackers[i], effect)) meeting |= std::uint64_t{1} << i;
  }
  return meeting;
}

int ChosenAttackers(const BattleState& state, const Action& action,
                    std::array<std::uint16_t, kMaxAttackers>& out) {
  // The occupied cells of the target area, in cell order.
  std::uint64_t cells = state.masks.occupied;
  switch (action.target) {
    case TargetKind::kCell:
      cells &= action.cell >= 0 && action.cell < kCellCount ? CellBit(action.cell) : 0;
      break;
    case TargetKind::kSegment:
      cells &= action.index >= 0 && action.index < kSegmentCount
                   ? SegmentMask(static_cast<Segment>(action.index))
                   : 0;
      break;
    case TargetKind::kRange: cells &= RangeMask(action.index); break;
    case TargetKind::kBoard: break;
    default: cells = 0; break;
  }
  int n = 0;
  for (; cells != 0; cells &= cells - 1) {
    out[n++] = state.attackers[state.attacker_at[std::countr_zero(cells)]].uid;
  }
  return n;
}

void RunEffects(const Catalog& catalog, BattleState& state, const std::vector<Effect>& effects,
                Trigger trigger, const EffectContext& ctx, Events* events) {
  for (const Effect& e : effects) {
    if (e.trigger != trigger) continue;
    if (!siege::IsRunning(state) && trigger != Trigger::kVictory) return;
    if (IsAttackerKind(e.kind)) {
      std::array<std::uint16_t, kMaxAttackers> uids;  // [0, n) written before read
      int n = 0;
      if (e.target == EffectTarget::kChosen) {
        n = ChosenAttackers(state, ctx.action, uids);
      } else if (ctx.attacker != 0) {
        uids[n++] = ctx.attacker;
      }
      for (int i = 0; i < n; ++i) {
        const int index = siege::FindAttackerByUid(state, uids[i]);
        if (index < 0 || !siege::IsRunning(state)) continue;
        if (!AttackerMeets(catalog, state.attackers[index], e)) continue;
        ApplyToAttacker(catalog, state, e, index, events);
      }
    } else if (IsUnitKind(e.kind)) {
      const CardState& c = state.cards;
      switch (e.target) {
        case EffectTarget::kChosen:
          if (ctx.action.target == TargetKind::kUnitSlot && ctx.action.index >= 0 &&
              ctx.action.index < kHandSlots && c.unit_slots[ctx.action.index] >= 0) {
            ApplyToUnit(catalog, state, e, c.unit_slots[ctx.action.index], ctx.source, events);
          } else if (const int post = ctx.action.target == TargetKind::kPost ? PostAt(state, ctx.action.cell) : -1;
                     post >= 0) {
            ApplyToUnit(catalog, state, e, c.posts[post].unit, ctx.source, events);
          } else if (ctx.unit >= 0) {
            ApplyToUnit(catalog, state, e, ctx.unit, ctx.source, events);
          }
          break;
        case EffectTarget::kSelf:
          if (ctx.unit >= 0) ApplyToUnit(catalog, state, e, ctx.unit, ctx.source, events);
          break;
        case EffectTarget::kAllUnits:
          for (int i = 0; i < c.unit_count; ++i) ApplyToUnit(catalog, state, e, i, ctx.source, events);
          break;
        case EffectTarget::kHandUnits:
          for (const std::int8_t i : c.unit_slots) {
            if (i >= 0) ApplyToUnit(catalog, state, e, i, ctx.source, events);
          }
          break;
        default: break;
      }
    } else {
      ApplyToBase(catalog, state, e, ctx, events);
    }
  }
}

void RunUnitHookEffects(const Catalog& catalog, BattleState& state, int instance, Trigger trigger,
                        std::uint16_t attacker_uid, Events* events) {
  EffectContext ctx;
  ctx.unit = instance;
  ctx.attacker = attacker_uid;
  ctx.source = state.cards.units[instance].card;
  // (A card whose effects have no hook of this trigger is skipped: CardDef::triggers.)
  const CardDef& own = catalog.cards[ctx.source];
  if (own.HasTrigger(trigger)) RunEffects(catalog, state, own.effects, trigger, ctx, events);
  const auto attached = state.cards.units[instance].attached;  // hooks may attach more
  for (const CardIndex card : attached) {
    if (card == kNoCard || !catalog.cards[card].HasTrigger(trigger)) continue;
    ctx.source = card;
    RunEffects(catalog, state, catalog.cards[card].effects, trigger, ctx, events);
  }
}

}  // namespace bc::cards
