// The language picker of SETTINGS & UPDATES. With the mouse, on the screens themselves
// (SDL's dummy video driver gives no window the mouse focus, so the game's loop never sees
// a pointer; the screens are drawn headless and clicked as in the other click tests): the
// title's SETTINGS & UPDATES button, then a language's own name, found where the frame drew
// it (the text probe). Through the game's own loop, with the keys: the choice is saved in
// the settings file, the title is then drawn in that language, and the next start speaks it.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/text_probe.h"
#include "data/install_paths.h"
#include "headless_ui.h"
#include "i18n/translate.h"
#include "session/app_fixture.h"
#include "session/settings.h"
#include "ui/settings_screen.h"
#include "ui/title_screen.h"

using namespace bc;
using ui::ScreenId;

namespace {

// An environment variable set for the test and put back as it was afterwards.
class EnvVar {
 public:
  EnvVar(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = std::string(old);
    if (value != nullptr) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ~EnvVar() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }
  EnvVar(const EnvVar&) = delete;
  EnvVar& operator=(const EnvVar&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

std::string WithoutSpaces(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c != ' ') out += c;
  }
  return out;
}

// The game on the user folder `home` (BASE_COMMAND_HOME), a frame at a time.
struct Game {
  explicit Game(std::filesystem::path folder) : home(std::move(folder)) {
    REQUIRE(std::getenv("BASE_COMMAND_HOME") == home.string());
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    app::AppOptions options;
    options.screen = "title";
    options.seed = 3;
    options.draw_pixels = false;  // what is read is the text laid out, not its pixels
    game = std::make_unique<app::App>(options, std::chrono::steady_clock::now(),
                                      std::make_unique<Catalog>(app_fixture::MakeCatalog()));
    REQUIRE(game->Open());
    Frames(4);
  }
  ~Game() {
    game.reset();
    i18n::SetLanguage("en", nullptr);
  }

  ScreenId top() { return game->top_screen()->id(); }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) REQUIRE(game->Step());
  }

  // The glyph runs of the last frame drawn.
  std::vector<text_probe::Run> Runs() { return text_probe::Runs(); }
  // Where the last frame drew `text` (spaces aside), or nothing.
  std::optional<ImVec2> Find(const std::string& text) {
    const std::string wanted = WithoutSpaces(text);
    for (const text_probe::Run& run : Runs()) {
      if (WithoutSpaces(run.text).find(wanted) != std::string::npos) return run.at;
    }
    return std::nullopt;
  }
  bool Shows(const std::string& text) { return Find(text).has_value(); }

  // Tab until the focused widget is the one drawn at `text` (spaces aside), then Space.
  void PressWithKeys(const std::string& text) {
    INFO("pressing \"" << text << "\" with the keys");
    for (int tabs = 0; tabs < 80; ++tabs) {
      const std::optional<ImVec2> at = Find(text);
      REQUIRE(at.has_value());
      const ImGuiContext* g = ImGui::GetCurrentContext();
      if (g->NavWindow != nullptr && g->NavId != 0) {
        const ImRect focused = ImGui::WindowRectRelToAbs(g->NavWindow, g->NavWindow->NavRectRel[g->NavLayer]);
        if (focused.Contains(ImVec2(at->x + 3.0f, at->y + 3.0f))) {
          Press(SDLK_SPACE, SDL_SCANCODE_SPACE);
          return;
        }
      }
      Press(SDLK_TAB, SDL_SCANCODE_TAB);
    }
    FAIL("Tab never reached \"" << text << "\"");
  }
  void Press(SDL_Keycode key, SDL_Scancode scancode) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = scancode;
    REQUIRE(SDL_PushEvent(&event) == 1);
    Frames(1);
    event.type = SDL_KEYUP;
    event.key.state = SDL_RELEASED;
    REQUIRE(SDL_PushEvent(&event) == 1);
    Frames(3);
  }
  void Escape() { Press(SDLK_ESCAPE, SDL_SCANCODE_ESCAPE); }

  std::string SavedLanguage() const {
    const session::SettingsLoad load = session::LoadSettings(home / "settings.json");
    INFO(load.Message());
    CHECK(load.Message().empty());
    return load.settings.language;
  }

  std::filesystem::path home;
  std::unique_ptr<app::App> game;
};

// From the title: SETTINGS & UPDATES pressed, then the language's own name in the picker.
void ChooseLanguage(Game& g, const std::string& code) {
  REQUIRE(g.top() == ScreenId::kTitle);
  g.PressWithKeys(i18n::Tr("SETTINGS & UPDATES"));
  REQUIRE(g.top() == ScreenId::kSettings);
  CHECK(g.Shows(i18n::Tr("LANGUAGE")));
  g.PressWithKeys(std::string(i18n::LanguageName(code)));
}

// Where the last frame drawn headless showed `text` (spaces aside), or nothing.
std::optional<ImVec2> Drawn(const std::string& text) {
  const std::string wanted = WithoutSpaces(text);
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (WithoutSpaces(run.text).find(wanted) != std::string::npos) return run.at;
  }
  return std::nullopt;
}

