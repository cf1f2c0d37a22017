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
  // The battle is drawn with the catalogue in play: every record it names must be that
  // catalogue's, at the same place (the loader may add fallbacks after them, unused).
  auto same = [](const auto& mine, const auto& base) {
    if (mine.size() < base.size()) return false;
    for (std::size_t i = 0; i < base.size(); ++i) {
      if (mine[i].id != base[i].id) return false;
    }
    return true;
  };
  bool own = !same(s.catalog.enemies, catalog.enemies) || !same(s.catalog.cards, catalog.cards) ||
             !same(s.catalog.missions, catalog.missions) || s.start.mission >= catalog.missions.size();
  for (int i = 0; i < s.start.attacker_count && !own; ++i) own = s.start.attackers[i].type >= catalog.enemies.size();
  if (own) {
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
