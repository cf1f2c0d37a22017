// Plays an input script (session/input_script.h) into the running game, a frame at a
// time, through the window system's own input: the pad is an SDL virtual game controller
// (SDL_JoystickAttachVirtualEx, of the game-controller type, which SDL gives its standard
// mapping), so the game sees it arrive, opens it and reads its buttons through the same
// GameController events as a real pad's, hot-plug included. Keys have no virtual device
// in SDL: their key-down and key-up events are pushed onto SDL's queue, where the
// keyboard's would be (event_translation.h, PushKeyEvent). Screenshots are the shell's to take (App::Frame); this says when.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <string>
#include <vector>

#include "session/input_script.h"

namespace bc::app {

class ScriptPlayer {
 public:
  // `folder`: where the script's relative screenshot paths are taken from.
  ScriptPlayer(std::vector<session::ScriptStep> steps, std::filesystem::path folder);
  ~ScriptPlayer();
  ScriptPlayer(const ScriptPlayer&) = delete;
  ScriptPlayer& operator=(const ScriptPlayer&) = delete;

  // Before each frame's events are read: carries out the steps due (the pad's buttons
  // set, keys pushed). Needs SDL's joystick subsystem for the pad's steps; false, with
  // the reason in error(), when the virtual pad cannot be made.
  bool BeforeFrame();
  // The PNG to write of the frame about to be drawn, or "" (set by BeforeFrame).
  const std::filesystem::path& screenshot() const { return screenshot_; }
  // The script asked the game to end.
  bool quit() const { return quit_; }
  // Every step has been carried out (and any wait has run out).
  bool finished() const { return next_ >= steps_.size() && wait_ == 0 && !release_due_; }
  // The script's line of the step carried out last.
  int line() const { return line_; }
  const std::string& error() const { return error_; }

 private:
  bool Connect();
  void Disconnect();
  void SetButton(session::PadButton button, bool down);

  std::vector<session::ScriptStep> steps_;
  std::filesystem::path folder_;
  std::size_t next_ = 0;
  int wait_ = 0;                // frames still to draw before the next step
  bool release_due_ = false;    // a tap's or a key's second half, at the next frame
  session::ScriptStep held_;    // ... of this step
  std::filesystem::path screenshot_;
  bool quit_ = false;
  int line_ = 0;
  std::string error_;
  SDL_JoystickID pad_id_ = -1;         // the virtual pad, while connected
  SDL_Joystick* pad_ = nullptr;        // this player's own handle on it
};

// The game controller button of a pad button.
SDL_GameControllerButton ControllerButtonOf(session::PadButton button);

}  // namespace bc::app
