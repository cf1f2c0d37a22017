// The random playout's count-and-draw (CountLegalActions, LegalActionAt) against
// LegalActions on every mission of the shipped data/, whose decks, hostiles and boards
// reach states the fixtures do not: the same count and the same action at every index,
// on every state of seeded random playouts.
#include <catch2/catch.hpp>

#include "core/legal_draw_check.h"
#include "data/catalog_loader.h"

TEST_CASE("Legal draw: on every mission in data/, the count and every drawn action match LegalActions",
          "[data][rules][draw]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  const bc::Catalog& catalog = load.catalog;
  REQUIRE_FALSE(catalog.missions.empty());
  bc::test::DrawCheck check;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      bc::test::CheckDrawAgainstListing(catalog, static_cast<bc::MissionIndex>(m), seed, 200, check);
    }
  }
  CHECK(check.card_states > check.states / 2);
}
