// Mission records (data/missions/*.json and a scenario's inline "missions").
#include <algorithm>

#include "data/definition_loader.h"

namespace bc::data {

namespace {

constexpr int kMaxTurn = 999;
constexpr int kMaxGroupCount = 16;

bool Contains(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

void ReadShields(Reader& record, MissionDef& mission) {
  auto shields = record.Child("shields", false);
  if (!shields) return;
  for (int q = 0; q < kQuadrantCount; ++q) {
    const std::string_view name = QuadrantName(static_cast<Quadrant>(q));
    bool up = mission.shields_up[static_cast<std::size_t>(q)];
    shields->OptEnum(name, up, {{"up", true}, {"down", false}});
    mission.shields_up[static_cast<std::size_t>(q)] = up;
  }
  shields->Finish();
}

void ReadBarricades(Reader& record, MissionDef& mission) {
  record.ReadCellMap("barricades",
                     "an object of cell -> \"destructible\" or \"indestructible\", like "
                     "{\"C3\": \"destructible\"}",
                     [&](Cell cell, const nlohmann::json& kind, const std::string& pointer) {
                       if (kind == "destructible" || kind == "indestructible") {
                         mission.barricades.push_back(BarricadeDef{cell, kind == "destructible"});
                       } else {
                         record.context().Error(pointer, "must be \"destructible\" or \"indestructible\", got " +
                                                             DescribeJson(kind));
                       }
                     });
}

// The thresholds at the other levels: {"trainee": [1, 2, 3], ...}, each key a difficulty
// id (checked once every file is read) other than STANDARD, whose are "stars".
void ReadLevelStars(Reader& record, MissionDef& mission, DefinitionPass& pass) {
  const nlohmann::json* value = record.Raw("stars_by_level");
  if (value == nullptr) return;
  if (!value->is_object()) {
    record.Error("stars_by_level", "must be an object of difficulty id -> 3 scores, like "
                                   "{\"audit\": [5200, 6250, 6950]}; got " + DescribeJson(*value));
    return;
  }
  for (auto it = value->begin(); it != value->end(); ++it) {
    const std::string pointer = PointerAppend(record.PointerOf("stars_by_level"), it.key());
    if (it.key() == kStandardDifficulty) {
      record.context().Error(pointer, std::string("STANDARD's thresholds are the mission's \"stars\"; ") +
                                          "\"stars_by_level\" holds the other levels'");
      continue;
    }
    const nlohmann::json& list = it.value();
    LevelStars entry;
    entry.level = it.key();
    bool ok = list.is_array() && list.size() == 3;
    for (std::size_t i = 0; ok && i < 3; ++i) {
      ok = list[i].is_number_integer() && list[i].get<long long>() >= 0 && list[i].get<long long>() <= 10'000'000;
      if (ok) entry.scores[i] = list[i].get<int>();
    }
    if (!ok) {
      record.context().Error(pointer, "must list exactly 3 scores from 0 to 10000000, for 1, 2 and 3 stars; got " +
                                          DescribeJson(list));
      continue;
    }
    if (!(entry.scores[0] < entry.scores[1] && entry.scores[1] < entry.scores[2])) {
      record.context().Error(pointer, "star thresholds must increase: 1 star < 2 stars < 3 stars");
      continue;
    }
    pass.refs.AddAt(record.context(), pointer, "difficulty", entry.level, nullptr);
    mission.level_stars.push_back(std::move(entry));
  }
}

// The mission's lanes: each a named chain of king-adjacent cells, on the board, off the
// base and the blocked cells, no cell twice, ending next to the base.
void ReadLanes(Reader& record, MissionDef& mission) {
  std::vector<Reader> lanes = record.Records("lanes", false);
  if (lanes.size() > static_cast<std::size_t>(kMaxLanes)) {
    record.Error("lanes", "a mission has at most " + std::to_string(kMaxLanes) + " lanes");
  }
  for (Reader& entry : lanes) {
    LaneDef lane;
    entry.Id("id", lane.id);
    const nlohmann::json* raw = entry.Has("cells") ? &entry.node()["cells"] : nullptr;
    if (!entry.OptCellList("cells", lane.cells) && raw == nullptr) {
      entry.Error("cells", "missing: a lane needs its cells, like [\"A4\", \"B4\", \"C4\"]");
    }
    entry.Finish();
    const bool whole = raw != nullptr && raw->is_array() && raw->size() == lane.cells.size();
    const std::string cells_pointer = entry.PointerOf("cells");
    const auto at = [&](std::size_t i) { return PointerAppend(cells_pointer, i); };
    if (whole && lane.cells.empty()) entry.Error("cells", "a lane needs at least one cell");
    if (lane.cells.size() > static_cast<std::size_t>(kMaxLaneCells)) {
      entry.Error("cells", "a lane has at most " + std::to_string(kMaxLaneCells) + " cells");
    }
    for (std::size_t i = 0; whole && i < lane.cells.size(); ++i) {
      const Cell c = lane.cells[i];
      const std::string name = CellName(c);
      if (IsBaseCell(c)) {
        entry.context().Error(at(i), name + " is a base cell: a lane ends next to the base, not on it");
      } else if (Contains(mission.blocked, c)) {
        entry.context().Error(at(i), name + " is blocked: no attacker can walk a lane through it");
      } else if (std::find(lane.cells.begin(), lane.cells.begin() + static_cast<std::ptrdiff_t>(i), c) !=
                 lane.cells.begin() + static_cast<std::ptrdiff_t>(i)) {
        entry.context().Error(at(i), name + " is already on this lane: a lane passes each cell once");
      } else if (i > 0 && !AreNeighbours(lane.cells[i - 1], c)) {
        entry.context().Error(at(i), name + " is not next to " + CellName(lane.cells[i - 1]) +
                                         ": each lane cell is one king step from the one before");
      }
    }
    if (whole && !lane.cells.empty() && !IsBaseCell(lane.cells.back()) && RangeOf(lane.cells.back()) != 1) {
      entry.context().Error(at(lane.cells.size() - 1),
                            CellName(lane.cells.back()) + " is at range " +
                                std::to_string(RangeOf(lane.cells.back())) +
                                ": a lane's last cell must be next to the base");
    }
    if (!lane.id.empty()) {
      const bool twice = std::any_of(mission.lanes.begin(), mission.lanes.end(),
                                     [&](const LaneDef& l) { return l.id == lane.id; });
      if (twice) entry.Error("id", "the mission already has a lane \"" + lane.id + "\"");
    }
    mission.lanes.push_back(std::move(lane));
  }
}

// One schedule entry; `count` expands it into several identical spawns.
void ReadSpawn(Reader& entry, MissionDef& mission, int mission_index, DefinitionPass& pass) {
  SpawnDef spawn;
  entry.Int("turn", spawn.turn, 1, kMaxTurn);
  std::string enemy;
  entry.Id("enemy", enemy);
  std::string lane_id;
  const bool has_lane = entry.OptId("lane", lane_id);
  if (has_lane) {
    std::vector<std::string> ids;
    for (std::size_t k = 0; k < mission.lanes.size(); ++k) {
      if (mission.lanes[k].id == lane_id) spawn.lane = static_cast<int>(k);
      ids.push_back(mission.lanes[k].id);
    }
    if (spawn.lane < 0) {
      entry.Error("lane", "the mission has no lane \"" + lane_id + "\"" + SuggestFrom(lane_id, ids));
    }
  }
  const bool has_cell = entry.OptCellField("cell", spawn.cell);
  const bool has_sector = entry.OptEnum("sector", spawn.sector,
                                        {{"N", Sector::kN}, {"E", Sector::kE},
                                         {"S", Sector::kS}, {"W", Sector::kW}});
  entry.OptBool("reinforcement", spawn.reinforcement);
  int count = 1;
  entry.OptInt("count", count, 1, kMaxGroupCount);
  entry.Finish();

  // A lane entry with neither lands on its lane's first cell.
  const bool lane_start = !entry.Has("cell") && !entry.Has("sector") && spawn.lane >= 0;
  if (lane_start) {
    const std::vector<Cell>& cells = mission.lanes[static_cast<std::size_t>(spawn.lane)].cells;
    if (!cells.empty()) spawn.cell = cells.front();
  }
  if (entry.Has("cell") && entry.Has("sector")) {
    entry.Error("sector", "give a \"cell\" or a \"sector\", not both");
  } else if (!entry.Has("cell") && !entry.Has("sector") && !has_lane) {
    entry.Error("", "needs a landing \"cell\" (like \"A4\"), a \"sector\" (N, E, S or W) or a \"lane\"");
  }
  const std::vector<Cell>& landing = spawn.reinforcement ? mission.reinforcement : mission.deployment;
  const std::string landing_name = spawn.reinforcement ? "reinforcement" : "deployment";
  if (has_cell && !has_sector && !Contains(landing, spawn.cell)) {
    entry.Error("cell", CellName(spawn.cell) + " is not one of the mission's " + landing_name +
                            " cells");
  }
  if (lane_start && spawn.cell != kNoCell && !Contains(landing, spawn.cell)) {
    entry.Error("lane", "lane \"" + lane_id + "\" starts on " + CellName(spawn.cell) +
                            ", which is not one of the mission's " + landing_name +
                            " cells: give the entry a \"cell\" or start the lane on one");
  }
  if (has_sector && !has_cell) {
    const bool any = std::any_of(landing.begin(), landing.end(), [&](Cell c) {
      return SectorOf(c) == spawn.sector;
    });
    if (!any) {
      std::string cells;
      for (const Cell c : landing) {
        const std::optional<Sector> sector = SectorOf(c);
        if (!sector) continue;  // a base cell: reported with the list
        cells += cells.empty() ? " (" : ", ";
        cells += CellName(c);
        cells += " is ";
        cells += SectorName(*sector);
      }
      if (!cells.empty()) cells += ')';
      entry.Error("sector", "sector " + std::string(SectorName(spawn.sector)) + " has no " +
                                landing_name + " cell to land on" + cells);
    }
  }
  if (enemy.empty()) return;

  const std::size_t first = mission.schedule.size();
  for (int i = 0; i < count; ++i) mission.schedule.push_back(spawn);
  if (mission_index < 0) {
    pass.refs.Add(entry, "enemy", "enemy", enemy, nullptr);  // still checked
    return;
  }
  Catalog* catalog = &pass.catalog;
  pass.refs.Add(entry, "enemy", "enemy", enemy, [catalog, mission_index, first, count](int e) {
    auto& schedule = catalog->missions[static_cast<std::size_t>(mission_index)].schedule;
    for (int i = 0; i < count; ++i) {
      schedule[first + static_cast<std::size_t>(i)].enemy = static_cast<EnemyIndex>(e);
    }
  });
}

void ReadMission(Reader& record, DefinitionPass& pass) {
  MissionDef mission;
  record.Id("id", mission.id);
  const int index = mission.id.empty()
                        ? -1
                        : ClaimId(pass.catalog.missions, "mission", mission.id, record, pass);
  // The claimed slot is written once at the end; reference binds made while reading
  // run after every file is read, so they find the finished record there.
  record.String("name", mission.name);
  record.String("briefing", mission.briefing);
  record.Refuse("base_health",
                "a mission cannot set the base's health: every mission starts at " +
                    std::to_string(kStandardBaseHealth) +
                    " (a lower start will be a difficulty setting, not mission data); give the "
                    "mission more pressure through its attackers instead");
  ReadShields(record, mission);
  record.OptInt("cannon_charge", mission.cannon_charge, 0, 8);
  record.Int("par", mission.par, 1, kMaxTurn);
  std::vector<int> stars;
  if (record.IntList("stars", stars, 0, 10'000'000)) {
    if (stars.size() != 3) {
      record.Error("stars", "must list exactly 3 scores: for 1, 2 and 3 stars");
    } else {
      std::copy(stars.begin(), stars.end(), mission.star_scores.begin());
    }
  }
  ReadLevelStars(record, mission, pass);
  record.OptInt("flawless", mission.flawless_score, 0, 10'000'000);
  record.OptCellList("blocked", mission.blocked);
  record.OptCellList("objectives", mission.objectives);
  record.OptCellList("deployment", mission.deployment);
  record.OptCellList("reinforcement", mission.reinforcement);
  ReadBarricades(record, mission);
  ReadLanes(record, mission);
  if (auto posts = record.Child("posts", false)) {
    int max = 0;
    if (posts->Int("max", max, 1, kMaxPosts)) mission.posts.max = static_cast<std::int8_t>(max);
    posts->Finish();
  }
  record.OptInt("objective_bonus", mission.objective_bonus, 0, 100'000);
  record.OptEnum("deck_policy", mission.deck_policy,
                 {{"custom", DeckPolicy::kCustom},
                  {"starter", DeckPolicy::kStarter},
                  {"fixed", DeckPolicy::kFixed}});
  record.OptId("weapon", mission.weapon);
  record.OptId("fixed_loadout", mission.fixed_loadout);
  record.OptIdList("siege_units", mission.siege_units);

  const std::vector<Reader> entries = record.Records("schedule", true);
  if (record.Has("schedule") && record.node()["schedule"].is_array() &&
      record.node()["schedule"].empty()) {
    record.Error("schedule", "a mission needs at least one attacker");
  }
  for (Reader entry : entries) ReadSpawn(entry, mission, index, pass);
  record.Finish();

  if (mission.deck_policy == DeckPolicy::kFixed && mission.fixed_loadout.empty()) {
    record.Error("fixed_loadout", "deck_policy \"fixed\" needs the id of the mission's loadout");
  }
  if (mission.deck_policy != DeckPolicy::kFixed && !mission.fixed_loadout.empty()) {
    record.Error("fixed_loadout", "only a mission with deck_policy \"fixed\" names a loadout");
  }
  CheckMissionLayout(mission, record);
  if (index < 0) return;

  // References to check after every file is read.
  pass.refs.Add(record, "weapon", "weapon", mission.weapon, nullptr);
  if (!mission.fixed_loadout.empty()) {
    pass.refs.Add(record, "fixed_loadout", "loadout", mission.fixed_loadout, nullptr);
  }
  for (std::size_t i = 0; i < mission.siege_units.size(); ++i) {
    pass.refs.AddAt(record.context(), PointerAppend(record.PointerOf("siege_units"), i), "card",
                    mission.siege_units[i], nullptr);
  }
  pass.mission_origins.push_back({index, record.Where()});
  // Enemy binds captured the slot index; move the schedule in without disturbing them.
  pass.catalog.missions[static_cast<std::size_t>(index)] = std::move(mission);
}

}  // namespace

void ReadMissions(Reader& root, bool required, DefinitionPass& pass) {
  for (Reader& record : root.Records("missions", required)) ReadMission(record, pass);
}

}  // namespace bc::data
