// The active siege, saved after every action so that a quit or a crash loses nothing.
// It is kept as a replay (mission id, seed, the actions played) plus the hash of the
// state they lead to: resuming replays the actions through the rules core and checks
// the hash, so the battle resumed is exactly the one left, or the player is told why
// not. The setup's custom deck and kept units (rules.h BattleSetup) are kept with it so
// that the replay starts from the same battle. The file and its strict reader:
// data/siege_json.h; written atomically through the data layer's writer.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "data/siege_json.h"
#include "session/battle_session.h"

namespace bc::session {

using data::SiegeSave;

// What the title and the OPERATIONS ARCHIVE say of a saved siege.
struct SiegeSummary {
  std::string mission_id;
  int turn = 1;
};

// The setup the save's battle starts from (mission index as given).
BattleSetup SetupOfSave(const SiegeSave& save, MissionIndex mission);

SiegeSave MakeSiegeSave(const BattleSession& session);

struct SiegeLoad {
  std::optional<SiegeSave> save;
  std::string message;  // why there is none, when a file existed but was unusable
};
// Reads a save's text (strictly: data/siege_json.h); the message says in words why a
// damaged save or one of another build cannot be resumed, with the problem's JSON path.
SiegeLoad SiegeSaveFromJson(const std::string& text, const std::string& file = "active_siege.json");

std::filesystem::path SiegeSavePath(const std::filesystem::path& user_dir);
// "" on success, else what went wrong.
std::string WriteSiegeSave(const std::filesystem::path& path, const SiegeSave& save);
// A missing file gives no save and no message.
SiegeLoad ReadSiegeSave(const std::filesystem::path& path);
void EraseSiegeSave(const std::filesystem::path& path);
// A save that cannot be resumed exactly (or read at all) is moved out of the way, never
// deleted: "<path>.unresumable-<n>" with the smallest free n; nullopt when it could not
// be moved.
std::optional<std::filesystem::path> SetAsideSiegeSave(const std::filesystem::path& path);

struct Resume {
  std::unique_ptr<BattleSession> session;
  std::string message;  // why the siege could not be resumed
};
// Rebuilds the battle from the save; checks that it arrives at the saved state.
Resume ResumeSiege(const Catalog& catalog, const SiegeSave& save);

}  // namespace bc::session
