// The siege generator (generator/siege_generator.h) on the fixture catalog: the same seed
// gives the same siege, every siege keeps to its level's parameters and to the loader's
// layout rules, and redraws spend less.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "basecommand/routing.h"
#include "generator/siege_generator.h"
#include "generator_fixture.h"

using namespace bc;
using namespace bc::gen;
using namespace generator_fixture;

namespace {

// Every field of the mission a siege is, in one comparable value.
struct MissionFields {
  std::string id, name, briefing, weapon;
  std::array<bool, kQuadrantCount> shields_up{};
  int cannon_charge = 0, par = 0, objective_bonus = 0;
  std::array<int, 3> stars{};
  std::vector<Cell> blocked, objectives, deployment, reinforcement;
  std::vector<std::pair<Cell, bool>> barricades;
  std::vector<std::vector<Cell>> lanes;
  std::vector<std::tuple<int, int, int, int, bool, int>> schedule;
  bool operator==(const MissionFields&) const = default;
};

MissionFields Fields(const MissionDef& m) {
  MissionFields f{m.id, m.name, m.briefing, m.weapon, m.shields_up, m.cannon_charge, m.par, m.objective_bonus,
                  m.star_scores, m.blocked, m.objectives, m.deployment, m.reinforcement, {}, {}, {}};
  for (const BarricadeDef& b : m.barricades) f.barricades.emplace_back(b.cell, b.destructible);
  for (const LaneDef& l : m.lanes) f.lanes.push_back(l.cells);
  for (const SpawnDef& s : m.schedule) {
    f.schedule.emplace_back(s.turn, s.enemy, s.cell, static_cast<int>(s.sector), s.reinforcement, s.lane);
  }
  return f;
}

bool Holds(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }

}  // namespace

TEST_CASE("Generator: the same seed and threat give the same siege, field for field", "[generator]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  const GeneratorParams params = MakeParams();
  for (int threat = 1; threat <= ThreatCount(params); ++threat) {
    for (std::uint64_t seed : {0ULL, 1ULL, 7ULL, 123456789ULL, 18446744073709551615ULL}) {
      const GeneratedSiege a = GenerateSiege(catalog, params, seed, threat);
      const GeneratedSiege b = GenerateSiege(catalog, params, seed, threat);
      INFO("seed " << seed << " threat " << threat);
      CHECK(Fields(a.mission) == Fields(b.mission));
      CHECK(a.words == b.words);
      CHECK(a.mission.id == SiegeId(seed, threat));
    }
  }
}

TEST_CASE("Generator: seeds, threats and draws each give a different siege", "[generator]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  const GeneratorParams params = MakeParams();
  std::set<std::string> names;
  std::set<std::vector<Cell>> boards;
  int differ_by_draw = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const GeneratedSiege siege = GenerateSiege(catalog, params, seed, 2);
    names.insert(siege.mission.name);
    boards.insert(siege.mission.deployment);
    differ_by_draw += Fields(siege.mission) != Fields(GenerateSiege(catalog, params, seed, 2, 1).mission);
    CHECK(Fields(siege.mission) != Fields(GenerateSiege(catalog, params, seed, 3).mission));
  }
  CHECK(names.size() >= 5);   // 2 places x 3 incidents
  CHECK(boards.size() >= 30);
  CHECK(differ_by_draw == 40);
}

