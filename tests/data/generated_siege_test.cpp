// Generated sieges on the game's data: ordinary mission records that the strict loader
// reads back to the same bytes, the same file for the same seed, and won by the search
// policy in every proof game, their stars the calibration of those games.
#include <catch2/catch.hpp>

#include "autoplay/autoplay.h"
#include "autoplay/autoplay_summary.h"
#include "data/catalog_loader.h"
#include "data/generator_loader.h"
#include "data/mission_json.h"
#include "runs/proven_siege.h"
#include "temp_data.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace generated_siege_test {

using namespace bc;
using bc::test::Dump;

namespace {

struct GameData {
  Catalog catalog;
  gen::GeneratorParams params;
};

const GameData& Game() {
  static const GameData game = [] {
    const std::filesystem::path dir = std::filesystem::path(BC_SOURCE_DIR) / "data";
    GameData g;
    g.catalog = data::LoadCatalog(dir).catalog;
    g.params = data::LoadGenerator(dir, g.catalog).params;
    return g;
  }();
  return game;
}

std::string FileOf(const MissionDef& mission) { return data::MissionFileText(Game().catalog, {mission}); }

}  // namespace

TEST_CASE("Generated sieges are ordinary mission records: read back by the strict loader to the same bytes",
          "[data][generator]") {
  const GameData& g = Game();
  REQUIRE(gen::ThreatCount(g.params) >= 9);
  for (int threat = 1; threat <= gen::ThreatCount(g.params); ++threat) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      const MissionDef mission = gen::GenerateSiege(g.catalog, g.params, seed, threat).mission;
      const std::string text = FileOf(mission);
      const data::MissionFileLoad load = data::ReadMissionFileText(text, "generated.json", g.catalog);
      INFO("seed " << seed << " threat " << threat << "\n" << Dump(load.errors) << text);
      REQUIRE(load.ok());
      REQUIRE(load.missions.size() == 1);
      CHECK(FileOf(load.missions.front()) == text);
      CHECK(load.missions.front().finished);
    }
  }
}

TEST_CASE("Generated sieges: the same seed and threat give the same mission file, byte for byte", "[data][generator]") {
  const GameData& g = Game();
  for (int threat = 1; threat <= gen::ThreatCount(g.params); ++threat) {
    for (std::uint64_t seed : {1ULL, 2ULL, 99ULL, 20261205ULL}) {
      CHECK(FileOf(gen::GenerateSiege(g.catalog, g.params, seed, threat).mission) ==
            FileOf(gen::GenerateSiege(g.catalog, g.params, seed, threat).mission));
    }
  }
  runs::ProofOptions quick;
  quick.games = 1;
  quick.policy = PolicyKind::kGreedy;
  CHECK(FileOf(runs::ProveSiege(g.catalog, g.params, 5, 4, quick).siege.mission) ==
        FileOf(runs::ProveSiege(g.catalog, g.params, 5, 4, quick).siege.mission));
}

TEST_CASE("Generated sieges: a sample is won by the search policy in every proof game, its stars their calibration",
          "[data][generator][search][long]") {
  const GameData& g = Game();
  for (const int threat : {1, 5, gen::ThreatCount(g.params)}) {
    for (const std::uint64_t seed : {1ULL, 2ULL}) {
      INFO("seed " << seed << " threat " << threat);
      const runs::ProvenSiege proven = runs::ProveSiege(g.catalog, g.params, seed, threat);
      REQUIRE(proven.proven);
      REQUIRE(static_cast<int>(proven.scores.size()) == g.params.proof.games);
      CHECK(proven.siege.mission.star_scores == SuggestStarThresholds(proven.scores));
      CHECK(proven.siege.mission.star_scores[0] > 1000);
      // The games again, by hand, in the catalog the run fights it in: each is won.
      const Catalog catalog = runs::CatalogWithSiege(g.catalog, proven.siege.mission);
      const std::unique_ptr<Policy> search = MakeSearchPolicy();
      for (int game = 1; game <= g.params.proof.games; ++game) {
        BattleSetup setup;
        setup.mission = static_cast<MissionIndex>(g.catalog.missions.size());
        setup.seed = static_cast<std::uint64_t>(game);
        setup.loadout = catalog.FindLoadout("starter");
        const GameRecord record = PlayGame(catalog, setup, *search, static_cast<std::uint64_t>(game));
        CHECK(record.stats.won);
        CHECK(record.stats.score == proven.scores[static_cast<std::size_t>(game - 1)]);
      }
      // What the file keeps is what was proven.
      const data::MissionFileLoad load = data::ReadMissionFileText(FileOf(proven.siege.mission), "g.json", g.catalog);
      REQUIRE(load.ok());
      CHECK(load.missions.front().star_scores == proven.siege.mission.star_scores);
    }
  }
}

}  // namespace generated_siege_test
