// Keeping the state's BoardMasks in step with the board arrays they mirror.
#include "basecommand/battle_state.h"

namespace bc {

namespace {

constexpr std::uint8_t kNoBuildFlags =
    kCellBase | kCellBlocked | kCellObjective | kCellDeployment | kCellReinforcement;

void SetBit(std::uint64_t& mask, std::uint64_t bit, bool on) { mask = on ? mask | bit : mask & ~bit; }

}  // namespace

void SetCellFlags(BattleState& state, Cell cell, std::uint8_t flags) {
  state.cell_flags[cell] = flags;
  BoardMasks& m = state.masks;
  const std::uint64_t bit = CellBit(cell);
  SetBit(m.blocked, bit, (flags & kCellBlocked) != 0);
  SetBit(m.no_build, bit, (flags & kNoBuildFlags) != 0);
  SetBit(m.deployment, bit, (flags & kCellDeployment) != 0);
  SetBit(m.reinforcement, bit, (flags & kCellReinforcement) != 0);
}

void SetBarricade(BattleState& state, Cell cell, BarricadeKind kind) {
  state.barricades[cell] = kind;
  BoardMasks& m = state.masks;
  const std::uint64_t bit = CellBit(cell);
  SetBit(m.barricades, bit, kind != BarricadeKind::kNone);
  SetBit(m.destructible, bit, kind == BarricadeKind::kPlayer || kind == BarricadeKind::kMission);
  SetBit(m.player_built, bit, kind == BarricadeKind::kPlayer);
}

void AddTrap(BattleState& state, const Trap& trap) {
  state.traps[state.trap_count++] = trap;
  state.masks.trapped |= CellBit(trap.cell);
}

void RemoveTrap(BattleState& state, int index) {
  const Cell cell = state.traps[index].cell;
  for (int j = index + 1; j < state.trap_count; ++j) state.traps[j - 1] = state.traps[j];
  --state.trap_count;
  state.traps[state.trap_count] = Trap{};
  bool still = false;
  for (int j = 0; j < state.trap_count; ++j) still = still || state.traps[j].cell == cell;
  if (!still) state.masks.trapped &= ~CellBit(cell);
}

void AddPost(BattleState& state, std::int8_t unit, Cell cell) {
  CardState& c = state.cards;
  Post& post = c.posts[c.post_count++];
  post.unit = unit;
  post.cell = cell;
  post.acted_turn = state.turn;
  state.masks.posted |= CellBit(cell);
}

void RemovePost(BattleState& state, int index) {
  CardState& c = state.cards;
  state.masks.posted &= ~CellBit(c.posts[index].cell);
  for (int j = index + 1; j < c.post_count; ++j) c.posts[j - 1] = c.posts[j];
  --c.post_count;
  c.posts[c.post_count] = Post{};
}

void RebuildMasks(BattleState& state) {
  state.masks = BoardMasks{};
  for (int i = 0; i < state.trap_count; ++i) state.masks.trapped |= CellBit(state.traps[i].cell);
  for (int i = 0; i < state.cards.post_count; ++i) {
    const Cell cell = state.cards.posts[i].cell;
    if (cell >= 0 && cell < kCellCount) state.masks.posted |= CellBit(cell);
  }
  for (Cell c = 0; c < kCellCount; ++c) {
    SetCellFlags(state, c, state.cell_flags[c]);
    SetBarricade(state, c, state.barricades[c]);
    SetAttackerAt(state, c, state.attacker_at[c]);
  }
}

}  // namespace bc
