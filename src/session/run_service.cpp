// The field run in the desktop game (run_service.h).
#include "session/run_service.h"

#include <chrono>
#include <ctime>

#include "basecommand/carried_units.h"
#include "basecommand/loadout.h"
#include "basecommand/rng.h"
#include "campaign/campaign_roster.h"
#include "campaign/campaign_grade.h"
#include "campaign/profile_progress.h"
#include "campaign/profile_runs.h"
#include "data/file_io.h"
#include "data/generator_loader.h"
#include "data/mission_json.h"
#include "data/run_json.h"
#include "data/run_rules_loader.h"
#include "i18n/translate.h"
#include "session/catalogue_rules_text.h"
#include "session/profile_session.h"
#include "session/siege_save.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;

std::filesystem::path RunFilePath(const std::filesystem::path& user_dir) { return user_dir / "run.json"; }
std::filesystem::path RunSiegePath(const std::filesystem::path& user_dir) { return user_dir / "run_siege.json"; }

Date Today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

std::uint64_t FreshRunSeed() {
  const auto ticks = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
                     static_cast<std::uint64_t>(std::time(nullptr)) * 0x9E3779B97F4A7C15ULL;
  Rng rng = Rng::FromSeed(ticks);
  return rng.Next() % 999'999'999ULL + 1;
}

RunService::RunService(const Catalog& catalog, const Campaigns& campaigns, const std::filesystem::path& data_dir,
                       std::filesystem::path user_dir, ProfileSession* profile)
    : catalog_(std::make_unique<Catalog>(catalog)), campaigns_(&campaigns), user_dir_(std::move(user_dir)),
      profile_(profile), worker_(std::make_unique<SiegeWorker>()) {
  const data::GeneratorLoad generator = data::LoadGenerator(data_dir, *catalog_);
  const data::RunRulesLoad rules = data::LoadRunRules(data_dir, *catalog_, gen::ThreatCount(generator.params));
  if (!generator.ok() || !rules.ok()) {
    // Said on the run screen when it is opened, not at every start: a data folder of the
    // campaign alone (a mod, a test's) plays everything else as before.
    problem_ = Tr("Field runs are closed: the siege generator's files in the data folder have problems.");
    int listed = 0;
    for (const data::LoadErrors* errors : {&generator.errors, &rules.errors}) {
      for (const data::LoadError& e : *errors) {
        if (listed++ < 5) problem_ += "\n" + data::FormatError(e);
      }
    }
    return;
  }
  params_ = generator.params;
  rules_ = rules.rules;
  Load();
}

RunService::~RunService() { worker_->Wait(); }

