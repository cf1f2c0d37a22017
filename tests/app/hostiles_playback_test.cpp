// The hostiles on screen: the animation of an enemy phase with splitters, medics,
// carriers, sector changers, a contact and the hero ends on the state's board, and every new event
// plays a sound that ships in assets/sfx; a hit on a contact plays as HIT, with no number.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

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
  const int wraith = put("dust_wraith", "C2");  // a contact: steps to C3, range 1, and is revealed
  REQUIRE(state.attackers[wraith].concealed);

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
      CHECK(drawn->contact == a.contact);
    }
    for (const Event& e : end.events) {
      if (const char* sound = render::EventSound(e); *sound != '\0') sounds.emplace_back(sound);
    }
  }
  for (const char* expected : {"split", "mend", "drop", "sector_shift", "cannon_jammed", "contact_revealed",
                               "ability_call_reinforcements", "hero_ability"}) {
    INFO(expected);
    CHECK(std::find(sounds.begin(), sounds.end(), expected) != sounds.end());
  }
  for (const std::string& sound : sounds) {
    INFO(sound);
    CHECK(std::filesystem::exists(std::filesystem::path(BC_SOURCE_DIR) / "assets" / "sfx" / (sound + ".wav")));
  }
}

TEST_CASE("A cannon shot on a contact plays as HIT over it, never the damage, and its view keeps no HP",
          "[app][hostiles][concealment]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  BattleState state = NewBattle(catalog, 0, 7);
  for (int i = state.attacker_count - 1; i >= 0; --i) siege::RemoveAttacker(state, i);
  const int type = catalog.FindEnemy("dust_wraith");
  REQUIRE(type >= 0);
  const Cell at = *ParseCell("A1");
  const int wraith = siege::PlaceAttacker(catalog, state, static_cast<EnemyIndex>(type), at, nullptr);
  REQUIRE(state.attackers[wraith].concealed);
  const int hp = state.attackers[wraith].hp;
  state.cannon_charge = 1;  // power 1: a hit it lives through
  const BattleState before = state;
  const ApplyResult shot = Apply(catalog, state, Action::Fire(at));
  REQUIRE(shot.ok);
  REQUIRE(state.attackers[state.attacker_at[at]].hp == hp - 1);

  render::Playback playback;
  playback.Start(render::ViewOf(before, catalog), shot.events, catalog, 1.0f);
  std::vector<std::string> texts;
  for (int frame = 0; frame < 200 && playback.active(); ++frame) {
    for (const render::Fx& fx : playback.fx()) {
      if (fx.kind == render::FxKind::kText && fx.cell == at &&
          std::find(texts.begin(), texts.end(), fx.text) == texts.end()) {
        texts.push_back(fx.text);
      }
    }
    playback.Update(0.02f);
  }
  INFO([&] {
    std::string all;
    for (const std::string& t : texts) all += t + " | ";
    return all;
  }());
  CHECK(std::find(texts.begin(), texts.end(), std::string("HIT")) != texts.end());
  for (const std::string& t : texts) CHECK(t.find_first_of("0123456789") == std::string::npos);
  const render::ViewAttacker* shown = playback.view().AttackerAt(at);
  REQUIRE(shown != nullptr);
  CHECK(shown->contact);
  CHECK(shown->hp == 0);
  CHECK(shown->max_hp == 0);
}
