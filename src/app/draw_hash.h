// Internal to the app's kept pictures: the hash steps that tell one frame's drawing from
// the last (ImGui's kept windows, the kept frame). Equal drawings hash equal; a float is
// hashed by its bits.
#pragma once

#include <cstdint>
#include <cstring>

namespace bc::app {

inline std::uint64_t DrawHashMix(std::uint64_t h, std::uint64_t v) {
  h ^= v;
  h *= 0x9e3779b97f4a7c15ULL;
  return h ^ (h >> 29);
}

inline std::uint64_t FloatHashBits(float v) {
  std::uint32_t u = 0;
  std::memcpy(&u, &v, sizeof u);
  return u;
}

}  // namespace bc::app
