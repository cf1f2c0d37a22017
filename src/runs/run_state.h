// A field run as a value, and the one door it changes through. A run is a chain of
// generated sieges of rising threat (run_rules.h) fought with one deck and one roster of
// units: their HP, rank and upgrades carry from siege to siege. After each victory but
// the finale's the player drafts one of a few cards (or none) and takes one stop of the
// map's fork after it (repair, promotion, redundancy, supply); a lost siege ends the run.
// Everything a run draws (its sieges, their battles' seeds, the offers, the map) comes
// from its seed, so a seed typed again plays the same run (docs/campaign.md, Field runs).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/carried_units.h"
#include "basecommand/catalog.h"
#include "basecommand/difficulty.h"
#include "basecommand/rules.h"
#include "runs/run_rules.h"

namespace bc::runs {

// Where the run stands: what the player is asked next.
enum class RunStage : std::uint8_t {
  kSiege,       // the next siege awaits its battle
  kDraft,       // a victory: choose one of the offered cards, or none
  kMap,         // choose a stop of the fork
  kPromotion,   // the promotion stop: choose a unit
  kRedundancy,  // the redundancy stop: choose a card to strike and one to double
  kSupply,      // the supply stop: choose one of its cards, or none
  kOver,        // the run is over
};
inline constexpr int kRunStageCount = 7;
const char* RunStageName(RunStage stage);  // "siege", "draft", ...
bool ParseRunStage(const std::string& name, RunStage& out);

enum class RunEnd : std::uint8_t { kNone, kWon, kLost, kAbandoned };
const char* RunEndName(RunEnd end);  // "", "won", "lost", "abandoned"
bool ParseRunEnd(const std::string& name, RunEnd& out);

// The run's deck as a loadout's parts (8 units, 16 supports, 2 fieldworks, a doctrine and
// the weapon), always a legal deck.
struct RunDeck {
  std::vector<std::string> units;
  std::vector<std::string> supports;
  std::vector<std::string> fieldworks;
  std::string doctrine;
  std::string weapon;
  bool operator==(const RunDeck&) const = default;
};
LoadoutDef DeckLoadout(const RunDeck& deck);  // id "field_run"
RunDeck DeckOf(const LoadoutDef& loadout);

struct RunState {
  std::uint64_t seed = 0;
  std::string daily;                         // "2026-12-05" for a daily run, else ""
  std::string difficulty = kStandardDifficulty;
  int depth = 0;                             // sieges won
  RunStage stage = RunStage::kSiege;
  RunEnd end = RunEnd::kNone;
  RunDeck deck;
  Roster units;                              // units[i] is deck.units[i]'s record
  std::vector<int> scores;                   // each won siege's score, in order
  std::vector<StopKind> stops;               // the stop taken after each won siege
  bool operator==(const RunState&) const = default;

