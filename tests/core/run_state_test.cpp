// Field runs as a value (runs/run_state.h) on the card fixture catalog: how a run starts,
// flows from siege to draft to map to stop, carries its units, never offers a card the
// deck rules refuse, and refuses what is not its question, changing nothing.
#include <catch2/catch.hpp>

#include <set>

#include "basecommand/loadout.h"
#include "card_fixtures.h"
#include "runs/run_state.h"

using namespace bc;
using namespace bc::runs;

namespace {

RunRules Rules() {
  RunRules rules;
  rules.sieges = {1, 2, 3};
  rules.loadout = "starter";
  rules.draft.offers = 3;
  rules.draft.rarities = {RarityWeight{6, 0}, RarityWeight{3, 0}, RarityWeight{1, 0}, RarityWeight{1, 0}};
  rules.supply = rules.draft;
  rules.stop_weights = {1, 1, 1, 1};
  rules.fork = 2;
  return rules;
}

// Takes the stop of `kind` when the fork has it; false otherwise.
bool TakeStop(const Catalog& catalog, const RunRules& rules, RunState& run, StopKind kind) {
  const std::vector<StopKind> fork = Fork(rules, run.seed, run.depth - 1);
  for (std::size_t i = 0; i < fork.size(); ++i) {
    if (fork[i] == kind) return ApplyRunAction(catalog, rules, run, RunAction::Stop(static_cast<int>(i))).empty();
  }
  return false;
}

// A run seed whose first fork offers `kind`.
std::uint64_t SeedWithStop(const RunRules& rules, StopKind kind) {
  for (std::uint64_t seed = 1;; ++seed) {
    const std::vector<StopKind> fork = Fork(rules, seed, 0);
    if (std::find(fork.begin(), fork.end(), kind) != fork.end()) return seed;
  }
}

}  // namespace

TEST_CASE("Runs: a run starts from the rules' deck, every unit fresh, at its seed and level", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunState run = StartRun(catalog, Rules(), 77, "audit", "2026-12-05");
  CHECK(run.seed == 77);
  CHECK(run.difficulty == "audit");
  CHECK(run.daily == "2026-12-05");
  CHECK(run.depth == 0);
  CHECK(run.stage == RunStage::kSiege);
  CHECK(run.deck == DeckOf(bc::test::LegalLoadout()));
  REQUIRE(run.units.size() == 8);
  for (std::size_t i = 0; i < run.units.size(); ++i) {
    CHECK(run.units[i].card == run.deck.units[i]);
    CHECK(run.units[i].rank == 1);
    CHECK(run.units[i].hp == run.units[i].max_hp);
  }
  CHECK(run.units[2].copy == 2);  // the third gunner
  CHECK(run.units[3].copy == 0);  // the first brawler
  const BattleSetup setup = RunBattleSetup(run, 4);
  CHECK(setup.mission == 4);
  CHECK(setup.seed == BattleSeed(77, 0));
  CHECK(setup.difficulty == "audit");
  REQUIRE(setup.custom_loadout.has_value());
  CHECK(ValidateLoadout(catalog, *setup.custom_loadout).empty());
  CHECK(setup.carried_units == run.units);
}

TEST_CASE("Runs: the seed decides the sieges, the battles, the offers and the map", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  std::set<std::uint64_t> siege_seeds;
  std::set<std::vector<int>> offers;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    CHECK(SiegeSeed(seed, 0) == SiegeSeed(seed, 0));
    CHECK(SiegeSeed(seed, 0) != SiegeSeed(seed, 1));
    CHECK(BattleSeed(seed, 1) >= 1);
    CHECK(BattleSeed(seed, 1) <= 1'000'000'000);
    siege_seeds.insert(SiegeSeed(seed, 0));
    RunState run = StartRun(catalog, rules, seed, kStandardDifficulty);
    run.depth = 1;
    run.stage = RunStage::kDraft;
    CHECK(DraftOffers(catalog, rules, run) == DraftOffers(catalog, rules, run));
    offers.insert(DraftOffers(catalog, rules, run));
    CHECK(Fork(rules, seed, 0) == Fork(rules, seed, 0));
    CHECK(Fork(rules, seed, 0).size() == 2);
    CHECK(Fork(rules, seed, 0)[0] != Fork(rules, seed, 0)[1]);
  }
  CHECK(siege_seeds.size() == 50);
  CHECK(offers.size() >= 10);
  CHECK(Fork(rules, 5, 2).empty());  // no fork after the finale
  CHECK(ThreatAt(rules, 0) == 1);
  CHECK(ThreatAt(rules, 2) == 3);
  CHECK(ThreatAt(rules, 3) == 0);
}

