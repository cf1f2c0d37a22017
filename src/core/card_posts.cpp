// Posts (docs/rules.md, Posts): a unit card that survives its engagement in a mission with
// posts stands on the board, holds ground against the attackers that walk into it, takes
// orders once a turn, and stands down to its rail.
#include <array>
#include <bit>

#include "basecommand/card_events.h"
#include "basecommand/routing.h"
#include "core/card_hooks.h"
#include "core/card_engage.h"
#include "core/card_rules.h"
#include "core/king_ring.h"
#include "core/spawns.h"

namespace bc::cards {

namespace {

template <typename Message>
bool Fail(std::string* reason, Message&& message) {
  if (reason != nullptr) *reason = message();
  return false;
}

// The barricade on the post's line of direct fire to `target` nearest the target, or
// kNoCell.
Cell PostFireBlocker(const BattleState& state, Cell post, Cell target) {
  std::uint64_t on_line = BarricadesIn(state, LineBetween(post, target));
  Cell nearest = kNoCell;
  for (; on_line != 0; on_line &= on_line - 1) {
    const Cell c = static_cast<Cell>(std::countr_zero(on_line));
    if (nearest == kNoCell || KingDistance(c, target) < KingDistance(nearest, target)) nearest = c;
  }
  return nearest;
}

// The cells an order from a post at each cell reaches at each range band 1-3 (OrderRange).
using RangeBands = std::array<std::array<std::uint64_t, 4>, kCellCount>;
constexpr RangeBands MakeOrderRangeBands() {
  RangeBands bands{};
  for (Cell post = 0; post < kCellCount; ++post) {
    for (Cell c = 0; c < kCellCount; ++c) {
      const int range = OrderRange(post, c);
      if (range <= 3) bands[static_cast<std::size_t>(post)][static_cast<std::size_t>(range)] |= CellBit(c);
    }
  }
  return bands;
}
constexpr RangeBands kOrderRangeBand = MakeOrderRangeBands();

}  // namespace

int PostOfUnit(const CardState& cards, int instance) {
  for (int i = 0; i < cards.post_count; ++i) {
    if (cards.posts[i].unit == instance) return i;
  }
  return -1;
}

std::uint64_t PostTakenCells(const BattleState& state) {
  const BoardMasks& m = state.masks;
  // (Landing cells too, deployment and reinforcement: a post there would keep the
  // attackers due there from landing.)
  std::uint64_t taken = kBaseMask | m.blocked | m.occupied | m.trapped | m.posted | m.deployment |
                        m.reinforcement | siege::PendingMask(state);
  for (int i = 0; i < state.cards.armed_count; ++i) taken |= CellBit(state.cards.armed[i].cell);
  return taken | BarricadesIn(state, ~taken);
}

Cell PostCellFor(const Catalog& catalog, const BattleState& state, const Attacker& target) {
  RoutingScratch scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  const std::uint64_t taken = PostTakenCells(state);
  const auto free = [&](Cell c) {
    return c != kNoCell && ((taken >> c) & 1u) == 0 && routing.distance[c] != kUnreachable;
  };
  // The cell next to it on its path to the base.
  const Cell next = NextCellOf(catalog, state, routing, target, target.cell);
  if (free(next)) return next;
  // Else its free neighbour nearest the base.
  Cell best = kNoCell;
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell n = Neighbour(target.cell, dir);
    if (!free(n)) continue;
    if (best == kNoCell || routing.distance[n] < routing.distance[best]) best = n;
  }
  return best;
}

bool TakePost(const Catalog& catalog, BattleState& state, int instance, const Attacker& target,
              Events* events) {
  const int room = std::min<int>(catalog.missions[state.mission].posts.max, kMaxPosts);
  if (state.cards.post_count >= room) return false;
  const Cell cell = PostCellFor(catalog, state, target);
  if (cell == kNoCell) return false;
  AddPost(state, static_cast<std::int8_t>(instance), cell);
  const UnitInstance& unit = state.cards.units[instance];
  Event e = CardEvent(kEventPostTaken, unit.card, unit.rank);
  e.cell = cell;
  e.amount2 = unit.hp;
  siege::Emit(events, e);
  // A post sees the cells around it: contacts there are revealed.
  siege::RevealAllSeen(catalog, state, events);
  return true;
}

namespace {

// The cells within a jammer's reach (king distance) of each cell, made once.
using CellMasks = std::array<std::uint64_t, kCellCount>;
constexpr CellMasks MakeJammerReach() {
  CellMasks masks{};
  for (Cell at = 0; at < kCellCount; ++at) {
    for (Cell c = 0; c < kCellCount; ++c) {
      if (KingDistance(c, at) <= kJammerReach) masks[static_cast<std::size_t>(at)] |= CellBit(c);
    }
  }
  return masks;
}
constexpr CellMasks kJammerReachOf = MakeJammerReach();

}  // namespace

