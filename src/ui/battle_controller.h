// The battle screen's logic without its drawing: what is selected, which cells are
// legal targets, what a battle command does, the animation of each action's events,
// and the reason given when something is refused. Every command, from a key or a button,
// comes in through HandleCommand; an action, an undo or a restart leaves it as the
// frame's BattleRequest (Choices::battle), which the shell carries out after the frame
// (the battle service plays it, saves the siege and records the end) and hands back to
// OnReply. It reads the battle and never changes it. The battle screen draws from it;
// the tests drive it through the same door.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "render/board_renderer.h"
#include "render/board_view.h"
#include "render/playback.h"
#include "session/battle_session.h"
#include "session/key_map.h"
#include "session/requests.h"
#include "ui/screen.h"

namespace bc::ui {

// kPost: a posted unit (docs/rules.md, Posts), `slot` its cell; its legal targets are its
// orders, and PLAY IT stands it down.
enum class SelectionKind { kNone, kUnit, kSupport, kBay, kCannon, kTerrain, kDiscard, kPost };

struct Selection {
  SelectionKind kind = SelectionKind::kNone;
  int slot = -1;
  bool operator==(const Selection&) const = default;
};

// The action a selection aims at a cell: a legal one when there is one, else the best
// guess (which Check then explains). nullopt when the selection takes no cell.
std::optional<Action> ActionForCell(const Catalog& catalog, const BattleState& state,
                                    const std::vector<Action>& legal, Selection selection, Cell cell);
// Whether an action belongs to a selection (same kind of play, same slot).
bool ActionMatchesSelection(const Action& action, Selection selection);

class BattleController {
 public:
  // The battle must outlive the controller.
  // `fought_once`: a field run's siege, which refuses a restart.
  explicit BattleController(const session::BattleSession& battle, bool fought_once = false);

  const session::BattleSession& session() const { return *session_; }

  // The one door for the player's battle commands. A command that changes the battle
  // asks for it in `out.battle`. kThreats, kSpeed and kBegin belong to the screen (a
  // setting, the briefing) and do nothing here.
  void HandleCommand(session::BattleInput input, Choices& out);
  // A request is out and its reply has not come: commands wait for it.
  bool waiting() const { return pending_.has_value(); }
  // What came of the request: the animation of an accepted action's events, the line
  // for the player, the selection after it.
  void OnReply(const session::BattleReply& reply);
  // Shows a line to the player (error: in hazard colour, with the error sound).
  void Say(std::string text, bool error) { SetMessage(std::move(text), error); }

  // Time passes (animations). rate: the settings' animation speed (0 = instant).
  void Update(float dt, float rate);
  // The comfort settings (reduce motion, no flash) for the animations to come.
  void SetComfort(render::Comfort comfort) { playback_.SetComfort(comfort); }

  // --- What the screen shows ---------------------------------------------------------
  const Selection& selection() const { return selection_; }
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_; }
  bool animating() const { return playback_.active(); }
  const render::BoardView& view() const { return animating() ? playback_.view() : rest_view_; }
  const render::Playback& playback() const { return playback_; }
  // What the animation shows, while it plays: "The cannon shot is playing."
  const std::string& playing() const { return playing_; }
  std::array<render::Highlight, kCellCount> Highlights() const;
  // The areas the chosen card may hit, as cell masks, one per legal play (a segment, a
  // range band): outlined rather than lit cell by cell; `hovered` gets the one a click on
  // `hover` plays (0 for none).
  std::vector<std::uint64_t> Areas(Cell hover, std::uint64_t& hovered) const;
  // Whether the chosen card is one that plays with no cell (PLAY IT).
  bool SelectionPlaysWithoutCell() const;
  // Sound effects due (drained by the screen).
  std::vector<std::string> TakeSounds();
  // Whether a posted unit can still act this turn (P and the pad's post step choose only
  // those).
  bool PostReady() const;

 private:
  void Select(Selection selection, Choices& out);
  void ClickCell(Cell cell, Choices& out);
  void PlaySelected(Choices& out);
  void SelectNextPost(Choices& out);
  void StandDownChosen(Choices& out);
  void Choose(int option, Choices& out);
  void EndTurn(Choices& out);
  void AskUndo(Choices& out);
  void AskRestart(Choices& out);
  void Deselect();
  // Asks for an action (refused at once when the battle is over).
  void TryPlay(const Action& action, Choices& out);
  void Ask(const session::BattleRequest& request, Choices& out);
  // An action's reply: refused, or played and animated.
  void Played(const session::BattleReply& reply);
  void SetMessage(std::string text, bool error);

  const session::BattleSession* session_;
  bool fought_once_ = false;  // a field run's siege: a restart is refused
  std::optional<session::BattleRequest> pending_;  // asked for, no reply yet
  render::BoardView before_;                        // the view when it was asked for
  Selection selection_;
  std::string message_;
  bool message_error_ = false;
  render::Playback playback_;
  render::BoardView rest_view_;
  float rate_ = 1.0f;
  std::vector<std::string> sounds_;
  std::string playing_;
};

// What an accepted action's animation shows, in words: "The enemy phase is playing."
std::string PlayingText(const Action& action);

}  // namespace bc::ui