  int Score() const;                         // the sieges' scores summed
};

// --- What the seed decides ----------------------------------------------------------
// The seed of the siege at `depth` (0 = the first) and of its battle.
std::uint64_t SiegeSeed(std::uint64_t run_seed, int depth);
std::uint64_t BattleSeed(std::uint64_t run_seed, int depth);
// The daily run's seed for a date: the same on every machine (1..999,999,999).
std::uint64_t DailySeed(int year, int month, int day);
// "2026-12-05".
std::string DailyName(int year, int month, int day);
// The date a daily run's name stands for ("2026-12-05": four digits, two, two, a real
// day of the Gregorian calendar), or false with year, month and day unchanged.
bool ParseDailyName(const std::string& name, int& year, int& month, int& day);
// The threat of the siege at `depth`; 0 past the last.
int ThreatAt(const RunRules& rules, int depth);
int SiegeCount(const RunRules& rules);
// The stops offered after the siege at `depth` is won (none after the finale).
std::vector<StopKind> Fork(const RunRules& rules, std::uint64_t run_seed, int depth);

// --- Starting and fighting ----------------------------------------------------------
// A new run: the rules' starting deck, every unit fresh. The deck must be a legal one
// (the loader checks the rules' loadout).
RunState StartRun(const Catalog& catalog, const RunRules& rules, std::uint64_t seed,
                  const std::string& difficulty, const std::string& daily = "");
// The battle of the current siege, `mission` being its index in the run's catalog: the
// run's deck and units, the siege's battle seed, the run's level.
BattleSetup RunBattleSetup(const RunState& run, MissionIndex mission);

// --- The offers ---------------------------------------------------------------------
// Whether the card may be offered to the deck: it is deckable and, whichever card of its
// family it replaces, the deck stays legal (a copy under its limit; no second hero; a
// fieldwork not in the kit; another doctrine).
bool Draftable(const Catalog& catalog, const RunDeck& deck, int card);
// The draft after the siege at depth-1 was won, and the supply stop's pick: card indices,
// distinct, every one Draftable, drawn from the seed by rarity weight.
std::vector<int> DraftOffers(const Catalog& catalog, const RunRules& rules, const RunState& run);
std::vector<int> SupplyOffers(const Catalog& catalog, const RunRules& rules, const RunState& run);

// --- The one door -------------------------------------------------------------------
enum class RunActionKind : std::uint8_t {
  kWin,         // the siege's battle won: `score`, and `units` as the battle left them
  kLose,        // the siege's battle lost
  kDraft,       // take offered `card` in place of the card at `position` of its family
  kSkip,        // take nothing (the draft, the supply stop, a promotion with nobody to promote)
  kStop,        // take the fork's stop at `position`
  kPromote,     // promote the unit at `position`
  kRedundancy,  // strike the card at `position` of `card`'s family; a copy of `card` takes its place
  kSupply,      // take supplied `card` in place of the card at `position` of its family
  kAbandon,     // end the run here
};
struct RunAction {
  RunActionKind kind = RunActionKind::kSkip;
  std::string card;
  int position = -1;
  int score = 0;
  Roster units;
  static RunAction Win(int score, Roster units) { return {RunActionKind::kWin, "", -1, score, std::move(units)}; }
  static RunAction Lose() { return {RunActionKind::kLose, "", -1, 0, {}}; }
  static RunAction Draft(std::string card, int position) { return {RunActionKind::kDraft, std::move(card), position, 0, {}}; }
  static RunAction Skip() { return {RunActionKind::kSkip, "", -1, 0, {}}; }
  static RunAction Stop(int index) { return {RunActionKind::kStop, "", index, 0, {}}; }
  static RunAction Promote(int unit) { return {RunActionKind::kPromote, "", unit, 0, {}}; }
  static RunAction Redundancy(std::string doubled, int struck) {
    return {RunActionKind::kRedundancy, std::move(doubled), struck, 0, {}};
  }
  static RunAction Supply(std::string card, int position) { return {RunActionKind::kSupply, std::move(card), position, 0, {}}; }
  static RunAction Abandon() { return {RunActionKind::kAbandon, "", -1, 0, {}}; }
};

// "" when the action may be taken now, else why not (in plain English, for the CLI and
// the tests; the game words its own refusals before offering anything it would refuse).
std::string CheckRunAction(const Catalog& catalog, const RunRules& rules, const RunState& run,
                           const RunAction& action);
// Checks, then changes the run; returns the reason and changes nothing when refused.
std::string ApplyRunAction(const Catalog& catalog, const RunRules& rules, RunState& run, const RunAction& action);

// The cards of a family in the deck, in order ("unit", "support", "fieldwork"; the
// doctrine alone for "doctrine").
const std::vector<std::string>* FamilyPart(const RunDeck& deck, CardFamily family);
// The deck after `card` takes the place of the card at `position` of its family (the
// doctrine: replaced whatever the position).
RunDeck Swapped(const Catalog& catalog, const RunDeck& deck, const std::string& card, int position);

}  // namespace bc::runs
