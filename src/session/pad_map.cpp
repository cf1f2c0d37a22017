#include "session/pad_map.h"

#include "i18n/translate.h"

namespace bc::session {

PadStep StepOf(PadButton button) {
  switch (button) {
    case PadButton::kUp: return {0, -1};
    case PadButton::kDown: return {0, 1};
    case PadButton::kLeft: return {-1, 0};
    case PadButton::kRight: return {1, 0};
    default: return {};
  }
}

BattleInput PadCycleChoice(int index) {
  if (index >= 0 && index < 3) return {BattleCommand::kSelectUnit, index};
  if (index >= 3 && index < 6) return {BattleCommand::kSelectSupport, index - 3};
  if (index >= 6 && index < 8) return {BattleCommand::kSelectBay, index - 6};
  if (index == 8) return {BattleCommand::kSelectCannon};
  if (index == 9) return {BattleCommand::kNextPost};
  return {};
}

int PadCycleNext(int index, bool forward) {
  if (index < 0 || index >= kPadCycleLength) return forward ? 0 : kPadCycleLength - 1;
  return (index + (forward ? 1 : kPadCycleLength - 1)) % kPadCycleLength;
}

BattleCommand PadCommand(PadButton button) {
  switch (button) {
    case PadButton::kB: return BattleCommand::kBack;
    case PadButton::kX: return BattleCommand::kUndo;
    case PadButton::kY: return BattleCommand::kThreats;
    case PadButton::kStart: return BattleCommand::kEndTurn;
    case PadButton::kBack: return BattleCommand::kDiscardMode;
    default: return BattleCommand::kNone;
  }
}

std::optional<KeyPress> PadMenuKey(PadButton button) {
  if (button == PadButton::kB) return KeyPress{Key::kEscape, false, false};
  return std::nullopt;
}

const char* PadLabel(BattleCommand command) {
  switch (command) {
    case BattleCommand::kSelectUnit:
    case BattleCommand::kSelectSupport:
    case BattleCommand::kSelectBay:
    case BattleCommand::kSelectCannon:
    case BattleCommand::kNextPost: return "LB / RB";
    // TRANSLATORS: Back, LB, RB and A are the pad's buttons, named as printed on it.
    case BattleCommand::kDiscardMode: return i18n::Tr("Back, then LB / RB and A");
    case BattleCommand::kEndTurn: return "Start";
    case BattleCommand::kThreats: return "Y";
    case BattleCommand::kUndo: return "X";
    case BattleCommand::kBack: return "B";
    case BattleCommand::kBegin: return "A";
    case BattleCommand::kPlaySelected:
    case BattleCommand::kStandDown: return "A";
    case BattleCommand::kClickCell: return "A";
    default: return "";
  }
}

}  // namespace bc::session
