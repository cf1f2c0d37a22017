// The card side of a battle state: hand slots, rail piles, unit-card instances,
// fieldwork bays and armed fieldworks, and the card statuses. Fixed-size storage and
// indices only, part of BattleState (which must stay a cheap copy).
#pragma once

#include <array>
#include <cstdint>

#include "basecommand/board.h"
#include "basecommand/card_defs.h"
#include "basecommand/rule_numbers.h"

namespace bc {

constexpr int kHandSlots = 3;          // unit slots, and support slots
constexpr int kMaxSiegeUnits = 4;      // mission-defined siege units joining the roster
constexpr int kMaxUnitInstances = kRosterSize + kMaxSiegeUnits;
constexpr int kMaxSupportCards = kSupportDeckSize;
constexpr int kMaxBays = 2;
constexpr int kMaxArmed = 8;           // armed fieldworks on the board
constexpr int kMaxAttached = 4;        // hook-carrying upgrades attached to one unit
constexpr int kMaxOptions = 3;         // discovery options shown at once

// One unit card for the whole mission: its rank, HP and everything attached to it.
// Effective stats = the rank profile of its card + the bonuses here.
struct UnitInstance {
  CardIndex card = kNoCard;
  std::int8_t rank = 1;          // 1..4
  std::int8_t kills = 0;
  std::int16_t hp = 0;
  std::int16_t max_hp = 0;       // rank profile health + bonus_max_hp
  std::int8_t shield = 0;        // unit shield points
  std::int8_t temp_hp = 0;       // lasts until the next engagement damage calculation
  std::int8_t bonus_attack = 0;
  std::int8_t bonus_firepower = 0;
  std::int8_t bonus_evasion = 0;
  std::int8_t bonus_max_hp = 0;
  std::int8_t bonus_crit = 0;
  std::uint8_t bonus_ranges = 0; // range-mask bits added by upgrades
  std::uint32_t perks = 0;       // PerkBit bits added by upgrades (the card's own are in
                                 // its definition)
  std::array<CardIndex, kMaxAttached> attached{kNoCard, kNoCard, kNoCard, kNoCard};
  bool defeated = false;

  bool operator==(const UnitInstance&) const = default;
};

// A pile of up to N entries; entry 0 is the top (drawn next).
template <typename T, int N>
struct Pile {
  std::array<T, N> items{};
  std::int8_t count = 0;

  bool operator==(const Pile&) const = default;
};

// A fieldwork armed on a cell (mines, sentries, watchmen...).
struct ArmedFieldwork {
  CardIndex card = kNoCard;
  Cell cell = kNoCell;
  std::int8_t uses_left = 0;

  bool operator==(const ArmedFieldwork&) const = default;
};

// A unit standing on the board (docs/rules.md, Posts): which unit instance, its cell, and
// the player turn in which it last acted (took its post or engaged on orders: once a turn;
// it has acted this turn when that is the battle's turn).
struct Post {
  std::int8_t unit = -1;  // index into CardState::units
  Cell cell = kNoCell;
  std::int16_t acted_turn = 0;

  bool operator==(const Post&) const = default;
};

struct CardState {
  bool active = false;             // a loadout is in play (false: no card rules)
  std::int8_t loadout = -1;        // index into catalog.loadouts
  CardIndex doctrine = kNoCard;    // passive, never lost
  std::int8_t discard_points = kDiscardStart;  // +1 per turn, up to kDiscardCap

  // Unit rail: instances, the three slots (instance index or -1) and the piles.
  std::array<UnitInstance, kMaxUnitInstances> units{};
  std::int8_t unit_count = 0;
  std::array<std::int8_t, kHandSlots> unit_slots{-1, -1, -1};
  Pile<std::int8_t, kMaxUnitInstances> unit_draw;
  Pile<std::int8_t, kMaxUnitInstances> unit_spent;

  // Support rail: card indices.
  std::array<CardIndex, kHandSlots> support_slots{kNoCard, kNoCard, kNoCard};
  Pile<CardIndex, kMaxSupportCards> support_draw;
  Pile<CardIndex, kMaxSupportCards> support_spent;

  // Fieldworks: the sealed-crate kit (in crate order), the bays and what is armed.
  std::array<CardIndex, kKitSize> kit{kNoCard, kNoCard};
  std::int8_t kit_next = 0;        // next crate to open into an empty bay
  std::int8_t bay_count = 1;       // 2 with an extra-bay doctrine
  std::array<CardIndex, kMaxBays> bays{kNoCard, kNoCard};
  std::array<ArmedFieldwork, kMaxArmed> armed{};
  std::int8_t armed_count = 0;

  // Statuses.
  std::int8_t global_range_turns = 0;  // every unit may attack every range

  // An open discovery: the options offered and the support slot it was played from.
  std::array<CardIndex, kMaxOptions> options{kNoCard, kNoCard, kNoCard};
  std::int8_t option_count = 0;
  std::int8_t discovery_slot = -1;
  CardIndex discovery_card = kNoCard;

  // Posts, packed in [0, post_count) in the order they were taken; a slot past the count
  // is always empty. Off their rail while posted.
  std::array<Post, kMaxPosts> posts{};
  std::int8_t post_count = 0;

  bool operator==(const CardState&) const = default;
};

}  // namespace bc
