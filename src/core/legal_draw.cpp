// The legal actions counted by group and one of them built alone (rules.h:
// CountLegalActions, LegalActionAt): ListLegal's and cards::AppendLegal's tests, in their
// order, with each group kept as a mask and its count instead of written out. Tested
// against LegalActions on states from whole playouts (tests/core/legal_draw_test.cpp,
// tests/data/legal_draw_shipped_test.cpp), so that the two cannot drift apart.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

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

// A group's word (rules.h): the template's fields a byte each, then how it expands.
constexpr std::uint64_t Word(ActionKind kind, int slot = -1, TargetKind target = TargetKind::kNone,
                             Rail rail = Rail::kUnit, Expand expand = Expand::kValues,
                             Field field = Field::kNone) {
  return static_cast<std::uint64_t>(kind) | static_cast<std::uint64_t>(static_cast<std::uint8_t>(slot)) << 8 |
         std::uint64_t{0xFF} << 16 |  // cell: kNoCell
         static_cast<std::uint64_t>(target) << 24 | std::uint64_t{0xFF} << 32 |  // index: -1
         static_cast<std::uint64_t>(rail) << 40 |
         static_cast<std::uint64_t>(static_cast<unsigned>(expand) | static_cast<unsigned>(field) << 4) << 48;
}

// Writes the groups from `at` on and keeps the total. Empty groups are left out.
struct Writer {
  Group* at;
  int count = 0;
  void Put(std::uint64_t word, std::uint64_t bits, int n) {
    if (n == 0) return;
    at->bits = bits;
    at->word = word | static_cast<std::uint64_t>(n) << 56;
    ++at;
    count += n;
  }
  void Cells(std::uint64_t word, std::uint64_t bits) { Put(word, bits, CountCells(bits)); }
  void One(std::uint64_t word) { Put(word, 1, 1); }
};

// For each byte value, how many bits it has set and where its k-th set bit lies.
struct ByteBits {
  std::array<std::uint8_t, 256> count{};
  std::array<std::array<std::uint8_t, 8>, 256> at{};
};
constexpr ByteBits MakeByteBits() {
  ByteBits table;
  for (unsigned b = 0; b < 256; ++b) {
    for (unsigned i = 0; i < 8; ++i) {
      if ((b >> i) & 1u) table.at[b][table.count[b]++] = static_cast<std::uint8_t>(i);
    }
  }
  return table;
}
constexpr ByteBits kByteBits = MakeByteBits();

// The position of the k-th (0-based) set bit of `bits` (k below the count of set bits):
// a byte at a time, then within the byte.
constexpr int NthBit(std::uint64_t bits, int k) {
  int shift = 0;
  for (;; shift += 8) {
    const int n = kByteBits.count[(bits >> shift) & 0xFFu];
    if (k < n) break;
    k -= n;
  }
  return shift + kByteBits.at[(bits >> shift) & 0xFFu][static_cast<std::size_t>(k)];
}
static_assert(NthBit(1, 0) == 0 && NthBit(0b1010, 1) == 3 && NthBit(std::uint64_t{1} << 63, 0) == 63 &&
              NthBit(0xFFFF'0000'0000'0101ULL, 2) == 48 && NthBit(0xFFFF'0000'0000'0101ULL, 17) == 63);

// Whether fewer than n cells are set: the lowest n - 1 cleared leave none (cheaper than a
// count for a small n).
constexpr bool FewerCellsThan(std::uint64_t bits, int n) {
  for (int k = 1; k < n && bits != 0; ++k) bits &= bits - 1;
  return bits == 0;
}
static_assert(FewerCellsThan(0b11, 3) && !FewerCellsThan(0b111, 3) && FewerCellsThan(0, 1) && !FewerCellsThan(1, 1));

// The cells of range bands 1-3 picked by a unit's range bits (bit r - 1 = band r).
constexpr std::array<std::uint64_t, 8> MakeReachOfRanges() {
  std::array<std::uint64_t, 8> reach{};
  for (unsigned bits = 0; bits < 8; ++bits) {
    for (int r = 1; r <= 3; ++r) {
      if (bits & (1u << (r - 1))) reach[bits] |= kRangeMasks[static_cast<std::size_t>(r)];
    }
  }
  return reach;
}
constexpr std::array<std::uint64_t, 8> kReachOfRanges = MakeReachOfRanges();

