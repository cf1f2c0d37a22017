// A gamepad: SDL's controller events become the game's input, and a battle is played
// with the pad alone (the cursor, A, LB / RB, Start, B).
#include <catch2/catch.hpp>

#include "battle_frame.h"
#include "app/event_translation.h"
#include "app/loop_driver.h"
#include "headless_ui.h"
#include "session/app_fixture.h"
#include "session/card_fixture.h"
#include "render/sprites.h"
#include "ui/battle_screen.h"
#include "ui/widgets.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace gamepad_test {

using namespace bc;
using namespace bc::ui;
using session::PadButton;

namespace {

void PushButton(Uint8 button) {
  SDL_Event event = loop_driver::PadButtonEvent(button);
  REQUIRE(SDL_PushEvent(&event) == 1);
}

// The card fixture's duel (seed 3: unit slot 1 engages the attacker on D2), opened on its
// briefing as the shell opens a fresh battle.
struct Opened {
  explicit Opened(const std::string& name)
      : dir(app_fixture::ScratchDir(name)),
        battle(std::make_unique<session::BattleSession>(catalog, app_fixture::kDuel, 3), session::SiegeSavePath(dir), nullptr),
        screen(&battle.session(), "", true) {
    context.catalog = &catalog;
    context.settings = &settings;
    context.pad_in_use = true;
  }
  void Press(PadButton button) {
    Choices out;
    CHECK(screen.OnPad(button, context, out));
    battle_frame::Frame(screen, battle, context, out);
  }
  const Catalog catalog = app_fixture::MakeCardCatalog();
  session::Settings settings;
  std::filesystem::path dir;
  session::BattleService battle;
  BattleScreen screen;
  UiContext context;
};

}  // namespace

TEST_CASE("Gamepad: SDL's controller buttons become the game's pad input, in order", "[app][gamepad]") {
  headless::Headless ui;  // SDL's video (dummy) and an ImGui context, as the shell has
  REQUIRE(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0);
  PushButton(SDL_CONTROLLER_BUTTON_DPAD_UP);
  PushButton(SDL_CONTROLLER_BUTTON_A);
  PushButton(SDL_CONTROLLER_BUTTON_START);
  PushButton(SDL_CONTROLLER_BUTTON_GUIDE);  // not one the game uses
  const std::vector<app::Input> inputs = app::PollInputs();
  REQUIRE(inputs.size() == 3);
  CHECK(inputs[0].kind == app::Input::Kind::kPad);
  CHECK(inputs[0].pad == PadButton::kUp);
  CHECK(inputs[1].pad == PadButton::kA);
  CHECK(inputs[2].pad == PadButton::kStart);
}

TEST_CASE("Gamepad: a pad unplugged is reported, so the shell can say so", "[app][gamepad]") {
  headless::Headless ui;
  REQUIRE(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0);
  SDL_Event event{};
  event.type = SDL_CONTROLLERDEVICEREMOVED;
  event.cdevice.which = 1234;  // no such pad is open
  REQUIRE(SDL_PushEvent(&event) == 1);
  const std::vector<app::Input> inputs = app::PollInputs();
  REQUIRE(inputs.size() == 1);
  CHECK(inputs[0].kind == app::Input::Kind::kPadRemoved);
  CHECK(inputs[0].name == "a gamepad");
}

TEST_CASE("Gamepad: A begins, RB chooses the first unit, the D-pad walks the cursor, A plays it on a lit cell",
          "[app][gamepad]") {
  Opened b("pad_battle");
  REQUIRE(b.screen.controller() != nullptr);
  REQUIRE(b.screen.briefing_open());
  b.Press(PadButton::kA);
  CHECK_FALSE(b.screen.briefing_open());

  b.Press(PadButton::kRightShoulder);
  CHECK(b.screen.pad_cycle() == 0);
  CHECK(b.screen.controller()->selection().kind == SelectionKind::kUnit);
  CHECK(b.screen.controller()->selection().slot == 0);

  // The first D-pad press puts the cursor beside the base; the next ones move it and stop
  // at the board's edge.
  b.Press(PadButton::kDown);
  const Cell start = b.screen.pad_cursor();
  REQUIRE(start != kNoCell);
  for (int i = 0; i < 10; ++i) b.Press(PadButton::kLeft);
  CHECK(Col(b.screen.pad_cursor()) == 0);
  CHECK(Row(b.screen.pad_cursor()) == Row(start));

  // Walk the cursor to a lit cell, row by row, and deploy there with A.
  const Cell target = loop_driver::FirstTarget(*b.screen.controller());
  REQUIRE(target != kNoCell);
  while (Row(b.screen.pad_cursor()) > Row(target)) b.Press(PadButton::kUp);
  while (Row(b.screen.pad_cursor()) < Row(target)) b.Press(PadButton::kDown);
  while (Col(b.screen.pad_cursor()) < Col(target)) b.Press(PadButton::kRight);
  REQUIRE(b.screen.pad_cursor() == target);
  const std::size_t actions = b.screen.controller()->session().history().size();
  b.Press(PadButton::kA);
  CHECK(b.screen.controller()->session().history().size() == actions + 1);
  CHECK(b.screen.controller()->selection().kind == SelectionKind::kNone);

  CHECK(b.screen.controller()->session().history().back().kind == ActionKind::kPlayUnit);

  // X asks for an undo (refused: the engagement rolled dice); Start ends the turn.
  b.Press(PadButton::kX);
  CHECK(b.screen.controller()->message().find("luck") != std::string::npos);
  b.Press(PadButton::kStart);
  CHECK(b.screen.controller()->session().state().turn == 2);
}

