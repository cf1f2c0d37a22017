#include <catch2/catch.hpp>

#include "session/key_bindings.h"
#include "session/key_map.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace key_map_test {

using namespace bc::session;

namespace {

KeyPress Press(Key key, bool ctrl = false) { return KeyPress{key, ctrl, false}; }

}  // namespace

TEST_CASE("number keys choose unit slots 1-3, support slots 4-6 and bays 7-8", "[app][input]") {
  CHECK(KeyBindings().Map(Press(Key::k1)) == BattleInput{BattleCommand::kSelectUnit, 0});
  CHECK(KeyBindings().Map(Press(Key::k3)) == BattleInput{BattleCommand::kSelectUnit, 2});
  CHECK(KeyBindings().Map(Press(Key::k4)) == BattleInput{BattleCommand::kSelectSupport, 0});
  CHECK(KeyBindings().Map(Press(Key::k6)) == BattleInput{BattleCommand::kSelectSupport, 2});
  CHECK(KeyBindings().Map(Press(Key::k7)) == BattleInput{BattleCommand::kSelectBay, 0});
  CHECK(KeyBindings().Map(Press(Key::k8)) == BattleInput{BattleCommand::kSelectBay, 1});
  CHECK(KeyBindings().Map(Press(Key::k9)).command == BattleCommand::kNone);
}

TEST_CASE("letter keys: C cannon, D discard, T threats, U undo, Space and Enter end the turn",
          "[app][input]") {
  CHECK(KeyBindings().Map(Press(Key::kC)).command == BattleCommand::kSelectCannon);
  CHECK(KeyBindings().Map(Press(Key::kD)).command == BattleCommand::kDiscardMode);
  CHECK(KeyBindings().Map(Press(Key::kB)).command == BattleCommand::kTerrainMode);
  CHECK(KeyBindings().Map(Press(Key::kT)).command == BattleCommand::kThreats);
  CHECK(KeyBindings().Map(Press(Key::kU)).command == BattleCommand::kUndo);
  CHECK(KeyBindings().Map(Press(Key::kSpace)).command == BattleCommand::kEndTurn);
  CHECK(KeyBindings().Map(Press(Key::kReturn)).command == BattleCommand::kEndTurn);
  CHECK(KeyBindings().Map(Press(Key::kKeypadEnter)).command == BattleCommand::kEndTurn);
  CHECK(KeyBindings().Map(Press(Key::kEscape)).command == BattleCommand::kBack);
}

TEST_CASE("Ctrl+Z undoes, Ctrl+R restarts, and Ctrl with other keys does nothing", "[app][input]") {
  CHECK(KeyBindings().Map(Press(Key::kZ, true)).command == BattleCommand::kUndo);
  CHECK(KeyBindings().Map(Press(Key::kR, true)).command == BattleCommand::kRestart);
  CHECK(KeyBindings().Map(Press(Key::kC, true)).command == BattleCommand::kNone);
  CHECK(KeyBindings().Map(Press(Key::kZ)).command == BattleCommand::kNone);
}

TEST_CASE("tooltips name each command's key", "[app][input]") {
  CHECK((KeyBindings().Label(BattleCommand::kSelectUnit, 1)) == "2");
  CHECK((KeyBindings().Label(BattleCommand::kSelectSupport, 0)) == "4");
  CHECK((KeyBindings().Label(BattleCommand::kSelectBay, 1)) == "8");
  CHECK((KeyBindings().Label(BattleCommand::kUndo)) == "U / Ctrl+Z");
}

}  // namespace key_map_test
