// A gamepad, as the game knows it: the buttons of SDL's GameController layout (an Xbox
// pad's names; a PlayStation pad's cross is A, circle B, square X, triangle Y), what each
// does in the battle, and the names the hints show while a pad is in use.
//
// In the battle the D-pad moves a cursor over the board (it stands where the mouse
// would hover: the cell's tooltip and the engagement preview follow it), A acts on the
// cursor's cell as a click does, B backs out as Esc does, LB / RB cycle through the hand
// (unit slots, support slots, bays, the cannon), X undoes, Y toggles the threat view,
// Start ends the turn and Back is discard. In the menus the D-pad moves the focus and A
// presses the focused button (Dear ImGui's gamepad navigation); B goes back.
#pragma once

#include <cstdint>
#include <optional>

#include "session/key_map.h"

namespace bc::session {

enum class PadButton : std::uint8_t {
  kA, kB, kX, kY, kBack, kStart, kLeftShoulder, kRightShoulder, kUp, kDown, kLeft, kRight,
};

// The cursor's step for a D-pad button: (dx, dy) with rows counted down the board as
// drawn (up is -1); (0, 0) for other buttons.
struct PadStep {
  int dx = 0;
  int dy = 0;
};
PadStep StepOf(PadButton button);

// The hand's choices in the order LB / RB cycle them: units 1-3, supports 1-3, bays 1-2,
// the cannon, the next posted unit (none in a battle without posts).
inline constexpr int kPadCycleLength = 10;
BattleInput PadCycleChoice(int index);
// The next index from `index` (-1: nothing chosen yet) one step forward or back, wrapping.
int PadCycleNext(int index, bool forward);

// The battle command of a button that is not the cursor's or the cycle's: B back, X undo,
// Y threats, Start end turn, Back discard; kNone for the others.
BattleCommand PadCommand(PadButton button);

// Outside the battle, the key a button stands for: B is Esc (back). The rest are
// Dear ImGui's (focus and press).
std::optional<KeyPress> PadMenuKey(PadButton button);

// The button named in the hints for a command while a pad is in use ("A", "Start",
// "LB / RB"; a label with words, from the catalogue); "" when no button gives it.
const char* PadLabel(BattleCommand command);

}  // namespace bc::session