TEST_CASE("Gamepad: LB and RB pass the posts' step by when no post can act", "[app][gamepad][posts]") {
  Opened b("pad_no_posts");
  b.Press(PadButton::kA);  // begin
  b.Press(PadButton::kLeftShoulder);  // back from the first card: the posts' step, then the cannon
  CHECK(b.screen.pad_cycle() == 8);
  CHECK(b.screen.controller()->message().find("post") == std::string::npos);
  b.Press(PadButton::kRightShoulder);  // on from the cannon: round to the first unit
  CHECK(b.screen.pad_cycle() == 0);
  CHECK(b.screen.controller()->selection().kind == SelectionKind::kUnit);
  CHECK(b.screen.controller()->message().find("post") == std::string::npos);
}

TEST_CASE("Gamepad: Back then RB and A discards the slot RB reached, and B backs out", "[app][gamepad]") {
  Opened b("pad_discard");
  b.Press(PadButton::kA);  // begin
  b.Press(PadButton::kBack);
  REQUIRE(b.screen.controller()->selection().kind == SelectionKind::kDiscard);
  b.Press(PadButton::kRightShoulder);  // reaches unit slot 1 without discarding it
  CHECK(b.screen.controller()->selection().kind == SelectionKind::kDiscard);
  const std::size_t actions = b.screen.controller()->session().history().size();
  b.Press(PadButton::kA);
  CHECK(b.screen.controller()->session().history().size() == actions + 1);
  b.Press(PadButton::kRightShoulder);
  CHECK(b.screen.controller()->selection().kind != SelectionKind::kNone);
  b.Press(PadButton::kB);
  CHECK(b.screen.controller()->selection().kind == SelectionKind::kNone);
}

TEST_CASE("Gamepad: while a pad is in use the hints name its buttons", "[app][gamepad]") {
  UiContext context;
  context.pad_in_use = true;
  CHECK(KeyHint(context, session::BattleCommand::kEndTurn) == "Start");
  CHECK(KeyHint(context, session::BattleCommand::kUndo) == "X");
  context.pad_in_use = false;
  CHECK(KeyHint(context, session::BattleCommand::kEndTurn) == "Space / Enter");
  CHECK(KeyHint(context, session::BattleCommand::kRestart) == "Ctrl+R");
}

TEST_CASE("Gamepad: every button a hint names has a glyph in assets/, drawn while a pad is in use, text without it",
          "[app][gamepad]") {
  // Every word of every pad label is a button with a glyph file, or a joining word.
  for (int c = 0; c <= static_cast<int>(session::BattleCommand::kBegin); ++c) {
    const std::string label = session::PadLabel(static_cast<session::BattleCommand>(c));
    std::size_t at = 0;
    while (at < label.size()) {
      const std::size_t end = std::min(label.find(' ', at), label.size());
      std::string word = label.substr(at, end - at);
      if (!word.empty() && word.back() == ',') word.pop_back();
      at = end + 1;
      if (word == "/" || word == "then" || word == "and" || word.empty()) continue;
      INFO(label << ": " << word);
      const std::string file = PadGlyphFile(word);
      REQUIRE_FALSE(file.empty());
      CHECK(std::filesystem::exists(std::filesystem::path(BC_SOURCE_DIR) / "assets" / file));
    }
  }
  headless::Headless ui;
  render::SpriteCache glyphs(ui.context.renderer, ui.context.asset_dir);
  render::SpriteCache none(ui.context.renderer, app_fixture::ScratchDir("no_glyphs"));
  ui.context.pad_in_use = true;
  struct Probe : Screen {
    ScreenId id() const override { return ScreenId::kBattle; }
    void DrawUi(const UiContext& context, Choices&) override {
      ImGui::Begin("##probe");
      const float left = ImGui::GetCursorScreenPos().x;
      drawn = DrawPadGlyphs(context, session::PadLabel(session::BattleCommand::kDiscardMode), 24.0f);
      width = drawn ? ImGui::GetItemRectMax().x - left : 0.0f;
      ImGui::End();
    }
    bool drawn = false;
    float width = 0.0f;
  } probe;
  Choices out;
  ui.context.glyphs = &glyphs;
  ui.Draw(probe, out);
  CHECK(probe.drawn);
  CHECK(probe.width > 24.0f * 4.0f);  // Back, LB, RB and A as glyphs, 24 px high, with the words between
  ui.context.glyphs = &none;  // the files missing: nothing drawn, the caller writes the text
  ui.Draw(probe, out);
  CHECK_FALSE(probe.drawn);
}

}  // namespace gamepad_test
