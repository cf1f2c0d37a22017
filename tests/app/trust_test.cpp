// Nothing the player has is lost without asking: a launch over a saved siege asks first
// and names it, the title asks before the game closes, and a key held down from one
// screen does not act on the next.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include "battle_frame.h"
#include "app/event_translation.h"
#include "app/headless_ui.h"
#include "core/campaign_fixture.h"
#include "session/card_fixture.h"
#include "session/profile_session.h"
#include "ui/basecamp_screen.h"
#include "ui/battle_controller.h"
#include "ui/rule_texts.h"
#include "session/app_fixture.h"
#include "ui/battle_screen.h"
#include "ui/card_view.h"
#include "ui/operations_screen.h"
#include "ui/title_screen.h"
#include "ui/widgets.h"
#include "data/install_paths.h"
#include "i18n/translate.h"
#include "campaign/achievement.h"
#include "i18n/mo_file.h"
#include <fstream>
#include <iterator>
#include "campaign/profile_economy.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace trust_test {

using namespace bc;
using namespace bc::ui;
using headless::Headless;

namespace {

session::KeyPress Key(session::Key key, bool repeat = false) { return session::KeyPress{key, false, repeat}; }

// The ImGui window open in the last frame under `name` (a "###id" finds it by its id).
ImGuiWindow* OpenWindow(const char* name) {
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  return window != nullptr && window->Active ? window : nullptr;
}

// Clicks across a window, left to right, top to bottom, until `done` holds.
template <typename Done>
bool ClickAcross(Headless& ui, Screen& screen, Choices& out, const char* window_name, Done done) {
  ui.Draw(screen, out);  // a new window takes its size over its first frames
  ui.Draw(screen, out);
  ImGuiWindow* window = OpenWindow(window_name);
  if (window == nullptr) return false;
  const ImRect rect = window->Rect();
  for (float y = rect.Min.y + 4.0f; y < rect.Max.y; y += 6.0f) {
    for (float x = rect.Min.x + 4.0f; x < rect.Max.x; x += 12.0f) {
      ui.Click(screen, out, ImVec2(x, y));
      if (done()) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("Trust: a launch over a saved siege asks first, naming its mission and turn, and abandons only when told",
          "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  const Catalog catalog = app_fixture::MakeCatalog();
  ui.context.catalog = &catalog;
  ui.context.saved_siege = session::SiegeSummary{"rush", 4};
  CHECK(SiegePlace(ui.context) == "RUSH, TURN 4");

  OperationsScreen screen;
  Choices out;
  ui.Draw(screen, out);
  REQUIRE(screen.OnKey(Key(session::Key::kReturn), ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  // Nothing launched: the question is open, and says which battle would be lost.
  CHECK_FALSE(out.mission.has_value());
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
  ImGuiWindow* question = OpenWindow("###abandon");
  REQUIRE(question != nullptr);
  CHECK(std::string(question->Name).find("ABANDON THE SIEGE AT RUSH, TURN 4?") == 0);
  // Enter again does not answer it; Esc cancels and nothing launches.
  CHECK(screen.OnKey(Key(session::Key::kReturn), ui.context, out));
  CHECK(screen.OnKey(Key(session::Key::kEscape), ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK_FALSE(out.mission.has_value());
  CHECK(OpenWindow("###abandon") == nullptr);

  // Asked again, the first button abandons the siege and launches the mission chosen.
  REQUIRE(screen.OnKey(Key(session::Key::kReturn), ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK(ClickAcross(ui, screen, out, "###abandon", [&] { return out.mission.has_value(); }));
  CHECK(out.nav == NavRequest::Push(ScreenId::kBattle));
  CHECK_FALSE(out.resume_siege);
  // The siege is cleared first: a fresh battle never saves over one it was not told to end.
  REQUIRE_FALSE(out.requests.empty());
  CHECK(out.requests.front().kind == session::Request::Kind::kClearSiege);
}

TEST_CASE("Trust: with no saved siege a launch opens the battle at once, and a held Enter launches once",
          "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  const Catalog catalog = app_fixture::MakeCatalog();
  ui.context.catalog = &catalog;
  OperationsScreen screen;
  Choices out;
  ui.Draw(screen, out);
  CHECK(screen.OnKey(Key(session::Key::kReturn, true), ui.context, out));
  CHECK_FALSE(out.mission.has_value());
  CHECK(screen.OnKey(Key(session::Key::kReturn), ui.context, out));
  CHECK(out.mission.has_value());
  CHECK(out.nav == NavRequest::Push(ScreenId::kBattle));
}

TEST_CASE("Trust: Esc on the title asks before quitting, Esc again stays and Enter quits", "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  TitleScreen screen;
  Choices out;
  ui.Draw(screen, out);
  REQUIRE(screen.OnKey(Key(session::Key::kEscape), ui.context, out));
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
  ui.Draw(screen, out);
  CHECK(OpenWindow("LEAVE THE STATION?") != nullptr);
  // Esc answers "stay": the question closes, the game goes on, and Enter is PLAY again.
  REQUIRE(screen.OnKey(Key(session::Key::kEscape), ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK(OpenWindow("LEAVE THE STATION?") == nullptr);
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
  // Asked again, Enter quits.
  REQUIRE(screen.OnKey(Key(session::Key::kEscape), ui.context, out));
  ui.Draw(screen, out);
  REQUIRE(screen.OnKey(Key(session::Key::kReturn), ui.context, out));
  CHECK(out.nav == NavRequest::Quit());
}

TEST_CASE("Trust: the question's QUIT button closes the game", "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  TitleScreen screen;
  Choices out;
  ui.Draw(screen, out);
  REQUIRE(screen.OnKey(Key(session::Key::kEscape), ui.context, out));
  ui.Draw(screen, out);
  CHECK(ClickAcross(ui, screen, out, "LEAVE THE STATION?", [&] { return out.nav == NavRequest::Quit(); }));
}

TEST_CASE("Trust: a held Enter from the launch neither begins the battle nor ends its first turn", "[app][trust]") {
  const Catalog catalog = app_fixture::MakeCatalog();
  const auto dir = app_fixture::ScratchDir("trust_held_enter");
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, dir, session::BattleLaunch{});
  BattleScreen screen(&start.battle->session(), start.problem, start.briefing);
  session::Settings settings;
  UiContext context;
  context.catalog = &catalog;
  context.settings = &settings;
  Choices out;
  REQUIRE(screen.briefing_open());
  for (int i = 0; i < 5; ++i) {
    CHECK(screen.OnKey(Key(session::Key::kReturn, true), context, out));
    battle_frame::Frame(screen, *start.battle, context, out);
  }
  CHECK(screen.briefing_open());
  CHECK(screen.controller()->session().state().turn == 1);
  // A press of its own begins; only the next press ends the turn.
  CHECK(screen.OnKey(Key(session::Key::kReturn), context, out));
  battle_frame::Frame(screen, *start.battle, context, out);
  CHECK_FALSE(screen.briefing_open());
  CHECK(screen.controller()->session().state().turn == 1);
  CHECK(screen.OnKey(Key(session::Key::kReturn, true), context, out));
  battle_frame::Frame(screen, *start.battle, context, out);
  CHECK(screen.controller()->session().state().turn == 1);
}

TEST_CASE("Trust: counts take the right number: 1 battle, 2 victories, 1,200 kills", "[app][trust]") {
  CHECK(Count(1, "{0} battle", "{0} battles") == "1 battle");
  CHECK(Count(0, "{0} battle", "{0} battles") == "0 battles");
  CHECK(Count(2, "{0} victory", "{0} victories") == "2 victories");
  CHECK(Count(1, "{0} victory", "{0} victories") == "1 victory");
  CHECK(Count(1200, "{0} kill", "{0} kills") == "1,200 kills");
}

TEST_CASE("Trust: counts take the language's plural form: Russian's three", "[app][trust]") {
  bc::i18n::SetLocaleDir(bc::data::LocaleRoot());
  REQUIRE(bc::i18n::SetLanguage("ru", nullptr));
  CHECK(Count(1, "{0} battle", "{0} battles") == "1 бой");
  CHECK(Count(3, "{0} battle", "{0} battles") == "3 боя");
  CHECK(Count(5, "{0} battle", "{0} battles") == "5 боёв");
  CHECK(Count(11, "{0} battle", "{0} battles") == "11 боёв");
  CHECK(Count(21, "{0} battle", "{0} battles") == "21 бой");
  REQUIRE(bc::i18n::SetLanguage("pt", nullptr));
  CHECK(Count(1, "{0} victory", "{0} victories") == "1 vitória");
  CHECK(Count(2, "{0} victory", "{0} victories") == "2 vitórias");
  bc::i18n::SetLanguage("en", nullptr);
}

TEST_CASE("Text fits: a card tile shows its text whole, or whole sentences, never one cut in the middle",
          "[app][trust]") {
  const std::string text = "Armed on a cell. At each turn end, 1 damage to every attacker beside it. Lasts 3 turns.";
  auto up_to = [](std::size_t n) { return [n](const std::string& s) { return s.size() <= n; }; };
  CHECK(SentencesThatFit(text, up_to(500)) == text);
  CHECK(SentencesThatFit(text, up_to(80)) == "Armed on a cell. At each turn end, 1 damage to every attacker beside it.");
  CHECK(SentencesThatFit(text, up_to(30)) == "Armed on a cell.");
  CHECK(SentencesThatFit(text, up_to(5)) == "Armed on a cell.");  // the first, to be set smaller
  CHECK(SentencesThatFit("No full stop here", up_to(5)) == "No full stop here");
}

TEST_CASE("Trust: a spend of credits in the Basecamp asks first, naming the cost, and spends only on SPEND",
          "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  const Catalog catalog = app_fixture::MakeCardCatalog();
  const Campaigns campaigns = test::FixtureCampaigns();
  const auto dir = app_fixture::ScratchDir("trust_spend");
  session::ProfileSession profile(dir, catalog, campaigns);
  REQUIRE(profile.Change([](Profile& p) {
    p.credits = 50000;
    return Outcome::Done();
  }).ok);
  ui.context.catalog = &catalog;
  ui.context.profile = &profile;
  BasecampScreen screen;
  Choices out;
  ui.Draw(screen, out);
  // Click down the spending panel until a spend asks; nothing is requested on the way.
  bool asked = false;
  for (float y = 120.0f; y < 700.0f && !asked; y += 4.0f) {
    for (float x = 724.0f; x < 830.0f && !asked; x += 8.0f) {
      ui.Click(screen, out, ImVec2(x, y));
      asked = OpenWindow("###spend") != nullptr;
      REQUIRE(out.requests.empty());
    }
  }
  REQUIRE(asked);
  CHECK(std::string(OpenWindow("###spend")->Name).find("SPEND CREDITS?") == 0);
  CHECK(ClickAcross(ui, screen, out, "###spend", [&] { return !out.requests.empty(); }));
  REQUIRE(out.requests.size() == 1);
  CHECK(out.requests[0].kind == session::Request::Kind::kProfile);
}

namespace {

// A panel at (100,100)-(300,300), like the battle's side panel.
class PanelScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kTitle; }
  void DrawUi(const UiContext& context, Choices& out) override {
    (void)context;
    (void)out;
    ImGui::SetNextWindowPos(ImVec2(100, 100));
    ImGui::SetNextWindowSize(ImVec2(200, 200));
    ImGui::Begin("##panel", nullptr, ImGuiWindowFlags_NoDecoration);
    ImGui::TextUnformatted("side panel");
    ImGui::End();
  }
};

}  // namespace

TEST_CASE("Input: a click goes to the board by its own position, even while the last frame had the pointer on a panel",
          "[app][trust]") {
  Headless ui;
  ui.world_on_clicks = false;
  PanelScreen screen;
  Choices out;
  // The last frame had the pointer on the panel: ImGui wants the mouse.
  ui.Draw(screen, out, ImVec2(150, 150), false);
  ui.Draw(screen, out, ImVec2(150, 150), false);
  REQUIRE(ImGui::GetIO().WantCaptureMouse);
  // The pointer has left it and clicks the board before the next frame: the board's.
  CHECK_FALSE(app::PointOnUi(600.0f, 400.0f));
  CHECK(app::PointOnUi(150.0f, 150.0f));
}

TEST_CASE("Words: a click's hint names the card and says what it does, and each engagement names its unit",
          "[app][trust]") {
  const Catalog catalog = app_fixture::MakeCardCatalog();
  const auto dir = app_fixture::ScratchDir("trust_hints");
  session::BattleLaunch launch;
  launch.mission = app_fixture::kDuel;
  launch.briefing = false;
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  const BattleState& state = start.battle->session().state();
  bool support = false;
  bool unit = false;
  for (const Action& a : start.battle->session().legal()) {
    const std::string hint = ActionHint(catalog, state, a);
    INFO(hint);
    if (a.kind == ActionKind::kPlaySupport && a.target == TargetKind::kCell) {
      CHECK(hint == "BOLT on " + CellName(a.cell) + ": 1 damage to one attacker.");
      support = true;
    }
    if (a.kind == ActionKind::kPlayUnit) {
      CHECK(hint.find("LUCKY SQUAD engages GRUNT #") == 0);
      unit = true;
    }
    if (a.kind == ActionKind::kFireCannon) CHECK(hint.find("Fire the cannon at GRUNT #") == 0);
  }
  CHECK(support);
  CHECK(unit);
  CHECK(PlayingText(Action::Fire(state.attackers[0].cell)) == "The cannon shot is playing.");
  CHECK(PlayingText(Action::EndTurn()) == "The enemy phase is playing.");
}

TEST_CASE("Trust: the core's words shown on screen are in the catalogue: achievements, services, card families and rarities",
          "[app][trust][i18n]") {
  bc::i18n::SetLocaleDir(bc::data::LocaleRoot());
  for (const char* code : {"ru", "pt"}) {
    REQUIRE(bc::i18n::SetLanguage(code, nullptr));
    auto translated = [](const char* english) { return std::string(bc::i18n::Tr(english)) != english; };
    for (const bc::AchievementDef& a : bc::Achievements()) {
      INFO(code << ": " << a.name);
      CHECK(translated(a.name));
      CHECK(translated(a.description));
    }
    for (const bc::ServiceDef& s : bc::kServices) {
      INFO(code << ": " << s.name);
      CHECK(translated(s.name));
      CHECK(translated(s.description));
    }
    for (int i = 0; i < 4; ++i) {
      CHECK(translated(bc::CardFamilyName(static_cast<bc::CardFamily>(i))));
      CHECK(translated(bc::RarityName(static_cast<bc::Rarity>(i))));
    }
  }
  bc::i18n::SetLanguage("en", nullptr);
}

TEST_CASE("Trust: the fonts hold every glyph the Russian and Portuguese catalogues use", "[app][trust][i18n]") {
  headless::Headless ui(1280, 720, 1.0f);
  REQUIRE(ImGui::GetIO().Fonts->Build());
  bc::i18n::SetLocaleDir(bc::data::LocaleRoot());
  for (const char* code : {"ru", "pt"}) {
    REQUIRE(bc::i18n::SetLanguage(code, nullptr));
    // Every message of the UI catalogue, as the screens would show it.
    const std::filesystem::path mo = bc::data::LocaleRoot() / code / "LC_MESSAGES" / "base-command.mo";
    std::ifstream in(mo, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string error;
    const std::optional<bc::i18n::MoCatalogue> catalogue = bc::i18n::MoCatalogue::Parse(bytes, &error);
    REQUIRE(catalogue.has_value());
    std::string missing;
    for (const bc::i18n::MoMessage& m : catalogue->Messages()) {
      for (const std::string& text : m.translations) {
        const char* p = text.c_str();
        while (*p != '\0') {
          unsigned int c = 0;
          const int n = ImTextCharFromUtf8(&c, p, nullptr);
          if (n <= 0) break;
          p += n;
          if (c <= 0x20) continue;  // spaces and breaks are drawn as gaps
          for (ImFont* font : {ui.context.fonts.body, ui.context.fonts.bold, ui.context.fonts.heading, ui.context.fonts.display}) {
            if (font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) missing += bc::i18n::Format("U+{0} ", {std::to_string(c)});
          }
        }
      }
    }
    INFO(code << ": " << missing);
    CHECK(missing.empty());
  }
  bc::i18n::SetLanguage("en", nullptr);
}

}  // namespace trust_test
