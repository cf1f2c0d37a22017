// SELECT OPERATION: the catalog's missions with their briefing, par, star thresholds
// and the attackers they send; launching one opens the battle screen.
#pragma once

#include <string>
#include <vector>

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
  int selected_ = 0;
};

}  // namespace bc::ui
