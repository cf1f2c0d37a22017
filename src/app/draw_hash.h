// Internal to the app's kept pictures: the hash steps that tell one frame's drawing from
// the last (ImGui's kept windows, the kept frame), and the box of a triangle's corners
// that a changed triangle is drawn again in. Equal drawings hash equal; a float is hashed
// by its bits.
#pragma once

#include <algorithm>
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

// The box of the corners added so far (a triangle's, one at a time).
struct CornerBox {
  void Add(float x, float y) {
    if (empty) {
      x0 = x1 = x;
      y0 = y1 = y;
      empty = false;
      return;
    }
    x0 = std::min(x0, x);
    y0 = std::min(y0, y);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
  }
  float x0 = 0.0f;
  float y0 = 0.0f;
  float x1 = 0.0f;
  float y1 = 0.0f;
  bool empty = true;
};

}  // namespace bc::app
