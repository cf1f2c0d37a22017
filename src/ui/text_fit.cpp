#include "ui/text_fit.h"

#include <algorithm>
#include <cmath>

namespace bc::ui {

namespace {

// The code point at `at` and the length of its UTF-8 sequence (a stray byte counts as
// one character of its own).
char32_t CodePoint(std::string_view text, std::size_t at, std::size_t* length) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  std::size_t n = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 1;
  if (at + n > text.size()) n = 1;
  char32_t c = n == 1 ? lead : n == 2 ? (lead & 0x1F) : n == 3 ? (lead & 0x0F) : (lead & 0x07);
  for (std::size_t i = 1; i < n; ++i) c = (c << 6) | (byte(at + i) & 0x3F);
  *length = n;
  return c;
}

// Letters of the game's languages: Latin with its accents, and Cyrillic.
bool IsLetter(char32_t c) {
  if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return true;
  if (c >= 0xC0 && c <= 0x24F) return c != 0xD7 && c != 0xF7;
  return c >= 0x400 && c <= 0x4FF;
}

// The first code point's start before `end` (end > 0).
std::size_t PreviousStart(std::string_view text, std::size_t end) {
  std::size_t at = end - 1;
  while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
  return at;
}

// A word's pieces: broken after each hyphen that has a letter on both sides.
std::vector<std::string_view> Pieces(std::string_view word) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  char32_t before = 0;
  for (std::size_t at = 0; at < word.size();) {
    std::size_t n = 0;
    const char32_t c = CodePoint(word, at, &n);
    if (c == '-' && IsLetter(before) && at + 1 < word.size()) {
      std::size_t m = 0;
      if (IsLetter(CodePoint(word, at + 1, &m))) {
        pieces.push_back(word.substr(start, at + 1 - start));
        start = at + 1;
      }
    }
    before = c;
    at += n;
  }
  pieces.push_back(word.substr(start));
  return pieces;
}

std::string_view TrimEnd(std::string_view s) {
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<std::string> WrapWords(std::string_view text, float width, float size, const TextWidth& measure) {
  std::vector<std::string> lines;
  std::size_t paragraph = 0;
  while (paragraph <= text.size()) {
    const std::size_t newline = std::min(text.find('\n', paragraph), text.size());
    const std::string_view part = text.substr(paragraph, newline - paragraph);
    std::string line;
    std::size_t at = 0;
    while (at < part.size()) {
      // The spaces before the word (kept as they are inside a line, dropped at a break).
      const std::size_t start = std::min(part.find_first_not_of(' ', at), part.size());
      const std::string_view gap = part.substr(at, start - at);
      if (start >= part.size()) break;
      const std::size_t space = std::min(part.find(' ', start), part.size());
      const std::string_view word = part.substr(start, space - start);
      at = space;
      bool first_piece = true;
      for (const std::string_view piece : Pieces(word)) {
        // A word's first piece follows its spaces; the others follow their hyphen.
        std::string candidate = line;
        if (!candidate.empty() && first_piece) candidate += gap;
        candidate += piece;
        if (line.empty() || measure(candidate, size) <= width) {
          line = std::move(candidate);
        } else {
          lines.push_back(std::move(line));
          line = std::string(piece);
        }
        first_piece = false;
      }
    }
    lines.push_back(std::move(line));
    if (newline >= text.size()) break;
    paragraph = newline + 1;
  }
  return lines;
}

std::string EndWithEllipsis(std::string_view line, float width, float size, const TextWidth& measure, bool always) {
  if (!always && measure(line, size) <= width) return std::string(line);
  // Whole words while the line has more than one.
  std::string_view kept = TrimEnd(line);
  while (true) {
    const std::string candidate = std::string(kept) + kEllipsis;
    if (measure(candidate, size) <= width) return candidate;
    const std::size_t space = kept.rfind(' ');
    if (space == std::string_view::npos) break;
    kept = TrimEnd(kept.substr(0, space));
  }
  // One word: its letters, from the end.
  while (!kept.empty()) {
    kept = kept.substr(0, PreviousStart(kept, kept.size()));
    const std::string candidate = std::string(kept) + kEllipsis;
    if (measure(candidate, size) <= width) return candidate;
  }
  return "";
}

FittedText FitText(std::string_view text_in, const TextBox& box, const TextWidth& measure) {
  FittedText fitted;
  const std::string text(text_in);
  if (text.empty() || box.width <= 0.0f || box.largest <= 0.0f) return fitted;
  const float smallest = std::min(box.smallest > 0.0f ? box.smallest : box.largest, box.largest);
  const auto lines_held = [&](float size) {
    const float room = std::floor((box.height + 0.5f) / (box.line_height * size));
    int n = room >= 1000.0f ? 1000 : room < 0.0f ? 0 : static_cast<int>(room);
    if (box.max_lines > 0) n = std::min(n, box.max_lines);
    return n;
  };
  const auto fits = [&](const std::vector<std::string>& lines, float size) {
    if (static_cast<int>(lines.size()) > lines_held(size)) return false;
    return std::all_of(lines.begin(), lines.end(),
                       [&](const std::string& line) { return measure(line, size) <= box.width; });
  };
  const auto shown_at = [&](float size) {
    if (!box.whole_sentences) return text;
    return SentencesThatFit(text, [&](const std::string& s) { return fits(WrapWords(s, box.width, size, measure), size); });
  };
  const float step = box.step > 0.0f && box.step < 1.0f ? box.step : 0.88f;
  for (float size = box.largest;; size = std::max(smallest, size * step)) {
    const std::string shown = shown_at(size);
    std::vector<std::string> lines = WrapWords(shown, box.width, size, measure);
    if (fits(lines, size)) {
      fitted.size = size;
      fitted.lines = std::move(lines);
      fitted.shortened = shown.size() != text.size();
      return fitted;
    }
    if (size <= smallest) break;
  }
  // Not even the readable minimum holds it: what it holds, cut with an ellipsis.
  fitted.size = smallest;
  const int held = lines_held(smallest);
  if (held < 1) return fitted;
  fitted.lines = WrapWords(shown_at(smallest), box.width, smallest, measure);
  fitted.shortened = true;
  if (static_cast<int>(fitted.lines.size()) > held) {
    fitted.lines.resize(static_cast<std::size_t>(held));
    fitted.lines.back() = EndWithEllipsis(fitted.lines.back(), box.width, smallest, measure, true);
  }
  for (std::string& line : fitted.lines) line = EndWithEllipsis(line, box.width, smallest, measure);
  return fitted;
}

}  // namespace bc::ui