// The clear shots (ClearShotMask) at the attackers in a set of range bands (bit r - 1 =
// band r), and how many: the cannon's and each unit's targets, counted once for each
// set of bands a count meets (units in hand mostly share their ranges). The barricades'
// shadows come from the set's shade when it is the board's.
class ShotTargets {
 public:
  ShotTargets(const Catalog& catalog, const BattleState& state, LegalActionSet::Shade& shade)
      : catalog_(catalog), state_(state), shade_(shade), occupied_(state.masks.occupied) {}
  // The targets in `bands` (below 8): the cells, and their count in `n`.
  std::uint64_t In(unsigned bands, int& n) {
    const std::uint64_t reach = kReachOfRanges[bands] & occupied_;
    if (reach == 0) {  // (no attacker in reach: no line of fire is traced)
      n = 0;
      return 0;
    }
    const std::uint64_t targets = reach & Clear();
    if (((known_ >> bands) & 1u) == 0) {
      counts_[bands] = static_cast<std::int8_t>(CountCells(targets));
      known_ |= 1u << bands;
    }
    n = counts_[bands];
    return targets;
  }

 private:
  std::uint64_t Clear() {
    if (clear_known_) return clear_;
    clear_known_ = true;
    const BoardMasks& m = state_.masks;
    const std::uint64_t barricades = BarricadesIn(state_, kEveryCell);
    if (barricades == 0) return clear_ = occupied_;
    if (shade_.blocked != m.blocked || shade_.barricades != barricades) {
      shade_.cells = siege::ShadedCells(catalog_, state_);
      shade_.blocked = m.blocked;
      shade_.barricades = barricades;
    }
    return clear_ = siege::ClearShotsOutside(catalog_, state_, shade_.cells);
  }

  const Catalog& catalog_;
  const BattleState& state_;
  LegalActionSet::Shade& shade_;
  std::uint64_t occupied_;
  std::uint64_t clear_ = 0;
  bool clear_known_ = false;
  std::array<std::int8_t, 8> counts_;  // read only where known_ has the bit
  unsigned known_ = 0;
};

// AttackersMeeting, with the conditions that need no attacker's numbers answered here.
std::uint64_t Meeting(const Catalog& catalog, const BattleState& state, const Effect& e, std::uint64_t all,
                      std::uint64_t aircraft) {
  switch (e.condition) {
    case Condition::kAlways: return all;
    case Condition::kAircraft: return aircraft;
    case Condition::kGround: return all & ~aircraft;
    default: return cards::AttackersMeeting(catalog, state, e, aircraft);
  }
}

// How many bits of a mask below 16 are set.
constexpr std::array<std::uint8_t, 16> kBitsOf = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

// A support's chosen-target effects narrowed to the attackers they may take (CheckSupport's
// kCell tests), as a mask over attacker indices.
std::uint64_t SupportTargets(const Catalog& catalog, const BattleState& state, const CardDef& card,
                             std::uint64_t all, std::uint64_t& aircraft, bool& aircraft_known) {
  std::uint64_t targets = all;
  for (const Effect& e : card.effects) {
    if (targets == 0) break;
    if (e.trigger != Trigger::kOnPlay || e.target != EffectTarget::kChosen) continue;
    // (AttackersMeeting reads the aircraft only for these two conditions.)
    const bool by_air = e.condition == Condition::kAircraft || e.condition == Condition::kGround;
    if (by_air && !aircraft_known) {
      for (int i = 0; i < state.attacker_count; ++i) {
        if (catalog.enemies[state.attackers[i].type].IsAircraft()) aircraft |= std::uint64_t{1} << i;
      }
      aircraft_known = true;
    }
    targets &= Meeting(catalog, state, e, all, aircraft);
    if (e.kind != EffectKind::kExecute) continue;
    for (std::uint64_t bits = targets; bits != 0; bits &= bits - 1) {
      const int i = std::countr_zero(bits);
      if (state.attackers[i].hp > e.amount) targets &= ~(std::uint64_t{1} << i);
    }
  }
  return targets;
}

// The orders and stand-downs of the posts that have not acted this turn.
void PostGroups(const Catalog& catalog, const BattleState& state, Writer& w) {
  const CardState& c = state.cards;
  std::uint64_t idle = 0;
  for (int p = 0; p < c.post_count; ++p) {
    const Post& post = c.posts[p];
    if (Acted(state, post)) continue;
    idle |= CellBit(post.cell);
    const std::uint64_t targets = cards::OrderTargets(catalog, state, p);
    // The post's cell in the template's index byte.
    const std::uint64_t word =
        (Word(ActionKind::kOrder, -1, TargetKind::kNone, Rail::kUnit, Expand::kAttackerCells, Field::kCell) &
         ~(std::uint64_t{0xFF} << 32)) |
        static_cast<std::uint64_t>(static_cast<std::uint8_t>(post.cell)) << 32;
    w.Cells(word, targets);
  }
  w.Cells(Word(ActionKind::kStandDown, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kIndex), idle);
}

