// The field run's file <-> RunSave (run_json.h).
#include "data/run_json.h"

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "data/json_source.h"
#include "data/loadout_json.h"
#include "data/reader.h"

namespace bc::data {

namespace {

using nlohmann::json;

const std::set<std::string>& KnownKeys() {
  static const std::set<std::string> keys = {"format", "version", "seed", "daily", "difficulty", "depth", "stage",
                                             "end", "deck", "units", "scores", "stops", "siege"};
  return keys;
}

// An integer field brought into [min, max] (noted), or left as it was (noted) when it is
// not an integer.
void SalvageInt(Reader& root, const char* key, int& out, int min, int max) {
  const json* value = root.Raw(key);
  if (value == nullptr) return;
  const std::string range = "an integer between " + std::to_string(min) + " and " + std::to_string(max);
  if (!value->is_number_integer()) {
    root.Error(key, "must be " + range + ", got " + DescribeJson(*value) + "; " + std::to_string(out) + " is used");
    return;
  }
  const long long v = value->is_number_unsigned() ? static_cast<long long>(std::min<std::uint64_t>(value->get<std::uint64_t>(), 1ULL << 62))
                                                  : value->get<long long>();
  const int clamped = static_cast<int>(std::clamp<long long>(v, min, max));
  if (clamped != v) root.Error(key, "must be " + range + ", got " + std::to_string(v) + "; " + std::to_string(clamped) + " is used");
  out = clamped;
}

void SalvageString(Reader& root, const char* key, std::string& out) {
  const json* value = root.Raw(key);
  if (value == nullptr) return;
  if (value->is_string()) {
    out = value->get<std::string>();
  } else {
    root.Error(key, "must be a string, got " + DescribeJson(*value) + "; it is left out");
  }
}

void ReadDeck(Reader& root, runs::RunDeck& deck) {
  const json* value = root.Raw("deck");
  if (value == nullptr) return;
  if (!value->is_object()) {
    root.Error("deck", "must be a deck's object, got " + DescribeJson(*value) + "; the run's starting deck is used");
    return;
  }
  Reader record(root.context(), *value, root.PointerOf("deck"));
  LoadoutDef loadout;
  ReadDeckFields(record, loadout);
  record.Finish();
  deck = runs::DeckOf(loadout);
}

// Each kept unit that names a card (a value that does not read keeps its default, one out
// of range is brought into it); one that names none is left out, and its place in the
// deck takes a fresh unit when the run is resumed.
void ReadUnits(Reader& root, Roster& units) {
  for (Reader& record : root.Records("units", false)) {
    CarriedUnit unit = ReadCarriedUnit(record);
    if (unit.card.empty()) {
      record.Error("", "names no unit card, so it is left out and its place takes a fresh one");
    } else {
      units.push_back(std::move(unit));
    }
  }
}

void ReadScores(Reader& root, std::vector<int>& scores) {
  const json* value = root.Raw("scores");
  if (value == nullptr) return;
  if (!value->is_array()) {
    root.Error("scores", "must be an array of scores, got " + DescribeJson(*value) + "; it is left out");
    return;
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    const json& s = (*value)[i];
    if (s.is_number_integer() && s.get<long long>() >= 0 && s.get<long long>() <= 10'000'000) {
      scores.push_back(s.get<int>());
    } else {
      root.context().Error(PointerAppend(root.PointerOf("scores"), i),
                           "must be a score from 0 to 10000000, got " + DescribeJson(s) + "; 0 is used");
      scores.push_back(0);
    }
  }
}

void ReadStops(Reader& root, std::vector<runs::StopKind>& stops) {
  const json* value = root.Raw("stops");
  if (value == nullptr) return;
  if (!value->is_array()) {
    root.Error("stops", "must be an array of stop names, got " + DescribeJson(*value) + "; it is left out");
    return;
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    const json& s = (*value)[i];
    const std::optional<runs::StopKind> kind = s.is_string() ? runs::ParseStopKind(s.get<std::string>()) : std::nullopt;
    if (kind) {
      stops.push_back(*kind);
    } else {
      root.context().Error(PointerAppend(root.PointerOf("stops"), i),
                           "is not a stop (repair, promotion, redundancy, supply): " + DescribeJson(s) + "; it is left out");
    }
  }
}

}  // namespace

std::string RunSaveToText(const RunSave& save) {
  const runs::RunState& run = save.run;
  json deck;
  WriteDeckFields(runs::DeckLoadout(run.deck), deck);
  json stops = json::array();
  for (const runs::StopKind s : run.stops) stops.push_back(runs::StopKindName(s));
  json doc = {{"format", kRunFormat},
              {"version", kRunVersion},
              {"seed", std::to_string(run.seed)},
              {"daily", run.daily},
              {"difficulty", run.difficulty},
              {"depth", run.depth},
              {"stage", runs::RunStageName(run.stage)},
              {"end", runs::RunEndName(run.end)},
              {"deck", deck},
              {"units", RosterToJson(run.units)},
              {"scores", run.scores},
              {"stops", stops}};
  if (!save.siege.empty()) {
    const json siege = json::parse(save.siege, nullptr, false);
    if (!siege.is_discarded()) doc["siege"] = siege;
  }
  for (const auto& [key, text] : save.unknown_keys) {
    const json value = json::parse(text, nullptr, false);
    if (!value.is_discarded() && !doc.contains(key)) doc[key] = value;
  }
  return doc.dump(2) + "\n";
}

RunParse RunSaveFromText(std::string_view text, const std::string& file) {
  RunParse parse;
  LoadErrors errors;
  const std::optional<JsonSource> source = ParseJsonText(text, file, errors, kMaxSaveBytes);
  const auto damaged = [&](std::string reason) {
    parse.problem = RunParse::Problem::kDamaged;
    parse.reason = std::move(reason);
    return parse;
  };
  if (!source) return damaged(errors.empty() ? "it is not JSON" : FormatError(errors.front()));
  if (!source->root.is_object()) return damaged("it is not a field run's file");
  const json& root_json = source->root;
  if (!root_json.contains("format") || root_json["format"] != kRunFormat) {
    return damaged("it is not a field run's file (its \"format\" is not \"" + std::string(kRunFormat) + "\")");
  }
  const json& version = root_json.contains("version") ? root_json["version"] : json();
  if (version.is_number_integer() && version.get<long long>() > kRunVersion) {
    parse.problem = RunParse::Problem::kNewer;
    parse.reason = "it was written by a newer version of Base Command";
    return parse;
  }
  // Read by the salvage rule: errors are notes, integers out of range are brought in.
  std::vector<UnknownKey> nested_unknown;
  const ReadContext context{source->file, &source->locator, &parse.salvaged, nullptr, &nested_unknown};
  Reader root(context, root_json, "");
  RunSave save;
  runs::RunState& run = save.run;
  root.Allow("format");
  root.Allow("version");
  std::uint64_t seed = 0;
  {
    LoadErrors seed_errors;
    const ReadContext seed_context{source->file, &source->locator, &seed_errors, nullptr};
    Reader seed_reader(seed_context, root_json, "");
    if (!seed_reader.OptU64("seed", seed) || !seed_errors.empty()) {
      return damaged("it has no run seed that reads, and a run is nothing without its seed");
    }
    root.Allow("seed");
  }
  run.seed = seed;
  SalvageString(root, "daily", run.daily);
  SalvageString(root, "difficulty", run.difficulty);
  if (run.difficulty.empty()) run.difficulty = kStandardDifficulty;
  SalvageInt(root, "depth", run.depth, 0, 30);
  std::string stage = runs::RunStageName(run.stage);
  SalvageString(root, "stage", stage);
  if (!runs::ParseRunStage(stage, run.stage)) {
    root.Error("stage", "is not a stage of a run: \"" + stage + "\"; the run goes on at its next siege");
    run.stage = runs::RunStage::kSiege;
  }
  std::string end;
  SalvageString(root, "end", end);
  if (!runs::ParseRunEnd(end, run.end)) {
    root.Error("end", "is not how a run ends: \"" + end + "\"; it is left out");
    run.end = runs::RunEnd::kNone;
  }
  if ((run.end == runs::RunEnd::kNone) != (run.stage != runs::RunStage::kOver)) {
    root.Error("end", "does not match the stage \"" + std::string(runs::RunStageName(run.stage)) + "\"; the run is taken as " +
                          (run.stage == runs::RunStage::kOver ? "abandoned" : "going on"));
    run.end = run.stage == runs::RunStage::kOver ? runs::RunEnd::kAbandoned : runs::RunEnd::kNone;
  }
  ReadDeck(root, run.deck);
  ReadUnits(root, run.units);
  ReadScores(root, run.scores);
  ReadStops(root, run.stops);
  if (const json* siege = root.Raw("siege"); siege != nullptr) {
    if (siege->is_object()) {
      save.siege = siege->dump(2) + "\n";
    } else {
      root.Error("siege", "must be a mission file's object, got " + DescribeJson(*siege) + "; the siege is drawn again from the seed");
    }
  }
  for (auto it = root_json.begin(); it != root_json.end(); ++it) {
    if (KnownKeys().count(it.key()) == 0) save.unknown_keys.emplace_back(it.key(), it.value().dump());
  }
  // A key this version does not know inside the deck or a unit: the file is rewritten
  // from the run at every step, which has no place for it.
  for (const UnknownKey& unknown : nested_unknown) {
    context.Error(PointerAppend(unknown.pointer, unknown.key),
                  "is a key this version does not know, in a record it does not keep such keys in; left out");
  }
  parse.save = std::move(save);
  return parse;
}

}  // namespace bc::data
