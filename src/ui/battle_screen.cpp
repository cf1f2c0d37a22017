// The battle screen's frame: keys and clicks become battle commands, Update plays them
// (what changes the battle leaves as the frame's request) and lets time pass, DrawWorld
// draws the board (the panels are in the other parts).
#include "ui/battle_screen.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "render/backdrop.h"
#include "session/audio_desk.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;
using session::BattleCommand;

BattleScreen::BattleScreen(const session::BattleSession* battle, std::string problem, bool briefing, bool fought_once)
    : problem_(std::move(problem)), briefing_open_(briefing && battle != nullptr), fought_once_(fought_once) {
  if (battle == nullptr) return;
  controller_ = std::make_unique<BattleController>(*battle, fought_once);
  if (!problem_.empty()) {
    // The resume problem is said once; the battle goes on.
    controller_->Say(problem_, true);
    problem_.clear();
  }
}

bool BattleScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  (void)out;
  if (!controller_) return false;
  const session::Key k = key.key;
  if (piles_open_) {
    // The piles' window is over the battle: Esc (or its own key again) closes it, and the
    // battle's keys wait.
    if (k == session::Key::kEscape || BattleKeys(context).Map(key).command == BattleCommand::kPiles) {
      piles_open_ = false;
    }
    return k != session::Key::kF1 && k != session::Key::kF5 && k != session::Key::kF11;
  }
  if (claims_key(key)) {
    // The result replaced the battle: Enter and Space (pressed for the battle, perhaps to
    // end the turn) do nothing; an arrow or Tab shows the focus on its buttons.
    if (k != session::Key::kReturn && k != session::Key::kKeypadEnter && k != session::Key::kSpace) {
      result_keys_ready_ = true;
    }
    return true;
  }
  if (briefing_open_ && (k == session::Key::kReturn || k == session::Key::kKeypadEnter ||
                         k == session::Key::kSpace || k == session::Key::kEscape)) {
    // Enter, Space or Esc begins without acting; F1 and F11 still do their jobs. A key
    // held down since the launch (its repeats) neither begins nor acts: the briefing
    // waits for a press of its own.
    if (!key.repeat) Queue({BattleCommand::kBegin});
    return true;
  }
  if (panel_focus_ && k == session::Key::kEscape) {
    // Esc brings the focus back from the panels to the board.
    FocusPanel(PanelFocus::kBoard);
    return true;
  }
  const session::BattleInput input = BattleKeys(context).Map(key);
  if (input.command == BattleCommand::kNone && !key.ctrl && !panel_focus_) {
    // The arrows walk the board's cursor as the D-pad does (unless the player bound them).
    const int dx = k == session::Key::kLeft ? -1 : k == session::Key::kRight ? 1 : 0;
    const int dy = k == session::Key::kUp ? -1 : k == session::Key::kDown ? 1 : 0;
    if (dx != 0 || dy != 0) {
      MoveCursor(dx, dy);
      keys_cursor_ = true;
      return true;
    }
  }
  // Enter acts on the cursor's cell while a chosen card waits for one (a click there);
  // otherwise it is what the player bound it to (END TURN by default).
  if ((k == session::Key::kReturn || k == session::Key::kKeypadEnter) && !key.ctrl && keys_cursor_ &&
      pad_cursor_ != kNoCell && controller_->selection().kind != SelectionKind::kNone &&
      controller_->selection().kind != SelectionKind::kDiscard) {
    if (!key.repeat) Queue({BattleCommand::kClickCell, -1, pad_cursor_});
    return true;
  }
  if (input.command == BattleCommand::kNone) return false;
  if (key.repeat && input.command != BattleCommand::kBack) return true;
  Queue(input);
  return true;
}

