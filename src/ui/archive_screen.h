// OPERATIONS ARCHIVE: "Clear the active siege or erase stored service statistics."
// Each of the two is behind a confirmation that says exactly what goes and what stays;
// the profile session carries them out (session/requests.h).
#pragma once

#include <string>

#include "ui/screen.h"

namespace bc::ui {

class ArchiveScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kArchive; }
  void DrawWorld(const UiContext& context) override;
  void OnReply(const session::Reply& reply) override;
  void DrawUi(const UiContext& context, Choices& out) override;

 private:
  std::string last_result_;
};

}  // namespace bc::ui
