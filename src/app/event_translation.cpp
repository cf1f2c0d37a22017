#include "app/event_translation.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "imgui_impl_sdl.h"

namespace bc::app {

namespace {

session::Key KeyOf(SDL_Keycode code) {
  using session::Key;
  switch (code) {
    case SDLK_1: case SDLK_KP_1: return Key::k1;
    case SDLK_2: case SDLK_KP_2: return Key::k2;
    case SDLK_3: case SDLK_KP_3: return Key::k3;
    case SDLK_4: case SDLK_KP_4: return Key::k4;
    case SDLK_5: case SDLK_KP_5: return Key::k5;
    case SDLK_6: case SDLK_KP_6: return Key::k6;
    case SDLK_7: case SDLK_KP_7: return Key::k7;
    case SDLK_8: case SDLK_KP_8: return Key::k8;
    case SDLK_9: case SDLK_KP_9: return Key::k9;
    case SDLK_0: case SDLK_KP_0: return Key::k0;
    case SDLK_TAB: return Key::kTab;
    case SDLK_BACKSPACE: return Key::kBackspace;
    case SDLK_SPACE: return Key::kSpace;
    case SDLK_RETURN: return Key::kReturn;
    case SDLK_KP_ENTER: return Key::kKeypadEnter;
    case SDLK_ESCAPE: return Key::kEscape;
    case SDLK_UP: return Key::kUp;
    case SDLK_DOWN: return Key::kDown;
    case SDLK_LEFT: return Key::kLeft;
    case SDLK_RIGHT: return Key::kRight;
    case SDLK_F1: return Key::kF1;
    case SDLK_F5: return Key::kF5;
    case SDLK_F11: return Key::kF11;
    default: break;
  }
  // The letters, in order in both.
  if (code >= SDLK_a && code <= SDLK_z) {
    return static_cast<Key>(static_cast<int>(Key::kA) + static_cast<int>(code - SDLK_a));
  }
  return Key::kNone;
}

}  // namespace

std::optional<session::KeyPress> TranslateKey(const SDL_KeyboardEvent& event) {
  const session::Key key = KeyOf(event.keysym.sym);
  if (key == session::Key::kNone) return std::nullopt;
  return session::KeyPress{key, (event.keysym.mod & KMOD_CTRL) != 0, event.repeat != 0};
}

std::vector<Input> PollInputs(bool* saw_event) {
  std::vector<Input> inputs;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (saw_event != nullptr) *saw_event = true;
    ImGui_ImplSDL2_ProcessEvent(&event);
    const ImGuiIO& io = ImGui::GetIO();
    if (event.type == SDL_QUIT ||
        (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE)) {
      inputs.push_back(Input{});  // kQuit
    } else if (event.type == SDL_KEYDOWN && !io.WantTextInput) {
      if (const std::optional<session::KeyPress> key = TranslateKey(event.key)) {
        Input input;
        input.kind = Input::Kind::kKey;
        input.key = *key;
        input.scancode = static_cast<int>(event.key.keysym.scancode);
        inputs.push_back(input);
      }
    } else if (event.type == SDL_CONTROLLERDEVICEADDED) {
      // Hot-plug: a pad is opened when it arrives (SDL keeps it until it goes).
      if (SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which)) {
        Input input;
        input.kind = Input::Kind::kPadAdded;
        const char* name = SDL_GameControllerName(pad);
        input.name = name != nullptr ? name : "a gamepad";
        inputs.push_back(input);
      }
    } else if (event.type == SDL_CONTROLLERDEVICEREMOVED) {
      Input input;
      input.kind = Input::Kind::kPadRemoved;
      if (SDL_GameController* pad = SDL_GameControllerFromInstanceID(event.cdevice.which)) {
        const char* name = SDL_GameControllerName(pad);
        input.name = name != nullptr ? name : "a gamepad";
        SDL_GameControllerClose(pad);
      } else {
        input.name = "a gamepad";
      }
      inputs.push_back(input);
    } else if (event.type == SDL_CONTROLLERBUTTONDOWN) {
      if (const std::optional<session::PadButton> button = TranslatePadButton(event.cbutton.button)) {
        Input input;
        input.kind = Input::Kind::kPad;
        input.pad = *button;
        inputs.push_back(input);
      }
    }
    if (event.type == SDL_MOUSEMOTION || event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEWHEEL) {
      Input pointer;
      pointer.kind = Input::Kind::kPointer;
      inputs.push_back(pointer);
    }
    if (event.type == SDL_MOUSEBUTTONDOWN &&
        !PointOnUi(static_cast<float>(event.button.x), static_cast<float>(event.button.y))) {
      if (const std::optional<session::MouseButton> button = TranslateButton(event.button.button)) {
        Input input;
        input.kind = Input::Kind::kClick;
        input.x = static_cast<float>(event.button.x);
        input.y = static_cast<float>(event.button.y);
        input.button = *button;
        inputs.push_back(input);
      }
    }
  }
  return inputs;
}

