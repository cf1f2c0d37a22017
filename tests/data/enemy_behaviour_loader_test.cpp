// The enemy data vocabulary's behaviour words: each loads into its definition, and
// each mistake is reported with file, JSON path and reason.
#include <catch2/catch.hpp>

#include "data/catalog_loader.h"
#include "temp_data.h"

using bc::data::LoadCatalog;
using bc::test::Dump;
using bc::test::HasError;
using bc::test::TempData;

namespace {

constexpr const char* kBehaviours = "enemies/behaviours.json";

std::string Record(const std::string& id, const std::string& extra) {
  return "{\"id\": \"" + id + "\", \"name\": \"X\", \"description\": \"A test attacker.\", "
         "\"sprite\": \"x\", \"attack\": 1, \"firepower\": 1, \"health\": 2, "
         "\"breach_damage\": 1" + extra + "}";
}

std::string File(std::initializer_list<std::string> records) {
  std::string text = "{\"enemies\": [";
  bool first = true;
  for (const std::string& r : records) {
    text += (first ? "" : ",\n") + r;
    first = false;
  }
  return text + "]}";
}

}  // namespace

TEST_CASE("Enemy behaviour words load: split, mend, drop, shift and the jammer tag",
          "[data][catalog][hostiles]") {
  TempData d;
  d.Write(kBehaviours,
          File({Record("slug", ", \"split\": {\"into\": \"grunt\", \"count\": 3}"),
                Record("medic", ", \"mend\": {\"amount\": 2}"),
                Record("barge", ", \"tags\": [\"aircraft\"], \"drop\": {\"into\": \"grunt\", \"range\": 1}"),
                Record("orbiter", ", \"shift\": {\"interval\": 3}"),
                Record("wisp", ", \"tags\": [\"jammer\"]")}));
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  const int grunt = c.FindEnemy("grunt");
  const auto& slug = c.enemies[static_cast<std::size_t>(c.FindEnemy("slug"))];
  CHECK(slug.split.enabled);
  CHECK(slug.split.count == 3);
  CHECK(slug.split.into == grunt);
  CHECK(c.enemies[static_cast<std::size_t>(c.FindEnemy("medic"))].mend.amount == 2);
  const auto& barge = c.enemies[static_cast<std::size_t>(c.FindEnemy("barge"))];
  CHECK(barge.drop.enabled);
  CHECK(barge.drop.range == 1);
  CHECK(barge.drop.into == grunt);
  CHECK(c.enemies[static_cast<std::size_t>(c.FindEnemy("orbiter"))].shift.interval == 3);
  CHECK(c.enemies[static_cast<std::size_t>(c.FindEnemy("wisp"))].IsJammer());
  CHECK_FALSE(c.enemies[static_cast<std::size_t>(grunt)].IsJammer());
}

TEST_CASE("Enemy behaviour words: each mistake is reported with its path",
          "[data][catalog][hostiles]") {
  TempData d;
  d.Write(kBehaviours,
          File({Record("slug", ", \"split\": {\"count\": 9}"),
                Record("medic", ", \"mend\": {\"amount\": 0, \"extra\": 1}"),
                Record("barge", ", \"tags\": [\"replicator\"], \"replicate\": {\"interval\": 1, "
                                "\"max_copies\": 1}, \"drop\": {\"into\": \"nobody\"}"),
                Record("orbiter", ", \"shift\": {}"),
                Record("chain", ", \"split\": {\"into\": \"slug2\"}"),
                Record("slug2", ", \"split\": {\"into\": \"grunt\"}"),
                Record("wisp", ", \"tags\": [\"jamer\"]")}));
  const auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/split", "into"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/split/count", "between 1 and 4"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/1/mend/amount", "between 1 and 99"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/1/mend/extra", ""));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/2/drop", "not both"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/2/drop/into", "unknown enemy \"nobody\""));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/3/shift", "interval"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/4/split/into", "must be a plain attacker"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/6/tags/0", "unknown word \"jamer\""));
}

