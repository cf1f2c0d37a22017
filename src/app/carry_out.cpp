// After the frame (App::CarryOut): the frame's choices carried out (the settings, the
// battle action, the profile session's requests, the field run's, the battle to open,
// where to go), and
// what a data reload leads to (App::AfterData).
#include "app/app.h"

namespace bc::app {

void App::CarryOut(ui::Choices choices) {
  if (choices.settings && !(*choices.settings == settings_)) {
    settings_ = *choices.settings;
    ApplySettings(true);
  }
  for (const std::string& text : choices.notices) notices_.Add(text);
  // The battle action first: the battle service plays it, saves the siege or records the
  // end, and the screen that asked animates what came of it.
  if (choices.battle) screens_.CarryBattle(*choices.battle);
  bool siege_changed = false;
  for (const session::Request& request : choices.requests) {
    session::Reply reply;
    if (profile_) {
      reply = profile_->Carry(request);
    } else {
      reply.request = request;
      reply.text = i18n::Tr("no campaign records are loaded");
    }
    siege_changed = siege_changed || request.kind == session::Request::Kind::kClearSiege;
    if (!screens_.empty()) screens_.top().OnReply(reply);
  }
  if (siege_changed) RefreshSavedSiege();
  // The field run's requests (the run screen's choices), then the battle to open.
  for (const session::RunRequest& request : choices.run) {
    const std::string reply = run_ ? run_->Carry(request) : std::string(i18n::Tr("Field runs need the game's data and a profile."));
    if (!reply.empty()) notices_.Add(reply);
  }
  launch_.run = choices.run_battle;
  if (choices.mission) {
    launch_.mission = *choices.mission;
    launch_.resume = false;
  }
  if (choices.resume_siege) launch_.resume = true;
  Navigate(choices.nav);
}

void App::Navigate(ui::NavRequest request) {
  if (request.kind == ui::NavRequest::Kind::kNone) return;
  screens_.Navigate(request, Sources(), launch_, notices_);
  if (screens_.empty()) quit_ = true;
  if (profile_) profile_->RefreshCommandFiles();
  RefreshSavedSiege();
}

void App::AfterData(GameData::After after) {
  switch (after) {
    case GameData::After::kNothing:
      return;
    case GameData::After::kReloaded:
      context_.catalog = &data_.catalog();
      context_.catalog_message = data_.catalog_message();
      if (profile_) {
        profile_ = std::make_unique<session::ProfileSession>(user_dir_, data_.catalog(), data_.campaigns());
        context_.profile = profile_.get();
        screens_.AttachProfile(profile_.get());
        if (run_) run_->AttachProfile(profile_.get());
      }
      return;
    case GameData::After::kRestartBattle: {
      const session::BattleService* battle = screens_.battle();
      if (battle == nullptr) return;
      const session::BattleSession& session = battle->session();
      const int mission = data_.catalog().FindMission(session.mission_def().id);
      if (mission < 0) {
        notices_.Add(i18n::Format(i18n::Tr("The new data has no mission \"{0}\": the battle cannot restart."),
                                  {session.mission_def().id}));
        return;
      }
      const std::uint64_t seed = session.seed();
      launch_.mission = mission;
      launch_.seed = seed;
      launch_.resume = false;
      launch_.actions.clear();
      launch_.replace_saved_siege = battle->saves();  // the saved siege is this battle's own
      Navigate(ui::NavRequest::Replace(ui::ScreenId::kBattle));
      notices_.Add(i18n::Format(i18n::Tr("Battle restarted from seed {0} with the new data."), {std::to_string(seed)}));
      return;
    }
  }
}

void App::RefreshSavedSiege() {
  const session::SiegeLoad load = session::ReadSiegeSave(session::SiegeSavePath(user_dir_));
  context_.saved_siege.reset();
  if (load.save) context_.saved_siege = session::SiegeSummary{load.save->mission_id, load.save->turn};
  if (!load.message.empty()) notices_.Add(load.message);
}

}  // namespace bc::app
