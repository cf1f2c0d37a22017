#include "ui/battle_screen.h"

#include <imgui.h>

#include "session/audio_desk.h"
#include "session/profile_session.h"
#include "session/settings.h"
#include "session/siege_save.h"
#include "render/backdrop.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

BattleScreen::BattleScreen(UiContext& context) {
  const Catalog* catalog = context.catalog;
  if (catalog == nullptr || catalog->missions.empty()) {
    load_error_ = "No missions are loaded, so there is no battle to fight.\n" + context.catalog_message;
    return;
  }
  std::unique_ptr<session::BattleSession> session;
  // A fresh battle opens on its briefing; a resumed or scripted one goes straight on.
  briefing_open_ = !context.launch.resume && context.launch.actions.empty();
  if (context.launch.resume) {
    context.launch.resume = false;
    const session::SiegeLoad load = session::ReadSiegeSave(session::SiegeSavePath(context.user_dir));
    if (load.save) {
      session::Resume resume = session::ResumeSiege(*catalog, *load.save);
      if (resume.session) {
        session = std::move(resume.session);
      } else {
        context.notices.push_back(resume.message);
        load_error_ = resume.message;
      }
    } else {
      load_error_ = load.message.empty() ? "There is no saved siege to resume." : load.message;
    }
    if (!session) {
      load_error_ += "\nA fresh battle of the same mission starts instead.";
      int mission = 0;
      if (load.save) mission = std::max(0, catalog->FindMission(load.save->mission_id));
      context.launch.mission = mission;
    }
  }
  if (!session) {
    const int mission = std::clamp(context.launch.mission, 0, static_cast<int>(catalog->missions.size()) - 1);
    // With a profile, the battle starts from what the profile gives: the deck the
    // mission's policy allows (the chosen command file where it may go in) and the
    // operation's kept units.
    const auto index = static_cast<MissionIndex>(mission);
    session = context.profile != nullptr
                  ? std::make_unique<session::BattleSession>(*catalog, context.profile->SetupFor(index, context.launch.seed))
                  : std::make_unique<session::BattleSession>(*catalog, index, context.launch.seed);
  }
  if (!context.launch.actions.empty()) {
    // --actions: set the battle up as a bug report or a screenshot needs it.
    for (const std::string& text : context.launch.actions) {
      const std::optional<Action> action = ParseAction(text);
      const std::string reason = !action ? "not an action" : session->Play(*action).reason;
      if (!reason.empty()) {
        context.notices.push_back("--actions: \"" + text + "\" was refused: " + reason);
        break;
      }
    }
    context.launch.actions.clear();
  }
  controller_ = std::make_unique<BattleController>(std::move(session));
  controller_->threats_expanded = context.settings != nullptr && context.settings->threats_expanded;
  if (!load_error_.empty()) {
    // The resume problem is said once; the battle goes on.
    controller_->Say(load_error_, true);
    load_error_.clear();
  }
  SaveSiege(context);
}

bool BattleScreen::OnKey(const session::KeyPress& key, UiContext& context, NavRequest& nav) {
  if (!controller_) return false;
  if (briefing_open_) {
    // Enter, Space or Esc begins; F1 and F11 still do their jobs.
    const session::Key k = key.key;
    if (k == session::Key::kReturn || k == session::Key::kKeypadEnter || k == session::Key::kSpace ||
        k == session::Key::kEscape) {
      briefing_open_ = false;
      return true;
    }
  }
  const session::BattleInput command = session::MapBattleKey(key);
  if (command.command == session::BattleCommand::kNone) return false;
  briefing_open_ = false;  // any battle key begins, and does its job
  if (command.command == session::BattleCommand::kBack) {
    if (controller_->animating()) {
      controller_->SkipAnimation();
      return true;
    }
    if (controller_->selection().kind != SelectionKind::kNone) {
      controller_->Deselect();
      return true;
    }
    nav = NavRequest::Pop();  // the siege stays saved: the title offers to resume it
    return true;
  }
  if (key.repeat) return true;
  const bool threats_before = controller_->threats_expanded;
  controller_->HandleCommand(command);
  if (threats_before != controller_->threats_expanded && context.settings != nullptr) {
    context.settings->threats_expanded = controller_->threats_expanded;
    context.settings_changed = true;
  }
  return true;
}

void BattleScreen::OnClick(float x, float y, session::MouseButton button, UiContext& context) {
  (void)context;
  if (!controller_) return;
  if (button == session::MouseButton::kRight) {
    controller_->Deselect();
    return;
  }
  if (button != session::MouseButton::kLeft) return;
  if (briefing_open_) {
    briefing_open_ = false;  // a click on the board begins
    return;
  }
  if (controller_->animating()) {
    controller_->SkipAnimation();
    return;
  }
  controller_->ClickCell(layout_.CellAt(x, y));
}

