// One battle as the desktop game plays it: the state (owned by the rules core's value
// type), the legal actions, undo within the player's turn, the battle log and the
// enemy intents. No window, no drawing: the battle screen and the tests drive it.
//
// Undo and luck: the RNG lives in the state, so restoring a snapshot and repeating an
// action repeats its rolls. An action that drew from the RNG (a roll was revealed)
// cannot be undone at all, so that undo can never be used to fish for better luck by
// playing something else first. Ending the turn commits the turn.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "basecommand/difficulty.h"
#include "basecommand/intents.h"
#include "basecommand/rules.h"

namespace bc::session {

// One line of the battle log.
struct LogLine {
  int turn = 0;
  EventKind kind = EventKind::kTurnStarted;
  std::string text;
};

class BattleSession {
 public:
  // A fresh battle from `setup`: mission, seed, the deck and kept units the campaign
  // gives and the difficulty level (rules.h). At a level other than STANDARD the session
  // plays, and catalog() gives, the catalog at that level (CatalogAtDifficulty); a level
  // the catalog does not know is played as STANDARD.
  BattleSession(const Catalog& catalog, BattleSetup setup);
  // A fresh battle of `mission` with `seed` under the mission's own deck policy.
  BattleSession(const Catalog& catalog, MissionIndex mission, std::uint64_t seed);

  const Catalog& catalog() const { return *catalog_; }
  const BattleState& state() const { return state_; }
  MissionIndex mission() const { return setup_.mission; }
  std::uint64_t seed() const { return setup_.seed; }
  // What the battle started from; Restart and replays start from it again.
  const BattleSetup& setup() const { return setup_; }
  const MissionDef& mission_def() const { return catalog_->missions[setup_.mission]; }
  // The difficulty level the battle is fought at.
  const DifficultyDef& difficulty() const { return difficulty_; }

  // Every action played since the battle started, in order (undone ones removed): with
  // the setup, this replays the battle exactly.
  const std::vector<Action>& history() const { return history_; }
  const std::vector<Action>& legal() const { return legal_; }
  bool IsLegal(const Action& action) const;
  // "" when legal, else the reason in words, in the game's language (as is Play's).
  std::string Check(const Action& action) const;

  struct Outcome {
    bool ok = false;
    std::string reason;
    Events events;
    bool rolled = false;  // the action drew from the RNG: it cannot be undone
  };
  // Plays one action through Apply. On success the log, intents and legal list are
  // refreshed and an undo point is kept (unless the action rolled or ended the turn).
  Outcome Play(const Action& action);

  bool CanUndo() const { return !undo_.empty(); }
  // Why undo is not available right now ("" when it is).
  std::string UndoBlockedReason() const;
  bool Undo();
  // Starts the same battle again: same setup, same seed.
  void Restart();

  // Replays `actions` from the start; stops at the first rejected one and returns its
  // index and reason (-1 when all applied).
  struct Replay {
    int failed_at = -1;
    std::string reason;
  };
  Replay ReplayActions(const std::vector<Action>& actions);

  const std::vector<LogLine>& log() const { return log_; }
  // Every event since the battle started (for the score breakdown).
  const Events& all_events() const { return all_events_; }
  // The coming enemy phase, exactly as ending the turn would play it.
  const EnemyIntents& intents() const { return intents_; }

 private:
  struct UndoPoint {
    BattleState state;
    std::size_t history_size = 0;
    std::size_t log_size = 0;
    std::size_t events_size = 0;
  };
  void Refresh();
  // Logs events that happened starting in `turn` (a kTurnStarted moves it on).
  void AddToLog(const Events& events, int turn);

  const Catalog* catalog_;
  std::shared_ptr<const Catalog> at_level_;  // the catalog at the level, when it is not STANDARD
  BattleSetup setup_;
  DifficultyDef difficulty_;
  BattleState state_;
  std::vector<Action> history_;
  std::vector<Action> legal_;
  std::vector<UndoPoint> undo_;
  bool luck_revealed_ = false;  // this turn has a roll that undo may not cross
  std::vector<LogLine> log_;
  Events all_events_;
  EnemyIntents intents_;
};

}  // namespace bc::session
