#include "session/battle_service.h"

#include <algorithm>

#include "campaign/campaign_grade.h"
#include "session/profile_session.h"
#include "session/siege_save.h"
#include "i18n/translate.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;
using i18n::TrData;
using i18n::TrN;

BattleService::BattleService(std::unique_ptr<BattleSession> session, std::filesystem::path siege_path,
                             ProfileSession* profile)
    : session_(std::move(session)), siege_path_(std::move(siege_path)), profile_(profile) {}

BattleSession::Outcome BattleService::Play(const Action& action) {
  BattleSession::Outcome outcome = session_->Play(action);
  if (outcome.ok) SaveProgress();
  return outcome;
}

BattleReply BattleService::Carry(const BattleRequest& request) {
  BattleReply reply;
  reply.request = request;
  switch (request.kind) {
    case BattleRequest::Kind::kPlay: {
      BattleSession::Outcome outcome = Play(request.action);
      reply.ok = outcome.ok;
      reply.reason = std::move(outcome.reason);
      reply.events = std::move(outcome.events);
      reply.rolled = outcome.rolled;
      break;
    }
    case BattleRequest::Kind::kUndo:
      reply.reason = session_->UndoBlockedReason();
      reply.ok = Undo();
      if (reply.ok) reply.reason.clear();
      break;
    case BattleRequest::Kind::kRestart:
      // A field run's battle is refused (its screen offers no restart).
      reply.ok = Restart();
      break;
  }
  return reply;
}

bool BattleService::Undo() {
  if (!session_->Undo()) return false;
  SaveProgress();
  return true;
}

bool BattleService::Restart() {
  if (for_run()) return false;
  session_->Restart();
  SaveProgress();
  return true;
}

void BattleService::SaveProgress() {
  const BattleSession& s = *session_;
  if (IsOver(s.state())) {
    if (finished_) {
      if (!finished_told_) finished_(s);
      finished_told_ = true;
      if (!siege_path_.empty()) EraseSiegeSave(siege_path_);
      return;
    }
    if (!siege_path_.empty()) EraseSiegeSave(siege_path_);
    if (profile_ != nullptr) {
      // The campaign records the finished battle: grade, payout, statistics, units kept.
      // The key stops an undone last action, played again, from counting twice.
      const std::string key = s.mission_def().id + ":" + std::to_string(s.seed()) + ":" +
                              std::to_string(s.history().size()) + ":" + std::to_string(s.state().score);
      profile_->RecordFinishedBattle(SummarizeBattle(s.catalog(), s.state(), s.all_events()), key);
    }
    return;
  }
  if (siege_path_.empty()) return;
  const std::string error = WriteSiegeSave(siege_path_, MakeSiegeSave(s));
  if (!error.empty()) notices_.push_back(Format(Tr("The siege could not be saved: {0}"), {error}));
}

std::vector<std::string> BattleService::TakeNotices() {
  std::vector<std::string> out;
  out.swap(notices_);
  return out;
}

BattleStart StartBattle(const Catalog& catalog, const std::string& catalog_message, ProfileSession* profile,
                        const std::filesystem::path& user_dir, const BattleLaunch& launch) {
  BattleStart start;
  if (catalog.missions.empty()) {
    start.problem = std::string(Tr("No missions are loaded, so there is no battle to fight.")) + "\n" + catalog_message;
    return start;
  }
  std::unique_ptr<BattleSession> session;
  // A fresh battle opens on its briefing; a resumed or scripted one goes straight on.
  start.briefing = launch.briefing && !launch.resume && launch.actions.empty();
  int mission = launch.mission;
  if (launch.resume) {
    const SiegeLoad load = ReadSiegeSave(SiegeSavePath(user_dir));
    if (load.save) {
      Resume resume = ResumeSiege(catalog, *load.save);
      if (resume.session) {
        session = std::move(resume.session);
      } else {
        start.notices.push_back(resume.message);
        start.problem = resume.message;
      }
    } else {
      start.problem = load.message.empty() ? Tr("There is no saved siege to resume.") : load.message;
    }
    if (!session) {
      // A save that is there but cannot be resumed exactly is set aside, never saved over
      // by the fresh battle (docs/data-format.md, "Player files").
      if (load.save || !load.message.empty()) {
        const std::optional<std::filesystem::path> kept = SetAsideSiegeSave(SiegeSavePath(user_dir));
        // TRANSLATORS: {0} is the name the saved siege's file now has, such as active_siege.json.unresumable-1.
        const std::string where = kept ? Format(Tr("The saved siege is kept as {0}."), {kept->filename().string()})
                                       : std::string(Tr("The saved siege could not be set aside, and is left as it is."));
        start.problem += "\n" + where;
        start.notices.push_back(where);
      }
      start.problem += "\n" + std::string(Tr("A fresh battle of the same mission starts instead."));
      mission = load.save ? std::max(0, catalog.FindMission(load.save->mission_id)) : 0;
    }
  }
  if (!session) {
    // With a profile, the battle starts from what the profile gives: the deck the
    // mission's policy allows (the chosen command file where it may go in) and the
    // operation's kept units.
    const auto index = static_cast<MissionIndex>(std::clamp(mission, 0, static_cast<int>(catalog.missions.size()) - 1));
    session = profile != nullptr ? std::make_unique<BattleSession>(catalog, profile->SetupFor(index, launch.seed))
                                 : std::make_unique<BattleSession>(catalog, index, launch.seed);
  }
  // --actions: the battle set up as a bug report or a screenshot needs it.
  for (const std::string& text : launch.actions) {
    const std::optional<Action> action = ParseAction(text);
    const std::string reason = !action ? std::string(Tr("not an action")) : session->Play(*action).reason;
    if (!reason.empty()) {
      // TRANSLATORS: --actions is the command-line option, kept as typed; {0} is the action
      // as typed there (not translated), {1} why it was refused.
      start.notices.push_back(Format(Tr("--actions: \"{0}\" was refused: {1}"), {text, reason}));
      break;
    }
  }
  // A fresh battle over a saved siege that it was not told to replace leaves the siege
  // alone: it is played unsaved, and the player is told so.
  std::filesystem::path siege_path = SiegeSavePath(user_dir);
  std::error_code ec;
  if (!launch.resume && !launch.replace_saved_siege && std::filesystem::exists(siege_path, ec)) {
    siege_path.clear();
    start.notices.push_back(Tr("A siege is saved: it is kept as it was, and this battle is not saved. "
                               "Resume the siege from the title."));
  }
  start.battle = std::make_unique<BattleService>(std::move(session), siege_path, profile);
  start.battle->SaveProgress();
  return start;
}

std::vector<std::string> SplitActions(const std::string& text) {
  std::vector<std::string> actions;
  for (std::size_t begin = 0; !text.empty() && begin <= text.size();) {
    const std::size_t end = std::min(text.find(';', begin), text.size());
    std::string action = text.substr(begin, end - begin);
    while (!action.empty() && action.front() == ' ') action.erase(0, 1);
    while (!action.empty() && action.back() == ' ') action.pop_back();
    if (!action.empty()) actions.push_back(action);
    begin = end + 1;
  }
  return actions;
}

}  // namespace bc::session
