// The archive cinema's picture reels: their captions, their files in assets/cinema/,
// the credit each caption gives against the one assets/CREDITS.md records for its files,
// and what the cinema does when a reel's files are missing. The drawing tests run the
// screen with ImGui on SDL's dummy video driver and a software renderer.
#include <SDL.h>
#include <SDL_image.h>
#include <imgui.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/event_translation.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "ui/cinema_screen.h"
#include "ui/theme.h"
#include "scratch_dir.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace cinema_reels_test {

namespace fs = std::filesystem;

namespace {

const fs::path kAssets = fs::path(BC_SOURCE_DIR) / "assets";

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string Trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  const auto e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<std::string> Split(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (std::size_t next; (next = s.find(sep, at)) != std::string::npos; at = next + sep.size()) {
    out.push_back(s.substr(at, next - at));
  }
  out.push_back(s.substr(at));
  return out;
}

// A row of CREDITS.md's "Archive cinema reels" table.
struct CreditRow {
  std::string reels;
  std::string source;
  std::string licence;
  std::string credit;
};

// file -> row, from the table under "## Archive cinema reels".
std::map<std::string, CreditRow> ReadCinemaCredits(const fs::path& credits) {
  std::ifstream in(credits);
  std::map<std::string, CreditRow> rows;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) inside = line == "## Archive cinema reels";
    if (!inside || line.rfind("| `", 0) != 0) continue;
    const std::vector<std::string> cells = Split(line, " | ");
    if (cells.size() != 5) continue;
    std::string file = Trim(cells[0].substr(1));
    file.erase(std::remove(file.begin(), file.end(), '`'), file.end());
    std::string credit = Trim(cells[4]);
    if (!credit.empty() && credit.back() == '|') credit = Trim(credit.substr(0, credit.size() - 1));
    rows[file] = {Trim(cells[1]), Trim(cells[2]), Trim(cells[3]), credit};
  }
  return rows;
}

// "Courtesy NASA/JPL-Caltech." -> "NASA/JPL-CALTECH", as a caption writes it.
std::string CaptionForm(std::string credit) {
  if (credit.rfind("Courtesy ", 0) == 0) credit = credit.substr(9);
  if (!credit.empty() && credit.back() == '.') credit.pop_back();
  return Upper(credit);
}

// The credit holder in a caption: "PANCAM · ... · NASA/JPL-CALTECH/CORNELL · LOCAL CACHE".
std::string CaptionHolder(const std::string& caption) {
  const std::vector<std::string> parts = Split(caption, " · ");
  return parts.size() >= 2 ? parts[parts.size() - 2] : "";
}

bc::ui::ImageSize LoadedSize(const fs::path& assets) {
  return [assets](const char* file) -> std::optional<std::pair<int, int>> {
    SDL_Surface* s = IMG_Load((assets / file).string().c_str());
    if (s == nullptr) return std::nullopt;
    const std::pair<int, int> size(s->w, s->h);
    SDL_FreeSurface(s);
    return size;
  };
}

// A scratch folder of this process's own (tests/scratch_dir.h), removed when it ends.
fs::path Scratch(const std::string& name) { return bc::test::ProcessScratchDir("cinema_test_" + name); }

