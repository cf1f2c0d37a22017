// The keyboard in the menus: Dear ImGui's keyboard navigation moves a visible focus over
// every screen's widgets (arrows and Tab move it, Enter or Space presses, Esc goes back),
// as the gamepad's D-pad does. What the shell asks of ImGui for it, each frame and for
// each key, lives here.
#pragma once

#include "session/key_map.h"
#include "session/pad_map.h"

namespace bc::app {

// Whether ImGui's focus moves with the arrows and the pad on this frame: everywhere
// but a battle in play (whose keys and D-pad are the battle's own), and always while a
// modal question is open.
bool MenuNavWanted(bool screen_wants_menu_nav);

// Turns ImGui's navigation on or off for the frame to come (keyboard and gamepad alike).
void SetMenuNav(bool on);

// Whether a key is ImGui's to act on rather than the screen's: the navigation keys
// (arrows, Tab, Enter, Space) while the menus' focus is on a widget, and Esc while the
// focus is inside a panel (Esc leaves the panel first, then the screen). `scancode` is
// the key as ImGui's key state has it (0: one ImGui never saw).
bool ImGuiTakesKey(const session::KeyPress& key, int scancode);

// Between the platform backend's new frame and ImGui::NewFrame: Enter (and keypad Enter)
// press the focused widget, as Space does (ImGui 1.86 gives Enter to text fields only),
// and Tab (Shift+Tab) steps to the next (previous) widget in layout order, wrapping
// (ShowFocus makes the step).
void FeedNavKeys();

// A gamepad button for Dear ImGui's focus on the next frame, from its SDL event: the D-pad
// moves the focus and A presses (ImGui reads the first pad's state itself too; the event
// catches a press released before the frame, and a pad ImGui did not open).
void FeedPadNav(session::PadButton button);

// After ImGui::NewFrame: while the player uses the keyboard or a pad, the focus is drawn
// (ImGui hides it after a click until a navigation key is pressed).
void ShowFocus(bool keyboard_user);

// How the focus stands after a frame: on some widget, and drawn.
struct FocusState {
  bool nav_enabled = false;
  bool on_widget = false;  // a widget (or a panel) holds the focus
  bool drawn = false;      // and its highlight is drawn
};
FocusState CurrentFocus();

// Removes a key from ImGui's view for this frame: the screen took it.
void HideKeyFromImGui(int scancode);

}  // namespace bc::app
