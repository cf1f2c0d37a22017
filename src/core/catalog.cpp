#include "basecommand/catalog.h"

#include <algorithm>
#include <cstdlib>

#include "basecommand/routing.h"

namespace bc {

namespace {
template <typename T>
int FindById(const std::vector<T>& items, const std::string& id) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].id == id) return static_cast<int>(i);
  }
  return -1;
}
}  // namespace

int Catalog::FindEnemy(const std::string& id) const { return FindById(enemies, id); }
int Catalog::FindWeapon(const std::string& id) const { return FindById(weapons, id); }
int Catalog::FindMission(const std::string& id) const { return FindById(missions, id); }
int Catalog::FindCard(const std::string& id) const { return FindById(cards, id); }
int Catalog::FindLoadout(const std::string& id) const { return FindById(loadouts, id); }

std::uint32_t TriggersOf(const std::vector<Effect>& effects) {
  std::uint32_t bits = 0;
  for (const Effect& e : effects) bits |= std::uint32_t{1} << static_cast<unsigned>(e.trigger);
  return bits;
}

void FinishCatalog(Catalog& catalog) {
  for (MissionDef& mission : catalog.missions) {
    mission.blocked_mask = 0;
    for (const Cell c : mission.blocked) {
      if (c >= 0 && c < kCellCount) mission.blocked_mask |= CellBit(c);
    }
    mission.routing = ComputeRouting(mission.blocked_mask);
    mission.siege_unit_cards.clear();
    for (const std::string& id : mission.siege_units) mission.siege_unit_cards.push_back(catalog.FindCard(id));
    mission.weapon_index = catalog.FindWeapon(mission.weapon);
    mission.finished = true;
  }
  for (CardDef& card : catalog.cards) card.triggers = TriggersOf(card.effects);
  for (LoadoutDef& loadout : catalog.loadouts) {
    LoadoutIndices& x = loadout.indices;
    x = LoadoutIndices{};
    for (const std::string& id : loadout.units) x.units.push_back(catalog.FindCard(id));
    for (const std::string& id : loadout.supports) x.supports.push_back(catalog.FindCard(id));
    for (const std::string& id : loadout.fieldworks) x.fieldworks.push_back(catalog.FindCard(id));
    x.doctrine = catalog.FindCard(loadout.doctrine);
    x.weapon = catalog.FindWeapon(loadout.weapon);
    loadout.resolved = true;
  }
}

}  // namespace bc

namespace bc {

int LaneFor(const MissionDef& mission, const EnemyDef& enemy, Cell cell, int entry_lane) {
  const int count = static_cast<int>(mission.lanes.size());
  if (entry_lane >= 0 && entry_lane < count) return entry_lane;
  if (!enemy.FollowsLane() || count == 0 || cell < 0 || cell >= kCellCount) return -1;
  for (int k = 0; k < count; ++k) {
    const std::vector<Cell>& cells = mission.lanes[static_cast<std::size_t>(k)].cells;
    if (std::find(cells.begin(), cells.end(), cell) != cells.end()) return k;
  }
  int best = -1;
  int best_distance = 1 << 20;
  for (int k = 0; k < count; ++k) {
    const std::vector<Cell>& cells = mission.lanes[static_cast<std::size_t>(k)].cells;
    if (cells.empty()) continue;
    const int d = std::max(std::abs(Col(cells.front()) - Col(cell)), std::abs(Row(cells.front()) - Row(cell)));
    if (d < best_distance) {
      best = k;
      best_distance = d;
    }
  }
  return best;
}

const char* AbilityKindName(AbilityKind kind) {
  switch (kind) {
    case AbilityKind::kCallReinforcements: return "call_reinforcements";
    case AbilityKind::kShieldEscorts: return "shield_escorts";
    case AbilityKind::kCharge: return "charge";
    case AbilityKind::kJamCannon: return "jam_cannon";
    case AbilityKind::kDigIn: return "dig_in";
  }
  return "ability";
}

const char* AbilityWhenName(AbilityWhen when) {
  switch (when) {
    case AbilityWhen::kAlways: return "always";
    case AbilityWhen::kAlone: return "alone";
    case AbilityWhen::kEscorted: return "escorted";
    case AbilityWhen::kDamaged: return "damaged";
    case AbilityWhen::kCannonCharged: return "cannon_charged";
    case AbilityWhen::kNear: return "near";
    case AbilityWhen::kFar: return "far";
  }
  return "always";
}

}  // namespace bc
