// The desktop game's command line: which screen to open, a screenshot to take, a frame
// benchmark to run. Parsed into plain data so that it can be tested without a window.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bc::app {

struct AppOptions {
  std::string screen = "title";   // title, operations, battle, settings, howto, ...
  std::string mission;            // mission id for --screen battle ("" = first mission)
  std::optional<std::uint64_t> seed;
  std::string screenshot;         // PNG to write after `frames` frames, then exit
  std::string actions;            // --actions "end_turn;fire C3": played on the opened battle
  std::string script;             // --script FILE: an input script played into the game (session/input_script.h)
  int window_w = 1280;             // --window WxH: the window's size at start
  int window_h = 720;
  std::string language;           // --language CODE: en, ru, pt, pseudo ("" = the settings' choice)
  int frames = 3;
  int bench_frames = 0;           // > 0: run the frame benchmark and exit
  bool pad = false;               // --pad: start as if a gamepad were in use (its glyphs in the hints)
  // Not on the command line. false: each frame is laid out, and its drawing made, but none
  // of it is put into the window's pixels (Window::BeginFrame): for a test that reads
  // what the frames laid out and chose, never what they show, so that a frame costs a
  // fraction of a software renderer's drawing. With nothing shown there is no refresh to
  // wait for (no vsync) and the game runs on the fixed clock, a frame 1/60 s of its time,
  // as a screenshot run does. A frame a screenshot is taken of is drawn all the same.
  bool draw_pixels = true;
  bool help = false;
};

struct OptionsParse {
  AppOptions options;
  std::string error;  // empty when the command line was understood
};

// Parses argv (argv[0] is skipped).
OptionsParse ParseAppOptions(const std::vector<std::string>& args);

// The language a run plays in: the command line's (--language) for this run, else the
// settings' choice, else the system's (i18n::SystemLanguage).
std::string LanguageToUse(const AppOptions& options, const std::string& setting, const std::string& system);

// The usage text printed for --help or a bad command line.
std::string UsageText();

}  // namespace bc::app