TEST_CASE("A hero's abilities load in decision order, and each mistake is reported",
          "[data][catalog][hostiles][hero]") {
  TempData d;
  d.Write(kBehaviours,
          File({Record("boss", ", \"abilities\": [{\"kind\": \"dig_in\", \"when\": \"damaged\", "
                               "\"amount\": 3}, {\"kind\": \"call_reinforcements\", \"when\": "
                               "\"alone\", \"amount\": 2, \"enemy\": \"grunt\"}, {\"kind\": \"charge\"}]")}));
  auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const auto& boss = load.catalog.enemies[static_cast<std::size_t>(load.catalog.FindEnemy("boss"))];
  REQUIRE(boss.abilities.size() == 3);
  CHECK(boss.IsHero());
  CHECK(boss.abilities[0].kind == bc::AbilityKind::kDigIn);
  CHECK(boss.abilities[0].when == bc::AbilityWhen::kDamaged);
  CHECK(boss.abilities[0].amount == 3);
  CHECK(boss.abilities[1].kind == bc::AbilityKind::kCallReinforcements);
  CHECK(boss.abilities[1].enemy == load.catalog.FindEnemy("grunt"));
  CHECK(boss.abilities[2].kind == bc::AbilityKind::kCharge);
  CHECK(boss.abilities[2].when == bc::AbilityWhen::kAlways);
  CHECK(boss.abilities[2].amount == 1);

  d.Write(kBehaviours,
          File({Record("boss", ", \"abilities\": [{\"kind\": \"teleport\"}, {\"kind\": "
                               "\"call_reinforcements\"}, {\"kind\": \"charge\", \"enemy\": \"grunt\", "
                               "\"when\": \"sometimes\"}, {\"kind\": \"call_reinforcements\", "
                               "\"enemy\": \"nobody\"}]"),
                Record("empty", ", \"abilities\": []")}));
  load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/0/kind", "teleport"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/1/enemy", "needs the id"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/2/enemy", "only call_reinforcements"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/2/when", "sometimes"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/3/enemy", "unknown enemy \"nobody\""));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/1/abilities", "at least one ability"));
}

namespace {

constexpr const char* kLaneMission = "missions/lanes.json";

std::string LaneMission(const std::string& lanes, const std::string& schedule) {
  return "{\"missions\": [{\"id\": \"lanes\", \"name\": \"LANES\", \"briefing\": \"A test mission.\", "
         "\"par\": 6, \"stars\": [100, 200, 300], \"deployment\": [\"D1\", \"A1\"], "
         "\"blocked\": [\"B2\"], \"lanes\": " + lanes + ", \"schedule\": " + schedule + "}]}";
}

}  // namespace

TEST_CASE("A dig-in's max loads, and a max on another ability or out of range is refused",
          "[data][catalog][hostiles][hero]") {
  TempData d;
  d.Write(kBehaviours,
          File({Record("boss", ", \"abilities\": [{\"kind\": \"dig_in\", \"amount\": 2, \"max\": 4}, "
                               "{\"kind\": \"charge\"}]")}));
  auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const auto& boss = load.catalog.enemies[static_cast<std::size_t>(load.catalog.FindEnemy("boss"))];
  REQUIRE(boss.abilities.size() == 2);
  CHECK(boss.abilities[0].max == 4);
  CHECK(boss.abilities[1].max == 0);  // no cap

  d.Write(kBehaviours,
          File({Record("boss", ", \"abilities\": [{\"kind\": \"charge\", \"max\": 4}, "
                               "{\"kind\": \"dig_in\", \"max\": 0}, {\"kind\": \"dig_in\", \"max\": 100}]")}));
  load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/0/max", "only dig_in has a max"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/1/max", ""));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/abilities/2/max", ""));
}

