// The battle screen's logic without its drawing: what is selected, which cells are
// legal targets, what a battle command does, the animation of each action's events,
// and the reason given when something is refused. Every command, from a key or a button,
// comes in through HandleCommand; every action goes to the battle service, which saves
// the siege and records the end. The battle screen draws from it; the tests drive it
// through the same door.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "render/board_renderer.h"
#include "render/board_view.h"
#include "render/playback.h"
#include "session/battle_service.h"
#include "session/key_map.h"

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
  // The battle must outlive the controller.
  explicit BattleController(session::BattleService& battle);

  const session::BattleSession& session() const { return battle_->session(); }

  // The one door for the player's battle commands. kThreats, kSpeed and kBegin belong to
  // the screen (a setting, the briefing) and do nothing here.
  void HandleCommand(session::BattleInput input);
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

 private:
  void Select(Selection selection);
  void ClickCell(Cell cell);
  void PlaySelected();
  void Choose(int option);
  void EndTurn();
  void Undo();
  void Restart();
  void Deselect();
  // Tries an action; true when applied. Refusals land in message().
  bool TryPlay(const Action& action);
  void StartPlayback(const render::BoardView& before, const Events& events);
  void SetMessage(std::string text, bool error);

  session::BattleService* battle_;
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
