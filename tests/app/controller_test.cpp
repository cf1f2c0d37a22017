#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <bit>

#include "battle_frame.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "session/siege_save.h"
#include "ui/battle_controller.h"
#include "ui/battle_screen.h"
#include "ui/score_breakdown.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace controller_test {

using namespace bc;
using namespace bc::ui;
using namespace app_fixture;
using app_fixture::C;  // not another test's C of its unity batch
using session::BattleCommand;

namespace {

// The controller on a battle service that saves to a scratch folder, driven through its
// one door as the battle screen and the shell drive it.
struct Driven {
  Driven(const Catalog& catalog, MissionIndex mission, std::uint64_t seed)
      : dir(ScratchDir("controller_" + std::to_string(++count))),
        battle(std::make_unique<session::BattleSession>(catalog, mission, seed), session::SiegeSavePath(dir), nullptr),
        controller(battle.session()) {}
  // One command, and what it asked of the battle carried out as the shell does after the
  // frame, its reply handed back.
  void HandleCommand(session::BattleInput input) {
    Choices out;
    controller.HandleCommand(input, out);
    if (out.battle) controller.OnReply(battle.Carry(*out.battle));
  }
  void ClickCell(Cell cell) { HandleCommand({BattleCommand::kClickCell, -1, cell}); }
  void Deselect() { HandleCommand({BattleCommand::kDeselect}); }
  void Update(float dt, float rate) { controller.Update(dt, rate); }
  const session::BattleSession& session() const { return controller.session(); }
  const Selection& selection() const { return controller.selection(); }
  const std::string& message() const { return controller.message(); }
  bool message_is_error() const { return controller.message_is_error(); }
  bool animating() const { return controller.animating(); }
  const render::BoardView& view() const { return controller.view(); }
  std::array<render::Highlight, kCellCount> Highlights() const { return controller.Highlights(); }
  // The siege as saved after the last accepted change.
  session::SiegeLoad Saved() const { return session::ReadSiegeSave(session::SiegeSavePath(dir)); }

  static inline std::atomic<int> count{0};
  std::filesystem::path dir;
  session::BattleService battle;
  BattleController controller;
};

std::unique_ptr<Driven> Controller(const Catalog& catalog, MissionIndex mission, std::uint64_t seed = 1) {
  return std::make_unique<Driven>(catalog, mission, seed);
}

}  // namespace

TEST_CASE("C then a click on an attacker fires the cannon at it", "[app][controller]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush);
  c->HandleCommand({BattleCommand::kSelectCannon});
  CHECK(c->selection().kind == SelectionKind::kCannon);
  c->ClickCell(C("B2"));
  REQUIRE(c->session().history().size() == 1u);
  CHECK(c->session().history()[0] == Action::Fire(C("B2")));
  // The battle service saved the siege as the shot was accepted.
  const session::SiegeLoad saved = c->Saved();
  REQUIRE(saved.save.has_value());
  CHECK(saved.save->actions == c->session().history());
}

TEST_CASE("the lit cells are exactly the legal targets of the chosen card or cannon", "[app][controller]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush);
  c->HandleCommand({BattleCommand::kSelectCannon});
  const auto lit = c->Highlights();
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    const bool legal = c->session().IsLegal(Action::Fire(cell));
    CHECK((lit[cell] == render::Highlight::kTarget) == legal);
  }
  c->Deselect();
  for (render::Highlight h : c->Highlights()) CHECK(h == render::Highlight::kNone);
}

TEST_CASE("a ground attacker behind a barricade is not lit for the cannon and a click on it is refused",
          "[app][controller][terrain]") {
  Catalog catalog = MakeCatalog();
  MissionDef walled = catalog.missions[kLone];
  walled.id = "walled";
  walled.schedule = {At(1, kGrunt, "C1"), At(1, kGrunt, "G1")};
  walled.barricades = {BarricadeDef{C("C2"), true}};  // on C1's line of fire (C2, C3)
  catalog.missions.push_back(walled);
  auto c = Controller(catalog, static_cast<MissionIndex>(catalog.missions.size() - 1));
  REQUIRE(c->session().state().cannon_charge > 0);
  c->HandleCommand({BattleCommand::kSelectCannon});
  const auto lit = c->Highlights();
  CHECK(lit[C("C1")] != render::Highlight::kTarget);
  CHECK(lit[C("G1")] == render::Highlight::kTarget);
  const BattleState before = c->session().state();
  c->ClickCell(C("C1"));
  CHECK(c->session().state() == before);  // the charge kept, the barricade standing
  CHECK(c->message_is_error());
  CHECK(c->message() == "the barricade at C2 blocks the line of fire to C1");
}

