#include "data/save_format.h"

#include <algorithm>

#include "data/file_io.h"
#include "data/json_source.h"
#include "data/save_card_state.h"
#include "data/save_words.h"

namespace bc::data {

namespace {

using nlohmann::json;
using namespace save_words;

template <typename E, std::size_t N>
std::string WordOf(const std::pair<std::string_view, E> (&table)[N], E value) {
  for (const auto& [word, e] : table) {
    if (e == value) return std::string(word);
  }
  return "?";
}

const char* PhaseWord(Phase phase) {
  switch (phase) {
    case Phase::kPlayer: return "player";
    case Phase::kVictory: return "victory";
    case Phase::kDefeat: return "defeat";
  }
  return "player";
}

json CellArray(const std::vector<Cell>& cells) {
  json out = json::array();
  for (const Cell c : cells) out.push_back(CellName(c));
  return out;
}

json PerkArray(std::uint32_t perks) {
  json out = json::array();
  for (int bit = 0; bit < kPerkCount; ++bit) {
    if ((perks & (1u << bit)) != 0) out.push_back(PerkName(bit));
  }
  return out;
}

const EnemyDef* EnemyOf(const Catalog& catalog, EnemyIndex index) {
  return index < catalog.enemies.size() ? &catalog.enemies[index] : nullptr;
}

std::string EnemyId(const Catalog& catalog, EnemyIndex index) {
  const EnemyDef* def = EnemyOf(catalog, index);
  if (def != nullptr) return def->id;
  std::string id(1, '#');
  id += std::to_string(index);
  return id;
}

json AttackerToJson(const Catalog& catalog, const Attacker& a) {
  const EnemyDef* def = EnemyOf(catalog, a.type);
  json out;
  out["uid"] = a.uid;
  out["type"] = EnemyId(catalog, a.type);
  out["cell"] = CellName(a.cell);
  out["hp"] = a.hp;
  // The rest only when it differs from a freshly landed attacker of its type.
  if (def == nullptr || a.max_hp != def->health) out["max_hp"] = a.max_hp;
  if (def == nullptr || a.shield != def->shield) out["shield"] = a.shield;
  if (def == nullptr || a.perks != def->perks) out["perks"] = PerkArray(a.perks);
  if (a.poison != 0) out["poison"] = a.poison;
  if (a.poison_turns != 0) out["poison_turns"] = a.poison_turns;
  if (a.incapacitated != 0) out["incapacitated"] = a.incapacitated;
  if (a.activations != 0) out["activations"] = a.activations;
  if (a.copies_made != 0) out["copies_made"] = a.copies_made;
  if (a.ability != 0) out["ability"] = a.ability - 1;
  return out;
}

}  // namespace

BattleState MissionBoardState(const Catalog& catalog, MissionIndex mission_index, std::uint64_t seed) {
  BattleState state;
  state.mission = mission_index;
  state.seed = seed;
  state.rng = Rng::FromSeed(seed);
  state.attacker_at.fill(-1);
  for (const Cell c : kBaseCells) state.cell_flags[c] = kCellBase;
  if (mission_index >= catalog.missions.size()) {
    RebuildMasks(state);
    return state;
  }
  const MissionDef& mission = catalog.missions[mission_index];
  const auto flag = [&state](const std::vector<Cell>& cells, std::uint8_t bit) {
    for (const Cell c : cells) state.cell_flags[c] = static_cast<std::uint8_t>(state.cell_flags[c] | bit);
  };
  flag(mission.blocked, kCellBlocked);
  flag(mission.objectives, kCellObjective);
  flag(mission.deployment, kCellDeployment);
  flag(mission.reinforcement, kCellReinforcement);
  for (const BarricadeDef& b : mission.barricades) {
    state.barricades[b.cell] = b.destructible ? BarricadeKind::kMission : BarricadeKind::kIndestructible;
  }
  for (int q = 0; q < kQuadrantCount; ++q) {
    state.shields[q] = mission.shields_up[q] ? ShieldState::kUp : ShieldState::kDown;
  }
  state.base_health = static_cast<std::int16_t>(mission.base_health);
  state.base_max_health = static_cast<std::int16_t>(mission.base_health);
  state.weapon = static_cast<WeaponIndex>(std::max(0, catalog.FindWeapon(mission.weapon)));
  state.cannon_charge = static_cast<std::int8_t>(mission.cannon_charge);
  state.par = static_cast<std::int16_t>(mission.par);
  RebuildMasks(state);
  return state;
}

json SaveToJson(const Catalog& catalog, const BattleState& s) {
  json out;
  out["format"] = kSaveFormat;
  out["version"] = kSaveVersion;
  out["mission"] = s.mission < catalog.missions.size() ? catalog.missions[s.mission].id : "";
  out["weapon"] = s.weapon < catalog.weapons.size() ? catalog.weapons[s.weapon].id : "";
  out["seed"] = std::to_string(s.seed);
  out["rng"] = std::to_string(s.rng.state);

  json board = json::object();
  for (const auto& [key, flag] : kBoardLists) {
    std::vector<Cell> cells;
    for (Cell c = 0; c < kCellCount; ++c) {
      if ((s.cell_flags[c] & flag) != 0) cells.push_back(c);
    }
    board[std::string(key)] = CellArray(cells);
  }
  out["board"] = board;
  json barricades = json::object();
  for (Cell c = 0; c < kCellCount; ++c) {
    if (s.barricades[c] != BarricadeKind::kNone) barricades[CellName(c)] = WordOf(kBarricadeWords, s.barricades[c]);
  }
  out["barricades"] = barricades;

  json attackers = json::array();
  for (int i = 0; i < s.attacker_count; ++i) attackers.push_back(AttackerToJson(catalog, s.attackers[i]));
  out["attackers"] = attackers;
  out["next_uid"] = s.next_uid;
  out["queue_pos"] = s.queue_pos;
  json pending = json::array();
  for (int i = 0; i < s.pending_count; ++i) {
    const PendingSpawn& p = s.pending[i];
    json entry;
    entry["entry"] = p.entry;
    entry["enemy"] = EnemyId(catalog, p.enemy);
    entry["cell"] = p.cell == kNoCell ? json(nullptr) : json(CellName(p.cell));
    pending.push_back(entry);
  }
  out["pending"] = pending;

  json shields = json::object();
  for (int q = 0; q < kQuadrantCount; ++q) {
    shields[std::string(QuadrantName(static_cast<Quadrant>(q)))] = WordOf(kShieldWords, s.shields[q]);
  }
  out["shields"] = shields;
  out["base_health"] = s.base_health;
  out["base_max_health"] = s.base_max_health;
  out["cannon_charge"] = s.cannon_charge;
  out["cannon_multiplier"] = s.cannon_multiplier;
  out["terrain_actions_left"] = s.terrain_actions_left;
  out["terrain_works"] = s.terrain_works;
  out["turn"] = s.turn;
  out["par"] = s.par;
  out["phase"] = PhaseWord(s.phase);
  out["frozen_turns"] = s.frozen_turns;
  out["skip_spawns"] = s.skip_spawns;
  out["score"] = s.score;
  out["multiplier"] = s.multiplier;
  out["final_score_awarded"] = s.final_score_awarded;
  json cards = json::object();
  CardStateToJson(catalog, s.cards, cards);
  out["cards"] = cards;
  return out;
}

std::string SaveToString(const Catalog& catalog, const BattleState& state) {
  return SaveToJson(catalog, state).dump(2) + "\n";
}

SaveLoad LoadSaveJson(const Catalog& catalog, const json& root, const ReadContext& context) {
  SaveLoad load;
  ReadContext local = context;
  local.errors = &load.errors;
  Reader record(local, root, "");
  if (!record.is_object()) return load;
  std::string format;
  int version = 0;
  record.String("format", format);
  if (!format.empty() && format != kSaveFormat) {
    record.Error("format", "this is not a Base Command save (expected \"" + std::string(kSaveFormat) + "\")");
    return load;
  }
  const json* version_value = record.Raw("version");
  if (version_value == nullptr) {
    record.Error("", "missing required field \"version\"");
    return load;
  }
  if (!version_value->is_number_integer() || version_value->get<std::int64_t>() < 1) {
    record.Error("version", "must be a whole number from 1, got " + DescribeJson(*version_value));
    return load;
  }
  version = static_cast<int>(std::min<std::int64_t>(version_value->get<std::int64_t>(), 1'000'000));
  if (version > kSaveVersion) {
    record.Error("version", "this save was written by a newer version of Base Command (save version " +
                                std::to_string(version) + "; this build reads up to " +
                                std::to_string(kSaveVersion) + ")");
    return load;
  }
  std::string mission;
  record.Id("mission", mission);
  if (mission.empty()) return load;
  const int mission_index = catalog.FindMission(mission);
  if (mission_index < 0) {
    std::vector<std::string> ids;
    for (const MissionDef& m : catalog.missions) ids.push_back(m.id);
    record.Error("mission", "unknown mission \"" + mission + "\"" + SuggestFrom(mission, ids));
    return load;
  }
  BattleState state = MissionBoardState(catalog, static_cast<MissionIndex>(mission_index), 0);
  ReadStateFields(catalog, record, state);
  record.Finish();
  if (load.errors.empty()) load.state = state;
  return load;
}

SaveLoad LoadSaveText(const Catalog& catalog, std::string_view text, const std::string& file) {
  SaveLoad load;
  const std::optional<JsonSource> source = ParseJsonText(text, file, load.errors, kMaxSaveBytes);
  if (!source) return load;
  LoadErrors parse_errors = std::move(load.errors);  // repeated keys
  load = LoadSaveJson(catalog, source->root, ReadContext{file, &source->locator, nullptr});
  load.errors.insert(load.errors.begin(), parse_errors.begin(), parse_errors.end());
  if (!load.errors.empty()) load.state.reset();
  return load;
}

SaveLoad LoadSaveFile(const Catalog& catalog, const std::filesystem::path& path) {
  SaveLoad load;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "file not found or not a regular file"});
    return load;
  }
  const std::optional<std::string> text = ReadWholeFile(path, kMaxSaveBytes);
  if (!text) {
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "cannot open the file for reading"});
    return load;
  }
  return LoadSaveText(catalog, *text, path.generic_string());
}

}  // namespace bc::data