TEST_CASE("Runs: the daily seed is the date's, the same everywhere", "[runs]") {
  CHECK(DailyName(2026, 12, 5) == "2026-12-05");
  CHECK(DailySeed(2026, 12, 5) == DailySeed(2026, 12, 5));
  CHECK(DailySeed(2026, 12, 5) != DailySeed(2026, 12, 6));
  CHECK(DailySeed(2026, 12, 5) != DailySeed(2027, 12, 5));
  for (int day = 1; day <= 31; ++day) {
    CHECK(DailySeed(2026, 1, day) >= 1);
    CHECK(DailySeed(2026, 1, day) <= 999'999'999);
  }
  // Pinned: the daily run of a date must not change from one build to the next.
  CHECK(DailySeed(2026, 12, 5) == 269236883ULL);
}

TEST_CASE("Runs: a daily run's name reads back to its date, and a name that is no date is refused", "[runs]") {
  int year = 0, month = 0, day = 0;
  REQUIRE(ParseDailyName("2026-12-05", year, month, day));
  CHECK(DailyName(year, month, day) == "2026-12-05");
  CHECK(ParseDailyName("2028-02-29", year, month, day));  // a leap day
  CHECK(day == 29);
  for (const char* bad : {"2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-12-5",
                          "26-12-05", "2026/12/05", "2026-12-0x", "", "0000-01-01", " 2026-12-05"}) {
    INFO(bad);
    year = month = day = 7;
    CHECK_FALSE(ParseDailyName(bad, year, month, day));
    CHECK(year == 7);  // left as it was
  }
}

TEST_CASE("Runs: a victory drafts, then the map's stop, then the next siege, and the finale's victory wins the run",
          "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  const std::uint64_t seed = SeedWithStop(rules, StopKind::kRepair);
  RunState run = StartRun(catalog, rules, seed, kStandardDifficulty);
  Roster after = run.units;
  after[0].hp = 1;  // the first gunner comes back hurt
  after[1].hp = 0;  // the second does not come back
  after[2].rank = 2;
  after[2].kills = 3;
  after[2].bonuses.firepower = 1;
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(4200, after)).empty());
  CHECK(run.depth == 1);
  CHECK(run.stage == RunStage::kDraft);
  CHECK(run.scores == std::vector<int>{4200});
  CHECK(run.units[0].hp == 1);
  CHECK(run.units[1].hp == 0);
  CHECK(run.units[2].rank == 2);
  CHECK(run.units[2].bonuses.firepower == 1);
  // The next battle starts from them.
  CHECK(RunBattleSetup(run, 0).carried_units == run.units);

  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  CHECK(run.stage == RunStage::kMap);
  REQUIRE(TakeStop(catalog, rules, run, StopKind::kRepair));
  CHECK(run.stage == RunStage::kSiege);
  CHECK(run.stops == std::vector<StopKind>{StopKind::kRepair});
  for (const CarriedUnit& unit : run.units) CHECK(unit.hp == unit.max_hp);  // the disabled one too
  CHECK(run.units[2].rank == 2);  // a repair keeps ranks

  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(3000, run.units)).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Stop(0)).empty());
  while (run.stage != RunStage::kSiege) REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(5000, run.units)).empty());
  CHECK(run.stage == RunStage::kOver);
  CHECK(run.end == RunEnd::kWon);
  CHECK(run.depth == 3);
  CHECK(run.Score() == 12200);
}

TEST_CASE("Runs: a lost siege ends the run, and abandoning ends it at any stage", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  RunState run = StartRun(catalog, rules, 3, kStandardDifficulty);
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(1000, run.units)).empty());
  RunState abandoned = run;
  REQUIRE(ApplyRunAction(catalog, rules, abandoned, RunAction::Abandon()).empty());
  CHECK(abandoned.end == RunEnd::kAbandoned);
  CHECK(abandoned.stage == RunStage::kOver);
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Stop(1)).empty());
  while (run.stage != RunStage::kSiege) REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Lose()).empty());
  CHECK(run.end == RunEnd::kLost);
  CHECK(run.depth == 1);
  const RunState over = run;
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Win(1, {})).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Abandon()).empty());
  CHECK(run == over);
}