void RunService::Load() {
  const std::filesystem::path path = RunFilePath(user_dir_);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !std::filesystem::exists(data::BackupOf(path), ec)) return;
  const std::string name = path.filename().string();
  const data::BackedRead read = data::ReadWithBackup(path, data::kMaxSaveBytes, [&name](const std::string& text) {
    return data::RunSaveFromText(text, name).problem == data::RunParse::Problem::kDamaged;
  });
  if (read.read.status == data::FileRead::Status::kUnreadable) {
    blocked_ = Format(Tr("The field run in {0} cannot be opened ({1}); it is left as it is."), {path.string(), read.read.problem});
    notices_.push_back(blocked_);
    return;
  }
  if (read.read.status != data::FileRead::Status::kOk) return;
  const data::RunParse parse = data::RunSaveFromText(read.read.text, name);
  if (parse.problem == data::RunParse::Problem::kNewer) {
    const std::optional<std::filesystem::path> aside = data::MoveAside(path, ".newer");
    notices_.push_back(Format(Tr("The field run was saved by a newer version of Base Command; it is kept as {0}."),
                              {aside ? aside->filename().string() : path.filename().string()}));
    return;
  }
  if (!parse.save) {
    // Both damaged: set aside, never deleted, so a new run does not write over them.
    const std::optional<std::filesystem::path> aside = data::MoveAside(path, ".corrupt");
    data::MoveAside(data::BackupOf(path), ".corrupt");
    notices_.push_back(Format(Tr("The field run's file and its backup were both damaged; no run is in progress. The file is kept as {0}."),
                              {aside ? aside->filename().string() : path.filename().string()}));
    return;
  }
  if (read.from_backup) {
    notices_.push_back(Tr("The field run's file was damaged; the last good copy was loaded."));
  }
  if (!parse.salvaged.empty()) {
    // Salvaged: the file as it was is kept before the run is saved over it.
    const std::optional<std::filesystem::path> copy = data::KeepCopy(path, read.read.text, ".as-found");
    notices_.push_back(Format(Tr("Some values in the field run's file could not be used as they were; each was brought into range or left out, and the rest of the run was loaded. The file as it was is kept as {0}."),
                              {copy ? copy->filename().string() : path.filename().string()}));
    for (const data::LoadError& note : parse.salvaged) notices_.push_back(data::FormatError(note));
  }
  runs::RunState run = parse.save->run;
  unknown_keys_ = parse.save->unknown_keys;
  // A deck that did not read at all: the run goes on from the starting deck.
  if (run.deck == runs::RunDeck{}) run.deck = runs::StartRun(*catalog_, rules_, run.seed, run.difficulty).deck;
  // A deck or a level the data does not have: the run waits, untouched, for them.
  const std::vector<std::string> deck_problems = ValidateLoadout(*catalog_, runs::DeckLoadout(run.deck));
  if (!deck_problems.empty()) {
    blocked_ = Format(Tr("The field run cannot go on with this data ({0}); its file is kept as it is."), {deck_problems.front()});
  } else if (!FindLevel(*catalog_, run.difficulty)) {
    blocked_ = Format(Tr("The field run was fought at the difficulty \"{0}\", which this data does not have; its file is kept as it is."),
                      {run.difficulty});
  }
  run.depth = std::min(run.depth, runs::SiegeCount(rules_));
  // The units always stand for the deck's places (a unit that did not read comes fresh).
  run.units = RosterForLoadout(*catalog_, run.deck.units, run.units);
  run_ = std::move(run);
  if (!blocked_.empty()) {
    notices_.push_back(blocked_);
    return;
  }
  if (run_->stage == runs::RunStage::kOver) {
    // A run that ended just before a crash: on record once, then its file goes.
    const RunRecord record = RecordOf(*run_);
    const bool recorded = profile_ != nullptr && !profile_->profile().stats.runs.history.empty() &&
                          profile_->profile().stats.runs.history.back() == record;
    if (recorded || profile_ == nullptr) {
      data::RemoveWithBackup(path);
    } else {
      RecordEnd();
    }
    return;
  }
  // The siege it kept, when it is the one at its depth and reads; else drawn again.
  if (!parse.save->siege.empty() && run_->stage != runs::RunStage::kOver) {
    const data::MissionFileLoad siege = data::ReadMissionFileText(parse.save->siege, name, *catalog_);
    const std::string want = gen::SiegeId(runs::SiegeSeed(run_->seed, run_->depth), runs::ThreatAt(rules_, run_->depth));
    if (siege.ok() && siege.missions.size() == 1 && siege.missions.front().id == want) siege_ = siege.missions.front();
  }
  WantSiege();
}

SiegeWorker::Job RunService::JobNow() const {
  return SiegeWorker::Job{runs::SiegeSeed(run_->seed, run_->depth), runs::ThreatAt(rules_, run_->depth), run_->difficulty};
}

void RunService::WantSiege() {
  if (!in_progress() || siege_ || !blocked_.empty()) return;
  worker_->Start(*catalog_, params_, JobNow());
  if (at_once_) WaitForSiege();
}

bool RunService::siege_pending() const { return in_progress() && !siege_ && blocked_.empty(); }

