// The autoplayer: plays one whole battle with a policy (policy.h) and reports what
// happened, in numbers derived from the battle's events. Deterministic: the same
// catalog, setup, policy and policy seed give the same actions and final state.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"

namespace bc {

// What one card did in one battle.
struct CardPlayStats {
  int plays = 0;   // times played (unit, support or fieldwork)
  int damage = 0;  // attacker HP it removed (its engagement, effects, triggers)
  int kills = 0;   // attackers it destroyed

  bool operator==(const CardPlayStats&) const = default;
};

// What the attackers of one enemy type did in one battle.
struct EnemyPlayStats {
  int base_damage = 0;  // base health taken
  int breaches = 0;     // breaches, blocked or not
  int kills = 0;        // destroyed

  bool operator==(const EnemyPlayStats&) const = default;
};

// Damage and kills not made by a card.
enum class DamageSource : std::uint8_t { kCannon = 0, kShield, kBash, kStatus, kOther };
constexpr int kDamageSourceCount = 5;
const char* DamageSourceName(DamageSource source);  // "cannon", "shield", ...

struct GameStats {
  bool finished = false;  // the battle ended (won or lost) within the turn cap
  bool won = false;
  int stars = 0;          // campaign grade of the result (0 for a defeat)
  bool flawless = false;
  int score = 0;
  int turns = 0;          // the turn the battle ended on
  int base_health = 0;    // left at the end
  int shields_up = 0;     // active quadrants at the end
  int actions = 0;        // player actions applied, end turns included
  std::vector<CardPlayStats> cards;          // by CardIndex (catalog.cards.size())
  std::vector<EnemyPlayStats> enemies;       // by EnemyIndex (catalog.enemies.size())
  std::array<int, kDamageSourceCount> source_damage{};  // by DamageSource
  std::array<int, kDamageSourceCount> source_kills{};

  bool operator==(const GameStats&) const = default;
};

// Reads a battle's events, action by action, into GameStats. Used by PlayGame; usable on
// its own for a recorded battle.
class StatsRecorder {
 public:
  explicit StatsRecorder(const Catalog& catalog);
  // Events of NewBattle, or of one applied action.
  void Observe(const Events& events);
  // Fills the result fields from the final state (grade from the mission's thresholds,
  // as SummarizeBattle and GradeBattle give it, with the units lost counted as observed).
  // The recorder is spent: its numbers move into the result.
  GameStats Finish(const Catalog& catalog, const BattleState& final_state, int actions) &&;

 private:
  GameStats stats_;
  int card_count_ = 0;    // stats_.cards.size(), stats_.enemies.size()
  int enemy_count_ = 0;
  int card_source_ = -1;  // card credited with damage now, or -1
  int other_source_ = static_cast<int>(DamageSource::kOther);
  int breach_enemy_ = -1;
  int units_lost_ = 0;    // unit cards defeated (kEventUnitDefeated)
};

struct PlayOptions {
  int max_turns = 100;       // a battle still running on this turn stops, unfinished
  int max_actions = 5000;    // the same for actions (a policy that never ends its turn)
  bool keep_events = false;  // keep every event (for a log)
  bool keep_actions = true;  // keep the actions (GameRecord::actions: the replay)
  // Where each action's events are written, kept from one game to the next by a caller
  // that plays many, so that a game allocates none; null: a buffer of PlayGame's own.
  Events* step_buffer = nullptr;
};

struct GameRecord {
  BattleSetup setup;
  std::uint64_t policy_seed = 0;
  std::vector<Action> actions;      // (when keep_actions)
  Events opening;                   // NewBattle's events (when keep_events)
  std::vector<Events> action_events;  // the events of each action (when keep_events)
  BattleState final_state;
  GameStats stats;
};

// Plays setup's battle to its end with `policy`, whose Rng is seeded from policy_seed.
GameRecord PlayGame(const Catalog& catalog, const BattleSetup& setup, Policy& policy,
                    std::uint64_t policy_seed, const PlayOptions& options = {});

}  // namespace bc
