// The board's animation reads what happened from the events alone: played through, every
// action's events bring the view to the board the state holds (attackers, their HP and
// shields, barricades bashed or standing, shields, base, cannon), on every mission of the
// game's data, with no rule worked out again on the way.
#include <catch2/catch.hpp>

#include <filesystem>

#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "render/board_view.h"
#include "render/playback.h"
#include "text/event_text.h"

using namespace bc;

namespace {

// What of the view the events must bring about.
void CheckSame(const render::BoardView& shown, const render::BoardView& truth) {
  CHECK(shown.barricades == truth.barricades);
  CHECK(shown.shields == truth.shields);
  CHECK(shown.base_health == truth.base_health);
  CHECK(shown.cannon_charge == truth.cannon_charge);
  CHECK(shown.weapon == truth.weapon);
  REQUIRE(shown.attackers.size() == truth.attackers.size());
  for (const render::ViewAttacker& a : truth.attackers) {
    const render::ViewAttacker* drawn = shown.AttackerAt(a.cell);
    REQUIRE(drawn != nullptr);
    CHECK(drawn->uid == a.uid);
    CHECK(drawn->hp == a.hp);
    CHECK(drawn->shield == a.shield);
  }
}

}  // namespace

TEST_CASE("the playback's board is the state's board after every action of every mission", "[app][playback]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  int bashes = 0;
  int mends = 0;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    BattleState state = NewBattle(catalog, static_cast<MissionIndex>(m), 11);
    // Mostly the turn ended, now and then another legal action: the attackers reach the
    // barricades, bash them, mend each other and break through.
    for (int step = 0; step < 60 && !IsOver(state); ++step) {
      const std::vector<Action> legal = LegalActions(catalog, state);
      REQUIRE_FALSE(legal.empty());
      const Action action = step % 4 == 3 ? legal[static_cast<std::size_t>(step) % legal.size()] : Action::EndTurn();
      const BattleState before = state;
      const ApplyResult result = Apply(catalog, state, action);
      REQUIRE(result.ok);
      for (const Event& e : result.events) {
        bashes += e.kind == EventKind::kBashed ? 1 : 0;
        mends += e.kind == EventKind::kMended ? 1 : 0;
      }
      render::Playback playback;
      playback.Start(render::ViewOf(before, catalog), result.events, catalog, 0.0f);
      INFO(catalog.missions[m].id << ", step " << step << ": " << ActionToString(action));
      std::string log;  // what happened, for a failure's message
      for (const Event& e : result.events) log += DescribeEvent(catalog, e) + " ";
      INFO(log);
      CheckSame(playback.view(), render::ViewOf(state, catalog));
    }
  }
  // The events the view once worked out for itself did happen.
  CHECK(bashes > 0);
  CHECK(mends > 0);
}