bool RunService::Poll() {
  if (!siege_pending()) return false;
  std::optional<runs::ProvenSiege> made = worker_->Result(JobNow());
  if (!made) return false;
  siege_ = made->siege.mission;
  Save();
  return true;
}

void RunService::WaitForSiege() {
  worker_->Wait();
  Poll();
}

std::string RunService::SiegeName() const {
  if (!siege_) return "";
  return gen::ComposedText(params_.phrases, siege_->name, [](const std::string& p) { return std::string(i18n::TrData(p)); });
}

std::string RunService::SiegeBriefing() const {
  if (!siege_) return "";
  return gen::ComposedText(params_.phrases, siege_->briefing, [](const std::string& p) { return std::string(i18n::TrData(p)); });
}

bool RunService::battle_saved() const {
  if (!siege_) return false;
  const SiegeLoad load = ReadSiegeSave(RunSiegePath(user_dir_));
  return load.save && load.save->mission_id == siege_->id;
}

bool RunService::Save() {
  if (!run_ || !blocked_.empty()) return false;
  data::RunSave save;
  save.run = *run_;
  if (siege_) save.siege = data::MissionFileText(*catalog_, {*siege_});
  save.unknown_keys = unknown_keys_;
  const std::string error = data::WriteFileWithBackup(RunFilePath(user_dir_), data::RunSaveToText(save));
  if (!error.empty()) {
    notices_.push_back(Format(Tr("The field run could not be saved: {0}"), {error}));
    return false;
  }
  return true;
}

std::string RunService::Carry(const RunRequest& request) {
  if (!ready()) return problem_;
  if (request.kind == RunRequest::Kind::kStart) {
    if (in_progress()) return Tr("A field run is in progress: abandon it first.");
    std::string level = request.difficulty;
    if (level.empty()) level = profile_ != nullptr ? profile_->profile().difficulty : std::string(kStandardDifficulty);
    if (!FindLevel(*catalog_, level)) level = kStandardDifficulty;
    blocked_.clear();
    unknown_keys_.clear();
    run_ = runs::StartRun(*catalog_, rules_, request.seed, level, request.daily);
    siege_.reset();
    data::RemoveWithBackup(RunSiegePath(user_dir_));
    Save();
    WantSiege();
    return "";
  }
  if (!run_) return Tr("No field run is in progress.");
  if (!blocked_.empty()) return blocked_;
  if (request.action.kind == runs::RunActionKind::kWin || request.action.kind == runs::RunActionKind::kLose) {
    return Tr("A siege's result comes from its battle.");
  }
  const int depth = run_->depth;
  const std::string reason = runs::ApplyRunAction(*catalog_, rules_, *run_, request.action);
  if (!reason.empty()) return reason;
  if (run_->depth != depth) siege_.reset();
  if (run_->stage == runs::RunStage::kOver) {
    data::RemoveWithBackup(RunSiegePath(user_dir_));
    RecordEnd();
    return "";
  }
  Save();
  WantSiege();
  return "";
}

