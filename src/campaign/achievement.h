// Achievements: dry commendations earned from statistics and progress, each unlocking
// one emblem (EMBLEM CABINET) or calling card (CALLING CARD ARCHIVE). Conditions use a
// small vocabulary (what is counted, how much, and of what), so the table below reads as
// data; docs/campaign.md lists every one.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"

namespace bc {

enum class AchievementKind {
  kVictories,          // statistics: victories >= amount
  kBattles,            // statistics: battles >= amount
  kKills,              // statistics: kills >= amount
  kKillsOf,            // statistics: kills of enemy `subject` >= amount
  kDamage,             // statistics: damage dealt >= amount
  kFlawlessVictories,  // statistics: flawless victories >= amount
  kCannonShots,        // statistics: cannon shots >= amount
  kRefits,             // statistics: refits bought >= amount
  kBestScore,          // statistics: best score >= amount
  kTotalStars,         // progress: stars held across every mission >= amount
  kCampaignComplete,   // progress: every mission of operation `subject` won
  kCampaignAllStars,   // progress: three stars on every mission of operation `subject`
  kCollectionPercent,  // progress: collection percentage >= amount
  kUnitRank,           // progress: a carried unit at rank >= amount
  kServices,           // progress: optional services bought >= amount
  kRunsEnded,          // statistics: field runs ended >= amount
  kRunsWon,            // statistics: field runs won >= amount
  kRunDepth,           // statistics: sieges won in one field run >= amount
  kDailyRuns,          // statistics: daily runs ended >= amount
};

struct AchievementDef {
  const char* id;
  const char* name;
  const char* description;
  AchievementKind kind;
  int amount;
  const char* subject;  // enemy or operation id, or ""
  const char* reward;   // "emblem_<n>" or "calling_card_<n>"
};

// Every achievement, in display order.
std::span<const AchievementDef> Achievements();
const AchievementDef* FindAchievement(const std::string& id);

// How far the profile is towards the achievement: (current, target).
struct AchievementProgress {
  int current = 0;
  int target = 0;
  bool Met() const { return current >= target; }
};
AchievementProgress ProgressOf(const AchievementDef& achievement, const Catalog& catalog,
                               const Campaigns& campaigns, const Profile& profile);

// Marks every achievement whose condition now holds as earned and adds its reward to the
// profile's cosmetics. Returns the ids earned by this call, in display order.
std::vector<std::string> AwardAchievements(const Catalog& catalog, const Campaigns& campaigns,
                                           Profile& profile);

// "emblem_3" -> true; anything else that names no cosmetic -> false.
bool IsEmblem(const std::string& cosmetic);
bool IsCallingCard(const std::string& cosmetic);

}  // namespace bc
