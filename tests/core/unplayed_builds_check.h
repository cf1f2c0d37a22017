// Greedy's unplayed barricades (ScoresAsEndTurn, src/autoplay/policy_rank.h) checked
// against play: at every state of a recorded game, every legal barricade placement is
// scored in full and, when end turn's play never read its cell, must be worth end turn's
// value exactly; RankActions and BestAction, which skip those placements, must give the
// ranking and the choice that scoring every action in full gives. Shared by the core's
// test (the fixture catalog) and the data test (data/).
#pragma once

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "autoplay/autoplay.h"
#include "autoplay/policy_rank.h"
#include "basecommand/concealment.h"
#include "basecommand/rules.h"

namespace bc::test {

struct UnplayedBuilds {
  long states = 0;     // checks: a state, or its view when it differs, on one determinizer
  long builds = 0;     // legal barricade placements scored in full there
  long skipped = 0;    // of them, the ones end turn's play never read
  long wrong = 0;      // placements or rankings that differ from full play
  std::string first_wrong;  // where the first difference was found

  void Wrong(const BattleState& state, const std::string& what) {
    if (wrong++ == 0) {
      std::ostringstream out;
      out << "mission " << state.mission << " seed " << state.seed << " turn " << state.turn << ": " << what;
      first_wrong = out.str();
    }
  }
};

inline void CheckUnplayedBuildsAt(const Catalog& catalog, const BattleState& state, std::uint64_t determinizer,
                                  UnplayedBuilds& count) {
  ++count.states;
  const policy::EvalTables tables(catalog);
  policy::PreviewTerms previews;
  BattleState copy;
  std::vector<Action> legal;
  LegalActions(catalog, state, legal);
  std::uint64_t reads = 0;
  const double pass = policy::ScoreAction(catalog, tables, state, determinizer, Action::EndTurn(), copy, previews, &reads);
  if (copy.barricade_reads != BattleState::BarricadeReads{}) count.Wrong(state, "the scoring copy kept its reads");
  std::vector<policy::ScoredAction> played;
  for (const Action& action : legal) {
    const double value = policy::ScoreAction(catalog, tables, state, determinizer, action, copy, previews);
    played.push_back({action, value});
    if (action.kind == ActionKind::kEndTurn && value != pass) count.Wrong(state, "recording changed end turn's value");
    if (action.kind != ActionKind::kBuildBarricade) continue;
    ++count.builds;
    if (!policy::ScoresAsEndTurn(action, reads)) continue;
    ++count.skipped;
    if (value != pass) count.Wrong(state, "an unplayed build on " + CellName(action.cell) + " is not worth end turn");
  }
  std::stable_sort(played.begin(), played.end(),
                   [](const policy::ScoredAction& a, const policy::ScoredAction& b) { return a.value > b.value; });
  std::vector<Action> scratch_legal;
  std::vector<policy::ScoredAction> ranked;
  policy::PreviewTerms rank_previews;
  policy::RankActions(catalog, state, determinizer, scratch_legal, ranked, rank_previews);
  bool same = ranked.size() == played.size();
  for (std::size_t i = 0; same && i < ranked.size(); ++i) {
    same = ranked[i].action == played[i].action && ranked[i].value == played[i].value;
  }
  if (!same) count.Wrong(state, "RankActions differs from every action played");
  policy::GreedyScratch scratch;
  if (!played.empty() && policy::BestAction(catalog, tables, state, determinizer, scratch) != played.front().action) {
    count.Wrong(state, "BestAction differs from the best action played");
  }
}

// Replays `game` on `catalog` and checks every state where the player acts, and the
// player's view of it when it holds contacts (what the policies score), on two
// determinizers.
inline void CheckUnplayedBuilds(const Catalog& catalog, const GameRecord& game, UnplayedBuilds& count) {
  BattleState state = NewBattle(catalog, game.setup);
  for (const Action& action : game.actions) {
    if (!IsOver(state)) {
      for (const std::uint64_t determinizer : {state.rng.state, state.rng.state ^ std::uint64_t{0x9E3779B97F4A7C15}}) {
        CheckUnplayedBuildsAt(catalog, state, determinizer, count);
        if (HasContacts(catalog, state)) CheckUnplayedBuildsAt(catalog, PlayerView(catalog, state), determinizer, count);
      }
    }
    ApplyUnchecked(catalog, state, action, nullptr);
  }
}

}  // namespace bc::test
