#include "session/key_map.h"

namespace bc::session {

int DigitOf(Key key) {
  if (key < Key::k1 || key > Key::k9) return 0;
  return static_cast<int>(key) - static_cast<int>(Key::k1) + 1;
}

BattleInput MapBattleKey(KeyPress key) {
  if (key.ctrl) {
    if (key.key == Key::kZ) return {BattleCommand::kUndo};
    if (key.key == Key::kR) return {BattleCommand::kRestart};
    return {};
  }
  if (const int digit = DigitOf(key.key); digit >= 1 && digit <= 8) {
    if (digit <= 3) return {BattleCommand::kSelectUnit, digit - 1};
    if (digit <= 6) return {BattleCommand::kSelectSupport, digit - 4};
    return {BattleCommand::kSelectBay, digit - 7};
  }
  switch (key.key) {
    case Key::kC: return {BattleCommand::kSelectCannon};
    case Key::kD: return {BattleCommand::kDiscardMode};
    case Key::kB: return {BattleCommand::kTerrainMode};
    case Key::kSpace:
    case Key::kReturn:
    case Key::kKeypadEnter: return {BattleCommand::kEndTurn};
    case Key::kT: return {BattleCommand::kThreats};
    case Key::kU: return {BattleCommand::kUndo};
    case Key::kEscape: return {BattleCommand::kBack};
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
    case BattleCommand::kBegin: return "Enter";
    case BattleCommand::kPlaySelected: return "press its key again";
    default: break;
  }
  return "";
}

}  // namespace bc::session
