// An input script (base-command --script FILE): a small text file of timed steps that
// plays the real game as a player would, with a gamepad and keys, for checks that run the
// installed game with no one at it (tools/check-fresh-install). One step a line; `#`
// starts a comment; words are separated by spaces:
//
//   connect               a gamepad is plugged in (the game sees it arrive)
//   disconnect            and pulled out again
//   press BUTTON          a pad button goes down and stays down...
//   release BUTTON        ...until released
//   tap BUTTON            pressed for one frame, then released
//   key KEY               a key pressed and released (the game's key names: P, Enter,
//                         Esc, Space, Up, F1...)
//   wait SECONDS          the game runs on (at 60 frames a second: 0.5 is 30 frames)
//   screenshot FILE.png   the next frame is written to FILE.png (relative to the script)
//   quit                  the game ends, exit code 0 (1 if a screenshot failed)
//
// BUTTON is one of a, b, x, y, back, start, lb, rb, up, down, left, right (the D-pad).
// A pad's buttons need the pad connected. A script that ends without `quit` leaves the
// game running for whoever is at it. The reader is strict: every bad line is reported
// with its number and what is wrong. Running a script is the shell's (app/script_pad.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "session/key_map.h"
#include "session/pad_map.h"

namespace bc::session {

inline constexpr int kScriptFramesPerSecond = 60;
inline constexpr double kScriptLongestWait = 3600.0;  // seconds, one wait
inline constexpr std::size_t kScriptLongestText = 1 << 20;

struct ScriptStep {
  enum class Kind : std::uint8_t { kConnect, kDisconnect, kPress, kRelease, kTap, kKey, kWait, kScreenshot, kQuit };
  Kind kind = Kind::kQuit;
  int line = 0;                            // in the script's text, from 1
  PadButton button = PadButton::kA;        // kPress, kRelease, kTap
  Key key = Key::kNone;                    // kKey
  int frames = 0;                          // kWait: the seconds as frames, rounded up
  std::string file;                        // kScreenshot, as written
  bool operator==(const ScriptStep&) const = default;
};

struct ScriptError {
  int line = 0;
  std::string reason;
};

struct ScriptRead {
  std::vector<ScriptStep> steps;
  std::vector<ScriptError> errors;  // empty when every line was understood
  bool ok() const { return errors.empty(); }
};

// Reads a script's text. `name` (the file) only prefixes the errors' text.
ScriptRead ReadInputScript(std::string_view text);

// "FILE:LINE: reason", one error a line.
std::string DescribeScriptErrors(const ScriptRead& read, const std::string& name);

// The steps written back as a script ReadInputScript reads to the same steps (their line
// numbers aside).
std::string InputScriptToText(const std::vector<ScriptStep>& steps);

// The script's name of a pad button ("a", "lb", "up").
const char* ScriptButtonName(PadButton button);

}  // namespace bc::session
