// What the shell does after a battle screen's frame, for tests that drive the screen
// without the shell: the battle action the screen asked for (Choices::battle) played by
// the battle service, and the reply handed back to the screen (as ScreenStack::CarryBattle).
#pragma once

#include <optional>
#include <utility>

#include "session/battle_service.h"
#include "ui/screen.h"

namespace battle_frame {

// Carries out `out.battle`, if the frame asked for one, and clears it.
inline void CarryBattle(bc::ui::Screen& screen, bc::session::BattleService& battle, bc::ui::Choices& out) {
  if (out.battle) screen.OnBattleReply(battle.Carry(*std::exchange(out.battle, std::nullopt)));
}

// The screen's Update, then what it asked of the battle carried out.
inline void Frame(bc::ui::Screen& screen, bc::session::BattleService& battle, const bc::ui::UiContext& context,
                  bc::ui::Choices& out) {
  screen.Update(context, out);
  CarryBattle(screen, battle, out);
}

}  // namespace battle_frame
