// Profile <-> JSON (profile_json.h).
#include "data/profile_json.h"

#include <limits>

#include "campaign/campaign_grade.h"
#include "data/json_source.h"
#include "data/loadout_json.h"
#include "data/reader.h"

namespace bc::data {

namespace {

// The most one mission can pay in its life: a flawless grade at the best-paying level.
constexpr int kMaxPayout = kFlawlessPayout * kMaxCreditPercent / 100;


using nlohmann::json;

constexpr int kMaxCount = kMaxProfileCount;

json StatisticsToJson(const Statistics& stats) {
  json history = json::array();
  for (const BattleLogEntry& entry : stats.history) {
    history.push_back({{"mission", entry.mission}, {"victory", entry.victory},
                       {"score", entry.score}, {"stars", entry.stars}, {"turns", entry.turns}});
  }
  json out = {{"battles", stats.battles},
          {"victories", stats.victories},
          {"defeats", stats.defeats},
          {"kills", stats.kills},
          {"damage_dealt", stats.damage_dealt},
          {"base_damage_taken", stats.base_damage_taken},
          {"cannon_shots", stats.cannon_shots},
          {"units_lost", stats.units_lost},
          {"turns_played", stats.turns_played},
          {"flawless_victories", stats.flawless_victories},
          {"best_score", stats.best_score},
          {"credits_earned", stats.credits_earned},
          {"refits", stats.refits},
          {"kills_by_enemy", stats.kills_by_enemy},
          {"history", history}};
  // The field runs, written once there is one (a profile without runs reads the same).
  if (!(stats.runs == RunStatistics{})) {
    const RunStatistics& r = stats.runs;
    json runs_history = json::array();
    for (const RunRecord& run : r.history) {
      json line = {{"seed", std::to_string(run.seed)}, {"difficulty", run.difficulty}, {"depth", run.depth},
                   {"sieges", run.sieges}, {"score", run.score}, {"end", run.end}, {"deck", run.deck}};
      if (!run.daily.empty()) line["daily"] = run.daily;
      runs_history.push_back(line);
    }
    out["runs"] = {{"runs", r.runs},           {"won", r.won},           {"daily", r.daily},
                   {"sieges_won", r.sieges_won}, {"best_depth", r.best_depth}, {"best_score", r.best_score},
                   {"history", runs_history}};
  }
  return out;
}

// The field runs' statistics and history (absent: no run yet).
void ReadRunStatistics(Reader& record, RunStatistics& runs) {
  record.Int("runs", runs.runs, 0, kMaxCount);
  record.Int("won", runs.won, 0, kMaxCount);
  record.Int("daily", runs.daily, 0, kMaxCount);
  record.Int("sieges_won", runs.sieges_won, 0, kMaxCount);
  record.Int("best_depth", runs.best_depth, 0, kMaxCount);
  record.Int("best_score", runs.best_score, 0, kMaxCount);
  for (Reader& entry : record.Records("history", false)) {
    RunRecord run;
    entry.OptU64("seed", run.seed);
    entry.OptString("daily", run.daily);
    entry.Id("difficulty", run.difficulty);
    entry.Int("depth", run.depth, 0, kMaxCount);
    entry.Int("sieges", run.sieges, 0, kMaxCount);
    entry.Int("score", run.score, 0, kMaxCount);
    const bool read_end = entry.Word("end", run.end, true, {"won", "lost", "abandoned"});
    const bool ended = run.end == "won" || run.end == "lost" || run.end == "abandoned";
    if (read_end && !ended) {
      entry.Error("end", "must be \"won\", \"lost\" or \"abandoned\", got \"" + run.end + "\"; the record is left out");
    }
    entry.OptIdList("deck", run.deck);
    entry.Finish();
    // A record that does not say how the run ended is left out (named above); a value out
    // of range in one that does was brought into range.
    if (ended) runs.history.push_back(run);
  }
  record.Finish();
}

// Reads a JSON object of id -> record, calling fn(reader, id) for each.
template <typename Fn>
void ReadIdMap(Reader& parent, std::string_view key, Fn fn) {
  const json* value = parent.Raw(key);
  if (value == nullptr) return;
  if (!value->is_object()) {
    parent.Error(key, "must be an object keyed by id, got " + DescribeJson(*value));
    return;
  }
  for (auto it = value->begin(); it != value->end(); ++it) {
    Reader child(parent.context(), it.value(), PointerAppend(parent.PointerOf(key), it.key()));
    if (child.is_object()) fn(child, it.key());
  }
}

void ReadStatistics(Reader& record, Statistics& stats) {
  record.Int("battles", stats.battles, 0, kMaxCount);
  record.Int("victories", stats.victories, 0, kMaxCount);
  record.Int("defeats", stats.defeats, 0, kMaxCount);
  record.Int("kills", stats.kills, 0, kMaxCount);
  record.Int("damage_dealt", stats.damage_dealt, 0, kMaxCount);
  record.Int("base_damage_taken", stats.base_damage_taken, 0, kMaxCount);
  record.Int("cannon_shots", stats.cannon_shots, 0, kMaxCount);
  record.Int("units_lost", stats.units_lost, 0, kMaxCount);
  record.Int("turns_played", stats.turns_played, 0, kMaxCount);
  record.Int("flawless_victories", stats.flawless_victories, 0, kMaxCount);
  record.Int("best_score", stats.best_score, 0, kMaxCount);
  record.Int("credits_earned", stats.credits_earned, 0, kMaxCount);
  record.Int("refits", stats.refits, 0, kMaxCount);
  if (const json* kills = record.Raw("kills_by_enemy")) {
    if (!kills->is_object()) {
      record.Error("kills_by_enemy", "must be an object of enemy id -> count");
    } else {
      for (auto it = kills->begin(); it != kills->end(); ++it) {
        const std::string pointer = PointerAppend(record.PointerOf("kills_by_enemy"), it.key());
        if (!it.value().is_number_integer()) {
          record.context().Error(pointer, "must be a count, got " + DescribeJson(it.value()) + "; left out");
          continue;
        }
        const bool negative = !it.value().is_number_unsigned() && it.value().get<long long>() < 0;
        const bool over = !negative && it.value().get<unsigned long long>() > static_cast<unsigned long long>(kMaxCount);
        if (negative || over) {
          const int used = negative ? 0 : kMaxCount;
          record.context().Error(pointer, "must be a count between 0 and " + std::to_string(kMaxCount) + ", got " +
                                              DescribeJson(it.value()) + "; " + std::to_string(used) + " is used");
          stats.kills_by_enemy[it.key()] = used;
          continue;
        }
        stats.kills_by_enemy[it.key()] = it.value().get<int>();
      }
    }
  }
  for (Reader& entry : record.Records("history", false)) {
    BattleLogEntry line;
    const bool named = entry.Id("mission", line.mission);
    entry.Bool("victory", line.victory);
    entry.Int("score", line.score, -kMaxCount, kMaxCount);
    entry.Int("stars", line.stars, 0, 3);
    entry.Int("turns", line.turns, 0, kMaxCount);
    entry.Finish();
    // A line that names no mission says nothing: it is left out (its problem noted).
    if (named) stats.history.push_back(line);
  }
  if (auto runs = record.Child("runs", false)) ReadRunStatistics(*runs, stats.runs);
  record.Finish();
}

void ReadLedger(Reader& record, Ledger& ledger) {
  record.Int("earned", ledger.earned, 0, kMaxCount);
  record.Int("cards", ledger.cards, 0, kMaxCount);
  record.Int("ranks", ledger.ranks, 0, kMaxCount);
  record.Int("slots", ledger.slots, 0, kMaxCount);
  record.Int("services", ledger.services, 0, kMaxCount);
  record.Int("refits", ledger.refits, 0, kMaxCount);
  record.Finish();
}

// The battle in progress: kept only when every part of it reads, since a part missing
// would replay another battle (the siege's own file, active_siege.json, keeps it whole).
void ReadActiveSiege(Reader& root, Profile& profile) {
  const json* value = root.Raw("active_siege");
  if (value == nullptr || value->is_null()) return;
  const std::size_t errors_before = root.context().errors->size();
  Reader record(root.context(), *value, root.PointerOf("active_siege"));
  if (!record.is_object()) return;
  ActiveSiege siege;
  if (record.Has("campaign")) {
    const json* campaign = record.Raw("campaign");
    if (campaign->is_string()) {
      siege.campaign = campaign->get<std::string>();
    } else {
      record.Error("campaign", "must be an operation id or \"\"");
    }
  }
  record.Id("mission", siege.mission);
  const json* seed = record.Raw("seed");
  if (seed == nullptr || !seed->is_number_unsigned()) {
    record.Error("seed", "must be a non-negative integer");
  } else {
    siege.seed = seed->get<std::uint64_t>();
  }
  const json* actions = record.Raw("actions");
  if (actions == nullptr || !actions->is_array()) {
    record.Error("actions", "must be an array of action strings");
  } else {
    for (const json& action : *actions) {
      if (action.is_string()) {
        siege.actions.push_back(action.get<std::string>());
      } else {
        record.Error("actions", "must hold strings only, got " + DescribeJson(action));
        break;
      }
    }
  }
  record.Finish();
  if (root.context().errors->size() != errors_before) {
    record.Error("", "does not read whole, so the record of the battle in progress is left out");
    return;
  }
  profile.active_siege = siege;
}

// A kept unit of an operation's roster: left out when it names no card (its problem
// noted); its HP is brought down to its maximum when above it.
std::optional<CarriedUnit> ReadRosterUnit(Reader& record) {
  CarriedUnit unit = ReadCarriedUnit(record);
  if (unit.card.empty()) {
    record.Error("", "names no unit card, so it is left out");
    return std::nullopt;
  }
  return unit;
}

// JSON pointer -> its keys ("/missions/a~1b" -> {"missions", "a/b"}).
std::vector<std::string> PointerKeys(const std::string& pointer) {
  std::vector<std::string> keys;
  std::size_t at = 0;
  while (at < pointer.size() && pointer[at] == '/') {
    const std::size_t end = std::min(pointer.find('/', at + 1), pointer.size());
    std::string key = pointer.substr(at + 1, end - at - 1);
    for (std::size_t i = 0; (i = key.find('~', i)) != std::string::npos; ++i) {
      if (i + 1 < key.size()) key.replace(i, 2, key[i + 1] == '1' ? "/" : "~");
    }
    keys.push_back(std::move(key));
    at = end;
  }
  return keys;
}

// The object at `keys` in `root`, or null when there is none (or a list is on the way).
json* ObjectAt(json& root, const std::vector<std::string>& keys) {
  json* at = &root;
  for (const std::string& key : keys) {
    if (!at->is_object()) return nullptr;
    const auto it = at->find(key);
    if (it == at->end()) return nullptr;
    at = &*it;
  }
  return at->is_object() ? at : nullptr;
}

// The keys the reader did not know, as the profile keeps them: those in an object the
// profile writes back; one in a list's entry (a battle of the history, a kept unit),
// whose place a later save may not have, or in a record left out, is noted and dropped.
void KeepUnknownKeys(const std::vector<UnknownKey>& found, const ReadContext& context, Profile& profile) {
  json written = ProfileToJson(profile);
  for (const UnknownKey& unknown : found) {
    const std::vector<std::string> parent = PointerKeys(unknown.pointer);
    json* holder = ObjectAt(written, parent);
    if (holder == nullptr || holder->contains(unknown.key)) {
      context.Error(PointerAppend(unknown.pointer, unknown.key),
                    "is a key this version does not know, in a record it does not keep such keys in; left out");
      continue;
    }
    (*holder)[unknown.key] = nullptr;  // taken: a second key of the same name is not kept twice
    profile.unknown_fields.push_back({parent, unknown.key, unknown.json});
  }
}

}  // namespace

json ProfileToJson(const Profile& profile) {
  json missions = json::object();
  for (const auto& [id, record] : profile.missions) {
    missions[id] = {{"plays", record.plays},         {"victories", record.victories},
                    {"best_score", record.best_score}, {"stars", record.stars},
                    {"flawless", record.flawless},   {"payout", record.payout}};
    // Written whenever the mission was won (even empty), so that what reads back is what
    // was written: a record without the key is one from before levels (see the reader).
    if (record.victories > 0 || !record.levels.empty()) {
      json levels = json::object();
      for (const auto& [level, at] : record.levels) {
        levels[level] = {{"victories", at.victories}, {"best_score", at.best_score}, {"stars", at.stars},
                         {"flawless", at.flawless},   {"payout", at.payout}};
      }
      missions[id]["levels"] = levels;
    }
  }
  json campaigns = json::object();
  for (const auto& [id, progress] : profile.campaigns) {
    campaigns[id] = {{"roster", RosterToJson(progress.roster)}};
  }
  json siege = nullptr;
  if (profile.active_siege) {
    siege = {{"campaign", profile.active_siege->campaign},
             {"mission", profile.active_siege->mission},
             {"seed", profile.active_siege->seed},
             {"actions", profile.active_siege->actions}};
  }
  const Ledger& ledger = profile.ledger;
  json out = {{"format", kProfileFormat},
          {"version", kProfileVersion},
          {"callsign", profile.callsign},
          {"difficulty", profile.difficulty},
          {"emblem", profile.emblem},
          {"calling_card", profile.calling_card},
          {"credits", profile.credits},
          {"owned_cards", profile.owned_cards},
          {"command_file_slots", profile.command_file_slots},
          {"services", profile.services},
          {"missions", missions},
          {"campaigns", campaigns},
          {"active_siege", siege},
          {"statistics", StatisticsToJson(profile.stats)},
          {"ledger",
           {{"earned", ledger.earned}, {"cards", ledger.cards}, {"ranks", ledger.ranks},
            {"slots", ledger.slots}, {"services", ledger.services}, {"refits", ledger.refits}}},
          {"achievements", profile.achievements},
          {"cosmetics", profile.cosmetics},
          {"hostiles_met", profile.hostiles_met},
          {"tips_seen", profile.tips_seen}};
  // What this version does not know goes back where it was found, when that place is
  // still written (a record since removed takes its unknown keys with it).
  for (const UnknownField& field : profile.unknown_fields) {
    json* holder = ObjectAt(out, field.parent);
    if (holder == nullptr || holder->contains(field.key)) continue;
    json value = json::parse(field.json, nullptr, false);
    if (!value.is_discarded()) (*holder)[field.key] = std::move(value);
  }
  return out;
}

std::string ProfileToText(const Profile& profile) { return ProfileToJson(profile).dump(2) + "\n"; }

ProfileParse ProfileFromText(std::string_view text, const std::string& file) {
  ProfileParse result;
  LoadErrors errors;
  // Damaged: not JSON, or not a profile at all. Nothing else is.
  auto damaged = [&](ProfileParse& out) {
    out.problem = ProfileParse::Problem::kCorrupt;
    out.problem_count = static_cast<int>(errors.size());
    out.reason = errors.empty() ? "it could not be read" : FormatError(errors.front());
    out.profile.reset();
    return out;
  };
  std::optional<JsonSource> source = ParseJsonText(text, file, errors, kMaxProfileBytes);
  if (!source) return damaged(result);
  const json& root = source->root;
  std::vector<UnknownKey> unknown;
  const ReadContext context{file, &source->locator, &errors, nullptr, &unknown};
  if (!root.is_object() || !root.contains("format") || root["format"] != kProfileFormat) {
    context.Error("", "this is not a Base Command profile (no \"format\": \"" +
                          std::string(kProfileFormat) + "\")");
    return damaged(result);
  }
  const json& version = root.contains("version") ? root["version"] : json();
  if (version.is_number_integer() && version.get<long long>() > kProfileVersion) {
    result.problem = ProfileParse::Problem::kNewer;
    result.version = version.get<long long>() > 1'000'000 ? 1'000'000 : version.get<int>();
    result.reason = "it was written by a newer version of Base Command (profile version " +
                    std::to_string(result.version) + "; this build reads version " +
                    std::to_string(kProfileVersion) + ")";
    return result;
  }
  if (version.is_number_integer() && version.get<long long>() >= 1) {
    result.version = version.get<int>();
  } else {
    context.Error("/version", "must be a positive whole number, got " + DescribeJson(version) +
                                  "; read as version " + std::to_string(kProfileVersion));
    result.version = kProfileVersion;
  }

  // Salvaged, not strict: every problem below is a note of what was changed or left
  // out, and the profile keeps everything else (docs/data-format.md, "Player files").
  Profile profile;
  Reader reader(context, root, "");
  reader.Allow("format");
  reader.Allow("version");
  reader.String("callsign", profile.callsign);
  reader.OptId("difficulty", profile.difficulty);
  reader.Id("emblem", profile.emblem);
  reader.Id("calling_card", profile.calling_card);
  reader.Int("credits", profile.credits, 0, kMaxCount);
  std::vector<std::string> list;
  if (reader.OptIdList("owned_cards", list) || !list.empty()) profile.owned_cards.insert(list.begin(), list.end());
  reader.Int("command_file_slots", profile.command_file_slots, kStartingCommandFileSlots,
             kMaxCommandFileSlots);
  list.clear();
  if (reader.OptIdList("services", list) || !list.empty()) profile.services.insert(list.begin(), list.end());
  // Every mission record that is an object is kept, whatever the data has: a mission
  // the data no longer has keeps its record for when it returns.
  ReadIdMap(reader, "missions", [&](Reader& record, const std::string& id) {
    MissionRecord mission;
    record.Int("plays", mission.plays, 0, kMaxCount);
    record.Int("victories", mission.victories, 0, kMaxCount);
    record.Int("best_score", mission.best_score, -kMaxCount, kMaxCount);
    record.Int("stars", mission.stars, 0, 3);
    record.Bool("flawless", mission.flawless);
    record.Int("payout", mission.payout, 0, kMaxPayout);
    const bool has_levels = record.Has("levels");
    ReadIdMap(record, "levels", [&](Reader& level, const std::string& level_id) {
      LevelRecord at;
      level.Int("victories", at.victories, 0, kMaxCount);
      level.Int("best_score", at.best_score, -kMaxCount, kMaxCount);
      level.Int("stars", at.stars, 0, 3);
      level.Bool("flawless", at.flawless);
      level.Int("payout", at.payout, 0, kMaxPayout);
      level.Finish();
      mission.levels[level_id] = at;
    });
    // A record from before levels (version 1) was won at STANDARD, the only level there was.
    if (!has_levels && mission.victories > 0) {
      mission.levels[kStandardDifficulty] =
          LevelRecord{mission.victories, mission.best_score, mission.stars, mission.flawless, mission.payout};
    }
    record.Finish();
    profile.missions[id] = mission;
  });
  ReadIdMap(reader, "campaigns", [&](Reader& record, const std::string& id) {
    CampaignProgress progress;
    for (Reader& unit : record.Records("roster", true)) {
      if (std::optional<CarriedUnit> kept = ReadRosterUnit(unit)) progress.roster.push_back(std::move(*kept));
    }
    record.Finish();
    profile.campaigns[id] = progress;
  });
  ReadActiveSiege(reader, profile);
  if (auto stats = reader.Child("statistics", true)) ReadStatistics(*stats, profile.stats);
  if (auto ledger = reader.Child("ledger", true)) ReadLedger(*ledger, profile.ledger);
  list.clear();
  if (reader.OptIdList("achievements", list) || !list.empty()) profile.achievements.insert(list.begin(), list.end());
  list.clear();
  if (reader.OptIdList("cosmetics", list) || !list.empty()) profile.cosmetics.insert(list.begin(), list.end());
  list.clear();
  if (reader.OptIdList("hostiles_met", list) || !list.empty()) profile.hostiles_met.insert(list.begin(), list.end());
  list.clear();
  if (reader.OptIdList("tips_seen", list) || !list.empty()) profile.tips_seen.insert(list.begin(), list.end());
  reader.Finish();
  KeepUnknownKeys(unknown, context, profile);

  result.salvaged = std::move(errors);
  result.profile = std::move(profile);
  return result;
}

}  // namespace bc::data
