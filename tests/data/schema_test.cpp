// JSON Schemas from the loader's own reads: what they say about a fixture folder, the
// validator catching each kind of mistake, every file in data/ conforming (HOW TO PLAY's
// scenes as the scenarios they are), and
// docs/schema/ being what `base-command-cli schema` writes today.
#include <algorithm>
#include <fstream>

#include <catch2/catch.hpp>

#include "basecommand/card_defs.h"
#include "data/catalog_loader.h"
#include "data/schema_build.h"
#include "data/schema_check.h"
#include "data/schema_docs.h"
#include "data/schema_generate.h"
#include "temp_data.h"

namespace {

using nlohmann::json;

const json& Prop(const json& node, const std::string& key) { return node.at("properties").at(key); }
const json& Items(const json& node) { return node.at("items"); }

bool Requires(const json& node, const std::string& key) {
  if (!node.contains("required")) return false;
  for (const json& k : node["required"]) {
    if (k == key) return true;
  }
  return false;
}

// A schema without its descriptions (the doc's wording may change freely).
json WithoutDescriptions(json node) {
  if (node.is_object()) {
    node.erase("description");
    for (auto& [key, value] : node.items()) value = WithoutDescriptions(value);
  }
  return node;
}

}  // namespace

TEST_CASE("Schema: the loader's reads give types, ranges, required fields and closed records", "[data][schema]") {
  const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(bc::test::FixturePath("balance"), "");
  REQUIRE(gen.errors.empty());
  for (const char* kind : {"enemies", "weapons", "missions", "cards", "loadouts"}) {
    INFO(kind);
    CHECK(gen.schemas.count(kind) == 1);
  }
  const json& enemies = gen.schemas.at("enemies");
  CHECK(enemies.at("$schema") == "https://json-schema.org/draft/2020-12/schema");
  CHECK(Requires(enemies, "enemies"));
  const json& enemy = Items(Prop(enemies, "enemies"));
  CHECK(enemy.at("type") == "object");
  CHECK(enemy.at("additionalProperties") == false);
  CHECK(Requires(enemy, "id"));
  CHECK(Requires(enemy, "health"));
  CHECK_FALSE(Requires(enemy, "evasion"));
  CHECK(Prop(enemy, "health").at("type") == "integer");
  CHECK(Prop(enemy, "health").contains("minimum"));
  CHECK(Prop(enemy, "health").contains("maximum"));
  CHECK(Prop(enemy, "id").at("pattern") == bc::data::kSchemaIdPattern);
  // A nested record read only where the data has one (the fixture's replicator).
  CHECK(Prop(enemy, "replicate").at("type") == "object");
  const json& mission = Items(Prop(gen.schemas.at("missions"), "missions"));
  CHECK(Items(Prop(mission, "deployment")).at("pattern") == bc::data::kSchemaCellPattern);
  CHECK(Items(Prop(mission, "schedule")).at("type") == "object");
}

TEST_CASE("Schema: card words list their vocabulary, so an editor can complete them", "[data][schema]") {
  const bc::data::SchemaGeneration gen =
      bc::data::GenerateSchemas(bc::test::FixturePath("balance"), bc::data::DataFormatDoc());
  REQUIRE(gen.errors.empty());
  const json& card = Items(Prop(gen.schemas.at("cards"), "cards"));
  CHECK(Prop(card, "family").at("enum") == json::array({"unit", "support", "fieldwork", "doctrine"}));
  CHECK(Prop(card, "rarity").at("enum").size() == 4);
  CHECK(Items(Prop(card, "perks")).at("enum").size() == static_cast<std::size_t>(bc::kPerkCount));
  const json& effect = Items(Prop(card, "effects"));
  const json& kinds = Prop(effect, "kind").at("enum");
  CHECK(kinds.size() == static_cast<std::size_t>(bc::kEffectKindCount));
  CHECK(std::find(kinds.begin(), kinds.end(), "damage") != kinds.end());
  CHECK(std::find(kinds.begin(), kinds.end(), "discover") != kinds.end());
  CHECK(Prop(effect, "trigger").at("enum").size() == 11);
  // An effect's target is not a card's target: each record keeps its own words and meaning.
  CHECK(Prop(effect, "target").at("enum").front() == "chosen");
  CHECK(Prop(effect, "target").at("description") == "who the effect lands on");
  CHECK(Prop(card, "target").at("enum").front() == "none");
  // The schema refuses a word the loader refuses.
  json bad = {{"cards", json::array({{{"id", "x"}, {"name", "X"}, {"text", "t"}, {"family", "spell"}}})}};
  const auto problems = bc::data::CheckAgainstSchema(gen.schemas.at("cards"), bad);
  CHECK(std::find_if(problems.begin(), problems.end(), [](const std::string& p) {
          return p.find("/cards/0/family: \"spell\" is not one of") != std::string::npos;
        }) != problems.end());
}