TEST_CASE("Runs: a drafted unit takes its place fresh, and the other units keep their records", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  // A seed whose draft offers a unit.
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    RunState run = StartRun(catalog, rules, seed, kStandardDifficulty);
    Roster after = run.units;
    for (CarriedUnit& u : after) u.kills = 1;
    REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(1000, after)).empty());
    for (const int offer : DraftOffers(catalog, rules, run)) {
      const CardDef& card = catalog.cards[static_cast<std::size_t>(offer)];
      if (card.family != CardFamily::kUnit) continue;
      REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Draft(card.id, 1)).empty());
      CHECK(run.stage == RunStage::kMap);
      CHECK(run.deck.units[1] == card.id);
      REQUIRE(run.units.size() == 8);
      CHECK(run.units[1].card == card.id);
      CHECK(run.units[1].kills == 0);   // fresh
      CHECK(run.units[0].kills == 1);   // kept
      CHECK(run.units[2].kills == 1);
      CHECK(run.units[2].copy == 1);    // the third gunner is now the second
      CHECK(ValidateLoadout(catalog, DeckLoadout(run.deck)).empty());
      return;
    }
  }
  FAIL("no seed offered a unit");
}

TEST_CASE("Runs: the draft and the supply offer only cards the deck rules take, in any place of their family",
          "[runs]") {
  Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  int offered = 0, heroes = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    RunState run = StartRun(catalog, rules, seed, kStandardDifficulty);
    while (run.stage != RunStage::kOver) {
      if (run.stage == RunStage::kSiege) {
        REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(100, run.units)).empty());
        continue;
      }
      if (run.stage == RunStage::kDraft || run.stage == RunStage::kSupply) {
        const bool supply = run.stage == RunStage::kSupply;
        const std::vector<int> offers = supply ? SupplyOffers(catalog, rules, run) : DraftOffers(catalog, rules, run);
        CHECK(std::set<int>(offers.begin(), offers.end()).size() == offers.size());
        for (const int offer : offers) {
          const CardDef& card = catalog.cards[static_cast<std::size_t>(offer)];
          INFO(card.id << " seed " << seed << " depth " << run.depth);
          CHECK_FALSE(card.siege);
          heroes += card.hero;
          const std::vector<std::string>* part = FamilyPart(run.deck, card.family);
          const int places = part == nullptr ? 1 : static_cast<int>(part->size());
          for (int place = 0; place < places; ++place) {
            const RunAction take = supply ? RunAction::Supply(card.id, place) : RunAction::Draft(card.id, place);
            CHECK(CheckRunAction(catalog, rules, run, take).empty());
            CHECK(ValidateLoadout(catalog, DeckLoadout(Swapped(catalog, run.deck, card.id, place))).empty());
          }
          ++offered;
        }
        // Take one (seed-dependent), so the decks wander.
        if (!offers.empty() && seed % 3 != 0) {
          const CardDef& card = catalog.cards[static_cast<std::size_t>(offers[seed % offers.size()])];
          const int place = static_cast<int>(seed % 2);
          REQUIRE(ApplyRunAction(catalog, rules, run, supply ? RunAction::Supply(card.id, place) : RunAction::Draft(card.id, place)).empty());
        } else {
          REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
        }
        continue;
      }
      if (run.stage == RunStage::kMap) {
        const std::vector<StopKind> fork = Fork(rules, run.seed, run.depth - 1);
        const auto supply = std::find(fork.begin(), fork.end(), StopKind::kSupply);
        REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Stop(supply != fork.end() ? static_cast<int>(supply - fork.begin()) : 0)).empty());
        continue;
      }
      REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
    }
    CHECK(ValidateLoadout(catalog, DeckLoadout(run.deck)).empty());
  }
  CHECK(offered > 500);
  CHECK(heroes > 0);
  // A deck holding a hero is offered no other.
  RunDeck with_hero = DeckOf(bc::test::LegalLoadout());
  with_hero.units[7] = "t_hero";
  CHECK_FALSE(Draftable(catalog, with_hero, catalog.FindCard("t_hero2")));
  CHECK_FALSE(Draftable(catalog, with_hero, catalog.FindCard("t_gunner")));  // three already
  CHECK_FALSE(Draftable(catalog, with_hero, catalog.FindCard("t_siege")));
  CHECK_FALSE(Draftable(catalog, with_hero, catalog.FindCard("t_mine")));    // in the kit
  CHECK(Draftable(catalog, with_hero, catalog.FindCard("t_sentry")));
  CHECK_FALSE(Draftable(catalog, with_hero, catalog.FindCard("t_plain")));   // the doctrine held
  CHECK(Draftable(catalog, with_hero, catalog.FindCard("t_logistics")));
}