bool BattleScreen::OnPad(session::PadButton button, const UiContext& context, Choices& out) {
  (void)context;
  (void)out;
  if (!controller_) return false;
  using session::PadButton;
  if (result_showing() && !result_keys_ready_) {
    // As on the keyboard: the D-pad shows the focus on the result's buttons; A (and
    // Start, the end-turn button) press nothing until then.
    const session::PadStep step = session::StepOf(button);
    if (step.dx != 0 || step.dy != 0) result_keys_ready_ = true;
    if (step.dx != 0 || step.dy != 0 || button == PadButton::kA || button == PadButton::kStart) return true;
  }
  if (briefing_open_) {
    // As Enter does: A, B or Start begins without acting.
    if (button == PadButton::kA || button == PadButton::kB || button == PadButton::kStart) {
      Queue({BattleCommand::kBegin});
      return true;
    }
  }
  if (panel_focus_) {
    // In the panels the D-pad and A are the menus' focus (the shell gives them to
    // Dear ImGui); B brings the focus back to the board.
    if (button == PadButton::kB) {
      FocusPanel(PanelFocus::kBoard);
      return true;
    }
    if (button == PadButton::kA || session::StepOf(button).dx != 0 || session::StepOf(button).dy != 0) return true;
  }
  const session::PadStep step = session::StepOf(button);
  if (step.dx != 0 || step.dy != 0) {
    MoveCursor(step.dx, step.dy);
    return true;
  }
  const bool discarding = controller_->selection().kind == SelectionKind::kDiscard;
  if (button == PadButton::kLeftShoulder || button == PadButton::kRightShoulder) {
    pad_cycle_ = session::PadCycleNext(pad_cycle_, button == PadButton::kRightShoulder);
    // The posts' step only when a post can still act: else it would only say so.
    if (session::PadCycleChoice(pad_cycle_).command == BattleCommand::kNextPost && !controller_->PostReady()) {
      pad_cycle_ = session::PadCycleNext(pad_cycle_, button == PadButton::kRightShoulder);
    }
    // Choosing lights the card's targets; while discarding, A confirms the slot instead.
    if (!discarding) Queue(session::PadCycleChoice(pad_cycle_));
    return true;
  }
  if (button == PadButton::kA) {
    if (discarding && pad_cycle_ >= 0) {
      Queue(session::PadCycleChoice(pad_cycle_));
    } else if (pad_cursor_ != kNoCell) {
      Queue({BattleCommand::kClickCell, -1, pad_cursor_});
    } else {
      Queue({BattleCommand::kPlaySelected});
    }
    return true;
  }
  const BattleCommand command = session::PadCommand(button);
  if (command == BattleCommand::kNone) return false;
  Queue({command});
  return true;
}

void BattleScreen::MoveCursor(int dx, int dy) {
  // The cursor starts beside the base, then walks the board, stopping at its edges.
  if (pad_cursor_ == kNoCell) {
    pad_cursor_ = MakeCell(3, 5);
    return;
  }
  const int col = Col(pad_cursor_) + dx;
  const int row = Row(pad_cursor_) + dy;
  if (row < 0) {
    FocusPanel(PanelFocus::kTopBar);
  } else if (layout_.stacked ? row >= kBoardSize : col >= kBoardSize) {
    FocusPanel(PanelFocus::kSide);
  }
  pad_cursor_ = MakeCell(std::clamp(col, 0, kBoardSize - 1), std::clamp(row, 0, kBoardSize - 1));
}

void BattleScreen::FocusPanel(PanelFocus where) {
  panel_focus_ = where == PanelFocus::kSide || where == PanelFocus::kTopBar;
  focus_request_ = where;
}

bool BattleScreen::result_showing() const {
  return controller_ && IsOver(controller_->session().state()) && !controller_->animating() && !result_dismissed_;
}

bool BattleScreen::claims_key(const session::KeyPress& key) const {
  if (!result_showing() || result_keys_ready_ || key.ctrl) return false;
  switch (key.key) {
    case session::Key::kReturn:
    case session::Key::kKeypadEnter:
    case session::Key::kSpace:
    case session::Key::kUp:
    case session::Key::kDown:
    case session::Key::kLeft:
    case session::Key::kRight:
    case session::Key::kTab:
      return true;
    default:
      return false;
  }
}

