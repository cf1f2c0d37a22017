// The posts' lookups made once (a hunter's steps, a post's line of fire, the cells an
// order reaches, a jammer's reach) against the rules worked out directly.
#include <catch2/catch.hpp>

#include <bit>

#include "basecommand/routing.h"
#include "core/card_rules.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

// HuntStep as the rule says it, neighbour by neighbour.
Cell HuntStepByRule(const Routing& routing, Cell from, Cell prey) {
  const int here = KingDistance(from, prey);
  if (here <= 1) return prey;
  Cell best = kNoCell;
  int best_king = here;
  int best_line = 0;
  for (int dir = 0; dir < kDirectionCount; ++dir) {
    const Cell n = Neighbour(from, dir);
    if (n == kNoCell || IsBaseCell(n) || routing.distance[n] == kUnreachable) continue;
    const int king = KingDistance(n, prey);
    const int dc = Col(n) - Col(prey);
    const int dr = Row(n) - Row(prey);
    const int line = dc * dc + dr * dr;
    if (king < best_king || (best != kNoCell && king == best_king && line < best_line)) {
      best = n;
      best_king = king;
      best_line = line;
    }
  }
  return best;
}

// LineBetween as the rule says it: each step's coordinates rounded, halves away from the post.
std::uint64_t LineByRule(Cell from, Cell to) {
  const auto rounded = [](int k, int delta, int steps) {
    const int num = k * delta;
    return num >= 0 ? (2 * num + steps) / (2 * steps) : -((-2 * num + steps) / (2 * steps));
  };
  const int steps = KingDistance(from, to);
  std::uint64_t line = 0;
  for (int k = 1; k < steps; ++k) {
    line |= CellBit(MakeCell(Col(from) + rounded(k, Col(to) - Col(from), steps),
                             Row(from) + rounded(k, Row(to) - Row(from), steps)));
  }
  return line;
}

// OrderTargets as the rule says it: every attacker CheckOrderReach accepts.
std::uint64_t OrderTargetsByRule(const Catalog& catalog, const BattleState& state, int post) {
  if (Acted(state, state.cards.posts[post])) return 0;
  std::uint64_t targets = 0;
  for (Cell c = 0; c < kCellCount; ++c) {
    if (state.attacker_at[c] >= 0 && cards::CheckOrderReach(catalog, state, post, c, nullptr, EnglishRulesText())) {
      targets |= CellBit(c);
    }
  }
  return targets;
}

}  // namespace

TEST_CASE("Posts: a hunter's step from the table is the rule's, for every cell, post and routing", "[posts]") {
  Rng rng{7};
  int stepped = 0;
  int stopped = 0;
  for (int board = 0; board < 40; ++board) {
    Routing routing;
    // Open boards first, then more and more rock: every tie and every dead end is met.
    for (Cell c = 0; c < kCellCount; ++c) {
      routing.distance[c] = rng.Below(40) < static_cast<std::uint32_t>(board) ? kUnreachable : std::int8_t{1};
    }
    for (Cell from = 0; from < kCellCount; ++from) {
      for (Cell prey = 0; prey < kCellCount; ++prey) {
        const Cell expected = HuntStepByRule(routing, from, prey);
        INFO("board " << board << " from " << CellName(from) << " to " << CellName(prey));
        REQUIRE(HuntStep(routing, from, prey) == expected);
        (expected == kNoCell ? stopped : stepped)++;
      }
    }
  }
  CHECK(stepped > 10000);
  CHECK(stopped > 1000);
  CHECK(HuntStep(Routing{}, kNoCell, 3) == kNoCell);
  CHECK(HuntStep(Routing{}, 3, kNoCell) == kNoCell);
}

TEST_CASE("Posts: a post's line of fire from the table is the rule's, for every pair of cells", "[posts]") {
  for (Cell from = 0; from < kCellCount; ++from) {
    for (Cell to = 0; to < kCellCount; ++to) {
      INFO(CellName(from) << " to " << CellName(to));
      REQUIRE(LineBetween(from, to) == LineByRule(from, to));
    }
  }
  CHECK(LineBetween(kNoCell, 3) == 0);
  CHECK(LineBetween(3, kCellCount) == 0);
}

TEST_CASE("Posts: a post's order targets are the attackers CheckOrderReach accepts", "[posts]") {
  const Catalog catalog = MakeCatalog();
  int posts = 0;
  int targets = 0;
  int jammed = 0;
  int blocked = 0;
  for (const MissionIndex m : {kPostsField, kPostsContacts}) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      BattleState state = NewBattle(catalog, m, seed);
      Rng chooser = Rng::FromSeed(seed ^ 0x0DE5ULL);
      LegalActionSet set;
      for (int step = 0; step < 300 && !IsOver(state); ++step) {
        for (int p = 0; p < state.cards.post_count; ++p) {
          INFO("mission " << catalog.missions[m].id << " seed " << seed << " step " << step << " post " << p);
          const std::uint64_t expected = OrderTargetsByRule(catalog, state, p);
          REQUIRE(cards::OrderTargets(catalog, state, p) == expected);
          ++posts;
          targets += std::popcount(expected);
          const Cell cell = state.cards.posts[p].cell;
          jammed += ((cards::JammedCells(catalog, state) >> cell) & 1u) != 0;
          for (Cell c = 0; c < kCellCount; ++c) {
            blocked += state.attacker_at[c] >= 0 && (LineBetween(cell, c) & state.masks.barricades) != 0;
          }
        }
        CountLegalActions(catalog, state, set);
        if (set.count == 0) break;
        ApplyUnchecked(catalog, state, LegalActionAt(state, set, static_cast<int>(chooser.Below(static_cast<std::uint32_t>(set.count)))),
                       nullptr);
      }
    }
  }
  // The playouts meet posts with targets, jammed posts and lines a barricade blocks.
  CHECK(posts > 500);
  CHECK(targets > 200);
  CHECK(jammed > 0);
  CHECK(blocked > 0);
}

TEST_CASE("Posts: a jammer's reach from the table is every cell within 2 king steps of it", "[posts]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = NewBattle(catalog, kPostsField, 1);
  for (Cell at = 0; at < kCellCount; ++at) {
    BattleState s = state;
    while (s.attacker_count > 0) siege::RemoveAttacker(s, s.attacker_count - 1);
    if (IsBaseCell(at)) continue;
    siege::PlaceAttacker(catalog, s, kJammer, at, nullptr);
    std::uint64_t expected = 0;
    for (Cell c = 0; c < kCellCount; ++c) {
      if (KingDistance(c, at) <= kJammerReach) expected |= CellBit(c);
    }
    INFO(CellName(at));
    REQUIRE(cards::JammedCells(catalog, s) == expected);
  }
}
