// The player's profile: callsign and dossier, credits and owned cards, campaign
// progress (per-mission records and each operation's roster of carried units), the
// active siege, service statistics and earned achievements. One copyable value; the
// functions in profile_*.h change it and say why when they refuse. The data layer
// stores it (data/profile_store.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "campaign/campaign_roster.h"
#include "basecommand/difficulty.h"

namespace bc {

// The best a player has done on one mission at one difficulty level.
struct LevelRecord {
  int victories = 0;
  int best_score = 0;     // best victory score at the level
  int stars = 0;          // best stars at the level
  bool flawless = false;  // ever flawless at the level
  int payout = 0;         // credits paid for victories at the level (lifetime)
  bool operator==(const LevelRecord&) const = default;
};

// The best a player has done on one mission: over every level (what is shown), and at
// each level won. The payout is the mission's whole lifetime payout, whatever the level;
// docs/campaign.md ("Difficulty and pay") gives the rule.
struct MissionRecord {
  int plays = 0;
  int victories = 0;
  int best_score = 0;     // best victory score
  int stars = 0;          // best stars
  bool flawless = false;  // ever flawless
  int payout = 0;         // credits paid out for this mission so far (lifetime)
  std::map<std::string, LevelRecord> levels;  // difficulty id -> the record at that level

  bool operator==(const MissionRecord&) const = default;
};

// One operation's carried state.
struct CampaignProgress {
  Roster roster;  // units you keep

  bool operator==(const CampaignProgress&) const = default;
};

// A battle in progress, kept so the player can resume it: its seed and the actions taken
// (in the text form of action.h), which replay it exactly.
struct ActiveSiege {
  std::string campaign;  // "" for a skirmish
  std::string mission;
  std::uint64_t seed = 0;
  std::vector<std::string> actions;

  bool operator==(const ActiveSiege&) const = default;
};

// One line of the battle history, for the STATS charts.
struct BattleLogEntry {
  std::string mission;
  bool victory = false;
  int score = 0;
  int stars = 0;
  int turns = 0;

  bool operator==(const BattleLogEntry&) const = default;
};
// Every counter of a profile stays within 0..kMaxProfileCount: the profile reader refuses
// larger values, and AddToCount saturates there, so a counter never overflows and a
// profile the game saved is always one it can read again.
constexpr int kMaxProfileCount = 1'000'000'000;
// counter += amount, held within -kMaxProfileCount..kMaxProfileCount.
inline void AddToCount(int& counter, int amount) {
  const long long sum = static_cast<long long>(counter) + amount;
  counter = static_cast<int>(sum > kMaxProfileCount    ? kMaxProfileCount
                             : sum < -kMaxProfileCount ? -kMaxProfileCount
                                                       : sum);
}

constexpr int kHistoryLength = 50;  // most recent battles kept

// One field run as it ended (docs/campaign.md, Field runs): its seed (typed again, it
// plays the same run), the date of a daily run, the level, how deep it went, its score
// and the deck it ended with.
struct RunRecord {
  std::uint64_t seed = 0;
  std::string daily;        // "2026-12-05" for a daily run, else ""
  std::string difficulty = kStandardDifficulty;
  int depth = 0;            // sieges won
  int sieges = 0;           // sieges the run had
  int score = 0;
  std::string end;          // "won", "lost" or "abandoned"
  std::vector<std::string> deck;  // units, supports, fieldworks and doctrine, in that order

  bool operator==(const RunRecord&) const = default;
};
constexpr int kRunHistoryLength = 50;  // most recent runs kept

// The field runs' statistics, with the other statistics (an erase clears them too).
struct RunStatistics {
  int runs = 0;        // runs ended: won, lost or abandoned
  int won = 0;         // runs that won every siege, the finale included
  int daily = 0;       // daily runs ended
  int sieges_won = 0;  // over every run
  int best_depth = 0;  // most sieges won in one run
  int best_score = 0;  // best run score
  std::vector<RunRecord> history;  // oldest first, at most kRunHistoryLength