// A screen drawn twice (ImGui lays a window out on its first frame), scrolled with the
// mouse wheel over its left half while `text` is below the fold, then a click on the first
// glyph of `text` where the frame drew it.
void ClickOnText(headless::Headless& ui, ui::Screen& screen, ui::Choices& out, const std::string& text) {
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  const ImVec2 wheel_at(ui.context.width * 0.25f, ui.context.height * 0.6f);
  for (int turns = 0; turns < 30 && !Drawn(text); ++turns) {
    ImGui::GetIO().MouseWheel = -2.0f;
    ui.Draw(screen, out, wheel_at, false);
    ui.Draw(screen, out);
  }
  const std::optional<ImVec2> at = Drawn(text);
  INFO("clicking \"" << text << "\"");
  REQUIRE(at.has_value());
  ui.Click(screen, out, ImVec2(at->x + 3.0f, at->y + 3.0f));
}

// The language a click on the picker's `code` entry asks for, from the title's SETTINGS &
// UPDATES button on; then the language applied as the game does, and the title drawn in it.
std::string ClickLanguage(headless::Headless& ui, const std::string& code) {
  ui::TitleScreen title;
  ui::Choices from_title;
  ClickOnText(ui, title, from_title, i18n::Tr("SETTINGS & UPDATES"));
  CHECK(from_title.nav == ui::NavRequest::Push(ScreenId::kSettings));
  ui::SettingsScreen settings("");
  ui::Choices from_settings;
  ClickOnText(ui, settings, from_settings, std::string(i18n::LanguageName(code)));
  REQUIRE(from_settings.settings.has_value());
  ui.settings = *from_settings.settings;
  std::string error;
  INFO(error);
  REQUIRE(i18n::SetLanguage(ui.settings.language.empty() ? "en" : ui.settings.language, &error));
  ui::Choices again;
  ui.Draw(title, again);
  ui.Draw(title, again);
  return from_settings.settings->language;
}

}  // namespace

TEST_CASE("Language picker: a click on Russian, then on Portuguese, asks for that language, and the title speaks it",
          "[app][i18n][settings]") {
  i18n::SetLocaleDir(data::LocaleRoot());
  REQUIRE(i18n::Language() == "en");
  headless::Headless ui;
  ui.world_on_clicks = false;

  CHECK(ClickLanguage(ui, "ru") == "ru");
  CHECK(i18n::Language() == "ru");
  CHECK(Drawn("МАРС АТАКОВАН.").has_value());
  CHECK(Drawn(i18n::Tr("SETTINGS & UPDATES")).has_value());
  CHECK_FALSE(Drawn("MARS IS UNDER ATTACK.").has_value());

  // From the Russian title: its settings button, then Português.
  CHECK(ClickLanguage(ui, "pt") == "pt");
  CHECK(i18n::Language() == "pt");
  CHECK(Drawn("MARTE ESTÁ SOB ATAQUE.").has_value());
  CHECK_FALSE(Drawn("МАРС АТАКОВАН.").has_value());
  CHECK_FALSE(Drawn("MARS IS UNDER ATTACK.").has_value());

  i18n::SetLanguage("en", nullptr);
  i18n::SetLocaleDir({});
}

TEST_CASE("Language picker in the game: the choice is saved in the settings file, the title speaks it, and so does the "
          "next start",
          "[app][i18n][settings]") {
  // A fresh user folder, on an English system.
  const std::filesystem::path home = app_fixture::ScratchDir("language_picker");
  const EnvVar home_var("BASE_COMMAND_HOME", home.c_str());
  const EnvVar language_var("LANGUAGE", nullptr);
  const EnvVar all_var("LC_ALL", nullptr);
  const EnvVar messages_var("LC_MESSAGES", nullptr);
  const EnvVar lang_var("LANG", "C");
  Game g(home);
  REQUIRE(i18n::Language() == "en");
  REQUIRE(g.Shows("MARS IS UNDER ATTACK."));

  // Russian.
  ChooseLanguage(g, "ru");
  CHECK(i18n::Language() == "ru");
  CHECK(g.SavedLanguage() == "ru");
  const std::string ru_settings = i18n::Tr("SETTINGS & UPDATES");
  CHECK(ru_settings != "SETTINGS & UPDATES");
  CHECK(g.Shows(i18n::Tr("LANGUAGE")));  // the settings screen itself has switched
  g.Escape();
  REQUIRE(g.top() == ScreenId::kTitle);
  CHECK(g.Shows("МАРС АТАКОВАН."));
  CHECK(g.Shows(ru_settings));
  CHECK_FALSE(g.Shows("MARS IS UNDER ATTACK."));
  CHECK_FALSE(g.Shows("SETTINGS & UPDATES"));

  // Portuguese, from the Russian title.
  ChooseLanguage(g, "pt");
  CHECK(i18n::Language() == "pt");
  CHECK(g.SavedLanguage() == "pt");
  g.Escape();
  REQUIRE(g.top() == ScreenId::kTitle);
  CHECK(g.Shows("MARTE ESTÁ SOB ATAQUE."));
  CHECK(g.Shows(i18n::Tr("SETTINGS & UPDATES")));
  CHECK_FALSE(g.Shows("МАРС АТАКОВАН."));
  CHECK_FALSE(g.Shows("MARS IS UNDER ATTACK."));

  // The saved choice is what the next start speaks.
  g.game.reset();
  i18n::SetLanguage("en", nullptr);
  Game again(home);
  CHECK(i18n::Language() == "pt");
  CHECK(again.Shows("MARTE ESTÁ SOB ATAQUE."));
}