bool PointOnUi(float x, float y) {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  if (g == nullptr) return false;
  if (ImGui::GetTopMostPopupModal() != nullptr) return true;  // a question waits for its answer
  const ImVec2 point(x, y);
  for (const ImGuiWindow* window : g->Windows) {
    if (!window->Active || window->Hidden) continue;
    if ((window->Flags & ImGuiWindowFlags_NoMouseInputs) != 0) continue;
    if ((window->Flags & ImGuiWindowFlags_Tooltip) != 0) continue;
    if (window->OuterRectClipped.Contains(point)) return true;
  }
  return false;
}

bool WaitForEvent(double seconds) {
  if (seconds <= 0.0) return SDL_PollEvent(nullptr) == 1;
  // Rounded up, so that the wait ends after the moment asked for, not just before it.
  const double ms = std::ceil(std::min(seconds, 3600.0) * 1000.0);
  return SDL_WaitEventTimeout(nullptr, static_cast<int>(ms)) == 1;
}

SDL_Keycode KeycodeOf(session::Key key) {
  using session::Key;
  const int k = static_cast<int>(key);
  if (key >= Key::k1 && key <= Key::k9) return SDLK_1 + (k - static_cast<int>(Key::k1));
  if (key >= Key::kA && key <= Key::kZ) return SDLK_a + (k - static_cast<int>(Key::kA));
  switch (key) {
    case Key::k0: return SDLK_0;
    case Key::kSpace: return SDLK_SPACE;
    case Key::kReturn: return SDLK_RETURN;
    case Key::kKeypadEnter: return SDLK_KP_ENTER;
    case Key::kEscape: return SDLK_ESCAPE;
    case Key::kTab: return SDLK_TAB;
    case Key::kBackspace: return SDLK_BACKSPACE;
    case Key::kUp: return SDLK_UP;
    case Key::kDown: return SDLK_DOWN;
    case Key::kLeft: return SDLK_LEFT;
    case Key::kRight: return SDLK_RIGHT;
    case Key::kF1: return SDLK_F1;
    case Key::kF5: return SDLK_F5;
    case Key::kF11: return SDLK_F11;
    default: return SDLK_UNKNOWN;
  }
}

bool PushKeyEvent(session::Key key, bool down) {
  const SDL_Keycode code = KeycodeOf(key);
  if (code == SDLK_UNKNOWN) return false;
  SDL_Event event;
  SDL_zero(event);
  event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
  event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
  event.key.keysym.sym = code;
  event.key.keysym.scancode = SDL_GetScancodeFromKey(code);
  if (SDL_Window* focus = SDL_GetKeyboardFocus()) event.key.windowID = SDL_GetWindowID(focus);
  return SDL_PushEvent(&event) == 1;
}

std::optional<session::PadButton> TranslatePadButton(Uint8 button) {
  using session::PadButton;
  switch (button) {
    case SDL_CONTROLLER_BUTTON_A: return PadButton::kA;
    case SDL_CONTROLLER_BUTTON_B: return PadButton::kB;
    case SDL_CONTROLLER_BUTTON_X: return PadButton::kX;
    case SDL_CONTROLLER_BUTTON_Y: return PadButton::kY;
    case SDL_CONTROLLER_BUTTON_BACK: return PadButton::kBack;
    case SDL_CONTROLLER_BUTTON_START: return PadButton::kStart;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return PadButton::kLeftShoulder;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return PadButton::kRightShoulder;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return PadButton::kUp;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return PadButton::kDown;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return PadButton::kLeft;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return PadButton::kRight;
    default: return std::nullopt;
  }
}

std::optional<session::MouseButton> TranslateButton(Uint8 button) {
  switch (button) {
    case SDL_BUTTON_LEFT: return session::MouseButton::kLeft;
    case SDL_BUTTON_MIDDLE: return session::MouseButton::kMiddle;
    case SDL_BUTTON_RIGHT: return session::MouseButton::kRight;
    default: return std::nullopt;
  }
}

}  // namespace bc::app