// cards::AppendLegal's groups, in its order.
void CardGroups(const Catalog& catalog, const BattleState& state, Writer& w, ShotTargets& shots) {
  const CardState& c = state.cards;
  if (!c.active) return;  // (the battle is running: CountLegalActions checked)
  if (c.option_count > 0) {
    const int n = c.option_count;
    w.Put(Word(ActionKind::kChoose, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kIndex),
          (std::uint64_t{1} << n) - 1, n);
    return;
  }
  const std::uint64_t occupied = state.masks.occupied;
  // The unit slots: the attackers in the unit's ranges with a clear shot, in attacker
  // order (CheckUnit's tests), as cells.
  unsigned units = 0;  // the unit slots that hold a card, as bits
  for (int s = 0; s < kHandSlots; ++s) {
    const int instance = c.unit_slots[s];
    if (instance < 0) continue;
    units |= 1u << s;
    if (occupied == 0) continue;
    int n = 0;
    const std::uint64_t targets = shots.In(cards::UnitRanges(catalog, c, c.units[instance]) & 7u, n);
    w.Put(Word(ActionKind::kPlayUnit, s, TargetKind::kNone, Rail::kUnit, Expand::kAttackerCells, Field::kCell),
          targets, n);
  }
  // The support slots (CheckSupport's tests).
  std::uint64_t aircraft = 0;
  bool aircraft_known = false;
  const int attackers = state.attacker_count;
  const std::uint64_t all = attackers >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << attackers) - 1;
  unsigned supports = 0;
  for (int s = 0; s < kHandSlots; ++s) {
    const CardIndex index = c.support_slots[s];
    if (index == kNoCard) continue;
    supports |= 1u << s;
    const CardDef& card = catalog.cards[index];
    const TargetKind target = card.target;
    const std::uint64_t one = Word(ActionKind::kPlaySupport, s, target);
    const std::uint64_t by_index = Word(ActionKind::kPlaySupport, s, target, Rail::kUnit, Expand::kValues, Field::kIndex);
    switch (target) {
      case TargetKind::kNone:
        w.One(one);
        break;
      case TargetKind::kBoard:
        if (attackers > 0) w.One(one);
        break;
      case TargetKind::kCell: {
        const std::uint64_t targets = SupportTargets(catalog, state, card, all, aircraft, aircraft_known);
        w.Put(Word(ActionKind::kPlaySupport, s, target, Rail::kUnit, Expand::kAttackerIndices, Field::kCell),
              targets, targets == all ? attackers : CountCells(targets));
        break;
      }
      case TargetKind::kSegment: {
        unsigned values = 0;
        for (int i = 0; i < kSegmentCount; ++i) {
          if ((occupied & SegmentMask(static_cast<Segment>(i))) != 0) values |= 1u << i;
        }
        w.Put(by_index, values, kBitsOf[values]);
        break;
      }
      case TargetKind::kQuadrant: {
        unsigned values = 0;
        for (int i = 0; i < kQuadrantCount; ++i) {
          if (state.shields[i] != ShieldState::kOvercharged) values |= 1u << i;
        }
        w.Put(by_index, values, kBitsOf[values]);
        break;
      }
      case TargetKind::kRange: {
        unsigned values = 0;
        for (int i = 1; i <= 3; ++i) {
          if ((occupied & RangeMask(i)) != 0) values |= 1u << i;
        }
        w.Put(by_index, values, kBitsOf[values >> 1]);
        break;
      }
      case TargetKind::kUnitSlot:
        w.Put(by_index, units, kBitsOf[units]);
        if (state.masks.posted != 0) {  // then the posted units, in cell order
          w.Cells(Word(ActionKind::kPlaySupport, s, TargetKind::kPost, Rail::kUnit, Expand::kValues, Field::kCell),
                  state.masks.posted);
        }
        break;
      case TargetKind::kPost:
        break;
    }
  }
  // The bays (CheckFieldwork's cell tests), while room is left to arm one.
  if (c.armed_count < kMaxArmed) {
    std::uint64_t free = 0;
    int free_count = -1;  // counted once for both bays
    for (int b = 0; b < c.bay_count; ++b) {
      if (c.bays[b] == kNoCard || catalog.cards[c.bays[b]].target != TargetKind::kCell) continue;
      if (free_count < 0) {
        const BoardMasks& m = state.masks;
        std::uint64_t taken = kBaseMask | m.blocked | BarricadesIn(state, kEveryCell) | m.occupied | m.trapped | m.posted;
        for (int i = 0; i < c.armed_count; ++i) taken |= CellBit(c.armed[i].cell);
        free = ~taken;
        free_count = CountCells(free);
      }
      w.Put(Word(ActionKind::kPlayFieldwork, b, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kCell),
            free, free_count);
    }
  }
  // The discards (CheckDiscard's tests).
  if (c.discard_points > 0) {
    w.Put(Word(ActionKind::kDiscard, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kSlot), units,
          kBitsOf[units]);
    w.Put(Word(ActionKind::kDiscard, -1, TargetKind::kNone, Rail::kSupport, Expand::kValues, Field::kSlot),
          supports, kBitsOf[supports]);
  }
  // The posts' orders, post by post, at the attackers in attacker order; then their
  // stand-downs, in cell order (CheckPost's tests).
  if (c.post_count > 0) PostGroups(catalog, state, w);
}

}  // namespace