bool BattleScreen::claims_pad(session::PadButton button) const {
  // While the result waits for the focus, the D-pad, A and Start are the screen's.
  if (!result_showing() || result_keys_ready_) return false;
  const session::PadStep step = session::StepOf(button);
  return step.dx != 0 || step.dy != 0 || button == session::PadButton::kA || button == session::PadButton::kStart;
}

bool BattleScreen::wants_menu_nav() const {
  return !controller_ || briefing_open_ || panel_focus_ ||
         (IsOver(controller_->session().state()) && !controller_->animating());
}

void BattleScreen::OnClick(float x, float y, session::MouseButton button, const UiContext& context, Choices& out) {
  (void)out;
  if (!controller_) return;
  keys_cursor_ = false;
  if (panel_focus_) FocusPanel(PanelFocus::kBoard);
  if (button == session::MouseButton::kRight) {
    Queue({BattleCommand::kDeselect});
  } else if (button == session::MouseButton::kLeft) {
    // A click on the board begins a battle still on its briefing, without acting.
    if (briefing_open_) {
      Queue({BattleCommand::kBegin});
      return;
    }
    const render::BattleLayout layout = render::ComputeBattleLayout(context.width, context.height, context.scale);
    Queue({BattleCommand::kClickCell, -1, layout.CellAt(x, y)});
  }
}

void BattleScreen::Play(const session::BattleInput& input, const UiContext& context, Choices& out) {
  if (briefing_open_) {
    briefing_open_ = false;  // any battle command begins; kBegin only begins
    if (input.command == BattleCommand::kBegin) return;
  }
  switch (input.command) {
    case BattleCommand::kBegin:
      return;
    case BattleCommand::kBack:
      // Esc (or the pad's B) skips the animation, else closes the first-time tip, else
      // drops the choice, else goes back to the result the board was viewed from, else
      // leaves: the siege stays saved and the title offers to resume it.
      if (result_dismissed_ && IsOver(controller_->session().state()) && !controller_->animating()) {
        result_dismissed_ = false;
        return;
      }
      if (!tip_.empty() && !controller_->animating()) {
        tip_.clear();
        return;
      }
      if (controller_->animating() || controller_->selection().kind != SelectionKind::kNone) {
        controller_->HandleCommand(input, out);
      } else {
        out.Go(NavRequest::Pop());
      }
      return;
    case BattleCommand::kPiles:
      piles_open_ = true;
      return;
    case BattleCommand::kThreats:
      if (context.settings != nullptr) {
        session::Settings& settings = out.ChangeSettings(*context.settings);
        settings.threats_expanded = !settings.threats_expanded;
      }
      return;
    case BattleCommand::kSpeed:
      if (context.settings != nullptr) {
        session::Settings& settings = out.ChangeSettings(*context.settings);
        settings.animation_speed = session::NextAnimationSpeed(settings.animation_speed);
      }
      return;
    case BattleCommand::kClickCell:
      if (controller_->animating()) {
        controller_->HandleCommand({BattleCommand::kBack}, out);  // a click only skips the animation
        return;
      }
      break;
    case BattleCommand::kRestart:
      result_dismissed_ = false;
      result_keys_ready_ = false;
      break;
    default:
      break;
  }
  controller_->HandleCommand(input, out);
  // A card chosen from the panel that waits for a cell: the focus goes to the board, and
  // the cursor with it.
  if (panel_focus_ && controller_->selection().kind != SelectionKind::kNone &&
      controller_->selection().kind != SelectionKind::kDiscard && !controller_->SelectionPlaysWithoutCell()) {
    FocusPanel(PanelFocus::kBoard);
    if (pad_cursor_ == kNoCell) MoveCursor(0, 0);
  }
}

void BattleScreen::OnBattleReply(const session::BattleReply& reply) {
  if (controller_) controller_->OnReply(reply);
}

