// OPERATIONS ARCHIVE: "Clear the active siege or erase stored service statistics."
// Each of the two is behind a confirmation that says exactly what goes and what stays.
#pragma once

#include <string>

#include "ui/screen.h"

namespace bc::ui {

// Clears the active siege: the saved battle file and the profile's record of it.
// Returns what happened, in words.
std::string ClearActiveSiegeEverywhere(UiContext& context);
// Erases the service statistics (progress, credits, cards and cosmetics stay).
std::string EraseServiceStatistics(UiContext& context);

class ArchiveScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kArchive; }
  void DrawWorld(UiContext& context) override;
  NavRequest DrawUi(UiContext& context) override;

 private:
  std::string last_result_;
};

}  // namespace bc::ui
