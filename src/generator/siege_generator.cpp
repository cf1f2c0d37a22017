// GenerateSiege: the board, then the schedule bought from the threat budget, then the
// words of its name and briefing (siege_generator.h).
#include "generator/siege_generator.h"

#include <algorithm>

#include "basecommand/rng.h"
#include "generator/siege_draw.h"

namespace bc::gen {

namespace {

using detail::Between;
using detail::ByWeight;

// One 64-bit number from two: the streams of (seed, threat, draw) never meet.
std::uint64_t Mix(std::uint64_t a, std::uint64_t b) {
  Rng rng{a ^ (b * 0x9E3779B97F4A7C15ULL) ^ 0xF1E1D5EE6E5A1F5DULL};
  rng.Next();
  return rng.Next();
}

std::uint64_t StreamSeed(std::uint64_t seed, int threat, int draw, int part) {
  return Mix(Mix(Mix(seed, static_cast<std::uint64_t>(threat)), static_cast<std::uint64_t>(draw)),
             static_cast<std::uint64_t>(part));
}

struct Bought {
  int turn = 1;
  int enemy = 0;
  int wave = 0;  // 0-based
};

// The waves' turns and what each buys from the budget; the hero joins its wave.
std::vector<Bought> BuySchedule(const Catalog& catalog, const ThreatLevel& level, int budget, Rng& rng,
                                int& spent) {
  const int waves = std::max(1, Between(rng, level.waves));
  std::vector<int> turns = {1};
  for (int k = 1; k < waves; ++k) turns.push_back(turns.back() + std::max(1, Between(rng, level.wave_gap)));
  long long share_total = 0;
  std::vector<long long> shares;
  for (int k = 0; k < waves; ++k) {
    shares.push_back(100 + static_cast<long long>(level.ramp_percent) * k);
    share_total += shares.back();
  }
  const int hero_wave = level.hero >= 0 ? std::clamp(level.hero_wave, 1, waves) - 1 : -1;

  std::vector<Bought> bought;
  spent = 0;
  int carried = 0;  // budget a wave could not spend passes to the next
  long long given = 0;            // budget handed to the waves so far
  long long cumulative_share = 0;
  for (int k = 0; k < waves; ++k) {
    cumulative_share += shares[static_cast<std::size_t>(k)];
    const long long upto = k + 1 == waves ? budget : budget * cumulative_share / share_total;
    int left = static_cast<int>(upto - given) + carried;
    given = upto;
    int count = 0;
    const int room = level.max_per_wave - (k == hero_wave ? 1 : 0);
    while (count < room) {
      std::vector<int> weights;
      for (const AttackerOption& option : level.attackers) weights.push_back(option.cost <= left ? option.weight : 0);
      const int pick = ByWeight(rng, weights);
      if (pick < 0) break;
      const AttackerOption& option = level.attackers[static_cast<std::size_t>(pick)];
      bought.push_back(Bought{turns[static_cast<std::size_t>(k)], option.enemy, k});
      left -= option.cost;
      spent += option.cost;
      ++count;
    }
    carried = left;
    if (k == hero_wave && static_cast<std::size_t>(level.hero) < catalog.enemies.size()) {
      bought.push_back(Bought{turns[static_cast<std::size_t>(k)], level.hero, k});
    }
  }
  // A budget too small for any type (a late redraw) still sends the cheapest one: a
  // mission needs an attacker.
  const bool any = std::any_of(bought.begin(), bought.end(), [&](const Bought& b) { return b.enemy != level.hero; });
  if (!any && !level.attackers.empty()) {
    const auto cheapest = std::min_element(level.attackers.begin(), level.attackers.end(),
                                           [](const AttackerOption& a, const AttackerOption& b) { return a.cost < b.cost; });
    bought.insert(bought.begin(), Bought{1, cheapest->enemy, 0});
    spent += cheapest->cost;
  }
  return bought;
}

// Where each bought attacker lands: its lane (a lane-following type, when the board has
// lanes), a reinforcement cell's sector (now and then, after the first wave), or a
// deployment cell's sector.
void Land(const Catalog& catalog, const ThreatLevel& level, const std::vector<Bought>& bought, Rng& rng,
          MissionDef& m) {
  for (const Bought& b : bought) {
    SpawnDef spawn;
    spawn.turn = b.turn;
    spawn.enemy = static_cast<EnemyIndex>(b.enemy);
    const EnemyDef& enemy = catalog.enemies[static_cast<std::size_t>(b.enemy)];
    if (enemy.FollowsLane() && !m.lanes.empty()) {
      spawn.lane = static_cast<int>(rng.Below(static_cast<std::uint32_t>(m.lanes.size())));
      spawn.cell = m.lanes[static_cast<std::size_t>(spawn.lane)].cells.front();
    } else {
      const bool reinforce = b.wave > 0 && !m.reinforcement.empty() && rng.Percent(level.reinforcement_percent);
      const std::vector<Cell>& cells = reinforce ? m.reinforcement : m.deployment;
      spawn.reinforcement = reinforce;
      spawn.sector = *SectorOf(cells[rng.Below(static_cast<std::uint32_t>(cells.size()))]);
    }
    m.schedule.push_back(spawn);
  }
}

void ChooseWords(const Catalog& catalog, const ThreatLevel& level, const MissionDef& m, const SiegePhrases& phrases,
                 Rng& rng, SiegeWords& words) {
  const auto below = [&](std::size_t n) { return n == 0 ? 0 : static_cast<int>(rng.Below(static_cast<std::uint32_t>(n))); };
  words.place = below(phrases.places.size());
  words.incident = below(phrases.incidents.size());
  words.opening = below(phrases.openings.size());
  words.closing = below(phrases.closings.size());
  const bool hero = std::any_of(m.schedule.begin(), m.schedule.end(), [&](const SpawnDef& s) {
    return catalog.enemies[s.enemy].IsHero();
  });
  const bool any_down = std::any_of(m.shields_up.begin(), m.shields_up.end(), [](bool up) { return !up; });
  const std::map<std::string, bool> has = {
      {"shields_down", any_down},          {"rock", !m.blocked.empty()},
      {"objectives", !m.objectives.empty()}, {"barricades", !m.barricades.empty()},
      {"reinforcement", !m.reinforcement.empty()}, {"lanes", !m.lanes.empty()},
      {"weapon", m.weapon != kStandardWeapon}, {"hero", hero}};
  for (const std::string& key : FeatureKeys()) {
    if (has.at(key) && phrases.features.count(key) != 0) words.features.push_back(key);
  }
  // The two most costly types the schedule sends that have a warning.
  std::vector<std::pair<int, std::string>> warned;
  for (const AttackerOption& option : level.attackers) {
    const std::string& id = catalog.enemies[static_cast<std::size_t>(option.enemy)].id;
    const bool sent = std::any_of(m.schedule.begin(), m.schedule.end(),
                                  [&](const SpawnDef& s) { return s.enemy == option.enemy; });
    if (sent && phrases.warnings.count(id) != 0) warned.emplace_back(-option.cost, id);
  }
  std::sort(warned.begin(), warned.end());
  for (std::size_t i = 0; i < warned.size() && i < 2; ++i) words.warnings.push_back(warned[i].second);
}

}  // namespace

std::string SiegeId(std::uint64_t seed, int threat) {
  return "field_" + std::to_string(seed) + "_t" + std::to_string(threat);
}

int DrawBudget(const GeneratorParams& params, int threat, int draw) {
  if (threat < 1 || threat > ThreatCount(params)) return 1;
  long long budget = params.levels[static_cast<std::size_t>(threat - 1)].budget;
  for (int d = 0; d < draw; ++d) budget = budget * params.proof.redraw_budget_percent / 100;
  return static_cast<int>(std::max<long long>(1, budget));
}

GeneratedSiege GenerateSiege(const Catalog& catalog, const GeneratorParams& params, std::uint64_t seed, int threat,
                             int draw) {
  GeneratedSiege out;
  out.seed = seed;
  out.threat = std::clamp(threat, 1, std::max(1, ThreatCount(params)));
  out.draw = draw;
  out.budget = DrawBudget(params, out.threat, draw);
  MissionDef& m = out.mission;
  m.id = SiegeId(seed, out.threat);
  m.star_scores = {1, 2, 3};
  m.deck_policy = DeckPolicy::kCustom;
  if (params.levels.empty()) return out;
  const ThreatLevel& level = params.levels[static_cast<std::size_t>(out.threat - 1)];

  Rng board_rng = Rng::FromSeed(StreamSeed(seed, out.threat, draw, 0));
  detail::DrawBoard(catalog, level, board_rng, m);
  Rng schedule_rng = Rng::FromSeed(StreamSeed(seed, out.threat, draw, 1));
  const std::vector<Bought> bought = BuySchedule(catalog, level, out.budget, schedule_rng, out.spent);
  const bool lane_types = std::any_of(bought.begin(), bought.end(), [&](const Bought& b) {
    return catalog.enemies[static_cast<std::size_t>(b.enemy)].FollowsLane();
  });
  if (lane_types) detail::DrawLanes(std::max(1, Between(schedule_rng, level.lanes)), schedule_rng, m);
  Land(catalog, level, bought, schedule_rng, m);
  int last = 1;
  for (const SpawnDef& s : m.schedule) last = std::max(last, s.turn);
  m.par = last + level.par_after;

  Rng words_rng = Rng::FromSeed(StreamSeed(seed, out.threat, draw, 2));
  ChooseWords(catalog, level, m, params.phrases, words_rng, out.words);
  m.name = SiegeName(params.phrases, out.words);
  m.briefing = SiegeBriefing(params.phrases, out.words);
  return out;
}

}  // namespace bc::gen
