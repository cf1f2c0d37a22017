#include "data/scenario.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "basecommand/rules.h"
#include "data/save_format.h"
#include "temp_data.h"

using bc::data::LoadScenarioText;
using bc::data::RunScenario;
using bc::test::Dump;
using bc::test::HasError;

namespace {

constexpr const char* kWalker = R"({"id": "walker", "name": "WALKER", "description": "Test walker.",
  "sprite": "walker", "attack": 1, "firepower": 1, "health": 5, "breach_damage": 2})";

std::string WithWalker(const std::string& rest) {
  return std::string(R"({"data": "none", "enemies": [)") + kWalker + "], " + rest + "}";
}

}  // namespace

TEST_CASE("Scenarios: a fixture's end has the version-1 hash the fixture recorded before the word hash", "[data][scenario]") {
  // What keeps a siege saved with version 1 resumable: StateHashVersion1 is the hash of then.
  const auto load = bc::data::LoadScenarioFile(bc::test::FixturePath("scenarios") / "reinforcement_wave.json");
  REQUIRE(load.ok());
  const auto run = RunScenario(*load.scenario);
  CHECK(run.passed());
  CHECK(bc::StateHashVersion1(run.final_state) == 613122656300519571ULL);
}

TEST_CASE("Scenarios: every fixture under tests/fixtures/scenarios meets its expect block", "[data][scenario]") {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(bc::test::FixturePath("scenarios"))) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 8);
  for (const auto& file : files) {
    DYNAMIC_SECTION(file.filename().string()) {
      const auto load = bc::data::LoadScenarioFile(file);
      INFO(Dump(load.errors));
      REQUIRE(load.ok());
      CHECK_FALSE(load.scenario->expect.empty());  // a fixture is a regression test
      const auto run = RunScenario(*load.scenario);
      std::string mismatches;
      for (const auto& m : run.mismatches) mismatches += m + "\n";
      INFO(mismatches);
      CHECK(run.passed());
    }
  }
}

