// A played game as a scenario (scenario_write.h).
#include "data/scenario_write.h"

#include "basecommand/loadout.h"
#include "basecommand/rules.h"
#include "data/file_io.h"
#include "data/save_format.h"

namespace bc::data {

namespace {

const char* ScenarioPhaseWord(Phase phase) {
  return phase == Phase::kVictory ? "victory" : phase == Phase::kDefeat ? "defeat" : "player";
}

}  // namespace

nlohmann::json GameScenarioJson(const Catalog& catalog, const GameRecord& game, PolicyKind policy) {
  const MissionDef& mission = catalog.missions[game.setup.mission];
  nlohmann::json doc;
  doc["description"] = std::string("Autoplayed by the ") + PolicyKindName(policy) +
                       " policy (base-command-cli play, seed " + std::to_string(game.policy_seed) + ").";
  doc["mission"] = mission.id;
  doc["seed"] = std::to_string(game.setup.seed);
  if (ResolveLoadout(catalog, mission, -1) != ResolveLoadout(catalog, mission, game.setup.loadout)) {
    const BattleState start = NewBattle(catalog, game.setup);
    nlohmann::json state = SaveToJson(catalog, start);
    state.erase("format");
    state.erase("version");
    // A save leaves out card fields equal to an empty CardState's; a scenario's state
    // overlays the mission's own fresh battle instead, so spell out the counts that
    // differ between loadouts (an extra-bay doctrine, say).
    if (state.contains("cards") && state["cards"].is_object()) {
      state["cards"]["bay_count"] = start.cards.bay_count;
      state["cards"]["kit_next"] = start.cards.kit_next;
    }
    doc["state"] = state;
  }
  nlohmann::json actions = nlohmann::json::array();
  for (const Action& a : game.actions) actions.push_back(ActionToString(a));
  doc["actions"] = actions;
  doc["on_reject"] = "stop";
  nlohmann::json expect;
  expect["hash"] = std::to_string(StateHash(game.final_state));
  expect["phase"] = ScenarioPhaseWord(game.final_state.phase);
  expect["score"] = game.final_state.score;
  expect["turn"] = game.final_state.turn;
  expect["rejected"] = 0;
  doc["expect"] = expect;
  return doc;
}

std::string WriteGameScenario(const std::filesystem::path& path, const Catalog& catalog, const GameRecord& game,
                              PolicyKind policy) {
  return WriteFileAtomically(path, GameScenarioJson(catalog, game, policy).dump(2) + "\n");
}

}  // namespace bc::data
