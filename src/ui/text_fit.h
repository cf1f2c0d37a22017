// Text set in a small box (a card tile's name and text): broken into lines only between
// words, at the largest size that fits, a step smaller when a word is too wide, and only
// at the readable minimum ended with an ellipsis. No ImGui here: the width of a piece of
// text comes from the caller (ImFont::CalcTextSizeA on screen, any function in a test).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bc::ui {

// The width of `text` set at `size` pixels.
using TextWidth = std::function<float(std::string_view text, float size)>;

// "…", which ends a line that was cut.
inline constexpr const char* kEllipsis = "\xE2\x80\xA6";

// `text` in lines no wider than `width` at `size`, broken only at spaces (dropped at the
// break, kept as they are inside a line) and after a hyphen between two letters ("anti-" / "aircraft"; "1-3" stays
// whole), and at a newline. A word wider than `width` keeps a line of its own, too wide:
// it is never split (FitText shrinks or ends it with an ellipsis).
std::vector<std::string> WrapWords(std::string_view text, float width, float size, const TextWidth& measure);

// `line` ended with an ellipsis, as much of it as fits `width` at `size` with it: whole
// words while one fits, else as many letters of the first as fit. `line` itself when it
// fits whole and `always` is false.
std::string EndWithEllipsis(std::string_view line, float width, float size, const TextWidth& measure,
                            bool always = false);

// The most of `text` a tile shows: all of it when `fits` says it fits, else its whole
// sentences, as many as fit (never a sentence cut in the middle); the first sentence
// when not even that fits (the tile then sets it smaller).
template <typename Fits>
std::string SentencesThatFit(const std::string& text, Fits fits) {
  if (fits(text)) return text;
  std::string best;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool end = (text[i] == '.' || text[i] == '!' || text[i] == '?') &&
                     (i + 1 == text.size() || text[i + 1] == ' ');
    if (!end) continue;
    const std::string prefix = text.substr(0, i + 1);
    if (!fits(prefix)) break;
    best = prefix;
  }
  if (!best.empty()) return best;
  const std::size_t first = text.find(". ");
  return first == std::string::npos ? text : text.substr(0, first + 1);
}

// The box a text is set in, and the sizes it may take.
struct TextBox {
  float width = 0.0f;
  float height = 0.0f;        // room for lines, each `line_height * size` tall
  float line_height = 1.0f;   // of the size (ImGui's lines are the font size tall)
  int max_lines = 0;          // at most this many lines; 0: as many as the height holds
  float largest = 0.0f;       // the size tried first
  float smallest = 0.0f;      // the readable minimum
  float step = 0.88f;         // a step smaller multiplies the size by this
  // Whole sentences (see SentencesThatFit): at each size, the whole text, else as many
  // of its first sentences as fit, before a step smaller.
  bool whole_sentences = false;
};

struct FittedText {
  float size = 0.0f;
  std::vector<std::string> lines;  // as drawn, one under the other
  bool shortened = false;          // sentences left out or a line cut: the tooltip has it all
};

// `text` set in `box`: the largest size from `largest` down to `smallest`, a step at a
// time, at which its lines (WrapWords) fit the width and the height, with whole
// sentences when the box asks for them. When even the smallest size does not hold it (a
// word wider than the box, too many lines), it is set at the smallest size, its lines
// that do not fit left out, and the last line kept, and any line too wide, ended with an
// ellipsis. An empty text or a box with no room for a line gives no lines.
FittedText FitText(std::string_view text, const TextBox& box, const TextWidth& measure);

}  // namespace bc::ui
