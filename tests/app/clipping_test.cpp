// Text that fits at every size: every screen, drawn at 1280x720 at 100% and at the
// largest UI scale the settings allow there, shows no text cut by its window, button or
// panel, and no content a player cannot scroll to (clip_probe.h); in Russian and
// Portuguese too; the HOSTILES archive at every UI scale, on the smallest window as well.
// And every string on every screen comes from the catalogue: in the
// pseudo-locale, each one drawn is wrapped in [[ ]] (text_probe.h). A screen added later
// is covered by adding its name to kScreens.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "app/clip_probe.h"
#include "in_language.h"
#include "app/screen_setup.h"
#include "app/text_probe.h"
#include "data/install_paths.h"
#include "data/profile_store.h"
#include "i18n/translate.h"
#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_stack.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "ui/battle_screen.h"
#include "ui/glossary.h"
#include "ui/theme.h"

using namespace bc;
using headless::Headless;
using in_language::InLanguage;

namespace {

// Every screen by its --screen name; the battle twice, on its briefing and in play; the
// hostiles archive twice, on a fresh profile (every file redacted) and with every type
// met (the trait lines).
constexpr const char* kScreens[] = {
    "title",   "operations", "battle", "battle:play", "settings", "howto", "cinema",   "prepare",
    "relax",   "basecamp",   "cards",  "deckbuilder", "dossier",  "stats", "archive",  "hostiles",
    "hostiles:met",
};

// Draws one screen at `scale` on a `width` x `height` window (1280x720 unless given), with
// the game's data and a fresh profile, and calls `after` once its last frame is rendered.
template <typename After>
void DrawScreen(const std::string& screen_name, float scale, After after, int width = 1280, int height = 720) {
  const std::string name = screen_name.substr(0, screen_name.find(':'));
  const std::optional<ui::ScreenId> id = ui::ParseScreenId(name);
  REQUIRE(id.has_value());
  Headless ui(width, height, scale);
  ui.rasterize = false;  // the probes read ImGui's draw data, not the pixels
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  const auto home = app_fixture::ScratchDir("clip_" + name);
  if (screen_name == "hostiles:met") {
    Profile met;
    for (const EnemyDef& enemy : data.catalog().enemies) met.hostiles_met.insert(enemy.id);
    REQUIRE(data::SaveProfile(home, met).empty());
  }
  screen_setup::OpenScreen open(ui, data, home, *id);
  if (screen_name == "battle:play") open.Play();
  open.Settle();
  after(data);
}

// The problems of one screen drawn at `scale` on a `width` x `height` window.
std::vector<std::string> ProblemsOf(const std::string& screen_name, float scale, int width = 1280, int height = 720) {
  std::vector<std::string> problems;
  DrawScreen(
      screen_name, scale,
      [&](const app::GameData&) {
        for (const clip_probe::Problem& p : clip_probe::Probe(static_cast<float>(width), static_cast<float>(height))) {
          problems.push_back(p.window + ": " + p.what);
        }
      },
      width, height);
  return problems;
}

// What may show outside the catalogue: numbers, symbols, cell names (C3), quadrants
// (NW), keys, the language names of the picker, the build and the game's own name.
bool IsNotLanguage(const std::string& word) {
  static const std::vector<std::string> kAllowed = {
      "NW", "NE", "SW", "SE", "Esc", "Enter", "Ctrl", "Space", "Tab", "Shift", "Alt", "Up", "Down", "Left",
      "Right", "English", "Base", "Command", "BASE", "COMMAND", "x", "X", "A", "B", "Y", "LB", "RB",
      // A fresh profile's callsign: the player's own name, which the player enters.
      "UNASSIGNED"};
  if (word.size() <= 1) return true;
  // A cell name or a key: a letter and digits (C3, F1, F11), or a digit string with a unit.
  bool digits = false;
  for (char c : word) digits |= (c >= '0' && c <= '9');
  if (digits && word.size() <= 4) return true;
  for (const std::string& allowed : kAllowed) {
    if (word == allowed) return true;
  }
  return false;
}

// The English words a screen shows outside [[ ]] in the pseudo-locale.
std::vector<std::string> UncataloguedOn(const std::string& screen_name, const std::vector<std::string>& data_words,
                                        const std::vector<std::string>& data_names) {
  std::vector<std::string> found;
  DrawScreen(screen_name, 1.0f, [&](const app::GameData&) {
    // A window's runs in the order drawn, as one text: a wrapped string's lines follow
    // each other, so its [[ and ]] meet again.
    std::vector<text_probe::Run> windows;
    for (const text_probe::Run& run : text_probe::Runs()) {
      // The release notes are CHANGELOG.md as written, in English.
      if (run.window.find("##changelog") != std::string::npos) continue;
      if (windows.empty() || windows.back().window != run.window) windows.push_back({run.window, ""});
      windows.back().text += run.text + " ";
    }
    for (const text_probe::Run& run : windows) {
      for (const std::string& outside : text_probe::Outside(run.text)) {
        // Compared without spaces (a small font's word gaps are too narrow to read back):
        // the game's data strings (the data catalogue's, TrData) and the words that are no
        // language are taken out; English left over bypassed the catalogue.
        std::string rest;
        {
          // Words that are no language go first, while the spaces still part them.
          std::string token;
          auto keep = [&] {
            // A word of letters stays even when short: "NW" alone is no language, but the
            // "A" of "A breach" is part of a sentence.
            const bool letters_only = !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
            if (IsNotLanguage(token) && !(letters_only && token.size() == 1)) rest += '|';
            else rest += token;
            token.clear();
          };
          for (char c : outside) {
            if (c == ' ') keep();
            else token += c;
          }
          keep();
        }
        for (const std::string& text : data_words) {
          if (text.size() < 3) continue;
          for (std::size_t at = rest.find(text); at != std::string::npos; at = rest.find(text)) rest.replace(at, text.size(), "|");
        }
        // A data name cut by its column, or shown in capitals, is still a data name.
        // Two such names side by side (cut columns of a table) read as one word.
        std::function<bool(const std::string&)> in_a_name = [&](const std::string& given) {
          std::string w = given;
          for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
          for (const std::string& name : data_names) {
            if (name.find(w) != std::string::npos) return true;
          }
          for (std::size_t cut = 3; cut + 3 <= w.size(); ++cut) {
            if (in_a_name(w.substr(0, cut)) && in_a_name(w.substr(cut))) return true;
          }
          return false;
        };
        std::string word;
        auto check = [&] {
          if (word.size() >= 3 && !IsNotLanguage(word) && !in_a_name(word)) found.push_back(run.window + ": \"" + word + "\" in \"" + outside + "\"");
          word.clear();
        };
        for (char c : rest) {
          if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) word += c;
          else check();
        }
        check();
      }
    }
  });
  return found;
}

}  // namespace

