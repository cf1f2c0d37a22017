// The battle-state save format: a BattleState to and from versioned JSON that a person
// can read and edit. Cells are "C3", attackers are objects naming their type, shields
// and barricades are objects keyed by quadrant and cell, the mission, weapon and cards
// go by id, and the 64-bit seed and RNG state are decimal strings. Saving the same
// state gives the same bytes; loading a save gives back an equal state. Documented in
// docs/data-format.md ("Saves").
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "data/load_error.h"
#include "data/reader.h"

namespace bc::data {

constexpr const char* kSaveFormat = "base-command-save";
// Version 2 adds the posts (docs/rules.md, Posts); a version-1 save reads as a battle
// with none.
constexpr int kSaveVersion = 2;

// The whole state as a JSON document ("format", "version" and every field).
nlohmann::json SaveToJson(const Catalog& catalog, const BattleState& state);
// The document as text: two-space indent, keys sorted, a final newline.
std::string SaveToString(const Catalog& catalog, const BattleState& state);

struct SaveLoad {
  std::optional<BattleState> state;
  LoadErrors errors;
  bool ok() const { return state.has_value() && errors.empty(); }
};

// Parses and checks a save. Every problem is reported (unknown ids, bad cells, values
// out of range); a save written by a newer version of the game is refused. Never
// throws; `state` is set only when there were no errors.
SaveLoad LoadSaveText(const Catalog& catalog, std::string_view text, const std::string& file);
SaveLoad LoadSaveFile(const Catalog& catalog, const std::filesystem::path& path);
// Same, from an already parsed document (`context` names the source for errors).
SaveLoad LoadSaveJson(const Catalog& catalog, const nlohmann::json& root, const ReadContext& context);

// The mission's board, base, shields and cannon with nothing spawned and no cards: what
// a save's missing fields default to.
BattleState MissionBoardState(const Catalog& catalog, MissionIndex mission, std::uint64_t seed);

// Reads the state fields present in `record` over `state`; fields left out keep their
// value. "format", "version" and "mission" are the caller's. Shared by saves and by a
// scenario's inline "state".
void ReadStateFields(const Catalog& catalog, Reader& record, BattleState& state);

// Rebuilds attacker_at from the attacker list, then the board masks from the arrays.
void IndexAttackers(BattleState& state);

}  // namespace bc::data
