// The desktop game's handle on the player's profile: loaded once at start from the user
// folder through the profile store (a fresh profile when there is none; a damaged or
// newer file is moved aside by the store and the player told in plain words), changed
// only through the profile_*.h operations, and saved atomically after every change
// ("The Bureau will not ask you to save."). Also records each finished battle: grade,
// improvement-only payout, statistics, achievements and the units the operation keeps;
// carries out what the campaign screens ask for (requests.h); and keeps the list of
// command files the deck builder shows.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "campaign/campaign_grade.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "campaign/profile_progress.h"
#include "basecommand/rules.h"
#include "session/command_files.h"
#include "session/profile_commands.h"
#include "session/notice_board.h"
#include "session/requests.h"

namespace bc::session {

// What recording a finished battle did, for the debrief and the notices.
struct BattleRecord {
  bool recorded = false;
  std::string campaign;      // the operation it counted for, or "" (skirmish)
  BattleReport report;
  std::string message;       // one line for the player
};

class ProfileSession {
 public:
  // Loads the profile kept in `folder`. The catalog and operations must outlive the
  // session.
  ProfileSession(std::filesystem::path folder, const Catalog& catalog, const Campaigns& campaigns);

  const Profile& profile() const { return profile_; }
  const Catalog& catalog() const { return *catalog_; }
  const Campaigns& campaigns() const { return *campaigns_; }
  const std::filesystem::path& folder() const { return folder_; }
  // How many times the profile was written (tests; the archive's footer).
  int saves() const { return saves_; }
  // Where the profile came from at start.
  bool loaded_from_backup() const { return from_backup_; }

  // Runs a profile operation on the profile; when it succeeds the profile is saved at
  // once. A refusal changes nothing and is returned as it came.
  Outcome Change(const std::function<Outcome(Profile&)>& change);

  // Carries out a command from a campaign screen (profile_commands.h) through Change.
  Outcome Apply(const ProfileCommand& command);

  // Carries out a screen's request: a profile command, a command file saved, chosen or
  // deleted (the list below is read again afterwards), or the active siege cleared (its
  // file and the profile's record). The reply says what happened in words.
  Reply Carry(const Request& request);

  // The command files in the folder and the one chosen for battle, as read at start,
  // after each request about them, and on RefreshCommandFiles.
  const CommandFileList& command_files() const { return command_files_; }
  const std::string& chosen_command_file() const { return chosen_command_file_; }
  void RefreshCommandFiles();

  // Writes the profile now. False (with a notice) when the disk refused.
  bool Save();

  // Records a finished battle. The mission's operation is found from the operations;
  // when that mission is not open yet in the profile, the battle counts as a skirmish
  // (statistics only) and the message says why. Saves the profile. A battle whose
  // `battle_key` (when not empty) equals the last one recorded is not counted twice (an
  // undone last action played again finishes the same battle again).
  BattleRecord RecordFinishedBattle(const BattleSummary& summary, const std::string& battle_key = "");

  // What a battle of the mission starts from: the deck its policy gives (the chosen
  // command file from the user folder, when the policy is custom and the file is a legal
  // deck; else the catalog's, left to the core) and, for a mission of an operation that
  // is open in the profile and carries units, the operation's kept units for that deck.
  BattleSetup SetupFor(MissionIndex mission, std::uint64_t seed) const;

  // Lines for the player (failed saves, battle debriefs); each is handed out once.
  std::vector<std::string> TakeNotices();
  // What the load had to say of a damaged, newer or missing profile: it stays on screen
  // until dismissed. Handed out once.
  std::vector<LastingNotice> TakeLastingNotices();

 private:
  std::filesystem::path folder_;
  const Catalog* catalog_;
  const Campaigns* campaigns_;
  Profile profile_;
  int saves_ = 0;
  bool from_backup_ = false;
  std::string last_battle_key_;
  CommandFileList command_files_;
  std::string chosen_command_file_;
  std::vector<std::string> notices_;
  std::vector<LastingNotice> lasting_notices_;
};

// "OPERATION ORIENTATION: 2 STARS, 750 CREDITS PAID." and the like, for a record.
std::string DescribeRecord(const Catalog& catalog, const BattleRecord& record);

}  // namespace bc::session
