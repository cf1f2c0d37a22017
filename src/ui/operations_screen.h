// SELECT OPERATION: the operations in campaign order, each mission with its best stars
// and whether it is open, then the skirmishes (mission_list.h); the chosen mission's
// briefing, par, star thresholds and attackers; launching one opens the battle screen.
#pragma once

#include <string>
#include <vector>

#include "ui/mission_list.h"
#include "ui/screen.h"

namespace bc::ui {

// The distinct attacker names a mission's schedule sends, in order of first arrival.
std::vector<std::string> MissionAttackerNames(const Catalog& catalog, const MissionDef& mission);

class OperationsScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kOperations; }
  bool OnKey(const SDL_KeyboardEvent& key, UiContext& context, NavRequest& nav) override;
  void DrawWorld(UiContext& context) override;
  NavRequest DrawUi(UiContext& context) override;

 private:
  std::vector<MissionRow> Rows(const UiContext& context) const;

  int selected_ = -1;  // row index; -1 until the screen picks the default
  bool scroll_to_selected_ = true;
};

}  // namespace bc::ui
