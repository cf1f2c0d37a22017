#include <catch2/catch.hpp>

#include "session/battle_session.h"
#include "session/app_fixture.h"
#include "render/board_view.h"
#include "render/playback.h"

using namespace bc;
using namespace app_fixture;

namespace {

// Plays the session's turns, checking each prediction against what ending the turn does.
void CheckIntentsAgainstEndTurn(const Catalog& catalog, MissionIndex mission, std::uint64_t seed) {
  session::BattleSession session(catalog, mission, seed);
  for (int turn = 0; turn < 8 && !IsOver(session.state()); ++turn) {
    const EnemyIntents intents = session.intents();
    const BattleState before = session.state();
    const auto outcome = session.Play(Action::EndTurn());
    REQUIRE(outcome.ok);
    // The events the threat view reads are the events the turn then plays.
    CHECK(intents.events == outcome.events);
    const BattleState& after = session.state();
    int base_lost = before.base_health - after.base_health;
    CHECK(intents.base_damage == base_lost);
    for (const AttackerIntent& a : intents.attackers) {
      if (a.end == kNoCell) continue;  // breached or destroyed
      const int index = after.attacker_at[a.end];
      REQUIRE(index >= 0);
      CHECK(after.attackers[index].uid == a.uid);
    }
    // The animation's board after the last event is the state's board.
    render::Playback playback;
    playback.Start(render::ViewOf(before), outcome.events, catalog, 0.0f);
    const render::BoardView shown = playback.view();
    const render::BoardView truth = render::ViewOf(after);
    CHECK(shown.shields == truth.shields);
    CHECK(shown.base_health == truth.base_health);
    CHECK(shown.attackers.size() == truth.attackers.size());
    for (const render::ViewAttacker& a : truth.attackers) {
      const render::ViewAttacker* drawn = shown.AttackerAt(a.cell);
      REQUIRE(drawn != nullptr);
      CHECK(drawn->uid == a.uid);
      CHECK(drawn->hp == a.hp);
    }
  }
}

}  // namespace

TEST_CASE("the threats drawn are exactly what ending the turn then does", "[app][intents]") {
  const Catalog catalog = MakeCatalog();
  CheckIntentsAgainstEndTurn(catalog, kRush, 1);
  CheckIntentsAgainstEndTurn(catalog, kLone, 2);
}

TEST_CASE("breach intents name the quadrant and damage: a downed shield lets damage through",
          "[app][intents]") {
  const Catalog catalog = MakeCatalog();
  session::BattleSession session(catalog, kRush, 3);
  const EnemyIntents& intents = session.intents();
  int breaching = 0;
  for (const AttackerIntent& a : intents.attackers) {
    if (!a.breaches) continue;
    ++breaching;
    if (a.quadrant == Quadrant::kNE) {
      CHECK_FALSE(a.shield_blocks);  // the rush mission starts with NE down
      CHECK(a.base_damage == 2);
    } else {
      CHECK(a.shield_blocks);
    }
  }
  CHECK(breaching == 2);
  CHECK(intents.breaches[static_cast<int>(Quadrant::kNE)] + intents.breaches[static_cast<int>(Quadrant::kNW)] == 2);
}
