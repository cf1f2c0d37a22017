// The hashes and comparisons of the search's memo tables (policy_memo.h).
#include "autoplay/policy_memo.h"

namespace bc::policy {

namespace {

static_assert(std::is_trivially_copyable_v<BattleState> && std::is_standard_layout_v<BattleState>);

constexpr std::size_t kRng = offsetof(BattleState, rng);
constexpr std::size_t kAfterRng = kRng + sizeof(Rng);
constexpr std::size_t kAttackers = offsetof(BattleState, attackers);
constexpr std::size_t kAfterAttackers = kAttackers + sizeof(BattleState::attackers);
static_assert(kAfterRng <= kAttackers);

std::uint64_t Mix(std::uint64_t h, std::uint64_t word) {
  h ^= word * 0x9E3779B97F4A7C15ULL;
  return (h << 31 | h >> 33) * 0xBF58476D1CE4E5B9ULL;
}

std::uint64_t Word(const unsigned char* bytes) {
  std::uint64_t word;
  std::memcpy(&word, bytes, sizeof word);
  return word;
}

}  // namespace

// Four independent lanes of multiply-and-rotate over 8-byte words (so that they run side
// by side), then the bytes left over, then a final mix.
std::uint64_t HashBytes(const void* data, std::size_t size) {
  const auto* bytes = static_cast<const unsigned char*>(data);
  std::uint64_t lane[4] = {1, 2, 3, 4};
  std::size_t b = 0;
  for (; b + 32 <= size; b += 32) {
    for (std::size_t l = 0; l < 4; ++l) lane[l] = Mix(lane[l], Word(bytes + b + 8 * l));
  }
  std::uint64_t h = lane[0] ^ (lane[1] << 1) ^ (lane[2] << 2) ^ (lane[3] << 3) ^ size;
  for (; b + 8 <= size; b += 8) h = Mix(h, Word(bytes + b));
  for (; b < size; ++b) h = Mix(h, bytes[b]);
  return h ^ (h >> 29);
}

HashedState::HashedState(const BattleState& s) : state(s) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&s);
  const std::size_t live = kAttackers + sizeof(Attacker) * s.attacker_count;
  hash = HashBytes(bytes, kRng);
  hash = Mix(hash, HashBytes(bytes + kAfterRng, live - kAfterRng));
  hash = Mix(hash, HashBytes(bytes + kAfterAttackers, sizeof(BattleState) - kAfterAttackers));
}

bool SameAsideRng(const BattleState& a, const BattleState& b) {
  const auto* x = reinterpret_cast<const unsigned char*>(&a);
  const auto* y = reinterpret_cast<const unsigned char*>(&b);
  return std::memcmp(x, y, kRng) == 0 &&
         std::memcmp(x + kAfterRng, y + kAfterRng, sizeof(BattleState) - kAfterRng) == 0;
}

}  // namespace bc::policy