TEST_CASE("a click on an illegal cell is refused in words and changes nothing", "[app][controller]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush);
  const BattleState before = c->session().state();
  c->HandleCommand({BattleCommand::kSelectCannon});
  c->ClickCell(C("H1"));  // empty ground
  CHECK(c->session().state() == before);
  CHECK(c->message_is_error());
  CHECK(c->message() == c->session().Check(Action::Fire(C("H1"))));
  CHECK_FALSE(c->message().empty());
}

TEST_CASE("without a choice, a click on the board only looks", "[app][controller]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush);
  const BattleState before = c->session().state();
  c->ClickCell(C("D3"));
  CHECK(c->session().state() == before);
  CHECK(c->message().empty());
}

TEST_CASE("Space ends the turn, and during the animation Space skips it instead", "[app][controller]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush);
  c->Update(0.0f, 1.0f);
  c->HandleCommand({BattleCommand::kEndTurn});
  REQUIRE(c->session().state().turn == 2);
  c->Update(0.01f, 1.0f);
  REQUIRE(c->animating());
  c->HandleCommand({BattleCommand::kEndTurn});
  CHECK_FALSE(c->animating());
  CHECK(c->session().state().turn == 2);  // the skip did not end another turn
  // What the board shows after the skip is the state.
  CHECK(c->view().base_health == c->session().state().base_health);
}

TEST_CASE("T toggles the full threat view, U undoes, Esc drops the choice", "[app][controller]") {
  // Through the battle screen's keys and clicks, as the player gives them.
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("controller_keys");
  session::BattleLaunch launch;
  launch.mission = kRush;
  launch.briefing = false;
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, dir, launch);
  BattleScreen screen(&start.battle->session(), "", false);
  const session::Settings settings;
  UiContext context;
  context.catalog = &catalog;
  context.settings = &settings;
  auto key = [&](session::Key k, Choices& out) { CHECK(screen.OnKey(session::KeyPress{k, false, false}, context, out)); };
  Choices out;
  key(session::Key::kT, out);
  battle_frame::Frame(screen, *start.battle, context, out);
  REQUIRE(out.settings.has_value());
  CHECK(out.settings->threats_expanded);  // a setting, kept for the next battle too
  const BattleState before = start.battle->session().state();
  const render::Rect b2 = render::ComputeBattleLayout(context.width, context.height, context.scale).CellRect(C("B2"));
  key(session::Key::kC, out);
  screen.OnClick(b2.x + b2.w / 2, b2.y + b2.h / 2, session::MouseButton::kLeft, context, out);
  battle_frame::Frame(screen, *start.battle, context, out);
  REQUIRE_FALSE(start.battle->session().state() == before);
  key(session::Key::kU, out);
  battle_frame::Frame(screen, *start.battle, context, out);
  CHECK(start.battle->session().state() == before);
  key(session::Key::kC, out);
  key(session::Key::kEscape, out);
  battle_frame::Frame(screen, *start.battle, context, out);
  CHECK(screen.controller()->selection().kind == SelectionKind::kNone);
  CHECK(out.nav.kind == NavRequest::Kind::kNone);  // Esc dropped the choice; a second Esc leaves
  key(session::Key::kEscape, out);
  battle_frame::Frame(screen, *start.battle, context, out);
  CHECK(out.nav == NavRequest::Pop());
}

TEST_CASE("a unit card on an attacker engages it, and the dice rolled cannot be undone", "[app][controller][cards]") {
  const Catalog catalog = MakeCardCatalog();
  auto c = Controller(catalog, kDuel, 3);
  REQUIRE(c->session().state().cards.active);
  c->HandleCommand({BattleCommand::kSelectUnit, 0});
  const auto lit = c->Highlights();
  CHECK(lit[C("D2")] == render::Highlight::kTarget);
  c->ClickCell(C("D2"));
  REQUIRE(c->session().history().size() == 1u);
  CHECK(c->session().history()[0].kind == ActionKind::kPlayUnit);
  CHECK_FALSE(c->session().CanUndo());
  c->HandleCommand({BattleCommand::kUndo});
  CHECK(c->message().find("luck") != std::string::npos);
  CHECK(c->session().history().size() == 1u);
}

TEST_CASE("a support without dice can be undone, and D then a slot key discards", "[app][controller][cards]") {
  const Catalog catalog = MakeCardCatalog();
  auto c = Controller(catalog, kDuel, 3);
  const BattleState start = c->session().state();
  c->HandleCommand({BattleCommand::kSelectSupport, 0});
  c->ClickCell(C("D2"));
  REQUIRE(c->session().history().size() == 1u);
  CHECK(c->session().CanUndo());
  c->HandleCommand({BattleCommand::kUndo});
  CHECK(c->session().state() == start);
  c->HandleCommand({BattleCommand::kDiscardMode});
  CHECK(c->selection().kind == SelectionKind::kDiscard);
  c->HandleCommand({BattleCommand::kSelectSupport, 1});
  REQUIRE(c->session().history().size() == 1u);
  CHECK(c->session().history()[0].kind == ActionKind::kDiscard);
  CHECK(c->session().state().cards.discard_points == start.cards.discard_points - 1);
}

