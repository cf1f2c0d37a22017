// The active siege as a file (active_siege.json in the user folder): mission id, seed,
// the actions played, the hash of the state they lead to, the turn, and the deck, kept
// units and difficulty level the battle started from. Writing is total; reading is strict (every field checked
// with the Reader, unknown keys refused, each problem with its JSON path) and tells a save
// of another build apart from a damaged one. The session resumes from it
// (session/siege_save.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/action.h"
#include "campaign/campaign_roster.h"
#include "basecommand/card_defs.h"
#include "basecommand/difficulty.h"
#include "data/load_error.h"

namespace bc::data {

// Version 3 may hold the posts' actions (order, stand_down, support N post CELL:
// docs/rules.md, Posts), which an earlier build cannot replay; version 2 (still read, and
// resumed on the same hash: StateHash reads the posts only while one stands) records
// StateHash; version 1 (still read) recorded StateHashVersion1.
constexpr int kSiegeSaveVersion = 3;
constexpr int kOldestSiegeSaveVersion = 1;

struct SiegeSave {
  std::string mission_id;
  std::uint64_t seed = 0;
  std::vector<Action> actions;
  std::uint64_t state_hash = 0;
  int version = kSiegeSaveVersion;  // which hash state_hash is (read from the file; written
                                    // as kSiegeSaveVersion, with StateHash)
  int turn = 1;  // for the resume offer ("turn 3")
  std::optional<LoadoutDef> custom_deck;  // BattleSetup::custom_loadout
  Roster carried_units;                   // BattleSetup::carried_units
  // BattleSetup::difficulty: the level the siege is fought at. Written only when it is
  // not STANDARD, and a save without it (every save before levels) reads as STANDARD.
  std::string difficulty = kStandardDifficulty;

  // Field by field (LoadoutDef has no comparison of its own).
  bool operator==(const SiegeSave& other) const;
};

// Compact JSON ending in a newline: what goes on disk.
std::string SiegeSaveToText(const SiegeSave& save);

struct SiegeParse {
  enum class Problem { kNone, kDamaged, kOtherBuild };
  std::optional<SiegeSave> save;  // set when problem == kNone
  Problem problem = Problem::kNone;
  LoadErrors errors;              // what is wrong, each with its JSON path
};
// `file` names the text in the errors.
SiegeParse SiegeSaveFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