std::uint64_t JammedCells(const Catalog& catalog, const BattleState& state) {
  std::uint64_t jammed = 0;
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    if (!catalog.enemies[a.type].IsJammer()) continue;
    if (static_cast<std::uint8_t>(a.cell) < kCellCount) {
      jammed |= kJammerReachOf[static_cast<std::uint8_t>(a.cell)];
      continue;
    }
    for (Cell c = 0; c < kCellCount; ++c) {  // (an attacker off the board: never in play)
      if (KingDistance(c, a.cell) <= kJammerReach) jammed |= CellBit(c);
    }
  }
  return jammed;
}

namespace {

// CheckOrderReach without the jammers: the range from the post and the line of fire.
bool Reaches(const Catalog& catalog, const BattleState& state, int post, Cell target, std::string* reason,
             const RulesText& t) {
  const CardState& c = state.cards;
  const Post& p = c.posts[post];
  const UnitInstance& unit = c.units[p.unit];
  const std::string& name = catalog.cards[unit.card].name;
  const int range = OrderRange(p.cell, target);
  const bool anywhere = c.global_range_turns > 0;
  if (!anywhere && (range > 3 || (UnitRanges(catalog, c, unit) & (1u << (range - 1))) == 0)) {
    return Fail(reason, [&] {
      // TRANSLATORS: {0} a unit card's name, {1} its post's cell, {2} the target's cell, {3} the distance in cells.
      return FillPlaces(t.PhraseN("{0} at {1} cannot reach {2}, {3} cell from its post",
                                  "{0} at {1} cannot reach {2}, {3} cells from its post", range),
                        {name, CellName(p.cell), CellName(target), std::to_string(range)});
    });
  }
  const int index = state.attacker_at[target];
  if (!catalog.enemies[state.attackers[index].type].IsAircraft()) {
    if (const Cell blocker = PostFireBlocker(state, p.cell, target); blocker != kNoCell) {
      return Fail(reason, [&] { return siege::BlockedFireReason(blocker, target, t); });
    }
  }
  return true;
}

}  // namespace

bool CheckOrderReach(const Catalog& catalog, const BattleState& state, int post, Cell target,
                     std::string* reason, const RulesText& t) {
  const Post& p = state.cards.posts[post];
  if (((JammedCells(catalog, state) >> p.cell) & 1u) != 0) {
    return Fail(reason, [&] {
      // TRANSLATORS: {0} a unit card's name, {1} its post's cell, {2} the jammer's reach in cells.
      return FillPlaces(t.Phrase("a jammer within {2} cells cuts the orders of {0} at {1}"),
                        {catalog.cards[state.cards.units[p.unit].card].name, CellName(p.cell),
                         std::to_string(kJammerReach)});
    });
  }
  return Reaches(catalog, state, post, target, reason, t);
}

std::uint64_t OrderTargets(const Catalog& catalog, const BattleState& state, int post) {
  const CardState& c = state.cards;
  const Post& p = c.posts[post];
  if (Acted(state, p) || ((JammedCells(catalog, state) >> p.cell) & 1u) != 0) return 0;
  // Reaches for every attacker, with what does not depend on the target taken once: the
  // unit's range bands (every cell when its range is global) and the barricades.
  std::uint64_t candidates = state.masks.occupied;
  if (c.global_range_turns <= 0) {
    const std::uint8_t ranges = UnitRanges(catalog, c, c.units[p.unit]);
    std::uint64_t in_range = 0;
    for (int r = 1; r <= 3; ++r) {
      if ((ranges & (1u << (r - 1))) != 0) in_range |= kOrderRangeBand[static_cast<std::size_t>(p.cell)][r];
    }
    candidates &= in_range;
  }
  if (NoBarricadeToRead(state)) return candidates;
  std::uint64_t targets = 0;
  for (std::uint64_t bits = candidates; bits != 0; bits &= bits - 1) {
    const Cell cell = static_cast<Cell>(std::countr_zero(bits));
    const bool aircraft = catalog.enemies[state.attackers[state.attacker_at[cell]].type].IsAircraft();
    if (aircraft || BarricadesIn(state, LineBetween(p.cell, cell)) == 0) targets |= CellBit(cell);
  }
  return targets;
}

