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
      BattleSetup setup;
      setup.mission = fx.last_stand;
      setup.seed = seed;
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
      CHECK(Sum(s.kills_by_enemy) == t.kills);
      CHECK(Sum(s.base_damage_by_enemy) == t.base_damage);
      CHECK(Sum(s.breaches_by_enemy) == t.breaches);
      CHECK(s.actions == static_cast<int>(game.actions.size()));
      CHECK(s.won == (game.final_state.phase == Phase::kVictory));
      CHECK(s.score == game.final_state.score);
      CHECK(s.base_health == game.final_state.base_health);
    }
  }
}

TEST_CASE("PlayGame: replaying its action list from the setup gives the same final state", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  BattleSetup setup;
  setup.mission = fx.skirmish;
  setup.seed = 21;
  const GameRecord game = PlayGame(fx.catalog, setup, *MakeGreedyPolicy(), 2);
  BattleState replay = NewBattle(fx.catalog, setup);
  for (const Action& a : game.actions) REQUIRE(Apply(fx.catalog, replay, a).ok);
  CHECK(replay == game.final_state);
}

TEST_CASE("PlayGame: stars come from the mission's thresholds, and a defeat earns none", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  PlayOptions options;
  options.keep_events = true;
  int wins = 0;
  int losses = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    BattleSetup setup;
    setup.mission = fx.last_stand;
    setup.seed = seed;
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

TEST_CASE("PlayGame: a battle still running at the turn cap stops, unfinished", "[autoplay]") {
  const test::AutoplayCatalog fx = test::MakeAutoplayCatalog();
  BattleSetup setup;
  setup.mission = 0;  // the card fixture's mission: one attacker due on turn 30
  setup.seed = 1;
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