void BattleScreen::PlaySounds(UiContext& context) {
  for (const std::string& sound : controller_->TakeSounds()) {
    if (context.audio != nullptr) context.audio->PlaySfx(sound);
  }
}

void BattleScreen::SaveSiege(UiContext& context) {
  if (!controller_) return;
  controller_->changed = false;
  const std::filesystem::path path = session::SiegeSavePath(context.user_dir);
  if (IsOver(controller_->session().state())) {
    session::EraseSiegeSave(path);
    if (context.profile != nullptr) {
      // The campaign records the finished battle: grade, payout, statistics, units kept.
      const session::BattleSession& s = controller_->session();
      const std::string key = s.mission_def().id + ":" + std::to_string(s.seed()) + ":" +
                              std::to_string(s.history().size()) + ":" + std::to_string(s.state().score);
      context.profile->RecordFinishedBattle(SummarizeBattle(s.catalog(), s.state(), s.all_events()), key);
    }
    return;
  }
  const std::string error = session::WriteSiegeSave(path, session::MakeSiegeSave(controller_->session()));
  if (!error.empty()) context.notices.push_back("The siege could not be saved: " + error);
}

void BattleScreen::DrawWorld(UiContext& context) {
  time_ += context.dt;
  if (!music_started_ && context.audio != nullptr) {
    context.audio->PlayMusic("broadcast");
    music_started_ = true;
  }
  layout_ = render::ComputeBattleLayout(context.width, context.height, context.scale);
  // The backdrop only where the side panel (near opaque) does not cover it: on a
  // software renderer every full-window layer costs a millisecond or more.
  const render::Rect& panel = layout_.side_panel;
  const SDL_FRect backdrop = layout_.stacked ? SDL_FRect{0, 0, context.width, panel.y}
                                             : SDL_FRect{0, 0, panel.x, context.height};
  render::FillVerticalGradient(context.renderer, backdrop, render::Rgba{28, 16, 14}, render::Rgba{48, 24, 18});
  if (!controller_) return;
  const float rate = context.settings != nullptr ? session::AnimationRate(context.settings->animation_speed) : 1.0f;
  controller_->Update(context.dt, rate);
  if (controller_->changed) SaveSiege(context);
  PlaySounds(context);
  if (!sprites_) {
    sprites_ = std::make_unique<render::SpriteCache>(context.renderer, context.asset_dir);
    board_ = std::make_unique<render::BoardRenderer>(context.renderer, *sprites_);
  }
  render::BoardScene scene;
  scene.view = &controller_->view();
  scene.catalog = &controller_->session().catalog();
  scene.layout = layout_;
  scene.highlight = controller_->Highlights();
  scene.hover = controller_->hover;
  scene.intents = controller_->animating() || IsOver(controller_->session().state())
                      ? nullptr
                      : &controller_->session().intents();
  scene.threats_expanded = controller_->threats_expanded;
  const render::ViewAttacker* hovered = controller_->hover >= 0 ? scene.view->AttackerAt(controller_->hover) : nullptr;
  scene.focus_uid = hovered != nullptr ? hovered->uid : 0;
  scene.fx = &controller_->playback().fx();
  scene.glide = controller_->playback().glide();
  scene.time = time_;
  board_->Draw(scene, ImGui::GetBackgroundDrawList(), context.fonts.body, context.fonts.bold);
}

NavRequest BattleScreen::DrawUi(UiContext& context) {
  NavRequest nav;
  if (!controller_) {
    BeginScreenWindow("##battle_error", context);
    ImGui::SetCursorPos(ImVec2(40 * context.scale, 40 * context.scale));
    TextIn(context.fonts.heading, "NO BATTLE", kHazard);
    ImGui::TextWrapped("%s", load_error_.c_str());
    if (ImGui::Button("< BACK")) nav = NavRequest::Pop();
    EndScreenWindow();
    return nav;
  }
  const ImGuiIO& io = ImGui::GetIO();
  const bool mouse = (io.ConfigFlags & ImGuiConfigFlags_NoMouse) == 0 && ImGui::IsMousePosValid();
  controller_->hover = !mouse || io.WantCaptureMouse ? kNoCell : layout_.CellAt(io.MousePos.x, io.MousePos.y);
  DrawTopBar(context, nav);
  DrawSidePanel(context);
  DrawBoardTooltip(context);
  if (briefing_open_ && !IsOver(controller_->session().state())) DrawBriefing(context);
  if (IsOver(controller_->session().state()) && !controller_->animating() && !result_dismissed_) {
    const NavRequest result = DrawResult(context);
    if (result.kind != NavRequest::Kind::kNone) nav = result;
  }
  return nav;
}

}  // namespace bc::ui
