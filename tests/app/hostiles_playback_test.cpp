// The hostiles on screen: the animation of an enemy phase with splitters, medics,
// carriers, sector changers and the hero ends on the state's board, and every new event
// plays a sound that ships in assets/sfx.
#include <catch2/catch.hpp>

#include <filesystem>

#include "basecommand/rules.h"
#include "core/siege_ops.h"
#include "data/catalog_loader.h"
#include "render/board_view.h"
#include "render/playback.h"

using namespace bc;

TEST_CASE("the hostiles' enemy phases animate onto the state's board with their sounds", "[app][hostiles]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  BattleState state = NewBattle(catalog, 0, 7);
  for (int i = state.attacker_count - 1; i >= 0; --i) siege::RemoveAttacker(state, i);
  auto put = [&](const char* id, const char* cell) {
    const int type = catalog.FindEnemy(id);
    REQUIRE(type >= 0);
    const int index = siege::PlaceAttacker(catalog, state, static_cast<EnemyIndex>(type), *ParseCell(cell), nullptr);
    return index;
  };
  put("orbit_runner", "D1");
  put("drop_barge", "A1");
  put("static_wisp", "H8");
  put("mending_drone", "A6");
  const int hurt = put("black_star_initiate", "B6");
  state.attackers[hurt].hp = 1;
  state.attackers[hurt].incapacitated = 3;  // the medic waits behind it and repairs it
  const int hero = put("the_auditor", "H1");
  state.attackers[hero].ability = 2;  // call_reinforcements, the second in its data
  const int slug = put("binary_slug", "E8");
  state.attackers[slug].poison = 9;
  state.attackers[slug].poison_turns = 1;

  std::vector<std::string> sounds;
  for (int turn = 0; turn < 3 && !IsOver(state); ++turn) {
    const BattleState before = state;
    const ApplyResult end = Apply(catalog, state, Action::EndTurn());
    REQUIRE(end.ok);
    render::Playback playback;
    playback.Start(render::ViewOf(before), end.events, catalog, 0.0f);
    const render::BoardView shown = playback.view();
    const render::BoardView truth = render::ViewOf(state);
    CHECK(shown.attackers.size() == truth.attackers.size());
    for (const render::ViewAttacker& a : truth.attackers) {
      const render::ViewAttacker* drawn = shown.AttackerAt(a.cell);
      REQUIRE(drawn != nullptr);
      CHECK(drawn->uid == a.uid);
      CHECK(drawn->hp == a.hp);
      CHECK(drawn->shield == a.shield);
    }
    for (const Event& e : end.events) {
      if (const char* sound = render::EventSound(e); *sound != '\0') sounds.emplace_back(sound);
    }
  }
  for (const char* expected : {"split", "mend", "drop", "sector_shift", "cannon_jammed",
                               "ability_call_reinforcements", "hero_ability"}) {
    INFO(expected);
    CHECK(std::find(sounds.begin(), sounds.end(), expected) != sounds.end());
  }
  for (const std::string& sound : sounds) {
    INFO(sound);
    CHECK(std::filesystem::exists(std::filesystem::path(BC_SOURCE_DIR) / "assets" / "sfx" / (sound + ".wav")));
  }
}