TEST_CASE("Schema check: each kind of mistake is named with its JSON path", "[data][schema]") {
  const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(bc::test::FixturePath("balance"), "");
  REQUIRE(gen.errors.empty());
  const json& schema = gen.schemas.at("enemies");
  const json good = json::parse(R"({"enemies": [{"id": "walker", "name": "W", "description": "d",
      "sprite": "walker", "attack": 1, "firepower": 1, "health": 3, "breach_damage": 1}]})");
  CHECK(bc::data::CheckAgainstSchema(schema, good).empty());

  auto problems_of = [&](const char* pointer, const json& value) {
    json doc = good;
    doc[json::json_pointer(pointer)] = value;
    return bc::data::CheckAgainstSchema(schema, doc);
  };
  auto has = [](const std::vector<std::string>& problems, const std::string& text) {
    for (const std::string& p : problems) {
      if (p.find(text) != std::string::npos) return true;
    }
    return false;
  };
  CHECK(has(problems_of("/enemies/0/health", "three"), "/enemies/0/health: must be integer"));
  CHECK(has(problems_of("/enemies/0/health", 100000), "/enemies/0/health: 100000 is above the maximum"));
  CHECK(has(problems_of("/enemies/0/id", "Walker!"), "/enemies/0/id: \"Walker!\" does not match"));
  CHECK(has(problems_of("/enemies/0/helth", 3), "/enemies/0: unknown field \"helth\""));
  json missing = good;
  missing["enemies"][0].erase("health");
  CHECK(has(bc::data::CheckAgainstSchema(schema, missing), "/enemies/0: missing required field \"health\""));

  const json& missions = gen.schemas.at("missions");
  json mission = json::parse(R"({"missions": [{"id": "m", "name": "M", "briefing": "b", "par": 5,
      "stars": [1, 2, 3], "deployment": ["Z9"], "schedule": [{"turn": 1, "enemy": "grunt", "cell": "D1"}]}]})");
  CHECK(has(bc::data::CheckAgainstSchema(missions, mission), "/missions/0/deployment/0: \"Z9\" does not match"));
}

TEST_CASE("Schema: every file in data/ conforms to the schemas read off data/", "[data][schema]") {
  const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(bc::data::DefaultDataDir(), "");
  REQUIRE(gen.errors.empty());
  const std::vector<std::string> problems = bc::data::CheckDataFolder(bc::data::DefaultDataDir(), gen.schemas);
  std::string list;
  for (const std::string& p : problems) list += "\n  " + p;
  INFO(list);
  CHECK(problems.empty());
}

TEST_CASE("Schema: the folder check reads HOW TO PLAY's scenes as scenarios and names a broken one", "[data][schema]") {
  const bc::test::TempData data("data_min");
  const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(data.path(), "");
  REQUIRE(gen.errors.empty());
  data.Write("guide/good.json", R"({"mission": "drill", "seed": 3, "state": {"attackers": [{"type": "grunt", "cell": "D1"}]}})");
  CHECK(bc::data::CheckDataFolder(data.path(), gen.schemas).empty());
  data.Write("guide/broken.json", R"({"mission": "drill", "state": {"attackers": [{"type": "no_such_walker", "cell": "D1"}]}})");
  const std::vector<std::string> problems = bc::data::CheckDataFolder(data.path(), gen.schemas);
  std::string list;
  for (const std::string& p : problems) list += "\n  " + p;
  INFO(list);
  REQUIRE(problems.size() == 1u);
  CHECK(problems[0].find("guide/broken.json") != std::string::npos);
  CHECK(problems[0].find("no_such_walker") != std::string::npos);
}

TEST_CASE("Schema: docs/schema/ holds what base-command-cli schema writes for data/", "[data][schema]") {
  const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(bc::data::DefaultDataDir(), "");
  REQUIRE(gen.errors.empty());
  const std::filesystem::path dir = std::filesystem::path(BC_SOURCE_DIR) / "docs" / "schema";
  for (const auto& [kind, schema] : gen.schemas) {
    INFO(kind << ": regenerate with base-command-cli schema docs/schema");
    const std::filesystem::path file = dir / bc::data::SchemaFileName(kind);
    REQUIRE(std::filesystem::exists(file));
    const json kept = json::parse(bc::test::ReadText(file), nullptr, false);
    CHECK(WithoutDescriptions(kept) == WithoutDescriptions(schema));
  }
}
