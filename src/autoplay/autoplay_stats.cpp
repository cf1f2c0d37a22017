// StatsRecorder: per-game numbers from the event stream. Damage and kills are credited
// to whatever caused the events just before them: a card play or a fieldwork trigger
// credits that card; a cannon shot, a shield block, a bash or a status tick credits that
// source; anything else (an attacker moving, a new enemy phase) resets to "other".
#include "autoplay/autoplay.h"

#include <array>
#include <cstdint>
#include <utility>

#include "campaign/campaign_grade.h"
#include "basecommand/card_events.h"

namespace bc {

const char* DamageSourceName(DamageSource source) {
  switch (source) {
    case DamageSource::kCannon: return "cannon";
    case DamageSource::kShield: return "shield";
    case DamageSource::kBash: return "bash";
    case DamageSource::kStatus: return "status";
    case DamageSource::kOther: return "other";
  }
  return "?";
}

StatsRecorder::StatsRecorder(const Catalog& catalog)
    : card_count_(static_cast<int>(catalog.cards.size())), enemy_count_(static_cast<int>(catalog.enemies.size())) {
  stats_.cards.resize(catalog.cards.size());
  stats_.enemies.resize(catalog.enemies.size());
}

namespace {

// What Observe does with an event of each kind (EventKind is a byte): most kinds are
// passed over at one look, and a source sets the credit to that source.
enum class Tally : std::uint8_t {
  kPass, kUnitDefeated, kCard, kSource, kDamaged, kDestroyed, kBreached, kBaseDamaged
};
struct TallyTable {
  std::array<Tally, 256> tally{};
  std::array<std::uint8_t, 256> source{};
};
constexpr TallyTable MakeTallyTable() {
  TallyTable t;
  const auto set = [&t](EventKind kind, Tally tally, DamageSource source = DamageSource::kOther) {
    t.tally[static_cast<std::uint8_t>(kind)] = tally;
    t.source[static_cast<std::uint8_t>(kind)] = static_cast<std::uint8_t>(source);
  };
  set(kEventUnitDefeated, Tally::kUnitDefeated);
  set(kEventCardPlayed, Tally::kCard);
  set(kEventFieldworkTriggered, Tally::kCard);
  set(EventKind::kCannonFired, Tally::kSource, DamageSource::kCannon);
  set(EventKind::kShieldBlocked, Tally::kSource, DamageSource::kShield);
  set(EventKind::kBashed, Tally::kSource, DamageSource::kBash);
  set(EventKind::kStatusTicked, Tally::kSource, DamageSource::kStatus);
  set(EventKind::kTurnStarted, Tally::kSource);
  set(EventKind::kEnemyPhaseStarted, Tally::kSource);
  set(EventKind::kMoved, Tally::kSource);
  set(EventKind::kAttackerDamaged, Tally::kDamaged);
  set(EventKind::kAttackerDestroyed, Tally::kDestroyed);
  set(EventKind::kBreached, Tally::kBreached);
  set(EventKind::kBaseDamaged, Tally::kBaseDamaged);
  return t;
}
constexpr TallyTable kTallies = MakeTallyTable();

}  // namespace

void StatsRecorder::Observe(const Events& events) {
  card_source_ = -1;
  other_source_ = static_cast<int>(DamageSource::kOther);
  const int card_count = card_count_;
  const int enemy_count = enemy_count_;
  for (const Event& e : events) {
    const auto kind = static_cast<std::uint8_t>(e.kind);
    const Tally tally = kTallies.tally[kind];
    if (tally == Tally::kPass) [[likely]] continue;
    switch (tally) {
      case Tally::kPass: break;
      case Tally::kUnitDefeated: ++units_lost_; break;
      case Tally::kCard:
        if (e.amount >= 0 && e.amount < card_count) {
          card_source_ = e.amount;
          if (e.kind == kEventCardPlayed) ++stats_.cards[card_source_].plays;
        }
        break;
      case Tally::kSource:
        card_source_ = -1;
        other_source_ = kTallies.source[kind];
        break;
      case Tally::kDamaged:
        if (card_source_ >= 0) {
          stats_.cards[card_source_].damage += e.amount;
        } else {
          stats_.source_damage[other_source_] += e.amount;
        }
        break;
      case Tally::kDestroyed:
        if (card_source_ >= 0) {
          ++stats_.cards[card_source_].kills;
        } else {
          ++stats_.source_kills[other_source_];
        }
        if (e.enemy < enemy_count) ++stats_.enemies[e.enemy].kills;
        break;
      case Tally::kBreached:
        breach_enemy_ = e.enemy < enemy_count ? e.enemy : -1;
        if (breach_enemy_ >= 0) ++stats_.enemies[breach_enemy_].breaches;
        break;
      case Tally::kBaseDamaged:
        if (breach_enemy_ >= 0) stats_.enemies[breach_enemy_].base_damage += e.amount;
        breach_enemy_ = -1;
        break;
    }
  }
}

GameStats StatsRecorder::Finish(const Catalog& catalog, const BattleState& final_state, int actions) && {
  GameStats s = std::move(stats_);
  s.finished = IsOver(final_state);
  s.won = final_state.phase == Phase::kVictory;
  s.score = final_state.score;
  s.turns = final_state.turn;
  s.base_health = final_state.base_health;
  s.shields_up = 0;
  for (const ShieldState q : final_state.shields) s.shields_up += q != ShieldState::kDown ? 1 : 0;
  s.actions = actions;
  if (s.won) {
    const BattleSummary summary = SummarizeResult(catalog, final_state, units_lost_);
    const Grade grade = GradeBattle(catalog.missions[final_state.mission], summary);
    s.stars = grade.stars;
    s.flawless = grade.flawless;
  }
  return s;
}

}  // namespace bc
