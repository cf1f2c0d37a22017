// Text set in a small box (src/ui/text_fit.h): lines broken only between words, a step
// smaller for a word too wide, an ellipsis only at the readable minimum.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "app/headless_ui.h"
#include "ui/card_tile.h"
#include "ui/text_fit.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace text_fit_test {

using bc::ui::EndWithEllipsis;
using bc::ui::FitText;
using bc::ui::FittedText;
using bc::ui::kEllipsis;
using bc::ui::TextBox;
using bc::ui::WrapWords;

namespace {

// Every character half the size wide (a UTF-8 sequence counts once).
float HalfEm(std::string_view text, float size) {
  float n = 0.0f;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1.0f : 0.0f;
  return n * size * 0.5f;
}

std::string Joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "|") + line;
  return out;
}

// The long Russian word of the tests (24 letters): "hatred of mankind".
const std::string kLongWord = "человеконенавистничество";

}  // namespace

TEST_CASE("Wrap: lines break at spaces only, never inside a word", "[app][text_fit]") {
  // 10 px a character at size 20: 8 characters a line of 80 px.
  CHECK(Joined(WrapWords("One attacker skips its next turn", 80.0f, 20.0f, HalfEm)) == "One|attacker|skips|its next|turn");
  CHECK(Joined(WrapWords("Уничтожает одного нападающего", 120.0f, 20.0f, HalfEm)) == "Уничтожает|одного|нападающего");
  // A word wider than the line keeps a line of its own, whole.
  CHECK(Joined(WrapWords("с " + kLongWord + " и", 80.0f, 20.0f, HalfEm)) == "с|" + kLongWord + "|и");
  CHECK(Joined(WrapWords("fits whole", 500.0f, 20.0f, HalfEm)) == "fits whole");
  CHECK(Joined(WrapWords("two\nlines", 500.0f, 20.0f, HalfEm)) == "two|lines");
  // Spaces are kept inside a line ("A1 F2 E0  rng 1 2") and dropped at a break.
  CHECK(Joined(WrapWords("HP 4/4  R1", 500.0f, 20.0f, HalfEm)) == "HP 4/4  R1");
  CHECK(Joined(WrapWords("  lead and  gap ", 80.0f, 20.0f, HalfEm)) == "lead and|gap");
  CHECK(WrapWords("", 80.0f, 20.0f, HalfEm) == std::vector<std::string>{""});
}

TEST_CASE("Wrap: a line may break after a hyphen between letters, and a range such as 1-3 stays whole",
          "[app][text_fit]") {
  CHECK(Joined(WrapWords("зенитно-ракетный", 90.0f, 20.0f, HalfEm)) == "зенитно-|ракетный");
  CHECK(Joined(WrapWords("anti-aircraft", 500.0f, 20.0f, HalfEm)) == "anti-aircraft");
  CHECK(Joined(WrapWords("range 1-3 only", 40.0f, 20.0f, HalfEm)) == "range|1-3|only");
  CHECK(Joined(WrapWords("a - b", 10.0f, 20.0f, HalfEm)) == "a|-|b");
}

TEST_CASE("Fit: a long Russian word too wide for the box sets the text a step smaller, whole",
          "[app][text_fit]") {
  TextBox box;
  box.width = 100.0f;
  box.height = 100.0f;
  box.largest = 10.0f;   // 24 letters take 120 px at 10: too wide
  box.smallest = 7.0f;
  box.step = 0.9f;
  const FittedText fitted = FitText("Враг " + kLongWord, box, HalfEm);
  // 10 -> 9 (108 px) -> 8.1 (97.2 px): the first size at which the word fits.
  CHECK(fitted.size == Approx(8.1f));
  CHECK(Joined(fitted.lines) == "Враг|" + kLongWord);
  CHECK_FALSE(fitted.shortened);
}