render::Comfort Comfort(const UiContext& context) {
  if (context.settings == nullptr) return {};
  return render::Comfort{context.settings->reduce_motion, context.settings->no_flash};
}

void BattleScreen::Update(const UiContext& context, Choices& out) {
  time_ += context.dt;
  if (!controller_) return;
  if (!music_started_ && context.audio != nullptr) {
    context.audio->PlayMusic("broadcast");
    music_started_ = true;
  }
  // The commands in order, up to the first that asks something of the battle: the rest
  // wait for its reply, after the frame, and play on the next one.
  std::vector<session::BattleInput> inputs;
  inputs.swap(inputs_);
  std::size_t played = 0;
  while (played < inputs.size() && !controller_->waiting()) Play(inputs[played++], context, out);
  inputs_.insert(inputs_.begin(), inputs.begin() + static_cast<std::ptrdiff_t>(played), inputs.end());
  const float rate = context.settings != nullptr ? session::AnimationRate(context.settings->animation_speed) : 1.0f;
  controller_->SetComfort(Comfort(context));
  controller_->Update(context.dt, rate);
  for (const std::string& sound : controller_->TakeSounds()) {
    if (context.audio != nullptr) context.audio->PlaySfx(sound);
  }
}

double BattleScreen::NextChangeIn(const UiContext& context) const {
  if (!controller_) return kNoChange;
  if (controller_->animating() || !controller_->playback().fx().empty()) return 0.0;
  // The pulse of the cells a chosen card may target: held still under reduced motion.
  if (Comfort(context).reduce_motion) return kNoChange;
  for (render::Highlight h : controller_->Highlights()) {
    if (h != render::Highlight::kNone) return 0.0;
  }
  return kNoChange;
}

void BattleScreen::DrawWorld(const UiContext& context) {
  layout_ = render::ComputeBattleLayout(context.width, context.height, context.scale);
  // The backdrop only where the side panel (near opaque) does not cover it: on a
  // software renderer every full-window layer costs a millisecond or more.
  const render::Rect& panel = layout_.side_panel;
  const SDL_FRect backdrop = layout_.stacked ? SDL_FRect{0, 0, context.width, panel.y}
                                             : SDL_FRect{0, 0, panel.x, context.height};
  if (!controller_) {
    render::FillVerticalGradient(context.renderer, backdrop, render::Rgba{28, 16, 14}, render::Rgba{48, 24, 18});
    return;
  }
  // Nor under the board's frame, copied opaque from the board renderer's cache with the
  // same gradient in it: the gradient drawn through four clip rectangles round it (the
  // same triangles, so the same pixels).
  const render::Backdrop gradient{backdrop, render::Rgba{28, 16, 14}, render::Rgba{48, 24, 18}};
  const SDL_Rect frame = render::BoardFrameRect(layout_);
  const int bx = static_cast<int>(backdrop.x);
  const int by = static_cast<int>(backdrop.y);
  const int bw = static_cast<int>(std::ceil(backdrop.x + backdrop.w)) - bx;
  const int bh = static_cast<int>(std::ceil(backdrop.y + backdrop.h)) - by;
  const SDL_Rect around[4] = {{bx, by, bw, frame.y - by},
                              {bx, frame.y + frame.h, bw, by + bh - frame.y - frame.h},
                              {bx, frame.y, frame.x - bx, frame.h},
                              {frame.x + frame.w, frame.y, bx + bw - frame.x - frame.w, frame.h}};
  for (const SDL_Rect& clip : around) {
    if (clip.w <= 0 || clip.h <= 0) continue;
    SDL_RenderSetClipRect(context.renderer, &clip);
    render::FillVerticalGradient(context.renderer, backdrop, gradient.top, gradient.bottom);
  }
  SDL_RenderSetClipRect(context.renderer, nullptr);
  if (!sprites_) {
    sprites_ = std::make_unique<render::SpriteAtlas>(context.renderer, context.asset_dir);
    board_ = std::make_unique<render::BoardRenderer>(context.renderer, *sprites_);
  }
  render::BoardScene scene;
  scene.view = &controller_->view();
  scene.catalog = &controller_->session().catalog();
  scene.layout = layout_;
  scene.highlight = controller_->Highlights();
  scene.areas = controller_->Areas(hover_, scene.area);
  scene.hover = hover_;
  scene.intents = controller_->animating() || IsOver(controller_->session().state())
                      ? nullptr
                      : &controller_->session().intents();
  scene.threats_expanded = threats_expanded(context);
  const render::ViewAttacker* hovered = hover_ >= 0 ? scene.view->AttackerAt(hover_) : nullptr;
  scene.focus_uid = hovered != nullptr ? hovered->uid : 0;
  scene.fx = &controller_->playback().fx();
  scene.glide = controller_->playback().glide();
  scene.time = time_;
  scene.backdrop = gradient;
  scene.reduce_motion = Comfort(context).reduce_motion;
  if (controller_->selection().kind == SelectionKind::kPost) scene.chosen_post = controller_->selection().slot;
  board_->Draw(scene, ImGui::GetBackgroundDrawList(), context.fonts.body, context.fonts.bold);
}

