// The battle screen: one class in six files, each a part of the screen.
//   battle_screen.cpp   the frame: input in (keys and clicks become battle commands),
//                       Update (the commands played, time passing, sounds), the board
//   battle_panels.cpp   the top bar, the side panel and the base status
//   battle_reports.cpp  the threats, the battle log and the board's hover tooltip
//   hand_panel.cpp      the hand: unit and support cards, discovery, fieldwork bays
//   briefing_panel.cpp  the briefing a fresh battle opens on
//   result_panel.cpp    the victory / defeat panel
// It owns no game state and changes none: it reads the battle, and every command, from a
// key or a button alike, is queued as a session::BattleInput and played in Update, before
// the frame is drawn, through the controller; what changes the battle leaves as the
// frame's request (Choices::battle), which the shell carries out after the frame through
// the battle service (which saves the siege and records the end) and hands back to
// OnBattleReply. Drawing only draws.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "render/board_layout.h"
#include "render/board_renderer.h"
#include "render/palette.h"
#include "render/sprites.h"
#include "ui/battle_controller.h"
#include "ui/screen.h"

namespace bc::ui {

struct CardView;

// The settings' reduce-motion and no-flash, for the board's animation.
render::Comfort Comfort(const UiContext& context);

// "UP", "OVERCHARGED", "DOWN".
const char* ShieldWord(ShieldState state);

class BattleScreen : public Screen {
 public:
  // The battle the shell opened (it must outlive the screen), or null with `problem`
  // saying why there is none. With a battle, `problem` (when not empty) is said once as it
  // begins: why the saved siege was not resumed. `briefing`: it opens on its briefing.
  // `fought_once`: a field run's siege, which has no restart (docs/campaign.md, Field runs).
  BattleScreen(const session::BattleSession* battle, std::string problem, bool briefing, bool fought_once = false);
  ScreenId id() const override { return ScreenId::kBattle; }
  bool shows_notices() const override { return controller_ != nullptr; }
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  // The pad (session/pad_map.h): the D-pad moves the board cursor, A acts on its cell.
  bool OnPad(session::PadButton button, const UiContext& context, Choices& out) override;
  void OnClick(float x, float y, session::MouseButton button, const UiContext& context, Choices& out) override;
  void Update(const UiContext& context, Choices& out) override;
  void OnBattleReply(const session::BattleReply& reply) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  bool busy() const override { return controller_ && controller_->animating(); }
  // The menus' focus on the briefing and the result (and when there is no battle); in
  // play the keys are the battle's.
  bool wants_menu_nav() const override;
  // While the result has just replaced the battle, Enter, Space, the arrows and Tab are
  // the screen's: a key pressed for the battle never presses a button of the result.
  bool claims_key(const session::KeyPress& key) const override;
  bool claims_pad(session::PadButton button) const override;
  // 0 while the board moves: the playback, its fading effects, the pulse of the cells a
  // chosen card may target.
  double NextChangeIn(const UiContext& context) const override;

  // For the tests: the battle's logic (null when there is no battle) and the briefing.
  const BattleController* controller() const { return controller_.get(); }
  bool briefing_open() const { return briefing_open_; }
  // The pad's cursor on the board (kNoCell until the pad moves it) and its place in the
  // hand's cycle (-1 until LB / RB).
  Cell pad_cursor() const { return pad_cursor_; }
  int pad_cycle() const { return pad_cycle_; }
  // The cell the tooltip and the engagement preview describe in the last frame drawn, and
  // whether it was the cursor's (else the mouse's).
  Cell hover() const { return hover_; }
  bool hover_by_cursor() const { return hover_by_cursor_; }
  // The menus' focus is in the side panel or the top bar (the D-pad or the arrows went
  // past the board's edge); B or Esc brings it back to the board.
  bool panel_focus() const { return panel_focus_; }
  // The result is on screen, and whether the keyboard and the pad may press its buttons
  // yet: not until an arrow, Tab or the D-pad has put the focus on one (the mouse at once).
  bool result_showing() const;
  bool result_keys_ready() const { return result_keys_ready_; }
  // Whether the piles' window is open.
  bool piles_open() const { return piles_open_; }
  // The first-time tip on screen ("" = none).
  const std::string& first_tip() const { return tip_; }
  // The size of a hand tile (a unit's or a support's) in the last frame drawn in play.
  render::Rect hand_tile() const { return hand_tile_; }

