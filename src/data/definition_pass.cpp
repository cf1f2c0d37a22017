// The second pass over freshly read definitions: references, then the checks that
// need them.
#include <algorithm>
#include <functional>
#include <map>
#include <string_view>
#include <unordered_map>

#include "data/definition_loader.h"

namespace bc::data {

void FinishDefinitions(DefinitionPass& pass, LoadErrors& errors) {
  const Catalog& catalog = pass.catalog;
  // Ids by kind, hashed once, so that many references resolve in linear time.
  std::map<std::string, std::unordered_map<std::string, int>, std::less<>> index;
  const auto add_ids = [&index](std::string_view kind, const auto& items) {
    auto& ids = index[std::string(kind)];
    for (std::size_t i = 0; i < items.size(); ++i) ids.emplace(items[i].id, static_cast<int>(i));
  };
  add_ids("enemy", catalog.enemies);
  add_ids("weapon", catalog.weapons);
  add_ids("mission", catalog.missions);
  add_ids("card", catalog.cards);
  add_ids("loadout", catalog.loadouts);
  add_ids("difficulty", catalog.difficulties);
  const auto find = [&index](std::string_view kind, const std::string& id) {
    const auto ids = index.find(kind);
    if (ids == index.end()) return -1;
    const auto found = ids->second.find(id);
    return found == ids->second.end() ? -1 : found->second;
  };
  const auto list = [&catalog](std::string_view kind) {
    std::vector<std::string> ids;
    const auto add = [&ids](const auto& items) {
      for (const auto& item : items) ids.push_back(item.id);
    };
    if (kind == "enemy") add(catalog.enemies);
    if (kind == "weapon") add(catalog.weapons);
    if (kind == "mission") add(catalog.missions);
    if (kind == "card") add(catalog.cards);
    if (kind == "loadout") add(catalog.loadouts);
    if (kind == "difficulty") add(catalog.difficulties);
    return ids;
  };
  pass.refs.Resolve(find, list, errors, pass.unreadable_kinds);

  for (const DefinitionPass::Origin& origin : pass.mission_origins) {
    MissionDef& mission = pass.catalog.missions[static_cast<std::size_t>(origin.index)];
    std::stable_sort(mission.schedule.begin(), mission.schedule.end(),
                     [](const SpawnDef& a, const SpawnDef& b) { return a.turn < b.turn; });
    const int weapon = catalog.FindWeapon(mission.weapon);
    if (weapon < 0) continue;  // already reported
    const auto steps =
        static_cast<int>(catalog.weapons[static_cast<std::size_t>(weapon)].power_steps.size());
    if (mission.cannon_charge > steps) {
      LoadError error = origin.where;
      error.path += "/cannon_charge";
      error.reason = "the " + mission.weapon + " has " + std::to_string(steps) +
                     " charge steps; cannot start at " + std::to_string(mission.cannon_charge);
      errors.push_back(std::move(error));
    }
  }
  pass.mission_origins.clear();

  // A splitter's pieces and a carrier's walker are plain attackers: they do not split
  // or drop again (no chains).
  for (const DefinitionPass::Origin& origin : pass.enemy_origins) {
    const EnemyDef& enemy = catalog.enemies[static_cast<std::size_t>(origin.index)];
    const auto check = [&](bool enabled, EnemyIndex into, const char* key) {
      if (!enabled || into >= catalog.enemies.size()) return;
      const EnemyDef& made = catalog.enemies[into];
      if (made.split.enabled || made.drop.enabled) {
        LoadError error = origin.where;
        error.path += std::string("/") + key + "/into";
        error.reason = "\"" + made.id + "\" splits or drops in turn; what a " + key +
                       " makes must be a plain attacker";
        errors.push_back(std::move(error));
      }
    };
    check(enemy.split.enabled, enemy.split.into, "split");
    check(enemy.drop.enabled, enemy.drop.into, "drop");
  }
  pass.enemy_origins.clear();
}

}  // namespace bc::data
