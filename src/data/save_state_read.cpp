// Reading the fields of a save (or of a scenario's inline state) over a battle state:
// every field optional, every problem reported.
#include <algorithm>

#include "basecommand/concealment.h"
#include "data/save_format.h"
#include "data/save_card_state.h"
#include "data/save_words.h"

namespace bc::data {

namespace {

using nlohmann::json;
using namespace save_words;

void ReadBoard(Reader& record, BattleState& state) {
  auto board = record.Child("board", false);
  if (!board) return;
  for (Cell c = 0; c < kCellCount; ++c) state.cell_flags[c] = IsBaseCell(c) ? kCellBase : 0;
  for (const auto& [key, flag] : kBoardLists) {
    std::vector<Cell> cells;
    board->OptCellList(key, cells);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (IsBaseCell(cells[i])) {
        board->context().Error(PointerAppend(board->PointerOf(key), i),
                               CellName(cells[i]) + " is a command base cell");
        continue;
      }
      state.cell_flags[cells[i]] = static_cast<std::uint8_t>(state.cell_flags[cells[i]] | flag);
    }
  }
  board->Finish();
}

void ReadBarricades(Reader& record, BattleState& state) {
  std::array<BarricadeKind, kCellCount> read{};  // the map replaces the mission's barricades
  const auto each = [&](Cell cell, const json& word, const std::string& pointer) {
    if (IsBaseCell(cell) || (state.cell_flags[cell] & kCellBlocked) != 0) {
      record.context().Error(pointer, "a barricade cannot stand on a base or blocked cell");
      return;
    }
    const auto found = std::find_if(std::begin(kBarricadeWords), std::end(kBarricadeWords),
                                    [&](const auto& entry) { return word == entry.first; });
    if (found == std::end(kBarricadeWords)) {
      record.context().Error(pointer, "must be \"player\", \"mission\" or \"indestructible\", got " +
                                          DescribeJson(word));
      return;
    }
    read[cell] = found->second;
  };
  if (record.ReadCellMap("barricades", "an object of cell -> \"player\", \"mission\" or \"indestructible\"",
                         each)) {
    state.barricades = read;
  }
}

void ReadShields(Reader& record, BattleState& state) {
  auto shields = record.Child("shields", false);
  if (!shields) return;
  for (int q = 0; q < kQuadrantCount; ++q) {
    ShieldState& s = state.shields[q];
    shields->OptEnum(QuadrantName(static_cast<Quadrant>(q)), s,
                     {{"down", ShieldState::kDown}, {"up", ShieldState::kUp},
                      {"overcharged", ShieldState::kOvercharged}});
  }
  shields->Finish();
}

std::uint32_t ReadPerks(Reader& record, std::uint32_t fallback) {
  std::vector<std::string> words;
  if (!record.Has("perks")) {
    record.Raw("perks");
    return fallback;
  }
  record.OptIdList("perks", words);
  std::uint32_t perks = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::uint32_t bit = ParsePerk(words[i]);
    if (bit == 0) {
      record.context().Error(PointerAppend(record.PointerOf("perks"), i), "unknown perk \"" + words[i] + "\"");
    }
    perks |= bit;
  }
  return perks;
}

// A "lane" field: the id of one of the mission's lanes, as index + 1 (0 when absent).
std::uint8_t ReadLane(const Catalog& catalog, Reader& r, const BattleState& state) {
  std::string id;
  if (!r.OptId("lane", id) || id.empty()) return 0;
  const MissionDef* mission =
      state.mission < catalog.missions.size() ? &catalog.missions[state.mission] : nullptr;
  std::vector<std::string> ids;
  if (mission != nullptr) {
    for (std::size_t k = 0; k < mission->lanes.size(); ++k) {
      if (mission->lanes[k].id == id) return static_cast<std::uint8_t>(k + 1);
      ids.push_back(mission->lanes[k].id);
    }
  }
  r.Error("lane", "the mission has no lane \"" + id + "\"" + SuggestFrom(id, ids));
  return 0;
}