void BattleScreen::DrawUi(const UiContext& context, Choices& out) {
  if (!controller_) {
    BeginScreenWindow("##battle_error", context);
    ImGui::SetCursorPos(ImVec2(40 * context.scale, 40 * context.scale));
    TextIn(context.fonts.heading, Tr("NO BATTLE"), kHazard);
    ImGui::TextWrapped("%s", problem_.c_str());
    if (ImGui::Button(Tr("< BACK"))) out.Go(NavRequest::Pop());
    EndScreenWindow();
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  const bool mouse = (io.ConfigFlags & ImGuiConfigFlags_NoMouse) == 0 && ImGui::IsMousePosValid();
  hover_ = !mouse || io.WantCaptureMouse ? kNoCell : layout_.CellAt(io.MousePos.x, io.MousePos.y);
  // The last device used decides, at once: the mouse's cell after a move of the mouse,
  // the cursor's after an arrow or the D-pad.
  hover_by_cursor_ = !context.pointer_in_use && (context.pad_in_use || keys_cursor_) && pad_cursor_ != kNoCell &&
                     !panel_focus_;
  if (hover_by_cursor_) hover_ = pad_cursor_;
  // Over the briefing, the result or the piles the board is not what is pointed at: no
  // cell's tooltip or highlight shows through beside them.
  if ((briefing_open_ && !IsOver(controller_->session().state())) || result_showing() || piles_open_) {
    hover_ = kNoCell;
  }
  if (focus_request_ == PanelFocus::kBoard) {
    ImGui::SetWindowFocus(nullptr);  // back on the board: no widget holds the focus
    focus_request_ = PanelFocus::kNone;
  }
  DrawTopBar(context, out);
  DrawSidePanel(context);
  DrawBoardTooltip(context);
  const bool over = IsOver(controller_->session().state());
  if (briefing_open_ && !over) DrawBriefing(context, out);
  if (!briefing_open_ && !over) DrawFirstTip(context, out);
  if (piles_open_ || ImGui::IsPopupOpen("###piles")) DrawPiles(context);  // open, or closing
  if (over && !controller_->animating() && !result_dismissed_) DrawResult(context, out);
  if (over && !controller_->animating() && result_dismissed_) {
    // Viewing the board after the battle: one button leads back to the result.
    ImGui::SetNextWindowPos(ImVec2(layout_.board.x + layout_.board.w * 0.5f, layout_.board.y + 8.0f * context.scale),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowBgAlpha(0.9f);
    ImGui::Begin("##back_to_result", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PushFont(context.fonts.bold);
    if (ImGui::Button(Tr("< BACK TO THE RESULT"))) result_dismissed_ = false;
    ImGui::PopFont();
    TooltipWithKey(Tr("The result, the grade and what comes next."), "Esc");
    ImGui::End();
  }
}

}  // namespace bc::ui
