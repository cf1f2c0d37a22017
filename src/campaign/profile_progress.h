// Campaign progress over a Profile: which operations and missions are open (missions
// unlock in order; an operation opens when the one it requires is complete), starting a
// siege, and recording a finished battle (grade, improvement-only payout, statistics,
// carried units, first-victory card rewards, achievements).
#pragma once

#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "campaign/campaign_grade.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "basecommand/rules_text.h"

namespace bc {

// Every mission of the operation has been won at least once.
bool CampaignComplete(const Profile& profile, const CampaignDef& campaign);
// The operation is open: it requires nothing, or what it requires is complete.
bool CampaignUnlocked(const Profile& profile, const Campaigns& campaigns,
                      const CampaignDef& campaign);
// The mission at `position` is open: its operation is open and it is at most one past the
// furthest mission of the operation won, or no further than the furthest one played or
// in progress. Missions are played in order, so this is "every earlier mission has been
// won"; a mission slotted in before a profile's furthest progress never locks what it
// could play before (docs/campaign.md, Unlock order).
bool MissionUnlocked(const Profile& profile, const Campaigns& campaigns,
                     const CampaignDef& campaign, int position);
// Why the mission cannot be played, or "" when it can, in `text`'s words (English by
// default), as are the refusals below.
std::string MissionLockReason(const Profile& profile, const Campaigns& campaigns,
                              const std::string& campaign_id, const std::string& mission_id,
                              const RulesText& text = EnglishRulesText());
// Position of the first mission of the operation not yet won, or -1 when complete.
int NextMission(const Profile& profile, const CampaignDef& campaign);
// Stars held across the operation's missions (best per mission), and the most possible.
int CampaignStars(const Profile& profile, const CampaignDef& campaign);
int CampaignMaxStars(const CampaignDef& campaign);

// Starts (or restarts) a siege: the mission must be unlocked. Replaces any active siege.
// campaign_id "" starts a skirmish on any mission of the catalog.
Outcome StartSiege(const Catalog& catalog, const Campaigns& campaigns,
                   const std::string& campaign_id, const std::string& mission_id,
                   std::uint64_t seed, Profile& profile, const RulesText& text = EnglishRulesText());
// Appends one action (text form) to the active siege; refused when there is none.
Outcome RecordSiegeAction(const std::string& action_text, Profile& profile,
                          const RulesText& text = EnglishRulesText());

// What recording a battle did, for the debrief.
struct BattleReport {
  Grade grade;
  int payout = 0;                 // credits paid now (improvement only)
  bool new_best_score = false;
  bool mission_first_victory = false;
  std::string unlocked_mission;   // the next mission id, when this victory opened it
  std::vector<std::string> cards_issued;       // reward cards granted
  std::vector<std::string> new_achievements;   // achievement ids earned
};

// Records a finished battle. In an operation (campaign_id not ""): the mission must be
// unlocked; the record keeps the best score and stars, the payout is the improvement over
// the best payout so far, the roster takes the units the battle ended with (when the
// operation carries units), and the first victory issues the mission's reward cards.
// Every battle, skirmish or not, updates the statistics, ends the active siege for that
// mission and checks the achievements. Refused (nothing changed) when the mission is
// unknown or locked.
Outcome RecordBattle(const Catalog& catalog, const Campaigns& campaigns,
                     const std::string& campaign_id, const BattleSummary& summary,
                     Profile& profile, BattleReport* report = nullptr,
                     const RulesText& text = EnglishRulesText());

}  // namespace bc