void ReadTraps(Reader& record, BattleState& state) {
  state.traps = {};
  state.trap_count = 0;
  for (Reader& r : record.Records("traps", false)) {
    Trap t;
    int fuse = 1;
    int layer = 0;
    const bool ok = r.CellField("cell", t.cell);
    r.Int("fuse", fuse, 1, 99);
    r.OptInt("layer", layer, 0, 65535);
    r.Finish();
    if (!ok) continue;
    if (state.trap_count >= kMaxTraps) {
      r.Error("", "too many demolition charges: at most " + std::to_string(kMaxTraps));
      continue;
    }
    bool twice = false;
    for (int i = 0; i < state.trap_count; ++i) twice = twice || state.traps[i].cell == t.cell;
    if (twice || IsBaseCell(t.cell)) {
      r.Error("cell", twice ? "another charge already lies on " + CellName(t.cell)
                            : CellName(t.cell) + " is a base cell; no charge lies there");
      continue;
    }
    t.fuse = static_cast<std::int8_t>(fuse);
    t.layer = static_cast<std::uint16_t>(layer);
    state.traps[state.trap_count++] = t;
  }
}

void ReadAttackers(const Catalog& catalog, Reader& record, BattleState& state) {
  if (!record.Has("attackers")) {
    record.Raw("attackers");
    return;
  }
  std::vector<Reader> records = record.Records("attackers", false);
  state.attacker_count = 0;
  std::array<bool, kCellCount> taken{};
  std::uint16_t max_uid = 0;
  std::vector<std::uint16_t> uids;
  for (Reader& r : records) {
    Attacker a;
    std::string type;
    int uid = 0;
    const bool has_uid = r.OptInt("uid", uid, 1, 65535);
    bool ok = r.Id("type", type);
    const int index = type.empty() ? -1 : catalog.FindEnemy(type);
    if (!type.empty() && index < 0) {
      std::vector<std::string> ids;
      for (const EnemyDef& e : catalog.enemies) ids.push_back(e.id);
      r.Error("type", "unknown enemy \"" + type + "\"" + SuggestFrom(type, ids));
      ok = false;
    }
    ok = r.CellField("cell", a.cell) && ok;
    const EnemyDef* def = index >= 0 ? &catalog.enemies[static_cast<std::size_t>(index)] : nullptr;
    int max_hp = def != nullptr ? def->health : 1;
    r.OptInt("max_hp", max_hp, 1, 9999);
    int hp = max_hp;
    if (r.Has("hp")) {
      r.OptInt("hp", hp, 1, max_hp);  // reports "between 1 and max_hp"
    } else {
      r.Raw("hp");
    }
    int shield = def != nullptr ? def->shield : 0;
    r.OptInt("shield", shield, 0, 999);
    int poison = 0, poison_turns = 0, incapacitated = 0, activations = 0, copies = 0;
    r.OptInt("poison", poison, 0, 99);
    r.OptInt("poison_turns", poison_turns, 0, 99);
    r.OptInt("incapacitated", incapacitated, 0, 99);
    r.OptInt("activations", activations, 0, 255);
    r.OptInt("copies_made", copies, 0, 255);
    // A hero's shown ability: an index into its type's abilities.
    int ability = -1;
    const int abilities = def != nullptr ? static_cast<int>(def->abilities.size()) : 0;
    if (r.Has("ability") && abilities == 0) {
      r.Raw("ability");
      r.Error("ability", "only a hero (an attacker type with abilities) shows an ability");
    } else {
      r.OptInt("ability", ability, 0, std::max(0, abilities - 1));
    }
    a.perks = ReadPerks(r, def != nullptr ? def->perks : 0);
    bool concealed = def != nullptr && def->concealed;  // as it lands, unless the record says
    r.OptBool("concealed", concealed);
    a.concealed = concealed;
    a.lane = ReadLane(catalog, r, state);
    r.Finish();
    if (!ok) continue;
    if (IsBaseCell(a.cell) || (state.cell_flags[a.cell] & kCellBlocked) != 0) {
      r.Error("cell", CellName(a.cell) + " is a base or blocked cell; no attacker can stand there");
      continue;
    }
    if (taken[a.cell]) {
      r.Error("cell", "another attacker already stands on " + CellName(a.cell));
      continue;
    }
    if (state.attacker_count >= kMaxAttackers) {
      r.Error("", "too many attackers: at most " + std::to_string(kMaxAttackers));
      continue;
    }
    taken[a.cell] = true;
    a.type = static_cast<EnemyIndex>(index);
    a.max_hp = static_cast<std::int16_t>(max_hp);
    a.hp = static_cast<std::int16_t>(std::min(hp, max_hp));
    a.shield = static_cast<std::int16_t>(shield);
    a.poison = static_cast<std::int8_t>(poison);
    a.poison_turns = static_cast<std::int8_t>(poison_turns);
    a.incapacitated = static_cast<std::int8_t>(incapacitated);
    a.activations = static_cast<std::uint8_t>(activations);
    a.copies_made = static_cast<std::uint8_t>(copies);
    a.ability = static_cast<std::uint8_t>(ability + 1);
    if (has_uid) {
      if (std::find(uids.begin(), uids.end(), uid) != uids.end()) {
        r.Error("uid", "uid " + std::to_string(uid) + " is used twice");
      }
      a.uid = static_cast<std::uint16_t>(uid);
    }
    uids.push_back(a.uid);
    max_uid = std::max(max_uid, a.uid);
    state.attackers[state.attacker_count++] = a;
  }
  // Attackers written without a uid get fresh ones, in order.
  std::uint16_t next = static_cast<std::uint16_t>(std::max<int>(state.next_uid, max_uid + 1));
  for (int i = 0; i < state.attacker_count; ++i) {
    if (state.attackers[i].uid == 0) state.attackers[i].uid = next++;
  }
  state.next_uid = next;
  for (int i = state.attacker_count; i < kMaxAttackers; ++i) state.attackers[i] = Attacker{};
}

