// RELAX (STATS, SETTINGS, APPROVED LEISURE): the hub that opens STATS, SETTINGS &
// UPDATES, the archive cinema, the personal dossier and the OPERATIONS ARCHIVE.
#pragma once

#include "ui/screen.h"

namespace bc::ui {

// Where each RELAX tile leads.
enum class RelaxChoice { kNone, kStats, kSettings, kCinema, kDossier, kArchive };
NavRequest NavForRelaxChoice(RelaxChoice choice);

class RelaxScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kRelax; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
};

}  // namespace bc::ui
