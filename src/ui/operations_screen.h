// SELECT OPERATION: the operations in campaign order, each mission with its best stars
// and whether it is open, then the skirmishes (mission_list.h); the chosen mission's
// briefing, par, star thresholds and attackers; launching one opens the battle screen.
// While a siege is saved, a launch first asks whether to abandon it (naming its mission
// and turn) or resume it: a fresh battle would replace the saved one.
#pragma once

#include <string>
#include <vector>

#include "ui/mission_list.h"
#include "ui/screen.h"

namespace bc::ui {

// The distinct attacker names a mission's schedule sends, in order of first arrival,
// as one line: "BLACK-STAR INITIATE, KILLER KRAB".
std::string MissionAttackerList(const Catalog& catalog, const MissionDef& mission);

// The briefing's table of expected hostiles: one row per type the schedule sends, in
// order of first arrival, with its numbers and the first sentence of its behaviour
// (text/hostiles.h).
struct ExpectedHostileText {
  std::string count;      // "3"
  std::string name;       // "AEGIS WARDEN"
  std::string sprite;     // "sprites/enemies/aegis_warden.png": the board's picture of it
  std::string turn;       // "4": the turn the first one is on the board
  std::string health;     // "3+3": HP, plus shield points when it has any
  std::string blows;      // "1 x 2": blows x firepower
  std::string evasion;    // "0"
  std::string breach;     // "2"
  std::string steps;      // "1"
  std::string stats;      // the full stat line, for the tooltip
  std::string behaviour;  // "Shield 3: ..."
};
std::vector<ExpectedHostileText> ExpectedHostileTexts(const Catalog& catalog, const MissionDef& mission);

// SELECT OPERATION's rows for the context's catalog, operations and profile (the
// catalog alone when no profile is loaded; none without a catalog).
std::vector<MissionRow> MissionRowsFor(const UiContext& context);

class OperationsScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kOperations; }
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  // The D-pad's Left and Right on the mission list step the difficulty.
  bool OnPad(session::PadButton button, const UiContext& context, Choices& out) override;
  // And so do the arrow keys' Left and Right, ahead of the menus' focus.
  bool claims_key(const session::KeyPress& key) const override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  // The chosen row of MissionRowsFor (-1 before the first frame).
  int selected_row() const { return selected_; }

 private:
  // Launches `mission`, or asks first when a saved siege would be lost.
  void Launch(int mission, const UiContext& context, Choices& out);
  // The question "ABANDON THE SIEGE AT ...?" while a launch waits for the answer.
  void DrawAbandonQuestion(const UiContext& context, Choices& out);

  // The battles the profile has recorded (every mission's plays): when it changes under
  // the screen, the list picks the default row again.
  static int PlaysRecorded(const UiContext& context);
  int selected_ = -1;  // row index; -1 until the screen picks the default
  int plays_seen_ = -1;
  bool refocus_ = false;  // the focus goes to the chosen row on the next frame
  bool scroll_to_selected_ = true;
  int pending_launch_ = -1;  // the mission waiting for the answer; -1 when nothing asks
  bool open_question_ = false;
  bool row_focused_ = false;  // the menus' focus was on a mission row last frame
};

}  // namespace bc::ui
