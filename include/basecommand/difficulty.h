// Difficulty levels: a named set of declared modifiers (data/difficulties.json) that
// rewrite a mission before a battle of it is set up. STANDARD, the rulebook exactly,
// declares none and rewrites nothing. Every modifier changes the mission's own data (its
// base start, its discard start, its schedule), so the battle then runs on the ordinary
// rules: an added attacker is telegraphed, lands and is shown like any other, and the
// intents stay true. What each modifier does: docs/rules.md ("Difficulty levels").
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "basecommand/rules_text.h"

namespace bc {

struct MissionDef;
struct Catalog;

// The level every battle is fought at unless another is chosen; a profile or a save
// that names none reads as this one.
inline constexpr const char* kStandardDifficulty = "standard";

// The most a level may pay, percent of the rate (the profile reader's bound on payouts).
inline constexpr int kMaxCreditPercent = 300;

// The modifiers a level declares. Zero (or 100 for a percentage) changes nothing.
struct DifficultyModifiers {
  int base_health = 0;         // added to the starting (and maximum) base health; at least 1 remains
  int discard_start = 0;       // added to the discard points at the start (held within 0 .. cap)
  int extra_attackers = 0;     // each wave of the schedule gains this many attackers
  int schedule_percent = 100;  // turns after the first are scaled to this share (rounded up)

  bool operator==(const DifficultyModifiers&) const = default;
};

struct DifficultyDef {
  std::string id;
  std::string name;     // "AUDIT"
  std::string summary;  // one line for the player, in the Bureau's voice
  DifficultyModifiers modifiers;
  int credit_percent = 100;  // campaign credits paid at this level, percent of the rate

  bool operator==(const DifficultyDef&) const = default;
};

// STANDARD as the rulebook has it: no modifiers, the rate paid. What a catalog without a
// difficulties file plays.
DifficultyDef RulebookDifficulty();

// The level `id` names: the catalog's, or the rulebook's STANDARD when the catalog has
// none of that id and `id` is kStandardDifficulty. Nothing for an unknown id.
std::optional<DifficultyDef> FindLevel(const Catalog& catalog, const std::string& id);

// The modifiers change nothing (STANDARD).
bool IsIdentity(const DifficultyModifiers& modifiers);

// The mission as the level fights it. Its star thresholds become the level's own (its
// level_stars entry for the level's id; STANDARD's, as loaded, when it has none). Waves are
// the schedule's entries sharing a turn;
// each gains `extra_attackers` copies of its entry with the fewest hit points (the first
// such, by the catalog's enemy types) placed right after the wave; a copy of an
// exact-cell entry enters that cell's sector instead (or the same cell when the mission
// has no deployment cells of its kind). Then every entry's turn t after the
// first becomes 1 + ceil((t - 1) * schedule_percent / 100), which keeps the order, keeps
// turn 1 for the opening wave and turn 2 or later for every other. Identity modifiers
// leave the rest of the mission unchanged.
MissionDef MissionAtDifficulty(const Catalog& catalog, const MissionDef& mission, const DifficultyDef& level);

// The catalog with every mission at the level (derived fields recomputed), and
// `difficulty` set to its id. Indices of everything stay as they were.
Catalog CatalogAtDifficulty(const Catalog& catalog, const DifficultyDef& level);

// The mission's own star thresholds at `level` (a difficulty id), or nothing when it has
// none there (STANDARD's are star_scores).
const std::array<int, 3>* LevelStarScores(const MissionDef& mission, const std::string& level);

// Credits a level pays for a grade worth `credits` at STANDARD: credits * percent / 100,
// rounded down.
int CreditsAtDifficulty(int credits, const DifficultyDef& level);

// The modifiers in words for the briefing, one line each, quoting the numbers that
// apply; STANDARD gets one line saying it is the rulebook. In `text`'s words: English for
// the command line, the catalogue's for the game's briefing and picker.
std::vector<std::string> DescribeDifficulty(const DifficultyDef& level, const RulesText& text = EnglishRulesText());

}  // namespace bc
