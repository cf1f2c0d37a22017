#include <catch2/catch.hpp>

#include "app/input_map.h"

using namespace bc::app;

TEST_CASE("number keys choose unit slots 1-3, support slots 4-6 and bays 7-8", "[app][input]") {
  CHECK(MapBattleKey(SDLK_1, KMOD_NONE) == KeyCommand{BattleCommand::kSelectUnit, 0});
  CHECK(MapBattleKey(SDLK_3, KMOD_NONE) == KeyCommand{BattleCommand::kSelectUnit, 2});
  CHECK(MapBattleKey(SDLK_4, KMOD_NONE) == KeyCommand{BattleCommand::kSelectSupport, 0});
  CHECK(MapBattleKey(SDLK_6, KMOD_NONE) == KeyCommand{BattleCommand::kSelectSupport, 2});
  CHECK(MapBattleKey(SDLK_7, KMOD_NONE) == KeyCommand{BattleCommand::kSelectBay, 0});
  CHECK(MapBattleKey(SDLK_8, KMOD_NONE) == KeyCommand{BattleCommand::kSelectBay, 1});
  CHECK(MapBattleKey(SDLK_9, KMOD_NONE).command == BattleCommand::kNone);
}

TEST_CASE("letter keys: C cannon, D discard, T threats, U undo, Space and Enter end the turn",
          "[app][input]") {
  CHECK(MapBattleKey(SDLK_c, KMOD_NONE).command == BattleCommand::kSelectCannon);
  CHECK(MapBattleKey(SDLK_d, KMOD_NONE).command == BattleCommand::kDiscardMode);
  CHECK(MapBattleKey(SDLK_t, KMOD_NONE).command == BattleCommand::kThreats);
  CHECK(MapBattleKey(SDLK_u, KMOD_NONE).command == BattleCommand::kUndo);
  CHECK(MapBattleKey(SDLK_SPACE, KMOD_NONE).command == BattleCommand::kEndTurn);
  CHECK(MapBattleKey(SDLK_RETURN, KMOD_NONE).command == BattleCommand::kEndTurn);
  CHECK(MapBattleKey(SDLK_ESCAPE, KMOD_NONE).command == BattleCommand::kBack);
}

TEST_CASE("Ctrl+Z undoes, Ctrl+R restarts, and Ctrl with other keys does nothing", "[app][input]") {
  CHECK(MapBattleKey(SDLK_z, KMOD_LCTRL).command == BattleCommand::kUndo);
  CHECK(MapBattleKey(SDLK_r, KMOD_RCTRL).command == BattleCommand::kRestart);
  CHECK(MapBattleKey(SDLK_c, KMOD_LCTRL).command == BattleCommand::kNone);
  CHECK(MapBattleKey(SDLK_z, KMOD_NONE).command == BattleCommand::kNone);
}

TEST_CASE("tooltips name each command's key", "[app][input]") {
  CHECK(std::string(KeyLabel(BattleCommand::kSelectUnit, 1)) == "2");
  CHECK(std::string(KeyLabel(BattleCommand::kSelectSupport, 0)) == "4");
  CHECK(std::string(KeyLabel(BattleCommand::kSelectBay, 1)) == "8");
  CHECK(std::string(KeyLabel(BattleCommand::kUndo)) == "U / Ctrl+Z");
}
