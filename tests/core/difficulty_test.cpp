// Difficulty levels: each modifier rewrites the mission as it says, and STANDARD
// rewrites nothing (the same battle, hash for hash).
#include <catch2/catch.hpp>

#include "basecommand/difficulty.h"
#include "campaign/campaign_grade.h"
#include "card_fixtures.h"
#include "siege_fixtures.h"

using namespace bc;
using namespace siege_fixture;

namespace {

DifficultyDef Level(const std::string& id, DifficultyModifiers modifiers, int credit_percent = 100) {
  DifficultyDef level;
  level.id = id;
  level.name = id;
  level.modifiers = modifiers;
  level.credit_percent = credit_percent;
  return level;
}

DifficultyModifiers Mods(int base_health, int discard_start, int extra_attackers, int schedule_percent) {
  DifficultyModifiers m;
  m.base_health = base_health;
  m.discard_start = discard_start;
  m.extra_attackers = extra_attackers;
  m.schedule_percent = schedule_percent;
  return m;
}

// The state hashes of a battle in which the player only ends turns, turn by turn.
std::vector<std::uint64_t> EndTurnHashes(const Catalog& catalog, MissionIndex mission, std::uint64_t seed) {
  BattleState state = NewBattle(catalog, mission, seed);
  std::vector<std::uint64_t> hashes{StateHash(state)};
  for (int turn = 0; turn < 12 && !IsOver(state); ++turn) {
    REQUIRE(EndTurn(catalog, state).ok);
    hashes.push_back(StateHash(state));
  }
  return hashes;
}

}  // namespace

TEST_CASE("STANDARD rewrites nothing: every mission plays hash for hash as before", "[difficulty]") {
  const Catalog catalog = MakeCatalog();
  const DifficultyDef standard = Level(kStandardDifficulty, {});
  REQUIRE(IsIdentity(standard.modifiers));
  const Catalog at_standard = CatalogAtDifficulty(catalog, standard);
  CHECK(at_standard.difficulty == kStandardDifficulty);
  for (MissionIndex m = 0; m < catalog.missions.size(); ++m) {
    CHECK(at_standard.missions[m].schedule.size() == catalog.missions[m].schedule.size());
    CHECK(at_standard.missions[m].base_health == catalog.missions[m].base_health);
    CHECK(EndTurnHashes(at_standard, m, 11) == EndTurnHashes(catalog, m, 11));
  }
}

TEST_CASE("A base health modifier moves the start and the maximum, never below 1", "[difficulty]") {
  const Catalog catalog = MakeCatalog();
  const Catalog lower = CatalogAtDifficulty(catalog, Level("lower", Mods(-3, 0, 0, 100)));
  const BattleState state = NewBattle(lower, kWaves, 3);
  CHECK(state.base_health == kStandardBaseHealth - 3);
  CHECK(state.base_max_health == kStandardBaseHealth - 3);
  const Catalog higher = CatalogAtDifficulty(catalog, Level("higher", Mods(3, 0, 0, 100)));
  CHECK(NewBattle(higher, kWaves, 3).base_health == kStandardBaseHealth + 3);
  const Catalog floor = CatalogAtDifficulty(catalog, Level("floor", Mods(-50, 0, 0, 100)));
  CHECK(NewBattle(floor, kWaves, 3).base_health == 1);
}

TEST_CASE("A discard start modifier changes the opening discard points within the cap", "[difficulty]") {
  const Catalog catalog = test::CardCatalog();
  const BattleState standard = NewBattle(catalog, 0, 5);
  REQUIRE(standard.cards.active);
  REQUIRE(standard.cards.discard_points == kDiscardStart);
  CHECK(NewBattle(CatalogAtDifficulty(catalog, Level("more", Mods(0, 1, 0, 100))), 0, 5).cards.discard_points ==
        kDiscardStart + 1);
  CHECK(NewBattle(CatalogAtDifficulty(catalog, Level("none", Mods(0, -1, 0, 100))), 0, 5).cards.discard_points == 0);
  CHECK(NewBattle(CatalogAtDifficulty(catalog, Level("many", Mods(0, 9, 0, 100))), 0, 5).cards.discard_points ==
        kDiscardCap);
  // Only the start moves: the end of turn still adds one.
  Catalog none = CatalogAtDifficulty(catalog, Level("none", Mods(0, -1, 0, 100)));
  BattleState state = NewBattle(none, 0, 5);
  REQUIRE(EndTurn(none, state).ok);
  if (!IsOver(state)) CHECK(state.cards.discard_points == 1);
}

TEST_CASE("Extra attackers add a copy of each wave's smallest entry, spawned and telegraphed as usual",
          "[difficulty]") {
  const Catalog catalog = MakeCatalog();
  const Catalog audit = CatalogAtDifficulty(catalog, Level("audit", Mods(0, 0, 1, 100)));
  const std::vector<SpawnDef>& before = catalog.missions[kWaves].schedule;
  const std::vector<SpawnDef>& after = audit.missions[kWaves].schedule;
  REQUIRE(after.size() == before.size() + 5);  // five waves, one more each
  // Wave 1: the exact-cell grunt (3 HP) and an east runner (2 HP): the runner is copied.
  CHECK(after[2].turn == 1);
  CHECK(after[2].enemy == kRunner);
  CHECK(after[2].sector == Sector::kE);
  // Wave 2: the krab (1 HP) is the smallest.
  CHECK(after[5].turn == 2);
  CHECK(after[5].enemy == kKrab);
  // The schedule stays sorted by turn.
  CHECK(std::is_sorted(after.begin(), after.end(), [](const SpawnDef& a, const SpawnDef& b) { return a.turn < b.turn; }));
  // On the board: three attackers at once instead of two, and three telegraphed for turn 2.
  Events events;
  const BattleState state = NewBattle(audit, kWaves, 7, &events);
  CHECK(state.attacker_count == 3);
  CHECK(state.pending_count == 3);
  CHECK(Count(events, EventKind::kSpawnTelegraphed) == 3);  // the turn-2 ones (turn 1 lands at once)
  CHECK(NewBattle(catalog, kWaves, 7).attacker_count == 2);
}

