// The rulebook's fixed numbers, each named once. The rules core resolves with these, and
// the game's tooltips and help quote them, so a number a player reads is the number that
// applies. Numbers that vary by weapon, card, enemy or mission are data, not here.
#pragma once

namespace bc {

// Base. Every mission starts at this health at the standard difficulty (a mission file
// cannot change it; a lower start may come only as a declared difficulty modifier).
constexpr int kStandardBaseHealth = 10;

// Shields: the damage a blocking shield deals to the breaching attacker.
constexpr int kShieldBlockDamage = 1;       // a normal shield, consumed by the block
constexpr int kOverchargedBlockDamage = 2;  // an overcharged shield, which stays up

// Terrain.
constexpr int kBashDamage = 2;              // a ground attacker bashing a barricade takes this
constexpr int kMaxPlayerBarricades = 3;     // player-built barricades standing at once
constexpr int kTerrainActionsPerTurn = 1;

// Posts (docs/rules.md, Posts; a mission turns them on and sets how many at once, up to
// this): the most posts a battle state has room for; the damage a demolition charge's
// blast deals a posted unit; how near a jammer stops a posted unit's orders.
constexpr int kMaxPosts = 4;
constexpr int kPostBlastDamage = 2;
constexpr int kJammerReach = 2;

// Discard points: at the start, +1 at each end of turn, up to the cap.
constexpr int kDiscardStart = 1;
constexpr int kDiscardCap = 2;

// Scoring: points per enemy HP removed and per enemy destroyed, times the multiplier;
// the multiplier runs from x1 to its cap.
constexpr int kPointsPerHp = 10;
constexpr int kPointsPerKill = 50;
constexpr int kMaxMultiplier = 5;

// The victory bonus, once: per base health point left, per shield up, per turn under par.
constexpr int kVictoryPointsPerBaseHealth = 200;
constexpr int kVictoryPointsPerShield = 300;
constexpr int kVictoryPointsPerTurnUnderPar = 150;

// Unit perks (card_defs.h Perk): Squad Leader's firepower for each other unit in the
// hand, Fury's firepower while hurt, the most damage one blow deals to a Behemoth, and
// Luck's added chance of a critical blow (percent).
constexpr int kSquadLeaderBonus = 1;
constexpr int kFuryBonus = 1;
constexpr int kBehemothCap = 2;
constexpr int kLuckCrit = 25;

}  // namespace bc
