// The achievement table and its evaluation (achievement.h).
#include <algorithm>
#include <array>

#include "campaign/achievement.h"
#include "campaign/profile_economy.h"
#include "campaign/profile_progress.h"

namespace bc {

namespace {

using K = AchievementKind;

// Rewards match the art: emblem_<n> and calling_card_<n> in assets/dossier/ (n 0-18;
// 0 is standard issue).
constexpr std::array<AchievementDef, 36> kTable = {{
    {"first_contact", "FIRST CONTACT", "Win a battle. The station notes it with mild surprise.",
     K::kVictories, 1, "", "emblem_4"},
    {"paperwork_complete", "PAPERWORK COMPLETE",
     "Complete Operation Orientation. Your training is now considered a formality.",
     K::kCampaignComplete, 1, "orientation", "calling_card_9"},
    {"full_marks", "FULL MARKS", "Three stars on every mission of Operation Orientation.",
     K::kCampaignAllStars, 1, "orientation", "calling_card_14"},
    {"dust_season_survived", "DUST SEASON SURVIVED",
     "Complete Operation Dust Season. The dust did not notice.", K::kCampaignComplete, 1,
     "dust_season", "emblem_7"},
    {"dust_season_starred", "CLEAR FORECAST", "Three stars on every mission of Operation Dust Season.",
     K::kCampaignAllStars, 1, "dust_season", "emblem_2"},
    {"long_night_over", "THE NIGHT WAS LONG",
     "Complete Operation Long Night. Morning is scheduled.", K::kCampaignComplete, 1,
     "long_night", "calling_card_12"},
    {"long_night_starred", "NIGHT SHIFT SUPERVISOR",
     "Three stars on every mission of Operation Long Night.", K::kCampaignAllStars, 1,
     "long_night", "emblem_13"},
    {"annual_review_passed", "FINDINGS FAVOURABLE",
     "Complete Operation Annual Review. The findings were favourable, on balance.",
     K::kCampaignComplete, 1, "annual_review", "calling_card_10"},
    {"annual_review_starred", "CLEAN AUDIT", "Three stars on every mission of Operation Annual Review.",
     K::kCampaignAllStars, 1, "annual_review", "calling_card_8"},
    {"standing_orders_held", "GROUND HELD",
     "Complete Operation Standing Orders. The orders still stand.", K::kCampaignComplete, 1,
     "standing_orders", "calling_card_18"},
    {"standing_orders_starred", "STANDING OVATION",
     "Three stars on every mission of Operation Standing Orders.", K::kCampaignAllStars, 1,
     "standing_orders", "emblem_18"},
    {"no_further_questions", "NO FURTHER QUESTIONS",
     "Destroy THE AUDITOR. It will be in touch.", K::kKillsOf, 1, "the_auditor", "calling_card_7"},
    {"routine_maintenance", "ROUTINE MAINTENANCE", "Fight 10 battles. Any outcome counts.",
     K::kBattles, 10, "", "calling_card_15"},
    {"always_listening", "ALWAYS LISTENING", "Fight 50 battles. The Bureau has been listening.",
     K::kBattles, 50, "", "calling_card_13"},
    {"sentry_duty", "SENTRY DUTY", "Win 25 battles.", K::kVictories, 25, "", "emblem_11"},
    {"pest_control", "PEST CONTROL", "Destroy 25 Killer Krabs. They will make more.",
     K::kKillsOf, 25, "killer_krab", "calling_card_1"},
    {"shellfish_policy", "SHELLFISH POLICY", "Destroy 150 Killer Krabs. Policy is unchanged.",
     K::kKillsOf, 150, "killer_krab", "emblem_1"},
    {"grounded", "GROUNDED", "Destroy 10 Twinfin Darts. Aviation remains a privilege.",
     K::kKillsOf, 10, "twinfin_dart", "calling_card_3"},
    {"speed_bump", "SPEED BUMP", "Destroy 15 Ridge Skimmers before they reach the shields.",
     K::kKillsOf, 15, "ridge_skimmer", "calling_card_4"},
    {"initiation_rites", "INITIATION RITES",
     "Destroy 100 BLACK-STAR INITIATES. Their recruitment continues regardless.",
     K::kKillsOf, 100, "black_star_initiate", "calling_card_5"},
    {"centurion", "CENTURION", "Destroy 500 attackers of any kind.", K::kKills, 500, "",
     "emblem_8"},
    {"considerable_damage", "CONSIDERABLE DAMAGE", "Remove 1,000 attacker HP in total.",
     K::kDamage, 1000, "", "emblem_14"},
    {"nothing_to_report", "NOTHING TO REPORT",
     "Win a mission flawlessly. The insurer requests no forms.", K::kFlawlessVictories, 1, "",
     "calling_card_6"},
    {"unremarkable_excellence", "UNREMARKABLE EXCELLENCE",
     "Win 10 missions flawlessly. Nobody will mention it.", K::kFlawlessVictories, 10, "",
     "calling_card_11"},
    {"star_chart", "STAR CHART", "Hold 30 stars across all operations.", K::kTotalStars, 30, "",
     "emblem_6"},
    {"career_artillerist", "CAREER ARTILLERIST", "Fire the central cannon 50 times.",
     K::kCannonShots, 50, "", "calling_card_2"},
    {"low_expectations", "HIGH SCORE, LOW EXPECTATIONS", "Score 5,000 points in one battle.",
     K::kBestScore, 5000, "", "emblem_15"},
    {"filing_cabinet", "FILING CABINET", "Hold half of the card collection.",
     K::kCollectionPercent, 50, "", "emblem_12"},
    {"complete_set", "COMPLETE SET", "Hold the entire card collection. Storage is your problem.",
     K::kCollectionPercent, 100, "", "emblem_5"},
    {"veteran", "VETERAN", "Carry a unit to rank 4.", K::kUnitRank, 4, "", "emblem_3"},
    {"mostly_insured", "MOSTLY INSURED", "Buy an optional Basecamp service.", K::kServices, 1,
     "", "emblem_10"},
    {"maintenance_budget", "MAINTENANCE BUDGET", "Refit damaged units 10 times.", K::kRefits,
     10, "", "emblem_9"},
    {"field_posting", "FIELD POSTING", "End a field run, whichever way it ends. Attendance is noted.",
     K::kRunsEnded, 1, "", "emblem_16"},
    {"deep_field", "DEEP FIELD", "Win five sieges in one field run.", K::kRunDepth, 5, "", "calling_card_16"},
    {"temporary_permanent", "TEMPORARY, PERMANENTLY",
     "Win a field run, THE AUDITOR included. The posting is extended.", K::kRunsWon, 1, "", "emblem_17"},
    {"daily_routine", "DAILY ROUTINE", "End seven daily runs. The Bureau keeps office hours.", K::kDailyRuns, 7, "",
     "calling_card_17"},
}};

int CampaignAllStarsCount(const Profile& profile, const CampaignDef& campaign) {
  if (campaign.missions.empty()) return 0;
  for (const CampaignMissionDef& slot : campaign.missions) {
    const auto it = profile.missions.find(slot.mission);
    if (it == profile.missions.end() || it->second.stars < 3) return 0;
  }
  return 1;
}

// The stars of the missions the data has: a record of a mission it no longer has is kept
// for when the mission returns, but does not count (docs/data-format.md, "Player files").
int TotalStars(const Catalog& catalog, const Profile& profile) {
  int stars = 0;
  for (const auto& [id, record] : profile.missions) {
    if (catalog.FindMission(id) >= 0) stars += record.stars;
  }
  return stars;
}

int HighestRank(const Profile& profile) {
  int rank = 0;
  for (const auto& [id, progress] : profile.campaigns) {
    for (const CarriedUnit& unit : progress.roster) rank = std::max(rank, unit.rank);
  }
  return rank;
}

bool StartsWithNumber(const std::string& text, const std::string& prefix) {
  if (text.size() <= prefix.size() || text.compare(0, prefix.size(), prefix) != 0) return false;
  return std::all_of(text.begin() + static_cast<std::ptrdiff_t>(prefix.size()), text.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::span<const AchievementDef> Achievements() { return kTable; }

const AchievementDef* FindAchievement(const std::string& id) {
  for (const AchievementDef& def : kTable) {
    if (id == def.id) return &def;
  }
  return nullptr;
}

AchievementProgress ProgressOf(const AchievementDef& achievement, const Catalog& catalog,
                               const Campaigns& campaigns, const Profile& profile) {
  const Statistics& stats = profile.stats;
  AchievementProgress progress{0, achievement.amount};
  const std::string subject = achievement.subject;
  switch (achievement.kind) {
    case K::kVictories: progress.current = stats.victories; break;
    case K::kBattles: progress.current = stats.battles; break;
    case K::kKills: progress.current = stats.kills; break;
    case K::kKillsOf: {
      const auto it = stats.kills_by_enemy.find(subject);
      progress.current = it == stats.kills_by_enemy.end() ? 0 : it->second;
      break;
    }
    case K::kDamage: progress.current = stats.damage_dealt; break;
    case K::kFlawlessVictories: progress.current = stats.flawless_victories; break;
    case K::kCannonShots: progress.current = stats.cannon_shots; break;
    case K::kRefits: progress.current = stats.refits; break;
    case K::kBestScore: progress.current = stats.best_score; break;
    case K::kTotalStars: progress.current = TotalStars(catalog, profile); break;
    case K::kCampaignComplete: {
      const int index = FindCampaign(campaigns, subject);
      progress.current = index >= 0 && CampaignComplete(profile, campaigns[static_cast<std::size_t>(index)]) ? 1 : 0;
      break;
    }
    case K::kCampaignAllStars: {
      const int index = FindCampaign(campaigns, subject);
      progress.current = index >= 0 ? CampaignAllStarsCount(profile, campaigns[static_cast<std::size_t>(index)]) : 0;
      break;
    }
    case K::kCollectionPercent: {
      const Collection collection = CollectionOf(catalog, profile);
      // An empty catalogue collects nothing: no free trophy for a missing data folder.
      progress.current = collection.total == 0 ? 0 : collection.Percent();
      break;
    }
    case K::kUnitRank: progress.current = HighestRank(profile); break;
    case K::kServices: progress.current = static_cast<int>(profile.services.size()); break;
    case K::kRunsEnded: progress.current = stats.runs.runs; break;
    case K::kRunsWon: progress.current = stats.runs.won; break;
    case K::kRunDepth: progress.current = stats.runs.best_depth; break;
    case K::kDailyRuns: progress.current = stats.runs.daily; break;
  }
  return progress;
}

std::vector<std::string> AwardAchievements(const Catalog& catalog, const Campaigns& campaigns,
                                           Profile& profile) {
  std::vector<std::string> earned;
  for (const AchievementDef& def : kTable) {
    if (profile.achievements.count(def.id) != 0) continue;
    if (!ProgressOf(def, catalog, campaigns, profile).Met()) continue;
    profile.achievements.insert(def.id);
    profile.cosmetics.insert(def.reward);
    earned.emplace_back(def.id);
  }
  return earned;
}

bool IsEmblem(const std::string& cosmetic) { return StartsWithNumber(cosmetic, "emblem_"); }
bool IsCallingCard(const std::string& cosmetic) {
  return StartsWithNumber(cosmetic, "calling_card_");
}

}  // namespace bc
