// The attacker types in words (text/hostiles.h) and the record of the types a
// player has met: a battle summary collects the types seen on the board, and recording
// the battle adds them to the profile.
#include <catch2/catch.hpp>

#include "text/hostiles.h"
#include "campaign/profile_dossier.h"
#include "campaign/profile_progress.h"
#include "core/campaign_fixture.h"

using namespace bc;

namespace {

EnemyDef Walker() {
  EnemyDef e;
  e.id = "walker";
  e.name = "WALKER";
  e.attack = 1;
  e.firepower = 2;
  e.health = 3;
  e.breach_damage = 2;
  return e;
}

bool Mentions(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& line : lines) {
    if (line.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("Hostiles: the stat line names HP, shield, blows, firepower, evasion, breach and steps",
          "[hostiles]") {
  EnemyDef e = Walker();
  CHECK(EnemyStatLine(e) == "3 HP  1 ATK  2 FP  0 EVA  BREACH 2  1 CELL A TURN");
  e.shield = 3;
  e.steps = 2;
  e.evasion = 1;
  CHECK(EnemyStatLine(e) == "3 HP  +3 SHIELD  1 ATK  2 FP  1 EVA  BREACH 2  2 CELLS A TURN");
}

TEST_CASE("Hostiles: the behaviour is made from the record's data, one sentence per word",
          "[hostiles]") {
  Catalog catalog;
  catalog.enemies = {Walker()};
  const std::vector<std::string> plain = EnemyBehaviour(catalog, catalog.enemies[0]);
  REQUIRE(plain.size() == 1);
  CHECK_THAT(plain[0], Catch::StartsWith("Walks the nearest path"));

  EnemyDef e = Walker();
  e.shield = 3;
  e.perks = kPerkFirstStrike | kPerkBehemoth;
  e.tags = kTagAircraft | kTagArmoured | kTagReplicator;
  e.replicate = ReplicateDef{true, 2, 1, 0};
  e.crit_chance = 10;
  e.crit_bonus = 2;
  const std::vector<std::string> lines = EnemyBehaviour(catalog, e);
  CHECK(Mentions(lines, "Aircraft"));
  CHECK(Mentions(lines, "Shield 3"));
  CHECK(Mentions(lines, "First Strike"));
  CHECK(Mentions(lines, "Behemoth"));
  CHECK_FALSE(Mentions(lines, "Protection"));
  CHECK(Mentions(lines, "Strip-perk"));
  CHECK(Mentions(lines, "after every second activation it places a WALKER"));
  CHECK(Mentions(lines, "10% crit chance"));
  CHECK(Mentions(lines, "Classed: Armoured."));  // a tag with no sentence of its own is still named
  CHECK_FALSE(Mentions(lines, "Walks the nearest path"));
  // Perk sentences come in bit order, after the shield.
  const auto at = [&](const char* text) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].find(text) != std::string::npos) return static_cast<int>(i);
    }
    return -1;
  };
  CHECK(at("Shield 3") < at("First Strike"));
  CHECK(at("First Strike") < at("Behemoth"));
  CHECK(std::string(EnemyTagName(0)) == "aircraft");
  CHECK(PerkList(kPerkBehemoth | kPerkFirstStrike | kPerkIonWeapon) == "First Strike, Behemoth, Ion Weapon");
  CHECK(PerkList(0).empty());
  CHECK(std::string(EnemyTagName(5)) == "jammer");
  CHECK(EnemyTagName(6) == nullptr);
}

TEST_CASE("Hostiles: the missions that send a type, and a mission's expected attackers in order of arrival",
          "[hostiles]") {
  Catalog catalog = test::FixtureCatalog();  // enemies: krab (0), initiate (1)
  catalog.enemies[0].replicate = ReplicateDef{true, 2, 1, 0};
  for (MissionDef& m : catalog.missions) m.schedule.clear();
  auto spawn = [](EnemyIndex enemy, int turn) {
    SpawnDef s;
    s.enemy = enemy;
    s.turn = turn;
    return s;
  };
  catalog.missions[1].schedule = {spawn(1, 1), spawn(0, 3), spawn(1, 2), spawn(1, 4)};
  catalog.missions[3].schedule = {spawn(0, 1)};
  CHECK(MissionsWithEnemy(catalog, 1) == std::vector<int>{1});
  CHECK(MissionsWithEnemy(catalog, 0) == std::vector<int>{1, 3});
  const std::vector<ExpectedAttacker> expected = ExpectedAttackers(catalog, catalog.missions[1]);
  REQUIRE(expected.size() == 2);
  CHECK(expected[0] == ExpectedAttacker{1, 3, 1});
  CHECK(expected[1] == ExpectedAttacker{0, 1, 3});
  CHECK(ExpectedAttackers(catalog, catalog.missions[0]).empty());
}

TEST_CASE("Hostiles met: the summary collects the types seen, and recording the battle keeps them",
          "[hostiles][campaign]") {
  const Catalog catalog = test::FixtureCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  BattleState state;
  state.mission = 0;
  state.phase = Phase::kDefeat;
  Events events;
  Event telegraphed{EventKind::kSpawnTelegraphed};
  telegraphed.enemy = 1;  // black_star_initiate, shown before it lands
  events.push_back(telegraphed);
  Event damaged{EventKind::kAttackerDamaged};
  damaged.enemy = 0;  // not an arrival: does not count on its own
  events.push_back(damaged);
  BattleSummary summary = SummarizeBattle(catalog, state, events);
  CHECK(summary.hostiles_seen == std::set<std::string>{"black_star_initiate"});

  state.attackers[0].type = 0;  // a krab still on the board at the end
  state.attacker_count = 1;
  summary = SummarizeBattle(catalog, state, events);
  CHECK(summary.hostiles_seen == std::set<std::string>{"black_star_initiate", "killer_krab"});

  Profile profile = NewProfile({});
  CHECK(profile.hostiles_met.empty());
  REQUIRE(RecordBattle(catalog, campaigns, "", summary, profile).ok);  // a skirmish counts too
  CHECK(profile.hostiles_met == std::set<std::string>{"black_star_initiate", "killer_krab"});
  // Erasing statistics is not erasing what was met.
  REQUIRE(EraseStatistics(profile).ok);
  CHECK(profile.stats.battles == 0);
  CHECK(profile.hostiles_met.size() == 2);
}
