#include "session/guide_scenes.h"

#include "basecommand/rules.h"
#include "data/load_error.h"
#include "data/scenario.h"

namespace bc::session {

GuideScene LoadGuideScene(const Catalog& catalog, const std::filesystem::path& data_dir, const std::string& id) {
  GuideScene scene;
  scene.id = id;
  data::ScenarioOptions options;
  options.base = &catalog;
  const std::filesystem::path file = data_dir / "guide" / (id + ".json");
  data::ScenarioLoad load = data::LoadScenarioFile(file, options);
  if (!load.ok()) {
    scene.problem = load.errors.empty() ? "the scene did not load" : data::FormatError(load.errors.front());
    return scene;
  }
  const data::Scenario& s = *load.scenario;
  if (s.catalog.enemies.size() != catalog.enemies.size() || s.catalog.cards.size() != catalog.cards.size() ||
      s.catalog.missions.size() != catalog.missions.size() || s.catalog.weapons.size() != catalog.weapons.size()) {
    scene.problem = file.generic_string() + ": a guide scene uses the game's records and defines none of its own";
    return scene;
  }
  BattleState state = s.start;
  for (std::size_t i = 0; i < s.actions.size(); ++i) {
    const ApplyResult result = Apply(catalog, state, s.actions[i]);
    if (!result.ok) {
      scene.problem = file.generic_string() + ": action " + std::to_string(i + 1) + " (" + s.action_texts[i] +
                      ") was refused: " + result.reason;
      return scene;
    }
  }
  scene.state = std::move(state);
  return scene;
}

}  // namespace bc::session