TEST_CASE("Scenario: a few lines set up one attacker next to one shield", "[data][scenario]") {
  const auto load = LoadScenarioText(WithWalker(R"("state": {"attackers": [{"type": "walker", "cell": "D3"}]})"), "s.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::BattleState& s = load.scenario->start;
  REQUIRE(s.attacker_count == 1);
  CHECK(s.attackers[0].cell == *bc::ParseCell("D3"));
  CHECK(s.attackers[0].hp == 5);
  CHECK(s.base_health == 10);
  CHECK(s.shields[0] == bc::ShieldState::kUp);
  CHECK(s.phase == bc::Phase::kPlayer);
  CHECK(s.pending_count == 0);
  CHECK(load.scenario->catalog.FindWeapon("standard_cannon") >= 0);
}

TEST_CASE("Scenario: a rejected action is reported with its index and reason, and changes nothing", "[data][scenario]") {
  const auto load = LoadScenarioText(
      WithWalker(R"("state": {"attackers": [{"type": "walker", "cell": "A1"}]}, "actions": ["build D4", "end_turn"])"),
      "r.json");
  REQUIRE(load.ok());
  const auto run = RunScenario(*load.scenario);
  REQUIRE(run.steps.size() == 2);
  CHECK(run.steps[0].index == 0);
  CHECK_FALSE(run.steps[0].ok);
  CHECK(run.steps[0].reason.find("D4") != std::string::npos);
  CHECK(run.steps[0].events.empty());
  CHECK(run.steps[1].ok);
  CHECK(run.rejected == 1);
  CHECK_FALSE(run.stopped);
  CHECK(run.passed());  // no expect block: nothing to fail
}

TEST_CASE("Scenario: on_reject stop ends the run at the rejected action", "[data][scenario]") {
  const auto load = LoadScenarioText(
      WithWalker(R"("state": {"attackers": [{"type": "walker", "cell": "A1"}]}, "on_reject": "stop",
                    "actions": ["fire A1", "end_turn"])"),
      "stop.json");
  REQUIRE(load.ok());
  const auto run = RunScenario(*load.scenario);
  CHECK(run.stopped);
  CHECK(run.steps.size() == 1);
  CHECK(run.final_state == load.scenario->start);
}

TEST_CASE("Scenario: a failed expectation names the field, the expected and the actual value", "[data][scenario]") {
  const auto load = LoadScenarioText(
      WithWalker(R"("state": {"attackers": [{"type": "walker", "cell": "A1"}]}, "actions": ["end_turn"],
                    "expect": {"turn": 5, "base_health": 10, "phase": "victory", "events": ["nothing like this"]})"),
      "x.json");
  REQUIRE(load.ok());
  const auto run = RunScenario(*load.scenario);
  CHECK_FALSE(run.passed());
  REQUIRE(run.mismatches.size() == 3);
  CHECK(run.mismatches[0] == "expect.turn: expected 5, got 2");
  CHECK(run.mismatches[1] == "expect.phase: expected victory, got player");
  CHECK(run.mismatches[2] == "expect.events: no event says \"nothing like this\"");
}

TEST_CASE("Scenario: load errors are all reported: bad actions, unknown ids, unknown keys", "[data][scenario]") {
  const auto load = LoadScenarioText(WithWalker(R"(
    "mission": "nowhere",
    "actions": ["end_turn", "fire Z9", 3, "dance"],
    "expect": {"phase": "lunch", "colour": 1},
    "sede": 4)"), "bad.json");
  INFO(Dump(load.errors));
  CHECK_FALSE(load.scenario.has_value());
  CHECK(HasError(load.errors, "bad.json", "/mission", "unknown mission \"nowhere\""));
  CHECK(HasError(load.errors, "bad.json", "/actions/1", "cannot read \"fire Z9\" as an action"));
  CHECK(HasError(load.errors, "bad.json", "/actions/2", "cannot read 3 as an action"));
  CHECK(HasError(load.errors, "bad.json", "/actions/3", "cannot read \"dance\""));
  CHECK(HasError(load.errors, "bad.json", "/expect/phase", "unknown value \"lunch\""));
  CHECK(HasError(load.errors, "bad.json", "/expect/colour", "unknown key"));
  CHECK(HasError(load.errors, "bad.json", "/sede", "did you mean \"seed\""));
  CHECK(load.errors.size() == 7);
}

TEST_CASE("Scenario: an inline state with errors reports them like a save", "[data][scenario]") {
  const auto load = LoadScenarioText(
      WithWalker(R"("state": {"attackers": [{"type": "walkr", "cell": "D3"}, {"type": "walker", "cell": "D4"}]})"), "st.json");
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, "st.json", "/state/attackers/0/type", "did you mean \"walker\""));
  CHECK(HasError(load.errors, "st.json", "/state/attackers/1/cell", "base or blocked cell"));
}

TEST_CASE("Scenario: inline enemies extend the base data and replace records of the same id", "[data][scenario]") {
  bc::data::ScenarioOptions options;
  options.data_dir = bc::test::FixturePath("data_min");
  const auto load = LoadScenarioText(R"({
    "data": "game",
    "mission": "drill",
    "enemies": [
      {"id": "grunt", "name": "BIG GRUNT", "description": "d", "sprite": "grunt",
       "attack": 1, "firepower": 1, "health": 9, "breach_damage": 1},
      {"id": "newcomer", "name": "NEW", "description": "d", "sprite": "new",
       "attack": 1, "firepower": 1, "health": 2, "breach_damage": 1}
    ]
  })", "ext.json", options);
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& c = load.scenario->catalog;
  CHECK(c.enemies.size() == 4);
  CHECK(c.FindEnemy("grunt") == 0);  // replaced in place: the missions' references hold
  CHECK(c.enemies[0].health == 9);
  CHECK(c.FindEnemy("newcomer") == 3);
  // The mission's turn-1 grunt lands with the replaced definition.
  REQUIRE(load.scenario->start.attacker_count == 1);
  CHECK(load.scenario->start.attackers[0].hp == 9);
  CHECK_FALSE(load.scenario->opening.empty());
}

