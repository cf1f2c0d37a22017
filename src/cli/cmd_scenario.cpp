// scenario FILE [--data DIR] [--json-only]: runs a scenario and prints every event, the
// final state and the expect results. Exit 0 when it loads and its expectations hold.
#include <ostream>

#include "basecommand/rules.h"
#include "cli/cli.h"
#include "data/scenario.h"
#include "text/event_text.h"

namespace bc::cli {

namespace {

void PrintStepEvents(std::ostream& out, const Catalog& catalog, const Events& events) {
  for (const Event& e : events) out << "    " << DescribeEvent(catalog, e) << "\n";
}

const char* PhaseWord(Phase phase) {
  return phase == Phase::kVictory ? "victory" : phase == Phase::kDefeat ? "defeat" : "player";
}

}  // namespace

int RunScenario(const Args& args, std::ostream& out, std::ostream& err) {
  std::string file;
  data::ScenarioOptions options;
  bool json_only = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--data") {
      if (i + 1 >= args.size()) {
        err << "--data needs a folder\n";
        return kExitUsage;
      }
      options.data_dir = args[++i];
    } else if (args[i] == "--json-only") {
      json_only = true;
    } else if (!args[i].empty() && args[i][0] == '-') {
      err << "unknown option " << args[i] << "\n";
      return kExitUsage;
    } else if (file.empty()) {
      file = args[i];
    } else {
      err << "scenario takes one file\n";
      return kExitUsage;
    }
  }
  if (file.empty()) {
    err << "scenario needs a scenario file\n";
    return kExitUsage;
  }

  const data::ScenarioLoad load = data::LoadScenarioFile(file, options);
  if (!load.ok()) {
    for (const data::LoadError& e : load.errors) err << data::FormatError(e) << "\n";
    err << "scenario: " << file << " does not load (" << load.errors.size() << " errors)\n";
    return kExitFailure;
  }
  const data::Scenario& scenario = *load.scenario;
  const data::ScenarioRun run = data::RunScenario(scenario);

  if (!json_only) {
    out << "scenario: " << scenario.file;
    if (!scenario.description.empty()) out << ": " << scenario.description;
    out << "\n";
    if (!scenario.opening.empty()) {
      out << "  opening\n";
      PrintStepEvents(out, scenario.catalog, scenario.opening);
    }
    for (const data::ScenarioStep& step : run.steps) {
      out << "  [" << step.index + 1 << "] " << step.action;
      if (step.ok) {
        out << "\n";
        PrintStepEvents(out, scenario.catalog, step.events);
      } else {
        out << ": rejected: " << step.reason << "\n";
      }
    }
    if (run.stopped) out << "  stopped at the rejected action (\"on_reject\": \"stop\")\n";
    const BattleState& s = run.final_state;
    out << "  final: turn " << s.turn << ", phase " << PhaseWord(s.phase) << ", base health "
        << s.base_health << ", score " << s.score << ", attackers " << static_cast<int>(s.attacker_count)
        << ", rejected " << run.rejected << ", hash " << StateHash(s) << "\n";
  }
  out << data::ScenarioRunToJson(scenario, run).dump(2) << "\n";
  if (!run.passed()) {
    for (const std::string& m : run.mismatches) err << scenario.file << ": " << m << "\n";
    err << "scenario: FAILED: " << run.mismatches.size() << " expectation(s) not met\n";
    return kExitFailure;
  }
  if (!json_only) out << "scenario: ok" << (scenario.expect.empty() ? " (no expect block)" : "") << "\n";
  return kExitOk;
}

}  // namespace bc::cli