BattleStart RunService::StartBattle(const Catalog& shown) {
  BattleStart start;
  if (!in_progress() || run_->stage != runs::RunStage::kSiege || !siege_ || !blocked_.empty()) {
    start.problem = Tr("The field run has no siege ready to fight.");
    return start;
  }
  // The battle plays the catalog in the player's language with the siege in it, named
  // and briefed in that language too.
  MissionDef shown_siege = *siege_;
  shown_siege.name = SiegeName();
  shown_siege.briefing = SiegeBriefing();
  battle_catalog_ = std::make_shared<Catalog>(runs::CatalogWithSiege(shown, shown_siege));
  const auto mission = static_cast<MissionIndex>(shown.missions.size());
  std::unique_ptr<BattleSession> session;
  const SiegeLoad load = ReadSiegeSave(RunSiegePath(user_dir_));
  if (load.save && load.save->mission_id == siege_->id) {
    Resume resume = ResumeSiege(*battle_catalog_, *load.save);
    if (resume.session) {
      session = std::move(resume.session);
    } else {
      start.notices.push_back(resume.message);
    }
  }
  if (load.save && load.save->mission_id != siege_->id && load.save->mission_id.rfind("field_", 0) == 0 &&
      run_->depth > 0) {
    // The battle of a siege the run has already recorded (a crash came between the
    // record and the erasing): its result is in the run, so the file goes as it would have.
    EraseSiegeSave(RunSiegePath(user_dir_));
  } else if (!session && (load.save || !load.message.empty())) {
    // A battle save that is not this siege's, or cannot be resumed exactly, is set aside,
    // never saved over by the fresh battle (docs/data-format.md, "Player files").
    const std::optional<std::filesystem::path> kept = SetAsideSiegeSave(RunSiegePath(user_dir_));
    if (kept) start.notices.push_back(Format(Tr("The saved siege is kept as {0}."), {kept->filename().string()}));
  }
  start.briefing = !session;
  if (!session) session = std::make_unique<BattleSession>(*battle_catalog_, runs::RunBattleSetup(*run_, mission));
  start.battle = std::make_unique<BattleService>(std::move(session), RunSiegePath(user_dir_), nullptr);
  start.battle->PlayForRun([this](const BattleSession& battle) { FinishBattle(battle); });
  start.battle->SaveProgress();
  return start;
}

void RunService::FinishBattle(const BattleSession& battle) {
  if (!in_progress() || run_->stage != runs::RunStage::kSiege) return;
  const bool won = battle.state().phase == Phase::kVictory;
  const BattleSummary summary = SummarizeBattle(battle.catalog(), battle.state(), battle.all_events());
  if (profile_ != nullptr) {
    // The profile's statistics count the siege like a skirmish: no mission record.
    const Catalog& catalog = battle.catalog();
    const Campaigns& campaigns = *campaigns_;
    profile_->Change([&](Profile& profile) {
      return RecordBattle(catalog, campaigns, "", summary, profile, nullptr, CatalogueRules());
    });
  }
  const runs::RunAction action = won ? runs::RunAction::Win(battle.state().score, CarriedUnitsFromBattle(battle.catalog(), battle.state()))
                                     : runs::RunAction::Lose();
  runs::ApplyRunAction(*catalog_, rules_, *run_, action);
  siege_.reset();
  if (run_->stage == runs::RunStage::kOver) {
    RecordEnd();
    return;
  }
  Save();
  WantSiege();  // the next siege is made while the player drafts
}

RunRecord RunService::RecordOf(const runs::RunState& run) const {
  RunRecord record;
  record.seed = run.seed;
  record.daily = run.daily;
  record.difficulty = run.difficulty;
  record.depth = run.depth;
  record.sieges = runs::SiegeCount(rules_);
  record.score = run.Score();
  record.end = runs::RunEndName(run.end);
  for (const auto* part : {&run.deck.units, &run.deck.supports, &run.deck.fieldworks}) {
    record.deck.insert(record.deck.end(), part->begin(), part->end());
  }
  record.deck.push_back(run.deck.doctrine);
  return record;
}

void RunService::RecordEnd() {
  // The ended run is saved first: a crash before its file goes finds it ended, and the
  // next start records it then if the profile does not have it yet.
  Save();
  const RunRecord record = RecordOf(*run_);
  if (profile_ != nullptr) {
    const Catalog& catalog = *catalog_;
    const Campaigns& campaigns = *campaigns_;
    profile_->Change([&](Profile& profile) {
      RecordRunEnd(catalog, campaigns, record, profile);
      return Outcome::Done();
    });
  }
  // The run is over: its file goes (the record is in the profile).
  data::RemoveWithBackup(RunFilePath(user_dir_));
}

std::vector<std::string> RunService::TakeNotices() {
  std::vector<std::string> out;
  out.swap(notices_);
  return out;
}

}  // namespace bc::session