TEST_CASE("The lane tag and a trap-layer's lay_trap load, and each mistake is reported",
          "[data][catalog][hostiles][traps]") {
  TempData d;
  d.Write(kBehaviours, File({Record("crawler", ", \"tags\": [\"lane\"]"),
                             Record("beetle", ", \"lay_trap\": {\"interval\": 2, \"fuse\": 4}"),
                             Record("layer", ", \"lay_trap\": {\"interval\": 1}")}));
  auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& c = load.catalog;
  CHECK(c.enemies[static_cast<std::size_t>(c.FindEnemy("crawler"))].FollowsLane());
  CHECK_FALSE(c.enemies[static_cast<std::size_t>(c.FindEnemy("grunt"))].FollowsLane());
  const auto& beetle = c.enemies[static_cast<std::size_t>(c.FindEnemy("beetle"))];
  CHECK(beetle.lay.interval == 2);
  CHECK(beetle.lay.fuse == 4);
  CHECK(c.enemies[static_cast<std::size_t>(c.FindEnemy("layer"))].lay.fuse == 3);

  d.Write(kBehaviours, File({Record("beetle", ", \"lay_trap\": {\"fuse\": 12, \"radius\": 2}")}));
  load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/lay_trap", "interval"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/lay_trap/fuse", "between 1 and 9"));
  CHECK(HasError(load.errors, kBehaviours, "/enemies/0/lay_trap/radius", ""));
}

TEST_CASE("Lanes load in data order, and each mistake is reported with its cell",
          "[data][catalog][hostiles][lanes]") {
  TempData d;
  d.Write(kLaneMission,
          LaneMission("[{\"id\": \"north\", \"cells\": [\"D1\", \"C1\", \"C2\", \"C3\"]}, "
                      "{\"id\": \"west\", \"cells\": [\"A1\", \"A2\", \"B3\", \"C4\"]}]",
                      "[{\"turn\": 1, \"enemy\": \"grunt\", \"lane\": \"north\"}, "
                      "{\"turn\": 2, \"enemy\": \"grunt\", \"cell\": \"A1\", \"lane\": \"west\"}, "
                      "{\"turn\": 3, \"enemy\": \"grunt\", \"cell\": \"D1\"}]"));
  auto load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::MissionDef& m = load.catalog.missions[static_cast<std::size_t>(load.catalog.FindMission("lanes"))];
  REQUIRE(m.lanes.size() == 2);
  CHECK(m.lanes[0].id == "north");
  CHECK(m.lanes[0].cells == std::vector<bc::Cell>{*bc::ParseCell("D1"), *bc::ParseCell("C1"),
                                                  *bc::ParseCell("C2"), *bc::ParseCell("C3")});
  CHECK(m.lanes[1].id == "west");
  REQUIRE(m.schedule.size() == 3);
  CHECK(m.schedule[0].lane == 0);
  CHECK(m.schedule[0].cell == *bc::ParseCell("D1"));  // a lane entry lands on its first cell
  CHECK(m.schedule[1].lane == 1);
  CHECK(m.schedule[1].cell == *bc::ParseCell("A1"));
  CHECK(m.schedule[2].lane == -1);

  d.Write(kLaneMission,
          LaneMission("[{\"id\": \"gap\", \"cells\": [\"D1\", \"D3\", \"D2\"]}, "
                      "{\"id\": \"rock\", \"cells\": [\"A1\", \"B2\", \"C3\"]}, "
                      "{\"id\": \"far\", \"cells\": [\"A1\", \"A2\"]}, "
                      "{\"id\": \"loop\", \"cells\": [\"C2\", \"C3\", \"C2\", \"D4\"]}, "
                      "{\"id\": \"gap\", \"cells\": [\"Z9\"]}, "
                      "{\"id\": \"start\", \"cells\": [\"G1\", \"F2\", \"E3\"]}]",
                      "[{\"turn\": 1, \"enemy\": \"grunt\", \"lane\": \"nort\"}, "
                      "{\"turn\": 1, \"enemy\": \"grunt\", \"lane\": \"start\"}]"));
  load = LoadCatalog(d.path());
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/0/cells/1", "not next to D1"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/1/cells/1", "B2 is blocked"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/2/cells/1", "next to the base"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/3/cells/2", "already on this lane"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/3/cells/3", "base cell"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/4/cells/0", "Z9"));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/lanes/4/id", "already has a lane \"gap\""));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/schedule/0/lane", "no lane \"nort\""));
  CHECK(HasError(load.errors, kLaneMission, "/missions/0/schedule/1/lane", "not one of the mission's deployment cells"));
}
