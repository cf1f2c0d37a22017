#include "session/profile_session.h"

#include <optional>
#include <utility>

#include "session/catalogue_rules_text.h"
#include "session/command_files.h"
#include "session/siege_save.h"
#include "campaign/campaign_roster.h"
#include "campaign/profile_economy.h"
#include "data/profile_store.h"
#include "i18n/translate.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;
using i18n::TrCtx;
using i18n::TrData;
using i18n::TrN;

ProfileSession::ProfileSession(std::filesystem::path folder, const Catalog& catalog,
                               const Campaigns& campaigns)
    : folder_(std::move(folder)), catalog_(&catalog), campaigns_(&campaigns) {
  data::ProfileLoad load = data::LoadProfile(folder_, StarterCards(catalog));
  profile_ = std::move(load.profile);
  from_backup_ = load.source == data::ProfileLoad::Source::kBackup;
  if (!load.message.empty()) lasting_notices_.push_back({load.message, load.details});
  // A profile recovered from a backup, or one set aside, or one salvaged, is written
  // back at once so that the main file is whole again and reads as it is.
  if (!load.moved_aside.empty() || load.salvaged) Save();
  RefreshCommandFiles();
}

Outcome ProfileSession::Apply(const ProfileCommand& command) {
  return Change([&](Profile& p) { return ApplyProfileCommand(*catalog_, command, p); });
}

void ProfileSession::RefreshCommandFiles() {
  command_files_ = ListCommandFiles(folder_);
  chosen_command_file_ = ReadChosenCommandFile(folder_);
}

Reply ProfileSession::Carry(const Request& request) {
  Reply reply;
  reply.request = request;
  auto answer = [&](bool ok, std::string why) {
    reply.ok = ok;
    reply.text = ok ? request.done : std::move(why);
    return reply;
  };
  switch (request.kind) {
    case Request::Kind::kProfile: {
      const Outcome outcome = Apply(request.profile);
      return answer(outcome.ok, outcome.reason);
    }
    case Request::Kind::kSaveCommandFile: {
      reply.problems = SaveCommandFile(folder_, *catalog_, profile_, request.loadout);
      RefreshCommandFiles();
      return answer(reply.problems.empty(), reply.problems.empty() ? "" : reply.problems.front());
    }
    case Request::Kind::kChooseCommandFile: {
      const std::string error = WriteChosenCommandFile(folder_, request.name);
      RefreshCommandFiles();
      return answer(error.empty(), error);
    }
    case Request::Kind::kDeleteCommandFile: {
      const bool deleted = DeleteCommandFile(folder_, request.name);
      if (deleted && chosen_command_file_ == request.name) WriteChosenCommandFile(folder_, "");
      RefreshCommandFiles();
      return answer(deleted, Format(Tr("there was no command file called \"{0}\""), {request.name}));
    }
    case Request::Kind::kClearSiege: {
      const std::filesystem::path path = SiegeSavePath(folder_);
      std::error_code ec;
      const bool had_file = std::filesystem::exists(path, ec);
      EraseSiegeSave(path);
      const bool had_record = Apply(ProfileCommand::ClearActiveSiege()).ok;
      reply.ok = true;
      reply.text = had_file || had_record ? Tr("The active siege is cleared. The attackers have been told.")
                                          : Tr("There was no active siege to clear.");
      return reply;
    }
  }
  return answer(false, Tr("that is not something the Bureau files"));
}

Outcome ProfileSession::Change(const std::function<Outcome(Profile&)>& change) {
  Profile draft = profile_;
  Outcome outcome = change(draft);
  if (!outcome.ok) return outcome;
  profile_ = std::move(draft);
  Save();
  return outcome;
}

bool ProfileSession::Save() {
  const std::string error = data::SaveProfile(folder_, profile_);
  if (!error.empty()) {
    notices_.push_back(
        Format(Tr("Campaign records could not be saved: {0} They stay in play and will be saved at the next change."),
               {error}));
    return false;
  }
  ++saves_;
  return true;
}

BattleRecord ProfileSession::RecordFinishedBattle(const BattleSummary& summary, const std::string& battle_key) {
  BattleRecord record;
  if (!battle_key.empty() && battle_key == last_battle_key_) {
    record.message = Tr("This battle is already on record.");
    return record;
  }
  const int index = CampaignOfMission(*campaigns_, summary.mission);
  std::string campaign = index >= 0 ? (*campaigns_)[static_cast<std::size_t>(index)].id : "";
  std::string lock;
  if (!campaign.empty()) {
    lock = MissionLockReason(profile_, *campaigns_, campaign, summary.mission, CatalogueRules());
    if (!lock.empty()) campaign.clear();
  }
  Profile draft = profile_;
  const Outcome outcome = RecordBattle(*catalog_, *campaigns_, campaign, summary, draft, &record.report, CatalogueRules());
  if (!outcome.ok) {
    record.message = Format(Tr("This battle was not recorded: {0}."), {outcome.reason});
    notices_.push_back(record.message);
    return record;
  }
  profile_ = std::move(draft);
  last_battle_key_ = battle_key;
  record.recorded = true;
  record.campaign = campaign;
  record.message = DescribeRecord(*catalog_, record);
  if (!lock.empty()) record.message += " " + Format(Tr("Counted as a skirmish: {0}."), {lock});
  notices_.push_back(record.message);
  Save();
  return record;
}

