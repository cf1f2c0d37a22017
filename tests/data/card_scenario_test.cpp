#include <catch2/catch.hpp>

#include "data/scenario.h"
#include "temp_data.h"

TEST_CASE("Card scenarios: inline cards and loadouts, unit, support, fieldwork and discard actions",
          "[data][cards][scenario]") {
  const auto load = bc::data::LoadScenarioFile(bc::test::FixturePath("cards/scenario_cards.json"));
  INFO(bc::test::Dump(load.errors));
  REQUIRE(load.scenario.has_value());
  const auto run = bc::data::RunScenario(*load.scenario);
  std::string mismatches;
  for (const auto& m : run.mismatches) mismatches += m + "\n";
  INFO(mismatches);
  CHECK(run.passed());
}