TEST_CASE("An exact-cell entry's copy enters that cell's sector", "[difficulty]") {
  const Catalog catalog = MakeCatalog();
  const Catalog audit = CatalogAtDifficulty(catalog, Level("audit", Mods(0, 0, 1, 100)));
  // last_one has only its grunt on A1 and no deployment cells: the copy keeps the cell.
  const std::vector<SpawnDef>& last = audit.missions[kLastOne].schedule;
  REQUIRE(last.size() == 2);
  CHECK(last[1].cell == C("A1"));
  // waves' grunt on D1 is not the smallest of its wave; on its own it would enter north.
  MissionDef lone = catalog.missions[kWaves];
  lone.schedule = {At(1, kGrunt, "D1")};
  const MissionDef rewritten = MissionAtDifficulty(catalog, lone, Level("audit", Mods(0, 0, 2, 100)));
  REQUIRE(rewritten.schedule.size() == 3);
  CHECK(rewritten.schedule[1].cell == kNoCell);
  CHECK(rewritten.schedule[1].sector == Sector::kN);
  CHECK(rewritten.schedule[2].sector == Sector::kN);
}

TEST_CASE("Each level grades by the mission's own thresholds for that level, STANDARD's where it has none",
          "[difficulty]") {
  Catalog catalog = MakeCatalog();
  MissionDef& mission = catalog.missions[kWaves];
  mission.star_scores = {1000, 2000, 3000};
  const std::array<int, 3> standard = mission.star_scores;
  mission.level_stars = {{"audit", {1500, 2500, 3500}}, {"trainee", {500, 1000, 1500}}};
  const DifficultyDef audit = Level("audit", Mods(0, 0, 1, 100));
  const DifficultyDef trainee = Level("trainee", {});  // no modifiers: only the stars change
  const DifficultyDef insolvency = Level("insolvency", Mods(-3, 0, 1, 75));
  CHECK(MissionAtDifficulty(catalog, mission, audit).star_scores == mission.level_stars[0].scores);
  CHECK(CatalogAtDifficulty(catalog, audit).missions[kWaves].star_scores == mission.level_stars[0].scores);
  CHECK(CatalogAtDifficulty(catalog, trainee).missions[kWaves].star_scores == mission.level_stars[1].scores);
  CHECK(CatalogAtDifficulty(catalog, insolvency).missions[kWaves].star_scores == standard);
  CHECK(CatalogAtDifficulty(catalog, Level(kStandardDifficulty, {})).missions[kWaves].star_scores == standard);
  CHECK(LevelStarScores(mission, "trainee") == &mission.level_stars[1].scores);
  CHECK(LevelStarScores(mission, kStandardDifficulty) == nullptr);

  // The grade of one and the same battle reads the level's thresholds.
  BattleSummary won;
  won.victory = true;
  won.score = standard[2];
  won.turns = mission.par + 1;
  CHECK(GradeBattle(CatalogAtDifficulty(catalog, Level(kStandardDifficulty, {})).missions[kWaves], won).stars == 3);
  CHECK(GradeBattle(CatalogAtDifficulty(catalog, audit).missions[kWaves], won).stars == 2);
}

TEST_CASE("A faster schedule scales the turns after the first and keeps their order", "[difficulty]") {
  const Catalog catalog = MakeCatalog();
  const Catalog fast = CatalogAtDifficulty(catalog, Level("fast", Mods(0, 0, 0, 50)));
  std::vector<int> turns;
  for (const SpawnDef& s : fast.missions[kWaves].schedule) turns.push_back(s.turn);
  // 1 1 2 2 3 3 4 4 5 -> 1 1 2 2 2 2 3 3 3
  CHECK(turns == std::vector<int>{1, 1, 2, 2, 2, 2, 3, 3, 3});
  // Turn 2 waves are still telegraphed at the start, nothing later lands on turn 1.
  const BattleState state = NewBattle(fast, kWaves, 7);
  CHECK(state.attacker_count == 2);
  CHECK(state.pending_count == 4);
}

TEST_CASE("A level pays its share of the credits, rounded down", "[difficulty]") {
  CHECK(CreditsAtDifficulty(1000, Level("s", {}, 100)) == 1000);
  CHECK(CreditsAtDifficulty(750, Level("hard", {}, 150)) == 1125);
  CHECK(CreditsAtDifficulty(500, Level("easy", {}, 75)) == 375);
  CHECK(CreditsAtDifficulty(333, Level("odd", {}, 125)) == 416);
}

TEST_CASE("The briefing's words quote each modifier's numbers", "[difficulty]") {
  const std::vector<std::string> standard = DescribeDifficulty(Level(kStandardDifficulty, {}));
  REQUIRE(standard.size() == 1);
  CHECK(standard[0].find("rulebook") != std::string::npos);
  const std::vector<std::string> hard = DescribeDifficulty(Level("hard", Mods(-3, -1, 1, 75), 150));
  REQUIRE(hard.size() == 5);
  CHECK(hard[0].find("7 health") != std::string::npos);
  CHECK(hard[1].find("start at 0") != std::string::npos);
  CHECK(hard[2].find("1 more attacker") != std::string::npos);
  CHECK(hard[3].find("75%") != std::string::npos);
  CHECK(hard[4].find("150%") != std::string::npos);
}