void CountLegalActions(const Catalog& catalog, const BattleState& state, LegalActionSet& out) {
  out.count = 0;
  if (state.phase != Phase::kPlayer) return;
  Writer w{out.groups.data()};
  w.One(Word(ActionKind::kEndTurn));
  ShotTargets shots(catalog, state, out.shade);
  if (state.masks.occupied != 0 && siege::CannonPower(catalog, state) > 0) {
    // The attackers in the weapon's range bands (bit r - 1 = band r) with a clear shot.
    const WeaponDef& weapon = catalog.weapons[state.weapon];
    const int lo = std::max(weapon.min_range, 1);
    const int hi = std::min(weapon.max_range, 3);
    if (lo <= hi) {
      int n = 0;
      const std::uint64_t targets = shots.In((1u << hi) - (1u << (lo - 1)), n);
      w.Put(Word(ActionKind::kFireCannon, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kCell),
            targets, n);
    }
  }
  if (state.terrain_works && state.terrain_actions_left > 0) {
    // (Every cell's barricade is read: player_built and destructible are barricades too.)
    const BoardMasks& m = state.masks;
    const std::uint64_t barricades = BarricadesIn(state, kEveryCell);
    if (FewerCellsThan(m.player_built, kMaxPlayerBarricades)) {
      w.Cells(Word(ActionKind::kBuildBarricade, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kCell),
              ~(m.no_build | m.occupied | barricades | m.trapped | m.posted | siege::PendingMask(state)));
    }
    w.Cells(Word(ActionKind::kDemolishBarricade, -1, TargetKind::kNone, Rail::kUnit, Expand::kValues, Field::kCell),
            m.destructible);
  }
  CardGroups(catalog, state, w, shots);
  out.count = w.count;
}

Action LegalActionAt(const BattleState& state, const LegalActionSet& set, int i) {
  const Group* g = set.groups.data();
  for (;; ++g) {
    const int n = static_cast<int>(g->word >> 56);
    if (i < n) break;
    i -= n;
  }
  const std::uint64_t word = g->word;
  const auto expand = static_cast<Expand>((word >> 48) & 0x0F);
  const auto field = static_cast<Field>((word >> 52) & 0x0F);
  int value = 0;
  switch (expand) {
    case Expand::kValues:
      value = NthBit(g->bits, i);
      break;
    case Expand::kAttackerIndices:
      value = state.attackers[NthBit(g->bits, i)].cell;
      break;
    case Expand::kAttackerCells:
      for (int k = 0;; ++k) {
        const Cell cell = state.attackers[k].cell;
        if (((g->bits >> cell) & 1u) != 0 && i-- == 0) {
          value = cell;
          break;
        }
      }
      break;
  }
  // The template's six bytes are the action's fields in order (Word): the value goes in
  // its field's byte, and on a little-endian machine the low six bytes are the action.
  static_assert(sizeof(Action) == 6 && offsetof(Action, slot) == 1 && offsetof(Action, cell) == 2 &&
                offsetof(Action, target) == 3 && offsetof(Action, index) == 4 && offsetof(Action, rail) == 5);
  static constexpr std::array<int, 4> kFieldByte = {-1, 2, 4, 1};  // kNone, kCell, kIndex, kSlot
  std::uint64_t bytes = word;
  if (const int at = kFieldByte[static_cast<std::size_t>(field)]; at >= 0) {
    bytes = (bytes & ~(std::uint64_t{0xFF} << (8 * at))) |
            static_cast<std::uint64_t>(static_cast<std::uint8_t>(value)) << (8 * at);
  }
  Action a;
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(static_cast<void*>(&a), &bytes, sizeof(Action));
  } else {
    a.kind = static_cast<ActionKind>(bytes & 0xFF);
    a.slot = static_cast<std::int8_t>(static_cast<std::uint8_t>(bytes >> 8));
    a.cell = static_cast<Cell>(static_cast<std::uint8_t>(bytes >> 16));
    a.target = static_cast<TargetKind>(static_cast<std::uint8_t>(bytes >> 24));
    a.index = static_cast<std::int8_t>(static_cast<std::uint8_t>(bytes >> 32));
    a.rail = static_cast<Rail>(static_cast<std::uint8_t>(bytes >> 40));
  }
  return a;
}

}  // namespace bc
