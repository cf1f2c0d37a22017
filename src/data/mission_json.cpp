// Mission records written and read back (data/mission_json.h).
#include "data/mission_json.h"

#include <algorithm>

#include "data/definition_loader.h"
#include "data/json_source.h"

namespace bc::data {

namespace {

using ordered = nlohmann::ordered_json;

ordered Cells(const std::vector<Cell>& cells) {
  ordered out = ordered::array();
  for (const Cell c : cells) out.push_back(CellName(c));
  return out;
}

bool SameEntry(const SpawnDef& a, const SpawnDef& b) {
  return a.turn == b.turn && a.enemy == b.enemy && a.cell == b.cell && a.sector == b.sector &&
         a.reinforcement == b.reinforcement && a.lane == b.lane;
}

ordered Entry(const Catalog& catalog, const MissionDef& m, const SpawnDef& s, int count) {
  ordered e;
  e["turn"] = s.turn;
  e["enemy"] = s.enemy < catalog.enemies.size() ? catalog.enemies[s.enemy].id : std::string("?");
  const LaneDef* lane = s.lane >= 0 && static_cast<std::size_t>(s.lane) < m.lanes.size()
                            ? &m.lanes[static_cast<std::size_t>(s.lane)]
                            : nullptr;
  const bool lane_start = lane != nullptr && !lane->cells.empty() && s.cell == lane->cells.front();
  if (s.cell != kNoCell && !lane_start) {
    e["cell"] = CellName(s.cell);
  } else if (s.cell == kNoCell) {
    e["sector"] = std::string(SectorName(s.sector));
  }
  if (lane != nullptr) e["lane"] = lane->id;
  if (s.reinforcement) e["reinforcement"] = true;
  if (count > 1) e["count"] = count;
  return e;
}

}  // namespace

nlohmann::ordered_json MissionJson(const Catalog& catalog, const MissionDef& m) {
  ordered out;
  out["id"] = m.id;
  out["name"] = m.name;
  out["briefing"] = m.briefing;
  ordered shields = ordered::object();
  for (int q = 0; q < kQuadrantCount; ++q) {
    if (!m.shields_up[static_cast<std::size_t>(q)]) shields[std::string(QuadrantName(static_cast<Quadrant>(q)))] = "down";
  }
  if (!shields.empty()) out["shields"] = shields;
  if (m.cannon_charge != 0) out["cannon_charge"] = m.cannon_charge;
  out["par"] = m.par;
  out["stars"] = ordered::array({m.star_scores[0], m.star_scores[1], m.star_scores[2]});
  if (m.flawless_score != 0) out["flawless"] = m.flawless_score;
  out["deck_policy"] = m.deck_policy == DeckPolicy::kStarter ? "starter"
                       : m.deck_policy == DeckPolicy::kFixed ? "fixed"
                                                              : "custom";
  if (!m.fixed_loadout.empty()) out["fixed_loadout"] = m.fixed_loadout;
  if (!m.siege_units.empty()) out["siege_units"] = m.siege_units;
  out["weapon"] = m.weapon;
  if (!m.blocked.empty()) out["blocked"] = Cells(m.blocked);
  if (!m.objectives.empty()) out["objectives"] = Cells(m.objectives);
  if (m.objective_bonus != 0) out["objective_bonus"] = m.objective_bonus;
  if (!m.deployment.empty()) out["deployment"] = Cells(m.deployment);
  if (!m.reinforcement.empty()) out["reinforcement"] = Cells(m.reinforcement);
  if (!m.barricades.empty()) {
    // In the order a reader gives them back: by cell name (a JSON object's keys are not ordered).
    std::vector<BarricadeDef> sorted = m.barricades;
    std::sort(sorted.begin(), sorted.end(),
              [](const BarricadeDef& a, const BarricadeDef& b) { return CellName(a.cell) < CellName(b.cell); });
    ordered barricades = ordered::object();
    for (const BarricadeDef& b : sorted) barricades[CellName(b.cell)] = b.destructible ? "destructible" : "indestructible";
    out["barricades"] = barricades;
  }
  if (!m.lanes.empty()) {
    ordered lanes = ordered::array();
    for (const LaneDef& lane : m.lanes) lanes.push_back(ordered{{"id", lane.id}, {"cells", Cells(lane.cells)}});
    out["lanes"] = lanes;
  }
  ordered schedule = ordered::array();
  for (std::size_t i = 0; i < m.schedule.size();) {
    std::size_t j = i + 1;
    while (j < m.schedule.size() && j - i < 16 && SameEntry(m.schedule[i], m.schedule[j])) ++j;
    schedule.push_back(Entry(catalog, m, m.schedule[i], static_cast<int>(j - i)));
    i = j;
  }
  out["schedule"] = schedule;
  return out;
}

std::string MissionFileText(const Catalog& catalog, const std::vector<MissionDef>& missions) {
  ordered file;
  file["missions"] = ordered::array();
  for (const MissionDef& m : missions) file["missions"].push_back(MissionJson(catalog, m));
  return file.dump(2) + "\n";
}

MissionFileLoad ReadMissionFileText(std::string_view text, const std::string& file, const Catalog& catalog) {
  MissionFileLoad load;
  try {
    const std::optional<JsonSource> source = ParseJsonText(text, file, load.errors);
    if (!source) return load;
    Catalog scratch = catalog;
    const std::size_t first = scratch.missions.size();
    RefResolver refs;
    DefinitionPass pass(scratch, refs, OnDuplicate::kError);
    const ReadContext context{source->file, &source->locator, &load.errors, nullptr};
    Reader root(context, source->root, "");
    if (!root.is_object()) return load;
    root.Allow("$schema");
    ReadMissions(root, true, pass);
    root.Finish();
    FinishDefinitions(pass, load.errors);
    if (!load.errors.empty()) return load;
    FinishCatalog(scratch);
    load.missions.assign(scratch.missions.begin() + static_cast<std::ptrdiff_t>(first), scratch.missions.end());
  } catch (const std::exception& e) {
    load.errors.push_back(LoadError{file, "", 0, 0, std::string("loading stopped: ") + e.what()});
    load.missions.clear();
  }
  return load;
}

}  // namespace bc::data
