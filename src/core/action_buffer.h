// The listing's output: room on the stack for the most actions any state can list,
// written through a pointer and handed to the caller's vector in one copy. (A vector's
// push_back checks its capacity and reloads its ends at every action; an array of
// Action would be initialised on every call.) Internal to the core.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/card_state.h"
#include "basecommand/rules.h"

namespace bc {

class ActionBuffer {
  static_assert(sizeof(Action) == 6 && offsetof(Action, cell) == 2, "PutCell's layout");
  static constexpr int kCellShift = std::endian::native == std::endian::little ? 16 : 40;

 public:
  ActionBuffer() : end_(Begin()) {}
  ActionBuffer(const ActionBuffer&) = delete;
  ActionBuffer& operator=(const ActionBuffer&) = delete;

  // Where the next action goes. A loop that writes many takes the pointer, writes
  // through Put and gives it back with SetEnd, so that it stays in a register.
  Action* End() const { return end_; }
  void SetEnd(Action* end) { end_ = end; }
  static Action* Put(Action* at, const Action& action) {
    ::new (static_cast<void*>(at)) Action(action);
    return at + 1;
  }
  void Push(const Action& action) { end_ = Put(end_, action); }

  // The many actions that differ only in their cell: `action`'s bytes taken once as a
  // word (Pattern), then each written with its cell in one 8-byte store (the two bytes
  // past the action land where the next one goes; the storage has room for them).
  static std::uint64_t Pattern(const Action& action) {
    std::uint64_t word = 0;
    std::memcpy(&word, &action, sizeof(Action));
    return word & ~(std::uint64_t{0xFF} << kCellShift);
  }
  static Action* PutCell(Action* at, std::uint64_t pattern, Cell cell) {
    const std::uint64_t word =
        pattern | static_cast<std::uint64_t>(static_cast<std::uint8_t>(cell)) << kCellShift;
    std::memcpy(static_cast<void*>(at), &word, sizeof word);
    return at + 1;
  }

  std::size_t Size() const { return static_cast<std::size_t>(end_ - Begin()); }
  // out holds the actions afterwards (resize initialises only what it adds).
  void CopyTo(std::vector<Action>& out) const {
    out.resize(Size());
    if (!out.empty()) std::memcpy(static_cast<void*>(out.data()), Begin(), Size() * sizeof(Action));
  }

 private:
  Action* Begin() const { return reinterpret_cast<Action*>(const_cast<std::byte*>(storage_)); }


  alignas(8) std::byte storage_[kMaxLegalActions * sizeof(Action) + 8];
  Action* end_;
};

}  // namespace bc