TEST_CASE("Fit: at the readable minimum a word still too wide ends with an ellipsis, never split",
          "[app][text_fit]") {
  TextBox box;
  box.width = 60.0f;
  box.height = 100.0f;
  box.largest = 10.0f;
  box.smallest = 8.0f;  // 24 letters take 96 px at 8
  const FittedText fitted = FitText("Враг " + kLongWord + " пал", box, HalfEm);
  CHECK(fitted.size == Approx(8.0f));
  REQUIRE(fitted.lines.size() == 3);
  CHECK(fitted.lines[0] == "Враг");
  // As many letters as fit 60 px with the ellipsis: 14 of them, and no line after it
  // begins with the rest of the word.
  CHECK(fitted.lines[1] == std::string("человеконенави") + kEllipsis);
  CHECK(fitted.lines[2] == "пал");
  CHECK(fitted.shortened);
  for (const std::string& line : fitted.lines) CHECK(HalfEm(line, fitted.size) <= box.width);
}

TEST_CASE("Fit: lines past the box's foot are left out and the last one kept ends with an ellipsis",
          "[app][text_fit]") {
  TextBox box;
  box.width = 80.0f;   // 16 characters at size 10
  box.height = 20.0f;  // two lines
  box.largest = 10.0f;
  box.smallest = 10.0f;
  const FittedText fitted = FitText("one two three four five six seven eight nine", box, HalfEm);
  CHECK(Joined(fitted.lines) == std::string("one two three|four five six") + kEllipsis);
  CHECK(fitted.shortened);
  // The name's box: two lines at most, however tall.
  box.height = FLT_MAX;
  box.max_lines = 2;
  CHECK(FitText("one two three four five six seven eight nine", box, HalfEm).lines.size() == 2);
}

TEST_CASE("Fit: whole sentences first at each size, the first sentence cut only when nothing fits",
          "[app][text_fit]") {
  const std::string text = "Armed on a cell. At each turn end, 1 damage to every attacker beside it.";
  TextBox box;
  box.width = 100.0f;  // 20 characters at size 10
  box.height = 20.0f;  // two lines at 10
  box.largest = 10.0f;
  box.smallest = 9.0f;
  box.whole_sentences = true;
  FittedText fitted = FitText(text, box, HalfEm);
  CHECK(fitted.size == Approx(10.0f));
  CHECK(Joined(fitted.lines) == "Armed on a cell.");
  CHECK(fitted.shortened);
  // All of it where it fits.
  box.height = 200.0f;
  fitted = FitText(text, box, HalfEm);
  CHECK(Joined(fitted.lines) == "Armed on a cell. At|each turn end, 1|damage to every|attacker beside it.");
  CHECK_FALSE(fitted.shortened);
  // Room for one line at the smallest size only, and the first sentence takes two: it
  // is cut, at the smallest size.
  box.width = 60.0f;
  box.height = 9.2f;
  fitted = FitText(text, box, HalfEm);
  CHECK(fitted.size == Approx(9.0f));
  CHECK(Joined(fitted.lines) == std::string("Armed on a") + kEllipsis);
  CHECK(fitted.shortened);
  // No room for a line at all: nothing.
  box.height = 5.0f;
  CHECK(FitText(text, box, HalfEm).lines.empty());
}

TEST_CASE("Fit: an ellipsis drops whole words before it cuts one", "[app][text_fit]") {
  CHECK(EndWithEllipsis("short", 100.0f, 10.0f, HalfEm) == "short");
  CHECK(EndWithEllipsis("short", 100.0f, 10.0f, HalfEm, true) == std::string("short") + kEllipsis);
  CHECK(EndWithEllipsis("one two three", 50.0f, 10.0f, HalfEm, true) == std::string("one two") + kEllipsis);
  CHECK(EndWithEllipsis("абвгдежзий", 30.0f, 10.0f, HalfEm) == std::string("абвгд") + kEllipsis);
  CHECK(EndWithEllipsis("word", 2.0f, 10.0f, HalfEm).empty());
}