// ImGui over an SDL software renderer in a hidden window, enough to run a screen.
class HeadlessUi {
 public:
  explicit HeadlessUi(const fs::path& assets) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    window_ = SDL_CreateWindow("cinema", 0, 0, 1280, 720, SDL_WINDOW_HIDDEN);
    REQUIRE(window_ != nullptr);
    renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    REQUIRE(renderer_ != nullptr);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplSDL2_InitForSDLRenderer(window_);
    ImGui_ImplSDLRenderer_Init(renderer_);
    std::string source;
    context.fonts = bc::ui::LoadFonts(assets, 1.0f, source);
    context.asset_dir = assets;
    context.renderer = renderer_;
  }
  ~HeadlessUi() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(renderer_);
    SDL_DestroyWindow(window_);
    SDL_Quit();
  }
  HeadlessUi(const HeadlessUi&) = delete;
  HeadlessUi& operator=(const HeadlessUi&) = delete;

  void Frame(bc::ui::Screen& screen) {
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
    SDL_RenderClear(renderer_);
    screen.DrawWorld(context);
    bc::ui::Choices out;
    screen.DrawUi(context, out);
    ImGui::Render();
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  }
  void Key(bc::ui::Screen& screen, SDL_Keycode key) {
    SDL_KeyboardEvent event{};
    event.type = SDL_KEYDOWN;
    event.keysym.sym = key;
    const std::optional<bc::session::KeyPress> press = bc::app::TranslateKey(event);
    REQUIRE(press.has_value());
    bc::ui::Choices out;
    screen.OnKey(*press, context, out);
  }
  // The colour at (x, y) of the frame just drawn.
  SDL_Color Pixel(int x, int y) {
    Uint32 px = 0;
    const SDL_Rect at{x, y, 1, 1};
    SDL_RenderReadPixels(renderer_, &at, SDL_PIXELFORMAT_ARGB8888, &px, 4);
    return SDL_Color{static_cast<Uint8>(px >> 16), static_cast<Uint8>(px >> 8), static_cast<Uint8>(px), 255};
  }

  bc::ui::UiContext context;

 private:
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
};