TEST_CASE("an area card lights no cell alone: it outlines each segment it may hit, the one under the cursor "
          "picked out, and a click plays it on that segment",
          "[app][controller][cards]") {
  Catalog catalog = MakeCardCatalog();
  for (CardDef& card : catalog.cards) {
    if (card.id == "bolt") card.target = TargetKind::kSegment;  // a CARPET BARRAGE
  }
  MissionDef spread = catalog.missions[kDuel];
  spread.id = "spread";
  spread.schedule = {At(1, kGrunt, "B2"), At(1, kGrunt, "G7"), At(30, kGrunt, "H8")};
  catalog.missions.push_back(spread);
  auto c = Controller(catalog, static_cast<MissionIndex>(catalog.missions.size() - 1));
  c->HandleCommand({BattleCommand::kSelectSupport, 0});
  REQUIRE(c->selection().kind == SelectionKind::kSupport);
  for (const render::Highlight h : c->Highlights()) CHECK(h == render::Highlight::kNone);

  // A segment's cells, the base's left out.
  auto segment = [](Cell in) {
    std::uint64_t mask = 0;
    for (Cell cell = 0; cell < kCellCount; ++cell) {
      if (!IsBaseCell(cell) && SegmentOf(cell) == SegmentOf(in)) mask |= std::uint64_t{1} << cell;
    }
    return mask;
  };
  std::uint64_t hovered = 0;
  const std::vector<std::uint64_t> areas = c->controller.Areas(C("C3"), hovered);
  REQUIRE(areas.size() == 2u);  // the two segments with an attacker in them
  CHECK(std::count(areas.begin(), areas.end(), segment(C("B2"))) == 1);
  CHECK(std::count(areas.begin(), areas.end(), segment(C("G7"))) == 1);
  CHECK(hovered == segment(C("C3")));
  CHECK(std::popcount(hovered) < kCellCount / 3);
  c->controller.Areas(C("A8"), hovered);  // a segment with no attacker: nothing picked out
  CHECK(hovered == 0);

  c->ClickCell(C("C3"));
  REQUIRE(c->session().history().size() == 1u);
  const Action played = c->session().history()[0];
  CHECK(played.kind == ActionKind::kPlaySupport);
  CHECK(played.index == static_cast<int>(SegmentOf(C("B2"))));
}

TEST_CASE("smoke: a mission is played to victory through the battle screen's input API", "[app][smoke]") {
  const Catalog catalog = MakeCatalog();
  auto c = Controller(catalog, kRush, 8);
  for (int step = 0; step < 200 && !IsOver(c->session().state()); ++step) {
    c->Update(1.0f, 4.0f);  // let any animation finish
    const BattleState& state = c->session().state();
    bool fired = false;
    for (const Action& a : c->session().legal()) {
      if (a.kind == ActionKind::kFireCannon) {
        c->HandleCommand({BattleCommand::kSelectCannon});
        c->ClickCell(a.cell);
        fired = true;
        break;
      }
    }
    if (!fired) c->HandleCommand({BattleCommand::kEndTurn});
    (void)state;
  }
  REQUIRE(IsOver(c->session().state()));
  CHECK(c->session().state().phase == Phase::kVictory);
  const ScoreBreakdown b = BreakDownScore(catalog, c->session().state(), c->session().all_events());
  CHECK(b.victory);
  CHECK(b.total == c->session().state().score);
  CHECK(b.damage_points + b.kill_points + b.base_bonus + b.shield_bonus + b.par_bonus + b.objective_bonus ==
        b.total);
  CHECK(b.kills >= 1);
  CHECK(b.kill_points >= 50 * b.kills);
}

TEST_CASE("the line that dice were rolled is said for the player's own move, and the end of the turn clears it",
          "[app][controller][trust]") {
  // The fixture's LONE with a second grunt that lands in a random cell of the north on
  // turn 3: the end of turn 1 draws from the dice to telegraph it.
  Catalog catalog = MakeCatalog();
  MissionDef& lone = catalog.missions[kLone];
  lone.deployment = {C("C1"), C("D1"), C("E1"), C("F1")};
  SpawnDef north;
  north.turn = 3;
  north.enemy = kGrunt;
  north.sector = Sector::kN;
  lone.schedule.push_back(north);
  auto c = Controller(catalog, kLone, 9);
  const Rng before = c->session().state().rng;
  c->HandleCommand({BattleCommand::kEndTurn});
  REQUIRE_FALSE(c->session().state().rng == before);  // the end of the turn rolled
  CHECK(c->session().state().turn == 2);
  CHECK(c->message().find("Dice") == std::string::npos);
  CHECK(c->message().empty());
}

}  // namespace controller_test
