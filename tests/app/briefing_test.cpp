// A fresh battle opens on its briefing: Enter, Space, Esc or a click on the board begins
// without acting; a battle key begins and does its job; a resumed or scripted battle
// goes straight on.
#include <catch2/catch.hpp>

#include "battle_frame.h"
#include "session/app_fixture.h"
#include "ui/battle_screen.h"

using namespace bc;
using namespace bc::ui;

namespace {

session::KeyPress Key(session::Key key) { return session::KeyPress{key, false, false}; }

// A battle of the fixture's first mission, opened as the shell opens one.
struct Opened {
  explicit Opened(const std::string& name, session::BattleLaunch launch = {})
      : dir(app_fixture::ScratchDir(name)),
        start(session::StartBattle(catalog, "", nullptr, dir, launch)),
        screen(start.battle ? &start.battle->session() : nullptr, start.problem, start.briefing) {
    context.catalog = &catalog;
    context.settings = &settings;
  }
  const Catalog catalog = app_fixture::MakeCatalog();
  session::Settings settings;
  std::filesystem::path dir;
  session::BattleStart start;
  BattleScreen screen;
  UiContext context;
};

}  // namespace

TEST_CASE("Briefing: a fresh battle opens on it, and Enter begins without ending the turn", "[app][briefing]") {
  Opened b("briefing_enter");
  REQUIRE(b.screen.controller() != nullptr);
  CHECK(b.screen.briefing_open());
  Choices out;
  CHECK(b.screen.OnKey(Key(session::Key::kReturn), b.context, out));
  battle_frame::Frame(b.screen, *b.start.battle, b.context, out);
  CHECK_FALSE(b.screen.briefing_open());
  CHECK(b.screen.controller()->session().state().turn == 1);
  CHECK(out.nav.kind == NavRequest::Kind::kNone);  // nor did Esc-like keys leave the battle
}

TEST_CASE("Briefing: Esc and a click close it and stay in the battle, and a battle key also acts", "[app][briefing]") {
  {
    Opened b("briefing_keys");
    Choices out;
    CHECK(b.screen.OnKey(Key(session::Key::kEscape), b.context, out));
    battle_frame::Frame(b.screen, *b.start.battle, b.context, out);
    CHECK_FALSE(b.screen.briefing_open());
    CHECK(out.nav.kind == NavRequest::Kind::kNone);
  }
  {
    Opened b("briefing_click");
    Choices out;
    b.screen.OnClick(10.0f, 10.0f, session::MouseButton::kLeft, b.context, out);
    battle_frame::Frame(b.screen, *b.start.battle, b.context, out);
    CHECK_FALSE(b.screen.briefing_open());
    CHECK(b.screen.controller()->session().state().turn == 1);
  }
  {
    Opened b("briefing_threats");
    Choices out;
    CHECK(b.screen.OnKey(Key(session::Key::kT), b.context, out));
    battle_frame::Frame(b.screen, *b.start.battle, b.context, out);
    CHECK_FALSE(b.screen.briefing_open());
    REQUIRE(out.settings.has_value());
    CHECK(out.settings->threats_expanded != b.settings.threats_expanded);
  }
}

TEST_CASE("Briefing: a scripted battle opens without it", "[app][briefing]") {
  session::BattleLaunch launch;
  launch.actions = {"end_turn"};
  Opened b("briefing_scripted", launch);
  CHECK_FALSE(b.screen.briefing_open());
  CHECK(b.screen.controller()->session().state().turn == 2);
}
