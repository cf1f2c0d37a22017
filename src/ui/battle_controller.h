// The battle screen's logic without its drawing: what is selected, which cells are
// legal targets, what a click or a key does, the animation of each action's events,
// and the reason given when something is refused. The battle screen draws from it;
// the tests and the frame benchmark drive it through the same input API.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "session/battle_session.h"
#include "session/key_map.h"
#include "render/board_renderer.h"
#include "render/board_view.h"
#include "render/playback.h"

namespace bc::ui {

enum class SelectionKind { kNone, kUnit, kSupport, kBay, kCannon, kTerrain, kDiscard };

struct Selection {
  SelectionKind kind = SelectionKind::kNone;
  int slot = -1;
  bool operator==(const Selection&) const = default;
};

// The action a selection aims at a cell: a legal one when there is one, else the best
// guess (which Check then explains). nullopt when the selection takes no cell.
std::optional<Action> ActionForCell(const Catalog& catalog, const BattleState& state,
                                    const std::vector<Action>& legal, Selection selection, Cell cell);
// Whether a legal action of the selection reaches the cell (for highlighting).
bool ActionCoversCell(const Action& action, Cell cell);
// Whether an action belongs to a selection (same kind of play, same slot).
bool ActionMatchesSelection(const Action& action, Selection selection);

class BattleController {
 public:
  explicit BattleController(std::unique_ptr<session::BattleSession> session);

  session::BattleSession& session() { return *session_; }
  const session::BattleSession& session() const { return *session_; }

  // --- Input API ---------------------------------------------------------------------
  void HandleCommand(session::BattleInput command);
  // A click on a board cell (kNoCell: outside the board).
  void ClickCell(Cell cell);
  // Plays the selected card when it needs no cell (board-wide or untargeted supports,
  // fieldworks placed in a bay).
  void PlaySelected();
  // Picks discovery option i.
  void Choose(int option);
  void EndTurn();
  void Undo();
  void Restart();
  void Deselect();
  // Shows a line to the player (error: in hazard colour, with the error sound).
  void Say(std::string text, bool error) { SetMessage(std::move(text), error); }
  // Tries an action; true when applied. Refusals land in message().
  bool TryPlay(const Action& action);

  // Time passes (animations). rate: the settings' animation speed (0 = instant).
  void Update(float dt, float rate);
  void SkipAnimation() { playback_.Skip(); }

  // --- What the screen shows ---------------------------------------------------------
  const Selection& selection() const { return selection_; }
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_; }
  bool animating() const { return playback_.active(); }
  const render::BoardView& view() const { return animating() ? playback_.view() : rest_view_; }
  const render::Playback& playback() const { return playback_; }
  std::array<render::Highlight, kCellCount> Highlights() const;
  bool threats_expanded = false;
  Cell hover = kNoCell;
  // Set after every applied action (the screen saves the siege and clears it).
  bool changed = false;
  // Sound effects due (drained by the screen).
  std::vector<std::string> TakeSounds();
  // Events of the last applied action, for the log's highlight.
  const Events& last_events() const { return last_events_; }

 private:
  void Select(Selection selection);
  void StartPlayback(const render::BoardView& before, const Events& events);
  void SetMessage(std::string text, bool error);

  std::unique_ptr<session::BattleSession> session_;
  Selection selection_;
  std::string message_;
  bool message_error_ = false;
  render::Playback playback_;
  render::BoardView rest_view_;
  float rate_ = 1.0f;
  Events last_events_;
  std::vector<std::string> sounds_;
};

}  // namespace bc::ui
