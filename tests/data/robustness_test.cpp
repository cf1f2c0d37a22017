// Bad input never crashes anything: every value of a data file, a save and a scenario
// replaced by values of the wrong type or out of range, and a save cut short at every
// byte, must give a clean error list (or a clean load), never an exception.
#include <catch2/catch.hpp>

#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/save_format.h"
#include "data/scenario.h"
#include "temp_data.h"

namespace {

const std::vector<nlohmann::json>& Replacements() {
  static const std::vector<nlohmann::json> values = {
      nullptr, "x", -1, 1000000000000LL, 2.5, true, nlohmann::json::array(), nlohmann::json::object(),
      "Z9", "D4"};
  return values;
}

// Every leaf pointer of a document.
std::vector<nlohmann::json::json_pointer> Pointers(const nlohmann::json& doc) {
  std::vector<nlohmann::json::json_pointer> out;
  const nlohmann::json flat = doc.flatten();
  for (const auto& item : flat.items()) out.emplace_back(item.key());
  return out;
}

}  // namespace

TEST_CASE("Robustness: any value of a mission file replaced by a bad one is reported, not thrown", "[data][robustness]") {
  bc::test::TempData d;
  const std::string file = "missions/test_missions.json";
  const nlohmann::json original = nlohmann::json::parse(bc::test::ReadText(d.path() / file));
  int loads = 0;
  for (const auto& pointer : Pointers(original)) {
    for (const nlohmann::json& value : Replacements()) {
      nlohmann::json mutated = original;
      mutated[pointer] = value;
      d.Write(file, mutated.dump(1));
      bc::data::CatalogLoad load;
      REQUIRE_NOTHROW(load = bc::data::LoadCatalog(d.path()));
      ++loads;
      // A load either succeeds or says why; each error names its file.
      for (const auto& e : load.errors) CHECK_FALSE(e.reason.empty());
    }
  }
  CHECK(loads > 300);
}

TEST_CASE("Robustness: any value of a save replaced by a bad one is reported, not thrown", "[data][robustness]") {
  const auto catalog_load = bc::data::LoadCatalog(bc::test::FixturePath("data_min"));
  REQUIRE(catalog_load.ok());
  const bc::Catalog& catalog = catalog_load.catalog;
  bc::BattleState state = bc::NewBattle(catalog, 0, 3);
  bc::Apply(catalog, state, bc::Action::EndTurn());
  bc::Apply(catalog, state, bc::Action::EndTurn());
  const nlohmann::json save = bc::data::SaveToJson(catalog, state);
  int refused = 0;
  for (const auto& pointer : Pointers(save)) {
    for (const nlohmann::json& value : Replacements()) {
      nlohmann::json mutated = save;
      mutated[pointer] = value;
      bc::data::SaveLoad load;
      REQUIRE_NOTHROW(load = bc::data::LoadSaveText(catalog, mutated.dump(), "m.json"));
      CHECK(load.state.has_value() == load.errors.empty());
      if (!load.ok()) ++refused;
    }
  }
  CHECK(refused > 100);
}

TEST_CASE("Robustness: a save cut short at any byte is refused with a parse error", "[data][robustness]") {
  const auto catalog_load = bc::data::LoadCatalog(bc::test::FixturePath("data_min"));
  REQUIRE(catalog_load.ok());
  const bc::Catalog& catalog = catalog_load.catalog;
  const std::string text = bc::data::SaveToString(catalog, bc::NewBattle(catalog, 0, 3));
  for (std::size_t length = 0; length + 2 < text.size(); ++length) {
    const auto load = bc::data::LoadSaveText(catalog, text.substr(0, length), "cut.json");
    REQUIRE_FALSE(load.state.has_value());
    REQUIRE(load.errors.size() == 1);
    REQUIRE(load.errors[0].line >= 1);
  }
}

TEST_CASE("Robustness: any value of a scenario replaced by a bad one is reported, not thrown", "[data][robustness]") {
  const std::string text = bc::test::ReadText(bc::test::FixturePath("scenarios/reinforcement_wave.json"));
  const nlohmann::json original = nlohmann::json::parse(text);
  for (const auto& pointer : Pointers(original)) {
    for (const nlohmann::json& value : Replacements()) {
      nlohmann::json mutated = original;
      mutated[pointer] = value;
      bc::data::ScenarioLoad load;
      REQUIRE_NOTHROW(load = bc::data::LoadScenarioText(mutated.dump(), "s.json"));
      if (load.ok()) {
        REQUIRE_NOTHROW(bc::data::RunScenario(*load.scenario));
      } else {
        CHECK_FALSE(load.errors.empty());
      }
    }
  }
}
