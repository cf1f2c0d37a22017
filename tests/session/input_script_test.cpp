// The input script's reader (session/input_script.h): the steps of a script, and every
// bad line reported with its number and what is wrong.
#include <catch2/catch.hpp>

#include "session/input_script.h"

using namespace bc::session;
using Kind = ScriptStep::Kind;

namespace {

// The errors as "LINE: reason" lines.
std::string Errors(const std::string& text) { return DescribeScriptErrors(ReadInputScript(text), "s"); }

}  // namespace

TEST_CASE("Input script: every step is read, comments and blank lines skipped", "[session][script]") {
  const ScriptRead read = ReadInputScript(
      "# title, then the battle\n"
      "connect\n"
      "\n"
      "  wait 0.5   # half a second\n"
      "tap A\n"
      "press rb\n"
      "release RB\n"
      "key Enter\n"
      "key Keypad Enter\n"
      "key p\n"
      "screenshot shots/the battle.png\n"
      "disconnect\r\n"
      "quit\n");
  INFO(DescribeScriptErrors(read, "s"));
  REQUIRE(read.ok());
  REQUIRE(read.steps.size() == 11u);
  CHECK(read.steps[0].kind == Kind::kConnect);
  CHECK(read.steps[0].line == 2);
  CHECK(read.steps[1].kind == Kind::kWait);
  CHECK(read.steps[1].frames == 30);
  CHECK(read.steps[1].line == 4);
  CHECK(read.steps[2].kind == Kind::kTap);
  CHECK(read.steps[2].button == PadButton::kA);
  CHECK(read.steps[3].kind == Kind::kPress);
  CHECK(read.steps[3].button == PadButton::kRightShoulder);
  CHECK(read.steps[4].kind == Kind::kRelease);
  CHECK(read.steps[5].key == Key::kReturn);
  CHECK(read.steps[6].key == Key::kKeypadEnter);
  CHECK(read.steps[7].key == Key::kP);
  CHECK(read.steps[8].kind == Kind::kScreenshot);
  CHECK(read.steps[8].file == "shots/the battle.png");
  CHECK(read.steps[9].kind == Kind::kDisconnect);
  CHECK(read.steps[10].kind == Kind::kQuit);
  CHECK(read.steps[10].line == 13);
}

TEST_CASE("Input script: a wait is counted in frames at 60 a second, rounded up", "[session][script]") {
  auto frames = [](const char* seconds) {
    const ScriptRead read = ReadInputScript(std::string("wait ") + seconds);
    REQUIRE(read.ok());
    return read.steps.at(0).frames;
  };
  CHECK(frames("0") == 0);
  CHECK(frames("1") == 60);
  CHECK(frames("0.01") == 1);
  CHECK(frames("2.5") == 150);
  CHECK(frames("3600") == 216000);
}

TEST_CASE("Input script: each bad line is reported with its number and the reason", "[session][script]") {
  CHECK(Errors("connect\nfly away\n") ==
        "s:2: no step \"fly\": the steps are connect, disconnect, press, release, tap, key, wait, screenshot and quit\n");
  CHECK(Errors("connect\ntap z") ==
        "s:2: no pad button \"z\": the buttons are a, b, x, y, back, start, lb, rb, up, down, left or right\n");
  CHECK(Errors("tap a") == "s:1: no pad is connected here: put \"connect\" before the first button\n");
  CHECK(Errors("connect\nconnect") == "s:2: the pad is already connected\n");
  CHECK(Errors("disconnect") == "s:1: there is no pad connected to pull out\n");
  CHECK(Errors("connect\nrelease a") == "s:2: \"a\" is not held: press it before releasing it\n");
  CHECK(Errors("connect\npress a\ntap a") == "s:3: \"a\" is held already: release it first\n");
  CHECK(Errors("connect\npress a\ndisconnect\nconnect\nrelease a") ==
        "s:5: \"a\" is not held: press it before releasing it\n");  // pulling the pad out let go
  CHECK(Errors("tap") == "s:1: \"tap\" takes a pad button: press a\n");
  CHECK(Errors("wait") == "s:1: \"wait\" takes the seconds to wait: wait 0.5\n");
  CHECK(Errors("wait -1") == "s:1: \"-1\" is not a number of seconds from 0 to 3600, like 0.5\n");
  CHECK(Errors("wait 3601") == "s:1: \"3601\" is not a number of seconds from 0 to 3600, like 0.5\n");
  CHECK(Errors("wait 1e3") == "s:1: \"1e3\" is not a number of seconds from 0 to 3600, like 0.5\n");
  CHECK(Errors("key Hyper") ==
        "s:1: no key \"Hyper\": a letter, a digit, Space, Enter, Keypad Enter, Esc, Tab, Backspace, Up, Down, Left, "
        "Right, F1, F5 or F11\n");
  CHECK(Errors("key") == "s:1: \"key\" takes a key's name: key Enter\n");
  CHECK(Errors("screenshot battle.jpg") == "s:1: \"screenshot\" takes a file name ending in .png: screenshot battle.png\n");
  CHECK(Errors("quit now") == "s:1: \"quit\" takes nothing\n");
  CHECK(Errors("quit\nwait 1") == "s:2: nothing runs after the quit on line 1\n");
  // Every bad line, not only the first.
  const ScriptRead read = ReadInputScript("wait x\nconnect\ntap q\n# fine\nwait 1\nhop\n");
  REQUIRE(read.errors.size() == 3u);
  CHECK(read.errors[0].line == 1);
  CHECK(read.errors[1].line == 3);
  CHECK(read.errors[2].line == 6);
}

TEST_CASE("Input script: a script longer than 1 MiB is refused whole", "[session][script]") {
  const ScriptRead read = ReadInputScript(std::string(kScriptLongestText + 1, '#'));
  REQUIRE(read.errors.size() == 1u);
  CHECK(read.errors[0].reason == "the script is longer than 1 MiB");
  CHECK(read.steps.empty());
}

TEST_CASE("Input script: the steps written back read to the same steps", "[session][script]") {
  const ScriptRead read =
      ReadInputScript("connect\nwait 0.017\ntap lb\npress start\nrelease start\nkey Esc\nkey 7\nscreenshot a b.png\n"
                      "disconnect\nquit\n");
  REQUIRE(read.ok());
  const ScriptRead again = ReadInputScript(InputScriptToText(read.steps));
  REQUIRE(again.ok());
  CHECK(again.steps == read.steps);  // one step a line, so the line numbers agree too
  CHECK(again.steps[1].frames == 2);
}
