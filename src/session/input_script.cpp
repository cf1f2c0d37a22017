#include "session/input_script.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace bc::session {

namespace {

struct ButtonName {
  PadButton button;
  const char* name;
};

constexpr std::array<ButtonName, 12> kButtons = {{
    {PadButton::kA, "a"},
    {PadButton::kB, "b"},
    {PadButton::kX, "x"},
    {PadButton::kY, "y"},
    {PadButton::kBack, "back"},
    {PadButton::kStart, "start"},
    {PadButton::kLeftShoulder, "lb"},
    {PadButton::kRightShoulder, "rb"},
    {PadButton::kUp, "up"},
    {PadButton::kDown, "down"},
    {PadButton::kLeft, "left"},
    {PadButton::kRight, "right"},
}};

constexpr const char* kButtonList = "a, b, x, y, back, start, lb, rb, up, down, left or right";

bool Space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// The line's words, a comment cut off.
std::vector<std::string_view> Words(std::string_view line) {
  if (const std::size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && Space(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !Space(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

// The words from `from` on, joined by single spaces.
std::string Rest(const std::vector<std::string_view>& words, std::size_t from) {
  std::string out;
  for (std::size_t i = from; i < words.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += words[i];
  }
  return out;
}

bool FindButton(std::string_view name, PadButton& out) {
  const std::string lower = Lower(name);
  for (const ButtonName& b : kButtons) {
    if (lower == b.name) {
      out = b.button;
      return true;
    }
  }
  return false;
}

// "0.5" -> 30 frames; false unless a plain decimal from 0 to kScriptLongestWait.
bool ParseSeconds(std::string_view text, int& frames) {
  if (text.empty() || text.find_first_not_of("0123456789.") != std::string_view::npos) return false;
  double seconds = 0.0;
  const auto result = std::from_chars(text.data(), text.data() + text.size(), seconds);
  if (result.ec != std::errc() || result.ptr != text.data() + text.size()) return false;
  if (!std::isfinite(seconds) || seconds < 0.0 || seconds > kScriptLongestWait) return false;
  // Rounded up, and forgiving the last digits of a written-back 1/60.
  frames = static_cast<int>(std::ceil(seconds * kScriptFramesPerSecond - 1e-6));
  if (frames < 0) frames = 0;
  return true;
}

bool PrintableFileName(std::string_view name) {
  for (const char c : name) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
  }
  return true;
}

bool EndsWithPng(std::string_view name) {
  return name.size() > 4 && Lower(name.substr(name.size() - 4)) == ".png";
}

}  // namespace

const char* ScriptButtonName(PadButton button) {
  for (const ButtonName& b : kButtons) {
    if (b.button == button) return b.name;
  }
  return "?";
}

ScriptRead ReadInputScript(std::string_view text) {
  ScriptRead read;
  if (text.size() > kScriptLongestText) {
    read.errors.push_back({0, "the script is longer than 1 MiB"});
    return read;
  }
  bool connected = false;
  std::array<bool, kButtons.size()> held{};
  int quit_line = 0;
  int number = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++number;
    const std::vector<std::string_view> words = Words(line);
    if (words.empty()) continue;
    auto fail = [&](std::string reason) { read.errors.push_back({number, std::move(reason)}); };
    if (quit_line > 0) {
      fail("nothing runs after the quit on line " + std::to_string(quit_line));
      continue;
    }
    ScriptStep step;
    step.line = number;
    const std::string command = Lower(words[0]);
    auto arguments = [&](std::size_t count, const char* usage) {
      if (words.size() == count + 1) return true;
      fail(std::string("\"") + command + "\" takes " + usage);
      return false;
    };
    if (command == "connect" || command == "disconnect") {
      if (!arguments(0, "nothing")) continue;
      const bool plug = command == "connect";
      if (plug == connected) {
        fail(plug ? "the pad is already connected" : "there is no pad connected to pull out");
        continue;
      }
      connected = plug;
      held.fill(false);  // a pad pulled out lets go of everything
      step.kind = plug ? ScriptStep::Kind::kConnect : ScriptStep::Kind::kDisconnect;
    } else if (command == "press" || command == "release" || command == "tap") {
      if (!arguments(1, "a pad button: press a")) continue;
      if (!FindButton(words[1], step.button)) {
        fail("no pad button \"" + std::string(words[1]) + "\": the buttons are " + kButtonList);
        continue;
      }
      if (!connected) {
        fail("no pad is connected here: put \"connect\" before the first button");
        continue;
      }
      bool& down = held[static_cast<std::size_t>(step.button)];
      const std::string name = ScriptButtonName(step.button);
      if (command == "release") {
        if (!down) {
          fail("\"" + name + "\" is not held: press it before releasing it");
          continue;
        }
        down = false;
        step.kind = ScriptStep::Kind::kRelease;
      } else {
        if (down) {
          fail("\"" + name + "\" is held already: release it first");
          continue;
        }
        down = command == "press";
        step.kind = command == "press" ? ScriptStep::Kind::kPress : ScriptStep::Kind::kTap;
      }
    } else if (command == "key") {
      const std::string name = Rest(words, 1);
      step.key = KeyFromName(name);
      if (name.empty()) {
        fail("\"key\" takes a key's name: key Enter");
        continue;
      }
      if (step.key == Key::kNone || step.key == Key::kCount) {
        fail("no key \"" + name + "\": a letter, a digit, Space, Enter, Keypad Enter, Esc, Tab, Backspace, "
             "Up, Down, Left, Right, F1, F5 or F11");
        continue;
      }
      step.kind = ScriptStep::Kind::kKey;
    } else if (command == "wait") {
      if (!arguments(1, "the seconds to wait: wait 0.5")) continue;
      if (!ParseSeconds(words[1], step.frames)) {
        fail("\"" + std::string(words[1]) + "\" is not a number of seconds from 0 to 3600, like 0.5");
        continue;
      }
      step.kind = ScriptStep::Kind::kWait;
    } else if (command == "screenshot") {
      step.file = Rest(words, 1);
      if (step.file.empty() || !EndsWithPng(step.file) || !PrintableFileName(step.file)) {
        fail("\"screenshot\" takes a file name ending in .png: screenshot battle.png");
        continue;
      }
      step.kind = ScriptStep::Kind::kScreenshot;
    } else if (command == "quit") {
      if (!arguments(0, "nothing")) continue;
      step.kind = ScriptStep::Kind::kQuit;
      quit_line = number;
    } else {
      fail("no step \"" + std::string(words[0]) +
           "\": the steps are connect, disconnect, press, release, tap, key, wait, screenshot and quit");
      continue;
    }
    read.steps.push_back(std::move(step));
  }
  return read;
}

std::string DescribeScriptErrors(const ScriptRead& read, const std::string& name) {
  std::string out;
  for (const ScriptError& error : read.errors) {
    out += name + ":" + std::to_string(error.line) + ": " + error.reason + "\n";
  }
  return out;
}

std::string InputScriptToText(const std::vector<ScriptStep>& steps) {
  std::string out;
  for (const ScriptStep& step : steps) {
    switch (step.kind) {
      case ScriptStep::Kind::kConnect: out += "connect"; break;
      case ScriptStep::Kind::kDisconnect: out += "disconnect"; break;
      case ScriptStep::Kind::kPress: out += std::string("press ") + ScriptButtonName(step.button); break;
      case ScriptStep::Kind::kRelease: out += std::string("release ") + ScriptButtonName(step.button); break;
      case ScriptStep::Kind::kTap: out += std::string("tap ") + ScriptButtonName(step.button); break;
      case ScriptStep::Kind::kKey: out += std::string("key ") + KeyName(step.key); break;
      case ScriptStep::Kind::kWait: {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.9f", static_cast<double>(step.frames) / kScriptFramesPerSecond);
        out += std::string("wait ") + seconds;
        break;
      }
      case ScriptStep::Kind::kScreenshot: out += "screenshot " + step.file; break;
      case ScriptStep::Kind::kQuit: out += "quit"; break;
    }
    out += '\n';
  }
  return out;
}

}  // namespace bc::session
