// The search's cheap steps leave untried the supports worth nothing at once
// (WorthNothingAtOnce, src/autoplay/policy_rank.h): played, each is worth the state as it
// stands, for every effect kind the list names, and the search checked (SearchMemo::kChecked)
// finds every one it left untried so.
#include <catch2/catch.hpp>

#include <array>
#include <string>

#include "autoplay_fixture.h"
#include "autoplay/policy.h"
#include "autoplay/policy_memo.h"
#include "autoplay/policy_rank.h"
#include "basecommand/rules.h"
#include "card_fixtures.h"

namespace {

using namespace bc;

// A support with one on-play effect of `kind`, aimed as `target` says, the effect landing
// on `on`; a discovery offers two of the fixture's supports.
CardDef Probe(EffectKind kind, TargetKind target, EffectTarget on) {
  CardDef card = test::Support(std::string("probe_") + EffectKindName(kind) + "_" + std::to_string(int(target)),
                               target, {test::Fx(kind, 2, on, Trigger::kOnPlay, 2)});
  if (kind == EffectKind::kDiscover) card.options = {"t_bolt", "t_repair"};
  return card;
}

}  // namespace

TEST_CASE("Cheap steps: a support worth nothing at once is worth the state as it stands, for every effect kind", "[policy]") {
  test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  Catalog& catalog = fx.catalog;
  // Every effect kind on three probes: aimed at a cell (an attacker), a unit slot, nothing (the base).
  std::vector<CardIndex> probes;
  for (int k = 0; k < kEffectKindCount; ++k) {
    const auto kind = static_cast<EffectKind>(k);
    for (const auto& [target, on] : {std::pair{TargetKind::kCell, EffectTarget::kChosen},
                                     std::pair{TargetKind::kUnitSlot, EffectTarget::kChosen},
                                     std::pair{TargetKind::kNone, EffectTarget::kBase}}) {
      probes.push_back(static_cast<CardIndex>(catalog.cards.size()));
      catalog.cards.push_back(Probe(kind, target, on));
    }
  }
  for (const CardIndex probe : probes) {
    CardDef& card = catalog.cards[static_cast<std::size_t>(probe)];
    for (const std::string& option : card.options) card.option_cards.push_back(static_cast<CardIndex>(catalog.FindCard(option)));
  }
  const policy::EvalTables tables(catalog);
  // By effect kind: plays of the probes WorthNothingAtOnce lets through, and of those the
  // plays whose value was not the state's; plays of the other probes that changed it.
  std::array<int, kEffectKindCount> played{};
  std::array<int, kEffectKindCount> changed{};
  int other_changes = 0;
  test::ForEachGreedyStep(fx, [&](MissionIndex, std::uint64_t, int, const BattleState& seen, const Action&) {
    for (const CardIndex probe : probes) {
      const CardDef& card = catalog.cards[static_cast<std::size_t>(probe)];
      const auto kind = static_cast<std::size_t>(card.effects.front().kind);
      BattleState state = seen;
      state.cards.support_slots[0] = probe;
      const double standing = policy::Evaluate(catalog, tables, state);
      for (const Action& action : LegalActions(catalog, state)) {
        if (action.kind != ActionKind::kPlaySupport || action.slot != 0) continue;
        BattleState after = state;
        ApplyUnchecked(catalog, after, action, nullptr);
        const bool differs = policy::Evaluate(catalog, tables, after) != standing;
        if (policy::WorthNothingAtOnce(card)) {
          ++played[kind];
          if (differs) ++changed[kind];
        } else if (differs) {
          ++other_changes;
        }
      }
    }
  });
  // Each kind the list lets through was played on some probe, and none changed the value.
  int kinds = 0;
  for (int k = 0; k < kEffectKindCount; ++k) {
    if (!policy::WorthNothingAtOnce(Probe(static_cast<EffectKind>(k), TargetKind::kNone, EffectTarget::kBase))) continue;
    ++kinds;
    INFO(EffectKindName(static_cast<EffectKind>(k)));
    CHECK(played[static_cast<std::size_t>(k)] > 0);
    CHECK(changed[static_cast<std::size_t>(k)] == 0);
  }
  CHECK(kinds > 0);
  CHECK(other_changes > 0);
}

