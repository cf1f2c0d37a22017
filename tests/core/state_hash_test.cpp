#include <catch2/catch.hpp>

#include <array>

#include "core/state_hash.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("The version-1 state hash is FNV-1a 64 over little-endian bytes", "[hash]") {
  Hasher empty;
  CHECK(empty.Value() == 0xCBF29CE484222325ULL);
  Hasher a;
  a.Byte('a');
  CHECK(a.Value() == 0xAF63DC4C8601EC8CULL);  // FNV-1a 64 of "a"
  Hasher wide;
  wide.Add(std::uint16_t{0x6261});  // the bytes 'a', 'b'
  Hasher bytes;
  bytes.Byte('a');
  bytes.Byte('b');
  CHECK(wide.Value() == bytes.Value());
  CHECK(bytes.Value() == 0x089C4407B545986AULL);  // FNV-1a 64 of "ab"
}

TEST_CASE("The state hash takes the same little-endian bytes a word at a time", "[hash]") {
  // A field may straddle two words; AddAll packs fields into one; Align pads with zeros.
  WordHasher fields;
  fields.Add(std::uint8_t{1});
  fields.Add(std::uint16_t{0x0302});
  fields.Add(std::uint64_t{0x0B0A090807060504ULL});
  fields.Add(std::int8_t{-1});
  WordHasher packed;
  packed.AddAll(std::uint8_t{1}, std::uint16_t{0x0302});
  packed.Add(std::uint64_t{0x0B0A090807060504ULL});
  packed.AddAll(std::int8_t{-1});
  WordHasher words;
  words.Add(std::uint64_t{0x0807060504030201ULL});
  words.Add(std::uint32_t{0xFF0B0A09u});
  CHECK(fields.Value() == packed.Value());
  CHECK(fields.Value() == words.Value());
  WordHasher padded = words;
  padded.Align();
  CHECK(padded.Value() == words.Value());  // the last word is padded the same way
  std::array<std::uint8_t, 64> cells{};
  cells[9] = 7;
  WordHasher board;
  board.AddCells(cells);
  WordHasher bytes;
  for (const std::uint8_t c : cells) bytes.Add(c);
  CHECK(board.Value() == bytes.Value());
  // One byte anywhere changes the hash, and so does one more. (Not a zero byte at the
  // very end, which the padding already holds: the state's layout is fixed, its lists
  // counted, so two states never differ only there.)
  WordHasher other = fields;
  fields.Add(std::uint8_t{7});
  CHECK(fields.Value() != other.Value());
  WordHasher flipped;
  flipped.Add(std::uint8_t{1});
  flipped.Add(std::uint16_t{0x0303});
  flipped.Add(std::uint64_t{0x0B0A090807060504ULL});
  flipped.Add(std::int8_t{-1});
  CHECK(flipped.Value() != other.Value());
}

TEST_CASE("BattleState's size is pinned so the hash and the save format keep up", "[hash]") {
  // If this fails, BattleState (or CardState inside it) changed: add the new fields to
  // StateHash (src/core/state_hash.cpp, or HashCardState for card fields) and to the
  // save format, then update the constants here.
  INFO("BattleState changed: update StateHash and the save format, then these numbers");
  // BoardMasks (80 bytes) is derived from the board arrays: rebuilt on load, not hashed.
  // BarricadeReads (16 bytes) is scoring scratch, off and empty in any state saved.
  CHECK(sizeof(BattleState) == 2456);
  CHECK(sizeof(BattleState::BarricadeReads) == 16);
  CHECK(sizeof(BoardMasks) == 80);
  CHECK(sizeof(CardState) == 568);
  CHECK(sizeof(Attacker) == 24);
  CHECK(sizeof(PendingSpawn) == 4);
}

TEST_CASE("Equal states hash equal, and any change to a field changes the hash", "[hash]") {
  const Catalog catalog = MakeCatalog();
  const BattleState base = Start(catalog, kWaves, 5);
  BattleState copy = base;
  CHECK(StateHash(copy) == StateHash(base));
  const std::uint64_t h = StateHash(base);
  auto changed = [&](auto mutate) {
    BattleState s = base;
    mutate(s);
    return StateHash(s) != h;
  };
  CHECK(changed([](BattleState& s) { s.rng.Next(); }));
  CHECK(changed([](BattleState& s) { s.attackers[0].hp--; }));
  CHECK(changed([](BattleState& s) { s.attackers[1].poison_turns = 2; }));
  CHECK(changed([](BattleState& s) { s.pending[0].cell = 0; }));
  CHECK(changed([](BattleState& s) { s.barricades[9] = BarricadeKind::kPlayer; }));
  CHECK(changed([](BattleState& s) { s.shields[3] = ShieldState::kOvercharged; }));
  CHECK(changed([](BattleState& s) { s.cannon_multiplier = 2; }));
  CHECK(changed([](BattleState& s) { s.terrain_works = false; }));
  CHECK(changed([](BattleState& s) { s.score = 1; }));
  CHECK(changed([](BattleState& s) { s.final_score_awarded = true; }));
  CHECK(changed([](BattleState& s) { s.cards.discard_points = 0; }));
  // The version-1 hash keeps hashing them all too.
  const std::uint64_t v1 = StateHashVersion1(base);
  CHECK(StateHashVersion1(copy) == v1);
  BattleState hit = base;
  hit.attackers[0].hp--;
  CHECK(StateHashVersion1(hit) != v1);
}

TEST_CASE("The state hash reads only the attackers and pending spawns in use", "[hash]") {
  // A slot past the count is always empty (the rules clear it), so equal states hash
  // equal whatever the hash reads there; reading none of them is what makes it fast.
  const Catalog catalog = MakeCatalog();
  const BattleState base = Start(catalog, kWaves, 5);
  REQUIRE(base.attacker_count < kMaxAttackers);
  REQUIRE(base.pending_count < kMaxPendingSpawns);
  CHECK(base.attackers[base.attacker_count] == Attacker{});
  BattleState stale = base;
  stale.attackers[kMaxAttackers - 1].hp = 9;
  stale.pending[kMaxPendingSpawns - 1].entry = 3;
  CHECK(StateHash(stale) == StateHash(base));
  CHECK(StateHashVersion1(stale) != StateHashVersion1(base));
}

TEST_CASE("The same data and seed and actions give the same final hash", "[hash]") {
  const Catalog catalog = MakeCatalog();
  auto play = [&](std::uint64_t seed) {
    BattleState s = Start(catalog, kWaves, seed);
    for (int i = 0; i < 6 && !IsOver(s); ++i) {
      Apply(catalog, s, Action::Build(C("D2")));
      Apply(catalog, s, Action::Fire(C("D2")));
      EndTurn(catalog, s);
    }
    return StateHash(s);
  };
  CHECK(play(11) == play(11));
  CHECK(play(11) != play(12));
}
