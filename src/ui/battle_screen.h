// The battle screen: the board (drawn by the board renderer from the controller's view),
// the top bar (turn, par, score, multiplier, undo, restart, threats, speed), the side
// panel (base, shields, cannon, discard points, the hand, threats and the battle log),
// the briefing a fresh battle opens on, and the victory / defeat panel. It owns no game state: the controller's session holds
// the battle and every change goes through Apply.
#pragma once

#include <memory>
#include <string>

#include "render/board_layout.h"
#include "render/board_renderer.h"
#include "render/sprites.h"
#include "ui/battle_controller.h"
#include "ui/screen.h"

namespace bc::ui {

class BattleScreen : public Screen {
 public:
  // Starts the battle that context.launch names (or resumes the saved one).
  explicit BattleScreen(UiContext& context);
  ScreenId id() const override { return ScreenId::kBattle; }
  bool OnKey(const session::KeyPress& key, UiContext& context, NavRequest& nav) override;
  void OnClick(float x, float y, session::MouseButton button, UiContext& context) override;
  void DrawWorld(UiContext& context) override;
  NavRequest DrawUi(UiContext& context) override;

  // The battle's logic, for the frame benchmark and tests; null when no battle loaded.
  BattleController* controller() { return controller_.get(); }
  const render::BattleLayout& layout() const { return layout_; }
  bool briefing_open() const { return briefing_open_; }
  void CloseBriefing() { briefing_open_ = false; }

 private:
  void DrawTopBar(UiContext& context, NavRequest& nav);
  void DrawSidePanel(UiContext& context);
  void DrawBaseStatus(UiContext& context);
  void DrawHand(UiContext& context);
  void DrawCardTile(UiContext& context, const struct CardView& card, const char* id, float width,
                    float height, bool selected, const char* key, int kind, int slot);
  void DrawThreats(UiContext& context);
  void DrawLog(UiContext& context);
  void DrawBoardTooltip(UiContext& context);
  NavRequest DrawResult(UiContext& context);
  void DrawBriefing(UiContext& context);
  void SaveSiege(UiContext& context);
  void PlaySounds(UiContext& context);

  std::unique_ptr<BattleController> controller_;
  std::unique_ptr<render::SpriteCache> sprites_;
  std::unique_ptr<render::BoardRenderer> board_;
  render::BattleLayout layout_;
  std::string load_error_;
  float time_ = 0.0f;
  bool music_started_ = false;
  bool result_dismissed_ = false;
  bool briefing_open_ = false;  // a fresh battle opens on its briefing
  std::size_t log_seen_ = 0;
};

}  // namespace bc::ui
