// The battle in progress as the desktop game runs it: one BattleSession, and what follows
// every accepted change to it, in one place. After each accepted action, undo or restart
// the active siege is saved (so a quit or a crash loses nothing); when the battle is over
// the save is erased and the finished battle is recorded in the profile, once. The battle
// screen asks for the player's actions (BattleRequest), and the shell carries them out
// through it after the frame; nothing that draws writes a file.
// StartBattle opens the battle the player chose: a fresh one from the profile's setup,
// the saved siege resumed, and --actions played on it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "session/battle_session.h"
#include "session/requests.h"

namespace bc::session {

class ProfileSession;

class BattleService {
 public:
  // `siege_path`: where the siege is saved ("" = nowhere). `profile`: where a finished
  // battle is recorded (null = nowhere). The profile must outlive the service, or be
  // replaced through AttachProfile first.
  BattleService(std::unique_ptr<BattleSession> session, std::filesystem::path siege_path,
                ProfileSession* profile);

  const BattleSession& session() const { return *session_; }
  void AttachProfile(ProfileSession* profile) { profile_ = profile; }

  // A field run's battle (session/run_service.h): its end goes to `finished`, once, before
  // its save is erased (so a crash between the two loses nothing), and not to the
  // profile; and it cannot be restarted, since a lost siege ends the run.
  void PlayForRun(std::function<void(const BattleSession&)> finished) { finished_ = std::move(finished); }
  bool for_run() const { return static_cast<bool>(finished_); }

  // Carries out what the battle screen asked, after the frame (requests.h): Play, Undo or
  // Restart below, and what came of it for the screen.
  BattleReply Carry(const BattleRequest& request);

  // Plays one action; an accepted one is saved (or, when it ends the battle, recorded).
  BattleSession::Outcome Play(const Action& action);
  // Undoes the last action of the turn when it may be undone, and saves.
  bool Undo();
  // The same battle from the start (same setup, same seed), saved. False (nothing
  // done) for a field run's battle.
  bool Restart();
  // Saves the siege as it stands, or erases the save and records the battle when it is
  // over. Every change above calls it; StartBattle calls it once for the opening.
  void SaveProgress();

  // Whether the siege is saved after each action (false: a battle that keeps its hands
  // off the player's saved siege).
  bool saves() const { return !siege_path_.empty(); }
  // Lines for the player (a save that failed); each is handed out once.
  std::vector<std::string> TakeNotices();

 private:
  std::unique_ptr<BattleSession> session_;
  std::filesystem::path siege_path_;
  ProfileSession* profile_;
  std::vector<std::string> notices_;
  std::function<void(const BattleSession&)> finished_;
  bool finished_told_ = false;
};

// Which battle to open.
struct BattleLaunch {
  int mission = 0;                   // index into the catalog
  std::uint64_t seed = 1;
  bool resume = false;               // the saved active siege instead
  std::vector<std::string> actions;  // played on the new battle at once (--actions)
  bool briefing = true;              // a fresh battle opens on its briefing
  // A fresh battle saves over a saved siege only when this says so (the battle restarted
  // is the saved one); otherwise the player's siege is kept as it is and the fresh battle
  // is not saved (a battle opened from the command line). The player's ABANDON IT clears
  // the siege first.
  bool replace_saved_siege = false;
  bool run = false;                  // the field run's siege (session/run_service.h)
};

struct BattleStart {
  std::unique_ptr<BattleService> battle;  // null when there is no mission to fight
  std::string problem;                 // said to the player once (why the saved siege did not resume,
                                       // or why there is no battle)
  bool briefing = false;               // the battle opens on its briefing
  std::vector<std::string> notices;    // for the notice strip
};

// Opens the battle `launch` names. A resumed siege that cannot be resumed exactly says
// why and starts the same mission afresh. With a profile, a fresh battle starts from what
// the profile gives (SetupFor: the deck and the operation's kept units). --actions are
// played at once; the first one refused stops them, with a notice.
BattleStart StartBattle(const Catalog& catalog, const std::string& catalog_message, ProfileSession* profile,
                        const std::filesystem::path& user_dir, const BattleLaunch& launch);

// "end_turn;fire C3" -> {"end_turn", "fire C3"}: the --actions list, trimmed, empties dropped.
std::vector<std::string> SplitActions(const std::string& text);

}  // namespace bc::session