void ReadPending(const Catalog& catalog, Reader& record, BattleState& state) {
  const MissionDef* mission =
      state.mission < catalog.missions.size() ? &catalog.missions[state.mission] : nullptr;
  const int schedule_size = mission != nullptr ? static_cast<int>(mission->schedule.size()) : 0;
  int queue_pos = state.queue_pos;
  record.OptInt("queue_pos", queue_pos, 0, schedule_size);
  state.queue_pos = static_cast<std::uint16_t>(queue_pos);
  if (!record.Has("pending")) {
    record.Raw("pending");
    return;
  }
  std::vector<Reader> records = record.Records("pending", false);
  state.pending_count = 0;
  state.pending = {};
  for (Reader& r : records) {
    PendingSpawn p;
    int entry = 0;
    std::string enemy;
    r.Int("entry", entry, 0, std::max(0, schedule_size - 1));
    r.Id("enemy", enemy);
    const json* cell = r.Raw("cell");
    if (cell != nullptr && !cell->is_null()) {
      const auto parsed = cell->is_string() ? ParseCellName(cell->get_ref<const std::string&>()) : std::nullopt;
      if (!parsed) r.Error("cell", "must be a cell name from A1 to H8 or null, got " + DescribeJson(*cell));
      p.cell = parsed.value_or(kNoCell);
    }
    r.Finish();
    const int index = enemy.empty() ? -1 : catalog.FindEnemy(enemy);
    if (!enemy.empty() && index < 0) r.Error("enemy", "unknown enemy \"" + enemy + "\"");
    if (index < 0) continue;
    if (state.pending_count >= kMaxPendingSpawns) {
      r.Error("", "too many pending spawns: at most " + std::to_string(kMaxPendingSpawns));
      continue;
    }
    p.entry = static_cast<std::uint16_t>(entry);
    p.enemy = static_cast<EnemyIndex>(index);
    state.pending[state.pending_count++] = p;
  }
}

