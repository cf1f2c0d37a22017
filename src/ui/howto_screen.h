// HOW TO PLAY: the rules reference (the rulebook, section by section), the notes on
// this build's controls, threats and undo, and the keyword glossary.
#pragma once

#include "ui/screen.h"

namespace bc::ui {

class HowToScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kHowTo; }
  void DrawWorld(UiContext& context) override;
  NavRequest DrawUi(UiContext& context) override;

 private:
  int page_ = 0;  // 0 rules, 1 this build, 2 glossary
};

}  // namespace bc::ui