void Order(const Catalog& catalog, BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const int post = PostAt(state, static_cast<Cell>(a.index));
  c.posts[post].acted_turn = state.turn;
  const int instance = c.posts[post].unit;
  const int target_index = state.attacker_at[a.cell];
  const std::uint16_t uid = state.attackers[target_index].uid;
  Event ordered = CardEvent(kEventPostOrdered, c.units[instance].card);
  ordered.cell = a.cell;
  ordered.cell2 = c.posts[post].cell;
  siege::Emit(events, ordered);
  const int intro = events != nullptr ? static_cast<int>(events->size()) - 1 : -1;
  siege::Reveal(state, target_index, RevealCause::kEngagement, events);
  RunUnitHooks(catalog, state, instance, Trigger::kPreEngagement, uid, events);
  const int index = siege::FindAttackerByUid(state, uid);
  if (index >= 0 && siege::IsRunning(state)) Engage<EngageFrom::kOrder>(catalog, state, instance, index, intro, events);
  AfterEngagement(catalog, state, instance, uid, events);
}

void StandDown(BattleState& state, const Action& a, Events* events) {
  CardState& c = state.cards;
  const int post = PostAt(state, static_cast<Cell>(a.index));
  const int instance = c.posts[post].unit;
  Event left = CardEvent(kEventPostLeft, c.units[instance].card);
  left.cell = c.posts[post].cell;
  RemovePost(state, post);
  PushBottom(c.unit_draw, static_cast<std::int8_t>(instance));
  siege::Emit(events, left);
}

bool DefendPost(const Catalog& catalog, BattleState& state, int index, Cell post_cell, Events* events) {
  CardState& c = state.cards;
  const int post = PostAt(state, post_cell);
  if (post < 0) return false;
  const int instance = c.posts[post].unit;
  const std::uint16_t uid = state.attackers[index].uid;
  // An engagement meets its attacker face to face: a concealed one is revealed first.
  siege::Reveal(state, index, RevealCause::kEngagement, events);
  Event attacked = siege::AttackerEvent(kEventPostAttacked, state.attackers[index]);
  attacked.cell2 = post_cell;
  attacked.amount = c.units[instance].card;
  siege::Emit(events, attacked);
  const int intro = events != nullptr ? static_cast<int>(events->size()) - 1 : -1;
  RunUnitHooks(catalog, state, instance, Trigger::kPreEngagement, uid, events);
  int at = siege::FindAttackerByUid(state, uid, index);
  bool stalemate = false;
  if (at >= 0 && siege::IsRunning(state)) {
    Engage<EngageFrom::kDefence>(catalog, state, instance, at, intro, events, &stalemate);
  }
  const bool survived = AfterEngagement(catalog, state, instance, uid, events);
  const bool attacker_lives = siege::FindAttackerByUid(state, uid, at) >= 0;
  // A stalemate (docs/rules.md, Posts): a unit that cannot hurt the attacker engaging it,
  // nor be hurt by it, does not hold it. It gives way to the bottom of its rail with its
  // state, as a stand-down; the attacker walks on at its next activation.
  if (stalemate && survived && attacker_lives && siege::IsRunning(state)) {
    if (const int held = PostOfUnit(c, instance); held >= 0) {
      Event left = CardEvent(kEventPostLeft, c.units[instance].card);
      left.cell = c.posts[held].cell;
      left.amount2 = kPostGaveWay;
      RemovePost(state, held);
      PushBottom(c.unit_draw, static_cast<std::int8_t>(instance));
      siege::Emit(events, left);
    }
  }
  return !attacker_lives;
}

bool BlastPost(const Catalog& catalog, BattleState& state, Cell cell, Events* events) {
  const int post = PostAt(state, cell);
  if (post < 0) return false;
  CardState& c = state.cards;
  const int instance = c.posts[post].unit;
  UnitInstance& unit = c.units[instance];
  int rest = kPostBlastDamage;
  const int from_temp = std::min<int>(unit.temp_hp, rest);
  unit.temp_hp = static_cast<std::int8_t>(unit.temp_hp - from_temp);
  rest -= from_temp;
  const int from_shield = std::min<int>(unit.shield, rest);
  unit.shield = static_cast<std::int8_t>(unit.shield - from_shield);
  rest -= from_shield;
  const int from_hp = std::min<int>(unit.hp, rest);
  unit.hp = static_cast<std::int16_t>(unit.hp - from_hp);
  Event hurt = CardEvent(kEventUnitDamaged, unit.card);  // a blast's: no attacker struck it
  hurt.cell2 = cell;
  hurt.amount2 = from_hp;
  siege::Emit(events, hurt);
  if (unit.hp <= 0) {
    unit.defeated = true;
    Event defeated = CardEvent(kEventUnitDefeated, unit.card);
    defeated.cell = cell;
    RemovePost(state, post);
    siege::Emit(events, defeated);
    siege::ChangeMultiplier(state, -1, events);
    RunUnitHooks(catalog, state, instance, Trigger::kDeath, 0, events);
  }
  return true;
}

}  // namespace bc::cards