TEST_CASE("Text fits: every screen at 1280x720, at 100% and at the largest UI scale, cuts no text and hides nothing",
          "[app][clipping][long]") {
  const float largest = ui::LargestUiScale(1280.0f, 720.0f);
  CHECK(largest >= 1.5f);
  for (const char* screen : kScreens) {
    for (const float scale : {1.0f, largest * ui::WindowFitScale(1280.0f, 720.0f)}) {
      const std::vector<std::string> problems = ProblemsOf(screen, scale);
      std::string all;
      for (const std::string& p : problems) all += "\n  " + p;
      INFO(screen << " at " << static_cast<int>(scale * 100.0f + 0.5f) << "%:" << all);
      CHECK(problems.empty());
    }
  }
  // The archive's files, the longest lines of any screen, at every scale the settings
  // offer up to the largest, at 1280x720 and at the smallest window (800x500).
  for (const char* screen : {"hostiles", "hostiles:met"}) {
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
      const float fw = static_cast<float>(w);
      const float fh = static_cast<float>(h);
      for (const float step : ui::kUiScaleSteps) {
        if (step > ui::LargestUiScale(fw, fh)) continue;
        const std::vector<std::string> problems = ProblemsOf(screen, step * ui::WindowFitScale(fw, fh), w, h);
        std::string all;
        for (const std::string& p : problems) all += "\n  " + p;
        INFO(screen << " at " << w << "x" << h << ", " << static_cast<int>(step * 100.0f + 0.5f) << "%:" << all);
        CHECK(problems.empty());
      }
    }
  }
}

TEST_CASE("Text fits in Russian and Portuguese: every screen at 1280x720 cuts no text and hides nothing",
          "[app][clipping][i18n][long]") {
  for (const char* code : {"ru", "pt"}) {
    InLanguage language(code);
    REQUIRE(language.ok);
    for (const char* screen : kScreens) {
      const std::vector<std::string> problems = ProblemsOf(screen, 1.0f);
      std::string all;
      for (const std::string& p : problems) all += "\n  " + p;
      INFO(code << ": " << screen << ":" << all);
      CHECK(problems.empty());
    }
  }
}

