// Scenarios: a battle set up in a few lines of JSON (a mission id and/or an inline state
// in the save format, a seed, optional inline definitions), a list of action strings to
// apply, and an optional "expect" block checked at the end. This is how a rules bug is
// reported and replayed, and how a test pins a rule without the tuned data/. Format:
// docs/scenario-format.md.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "data/load_error.h"

namespace bc::data {

// What the final state must look like. Unset fields are not checked.
struct ScenarioExpect {
  std::optional<std::uint64_t> hash;
  std::optional<int> base_health;
  std::optional<int> score;
  std::optional<int> turn;
  std::optional<Phase> phase;
  std::optional<int> attackers;        // attackers on the board
  std::optional<int> rejected;         // actions rejected
  std::optional<std::vector<std::string>> shields;  // "up"/"overcharged"/"down" by quadrant NW, NE, SW, SE
  std::vector<std::string> events;     // each must appear in some event's text
  bool empty() const;
};

struct Scenario {
  std::string file;
  std::string description;
  Catalog catalog;        // the base data plus the scenario's inline definitions
  BattleState start;      // after NewBattle and the inline state
  Events opening;         // NewBattle's events
  std::vector<std::string> action_texts;
  std::vector<Action> actions;
  bool stop_on_reject = false;
  ScenarioExpect expect;
};

struct ScenarioLoad {
  std::optional<Scenario> scenario;
  LoadErrors errors;
  bool ok() const { return scenario.has_value() && errors.empty(); }
};

// Where the base definitions come from when the scenario says "data": "game".
struct ScenarioOptions {
  std::filesystem::path data_dir;  // empty: DefaultDataDir()
  // The game data already loaded: used instead of reading data_dir again (HOW TO PLAY's
  // pictures are scenarios on the catalogue in play).
  const Catalog* base = nullptr;
};

// Reads and checks a scenario; every problem is reported, nothing throws.
ScenarioLoad LoadScenarioText(std::string_view text, const std::string& file,
                              const ScenarioOptions& options = {});
ScenarioLoad LoadScenarioFile(const std::filesystem::path& path, const ScenarioOptions& options = {});

struct ScenarioStep {
  int index = 0;          // 0-based position in "actions"
  std::string action;     // as written
  bool ok = false;
  std::string reason;     // why it was rejected
  Events events;
};

struct ScenarioRun {
  std::vector<ScenarioStep> steps;
  BattleState final_state;
  int rejected = 0;
  bool stopped = false;                 // stopped at a rejected action ("on_reject": "stop")
  std::vector<std::string> mismatches;  // expect checks that failed, in words
  bool passed() const { return mismatches.empty(); }
};

// Applies the actions in order (a rejected action is recorded and the run continues,
// or stops when the scenario says so), then checks the expect block.
ScenarioRun RunScenario(const Scenario& scenario);

// The whole run as one JSON document: opening events, each step with its events, the
// final state in the save format, its hash and the expect results.
nlohmann::json ScenarioRunToJson(const Scenario& scenario, const ScenarioRun& run);

}  // namespace bc::data
