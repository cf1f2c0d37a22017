#include "app/script_player.h"

#include <utility>

#include "app/event_translation.h"

namespace bc::app {

namespace {

using session::ScriptStep;

// What the game's notice calls the pad when it arrives, as it names a real pad by its
// maker's name.
constexpr const char* kPadName = "Base Command script pad";

// The device index of the joystick with this instance id, or -1.
int DeviceIndexOf(SDL_JoystickID id) {
  for (int i = 0; i < SDL_NumJoysticks(); ++i) {
    if (SDL_JoystickGetDeviceInstanceID(i) == id) return i;
  }
  return -1;
}

int AttachPad() {
  SDL_VirtualJoystickDesc desc;
  SDL_zero(desc);
  desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
  desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
  desc.naxes = SDL_CONTROLLER_AXIS_MAX;
  desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
  desc.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1u;
  desc.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1u;
  desc.name = kPadName;
  return SDL_JoystickAttachVirtualEx(&desc);
}

}  // namespace

ScriptPlayer::ScriptPlayer(std::vector<session::ScriptStep> steps, std::filesystem::path folder)
    : steps_(std::move(steps)), folder_(std::move(folder)) {}

ScriptPlayer::~ScriptPlayer() {
  if (pad_ != nullptr) Disconnect();
}

bool ScriptPlayer::Connect() {
  if ((SDL_WasInit(SDL_INIT_GAMECONTROLLER) & SDL_INIT_GAMECONTROLLER) == 0) {
    error_ = std::string("the pad cannot be connected: SDL's game controllers are not available: ") + SDL_GetError();
    return false;
  }
  // The script's pad is the script's, whichever window has the keyboard's focus (SDL
  // drops a pad's buttons while the game is in the background, and a window with no
  // window manager, or the dummy video driver's, may never be in front).
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  int index = AttachPad();
  if (index >= 0 && SDL_IsGameController(index) == SDL_FALSE) {
    // A build of SDL that gives virtual pads no mapping of their own: the standard one,
    // by the pad's GUID, then the pad plugged in again so that it arrives as a pad.
    char guid[33];
    SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(index), guid, sizeof guid);
    SDL_JoystickDetachVirtual(index);
    const std::string mapping = std::string(guid) + "," + kPadName +
                                ",a:b0,b:b1,x:b2,y:b3,back:b4,guide:b5,start:b6,leftstick:b7,rightstick:b8,"
                                "leftshoulder:b9,rightshoulder:b10,dpup:b11,dpdown:b12,dpleft:b13,dpright:b14,"
                                "leftx:a0,lefty:a1,rightx:a2,righty:a3,lefttrigger:a4,righttrigger:a5,";
    SDL_GameControllerAddMapping(mapping.c_str());
    index = AttachPad();
  }
  if (index < 0 || SDL_IsGameController(index) == SDL_FALSE) {
    error_ = std::string("the script's virtual pad could not be made: ") + SDL_GetError();
    if (index >= 0) SDL_JoystickDetachVirtual(index);
    return false;
  }
  pad_ = SDL_JoystickOpen(index);
  if (pad_ == nullptr) {
    error_ = std::string("the script's virtual pad could not be opened: ") + SDL_GetError();
    SDL_JoystickDetachVirtual(index);
    return false;
  }
  pad_id_ = SDL_JoystickInstanceID(pad_);
  // The triggers at rest, as a real pad's are.
  SDL_JoystickSetVirtualAxis(pad_, SDL_CONTROLLER_AXIS_TRIGGERLEFT, SDL_JOYSTICK_AXIS_MIN);
  SDL_JoystickSetVirtualAxis(pad_, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, SDL_JOYSTICK_AXIS_MIN);
  return true;
}

void ScriptPlayer::Disconnect() {
  SDL_JoystickClose(pad_);
  pad_ = nullptr;
  const int index = DeviceIndexOf(pad_id_);
  if (index >= 0) SDL_JoystickDetachVirtual(index);
  pad_id_ = -1;
}

void ScriptPlayer::SetButton(session::PadButton button, bool down) {
  if (pad_ == nullptr) return;
  SDL_JoystickSetVirtualButton(pad_, ControllerButtonOf(button), down ? SDL_PRESSED : SDL_RELEASED);
}

bool ScriptPlayer::BeforeFrame() {
  screenshot_.clear();
  if (wait_ > 0) {
    --wait_;
    return true;
  }
  if (release_due_) {
    release_due_ = false;
    if (held_.kind == ScriptStep::Kind::kKey) {
      PushKeyEvent(held_.key, false);
    } else {
      SetButton(held_.button, false);
    }
    return true;
  }
  while (next_ < steps_.size() && !quit_) {
    const ScriptStep& step = steps_[next_++];
    line_ = step.line;
    switch (step.kind) {
      case ScriptStep::Kind::kConnect:
        return Connect();
      case ScriptStep::Kind::kDisconnect:
        Disconnect();
        return true;
      case ScriptStep::Kind::kPress:
        SetButton(step.button, true);
        return true;
      case ScriptStep::Kind::kRelease:
        SetButton(step.button, false);
        return true;
      case ScriptStep::Kind::kTap:
        SetButton(step.button, true);
        held_ = step;
        release_due_ = true;
        return true;
      case ScriptStep::Kind::kKey:
        PushKeyEvent(step.key, true);
        held_ = step;
        release_due_ = true;
        return true;
      case ScriptStep::Kind::kWait:
        if (step.frames == 0) continue;
        wait_ = step.frames - 1;  // this frame is the first of them
        return true;
      case ScriptStep::Kind::kScreenshot:
        screenshot_ = std::filesystem::path(step.file).is_absolute() ? std::filesystem::path(step.file)
                                                                      : folder_ / step.file;
        return true;
      case ScriptStep::Kind::kQuit:
        quit_ = true;
        return true;
    }
  }
  return true;
}

SDL_GameControllerButton ControllerButtonOf(session::PadButton button) {
  using session::PadButton;
  switch (button) {
    case PadButton::kA: return SDL_CONTROLLER_BUTTON_A;
    case PadButton::kB: return SDL_CONTROLLER_BUTTON_B;
    case PadButton::kX: return SDL_CONTROLLER_BUTTON_X;
    case PadButton::kY: return SDL_CONTROLLER_BUTTON_Y;
    case PadButton::kBack: return SDL_CONTROLLER_BUTTON_BACK;
    case PadButton::kStart: return SDL_CONTROLLER_BUTTON_START;
    case PadButton::kLeftShoulder: return SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
    case PadButton::kRightShoulder: return SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
    case PadButton::kUp: return SDL_CONTROLLER_BUTTON_DPAD_UP;
    case PadButton::kDown: return SDL_CONTROLLER_BUTTON_DPAD_DOWN;
    case PadButton::kLeft: return SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    case PadButton::kRight: return SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
  }
  return SDL_CONTROLLER_BUTTON_INVALID;
}

}  // namespace bc::app
