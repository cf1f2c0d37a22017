// A boss is never held by the cheapest play (docs/rules.md, Crusher; rulings, "What the
// player is shown"): on every shipped mission that sends a hero, a barricade built on the
// hero's next path cell every turn the rules allow it does not stop it for more than two
// activations in a row, and the hero reaches the base.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>

#include "basecommand/intents.h"
#include "basecommand/rules.h"
#include "core/siege_ops.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

namespace {

using namespace bc;

struct HeroRecord {
  int activations = 0;
  int held_by_wall = 0;      // activations that ended in a bash where it stood
  int longest_held = 0;      // the most of those in a row
  int walled = 0;            // activations that met a wall
  bool arrived = false;      // it breached
  int held_run = 0;
};

// The player's only play: a barricade on each hero's next path cell (demolishing one of
// their own elsewhere when the cap is reached). Returns how many were built.
int WallTheHeroes(const Catalog& catalog, BattleState& state) {
  int built = 0;
  const EnemyIntents intents = PredictEnemyPhase(catalog, state);
  for (const AttackerIntent& a : intents.attackers) {
    if (a.enemy >= catalog.enemies.size() || !catalog.enemies[a.enemy].IsHero() || a.path.empty()) continue;
    const Cell next = a.path.front();
    if (IsBaseCell(next) || state.barricades[next] != BarricadeKind::kNone) continue;
    if (!CheckAction(catalog, state, Action::Build(next)).empty()) {
      for (Cell c = 0; c < kCellCount; ++c) {
        if (state.barricades[c] != BarricadeKind::kPlayer || c == next) continue;
        if (CheckAction(catalog, state, Action::Demolish(c)).empty()) {
          Apply(catalog, state, Action::Demolish(c));
          break;
        }
      }
    }
    if (CheckAction(catalog, state, Action::Build(next)).empty() && Apply(catalog, state, Action::Build(next)).ok) {
      ++built;
    }
  }
  return built;
}

}  // namespace

TEST_CASE("A hero walled in every turn it can still advances: never more than two activations in a row held by a "
          "barricade",
          "[hero][crusher][data]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  int missions = 0;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    const MissionDef& mission = catalog.missions[m];
    const bool sends_hero = std::any_of(mission.schedule.begin(), mission.schedule.end(), [&](const SpawnDef& s) {
      return s.enemy < catalog.enemies.size() && catalog.enemies[s.enemy].IsHero();
    });
    if (!sends_hero) continue;
    ++missions;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(mission.id << ", seed " << seed);
      BattleState state = NewBattle(catalog, static_cast<MissionIndex>(m), seed);
      // The base stands as long as it takes: this is the hero's walk, not the battle.
      state.base_health = state.base_max_health = 30000;
      std::map<std::uint16_t, HeroRecord> heroes;
      int built = 0;
      for (int turn = 0; turn < 60 && !IsOver(state); ++turn) {
        built += WallTheHeroes(catalog, state);
        std::map<std::uint16_t, Cell> before;
        for (int i = 0; i < state.attacker_count; ++i) {
          const Attacker& a = state.attackers[i];
          if (catalog.enemies[a.type].IsHero()) before[a.uid] = a.cell;
        }
        const ApplyResult end = Apply(catalog, state, Action::EndTurn());
        REQUIRE(end.ok);
        for (const auto& [uid, cell] : before) {
          HeroRecord& hero = heroes[uid];
          bool activated = false;
          bool bashed_and_held = false;
          bool met_wall = false;
          for (const Event& e : end.events) {
            if (e.uid != uid) continue;
            if (e.kind == EventKind::kMoved || e.kind == EventKind::kBashed || e.kind == EventKind::kDugIn ||
                e.kind == EventKind::kWaited || e.kind == EventKind::kBreached) {
              activated = true;
            }
            if (e.kind == EventKind::kBashed) {
              met_wall = true;
              bashed_and_held = e.amount2 == 0;
            }
            if (e.kind == EventKind::kBreached) hero.arrived = true;
          }
          if (!activated) continue;
          ++hero.activations;
          hero.walled += met_wall ? 1 : 0;
          const int now = siege::FindAttackerByUid(state, uid);
          const bool stayed = now >= 0 && state.attackers[now].cell == cell;
          if (bashed_and_held && stayed) {
            ++hero.held_by_wall;
            hero.longest_held = std::max(hero.longest_held, ++hero.held_run);
          } else {
            hero.held_run = 0;
          }
        }
      }
      REQUIRE_FALSE(heroes.empty());
      CHECK(built >= 1);  // (a mission barricade may stand in its way already)
      for (const auto& [uid, hero] : heroes) {
        INFO("hero #" << uid << ": " << hero.activations << " activations, " << hero.walled << " against a wall, "
                      << hero.held_by_wall << " held by one, at most " << hero.longest_held << " in a row");
        CHECK(hero.walled >= 2);  // the walls stood in its way
        CHECK(hero.longest_held <= 2);
        CHECK(hero.arrived);
      }
    }
  }
  CHECK(missions >= 2);  // HOSTILE CONTACT and THE AUDIT
}
