// The layout checks of one mission: what the fields say together rather than one by
// one.
#include <algorithm>
#include <array>
#include <map>

#include "basecommand/battle_state.h"
#include "data/definition_loader.h"

namespace bc::data {

namespace {

struct CellList {
  const char* key;
  const std::vector<Cell>* cells;
};

// True when a ground attacker starting on `start` can reach a base cell in king steps
// without crossing blocked cells (barricades are not walls: they can be bashed).
bool HasRouteToBase(Cell start, const std::array<bool, kCellCount>& blocked) {
  std::array<bool, kCellCount> seen{};
  std::vector<Cell> frontier = {start};
  seen[static_cast<std::size_t>(start)] = true;
  while (!frontier.empty()) {
    const Cell c = frontier.back();
    frontier.pop_back();
    if (IsBaseCell(c)) return true;
    for (int dir = 0; dir < kDirectionCount; ++dir) {
      const Cell next = Neighbour(c, dir);
      if (next == kNoCell) continue;
      const auto i = static_cast<std::size_t>(next);
      if (seen[i] || blocked[i]) continue;
      seen[i] = true;
      frontier.push_back(next);
    }
  }
  return false;
}

// The pointer of the n-th valid cell of list `key`: invalid names were reported and
// left out of the mission's list, so count only the elements that parse.
std::string CellPointer(const Reader& record, const char* key, std::size_t nth) {
  const std::string list = record.PointerOf(key);
  const auto it = record.node().find(key);
  if (it == record.node().end() || !it->is_array()) return list;
  std::size_t valid = 0;
  for (std::size_t i = 0; i < it->size(); ++i) {
    const nlohmann::json& element = (*it)[i];
    if (!element.is_string() || !ParseCellName(element.get_ref<const std::string&>())) continue;
    if (valid++ == nth) return PointerAppend(list, i);
  }
  return list;
}

}  // namespace

void CheckMissionLayout(const MissionDef& mission, const Reader& record) {
  const std::array<CellList, 4> lists = {{{"blocked", &mission.blocked},
                                          {"objectives", &mission.objectives},
                                          {"deployment", &mission.deployment},
                                          {"reinforcement", &mission.reinforcement}}};
  // Which list claimed each cell first.
  std::array<const char*, kCellCount> owner{};
  for (const CellList& list : lists) {
    for (std::size_t i = 0; i < list.cells->size(); ++i) {
      const Cell c = (*list.cells)[i];
      const std::string pointer = CellPointer(record, list.key, i);
      if (IsBaseCell(c)) {
        record.context().Error(pointer, CellName(c) + " is a command base cell");
        continue;
      }
      const char*& first = owner[static_cast<std::size_t>(c)];
      if (first == nullptr) {
        first = list.key;
      } else if (first == list.key) {
        record.context().Error(pointer, CellName(c) + " is listed twice");
      } else if (!(std::string_view(first) == "deployment" &&
                   std::string_view(list.key) == "reinforcement")) {
        record.context().Error(pointer, CellName(c) + " is already a " + std::string(first) +
                                            " cell; a cell has one role");
      }
    }
  }

  std::array<bool, kCellCount> has_barricade{};
  for (const BarricadeDef& barricade : mission.barricades) {
    const std::string pointer = PointerAppend(record.PointerOf("barricades"), CellName(barricade.cell));
    const auto i = static_cast<std::size_t>(barricade.cell);
    if (IsBaseCell(barricade.cell)) {
      record.context().Error(pointer, "a barricade cannot stand on the command base");
    } else if (owner[i] != nullptr) {
      record.context().Error(pointer, "a barricade cannot stand on a " + std::string(owner[i]) + " cell");
    }
    if (has_barricade[i]) record.context().Error(pointer, "two barricades on one cell");
    has_barricade[i] = true;
  }

  std::array<bool, kCellCount> blocked{};
  for (const Cell c : mission.blocked) blocked[static_cast<std::size_t>(c)] = true;
  for (const CellList& list : lists) {
    if (std::string_view(list.key) != "deployment" && std::string_view(list.key) != "reinforcement") {
      continue;
    }
    for (std::size_t i = 0; i < list.cells->size(); ++i) {
      const Cell c = (*list.cells)[i];
      if (IsBaseCell(c) || blocked[static_cast<std::size_t>(c)]) continue;
      if (!HasRouteToBase(c, blocked)) {
        record.context().Error(CellPointer(record, list.key, i),
                               CellName(c) + " has no route to the base: blocked cells wall it in");
      }
    }
  }

  const auto& stars = mission.star_scores;
  if (!(stars[0] < stars[1] && stars[1] < stars[2])) {
    record.Error("stars", "star thresholds must increase: 1 star < 2 stars < 3 stars");
  }
  if (mission.flawless_score != 0 && mission.flawless_score <= stars[2]) {
    record.Error("flawless", "the flawless score must be above the 3-star score");
  }

  std::map<int, int> per_turn;
  for (const SpawnDef& spawn : mission.schedule) ++per_turn[spawn.turn];
  for (const auto& [turn, count] : per_turn) {
    if (count > kMaxPendingSpawns) {
      record.Error("schedule", "turn " + std::to_string(turn) + " lands " + std::to_string(count) +
                                   " attackers; at most " + std::to_string(kMaxPendingSpawns) +
                                   " can land in one turn");
    }
  }
  if (mission.schedule.size() > 60000) {
    record.Error("schedule", "too many schedule entries");
  }
}

}  // namespace bc::data