namespace {

// Every player-facing string of the game's data (names, texts, briefings): the data
// catalogue's to translate.
// The names among them, lower case and without spaces.
std::vector<std::string> DataNames(const bc::Catalog& catalog, const bc::Campaigns& campaigns) {
  std::vector<std::string> out;
  for (const auto& campaign : campaigns) out.push_back(campaign.name);
  for (const auto& card : catalog.cards) out.push_back(card.name);
  for (const auto& enemy : catalog.enemies) out.push_back(enemy.name);
  for (const auto& mission : catalog.missions) out.push_back(mission.name);
  for (std::string& name : out) {
    std::erase(name, ' ');
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::vector<std::string> DataStrings(const bc::Catalog& catalog, const bc::Campaigns& campaigns) {
  std::vector<std::string> out;
  // The keyword glossary is the rulebook's, the data catalogue's too.
  for (const bc::ui::GlossaryEntry& entry : bc::ui::Glossary()) {
    out.push_back(entry.keyword);
    out.push_back(entry.meaning);
  }
  for (const auto& campaign : campaigns) out.push_back(campaign.name);
  for (const auto& card : catalog.cards) {
    out.push_back(card.name);
    out.push_back(card.text);
  }
  for (const auto& enemy : catalog.enemies) out.push_back(enemy.name);
  for (const auto& mission : catalog.missions) {
    out.push_back(mission.name);
    out.push_back(mission.briefing);
  }
  for (const auto& weapon : catalog.weapons) out.push_back(weapon.name);
  for (const auto& loadout : catalog.loadouts) out.push_back(loadout.name);
  return out;
}

}  // namespace

TEST_CASE("The pseudo-locale: every screen shows only catalogued text, each string wrapped in [[ ]]",
          "[app][i18n]") {
  InLanguage language("pseudo");
  REQUIRE(language.ok);
  bc::session::NoticeBoard notices;
  bc::app::GameData data;
  data.Load(nullptr, notices);
  std::vector<std::string> data_words = DataStrings(data.catalog(), data.campaigns());
  for (std::string& text : data_words) std::erase_if(text, [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
  const std::vector<std::string> data_names = DataNames(data.catalog(), data.campaigns());
  // Longest first, so that a name inside a longer text does not split it.
  std::sort(data_words.begin(), data_words.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  for (const char* screen : kScreens) {
    // HOW TO PLAY is the rulebook, the data catalogue's.
    if (std::string(screen) == "howto") continue;
    const std::vector<std::string> found = UncataloguedOn(screen, data_words, data_names);
    std::string all;
    for (const std::string& f : found) all += "\n  " + f;
    INFO(screen << ":" << all);
    CHECK(found.empty());
  }
}

TEST_CASE("The pseudo-locale's check sees English that bypassed the catalogue", "[app][i18n]") {
  // The probe itself: a frame with one wrapped and one bare string finds the bare one.
  Headless ui(1280, 720, 1.0f);
  for (int frame = 0; frame < 2; ++frame) {  // a new window shows from its second frame
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::GetIO().DisplaySize = ImVec2(1280, 720);
    ImGui::NewFrame();
    ImGui::Begin("##probe");
    ImGui::TextUnformatted("[[END TURN]]");
    ImGui::TextUnformatted("RAW WORDS");
    ImGui::End();
    ImGui::Render();
  }
  std::vector<std::string> outside;
  for (const text_probe::Run& run : text_probe::Runs()) {
    for (const std::string& piece : text_probe::Outside(run.text)) outside.push_back(piece);
  }
  CHECK(outside == std::vector<std::string>{"RAW WORDS"});
}


TEST_CASE("Text fits in Russian and Portuguese: every mission's briefing names each expected hostile in full",
          "[app][clipping][i18n][long]") {
  // A long name (INICIADO DA ESTRELA NEGRA) wraps in the hostiles' table rather than run
  // under the next column's numbers.
  for (const char* code : {"ru", "pt"}) {
    InLanguage language(code);
    REQUIRE(language.ok);
    Headless ui(1280, 720, 1.0f);
    ui.rasterize = false;  // the probe reads ImGui's draw data, not the pixels
    session::NoticeBoard notices;
    app::GameData data;
    data.Load(nullptr, notices);
    for (std::size_t m = 0; m < data.catalog().missions.size(); ++m) {
      const auto home = app_fixture::ScratchDir(std::string("clip_briefing_") + code);
      screen_setup::OpenScreen open(ui, data, home, ui::ScreenId::kBattle, static_cast<int>(m));
      open.Settle();
      // Across only: what runs past a column or is trimmed by a frame. (How tall the body
      // is for its text is the other clipping tests' business.)
      std::string all;
      for (const clip_probe::Problem& p : clip_probe::Probe(1280.0f, 720.0f)) {
        if (p.what.find(" is cut at the foot of ") != std::string::npos) continue;
        all += "\n  " + p.window + ": " + p.what;
      }
      INFO(code << ": " << data.catalog().missions[m].id << ":" << all);
      CHECK(all.empty());
    }
  }
}
