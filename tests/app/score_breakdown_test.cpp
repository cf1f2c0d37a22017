#include <catch2/catch.hpp>

#include "campaign/campaign_grade.h"
#include "session/app_fixture.h"
#include "session/battle_session.h"
#include "ui/score_breakdown.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace score_breakdown_test {

using namespace bc;
using namespace app_fixture;
using app_fixture::C;  // not another test's C of its unity batch

TEST_CASE("the victory screen splits the score into damage, kills and the victory bonuses", "[app][score]") {
  const Catalog catalog = MakeCatalog();
  session::BattleSession session(catalog, kLone, 1);
  REQUIRE(session.Play(Action::Fire(C("A1"))).ok);  // power 3 kills the 3-HP grunt on turn 1
  REQUIRE(session.state().phase == Phase::kVictory);
  const ui::ScoreBreakdown b = ui::BreakDownScore(catalog, session.state(), session.all_events());
  CHECK(b.victory);
  CHECK(b.damage_points == 30);   // 3 HP x 10, at x1
  CHECK(b.kill_points == 50);     // one kill at x1
  CHECK(b.kills == 1);
  CHECK(b.base_bonus == 200 * 10);
  CHECK(b.shield_bonus == 300 * 4);
  CHECK(b.par_bonus == 150 * (6 - 1));
  CHECK(b.total == session.state().score);
  CHECK(b.stars == 3);  // thresholds 100 / 200 / 300
}

TEST_CASE("a battle not won earns no stars and no victory bonus", "[app][score]") {
  const Catalog catalog = MakeCatalog();
  session::BattleSession session(catalog, kRush, 1);
  const ui::ScoreBreakdown b = ui::BreakDownScore(catalog, session.state(), session.all_events());
  CHECK_FALSE(b.victory);
  CHECK(b.stars == 0);
  CHECK(b.base_bonus == 0);
}

TEST_CASE("the victory screen shows the campaign's grade, flawless included", "[app][score]") {
  Catalog catalog = MakeCatalog();
  REQUIRE(catalog.missions[kLone].flawless_score == 0);  // a mission without a flawless score
  {
    session::BattleSession session(catalog, kLone, 1);
    REQUIRE(session.Play(Action::Fire(C("A1"))).ok);  // 3 stars, the base unhurt, every shield up
    const ui::ScoreBreakdown b = ui::BreakDownScore(catalog, session.state(), session.all_events());
    const Grade grade = GradeBattle(catalog.missions[kLone], SummarizeBattle(catalog, session.state(), session.all_events()));
    CHECK(grade == Grade{3, true});
    CHECK(b.stars == grade.stars);
    CHECK(b.flawless);
  }
  catalog.missions[kLone].flawless_score = 1'000'000;  // a flawless score out of reach
  session::BattleSession session(catalog, kLone, 1);
  REQUIRE(session.Play(Action::Fire(C("A1"))).ok);
  const ui::ScoreBreakdown b = ui::BreakDownScore(catalog, session.state(), session.all_events());
  CHECK(b.stars == 3);
  CHECK_FALSE(b.flawless);
}

}  // namespace score_breakdown_test
