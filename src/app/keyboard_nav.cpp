#include "app/keyboard_nav.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <iterator>

namespace bc::app {

namespace {

constexpr ImGuiConfigFlags kNavFlags = ImGuiConfigFlags_NavEnableKeyboard | ImGuiConfigFlags_NavEnableGamepad;

// Tab: pressed this frame (+1, Shift+Tab -1, 0 none), held last frame, and a step made on
// the frame before, whose landing must not open a slider's text field.
int tab_step = 0;
bool tab_was_held = false;
int tab_landing = 0;  // frames until the step lands (ImGui applies it at the next NewFrame)
ImGuiID tab_from = 0;  // the widget it stepped from
bool tab_retried = false;

// Asks ImGui for a tabbing step: +1 the next widget, -1 the one before, 0 the first.
void SubmitTab(ImGuiContext* g, int step) {
  g->NavTabbingDir = step;
  ImGui::NavMoveRequestSubmit(ImGuiDir_None, step < 0 ? ImGuiDir_Up : ImGuiDir_Down,
                              ImGuiNavMoveFlags_Tabbing | ImGuiNavMoveFlags_FocusApi,
                              ImGuiScrollFlags_KeepVisibleEdgeX | ImGuiScrollFlags_KeepVisibleEdgeY);
  g->NavTabbingResultFirst.Clear();
  g->NavTabbingCounter = -1;
  tab_from = g->NavId;
  tab_landing = 1;
}
// The pad's buttons since the last frame, as ImGui's navigation inputs.
bool pad_nav[ImGuiNavInput_COUNT] = {};

bool NavOn() { return (ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0; }

// A panel inside a screen's window (a list, the release notes), which the focus enters
// with Enter and leaves with Esc. Popups are children too, of a kind; they are not panels,
// nor is a flattened child (a column the focus walks into and out of freely).
bool InPanel(const ImGuiWindow* window) {
  return window != nullptr && (window->Flags & ImGuiWindowFlags_ChildWindow) != 0 &&
         (window->Flags & (ImGuiWindowFlags_Popup | ImGuiWindowFlags_NavFlattened)) == 0 &&
         window->ParentWindow != nullptr;
}

}  // namespace

bool MenuNavWanted(bool screen_wants_menu_nav) {
  return screen_wants_menu_nav || ImGui::GetTopMostPopupModal() != nullptr;
}

void SetMenuNav(bool on) {
  ImGuiIO& io = ImGui::GetIO();
  if (on) {
    io.ConfigFlags |= kNavFlags;
  } else {
    io.ConfigFlags &= ~kNavFlags;
  }
}

bool ImGuiTakesKey(const session::KeyPress& key, int scancode) {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  // ImGui reads the keys by their scancodes: a key event without one never reaches it.
  if (g == nullptr || !NavOn() || g->NavWindow == nullptr || scancode <= 0) return false;
  using session::Key;
  switch (key.key) {
    case Key::kUp:
    case Key::kDown:
    case Key::kLeft:
    case Key::kRight:
    case Key::kTab:
    case Key::kSpace:
    case Key::kReturn:
    case Key::kKeypadEnter:
      return !key.ctrl && g->NavId != 0;
    case Key::kEscape:
      // Only while the focus is shown: after a click inside a list, Esc still leaves the
      // screen at once.
      return InPanel(g->NavWindow) && !g->NavDisableHighlight;
    default:
      return false;
  }
}

void FeedPadNav(session::PadButton button) {
  using session::PadButton;
  switch (button) {
    case PadButton::kUp: pad_nav[ImGuiNavInput_KeyUp_] = true; break;
    case PadButton::kDown: pad_nav[ImGuiNavInput_KeyDown_] = true; break;
    case PadButton::kLeft: pad_nav[ImGuiNavInput_KeyLeft_] = true; break;
    case PadButton::kRight: pad_nav[ImGuiNavInput_KeyRight_] = true; break;
    case PadButton::kA: pad_nav[ImGuiNavInput_Activate] = true; break;
    default: break;
  }
}

void FeedNavKeys() {
  ImGuiIO& io = ImGui::GetIO();
  bool pads[ImGuiNavInput_COUNT];
  std::copy(std::begin(pad_nav), std::end(pad_nav), std::begin(pads));
  std::fill(std::begin(pad_nav), std::end(pad_nav), false);
  if (!NavOn() || io.WantTextInput) return;
  for (int i = 0; i < ImGuiNavInput_COUNT; ++i) {
    if (pads[i]) io.NavInputs[i] = 1.0f;
  }
  const int enter = io.KeyMap[ImGuiKey_Enter];
  const int keypad = io.KeyMap[ImGuiKey_KeyPadEnter];
  if ((enter >= 0 && io.KeysDown[enter]) || (keypad >= 0 && io.KeysDown[keypad])) {
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
  }
  // Tab steps to the next widget in the order the screen lays them out (Shift+Tab to the
  // one before), wrapping at the ends: ShowFocus asks ImGui for it. ImGui 1.86's own Tab
  // steps between text fields and sliders only.
  const int tab = io.KeyMap[ImGuiKey_Tab];
  const bool held = tab >= 0 && io.KeysDown[tab] && !io.KeyCtrl && !io.KeyAlt;
  tab_step = held && !tab_was_held ? (io.KeyShift ? -1 : 1) : 0;
  tab_was_held = held;
}

void ShowFocus(bool keyboard_user) {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (g == nullptr) return;
  if (tab_landing > 0 && --tab_landing == 0) {
    // The step landed: on a widget, not into a slider's text field (ImGui's tabbing
    // activates one; the arrows and Enter are the keyboard's way into it).
    g->NavActivateInputId = 0;
    // A focus on a widget that is gone (a button that changed its label) goes nowhere
    // forward: then to the window's first widget.
    if (g->NavId == tab_from && !tab_retried && tab_step == 0 && NavOn() && g->NavWindow != nullptr) {
      tab_retried = true;
      SubmitTab(g, 0);
    }
  }
  if (tab_step != 0 && NavOn() && g->NavWindow != nullptr && !ImGui::GetIO().WantTextInput) {
    // Every widget of the focused window and the panels flattened into it, in the order
    // they are submitted (the focus API's tabbing, which does not skip buttons).
    tab_retried = false;
    SubmitTab(g, tab_step);
  }
  tab_step = 0;
  if (!keyboard_user || !NavOn()) return;
  g->NavDisableHighlight = false;
  g->NavDisableMouseHover = true;
  // A window that took the focus without choosing a widget (the last one closed, a
  // panel was left): its first widget, or the one the screen marks as the default.
  if (g->NavWindow != nullptr && g->NavId == 0 && !g->NavInitRequest) ImGui::NavInitWindow(g->NavWindow, false);
}

FocusState CurrentFocus() {
  FocusState state;
  const ImGuiContext* g = ImGui::GetCurrentContext();
  if (g == nullptr) return state;
  state.nav_enabled = NavOn();
  state.on_widget = g->NavWindow != nullptr && g->NavWindow->WasActive && g->NavId != 0;
  state.drawn = state.on_widget && !g->NavDisableHighlight;
  return state;
}

void HideKeyFromImGui(int scancode) {
  ImGuiIO& io = ImGui::GetIO();
  if (scancode >= 0 && scancode < IM_ARRAYSIZE(io.KeysDown)) io.KeysDown[scancode] = false;
}

}  // namespace bc::app
