// What a screen asks the session to do for the player, as plain data, and what came of
// it. The screens put requests in what they return for the frame; after the frame the
// shell hands them to the profile session (ProfileSession::Carry), which changes the
// profile, the command files or the active siege and saves at once, or to the battle in
// progress (BattleService::Carry), which plays the action and saves the siege; the screen
// that asked hears the reply.
#pragma once

#include <string>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/card_defs.h"
#include "basecommand/event.h"
#include "session/profile_commands.h"

namespace bc::session {

struct Request {
  enum class Kind {
    kProfile,            // `profile`
    kSaveCommandFile,    // `loadout`, under its name
    kChooseCommandFile,  // `name` ("" = the starter template)
    kDeleteCommandFile,  // `name`
    kClearSiege,         // the saved battle and the profile's record of it
  };
  Kind kind = Kind::kProfile;
  ProfileCommand profile;
  LoadoutDef loadout;
  std::string name;
  std::string done;  // what the player is told when it is done ("" = nothing)

  static Request Profile(ProfileCommand command, std::string done) {
    Request r;
    r.profile = std::move(command);
    r.done = std::move(done);
    return r;
  }
  static Request SaveCommandFile(LoadoutDef loadout, std::string done) {
    Request r;
    r.kind = Kind::kSaveCommandFile;
    r.loadout = std::move(loadout);
    r.done = std::move(done);
    return r;
  }
  static Request ChooseCommandFile(std::string name, std::string done) {
    Request r;
    r.kind = Kind::kChooseCommandFile;
    r.name = std::move(name);
    r.done = std::move(done);
    return r;
  }
  static Request DeleteCommandFile(std::string name) {
    Request r;
    r.kind = Kind::kDeleteCommandFile;
    r.name = std::move(name);
    return r;
  }
  static Request ClearSiege() {
    Request r;
    r.kind = Kind::kClearSiege;
    return r;
  }
};

struct Reply {
  Request request;                    // what was asked
  bool ok = false;
  std::string text;                   // the request's `done`, or why not in words
  std::vector<std::string> problems;  // every reason it was refused (command files)
};

// What the battle screen asks of the battle in progress: an action played, the last one
// undone, or the mission started again.
struct BattleRequest {
  enum class Kind { kPlay, kUndo, kRestart };
  Kind kind = Kind::kPlay;
  Action action;  // kPlay

  static BattleRequest Play(const Action& action) { return {Kind::kPlay, action}; }
  static BattleRequest Undo() { return {Kind::kUndo, {}}; }
  static BattleRequest Restart() { return {Kind::kRestart, {}}; }
  bool operator==(const BattleRequest&) const = default;
};

struct BattleReply {
  BattleRequest request;  // what was asked
  bool ok = false;
  std::string reason;     // why not, in words (an action refused, an undo not allowed)
  Events events;          // what an accepted action made happen, in order
  bool rolled = false;    // the action drew from the RNG: it cannot be undone
};

}  // namespace bc::session