BattleSetup ProfileSession::SetupFor(MissionIndex mission, std::uint64_t seed) const {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = seed;
  // The chosen level, when the data still has it (else the battle is STANDARD).
  if (FindLevel(*catalog_, profile_.difficulty)) setup.difficulty = profile_.difficulty;
  if (mission >= catalog_->missions.size()) return setup;
  const MissionDef& def = catalog_->missions[mission];

  // The deck: the chosen command file, where the policy lets one in (read afresh from
  // the folder, as the battle starts).
  std::optional<LoadoutDef> chosen;
  const std::string chosen_name = ReadChosenCommandFile(folder_);
  if (def.deck_policy == DeckPolicy::kCustom && !chosen_name.empty()) {
    for (LoadoutDef& file : ListCommandFiles(folder_).loadouts) {
      if (file.name == chosen_name) chosen = std::move(file);
    }
  }
  const DeckChoice deck = DeckForMission(*catalog_, def, chosen ? &*chosen : nullptr);
  if (chosen && deck.loadout == &*chosen) setup.custom_loadout = std::move(chosen);

  // Units you keep: only for an open mission of an operation that carries them.
  const int index = CampaignOfMission(*campaigns_, def.id);
  if (index < 0 || deck.loadout == nullptr) return setup;
  const CampaignDef& campaign = (*campaigns_)[static_cast<std::size_t>(index)];
  if (!campaign.carry_units) return setup;
  if (!MissionLockReason(profile_, *campaigns_, campaign.id, def.id).empty()) return setup;
  const auto progress = profile_.campaigns.find(campaign.id);
  if (progress == profile_.campaigns.end() || progress->second.roster.empty()) return setup;
  const LoadoutDef& units_from = setup.custom_loadout ? *setup.custom_loadout : *deck.loadout;
  setup.carried_units = RosterForLoadout(*catalog_, units_from.units, progress->second.roster);
  return setup;
}

std::vector<std::string> ProfileSession::TakeNotices() {
  std::vector<std::string> out;
  out.swap(notices_);
  return out;
}

std::vector<LastingNotice> ProfileSession::TakeLastingNotices() {
  std::vector<LastingNotice> out;
  out.swap(lasting_notices_);
  return out;
}

namespace {

// The grade in the player's language ("FLAWLESS", "NO STARS", "2 STARS"): the core's
// GradeName is the English of the CLI and the tests.
std::string ShownGradeName(const Grade& grade) {
  if (grade.flawless) return TrCtx("grade", "FLAWLESS");
  if (grade.stars == 0) return Tr("NO STARS");
  // TRANSLATORS: a battle's grade, in capitals: "1 STAR", "2 STARS".
  return Format(TrN("{0} STAR", "{0} STARS", static_cast<unsigned long>(grade.stars)), {std::to_string(grade.stars)});
}

}  // namespace

std::string DescribeRecord(const Catalog& catalog, const BattleRecord& record) {
  const BattleReport& r = record.report;
  std::string text;
  if (record.campaign.empty()) {
    text = Tr("Skirmish recorded in the service statistics.");
  } else {
    text = ShownGradeName(r.grade) + ". ";
    if (r.payout > 0) {
      text += Format(TrN("{0} credit paid.", "{0} credits paid.", static_cast<unsigned long>(r.payout)),
                     {std::to_string(r.payout)});
    } else if (r.grade.stars == 0) {
      text += Format(Tr("No credits: a victory pays them (1 star {0}, a clean victory with no base health or unit lost, "
                        "at or under par, 2 stars {1})."),
                     {std::to_string(kStarPayouts[1]), std::to_string(kStarPayouts[2])});
    } else {
      text += Tr("No credits: an earlier victory here already paid for this grade (the best payout stands). "
              "A higher grade pays the difference.");
    }
  }
  for (const std::string& card : r.cards_issued) {
    const int i = catalog.FindCard(card);
    text += " " + Format(Tr("Card issued: {0}."),
                         {i >= 0 ? std::string(TrData(catalog.cards[static_cast<std::size_t>(i)].name)) : card});
  }
  if (!r.new_achievements.empty()) {
    text += " " + Format(Tr("Commendations: {0} new."), {std::to_string(r.new_achievements.size())});
  }
  return text;
}

}  // namespace bc::session