TEST_CASE("Fit: with the game's own font, a long Russian word on a tile is set smaller and stays whole",
          "[app][text_fit]") {
  headless::Headless ui(1280, 720, 1.0f);
  REQUIRE(ImGui::GetIO().Fonts->Build());  // the sizes and widths are known once it is built
  ImFont* body = ui.context.fonts.body;
  REQUIRE(body->FontSize > 0.0f);
  const bc::ui::TextWidth measure = bc::ui::WidthIn(body);
  const float small = body->FontSize * 0.82f;
  TextBox box;
  box.width = measure(kLongWord, small) * 0.95f;  // the word is just too wide at the small size
  box.height = small * 4.0f;
  box.largest = small;
  box.smallest = body->FontSize * 0.68f;
  box.step = 0.85f;
  box.whole_sentences = true;
  const FittedText fitted = FitText("Против " + kLongWord + " нет средства.", box, measure);
  CHECK(fitted.size < small);
  CHECK(fitted.size >= box.smallest);
  CHECK(std::find(fitted.lines.begin(), fitted.lines.end(), kLongWord) != fitted.lines.end());
  for (const std::string& line : fitted.lines) CHECK(measure(line, fitted.size) <= box.width + 0.5f);
}

TEST_CASE("Fit: a name in an ImGui text item is one line a word, broken between words, cut only when too wide",
          "[app][text_fit]") {
  headless::Headless ui(1280, 720, 1.0f);
  REQUIRE(ImGui::GetIO().Fonts->Build());
  ImFont* body = ui.context.fonts.body;
  const bc::ui::TextWidth measure = bc::ui::WidthIn(body);
  const float size = body->FontSize;
  const float room = measure("ЭФФЕКТИВНАЯ", size) + 2.0f;
  bool cut = true;
  CHECK(bc::ui::LinesBetweenWords("ЭФФЕКТИВНАЯ ЛОГИСТИКА", room, body, size, &cut) == "ЭФФЕКТИВНАЯ\nЛОГИСТИКА");
  CHECK_FALSE(cut);
  const std::string shown = bc::ui::LinesBetweenWords(kLongWord, room, body, size, &cut);
  CHECK(cut);
  CHECK(shown.find('\n') == std::string::npos);
  CHECK(shown.size() > std::string(kEllipsis).size());
  CHECK(shown.compare(shown.size() - std::string(kEllipsis).size(), std::string::npos, kEllipsis) == 0);
  CHECK(measure(shown, size) <= room);
}

TEST_CASE("Card art on a tile: the middle of its picture window, unsquashed while its icon fits",
          "[app][text_fit]") {
  ImVec2 uv0, uv1;
  // As wide as the window is tall to wide: the whole window's width, its middle rows.
  bc::ui::CardArtUv(1.0f, &uv0, &uv1);
  CHECK(uv0.x * 256.0f == Approx(16.0f));
  CHECK(uv1.x * 256.0f == Approx(240.0f));
  CHECK((uv1.y - uv0.y) * 320.0f == Approx(224.0f));
  CHECK((uv0.y + uv1.y) * 0.5f * 320.0f == Approx(174.0f));  // about the icon's centre
  // A tile's narrow box (0.62 of its height): the full height, as wide as the box asks.
  bc::ui::CardArtUv(0.62f, &uv0, &uv1);
  CHECK((uv1.y - uv0.y) * 320.0f == Approx(260.0f));
  CHECK((uv1.x - uv0.x) * 256.0f == Approx(260.0f * 0.62f));
  CHECK((uv0.x + uv1.x) * 0.5f * 256.0f == Approx(128.0f));
  // Narrower still: never less than the icon's width.
  bc::ui::CardArtUv(0.3f, &uv0, &uv1);
  CHECK((uv1.x - uv0.x) * 256.0f == Approx(140.0f));
}

}  // namespace text_fit_test
