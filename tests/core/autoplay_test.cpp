// PlayGame and its statistics: numbers derived from the events add up to what the
// events say, the grade follows the mission's thresholds, and a battle that cannot end
// stops at the turn cap.
#include <catch2/catch.hpp>

#include "autoplay_fixture.h"
#include "autoplay/autoplay.h"
#include "campaign/campaign_grade.h"
#include "basecommand/card_events.h"
#include "basecommand/rules.h"

namespace {

using namespace bc;

struct EventTotals {
  int damage = 0;
  int kills = 0;
  int plays = 0;
  int base_damage = 0;
  int breaches = 0;
};

EventTotals Totals(const GameRecord& game) {
  EventTotals t;
  auto add = [&t](const Events& events) {
    for (const Event& e : events) {
      if (e.kind == EventKind::kAttackerDamaged) t.damage += e.amount;
      if (e.kind == EventKind::kAttackerDestroyed) ++t.kills;
      if (e.kind == EventKind::kBaseDamaged) t.base_damage += e.amount;
      if (e.kind == EventKind::kBreached) ++t.breaches;
      if (e.kind == kEventCardPlayed) ++t.plays;
    }
  };
  add(game.opening);
  for (const Events& events : game.action_events) add(events);
  return t;
}

template <typename T>
int Sum(const T& values) {
  int s = 0;
  for (const int v : values) s += v;
  return s;
}

}  // namespace

TEST_CASE("PlayGame: card, source and attacker tallies add up to the battle's events", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  PlayOptions options;
  options.keep_events = true;
  for (const PolicyKind kind : {PolicyKind::kRandom, PolicyKind::kGreedy}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const BattleSetup setup = test::SetupOf(fx.last_stand, seed);
      const GameRecord game = PlayGame(fx.catalog, setup, *MakePolicy(kind), seed, options);
      const GameStats& s = game.stats;
      const EventTotals t = Totals(game);
      int card_damage = 0;
      int card_kills = 0;
      int card_plays = 0;
      for (const CardPlayStats& c : s.cards) {
        card_damage += c.damage;
        card_kills += c.kills;
        card_plays += c.plays;
      }
      INFO(PolicyKindName(kind) << " seed " << seed);
      REQUIRE(game.action_events.size() == game.actions.size());
      CHECK(card_plays == t.plays);
      CHECK(card_damage + Sum(s.source_damage) == t.damage);
      CHECK(card_kills + Sum(s.source_kills) == t.kills);
      int enemy_kills = 0;
      int enemy_base_damage = 0;
      int enemy_breaches = 0;
      for (const EnemyPlayStats& e : s.enemies) {
        enemy_kills += e.kills;
        enemy_base_damage += e.base_damage;
        enemy_breaches += e.breaches;
      }
      CHECK(enemy_kills == t.kills);
      CHECK(enemy_base_damage == t.base_damage);
      CHECK(enemy_breaches == t.breaches);
      CHECK(s.actions == static_cast<int>(game.actions.size()));
      CHECK(s.won == (game.final_state.phase == Phase::kVictory));
      CHECK(s.score == game.final_state.score);
      CHECK(s.base_health == game.final_state.base_health);
    }
  }
}

TEST_CASE("PlayGame: replaying its action list from the setup gives the same final state", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const BattleSetup setup = test::SetupOf(fx.skirmish, 21);
  const GameRecord game = PlayGame(fx.catalog, setup, *MakeGreedyPolicy(), 2);
  BattleState replay = NewBattle(fx.catalog, setup);
  for (const Action& a : game.actions) REQUIRE(Apply(fx.catalog, replay, a).ok);
  CHECK(replay == game.final_state);
}

TEST_CASE("PlayGame: a game is the same without its actions kept and with one event buffer for many games", "[autoplay]") {
  // balance plays so (keep_actions off, a step_buffer for each worker): the buffer comes
  // to each game holding the last game's events, here with a kill and a card play more,
  // which the tallies would count if the game did not start it afresh.
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  Events shared;
  PlayOptions lean;
  lean.keep_actions = false;
  lean.step_buffer = &shared;
  int games = 0;
  for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const BattleSetup setup = test::SetupOf(mission, seed);
      for (const PolicyKind kind : {PolicyKind::kRandom, PolicyKind::kGreedy}) {
        const GameRecord full = PlayGame(fx.catalog, setup, *MakePolicy(kind), seed);
        Event stale;
        stale.kind = EventKind::kAttackerDestroyed;
        shared.push_back(stale);
        stale.kind = kEventCardPlayed;
        shared.push_back(stale);
        const GameRecord game = PlayGame(fx.catalog, setup, *MakePolicy(kind), seed, lean);
        INFO(PolicyKindName(kind) << " mission " << mission << " seed " << seed);
        CHECK(game.actions.empty());
        CHECK(game.stats == full.stats);
        CHECK(game.stats.actions == static_cast<int>(full.actions.size()));
        CHECK(game.final_state == full.final_state);
        ++games;
      }
    }
  }
  CHECK(games == 24);
}

