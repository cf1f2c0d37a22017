// A small Markdown reader for the documents the game shows (the CREDITS tab): headings,
// paragraphs, bullets and tables, with code marks, emphasis marks and link brackets
// dropped so that the screen shows the words. No drawing in the reader; DrawMarkdown
// draws what it read.
#pragma once

#include <string>
#include <vector>

#include "ui/screen.h"

namespace bc::ui {

struct MarkdownBlock {
  enum class Kind { kHeading, kParagraph, kBullet, kTable };
  Kind kind = Kind::kParagraph;
  int level = 0;                              // a heading's: 1 for "#", 2 for "##", ...
  std::string text;                           // heading, paragraph or bullet, one line
  std::vector<std::vector<std::string>> rows;  // a table's, its header first
};

// The blocks of a document, in order. A paragraph's lines are joined; a table's divider
// row ("|---|") is dropped.
std::vector<MarkdownBlock> ReadMarkdown(const std::string& text);
// "`fonts/`" -> "fonts/", "*1812*" -> "1812", "[text](url)" -> "text (url)".
std::string PlainMarkdownText(const std::string& text);

// Draws the blocks in the current window, wrapped to its width.
void DrawMarkdown(const std::vector<MarkdownBlock>& blocks, const UiContext& context);

}  // namespace bc::ui
