#include <catch2/catch.hpp>

#include "session/battle_session.h"
#include "app_fixture.h"

using namespace bc;
using namespace app_fixture;
using bc::session::BattleSession;

TEST_CASE("a played action is undone back to the exact state before it", "[app][session][undo]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kRush, 7);
  const BattleState before = session.state();
  const std::size_t log_before = session.log().size();
  REQUIRE(session.Play(Action::Fire(C("B2"))).ok);
  CHECK_FALSE(session.state() == before);
  REQUIRE(session.CanUndo());
  REQUIRE(session.Undo());
  CHECK(session.state() == before);
  CHECK(session.history().empty());
  CHECK(session.log().size() == log_before);
  CHECK_FALSE(session.CanUndo());
}

TEST_CASE("winning the battle leaves nothing to undo", "[app][session][undo]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kLone, 7);
  REQUIRE(session.Play(Action::Fire(C("A1"))).ok);  // power 3 on the only grunt
  REQUIRE(session.state().phase == Phase::kVictory);
  CHECK_FALSE(session.CanUndo());
  CHECK(session.UndoBlockedReason() == "The battle is over.");
}

TEST_CASE("ending the turn commits it: nothing before it can be undone", "[app][session][undo]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kLone, 7);
  REQUIRE(session.Play(Action::Build(C("B2"))).ok);
  REQUIRE(session.CanUndo());
  REQUIRE(session.Play(Action::EndTurn()).ok);
  CHECK_FALSE(session.CanUndo());
  CHECK(session.UndoBlockedReason() == "Nothing to undo this turn.");
  CHECK(session.history().size() == 2u);
}

TEST_CASE("undone and repeated, an action gives the same events: the dice live in the state",
          "[app][session][undo]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kRush, 99);
  const auto first = session.Play(Action::Fire(C("D3")));
  REQUIRE(first.ok);
  const BattleState after = session.state();
  REQUIRE(session.Undo());
  const auto again = session.Play(Action::Fire(C("D3")));
  REQUIRE(again.ok);
  CHECK(again.events == first.events);
  CHECK(session.state() == after);
}

TEST_CASE("an illegal action is refused with the core's reason and changes nothing", "[app][session]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kLone, 7);
  const BattleState before = session.state();
  const auto outcome = session.Play(Action::Fire(C("H8")));  // nobody there
  CHECK_FALSE(outcome.ok);
  CHECK_FALSE(outcome.reason.empty());
  CHECK(outcome.reason == session.Check(Action::Fire(C("H8"))));
  CHECK(session.state() == before);
  CHECK(session.history().empty());
}

TEST_CASE("restart begins the same mission with the same seed", "[app][session]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kRush, 5);
  const BattleState start = session.state();
  REQUIRE(session.Play(Action::EndTurn()).ok);
  session.Restart();
  CHECK(session.state() == start);
  CHECK(session.history().empty());
}

TEST_CASE("the battle log names every event with cells A1-H8, turn by turn", "[app][session][log]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kRush, 5);
  REQUIRE(session.Play(Action::EndTurn()).ok);
  REQUIRE_FALSE(session.log().empty());
  CHECK(session.log().size() == session.all_events().size());
  bool names_a_cell = false;
  for (const auto& line : session.log()) {
    CHECK_FALSE(line.text.empty());
    names_a_cell = names_a_cell || line.text.find("D3") != std::string::npos;
  }
  CHECK(names_a_cell);
  CHECK(session.log().front().turn == 1);
  CHECK(session.log().back().turn == 2);
}
