#include <catch2/catch.hpp>

#include "session/key_map.h"

using namespace bc::session;

namespace {

KeyPress Press(Key key, bool ctrl = false) { return KeyPress{key, ctrl, false}; }

}  // namespace

TEST_CASE("number keys choose unit slots 1-3, support slots 4-6 and bays 7-8", "[app][input]") {
  CHECK(MapBattleKey(Press(Key::k1)) == BattleInput{BattleCommand::kSelectUnit, 0});
  CHECK(MapBattleKey(Press(Key::k3)) == BattleInput{BattleCommand::kSelectUnit, 2});
  CHECK(MapBattleKey(Press(Key::k4)) == BattleInput{BattleCommand::kSelectSupport, 0});
  CHECK(MapBattleKey(Press(Key::k6)) == BattleInput{BattleCommand::kSelectSupport, 2});
  CHECK(MapBattleKey(Press(Key::k7)) == BattleInput{BattleCommand::kSelectBay, 0});
  CHECK(MapBattleKey(Press(Key::k8)) == BattleInput{BattleCommand::kSelectBay, 1});
  CHECK(MapBattleKey(Press(Key::k9)).command == BattleCommand::kNone);
}

TEST_CASE("letter keys: C cannon, D discard, T threats, U undo, Space and Enter end the turn",
          "[app][input]") {
  CHECK(MapBattleKey(Press(Key::kC)).command == BattleCommand::kSelectCannon);
  CHECK(MapBattleKey(Press(Key::kD)).command == BattleCommand::kDiscardMode);
  CHECK(MapBattleKey(Press(Key::kB)).command == BattleCommand::kTerrainMode);
  CHECK(MapBattleKey(Press(Key::kT)).command == BattleCommand::kThreats);
  CHECK(MapBattleKey(Press(Key::kU)).command == BattleCommand::kUndo);
  CHECK(MapBattleKey(Press(Key::kSpace)).command == BattleCommand::kEndTurn);
  CHECK(MapBattleKey(Press(Key::kReturn)).command == BattleCommand::kEndTurn);
  CHECK(MapBattleKey(Press(Key::kKeypadEnter)).command == BattleCommand::kEndTurn);
  CHECK(MapBattleKey(Press(Key::kEscape)).command == BattleCommand::kBack);
}

TEST_CASE("Ctrl+Z undoes, Ctrl+R restarts, and Ctrl with other keys does nothing", "[app][input]") {
  CHECK(MapBattleKey(Press(Key::kZ, true)).command == BattleCommand::kUndo);
  CHECK(MapBattleKey(Press(Key::kR, true)).command == BattleCommand::kRestart);
  CHECK(MapBattleKey(Press(Key::kC, true)).command == BattleCommand::kNone);
  CHECK(MapBattleKey(Press(Key::kZ)).command == BattleCommand::kNone);
}

TEST_CASE("tooltips name each command's key", "[app][input]") {
  CHECK(std::string(KeyLabel(BattleCommand::kSelectUnit, 1)) == "2");
  CHECK(std::string(KeyLabel(BattleCommand::kSelectSupport, 0)) == "4");
  CHECK(std::string(KeyLabel(BattleCommand::kSelectBay, 1)) == "8");
  CHECK(std::string(KeyLabel(BattleCommand::kUndo)) == "U / Ctrl+Z");
}