TEST_CASE("Scenario: a mission id gives the same start as NewBattle with that seed", "[data][scenario]") {
  bc::data::ScenarioOptions options;
  options.data_dir = bc::test::FixturePath("data_min");
  const auto load = LoadScenarioText(R"({"mission": "drill", "seed": "123"})", "m.json", options);
  REQUIRE(load.ok());
  const bc::Catalog& c = load.scenario->catalog;
  CHECK(load.scenario->start == bc::NewBattle(c, static_cast<bc::MissionIndex>(c.FindMission("drill")), 123));
}

TEST_CASE("Scenario: the run's JSON carries the final state in the save format", "[data][scenario]") {
  const auto load = LoadScenarioText(
      WithWalker(R"("state": {"attackers": [{"type": "walker", "cell": "A1"}]}, "actions": ["end_turn", "build C3"])"),
      "j.json");
  REQUIRE(load.ok());
  const auto run = RunScenario(*load.scenario);
  const nlohmann::json out = bc::data::ScenarioRunToJson(*load.scenario, run);
  CHECK(out["steps"].size() == 2);
  CHECK(out["steps"][0]["events"][1]["kind"] == "moved");
  CHECK(out["steps"][0]["events"][1]["text"] == "WALKER #1 moves A1 -> B2.");
  CHECK(out["steps"][0]["events"][1]["cell2"] == "B2");
  CHECK(out["final_hash"] == std::to_string(bc::StateHash(run.final_state)));
  const auto back = bc::data::LoadSaveJson(load.scenario->catalog, out["final_state"],
                                           bc::data::ReadContext{"final", nullptr, nullptr});
  INFO(Dump(back.errors));
  REQUIRE(back.ok());
  CHECK(*back.state == run.final_state);
}

TEST_CASE("Scenario: inline cards go through the card loader, errors named in the scenario's file", "[data][scenario]") {
  const std::string rifles = R"({"id": "u_rifles", "name": "TEST RIFLES", "text": "Plain.", "family": "unit",
    "ranks": [{"attack": 1, "firepower": 2, "health": 4, "ranges": [1, 2]},
              {"attack": 1, "firepower": 3, "health": 5, "ranges": [1, 2]},
              {"attack": 2, "firepower": 3, "health": 6, "ranges": [1, 2]},
              {"attack": 2, "firepower": 4, "health": 7, "ranges": [1, 2, 3]}]})";
  const auto good = LoadScenarioText(R"({"data": "none", "cards": [)" + rifles + "]}", "cards.json");
  INFO(Dump(good.errors));
  REQUIRE(good.ok());
  CHECK(good.scenario->catalog.FindCard("u_rifles") >= 0);

  const auto bad = LoadScenarioText(R"({"data": "none", "cards": [{"id": "u_broken", "family": "unit", "bogus": 1}]})",
                                    "bad_cards.json");
  CHECK_FALSE(bad.ok());
  REQUIRE_FALSE(bad.errors.empty());
  for (const auto& e : bad.errors) CHECK(e.file == "bad_cards.json");
}

TEST_CASE("Scenario: a data-none loadout may name the standard cannon without defining it", "[data][scenario][cards]") {
  // scenario-format.md: a standard_cannon is always available. The card fixture's
  // scenario, with its own cannon record taken out, must still load and play the same.
  nlohmann::json root = nlohmann::json::parse(bc::test::ReadText(bc::test::FixturePath("cards/scenario_cards.json")));
  REQUIRE(root.contains("weapons"));
  root.erase("weapons");
  const auto load = LoadScenarioText(root.dump(), "no_cannon.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::Catalog& catalog = load.scenario->catalog;
  const int cannon = catalog.FindWeapon("standard_cannon");
  REQUIRE(cannon >= 0);
  CHECK(catalog.weapons[static_cast<std::size_t>(cannon)].power_steps == std::vector<int>{1, 3, 5});
  REQUIRE(catalog.FindLoadout("starter") >= 0);
  CHECK(catalog.loadouts[static_cast<std::size_t>(catalog.FindLoadout("starter"))].weapon == "standard_cannon");
  const auto run = RunScenario(*load.scenario);
  CHECK(run.passed());
}
