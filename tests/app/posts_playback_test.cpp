// Posts on screen (docs/rules.md, Posts): the animation of a unit card's play that takes a
// post, and of the enemy phase that engages it, ends on the state's board (each post on
// its cell with the unit's card, HP and rank), and each plays a sound that ships in
// assets/sfx: a post taken, an engagement at a post, a unit falling.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "basecommand/card_events.h"
#include "basecommand/rules.h"
#include "core/siege_ops.h"
#include "data/catalog_loader.h"
#include "render/board_view.h"
#include "render/playback.h"

using namespace bc;

namespace {

// The view the animation of `events` from `before` ends on.
render::BoardView Played(const BattleState& before, const std::vector<Event>& events, const Catalog& catalog) {
  render::Playback playback;
  playback.Start(render::ViewOf(before), events, catalog, 0.0f);
  return playback.view();
}

void CheckPostsDrawn(const render::BoardView& shown, const BattleState& state) {
  const render::BoardView truth = render::ViewOf(state);
  CHECK(shown.posts.size() == truth.posts.size());
  for (const render::ViewPost& p : truth.posts) {
    INFO("post on " << static_cast<int>(p.cell));
    const render::ViewPost* drawn = shown.PostAt(p.cell);
    REQUIRE(drawn != nullptr);
    CHECK(drawn->card == p.card);
    CHECK(drawn->hp == p.hp);
    CHECK(drawn->rank == p.rank);
    CHECK(drawn->acted == p.acted);
  }
}

}  // namespace

TEST_CASE("a post taken, engaged and lost animates onto the state's board with its sounds", "[app][posts]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  Catalog catalog = load.catalog;
  catalog.missions[0].posts.max = 3;  // the first mission, made a mission with posts
  const int initiate = catalog.FindEnemy("black_star_initiate");
  REQUIRE(initiate >= 0);

  std::vector<std::string> sounds;
  int posts_taken = 0;
  int engaged = 0;
  for (std::uint64_t seed = 1; seed <= 40 && (posts_taken == 0 || engaged == 0 ||
                                              std::find(sounds.begin(), sounds.end(), "unit_falls") == sounds.end());
       ++seed) {
    BattleState state = NewBattle(catalog, 0, seed);
    for (int i = state.attacker_count - 1; i >= 0; --i) siege::RemoveAttacker(state, i);
    // One tough walker four cells up from the base: a unit card's play leaves it standing.
    const int walker = siege::PlaceAttacker(catalog, state, static_cast<EnemyIndex>(initiate), *ParseCell("D1"), nullptr);
    REQUIRE(walker >= 0);
    state.attackers[walker].hp = 40;
    std::optional<Action> play;
    for (const Action& a : LegalActions(catalog, state)) {
      if (a.kind == ActionKind::kPlayUnit) {
        play = a;
        break;
      }
    }
    if (!play) continue;
    BattleState before = state;
    const ApplyResult played = Apply(catalog, state, *play);
    REQUIRE(played.ok);
    CheckPostsDrawn(Played(before, played.events, catalog), state);
    for (const Event& e : played.events) {
      if (const char* sound = render::EventSound(e); *sound != '\0') sounds.emplace_back(sound);
      posts_taken += e.kind == kEventPostTaken;
    }
    if (state.cards.post_count == 0) continue;
    // Every other seed the posted unit is down to 1 HP, so that the engagement brings it down.
    if (seed % 2 == 0) state.cards.units[state.cards.posts[0].unit].hp = 1;
    for (int turn = 0; turn < 2 && !IsOver(state) && state.cards.post_count > 0; ++turn) {
      before = state;
      const ApplyResult end = Apply(catalog, state, Action::EndTurn());
      REQUIRE(end.ok);
      CheckPostsDrawn(Played(before, end.events, catalog), state);
      for (const Event& e : end.events) {
        if (const char* sound = render::EventSound(e); *sound != '\0') sounds.emplace_back(sound);
        engaged += e.kind == kEventPostAttacked;
      }
    }
  }
  CHECK(posts_taken > 0);
  CHECK(engaged > 0);
  for (const char* expected : {"post_taken", "post_engaged", "unit_falls"}) {
    INFO(expected);
    CHECK(std::find(sounds.begin(), sounds.end(), expected) != sounds.end());
  }
  for (const std::string& sound : sounds) {
    INFO(sound);
    CHECK(std::filesystem::exists(std::filesystem::path(BC_SOURCE_DIR) / "assets" / "sfx" / (sound + ".wav")));
  }
}
