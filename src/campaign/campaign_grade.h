// Grading a finished battle for the campaign: the summary of what happened, the star
// grade from the score and the mission's thresholds, and the lifetime payout of a grade
// (500 / 750 / 1,000 / 1,500 credits for 1 / 2 / 3 stars / flawless).
#pragma once

#include <array>
#include <map>
#include <set>
#include <string>

#include "basecommand/battle_state.h"
#include "campaign/campaign_roster.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc {

// What the campaign needs to know about a finished battle.
struct BattleSummary {
  std::string mission;         // mission id
  bool victory = false;
  int score = 0;
  int turns = 0;               // the turn the battle ended on
  int par = 0;
  int base_health = 0;         // at the end
  int base_start_health = 0;   // the mission's starting health
  int shields_up = 0;          // active (or overcharged) quadrants at the end
  int shields_started = 0;     // quadrants the mission started with up
  bool started_shields_held = false;  // every quadrant that started up is still up
  int kills = 0;
  int damage_dealt = 0;        // HP removed from attackers
  int base_damage_taken = 0;   // base health lost to breaches
  int cannon_shots = 0;
  int units_lost = 0;          // unit cards defeated
  std::map<std::string, int> kills_by_enemy;  // enemy id -> destroyed
  std::set<std::string> hostiles_seen;        // enemy ids telegraphed, landed or copied
                                              // (a concealed one: once revealed)
  Roster units;                // the unit instances at the end (campaign carry-over)
  std::string difficulty = kStandardDifficulty;  // the level fought at (the catalog's)
};

// Builds a summary from the final state and every event of the battle (the opening
// events included); `units` holds the roster's instances as the battle left them.
BattleSummary SummarizeBattle(const Catalog& catalog, const BattleState& final_state,
                              const Events& all_events);
// What a grade reads of a summary (GradeBattle: victory, score, turns, base health, the
// shields held, units lost), from the final state and the number of unit cards defeated;
// the rest is left empty. SummarizeBattle starts from it; the autoplayer counts the units
// lost as it plays and grades with it.
BattleSummary SummarizeResult(const Catalog& catalog, const BattleState& final_state, int units_lost);

struct Grade {
  int stars = 0;          // 0..3
  bool flawless = false;  // implies 3 stars

  bool operator==(const Grade&) const = default;
};

// A clean victory: no base health lost, no unit lost, won at or under par.
bool CleanVictory(const MissionDef& mission, const BattleSummary& summary);

// The fewest stars a victory earns whatever its score (the star rule of docs/balance.md).
constexpr int kVictoryStars = 1;       // any victory
constexpr int kCleanVictoryStars = 2;  // a clean victory

// Stars: a defeat earns none; a victory earns one star per threshold of
// mission.star_scores its score reaches, and at least kVictoryStars, a clean victory at
// least kCleanVictoryStars.
// Flawless: a three-star victory in which no base health was lost (health at the end at
// least the mission's starting health), every shield quadrant that started up is still
// up, and, when the mission sets flawless_score, the score reaches it.
Grade GradeBattle(const MissionDef& mission, const BattleSummary& summary);

constexpr std::array<int, 4> kStarPayouts = {0, 500, 750, 1000};  // by stars
constexpr int kFlawlessPayout = 1500;

// The lifetime payout a grade is worth on one mission.
int PayoutFor(const Grade& grade);

// What a replay pays: only the improvement over the best payout so far.
int ReplayPayout(int best_payout_so_far, const Grade& grade);

// "FLAWLESS", "3 STARS", "1 STAR", "NO STARS".
std::string GradeName(const Grade& grade);

}  // namespace bc
