// What the board shows: a plain copy of the drawable parts of a battle state, which
// the enemy-phase animation folds events into one at a time. It carries no rules: each
// event already says where an attacker went and how much health it has left.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/event.h"

namespace bc::render {

struct ViewAttacker {
  std::uint16_t uid = 0;
  EnemyIndex enemy = 0;
  Cell cell = kNoCell;
  int hp = 0;
  int max_hp = 0;
  int shield = 0;
  bool poisoned = false;
  bool incapacitated = false;
  bool contact = false;  // concealed: drawn as a contact, no type, HP or shield shown (its
                         // hp, max_hp and shield are 0 here: the view holds none of them)
  std::uint8_t lane = 0;  // the mission lane it follows: index + 1, 0 for none
};

// A demolition charge and its count.
struct ViewTrap {
  Cell cell = kNoCell;
  int fuse = 0;
};

// A unit standing on a post (docs/rules.md, Posts).
struct ViewPost {
  Cell cell = kNoCell;
  CardIndex card = kNoCard;
  int hp = 0;
  int max_hp = 0;
  int rank = 1;
  bool acted = false;  // took its post or its order this turn: no order until the next
  int temp_hp = 0;     // temporary HP (COMBAT STIMS): taken first, gone after its next engagement
};

struct ViewFieldwork {
  CardIndex card = kNoCard;
  Cell cell = kNoCell;
};

struct BoardView {
  std::vector<ViewAttacker> attackers;
  std::array<ShieldState, kQuadrantCount> shields{};
  int base_health = 0;
  int base_max_health = 0;
  int cannon_charge = 0;
  WeaponIndex weapon = 0;  // the weapon the battle fights with (the state's)
  std::array<BarricadeKind, kCellCount> barricades{};
  std::array<std::uint8_t, kCellCount> cell_flags{};
  std::vector<PendingSpawn> pending;
  std::vector<ViewFieldwork> fieldworks;
  std::vector<ViewTrap> traps;
  std::vector<ViewPost> posts;
  MissionIndex mission = 0;
  // The lane (index + 1) a telegraphed spawn landing on each cell will follow, 0 for none.
  std::array<std::uint8_t, kCellCount> pending_lane{};
  bool frozen = false;

  const ViewAttacker* AttackerAt(Cell cell) const;
  const ViewPost* PostAt(Cell cell) const;
  ViewAttacker* FindUid(std::uint16_t uid);
};

BoardView ViewOf(const BattleState& state);
// The same, with the lanes the telegraphed spawns will follow (which need the mission).
BoardView ViewOf(const BattleState& state, const Catalog& catalog);
// The lanes (indices into the mission's lanes) the board draws: those an attacker on the
// board or a telegraphed spawn follows, in lane order.
std::vector<int> LanesShown(const BoardView& view, const Catalog& catalog);

// Folds one event into the view (moves, damage, removals, spawns, shields, base health,
// cannon charge, barricades, posts taken, hurt, lost and left). Events it does not draw leave the view as it is.
void ApplyToView(BoardView& view, const Event& event, const Catalog& catalog);

}  // namespace bc::render
