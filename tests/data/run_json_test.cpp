// The field run's file (data/run_json.h): what is written reads back the same, the run
// in the middle of any stage; a damaged value is salvaged and named by its JSON path,
// never the whole run lost; only a text that is not a run at all is damaged.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "data/run_json.h"

using namespace bc;
using namespace bc::data;

namespace {

RunSave FullSave() {
  RunSave save;
  runs::RunState& run = save.run;
  run.seed = 18446744073709551615ull;
  run.daily = "2026-12-05";
  run.difficulty = "audit";
  run.depth = 3;
  run.stage = runs::RunStage::kRedundancy;
  run.deck.units = {"rifle_team", "rifle_team", "sniper"};
  run.deck.supports = {"flare", "flare"};
  run.deck.fieldworks = {"mine", "works"};
  run.deck.doctrine = "logistics";
  run.deck.weapon = "standard_cannon";
  CarriedUnit veteran;
  veteran.card = "rifle_team";
  veteran.copy = 1;
  veteran.hp = 3;
  veteran.max_hp = 7;
  veteran.rank = 2;
  veteran.kills = 5;
  veteran.bonuses.firepower = 1;
  veteran.upgrades = {"bayonets"};
  run.units = {veteran};
  run.scores = {4200, 0, 1350};
  run.stops = {runs::StopKind::kRepair, runs::StopKind::kSupply, runs::StopKind::kRedundancy};
  save.siege = "{\n  \"missions\": []\n}\n";
  save.unknown_keys = {{"written_by_a_later_build", "{\"x\":1}"}};
  return save;
}

bool Noted(const LoadErrors& notes, const std::string& path, const std::string& words) {
  return std::any_of(notes.begin(), notes.end(), [&](const LoadError& e) {
    return e.path == path && e.reason.find(words) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("run file: what is written, at every stage, reads back the same with nothing to salvage", "[data][runs]") {
  for (int stage = 0; stage < runs::kRunStageCount; ++stage) {
    RunSave save = FullSave();
    save.run.stage = static_cast<runs::RunStage>(stage);
    save.run.end = save.run.stage == runs::RunStage::kOver ? runs::RunEnd::kLost : runs::RunEnd::kNone;
    const std::string text = RunSaveToText(save);
    const RunParse parse = RunSaveFromText(text, "run.json");
    INFO(text);
    CHECK(parse.problem == RunParse::Problem::kNone);
    CHECK(parse.salvaged.empty());
    REQUIRE(parse.save.has_value());
    CHECK(*parse.save == save);
    CHECK(RunSaveToText(*parse.save) == text);  // the same bytes again
  }
}

TEST_CASE("run file: a value out of range or of the wrong kind is salvaged and named, the rest of the run kept",
          "[data][runs]") {
  nlohmann::json doc = nlohmann::json::parse(RunSaveToText(FullSave()));
  doc["depth"] = 99;
  doc["stage"] = "picnic";
  doc["scores"][1] = "lots";
  doc["stops"][0] = "spa";
  doc["units"][0]["hp"] = "full";
  doc["units"][0]["mood"] = "fine";
  doc["units"].push_back({{"copy", 2}, {"hp", 1}});
  doc["siege"] = 12;
  const RunParse parse = RunSaveFromText(doc.dump(), "run.json");
  REQUIRE(parse.problem == RunParse::Problem::kNone);
  REQUIRE(parse.save.has_value());
  const runs::RunState& run = parse.save->run;
  CHECK(run.depth == 30);
  CHECK(Noted(parse.salvaged, "/depth", "30 is used"));
  CHECK(run.stage == runs::RunStage::kSiege);
  CHECK(Noted(parse.salvaged, "/stage", "next siege"));
  CHECK(run.scores == std::vector<int>{4200, 0, 1350});
  CHECK(Noted(parse.salvaged, "/scores/1", "0 is used"));
  CHECK(run.stops == std::vector<runs::StopKind>{runs::StopKind::kSupply, runs::StopKind::kRedundancy});
  CHECK(Noted(parse.salvaged, "/stops/0", "left out"));
  REQUIRE(run.units.size() == 1);  // kept, its rank and kills with it
  CHECK(run.units[0].rank == 2);
  CHECK(run.units[0].kills == 5);
  CHECK(Noted(parse.salvaged, "/units/0/hp", ""));
  CHECK(Noted(parse.salvaged, "/units/0/mood", "left out"));
  CHECK(Noted(parse.salvaged, "/units/1", "fresh"));  // names no card: its place comes fresh
  CHECK(parse.save->siege.empty());
  CHECK(Noted(parse.salvaged, "/siege", "drawn again"));
  // What did read is kept as it was.
  CHECK(run.seed == 18446744073709551615ull);
  CHECK(run.daily == "2026-12-05");
  CHECK(run.deck == FullSave().run.deck);
  CHECK(parse.save->unknown_keys == FullSave().unknown_keys);
}

TEST_CASE("run file: an end that does not match the stage is taken the safe way", "[data][runs]") {
  RunSave save = FullSave();
  save.run.stage = runs::RunStage::kOver;
  save.run.end = runs::RunEnd::kNone;
  RunParse parse = RunSaveFromText(RunSaveToText(save), "run.json");
  REQUIRE(parse.save.has_value());
  CHECK(parse.save->run.end == runs::RunEnd::kAbandoned);
  CHECK(Noted(parse.salvaged, "/end", "abandoned"));
  save.run.stage = runs::RunStage::kDraft;
  save.run.end = runs::RunEnd::kWon;
  parse = RunSaveFromText(RunSaveToText(save), "run.json");
  REQUIRE(parse.save.has_value());
  CHECK(parse.save->run.end == runs::RunEnd::kNone);
  CHECK(parse.save->run.stage == runs::RunStage::kDraft);
}

TEST_CASE("run file: only a text that is not a run is damaged, and a newer one is told apart", "[data][runs]") {
  CHECK(RunSaveFromText("{ not json", "run.json").problem == RunParse::Problem::kDamaged);
  CHECK(RunSaveFromText("[1, 2]", "run.json").problem == RunParse::Problem::kDamaged);
  CHECK(RunSaveFromText(R"({"format": "base-command-profile", "seed": "4"})", "run.json").problem ==
        RunParse::Problem::kDamaged);
  const RunParse seedless = RunSaveFromText(R"({"format": "base-command-run", "version": 1, "seed": "many"})", "run.json");
  CHECK(seedless.problem == RunParse::Problem::kDamaged);
  CHECK(seedless.reason.find("seed") != std::string::npos);
  const RunParse newer = RunSaveFromText(R"({"format": "base-command-run", "version": 99, "seed": "4"})", "run.json");
  CHECK(newer.problem == RunParse::Problem::kNewer);
  CHECK_FALSE(newer.save.has_value());
  // The smallest run that reads: its seed; everything else starts as a new run would.
  const RunParse bare = RunSaveFromText(R"({"format": "base-command-run", "version": 1, "seed": "4"})", "run.json");
  REQUIRE(bare.save.has_value());
  CHECK(bare.save->run.seed == 4);
  CHECK(bare.save->run.stage == runs::RunStage::kSiege);
  CHECK(bare.save->run.depth == 0);
}
