#include "session/pad_map.h"

#include <catch2/catch.hpp>

using namespace bc::session;

TEST_CASE("LB and RB cycle the hand: units, supports, bays, then the cannon, and wrap", "[session][pad]") {
  CHECK(PadCycleNext(-1, true) == 0);
  CHECK(PadCycleNext(-1, false) == kPadCycleLength - 1);
  CHECK(PadCycleNext(kPadCycleLength - 1, true) == 0);
  CHECK(PadCycleNext(0, false) == kPadCycleLength - 1);
  CHECK(PadCycleChoice(0) == BattleInput{BattleCommand::kSelectUnit, 0});
  CHECK(PadCycleChoice(2) == BattleInput{BattleCommand::kSelectUnit, 2});
  CHECK(PadCycleChoice(3) == BattleInput{BattleCommand::kSelectSupport, 0});
  CHECK(PadCycleChoice(7) == BattleInput{BattleCommand::kSelectBay, 1});
  CHECK(PadCycleChoice(8) == BattleInput{BattleCommand::kSelectCannon});
  CHECK(PadCycleChoice(9) == BattleInput{BattleCommand::kNextPost});
  CHECK(PadCycleChoice(10).command == BattleCommand::kNone);
}

TEST_CASE("The pad's buttons: B backs out, X undoes, Y shows threats, Start ends the turn, Back discards",
          "[session][pad]") {
  CHECK(PadCommand(PadButton::kB) == BattleCommand::kBack);
  CHECK(PadCommand(PadButton::kX) == BattleCommand::kUndo);
  CHECK(PadCommand(PadButton::kY) == BattleCommand::kThreats);
  CHECK(PadCommand(PadButton::kStart) == BattleCommand::kEndTurn);
  CHECK(PadCommand(PadButton::kBack) == BattleCommand::kDiscardMode);
  CHECK(PadCommand(PadButton::kA) == BattleCommand::kNone);  // the cursor's
  CHECK(StepOf(PadButton::kUp).dy == -1);
  CHECK(StepOf(PadButton::kRight).dx == 1);
  CHECK(StepOf(PadButton::kA).dx == 0);
  REQUIRE(PadMenuKey(PadButton::kB).has_value());
  CHECK(PadMenuKey(PadButton::kB)->key == Key::kEscape);
  CHECK_FALSE(PadMenuKey(PadButton::kA).has_value());  // Dear ImGui presses the focused button
  CHECK(std::string(PadLabel(BattleCommand::kEndTurn)) == "Start");
  CHECK(std::string(PadLabel(BattleCommand::kSelectUnit)) == "LB / RB");
}
