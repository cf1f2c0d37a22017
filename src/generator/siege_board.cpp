// A generated siege's board: landing cells, rock, objectives, barricades, lanes, shields
// and weapon (siege_draw.h).
#include <algorithm>

#include "basecommand/routing.h"
#include "generator/siege_draw.h"

namespace bc::gen::detail {

namespace {

// Cells at a range (1-3), in board order.
std::vector<Cell> CellsAtRange(int range) {
  std::vector<Cell> cells;
  for (int c = 0; c < kCellCount; ++c) {
    if (!IsBaseCell(static_cast<Cell>(c)) && RangeOf(static_cast<Cell>(c)) == range) {
      cells.push_back(static_cast<Cell>(c));
    }
  }
  return cells;
}

bool Holds(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }

// A cell already given a role the loader keeps apart from the others.
bool Taken(const MissionDef& m, Cell c) {
  return Holds(m.deployment, c) || Holds(m.reinforcement, c) || Holds(m.blocked, c) || Holds(m.objectives, c) ||
         std::any_of(m.barricades.begin(), m.barricades.end(), [&](const BarricadeDef& b) { return b.cell == c; });
}

std::uint64_t MaskOf(const std::vector<Cell>& cells) {
  std::uint64_t mask = 0;
  for (const Cell c : cells) mask |= CellBit(c);
  return mask;
}

// Every landing cell still has a route to the base with these cells blocked.
bool LandingsReachBase(const MissionDef& m, std::uint64_t blocked) {
  const Routing routing = ComputeRouting(blocked);
  const auto reaches = [&](Cell c) { return routing.distance[static_cast<std::size_t>(c)] != kUnreachable; };
  return std::all_of(m.deployment.begin(), m.deployment.end(), reaches) &&
         std::all_of(m.reinforcement.begin(), m.reinforcement.end(), reaches);
}

void DrawLandingCells(const ThreatLevel& level, Rng& rng, MissionDef& m) {
  std::vector<int> sectors = {0, 1, 2, 3};
  Shuffle(rng, sectors);
  const int sector_count = std::clamp(Between(rng, level.sectors), 1, kSectorCount);
  sectors.resize(static_cast<std::size_t>(sector_count));
  std::sort(sectors.begin(), sectors.end());

  std::vector<Cell> edge = CellsAtRange(3);
  Shuffle(rng, edge);
  const auto in_sectors = [&](Cell c) {
    const int s = static_cast<int>(*SectorOf(c));
    return std::find(sectors.begin(), sectors.end(), s) != sectors.end();
  };
  const int wanted = std::max(1, Between(rng, level.deployment));
  // One cell in each chosen sector first, so that every sector the schedule may name has one.
  for (const int s : sectors) {
    for (const Cell c : edge) {
      if (static_cast<int>(*SectorOf(c)) == s && !Holds(m.deployment, c)) {
        m.deployment.push_back(c);
        break;
      }
    }
  }
  for (const Cell c : edge) {
    if (static_cast<int>(m.deployment.size()) >= wanted) break;
    if (in_sectors(c) && !Holds(m.deployment, c)) m.deployment.push_back(c);
  }
  const int reinforcements = Between(rng, level.reinforcement);
  for (const Cell c : edge) {
    if (static_cast<int>(m.reinforcement.size()) >= reinforcements) break;
    if (!Holds(m.deployment, c)) m.reinforcement.push_back(c);
  }
  std::sort(m.deployment.begin(), m.deployment.end());
  std::sort(m.reinforcement.begin(), m.reinforcement.end());
}

void DrawRock(const ThreatLevel& level, Rng& rng, MissionDef& m) {
  const int wanted = Between(rng, level.rock);
  if (wanted <= 0) return;
  std::vector<Cell> candidates = CellsAtRange(2);
  for (const Cell c : CellsAtRange(3)) candidates.push_back(c);
  Shuffle(rng, candidates);
  std::uint64_t blocked = 0;
  for (const Cell c : candidates) {
    if (static_cast<int>(m.blocked.size()) >= wanted) break;
    if (Taken(m, c)) continue;
    if (!LandingsReachBase(m, blocked | CellBit(c))) continue;  // rock never walls a landing cell in
    blocked |= CellBit(c);
    m.blocked.push_back(c);
  }
  std::sort(m.blocked.begin(), m.blocked.end());
}

// Up to `wanted` free cells at range 2, drawn.
std::vector<Cell> FreeAtRangeTwo(const MissionDef& m, Rng& rng, int wanted) {
  std::vector<Cell> cells;
  if (wanted <= 0) return cells;
  std::vector<Cell> candidates = CellsAtRange(2);
  Shuffle(rng, candidates);
  for (const Cell c : candidates) {
    if (static_cast<int>(cells.size()) >= wanted) break;
    if (!Taken(m, c)) cells.push_back(c);
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

}  // namespace

void DrawBoard(const Catalog& catalog, const ThreatLevel& level, Rng& rng, MissionDef& m) {
  DrawLandingCells(level, rng, m);
  DrawRock(level, rng, m);
  m.objectives = FreeAtRangeTwo(m, rng, Between(rng, level.objectives));
  m.objective_bonus = m.objectives.empty() ? 0 : level.objective_bonus;
  for (const Cell c : FreeAtRangeTwo(m, rng, Between(rng, level.barricades))) {
    m.barricades.push_back(BarricadeDef{c, true});
  }
  // By cell name, the order a mission file's barricades are read back in.
  std::sort(m.barricades.begin(), m.barricades.end(),
            [](const BarricadeDef& a, const BarricadeDef& b) { return CellName(a.cell) < CellName(b.cell); });

  std::vector<int> quadrants = {0, 1, 2, 3};
  Shuffle(rng, quadrants);
  const int down = std::clamp(Between(rng, level.shields_down), 0, kQuadrantCount - 1);
  for (int i = 0; i < down; ++i) m.shields_up[static_cast<std::size_t>(quadrants[static_cast<std::size_t>(i)])] = false;

  std::vector<int> weights;
  for (const WeaponOption& w : level.weapons) weights.push_back(w.weight);
  const int pick = ByWeight(rng, weights);
  const int weapon = pick >= 0 ? level.weapons[static_cast<std::size_t>(pick)].weapon : -1;
  if (weapon >= 0 && static_cast<std::size_t>(weapon) < catalog.weapons.size()) {
    const WeaponDef& def = catalog.weapons[static_cast<std::size_t>(weapon)];
    m.weapon = def.id;
    m.cannon_charge = std::clamp(Between(rng, level.cannon_charge), 0, static_cast<int>(def.power_steps.size()));
  }
}

void DrawLanes(int count, Rng& rng, MissionDef& m) {
  std::vector<Cell> starts = m.deployment;
  Shuffle(rng, starts);
  const std::uint64_t blocked = MaskOf(m.blocked);
  for (const Cell start : starts) {
    if (static_cast<int>(m.lanes.size()) >= count) break;
    LaneDef lane;
    lane.cells.push_back(start);
    Cell at = start;
    bool sidestep = rng.Percent(50);  // one step along the ring before turning in
    while (RangeOf(at) > 1 && lane.cells.size() < static_cast<std::size_t>(kMaxLaneCells)) {
      std::vector<Cell> next;
      const int want = sidestep ? RangeOf(at) : RangeOf(at) - 1;
      for (int dir = 0; dir < kDirectionCount; ++dir) {
        const Cell n = Neighbour(at, dir);
        if (n == kNoCell || IsBaseCell(n) || (blocked & CellBit(n)) != 0 || Holds(lane.cells, n)) continue;
        if (RangeOf(n) == want) next.push_back(n);
      }
      sidestep = false;
      if (next.empty()) {
        if (want == RangeOf(at)) continue;  // no room to step along: turn in instead
        break;
      }
      at = next[rng.Below(static_cast<std::uint32_t>(next.size()))];
      lane.cells.push_back(at);
    }
    if (RangeOf(at) != 1) continue;  // walled by rock: no lane from here
    lane.id = "lane_" + std::to_string(m.lanes.size() + 1);
    m.lanes.push_back(std::move(lane));
  }
}

}  // namespace bc::gen::detail
