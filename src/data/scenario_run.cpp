// Running a scenario: apply the actions, collect the events, check the expect block.
#include <algorithm>

#include "basecommand/rules.h"
#include "data/event_json.h"
#include "data/save_format.h"
#include "data/scenario.h"
#include "text/event_text.h"

namespace bc::data {

namespace {

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kPlayer: return "player";
    case Phase::kVictory: return "victory";
    case Phase::kDefeat: return "defeat";
  }
  return "player";
}

const char* ShieldName(ShieldState s) {
  switch (s) {
    case ShieldState::kDown: return "down";
    case ShieldState::kUp: return "up";
    case ShieldState::kOvercharged: return "overcharged";
  }
  return "down";
}

template <typename T>
void Compare(std::vector<std::string>& mismatches, const char* what, const std::optional<T>& expected,
             const T& actual) {
  if (expected && *expected != actual) {
    mismatches.push_back(std::string("expect.") + what + ": expected " + std::to_string(*expected) +
                         ", got " + std::to_string(actual));
  }
}

void CheckExpect(const Scenario& scenario, ScenarioRun& run) {
  const ScenarioExpect& expect = scenario.expect;
  const BattleState& s = run.final_state;
  auto& out = run.mismatches;
  Compare(out, "hash", expect.hash, StateHash(s));
  Compare(out, "base_health", expect.base_health, static_cast<int>(s.base_health));
  Compare(out, "score", expect.score, static_cast<int>(s.score));
  Compare(out, "turn", expect.turn, static_cast<int>(s.turn));
  Compare(out, "attackers", expect.attackers, static_cast<int>(s.attacker_count));
  Compare(out, "rejected", expect.rejected, run.rejected);
  if (expect.phase && *expect.phase != s.phase) {
    out.push_back(std::string("expect.phase: expected ") + PhaseName(*expect.phase) + ", got " + PhaseName(s.phase));
  }
  if (expect.shields) {
    for (int q = 0; q < kQuadrantCount; ++q) {
      const std::string& want = (*expect.shields)[static_cast<std::size_t>(q)];
      const std::string got = ShieldName(s.shields[static_cast<std::size_t>(q)]);
      if (!want.empty() && want != got) {
        out.push_back("expect.shields." + std::string(QuadrantName(static_cast<Quadrant>(q))) + ": expected " +
                      want + ", got " + got);
      }
    }
  }
  for (const std::string& text : expect.events) {
    bool found = false;
    const auto search = [&](const Events& events) {
      for (const Event& e : events) {
        if (DescribeEvent(scenario.catalog, e).find(text) != std::string::npos) found = true;
      }
    };
    search(scenario.opening);
    for (const ScenarioStep& step : run.steps) search(step.events);
    if (!found) out.push_back("expect.events: no event says \"" + text + "\"");
  }
}

}  // namespace

ScenarioRun RunScenario(const Scenario& scenario) {
  ScenarioRun run;
  BattleState state = scenario.start;
  for (std::size_t i = 0; i < scenario.actions.size(); ++i) {
    ScenarioStep step;
    step.index = static_cast<int>(i);
    step.action = scenario.action_texts[i];
    ApplyResult result = Apply(scenario.catalog, state, scenario.actions[i]);
    step.ok = result.ok;
    step.reason = std::move(result.reason);
    step.events = std::move(result.events);
    run.steps.push_back(std::move(step));
    if (!result.ok) {
      ++run.rejected;
      if (scenario.stop_on_reject) {
        run.stopped = true;
        break;
      }
    }
  }
  run.final_state = state;
  CheckExpect(scenario, run);
  return run;
}

nlohmann::json ScenarioRunToJson(const Scenario& scenario, const ScenarioRun& run) {
  nlohmann::json out;
  out["scenario"] = scenario.file;
  if (!scenario.description.empty()) out["description"] = scenario.description;
  nlohmann::json opening = nlohmann::json::array();
  for (const Event& e : scenario.opening) opening.push_back(EventToJson(scenario.catalog, e));
  out["opening"] = opening;
  nlohmann::json steps = nlohmann::json::array();
  for (const ScenarioStep& step : run.steps) {
    nlohmann::json j;
    j["index"] = step.index;
    j["action"] = step.action;
    j["ok"] = step.ok;
    if (!step.ok) j["reason"] = step.reason;
    nlohmann::json events = nlohmann::json::array();
    for (const Event& e : step.events) events.push_back(EventToJson(scenario.catalog, e));
    j["events"] = events;
    steps.push_back(j);
  }
  out["steps"] = steps;
  out["rejected"] = run.rejected;
  out["stopped"] = run.stopped;
  out["final_state"] = SaveToJson(scenario.catalog, run.final_state);
  out["final_hash"] = std::to_string(StateHash(run.final_state));
  nlohmann::json expect;
  expect["checked"] = !scenario.expect.empty();
  expect["passed"] = run.passed();
  expect["mismatches"] = run.mismatches;
  out["expect"] = expect;
  return out;
}

}  // namespace bc::data