 private:
  // --- The frame (battle_screen.cpp) -------------------------------------------------
  // A command for the next Update, from a key, a click or a button.
  void Queue(session::BattleInput input) { inputs_.push_back(input); }
  // The board's cursor, by the D-pad or the arrows; a step past the board's right edge
  // (its bottom when the panel is below it) goes to the side panel, past its top to the
  // top bar.
  void MoveCursor(int dx, int dy);
  enum class PanelFocus { kNone, kSide, kTopBar, kBoard };
  void FocusPanel(PanelFocus where);
  // Plays one command: the briefing, the Esc ladder, the settings it changes (threat
  // view, speed), or the controller.
  void Play(const session::BattleInput& input, const UiContext& context, Choices& out);

  // --- The panels (battle_panels.cpp) ------------------------------------------------
  void DrawTopBar(const UiContext& context, Choices& out);
  void DrawSidePanel(const UiContext& context);
  void DrawBaseStatus(const UiContext& context);

  // --- The reports (battle_reports.cpp) ----------------------------------------------
  void DrawThreats(const UiContext& context);
  void DrawLog(const UiContext& context);
  void DrawBoardTooltip(const UiContext& context);

  // --- The hand (hand_panel.cpp) -----------------------------------------------------
  void DrawHand(const UiContext& context);
  // The units on posts (hand_panel.cpp): a button each, to choose it.
  void DrawPosts(const UiContext& context);

  // --- The piles (piles_panel.cpp) ----------------------------------------------------
  // PILES beside the hand's heading, and the window it opens.
  void DrawPilesButton(const UiContext& context);
  void DrawPiles(const UiContext& context);

  // --- The first-time tips (tip_panel.cpp) -------------------------------------------
  // The note on something the board shows for the first time in this profile, recorded
  // in the profile as it is shown (first_tips.h).
  void DrawFirstTip(const UiContext& context, Choices& out);

  // --- The briefing and the result (briefing_panel.cpp, result_panel.cpp) ------------
  void DrawBriefing(const UiContext& context, Choices& out);
  void DrawResult(const UiContext& context, Choices& out);

  bool threats_expanded(const UiContext& context) const {
    return context.settings != nullptr && context.settings->threats_expanded;
  }

  std::unique_ptr<BattleController> controller_;
  std::vector<session::BattleInput> inputs_;  // played at the next Update
  std::unique_ptr<render::SpriteAtlas> sprites_;
  std::unique_ptr<render::BoardRenderer> board_;
  render::BattleLayout layout_;
  // The side panel's scrolling part, flattened opaque (see DrawSidePanel): what the
  // cards are drawn on.
  render::Rgba hand_ground_ = render::palette::kNight;
  render::Rect hand_tile_;
  std::string problem_;
  Cell hover_ = kNoCell;
  bool hover_by_cursor_ = false;  // the hovered cell is the keyboard's or the pad's cursor, not the mouse's
  Cell pad_cursor_ = kNoCell;  // where the pad's A (or Enter) acts; the hover while a pad or the arrows are in use
  bool keys_cursor_ = false;   // the arrows moved the cursor since the last click
  int pad_cycle_ = -1;         // the hand's choice LB / RB last reached
  bool panel_focus_ = false;   // the menus' focus is in the panels, not on the board
  PanelFocus focus_request_ = PanelFocus::kNone;  // where ImGui's focus goes on the next frame
  float time_ = 0.0f;
  bool music_started_ = false;
  bool result_dismissed_ = false;
  bool result_keys_ready_ = false;  // result_keys_ready()
  bool briefing_open_ = false;  // a fresh battle opens on its briefing
  float briefing_height_ = 0.0f;  // the briefing's words as tall as the last frame laid them out
  bool fought_once_ = false;    // a field run's siege: no RESTART, and its end reports to the run
  std::size_t log_seen_ = 0;
  bool piles_open_ = false;  // the piles' window is open
  std::string tip_;          // the first-time tip on screen ("" = none)
  int tip_turn_ = 0;         // the turn it came on: it goes when the turn ends
  std::set<std::string> tips_shown_;  // shown in this battle (the profile hears after the frame)
};

}  // namespace bc::ui
