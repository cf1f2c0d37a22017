#include "app/input_map.h"

namespace bc::app {

KeyCommand MapBattleKey(SDL_Keycode key, Uint16 modifiers) {
  const bool ctrl = (modifiers & KMOD_CTRL) != 0;
  if (ctrl) {
    if (key == SDLK_z) return {BattleCommand::kUndo};
    if (key == SDLK_r) return {BattleCommand::kRestart};
    return {};
  }
  switch (key) {
    case SDLK_1: case SDLK_KP_1: return {BattleCommand::kSelectUnit, 0};
    case SDLK_2: case SDLK_KP_2: return {BattleCommand::kSelectUnit, 1};
    case SDLK_3: case SDLK_KP_3: return {BattleCommand::kSelectUnit, 2};
    case SDLK_4: case SDLK_KP_4: return {BattleCommand::kSelectSupport, 0};
    case SDLK_5: case SDLK_KP_5: return {BattleCommand::kSelectSupport, 1};
    case SDLK_6: case SDLK_KP_6: return {BattleCommand::kSelectSupport, 2};
    case SDLK_7: case SDLK_KP_7: return {BattleCommand::kSelectBay, 0};
    case SDLK_8: case SDLK_KP_8: return {BattleCommand::kSelectBay, 1};
    case SDLK_c: return {BattleCommand::kSelectCannon};
    case SDLK_d: return {BattleCommand::kDiscardMode};
    case SDLK_b: return {BattleCommand::kTerrainMode};
    case SDLK_SPACE: case SDLK_RETURN: case SDLK_KP_ENTER: return {BattleCommand::kEndTurn};
    case SDLK_t: return {BattleCommand::kThreats};
    case SDLK_u: return {BattleCommand::kUndo};
    case SDLK_ESCAPE: return {BattleCommand::kBack};
    default: return {};
  }
}

const char* KeyLabel(BattleCommand command, int slot) {
  switch (command) {
    case BattleCommand::kSelectUnit: {
      static const char* kKeys[] = {"1", "2", "3"};
      return slot >= 0 && slot < 3 ? kKeys[slot] : "1-3";
    }
    case BattleCommand::kSelectSupport: {
      static const char* kKeys[] = {"4", "5", "6"};
      return slot >= 0 && slot < 3 ? kKeys[slot] : "4-6";
    }
    case BattleCommand::kSelectBay: {
      static const char* kKeys[] = {"7", "8"};
      return slot >= 0 && slot < 2 ? kKeys[slot] : "7-8";
    }
    case BattleCommand::kSelectCannon: return "C";
    case BattleCommand::kDiscardMode: return "D, then the slot's key";
    case BattleCommand::kTerrainMode: return "B";
    case BattleCommand::kEndTurn: return "Space / Enter";
    case BattleCommand::kThreats: return "T";
    case BattleCommand::kUndo: return "U / Ctrl+Z";
    case BattleCommand::kRestart: return "Ctrl+R";
    case BattleCommand::kBack: return "Esc";
    case BattleCommand::kNone: break;
  }
  return "";
}

}  // namespace bc::app
