#include "session/battle_session.h"

#include <algorithm>
#include <utility>

#include "basecommand/concealment.h"
#include "i18n/translate.h"
#include "session/catalogue_log_text.h"
#include "session/catalogue_rules_text.h"
#include "text/event_text.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;
using i18n::TrData;
using i18n::TrN;

BattleSession::BattleSession(const Catalog& catalog, BattleSetup setup)
    : catalog_(&catalog), setup_(std::move(setup)) {
  std::optional<DifficultyDef> level = FindLevel(catalog, setup_.difficulty);
  if (!level) {
    setup_.difficulty = kStandardDifficulty;
    level = FindLevel(catalog, kStandardDifficulty);
  }
  difficulty_ = *level;
  // A catalog already at this level (a tool's) is played as it is.
  if (!IsIdentity(difficulty_.modifiers) && catalog.difficulty != difficulty_.id) {
    at_level_ = std::make_shared<const Catalog>(CatalogAtDifficulty(catalog, difficulty_));
    catalog_ = at_level_.get();
  }
  Restart();
}

BattleSession::BattleSession(const Catalog& catalog, MissionIndex mission, std::uint64_t seed)
    : BattleSession(catalog, [&] {
        BattleSetup setup;
        setup.mission = mission;
        setup.seed = seed;
        return setup;
      }()) {}

void BattleSession::Restart() {
  Events opening;
  state_ = NewBattle(*catalog_, setup_, &opening);
  history_.clear();
  undo_.clear();
  luck_revealed_ = false;
  log_.clear();
  all_events_.clear();
  AddToLog(opening, 1);
  Refresh();
}

bool BattleSession::IsLegal(const Action& action) const {
  return std::find(legal_.begin(), legal_.end(), action) != legal_.end();
}

std::string BattleSession::Check(const Action& action) const {
  return CheckAction(*catalog_, state_, action, CatalogueRules());
}

BattleSession::Outcome BattleSession::Play(const Action& action) {
  Outcome outcome;
  UndoPoint point{state_, history_.size(), log_.size(), all_events_.size()};
  ApplyResult result = Apply(*catalog_, state_, action, CatalogueRules());
  outcome.ok = result.ok;
  outcome.reason = result.reason;
  if (!result.ok) return outcome;
  outcome.rolled = !(point.state.rng == state_.rng);
  outcome.events = std::move(result.events);
  history_.push_back(action);
  AddToLog(outcome.events, point.state.turn);
  if (action.kind == ActionKind::kEndTurn || IsOver(state_)) {
    undo_.clear();
    luck_revealed_ = false;
  } else if (outcome.rolled) {
    undo_.clear();
    luck_revealed_ = true;
  } else {
    undo_.push_back(std::move(point));
  }
  Refresh();
  return outcome;
}

std::string BattleSession::UndoBlockedReason() const {
  if (!undo_.empty()) return "";
  if (IsOver(state_)) return Tr("The battle is over.");
  if (luck_revealed_) return Tr("The dice have been rolled this turn: luck that is revealed stands.");
  return Tr("Nothing to undo this turn.");
}

bool BattleSession::Undo() {
  if (undo_.empty()) return false;
  UndoPoint point = std::move(undo_.back());
  undo_.pop_back();
  state_ = point.state;
  history_.resize(point.history_size);
  log_.resize(point.log_size);
  all_events_.resize(point.events_size);
  Refresh();
  return true;
}

BattleSession::Replay BattleSession::ReplayActions(const std::vector<Action>& actions) {
  Restart();
  Replay replay;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Outcome outcome = Play(actions[i]);
    if (!outcome.ok) {
      replay.failed_at = static_cast<int>(i);
      replay.reason = outcome.reason;
      break;
    }
  }
  return replay;
}

void BattleSession::Refresh() {
  LegalActions(*catalog_, state_, legal_);
  intents_ = PredictSeenEnemyPhase(*catalog_, state_);  // the player's view (concealment.h)
}

void BattleSession::AddToLog(const Events& events, int turn) {
  for (const Event& event : events) {
    if (event.kind == EventKind::kTurnStarted) turn = event.amount;
    all_events_.push_back(event);
    log_.push_back({turn, event.kind, DescribeEvent(*catalog_, event, CatalogueText())});
  }
}

}  // namespace bc::session