TEST_CASE("Runs: promotion raises one unit a rank, and redundancy doubles a card in a struck one's place", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  RunState run = StartRun(catalog, rules, SeedWithStop(rules, StopKind::kPromotion), kStandardDifficulty);
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(1000, run.units)).empty());
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  REQUIRE(TakeStop(catalog, rules, run, StopKind::kPromotion));
  CHECK(run.stage == RunStage::kPromotion);
  const int max_hp = run.units[6].max_hp;
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Promote(6)).empty());
  CHECK(run.units[6].rank == 2);
  CHECK(run.units[6].max_hp >= max_hp);
  CHECK(run.stage == RunStage::kSiege);

  RunState red = StartRun(catalog, rules, SeedWithStop(rules, StopKind::kRedundancy), kStandardDifficulty);
  REQUIRE(ApplyRunAction(catalog, rules, red, RunAction::Win(1000, red.units)).empty());
  REQUIRE(ApplyRunAction(catalog, rules, red, RunAction::Skip()).empty());
  REQUIRE(TakeStop(catalog, rules, red, StopKind::kRedundancy));
  // A fourth bolt in the freeze's place (15) is over the bolt's limit of 3.
  CHECK_FALSE(CheckRunAction(catalog, rules, red, RunAction::Redundancy("t_bolt", 15)).empty());
  CHECK_FALSE(CheckRunAction(catalog, rules, red, RunAction::Redundancy("t_freeze", 15)).empty());  // itself
  CHECK_FALSE(CheckRunAction(catalog, rules, red, RunAction::Redundancy("t_nuke", 15)).empty());    // not in the deck
  // A unit: a third sniper (of 3 allowed) in the first gunner's place.
  RunState units = red;
  REQUIRE(ApplyRunAction(catalog, rules, units, RunAction::Redundancy("t_sniper", 0)).empty());
  CHECK(units.deck.units[0] == "t_sniper");
  CHECK(std::count(units.deck.units.begin(), units.deck.units.end(), "t_sniper") == 3);
  CHECK(units.units[0].card == "t_sniper");
  CHECK(ValidateLoadout(catalog, DeckLoadout(units.deck)).empty());
  CHECK(units.stage == RunStage::kSiege);
}

TEST_CASE("Runs: an action that is not the run's question is refused and changes nothing", "[runs]") {
  const Catalog catalog = bc::test::CardCatalog();
  const RunRules rules = Rules();
  RunState run = StartRun(catalog, rules, 9, kStandardDifficulty);
  const RunState fresh = run;
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());        // nothing to decline
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Draft("t_sniper", 0)).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Stop(0)).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Promote(0)).empty());
  CHECK(run == fresh);
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Win(10, run.units)).empty());
  const RunState drafting = run;
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Win(10, run.units)).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Draft("t_siege", 0)).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Draft("no_such_card", 0)).empty());
  const std::vector<int> offers = DraftOffers(catalog, rules, run);
  REQUIRE_FALSE(offers.empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Draft(catalog.cards[static_cast<std::size_t>(offers[0])].id, 99)).empty());
  CHECK(run == drafting);
  REQUIRE(ApplyRunAction(catalog, rules, run, RunAction::Skip()).empty());
  CHECK_FALSE(ApplyRunAction(catalog, rules, run, RunAction::Stop(2)).empty());  // a fork of two
  CHECK(run.stage == RunStage::kMap);
}
