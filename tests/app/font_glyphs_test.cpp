#include <catch2/catch.hpp>

#include <imgui.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <thread>

#include "loop_driver.h"
#include "ui/theme.h"

using namespace bc;

namespace {

bool Holds(const ImWchar* ranges, char32_t c) {
  for (; ranges[0] != 0; ranges += 2) {
    if (c >= ranges[0] && c <= ranges[1]) return true;
  }
  return false;
}

// The code points of a UTF-8 text (a malformed byte is skipped).
std::set<char32_t> CodePoints(const std::string& text) {
  std::set<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const int length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
    if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) {
      ++i;
      continue;
    }
    char32_t c = length == 1 ? lead : lead & (0x7F >> length);
    for (int k = 1; k < length; ++k) c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    out.insert(c);
    i += static_cast<std::size_t>(length);
  }
  return out;
}

}  // namespace

TEST_CASE("startup: the fonts' first glyphs hold every character of the game's texts that the whole fonts hold",
          "[app][startup]") {
  namespace fs = std::filesystem;
  const fs::path root = BC_SOURCE_DIR;
  const ImWchar* all = ui::GlyphRanges(ui::Glyphs::kAll);
  const ImWchar* first = ui::GlyphRanges(ui::Glyphs::kFirst);
  // The first are fewer: Latin Extended and Cyrillic beyond the Russian alphabet wait.
  CHECK(Holds(all, U'Ł'));
  CHECK_FALSE(Holds(first, U'Ł'));
  CHECK(Holds(all, U'Ї'));
  CHECK_FALSE(Holds(first, U'Ї'));
  for (const char32_t c : {U'A', U'é', U'Ã', U'Я', U'ё', U'Ё', U'—', U'…', U'→', U'×', U'−', U'№', U'★', U'◆'}) {
    CHECK(Holds(first, c));
  }
  // The catalogues (every language's), the data and its rulebook, and the sources' literals.
  int files = 0;
  for (const fs::path& folder : {root / "po", root / "data", root / "docs", root / "src"}) {
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".po" && ext != ".json" && ext != ".md" && ext != ".cpp" && ext != ".h" &&
                                       ext != ".txt" && ext != ".csv")) {
        continue;
      }
      std::ifstream in(entry.path(), std::ios::binary);
      const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      ++files;
      for (const char32_t c : CodePoints(text)) {
        if (Holds(all, c) && !Holds(first, c)) {
          INFO(entry.path().string() << " has U+" << std::hex << static_cast<unsigned>(c));
          CHECK(Holds(first, c));
        }
      }
    }
  }
  CHECK(files > 100);
}

TEST_CASE("startup: the game opens with the fonts' first glyphs and has them whole a few frames later",
          "[app][startup]") {
  loop_driver::Game game("font_completion", "settings", nullptr, "", "", /*draw_pixels=*/true);  // with the new texture
  auto font = [] { return ImGui::GetIO().Fonts->Fonts[0]; };
  CHECK(font()->FindGlyphNoFallback(static_cast<ImWchar>(U'Я')) != nullptr);
  CHECK(font()->FindGlyphNoFallback(static_cast<ImWchar>(U'Ł')) == nullptr);
  const float width = font()->CalcTextSizeA(font()->FontSize, 1e9f, 0.0f, "Русский Português").x;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  int frames = 0;
  while (font()->FindGlyphNoFallback(static_cast<ImWchar>(U'Ł')) == nullptr &&
         std::chrono::steady_clock::now() < give_up) {
    REQUIRE(game.app->Step());
    ++frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  CHECK(frames >= 1);
  CHECK(font()->FindGlyphNoFallback(static_cast<ImWchar>(U'Ł')) != nullptr);
  CHECK(font()->FindGlyphNoFallback(static_cast<ImWchar>(U'Ї')) != nullptr);
  // The same text, the same width: the first glyphs are the whole fonts' own.
  CHECK(font()->CalcTextSizeA(font()->FontSize, 1e9f, 0.0f, "Русский Português").x == width);
  REQUIRE(game.app->Step());  // and the game draws on with them
}
