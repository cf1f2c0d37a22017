// The random playout's count-and-draw against LegalActions on the fixture catalogues:
// the siege rules alone (every fixture mission) and the card fixture's deck, whose
// supports take every kind of target.
#include <catch2/catch.hpp>

#include <bit>

#include "card_battle.h"
#include "basecommand/routing.h"
#include "core/line_of_fire.h"
#include "siege_fixtures.h"
#include "legal_draw_check.h"

using namespace bc;
using namespace bc::test;
using siege_fixture::MakeCatalog;
using siege_fixture::Start;

TEST_CASE("Legal draw: the count and every drawn action match LegalActions on the siege fixtures",
          "[rules][draw][property]") {
  const Catalog catalog = MakeCatalog();
  DrawCheck check;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      CheckDrawAgainstListing(catalog, static_cast<MissionIndex>(m), seed, 120, check);
    }
  }
  CHECK(check.states > 1000);
  CHECK(check.actions > check.states * 5);
}

TEST_CASE("Legal draw: the count and every drawn action match LegalActions with cards in play",
          "[rules][draw][cards][property]") {
  const Catalog catalog = CardCatalog();
  DrawCheck check;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      CheckDrawAgainstListing(catalog, static_cast<MissionIndex>(m), seed, 200, check);
    }
  }
  CHECK(check.card_states > 500);
}

TEST_CASE("Legal draw: a state with no legal action counts none", "[rules][draw]") {
  const Catalog catalog = MakeCatalog();
  BattleState state = Start(catalog);
  state.phase = Phase::kDefeat;
  LegalActionSet set;
  CountLegalActions(catalog, state, set);
  CHECK(set.count == 0);
  CHECK(LegalActions(catalog, state).empty());
}

TEST_CASE("Legal draw: a unit's and a support's targets come in attacker order, not cell order",
          "[rules][draw][cards]") {
  CardBattle b;
  b.state.cards.option_count = 0;
  // Arrival order F3, C3, D3 (range 1): the attacker indices run against the cell order.
  b.Place("grunt", "F3");
  b.Place("grunt", "C3");
  b.Place("grunt", "D3");
  REQUIRE(b.SetUnit(0, "t_gunner") >= 0);
  b.SetSupport(0, "t_bolt");
  const std::vector<Action> listed = LegalActions(b.catalog, b.state);
  LegalActionSet set;
  CountLegalActions(b.catalog, b.state, set);
  REQUIRE(set.count == static_cast<int>(listed.size()));
  std::vector<Cell> unit_targets;
  std::vector<Cell> support_targets;
  for (int i = 0; i < set.count; ++i) {
    const Action drawn = LegalActionAt(b.state, set, i);
    REQUIRE(drawn == listed[static_cast<std::size_t>(i)]);
    if (drawn.kind == ActionKind::kPlayUnit && drawn.slot == 0) unit_targets.push_back(drawn.cell);
    if (drawn.kind == ActionKind::kPlaySupport && drawn.slot == 0) support_targets.push_back(drawn.cell);
  }
  const std::vector<Cell> arrival = {At("F3"), At("C3"), At("D3")};
  CHECK(unit_targets == arrival);
  CHECK(support_targets == arrival);
}

namespace {

// The set's listing, action by action, against LegalActions.
void RequireListing(const Catalog& catalog, const BattleState& state, const LegalActionSet& set) {
  const std::vector<Action> listed = LegalActions(catalog, state);
  REQUIRE(set.count == static_cast<int>(listed.size()));
  for (int i = 0; i < set.count; ++i) REQUIRE(LegalActionAt(state, set, i) == listed[static_cast<std::size_t>(i)]);
}

}  // namespace

TEST_CASE("Legal draw: a set kept from call to call still matches LegalActions when a barricade or a rock changes "
          "the lines of fire",
          "[rules][draw][property]") {
  // The set keeps the barricades' shadows between calls (LegalActionSet::Shade): each
  // state of the playouts is counted with it, then the same board with one barricade
  // more and the same board with a rock gone (another routing, other shadows), then the
  // state itself again.
  const Catalog catalog = MakeCatalog();
  LegalActionSet kept;
  int shaded = 0;  // changed boards on which another set of attackers can be shot
  int rocks = 0;   // boards counted with a rock gone
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      BattleState state = NewBattle(catalog, static_cast<MissionIndex>(m), seed);
      Rng chooser = Rng::FromSeed(seed ^ 0x5AD3ULL);
      for (int step = 0; step < 80 && !IsOver(state); ++step) {
        INFO("mission " << catalog.missions[m].id << " seed " << seed << " step " << step);
        CountLegalActions(catalog, state, kept);
        RequireListing(catalog, state, kept);
        for (const bool rock : {false, true}) {
          BattleState changed = state;
          if (rock) {
            if (state.masks.blocked == 0) continue;
            const Cell c = static_cast<Cell>(std::countr_zero(state.masks.blocked));
            SetCellFlags(changed, c, static_cast<std::uint8_t>(state.cell_flags[c] & ~kCellBlocked));
            ++rocks;
          } else {
            const std::uint64_t taken = kBaseMask | state.masks.blocked | state.masks.barricades | state.masks.occupied;
            // A cell on an attacker's line of fire where there is one, else any free
            // cell; picked by the step among them.
            const Routing routing = ComputeRouting(state.masks.blocked);
            std::uint64_t lines = 0;
            for (std::uint64_t bits = state.masks.occupied; bits != 0; bits &= bits - 1) {
              lines |= routing.line[static_cast<std::size_t>(std::countr_zero(bits))];
            }
            std::uint64_t free = (lines & ~taken) != 0 ? lines & ~taken : ~taken;
            if (free == 0) continue;
            for (int skip = step % CountCells(free); skip > 0; --skip) free &= free - 1;
            SetBarricade(changed, static_cast<Cell>(std::countr_zero(free)), BarricadeKind::kPlayer);
          }
          CountLegalActions(catalog, changed, kept);
          RequireListing(catalog, changed, kept);
          shaded += siege::ClearShotMask(catalog, changed) != siege::ClearShotMask(catalog, state);
          CountLegalActions(catalog, state, kept);
          RequireListing(catalog, state, kept);
        }
        if (kept.count == 0) break;
        const Action action =
            LegalActionAt(state, kept, static_cast<int>(chooser.Below(static_cast<std::uint32_t>(kept.count))));
        ApplyUnchecked(catalog, state, action, nullptr);
      }
    }
  }
  CHECK(shaded > 50);
  CHECK(rocks > 50);
}
