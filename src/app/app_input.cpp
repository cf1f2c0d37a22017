// One input from the window system, as the shell takes it (App::Handle): the window's
// close, a pad connected or gone, the shell's own keys (F1, F5, F11, Esc on the reload
// overlay), the menus' focus, and otherwise the top screen's.
#include "app/app.h"

#include <imgui.h>
#include <imgui_internal.h>

#include "app/keyboard_nav.h"

namespace bc::app {

void App::Handle(const Input& input) {
  if (input.kind == Input::Kind::kQuit) {
    quit_ = true;
    return;
  }
  if (screens_.empty()) return;
  ui::Screen& top = screens_.top();
  if (input.kind == Input::Kind::kPadAdded) {
    notices_.Add(i18n::Format(i18n::Tr("{0} is connected. In a battle the D-pad moves the cursor, A acts, "
                                       "LB / RB choose a card, Start ends the turn; past the board's edge the D-pad reaches the panels."),
                              {input.name}));
    return;
  }
  if (input.kind == Input::Kind::kPadRemoved) {
    notices_.Add(i18n::Format(i18n::Tr("{0} was disconnected. The keyboard and mouse still work."), {input.name}));
    return;
  }
  if (input.kind == Input::Kind::kPointer) {
    keyboard_user_ = false;
    context_.pointer_in_use = true;
    return;
  }
  keyboard_user_ = true;
  context_.pointer_in_use = false;
  if (input.kind == Input::Kind::kPad) {
    context_.pad_in_use = true;
    // While the menus' focus is on, the D-pad and A are its own too (keyboard_nav.h).
    if ((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableGamepad) != 0 && !top.claims_pad(input.pad)) {
      FeedPadNav(input.pad);
    }
    // A question on screen is Dear ImGui's to answer: its focus moves with the D-pad, and
    // B is Esc, the question's way out, as its hint says.
    const bool question = ImGui::GetTopMostPopupModal() != nullptr;
    if (!question && top.OnPad(input.pad, context_, choices_)) return;
    if (const std::optional<session::KeyPress> key = session::PadMenuKey(input.pad)) {
      Input keyed;
      keyed.kind = Input::Kind::kKey;
      keyed.key = *key;
      Handle(keyed);
      context_.pad_in_use = true;
    }
    return;
  }
  context_.pad_in_use = false;
  if (input.kind == Input::Kind::kClick) {
    top.OnClick(input.x, input.y, input.button, context_, choices_);
    return;
  }
  const session::Key key = input.key.key;
  if (key == session::Key::kF11) {
    session::Settings& settings = choices_.ChangeSettings(settings_);
    settings.fullscreen = !settings.fullscreen;
    return;
  }
  if (key == session::Key::kF5) {
    AfterData(data_.Reload(BattleOnTop(), notices_));
    return;
  }
  if (data_.overlay().open && key == session::Key::kEscape) {
    const ui::ReloadChoice choice = data_.overlay().offer_restart ? ui::ReloadChoice::kKeepBattle
                                                                  : ui::ReloadChoice::kDismiss;
    AfterData(data_.Choose(choice, false, notices_));
    return;
  }
  // The menus' focus takes the arrows, Tab, Enter and Space (and Esc inside a panel);
  // a screen waiting for any key (CONTROLS' rebind) takes them first.
  if (!top.takes_every_key() && !top.claims_key(input.key) && ImGuiTakesKey(input.key, input.scancode)) return;
  if (top.OnKey(input.key, context_, choices_)) {
    HideKeyFromImGui(input.scancode);  // the screen's, so the focus does not move with it
    return;
  }
  if (key == session::Key::kEscape) {
    choices_.Go(ui::NavRequest::Pop());
  } else if (key == session::Key::kF1 && top.id() != ui::ScreenId::kHowTo) {
    choices_.Go(ui::NavRequest::Push(ui::ScreenId::kHowTo));
  }
}

}  // namespace bc::app
