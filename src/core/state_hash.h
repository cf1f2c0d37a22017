// The state hash: FNV-1a 64 over a canonical, field-by-field, little-endian byte
// serialization of a BattleState (never raw struct bytes: padding is indeterminate).
// Internal to the core; StateHash (rules.h) is the public entry.
#pragma once

#include <cstdint>
#include <type_traits>

#include "basecommand/card_state.h"

namespace bc {

// Accumulates bytes into an FNV-1a 64 hash.
class Hasher {
 public:
  void Byte(std::uint8_t b) {
    hash_ ^= b;
    hash_ *= 0x100000001B3ULL;
  }
  // Any integer, enum or bool, as little-endian bytes of its own width.
  template <typename T>
  void Add(T value) {
    if constexpr (std::is_enum_v<T>) {
      Add(static_cast<std::underlying_type_t<T>>(value));
    } else if constexpr (std::is_same_v<T, bool>) {
      Byte(value ? 1 : 0);
    } else {
      static_assert(std::is_integral_v<T>, "Hasher::Add takes integers, enums and bools");
      auto bits = static_cast<std::make_unsigned_t<T>>(value);
      for (std::size_t i = 0; i < sizeof(T); ++i) {
        Byte(static_cast<std::uint8_t>(bits & 0xFFu));
        if constexpr (sizeof(T) > 1) bits = static_cast<decltype(bits)>(bits >> 8);
      }
    }
  }
  std::uint64_t Value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

// Hashes the card side of the state, every field in declaration order. Implemented by
// the card rules, next to the fields it walks (src/core/card_hash.cpp).
void HashCardState(Hasher& hasher, const CardState& cards);

}  // namespace bc