TEST_CASE("PlayGame: stars come from the mission's thresholds, and a defeat earns none", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  PlayOptions options;
  options.keep_events = true;
  int wins = 0;
  int losses = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const BattleSetup setup = test::SetupOf(fx.last_stand, seed);
    const GameRecord game = PlayGame(fx.catalog, setup, *MakeRandomPolicy(), seed, options);
    const MissionDef& m = fx.catalog.missions[fx.last_stand];
    if (game.stats.won) {
      ++wins;
      int expected = 0;
      for (const int threshold : m.star_scores) expected += game.stats.score >= threshold ? 1 : 0;
      CHECK(game.stats.stars == expected);
    } else {
      ++losses;
      CHECK(game.stats.stars == 0);
      CHECK_FALSE(game.stats.flawless);
    }
  }
  CHECK(wins + losses == 12);
}

TEST_CASE("PlayGame grades a game as the campaign does: GradeBattle of SummarizeBattle over all its events", "[autoplay]") {
  // The autoplayer counts the units lost as it plays instead of keeping every event: the
  // grade, the clean victory and FLAWLESS must still be the campaign's.
  // The fixture's missions as they are (won often), and with attackers that take and
  // return heavy blows (units lost often).
  test::AutoplayCatalog hard = test::MakeAutoplayCatalog();
  for (EnemyDef& e : hard.catalog.enemies) {
    e.attack = 5;
    e.firepower = 5;
    e.health = 9;
  }
  PlayOptions options;
  options.keep_events = true;
  int won = 0;
  int units_lost = 0;
  const test::AutoplayCatalog fixtures[] = {test::MakeAutoplayCatalog(), hard};
  for (const test::AutoplayCatalog& fx : fixtures) {
    for (const MissionIndex mission : {fx.skirmish, fx.last_stand}) {
      for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const BattleSetup setup = test::SetupOf(mission, seed);
        for (const PolicyKind kind : {PolicyKind::kRandom, PolicyKind::kGreedy}) {
          const GameRecord game = PlayGame(fx.catalog, setup, *MakePolicy(kind), seed, options);
          Events all = game.opening;
          for (const Events& step : game.action_events) all.insert(all.end(), step.begin(), step.end());
          const BattleSummary summary = SummarizeBattle(fx.catalog, game.final_state, all);
          const Grade grade = summary.victory ? GradeBattle(fx.catalog.missions[mission], summary) : Grade{};
          CHECK(game.stats.stars == grade.stars);
          CHECK(game.stats.flawless == grade.flawless);
          const BattleSummary result = SummarizeResult(fx.catalog, game.final_state, summary.units_lost);
          CHECK(GradeBattle(fx.catalog.missions[mission], result) == GradeBattle(fx.catalog.missions[mission], summary));
          CHECK(CleanVictory(fx.catalog.missions[mission], result) == CleanVictory(fx.catalog.missions[mission], summary));
          won += summary.victory ? 1 : 0;
          units_lost += summary.units_lost;
        }
      }
    }
  }
  CHECK(won > 0);         // victories were graded,
  CHECK(units_lost > 0);  // and some of them lost units on the way
}

TEST_CASE("PlayGame: an illegal choice of a policy that does not vouch for its choices ends the turn instead", "[autoplay]") {
  // Demolishes a barricade on the base's own cell, which no battle allows.
  class Stubborn final : public Policy {
   public:
    PolicyKind Kind() const override { return PolicyKind::kRandom; }
    Action Choose(const Catalog&, const BattleState&, Rng&) override { return Action::Demolish(kBaseCells[0]); }
  };
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  const BattleSetup setup = test::SetupOf(fx.skirmish, 3);
  Stubborn stubborn;
  REQUIRE_FALSE(stubborn.ChoosesLegally());
  PlayOptions options;
  options.max_turns = 4;
  const GameRecord game = PlayGame(fx.catalog, setup, stubborn, 3, options);
  REQUIRE_FALSE(game.actions.empty());
  for (const Action& a : game.actions) CHECK(a.kind == ActionKind::kEndTurn);
  CHECK(game.final_state.turn > 1);
}

TEST_CASE("PlayGame: a battle still running at the turn cap stops, unfinished", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  // The card fixture's mission: one attacker due on turn 30.
  const BattleSetup setup = test::SetupOf(0, 1);
  PlayOptions options;
  options.max_turns = 3;
  const GameRecord game = PlayGame(fx.catalog, setup, *MakeGreedyPolicy(), 1, options);
  CHECK_FALSE(game.stats.finished);
  CHECK_FALSE(game.stats.won);
  CHECK(game.final_state.turn == 4);
  CHECK(game.stats.stars == 0);
}

TEST_CASE("Damage sources have names for the report", "[autoplay]") {
  CHECK(std::string(DamageSourceName(DamageSource::kCannon)) == "cannon");
  CHECK(std::string(DamageSourceName(DamageSource::kBash)) == "bash");
}