TEST_CASE("Cheap steps: the shipped vocabulary's damage, poison, incapacitation, repairs and cannon are never worth nothing at once", "[policy]") {
  for (const EffectKind kind : {EffectKind::kDamage, EffectKind::kPush, EffectKind::kReveal, EffectKind::kRepairBase,
                                EffectKind::kRepairShields, EffectKind::kCannonCharge, EffectKind::kCannonMultiplier,
                                EffectKind::kScore, EffectKind::kHeal, EffectKind::kRankUp, EffectKind::kPoison,
                                EffectKind::kIncapacitate}) {
    INFO(EffectKindName(kind));
    CHECK_FALSE(policy::WorthNothingAtOnce(Probe(kind, TargetKind::kCell, EffectTarget::kChosen)));
  }
  // One such effect among harmless ones is enough.
  CardDef mixed = Probe(EffectKind::kStripPerks, TargetKind::kCell, EffectTarget::kChosen);
  CHECK(policy::WorthNothingAtOnce(mixed));
  mixed.effects.push_back(test::Fx(EffectKind::kDamage, 1));
  CHECK_FALSE(policy::WorthNothingAtOnce(mixed));
  // A hook (another trigger) does not run when the card is played.
  CardDef hook = Probe(EffectKind::kAddAttack, TargetKind::kUnitSlot, EffectTarget::kChosen);
  hook.effects.push_back(test::Fx(EffectKind::kDamage, 1, EffectTarget::kEngaged, Trigger::kKill));
  CHECK(policy::WorthNothingAtOnce(hook));
}

TEST_CASE("Cheap steps: the search checked finds every support it leaves untried worth the state as it stands", "[policy]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  SearchMemoCounts counts;
  const std::unique_ptr<Policy> checked = MakeSearchPolicy(SearchBudget{}, SearchMemo::kChecked, &counts);
  for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      CHECK(PlayGame(fx.catalog, test::SetupOf(mission, seed), *checked, seed).stats.finished);
    }
  }
  // The fixture's drill and freeze are in the starter deck: some were left untried; so were
  // plays of a card with a twin in an earlier slot, each worth its twin's same play.
  REQUIRE(counts.supports_untried > 0);
  REQUIRE(counts.twins_untried > 0);
  CHECK(counts.wrong == 0);
}

TEST_CASE("Cheap steps: a card's twin is an earlier slot with the same support, or a unit equal in every stat", "[policy]") {
  CardState cards;
  cards.units[0].card = 4;
  cards.units[0].hp = 5;
  cards.units[1] = cards.units[0];
  cards.units[2] = cards.units[0];
  cards.units[2].hp = 4;  // hurt: no longer the others' twin
  cards.unit_slots = {0, 2, 1};
  cards.support_slots = {7, kNoCard, 7};
  const policy::HandTwins twins = policy::FindHandTwins(cards);
  CHECK(twins.unit == std::array<std::int8_t, kHandSlots>{-1, -1, 0});
  CHECK(twins.support == std::array<std::int8_t, kHandSlots>{-1, -1, 0});
  Action play;
  play.kind = ActionKind::kPlaySupport;
  play.slot = 2;
  CHECK(twins.Of(play) == 0);
  play.kind = ActionKind::kPlayUnit;
  play.slot = 1;
  CHECK(twins.Of(play) == -1);
  CHECK(twins.Of(Action::EndTurn()) == -1);
  // An empty slot is no twin of another.
  cards.support_slots = {kNoCard, kNoCard, 3};
  cards.unit_slots = {-1, -1, 0};
  CHECK(policy::FindHandTwins(cards).support == std::array<std::int8_t, kHandSlots>{-1, -1, -1});
  CHECK(policy::FindHandTwins(cards).unit == std::array<std::int8_t, kHandSlots>{-1, -1, -1});
}
