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
