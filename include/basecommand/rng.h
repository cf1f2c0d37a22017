// The battle's random number generator: SplitMix64 with the project's own integer
// maths, so a seed gives the same numbers with every compiler and standard library.
// It lives inside the battle state; nothing else in a battle is random.
#pragma once

#include <cstdint>

namespace bc {

struct Rng {
  std::uint64_t state = 0;

  static Rng FromSeed(std::uint64_t seed) { return Rng{seed ^ 0x5EEDBA5EC0AA11DULL}; }

  std::uint64_t Next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform integer in [0, bound); bound must be > 0. Rejection sampling, no bias.
  std::uint32_t Below(std::uint32_t bound) {
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
    std::uint64_t x = Next();
    while (x >= limit) x = Next();
    return static_cast<std::uint32_t>(x % bound);
  }

  // True with probability percent / 100 (percent clamped to [0, 100]). Draws one number
  // only when 0 < percent < 100, so a chance that cannot vary costs no roll.
  bool Percent(int percent) {
    if (percent <= 0) return false;
    if (percent >= 100) return true;
    return Below(100) < static_cast<std::uint32_t>(percent);
  }

  bool operator==(const Rng&) const = default;
};

}  // namespace bc
