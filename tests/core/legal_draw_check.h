// The count-and-draw of a random playout (CountLegalActions, LegalActionAt) checked
// against the listing it stands for: on every state of seeded random playouts, the
// count is LegalActions' size and the i-th drawn action is LegalActions' i-th, for
// every i. Shared by the core's fixture test and the test on the shipped data.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "basecommand/rules.h"

namespace bc::test {

struct DrawCheck {
  long long states = 0;      // states compared
  long long actions = 0;     // actions compared one by one
  long long card_states = 0; // states that listed a card action
};

// Plays `seed`'s uniform random playout of `mission` (drawn through the set, as bench
// does) for up to `max_steps` actions, comparing the set with the listing before each.
// The set is the caller's, as bench keeps one from battle to battle (with what it keeps
// between calls: LegalActionSet::Shade).
inline void CheckDrawAgainstListing(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                                    int max_steps, DrawCheck& check, LegalActionSet& set) {
  BattleState state = NewBattle(catalog, mission, seed);
  Rng chooser = Rng::FromSeed(seed ^ 0xD2A3ULL);
  std::vector<Action> listed;
  ActionList in_place;
  for (int step = 0; step < max_steps && !IsOver(state); ++step) {
    LegalActions(catalog, state, listed);
    LegalActions(catalog, state, in_place);
    CountLegalActions(catalog, state, set);
    INFO("mission " << catalog.missions[mission].id << " seed " << seed << " step " << step);
    REQUIRE(set.count == static_cast<int>(listed.size()));
    REQUIRE(in_place.size() == listed.size());
    bool cards = false;
    for (int i = 0; i < set.count; ++i) {
      const Action drawn = LegalActionAt(state, set, i);
      INFO("action " << i << ": listed " << ActionToString(listed[static_cast<std::size_t>(i)])
                     << ", drawn " << ActionToString(drawn));
      REQUIRE(drawn == listed[static_cast<std::size_t>(i)]);
      REQUIRE(in_place[static_cast<std::size_t>(i)] == listed[static_cast<std::size_t>(i)]);
      cards = cards || drawn.kind >= ActionKind::kPlayUnit;
    }
    ++check.states;
    check.actions += set.count;
    check.card_states += cards;
    if (set.count == 0) break;
    const Action action = LegalActionAt(state, set, static_cast<int>(chooser.Below(static_cast<std::uint32_t>(set.count))));
    ApplyUnchecked(catalog, state, action, nullptr);
  }
  // A finished battle lists nothing, and counts nothing.
  if (IsOver(state)) {
    CountLegalActions(catalog, state, set);
    REQUIRE(set.count == 0);
  }
}

// The same with a new set for the playout.
inline void CheckDrawAgainstListing(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                                    int max_steps, DrawCheck& check) {
  LegalActionSet set;
  CheckDrawAgainstListing(catalog, mission, seed, max_steps, check, set);
}

}  // namespace bc::test
