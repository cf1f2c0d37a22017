// Campaign progress over a Profile (profile_progress.h).
#include "campaign/profile_progress.h"

#include <algorithm>

#include "campaign/achievement.h"
#include "basecommand/difficulty.h"
#include "campaign/profile_economy.h"

namespace bc {

namespace {

bool Won(const Profile& profile, const std::string& mission_id) {
  const auto it = profile.missions.find(mission_id);
  return it != profile.missions.end() && it->second.victories > 0;
}

// How far down the operation's list the profile may play (0-based, inclusive): one past
// the furthest mission won, or the furthest mission it has played or has a siege in
// progress on, whichever is further. For a list that never changes this is "every
// earlier mission won"; when missions are slotted into an operation a profile is part-way
// through, nothing it could play before is locked (docs/campaign.md, Unlock order).
int OpenThrough(const Profile& profile, const CampaignDef& campaign) {
  int open = 0;
  for (std::size_t i = 0; i < campaign.missions.size(); ++i) {
    const std::string& id = campaign.missions[i].mission;
    const int at = static_cast<int>(i);
    const auto it = profile.missions.find(id);
    if (it != profile.missions.end() && it->second.victories > 0) {
      open = std::max(open, at + 1);
    } else if (it != profile.missions.end() && it->second.plays > 0) {
      open = std::max(open, at);
    }
    if (profile.active_siege && profile.active_siege->campaign == campaign.id &&
        profile.active_siege->mission == id) {
      open = std::max(open, at);
    }
  }
  return open;
}

void UpdateStatistics(const BattleSummary& summary, const Grade& grade, Statistics& stats) {
  AddToCount(stats.battles, 1);
  if (summary.victory) {
    AddToCount(stats.victories, 1);
    stats.best_score = std::max(stats.best_score, summary.score);
  } else {
    AddToCount(stats.defeats, 1);
  }
  if (grade.flawless) AddToCount(stats.flawless_victories, 1);
  AddToCount(stats.kills, summary.kills);
  AddToCount(stats.damage_dealt, summary.damage_dealt);
  AddToCount(stats.base_damage_taken, summary.base_damage_taken);
  AddToCount(stats.cannon_shots, summary.cannon_shots);
  AddToCount(stats.units_lost, summary.units_lost);
  AddToCount(stats.turns_played, summary.turns);
  for (const auto& [enemy, kills] : summary.kills_by_enemy) AddToCount(stats.kills_by_enemy[enemy], kills);
  stats.history.push_back(
      BattleLogEntry{summary.mission, summary.victory, summary.score, grade.stars, summary.turns});
  if (stats.history.size() > static_cast<std::size_t>(kHistoryLength)) {
    stats.history.erase(stats.history.begin(),
                        stats.history.end() - static_cast<std::ptrdiff_t>(kHistoryLength));
  }
}

}  // namespace

bool CampaignComplete(const Profile& profile, const CampaignDef& campaign) {
  if (campaign.missions.empty()) return false;
  return std::all_of(campaign.missions.begin(), campaign.missions.end(),
                     [&](const CampaignMissionDef& slot) { return Won(profile, slot.mission); });
}

bool CampaignUnlocked(const Profile& profile, const Campaigns& campaigns,
                      const CampaignDef& campaign) {
  if (campaign.requires_campaign.empty()) return true;
  const int required = FindCampaign(campaigns, campaign.requires_campaign);
  return required >= 0 && CampaignComplete(profile, campaigns[static_cast<std::size_t>(required)]);
}

bool MissionUnlocked(const Profile& profile, const Campaigns& campaigns,
                     const CampaignDef& campaign, int position) {
  if (position < 0 || position >= static_cast<int>(campaign.missions.size())) return false;
  if (!CampaignUnlocked(profile, campaigns, campaign)) return false;
  return position <= OpenThrough(profile, campaign);
}

std::string MissionLockReason(const Profile& profile, const Campaigns& campaigns,
                              const std::string& campaign_id, const std::string& mission_id,
                              const RulesText& t) {
  const int index = FindCampaign(campaigns, campaign_id);
  if (index < 0) return FillPlaces(t.Phrase("there is no operation called '{0}'"), {campaign_id});
  const CampaignDef& campaign = campaigns[static_cast<std::size_t>(index)];
  const int position = FindCampaignMission(campaign, mission_id);
  if (position < 0) {
    return FillPlaces(t.Phrase("mission '{0}' is not part of {1}"), {mission_id, campaign.name});
  }
  if (!CampaignUnlocked(profile, campaigns, campaign)) {
    const int required = FindCampaign(campaigns, campaign.requires_campaign);
    const std::string name =
        required >= 0 ? campaigns[static_cast<std::size_t>(required)].name : campaign.requires_campaign;
    // TRANSLATORS: {0} the locked operation, {1} the operation to complete first.
    return FillPlaces(t.Phrase("{0} is locked: complete {1} first"), {campaign.name, name});
  }
  // The mission at the edge of what is open is never won (the furthest won is before it).
  const int open = OpenThrough(profile, campaign);
  if (position > open) {
    // TRANSLATORS: {0} the locked mission's number, {1} the number of the mission to win first, {2} the operation.
    return FillPlaces(t.Phrase("mission {0} is locked: win mission {1} of {2} first"),
                      {std::to_string(position + 1), std::to_string(open + 1), campaign.name});
  }
  return "";
}

int NextMission(const Profile& profile, const CampaignDef& campaign) {
  for (std::size_t i = 0; i < campaign.missions.size(); ++i) {
    if (!Won(profile, campaign.missions[i].mission)) return static_cast<int>(i);
  }
  return -1;
}

int CampaignStars(const Profile& profile, const CampaignDef& campaign) {
  int stars = 0;
  for (const CampaignMissionDef& slot : campaign.missions) {
    const auto it = profile.missions.find(slot.mission);
    if (it != profile.missions.end()) stars += it->second.stars;
  }
  return stars;
}

int CampaignMaxStars(const CampaignDef& campaign) {
  return 3 * static_cast<int>(campaign.missions.size());
}

Outcome StartSiege(const Catalog& catalog, const Campaigns& campaigns,
                   const std::string& campaign_id, const std::string& mission_id,
                   std::uint64_t seed, Profile& profile, const RulesText& t) {
  if (catalog.FindMission(mission_id) < 0) {
    return Outcome::Refused(FillPlaces(t.Phrase("there is no mission called '{0}'"), {mission_id}));
  }
  if (!campaign_id.empty()) {
    const std::string lock = MissionLockReason(profile, campaigns, campaign_id, mission_id, t);
    if (!lock.empty()) return Outcome::Refused(lock);
  }
  profile.active_siege = ActiveSiege{campaign_id, mission_id, seed, {}};
  return Outcome::Done();
}

Outcome RecordSiegeAction(const std::string& action_text, Profile& profile, const RulesText& t) {
  if (!profile.active_siege) return Outcome::Refused(t.Phrase("no siege is in progress"));
  profile.active_siege->actions.push_back(action_text);
  return Outcome::Done();
}

Outcome RecordBattle(const Catalog& catalog, const Campaigns& campaigns,
                     const std::string& campaign_id, const BattleSummary& summary,
                     Profile& profile, BattleReport* report, const RulesText& t) {
  const int mission_index = catalog.FindMission(summary.mission);
  if (mission_index < 0) {
    return Outcome::Refused(FillPlaces(t.Phrase("there is no mission called '{0}'"), {summary.mission}));
  }
  const MissionDef& mission = catalog.missions[static_cast<std::size_t>(mission_index)];
  const CampaignDef* campaign = nullptr;
  int position = -1;
  if (!campaign_id.empty()) {
    const std::string lock = MissionLockReason(profile, campaigns, campaign_id, summary.mission, t);
    if (!lock.empty()) return Outcome::Refused(lock);
    campaign = &campaigns[static_cast<std::size_t>(FindCampaign(campaigns, campaign_id))];
    position = FindCampaignMission(*campaign, summary.mission);
  }

  BattleReport local;
  BattleReport& out = report != nullptr ? *report : local;
  out = BattleReport{};
  out.grade = GradeBattle(mission, summary);
  int payout = 0;

  if (campaign != nullptr) {
    MissionRecord& record = profile.missions[summary.mission];
    const bool was_won = record.victories > 0;
    AddToCount(record.plays, 1);
    if (summary.victory) {
      AddToCount(record.victories, 1);
      out.new_best_score = !was_won || summary.score > record.best_score;
      record.best_score = was_won ? std::max(record.best_score, summary.score) : summary.score;
      record.stars = std::max(record.stars, out.grade.stars);
      record.flawless = record.flawless || out.grade.flawless;
      // The level's share of the grade's payout, less what the mission has paid so far
      // at any level: a harder level pays more, and no level pays twice for the same.
      const std::optional<DifficultyDef> level = FindLevel(catalog, summary.difficulty);
      const int worth = level ? CreditsAtDifficulty(PayoutFor(out.grade), *level) : PayoutFor(out.grade);
      payout = std::max(0, worth - record.payout);
      AddToCount(record.payout, payout);
      LevelRecord& at_level = record.levels[level ? level->id : std::string(kStandardDifficulty)];
      const bool level_won = at_level.victories > 0;
      AddToCount(at_level.victories, 1);
      at_level.best_score = level_won ? std::max(at_level.best_score, summary.score) : summary.score;
      at_level.stars = std::max(at_level.stars, out.grade.stars);
      at_level.flawless = at_level.flawless || out.grade.flawless;
      AddToCount(at_level.payout, payout);
      if (!was_won) {
        out.mission_first_victory = true;
        const CampaignMissionDef& slot = campaign->missions[static_cast<std::size_t>(position)];
        for (const std::string& card : slot.reward_cards) {
          if (profile.owned_cards.insert(card).second) out.cards_issued.push_back(card);
        }
        const std::size_t next = static_cast<std::size_t>(position) + 1;
        if (next < campaign->missions.size()) out.unlocked_mission = campaign->missions[next].mission;
      }
    }
    // Only a victory carries: a lost battle leaves the roster as it was before it, so
    // losses cannot spiral (and RETRY and a relaunch start from the same units).
    if (campaign->carry_units && summary.victory && !summary.units.empty()) {
      CarryUnits(summary.units, profile.services.count(kServiceRecoveryContract) != 0,
                 profile.campaigns[campaign->id].roster);
    }
  }

  AddToCount(profile.credits, payout);
  AddToCount(profile.ledger.earned, payout);
  AddToCount(profile.stats.credits_earned, payout);
  out.payout = payout;
  UpdateStatistics(summary, out.grade, profile.stats);
  profile.hostiles_met.insert(summary.hostiles_seen.begin(), summary.hostiles_seen.end());
  if (profile.active_siege && profile.active_siege->mission == summary.mission &&
      profile.active_siege->campaign == campaign_id) {
    profile.active_siege.reset();
  }
  out.new_achievements = AwardAchievements(catalog, campaigns, profile);
  return Outcome::Done(payout);
}

}  // namespace bc
