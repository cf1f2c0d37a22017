#include <catch2/catch.hpp>

#include "core/state_hash.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

TEST_CASE("The state hash is FNV-1a 64 over little-endian bytes", "[hash]") {
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

TEST_CASE("BattleState's size is pinned so the hash and the save format keep up", "[hash]") {
  // If this fails, BattleState (or CardState inside it) changed: add the new fields to
  // StateHash (src/core/state_hash.cpp, or HashCardState for card fields) and to the
  // save format, then update the constants here.
  INFO("BattleState changed: update StateHash and the save format, then these numbers");
  // BoardMasks (72 bytes) is derived from the board arrays: rebuilt on load, not hashed.
  CHECK(sizeof(BattleState) == 2416);
  CHECK(sizeof(BoardMasks) == 72);
  CHECK(sizeof(CardState) == 552);
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