bool HasLowerCase(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace

TEST_CASE("the reels are captioned in the menu copy's capitals, each naming its picture's source", "[cinema]") {
  const auto& reels = bc::ui::Reels();
  REQUIRE(reels.size() == 5);
  CHECK(bc::ui::ReelHeading(reels[0]) == "SPIRIT · 72 SECOND LOOP");
  CHECK(std::string(reels[0].title) == "HUSBAND HILL SUMMIT PANORAMA");
  CHECK(std::string(reels[0].credit) == "PANCAM · SOLS 583-586, AUGUST 2005 · NASA/JPL-CALTECH/CORNELL · LOCAL CACHE");
  for (const auto& reel : reels) {
    INFO(reel.title);
    CHECK(reel.loop_seconds > 0.0f);
    CHECK_FALSE(HasLowerCase(reel.mission));
    CHECK_FALSE(HasLowerCase(reel.title));
    CHECK_FALSE(HasLowerCase(reel.credit));
    const std::string credit = reel.credit;
    const std::string tail = " · LOCAL CACHE";
    REQUIRE(credit.size() > tail.size());
    CHECK(credit.substr(credit.size() - tail.size()) == tail);
    // "PICTURE REELS: 05; NASA / LOCAL CACHE": every reel is NASA's.
    CHECK(CaptionHolder(credit).rfind("NASA/", 0) == 0);
  }
  for (const auto& p : bc::ui::Programmes()) {
    INFO(p.title);
    CHECK_FALSE(HasLowerCase(p.credit));
  }
}

TEST_CASE("every reel plays from the committed assets, each file the size its picture declares", "[cinema][assets]") {
  const auto size_of = LoadedSize(kAssets);
  for (const auto& reel : bc::ui::Reels()) {
    INFO(reel.title);
    const auto files = bc::ui::ReelFiles(reel.picture);
    REQUIRE_FALSE(files.empty());
    for (const auto& f : files) {
      INFO(f.file);
      CHECK(fs::exists(kAssets / f.file));
    }
    CHECK(bc::ui::ReelProblem(reel.picture, size_of).empty());
  }
}

TEST_CASE("every reel's caption gives the credit line CREDITS.md records for each of its files", "[cinema][assets]") {
  const auto rows = ReadCinemaCredits(kAssets / "CREDITS.md");
  REQUIRE(rows.size() >= 3);
  std::map<std::string, int> used;
  for (std::size_t i = 0; i < bc::ui::Reels().size(); ++i) {
    const auto& reel = bc::ui::Reels()[i];
    INFO(reel.title);
    char number[8];
    std::snprintf(number, sizeof number, "%02zu", i + 1);
    for (const auto& f : bc::ui::ReelFiles(reel.picture)) {
      INFO(f.file);
      const auto row = rows.find(f.file);
      REQUIRE(row != rows.end());
      ++used[f.file];
      CHECK(row->second.reels.find(number) != std::string::npos);
      CHECK_FALSE(row->second.licence.empty());
      CHECK(row->second.source.find(".png`") != std::string::npos);  // the stellarium-data file it comes from
      CHECK(CaptionHolder(reel.credit) == CaptionForm(row->second.credit));
    }
  }
  for (const auto& [file, row] : rows) {
    INFO(file);
    CHECK(used.count(file) == 1);  // no credit for a file no reel shows
  }
}

TEST_CASE("a reel whose file is missing or misshapen is named in words", "[cinema]") {
  const auto& orbit = bc::ui::Reels()[4].picture;
  REQUIRE(bc::ui::ReelFiles(orbit).size() == 2);
  const auto real = LoadedSize(kAssets);
  const std::string moon = bc::ui::ReelFiles(orbit)[1].file;
  const auto missing_moon = [&](const char* file) -> std::optional<std::pair<int, int>> {
    if (moon == file) return std::nullopt;
    return real(file);
  };
  const std::string problem = bc::ui::ReelProblem(orbit, missing_moon);
  CHECK(problem == moon + " is missing from the local cache or cannot be read.");
  CHECK(bc::ui::ReelNotice(4, problem) == "REEL 05 CANNOT PLAY: " + problem);
  CHECK(bc::ui::ReelNotice(4, "").empty());

  const auto tiny = [](const char*) -> std::optional<std::pair<int, int>> { return std::make_pair(10, 10); };
  const std::string wrong = bc::ui::ReelProblem(bc::ui::Reels()[0].picture, tiny);
  CHECK(wrong == "cinema/husband_hill_strip.jpg is 10x10 pixels, not the 2048x528 this reel plays.");
}

TEST_CASE("the cinema draws every reel from the committed assets", "[cinema][assets]") {
  HeadlessUi ui(kAssets);
  bc::ui::CinemaScreen screen;
  for (int i = 0; i < bc::ui::kReelCount; ++i) {
    INFO("reel " << i + 1);
    ui.Key(screen, SDLK_1 + i);
    REQUIRE(screen.reel() == i);
    ui.Frame(screen);
    ui.Frame(screen);
    CHECK(screen.notice().empty());
    // The middle of the picture shows the imagery, not the black behind it.
    const ImVec4 r = screen.picture_rect();
    const SDL_Color c = ui.Pixel(static_cast<int>(r.x + r.z * 0.5f), static_cast<int>(r.y + r.w * 0.5f));
    CHECK(c.r + c.g + c.b > 60);
    if (i == 2 || i == 4) CHECK(c.r > c.b + 20);  // Mars, reddish
  }
}

TEST_CASE("with a reel's files missing the cinema says so in its place and plays the others", "[cinema]") {
  const fs::path assets = Scratch("missing_phobos");
  fs::create_symlink(kAssets / "fonts", assets / "fonts");
  fs::create_directories(assets / "cinema");
  for (const char* keep : {"husband_hill_strip.jpg", "mars_turning.webp"}) {
    fs::create_symlink(kAssets / "cinema" / keep, assets / "cinema" / keep);
  }
  {
    HeadlessUi ui(assets);
    bc::ui::CinemaScreen screen;
    for (int i = 0; i < bc::ui::kReelCount; ++i) {
      INFO("reel " << i + 1);
      ui.Key(screen, SDLK_1 + i);
      ui.Frame(screen);
      if (i == 3 || i == 4) {
        CHECK(screen.notice().find("CANNOT PLAY: cinema/phobos_turning.webp is missing") != std::string::npos);
      } else {
        CHECK(screen.notice().empty());
      }
    }
    // Back to the first reel: it plays again.
    ui.Key(screen, SDLK_1);
    ui.Frame(screen);
    CHECK(screen.notice().empty());
  }
  fs::remove_all(assets);
}

}  // namespace cinema_reels_test