TEST_CASE("Generator: a siege keeps to its level and to the loader's layout rules", "[generator]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  const GeneratorParams params = MakeParams();
  int lanes = 0, rock = 0, reinforced = 0, heroes = 0, down = 0, mortars = 0;
  for (int threat = 1; threat <= ThreatCount(params); ++threat) {
    const ThreatLevel& level = params.levels[static_cast<std::size_t>(threat - 1)];
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      const GeneratedSiege siege = GenerateSiege(catalog, params, seed, threat);
      const MissionDef& m = siege.mission;
      INFO("seed " << seed << " threat " << threat);
      REQUIRE_FALSE(m.schedule.empty());
      // Landing cells on the edge, within the level's counts; no cell in two roles.
      CHECK(static_cast<int>(m.deployment.size()) <= std::max(level.deployment.max, level.sectors.max));
      CHECK(static_cast<int>(m.reinforcement.size()) <= level.reinforcement.max);
      for (const Cell c : m.deployment) CHECK(RangeOf(c) == 3);
      for (const Cell c : m.reinforcement) CHECK((RangeOf(c) == 3 && !Holds(m.deployment, c)));
      for (const Cell c : m.blocked) CHECK((!Holds(m.deployment, c) && !Holds(m.reinforcement, c)));
      for (const Cell c : m.objectives) CHECK((RangeOf(c) == 2 && !Holds(m.blocked, c)));
      for (const BarricadeDef& b : m.barricades) {
        CHECK((RangeOf(b.cell) == 2 && !Holds(m.blocked, b.cell) && !Holds(m.objectives, b.cell)));
      }
      CHECK(static_cast<int>(m.blocked.size()) <= level.rock.max);
      // Rock walls no landing cell in.
      std::uint64_t blocked = 0;
      for (const Cell c : m.blocked) blocked |= CellBit(c);
      const Routing routing = ComputeRouting(blocked);
      for (const Cell c : m.deployment) CHECK(routing.distance[c] != kUnreachable);
      for (const Cell c : m.reinforcement) CHECK(routing.distance[c] != kUnreachable);
      // Lanes: king steps from a deployment cell to the base's ring, off rock.
      for (const LaneDef& lane : m.lanes) {
        REQUIRE_FALSE(lane.cells.empty());
        CHECK(Holds(m.deployment, lane.cells.front()));
        CHECK(RangeOf(lane.cells.back()) == 1);
        for (std::size_t i = 0; i < lane.cells.size(); ++i) {
          CHECK_FALSE(Holds(m.blocked, lane.cells[i]));
          if (i > 0) CHECK(AreNeighbours(lane.cells[i - 1], lane.cells[i]));
        }
      }
      // The schedule: the level's types (and hero), landing where the board lets them,
      // at most max_per_wave a turn, within the budget.
      std::map<int, int> per_turn;
      int last = 1;
      for (const SpawnDef& s : m.schedule) {
        ++per_turn[s.turn];
        last = std::max(last, s.turn);
        const bool allowed = std::any_of(level.attackers.begin(), level.attackers.end(),
                                         [&](const AttackerOption& o) { return o.enemy == s.enemy; });
        CHECK((allowed || s.enemy == level.hero));
        heroes += s.enemy == siege_fixture::kHero;
        if (s.lane >= 0) {
          CHECK(catalog.enemies[s.enemy].FollowsLane());
          CHECK(s.cell == m.lanes[static_cast<std::size_t>(s.lane)].cells.front());
        } else {
          const std::vector<Cell>& cells = s.reinforcement ? m.reinforcement : m.deployment;
          CHECK(std::any_of(cells.begin(), cells.end(), [&](Cell c) { return SectorOf(c) == s.sector; }));
        }
        reinforced += s.reinforcement;
      }
      for (const auto& [turn, count] : per_turn) CHECK(count <= level.max_per_wave);
      CHECK(siege.spent <= std::max(siege.budget, 2));
      CHECK(m.par == last + level.par_after);
      CHECK(m.star_scores == std::array<int, 3>{1, 2, 3});
      lanes += !m.lanes.empty();
      rock += !m.blocked.empty();
      down += std::count(m.shields_up.begin(), m.shields_up.end(), false) > 0;
      mortars += m.weapon == "mortar";
      CHECK(m.cannon_charge <= static_cast<int>(catalog.weapons[static_cast<std::size_t>(catalog.FindWeapon(m.weapon))].power_steps.size()));
    }
  }
  // Every feature the levels allow turned up.
  CHECK(lanes > 20);
  CHECK(rock > 100);
  CHECK(reinforced > 50);
  CHECK(heroes == 200);  // one at threat 3 in each
  CHECK(down > 50);
  CHECK(mortars > 50);
}

TEST_CASE("Generator: each redraw has a smaller budget, and the smallest still sends an attacker", "[generator]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  GeneratorParams params = MakeParams();
  CHECK(DrawBudget(params, 3, 0) == 30);
  CHECK(DrawBudget(params, 3, 1) == 24);
  CHECK(DrawBudget(params, 3, 2) == 19);
  CHECK(DrawBudget(params, 3, 40) == 1);
  const GeneratedSiege tiny = GenerateSiege(catalog, params, 5, 1, 40);
  CHECK(tiny.budget == 1);
  REQUIRE(tiny.mission.schedule.size() == 1);  // the cheapest type, once
  CHECK(tiny.mission.schedule.front().turn == 1);
}

TEST_CASE("Generator: the name and briefing are composed from whole phrases, in any language", "[generator]") {
  const Catalog catalog = siege_fixture::MakeCatalog();
  const GeneratorParams params = MakeParams();
  const GeneratedSiege siege = GenerateSiege(catalog, params, 11, 3);
  CHECK(siege.mission.name == SiegeName(params.phrases, siege.words));
  CHECK(siege.mission.name.find(" \u2014 ") != std::string::npos);
  // Threat 3 has a hero, rock, objectives and barricades: each has its sentence.
  for (const char* key : {"rock", "objectives", "barricades", "hero"}) {
    CHECK(std::find(siege.words.features.begin(), siege.words.features.end(), key) != siege.words.features.end());
    CHECK(siege.mission.briefing.find(std::string("Feature ") + key + ".") != std::string::npos);
  }
  const auto shout = [](const std::string& phrase) { return "<" + phrase + ">"; };
  const std::string name = SiegeName(params.phrases, siege.words, shout);
  CHECK(name == "<" + params.phrases.places[static_cast<std::size_t>(siege.words.place)] + "> \u2014 <" +
                    params.phrases.incidents[static_cast<std::size_t>(siege.words.incident)] + ">");
  const std::string briefing = SiegeBriefing(params.phrases, siege.words, shout);
  CHECK(briefing.rfind("<" + params.phrases.openings[static_cast<std::size_t>(siege.words.opening)] + ">", 0) == 0);
  CHECK(briefing.size() > siege.mission.briefing.size());
}
