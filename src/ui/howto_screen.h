// HOW TO PLAY: the rules reference (the rulebook, section by section), the notes on
// this build's controls, threats and undo, the keyword glossary, and the credits.
#pragma once

#include <string>

#include <vector>

#include "ui/markdown.h"
#include "ui/screen.h"

namespace bc::ui {

class HowToScreen : public Screen {
 public:
  // `credits`: the text of assets/CREDITS.md, or what to say when the shell found none.
  explicit HowToScreen(std::string credits) : credits_(ReadMarkdown(credits)) {}
  ScreenId id() const override { return ScreenId::kHowTo; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;

 private:
  int page_ = 0;  // 0 rules, 1 this build, 2 glossary, 3 credits
  std::vector<MarkdownBlock> credits_;  // the credits as read, drawn as headings, text and tables
};

}  // namespace bc::ui
