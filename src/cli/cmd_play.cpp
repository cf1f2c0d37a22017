// play --mission ID [--policy P] [--seed N] [--loadout ID|FILE] [--data DIR]
//      [--scenario-out FILE]: one battle played by a policy, printed as a log (every
// event in English, under the action that caused it), the result and the action list.
// --scenario-out writes the battle as a scenario (docs/scenario-format.md) whose expect
// block pins the final hash, so `base-command-cli scenario FILE` replays it exactly.
#include <ostream>

#include "autoplay/autoplay.h"
#include "basecommand/loadout.h"
#include "basecommand/rules.h"
#include "cli/balance_common.h"
#include "cli/cli.h"
#include "data/catalog_loader.h"
#include "data/scenario_write.h"
#include "text/event_text.h"

namespace bc::cli {

namespace {

void PrintEvents(std::ostream& out, const Catalog& catalog, const Events& events) {
  for (const Event& e : events) out << "    " << DescribeEvent(catalog, e) << "\n";
}

}  // namespace

int RunPlay(const Args& args, std::ostream& out, std::ostream& err) {
  std::string mission_id;
  std::string policy_word = "greedy";
  std::string loadout_text;
  std::string scenario_out;
  std::uint64_t seed = 1;
  int max_turns = PlayOptions{}.max_turns;
  std::filesystem::path data_dir = data::DefaultDataDir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (!has_value) {
      err << (a.rfind("--", 0) == 0 ? a + " needs a value" : "unknown argument " + a) << "\n";
      return kExitUsage;
    }
    const std::string& v = args[++i];
    if (a == "--mission") {
      mission_id = v;
    } else if (a == "--policy") {
      policy_word = v;
    } else if (a == "--seed") {
      const auto n = ParseInteger(v, 0, INT64_MAX);
      if (!n) {
        err << "--seed needs a whole number, got " << v << "\n";
        return kExitUsage;
      }
      seed = static_cast<std::uint64_t>(*n);
    } else if (a == "--loadout") {
      loadout_text = v;
    } else if (a == "--data") {
      data_dir = v;
    } else if (a == "--scenario-out") {
      scenario_out = v;
    } else if (a == "--max-turns") {
      const auto n = ParseInteger(v, 1, 10000);
      if (!n) {
        err << "--max-turns needs a whole number from 1, got " << v << "\n";
        return kExitUsage;
      }
      max_turns = static_cast<int>(*n);
    } else {
      err << "unknown argument " << a << "\n";
      return kExitUsage;
    }
  }
  if (mission_id.empty()) {
    err << "play needs --mission ID\n";
    return kExitUsage;
  }
  const std::optional<PolicyKind> policy_kind = ResolvePolicyArg(policy_word, "play", err);
  if (!policy_kind) return kExitUsage;
  std::optional<Catalog> loaded = LoadDataOrReport(data_dir, "play", err);
  if (!loaded) return kExitFailure;
  Catalog& catalog = *loaded;
  const int mission = ResolveMissionArg(catalog, mission_id, "play", err);
  if (mission < 0) return kExitFailure;
  BattleSetup setup;
  setup.mission = static_cast<MissionIndex>(mission);
  setup.seed = seed;
  if (!loadout_text.empty()) {
    setup.loadout = ResolveLoadoutArg(catalog, loadout_text, "play", err);
    if (setup.loadout < 0) return kExitFailure;
  }

  const std::unique_ptr<Policy> policy = MakePolicy(*policy_kind);
  PlayOptions options;
  options.keep_events = true;
  options.max_turns = max_turns;
  const GameRecord game = PlayGame(catalog, setup, *policy, seed, options);
  const int used_loadout = ResolveLoadout(catalog, catalog.missions[mission], setup.loadout);

  out << "play: " << mission_id << ", policy " << PolicyKindName(*policy_kind) << ", seed " << seed
      << ", loadout " << (used_loadout >= 0 ? catalog.loadouts[used_loadout].id : "none") << "\n";
  out << "  opening\n";
  PrintEvents(out, catalog, game.opening);
  for (std::size_t i = 0; i < game.actions.size(); ++i) {
    out << "  [" << i + 1 << "] " << ActionToString(game.actions[i]) << "\n";
    PrintEvents(out, catalog, game.action_events[i]);
  }
  const GameStats& s = game.stats;
  const BattleState& end = game.final_state;
  out << "result: " << (s.won ? "victory" : s.finished ? "defeat" : "unfinished (turn cap)")
      << ", score " << s.score << ", " << s.stars << (s.stars == 1 ? " star" : " stars")
      << (s.flawless ? " (flawless)" : "") << ", turn " << s.turns << ", base health "
      << s.base_health << "/" << end.base_max_health << ", " << s.actions << " actions\n";
  out << "hash: " << StateHash(end) << "\n";
  out << "actions:";
  for (std::size_t i = 0; i < game.actions.size(); ++i) {
    out << (i == 0 ? " " : ", ") << ActionToString(game.actions[i]);
  }
  out << "\n";

  if (!scenario_out.empty()) {
    const std::string error = data::WriteGameScenario(scenario_out, catalog, game, *policy_kind);
    if (!error.empty()) {
      err << "play: cannot write " << scenario_out << ": " << error << "\n";
      return kExitFailure;
    }
    out << "scenario: " << scenario_out << " (replay: base-command-cli scenario " << scenario_out
        << " --data " << data_dir.generic_string() << ")\n";
  }
  return kExitOk;
}

}  // namespace bc::cli
