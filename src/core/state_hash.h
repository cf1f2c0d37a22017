// The state hash: a canonical, field-by-field, little-endian byte serialization of a
// BattleState (never raw struct bytes: padding is indeterminate), taken in 64-bit words.
// WordHasher is StateHash's; Hasher (FNV-1a 64, a byte at a time) is the hash saves of
// version 1 recorded (StateHashVersion1). Internal to the core; StateHash and
// StateHashVersion1 (rules.h) are the public entries.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "basecommand/card_state.h"

namespace bc {

namespace hash_detail {

// The unsigned bits of an integer, enum or bool, zero-extended to 64.
template <typename T>
constexpr std::uint64_t Bits(T value) {
  if constexpr (std::is_enum_v<T>) {
    return Bits(static_cast<std::underlying_type_t<T>>(value));
  } else if constexpr (std::is_same_v<T, bool>) {
    return value ? 1u : 0u;
  } else {
    static_assert(std::is_integral_v<T>, "the hashers take integers, enums and bools");
    return static_cast<std::make_unsigned_t<T>>(value);
  }
}

}  // namespace hash_detail

// Accumulates bytes into an FNV-1a 64 hash (StateHashVersion1).
class Hasher {
 public:
  void Byte(std::uint8_t b) {
    hash_ ^= b;
    hash_ *= 0x100000001B3ULL;
  }
  // Any integer, enum or bool, as little-endian bytes of its own width.
  template <typename T>
  void Add(T value) {
    std::uint64_t bits = hash_detail::Bits(value);
    for (std::size_t i = 0; i < sizeof(T); ++i) {
      Byte(static_cast<std::uint8_t>(bits & 0xFFu));
      bits >>= 8;
    }
  }
  std::uint64_t Value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

// The same byte stream, eight bytes at a time: each field's little-endian bytes are
// packed into a 64-bit word (a field may straddle two), and each full word is mixed into
// the hash with one multiply, (h ^ word) * K, then h ^ (h >> 32): a bijection of h for a
// given word, so no two streams that differ in one word collide. Align() pads the word
// with zero bytes (the board arrays then go in as 8 words each); Value() pads the last
// word the same way and finishes with the SplitMix64 finalizer.
class WordHasher {
 public:
  template <typename T>
  void Add(T value) {
    Put(hash_detail::Bits(value), sizeof(T));
  }
  // Add of each value in turn, for fields of at most 8 bytes together: the same bytes,
  // put in one go.
  template <typename... T>
  void AddAll(T... values) {
    constexpr unsigned kBytes = (sizeof(T) + ...);
    static_assert(kBytes <= 8, "AddAll packs at most one word");
    std::uint64_t word = 0;
    unsigned shift = 0;
    ((word |= hash_detail::Bits(values) << shift, shift += 8 * sizeof(T)), ...);
    Put(word, kBytes);
  }
  void Align() {
    if (fill_ != 0) Flush();
  }
  // 64 one-byte values (a board array), from a word boundary.
  template <typename T>
  void AddCells(const std::array<T, 64>& cells) {
    static_assert(sizeof(T) == 1, "a board array of bytes");
    Align();
    for (int k = 0; k < 8; ++k) {
      std::uint64_t word;
      std::memcpy(&word, cells.data() + 8 * k, sizeof word);
      if constexpr (std::endian::native == std::endian::big) word = SwapBytes(word);
      Mix(word);
    }
  }
  std::uint64_t Value() const {
    std::uint64_t h = fill_ != 0 ? Mixed(hash_, acc_) : hash_;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
    return h ^ (h >> 31);
  }

 private:
  static constexpr std::uint64_t Mixed(std::uint64_t h, std::uint64_t word) {
    h = (h ^ word) * 0x9E3779B97F4A7C15ULL;
    return h ^ (h >> 32);
  }
  static constexpr std::uint64_t SwapBytes(std::uint64_t w) {
    std::uint64_t r = 0;
    for (int i = 0; i < 8; ++i) r |= ((w >> (8 * i)) & 0xFFu) << (8 * (7 - i));
    return r;
  }
  void Mix(std::uint64_t word) { hash_ = Mixed(hash_, word); }
  void Flush() {
    Mix(acc_);
    acc_ = 0;
    fill_ = 0;
  }
  // `bytes` little-endian bytes of `bits` (zero above them) after the ones held.
  void Put(std::uint64_t bits, unsigned bytes) {
    acc_ |= bits << (8 * fill_);
    fill_ += bytes;
    if (fill_ >= 8) {
      Mix(acc_);
      fill_ -= 8;
      acc_ = fill_ == 0 ? 0 : bits >> (8 * (bytes - fill_));
    }
  }

  std::uint64_t hash_ = 0xCBF29CE484222325ULL;
  std::uint64_t acc_ = 0;  // the bytes of the word being filled
  unsigned fill_ = 0;      // how many (0-7)
};

// Hashes the card side of the state, every field in declaration order. Implemented by
// the card rules, next to the fields it walks (src/core/card_hash.cpp).
void HashCardState(WordHasher& hasher, const CardState& cards);

}  // namespace bc