template <typename T>
void ReadSmallField(Reader& record, std::string_view key, T& field, int min, int max) {
  int value = field;
  if (record.OptInt(key, value, min, max)) field = static_cast<T>(value);
}

}  // namespace

void IndexAttackers(BattleState& state) {
  state.attacker_at.fill(-1);
  for (int i = 0; i < state.attacker_count; ++i) {
    const Cell c = state.attackers[i].cell;
    if (c >= 0 && c < kCellCount) state.attacker_at[c] = static_cast<std::int8_t>(i);
  }
  RebuildMasks(state);
}


void ReadStateFields(const Catalog& catalog, Reader& record, BattleState& state) {
  std::string weapon;
  if (record.OptId("weapon", weapon)) {
    const int index = catalog.FindWeapon(weapon);
    if (index < 0) {
      record.Error("weapon", "unknown weapon \"" + weapon + "\"");
    } else {
      state.weapon = static_cast<WeaponIndex>(index);
    }
  }
  const bool has_seed = record.OptU64("seed", state.seed);
  if (!record.OptU64("rng", state.rng.state) && has_seed) state.rng = Rng::FromSeed(state.seed);

  ReadBoard(record, state);
  ReadBarricades(record, state);
  ReadAttackers(catalog, record, state);
  int next_uid = state.next_uid;
  if (record.OptInt("next_uid", next_uid, 1, 65535)) {
    for (int i = 0; i < state.attacker_count; ++i) {
      if (state.attackers[i].uid >= next_uid) {
        record.Error("next_uid", "must be above every attacker's uid (" +
                                     std::to_string(state.attackers[i].uid) + ")");
        break;
      }
    }
    state.next_uid = static_cast<std::uint16_t>(next_uid);
  }
  ReadPending(catalog, record, state);
  ReadTraps(record, state);
  ReadShields(record, state);
  ReadSmallField(record, "base_max_health", state.base_max_health, 1, 999);
  ReadSmallField(record, "base_health", state.base_health, 0, state.base_max_health);
  const int steps = state.weapon < catalog.weapons.size()
                        ? static_cast<int>(catalog.weapons[state.weapon].power_steps.size())
                        : 0;
  ReadSmallField(record, "cannon_charge", state.cannon_charge, 0, steps);
  ReadSmallField(record, "cannon_multiplier", state.cannon_multiplier, 1, 16);
  ReadSmallField(record, "terrain_actions_left", state.terrain_actions_left, 0, 9);
  record.OptBool("terrain_works", state.terrain_works);
  ReadSmallField(record, "turn", state.turn, 1, 9999);
  ReadSmallField(record, "par", state.par, 1, 999);
  record.OptEnum("phase", state.phase,
                 {{"player", Phase::kPlayer}, {"victory", Phase::kVictory}, {"defeat", Phase::kDefeat}});
  ReadSmallField(record, "frozen_turns", state.frozen_turns, 0, 99);
  ReadSmallField(record, "skip_spawns", state.skip_spawns, 0, 99);
  int score = state.score;
  if (record.OptInt("score", score, -1'000'000'000, 1'000'000'000)) state.score = score;
  ReadSmallField(record, "multiplier", state.multiplier, 1, 5);
  record.OptBool("final_score_awarded", state.final_score_awarded);
  if (auto cards = record.Child("cards", false)) {
    CardStateFromJson(catalog, *cards, state.cards);
    cards->Finish();
  }
  IndexAttackers(state);
  state.contacts = static_cast<std::uint8_t>(CountContacts(catalog, state));
}


}  // namespace bc::data