  bool operator==(const RunStatistics&) const = default;
};

// Service statistics (STATS). Erasable on their own; progress and credits are not
// statistics and survive an erase.
struct Statistics {
  int battles = 0;
  int victories = 0;
  int defeats = 0;
  int kills = 0;
  int damage_dealt = 0;
  int base_damage_taken = 0;
  int cannon_shots = 0;
  int units_lost = 0;
  int turns_played = 0;
  int flawless_victories = 0;
  int best_score = 0;
  int credits_earned = 0;
  int refits = 0;
  std::map<std::string, int> kills_by_enemy;  // enemy id -> destroyed
  std::vector<BattleLogEntry> history;        // oldest first, at most kHistoryLength
  RunStatistics runs;                         // the field runs

  bool operator==(const Statistics&) const = default;
};

// Where the credits went, for the Basecamp's trade-off display. Not a statistic.
struct Ledger {
  int earned = 0;
  int cards = 0;     // card unlocks
  int ranks = 0;     // unit ranks
  int slots = 0;     // command file slots
  int services = 0;  // optional services
  int refits = 0;    // repairs

  bool operator==(const Ledger&) const = default;
  int SpentOnServices() const { return ranks + slots + services + refits; }
};

// A field of the profile file that this version of the game does not know (one a later
// version added, or a player's own note): kept as it was found and written back to the
// same place, so that nothing a file holds is lost by loading and saving it here
// (docs/data-format.md, "Player files").
struct UnknownField {
  std::vector<std::string> parent;  // the object holding it, by key from the top: {} for
                                    // the top level, {"missions", "op_orientation_01"}
  std::string key;
  std::string json;                 // its value as JSON text

  bool operator==(const UnknownField&) const = default;
};

constexpr int kStartingCommandFileSlots = 2;
constexpr int kMaxCommandFileSlots = 6;
constexpr const char* kDefaultCallsign = "UNASSIGNED";
constexpr const char* kStandardEmblem = "emblem_0";
constexpr const char* kStandardCallingCard = "calling_card_0";

struct Profile {
  std::string callsign = kDefaultCallsign;
  std::string difficulty = kStandardDifficulty;      // the level chosen for the next battle
  std::string emblem = kStandardEmblem;              // chosen, from cosmetics
  std::string calling_card = kStandardCallingCard;   // chosen, from cosmetics
  int credits = 0;
  std::set<std::string> owned_cards;
  int command_file_slots = kStartingCommandFileSlots;  // saved custom loadouts allowed
  std::set<std::string> services;                      // optional services bought
  std::map<std::string, MissionRecord> missions;       // mission id -> record
  std::map<std::string, CampaignProgress> campaigns;   // operation id -> progress
  std::optional<ActiveSiege> active_siege;
  Statistics stats;
  Ledger ledger;
  std::set<std::string> achievements;  // earned achievement ids
  std::set<std::string> cosmetics;     // owned emblems and calling cards
  // Attacker type ids seen on the board in a recorded battle: the hostiles archive shows
  // these and keeps the rest redacted. Not a statistic: erasing statistics keeps it.
  std::set<std::string> hostiles_met;
  // The first-time tips the player has been shown (a hero, a contact, a demolition
  // charge, a lane, a splitter): each is shown once a profile. Not a statistic.
  std::set<std::string> tips_seen;
  // What the file held that this version does not read, in the order it was found.
  std::vector<UnknownField> unknown_fields;

  bool operator==(const Profile&) const = default;
};

// A profile on its first day: the starter cards owned, the standard emblem and calling
// card issued, no credits.
Profile NewProfile(const std::vector<std::string>& starter_cards);

// The answer of every profile operation: done, or refused with a reason in plain words.
struct Outcome {
  bool ok = false;
  std::string reason;  // why it was refused; empty when ok
  int credits = 0;     // credits spent (purchases) or earned (payouts)

  static Outcome Done(int credits = 0) { return Outcome{true, "", credits}; }
  static Outcome Refused(std::string why) { return Outcome{false, std::move(why), 0}; }
};

}  // namespace bc
