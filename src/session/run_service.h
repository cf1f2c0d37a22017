// The field run as the desktop game plays it (docs/campaign.md, Field runs): the run in
// progress, saved with its backup at every step (run.json) and salvaged when it is read;
// the siege at its depth, made on a worker thread (siege_worker.h) while the player
// drafts, and kept in the run's file so a resumed run fights the very mission it left;
// the battle of that siege (saved after every action in run_siege.json, like the active
// siege) and what its end does to the run; the run's end recorded in the profile. The
// run screen reads it and asks for changes through RunRequest; nothing here draws.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "campaign/profile.h"
#include "generator/generator_params.h"
#include "runs/proven_siege.h"
#include "runs/run_rules.h"
#include "runs/run_state.h"
#include "session/battle_service.h"
#include "session/siege_worker.h"

namespace bc::session {

class ProfileSession;

// What the run screen asks of the run, carried out after the frame.
struct RunRequest {
  enum class Kind { kStart, kAct };
  Kind kind = Kind::kAct;
  std::uint64_t seed = 0;          // kStart
  std::string daily;               // kStart: the date of a daily run, else ""
  std::string difficulty;          // kStart: the level ("" = the profile's)
  runs::RunAction action;          // kAct

  static RunRequest Start(std::uint64_t seed, std::string daily = "", std::string difficulty = "") {
    RunRequest r;
    r.kind = Kind::kStart;
    r.seed = seed;
    r.daily = std::move(daily);
    r.difficulty = std::move(difficulty);
    return r;
  }
  static RunRequest Act(runs::RunAction action) {
    RunRequest r;
    r.action = std::move(action);
    return r;
  }
};

// The run's files in the user folder.
std::filesystem::path RunFilePath(const std::filesystem::path& user_dir);        // run.json
std::filesystem::path RunSiegePath(const std::filesystem::path& user_dir);       // run_siege.json

// Today's date in the player's time zone, for the daily run: {year, month, day}.
struct Date {
  int year = 2026;
  int month = 1;
  int day = 1;
};
Date Today();

// A seed for a new run that the player did not type: 1..999,999,999, from the clock.
std::uint64_t FreshRunSeed();

class RunService {
 public:
  // Reads data_dir's generator.json and runs.json against `catalog` (ids only are used;
  // it is copied) and the run saved in user_dir. `profile` records the battles and the
  // run's end (null: nowhere).
  RunService(const Catalog& catalog, const Campaigns& campaigns, const std::filesystem::path& data_dir,
             std::filesystem::path user_dir, ProfileSession* profile);
  ~RunService();

  // The generator's and the runs' files loaded: runs can be played.
  bool ready() const { return problem_.empty(); }
  // Why not, in the player's words (the files' errors are in the notices).
  const std::string& problem() const { return problem_; }
  const runs::RunRules& rules() const { return rules_; }
  const gen::GeneratorParams& params() const { return params_; }
  const Catalog& catalog() const { return *catalog_; }

  // The run in progress, or the one that just ended (until another starts); none before.
  const std::optional<runs::RunState>& run() const { return run_; }
  bool in_progress() const { return run_ && run_->stage != runs::RunStage::kOver; }
  // Why the saved run cannot go on with this data ("" when it can): a card or a level the
  // data does not have. The file is kept as it is for when they return.
  const std::string& blocked() const { return blocked_; }

  // The siege at the run's depth, once made (its name and briefing in English, as saved);
  // null while it is being made.
  const MissionDef* siege() const { return siege_ ? &*siege_ : nullptr; }
  bool siege_pending() const;
  // Its name and briefing in the player's language (the phrases' translations).
  std::string SiegeName() const;
  std::string SiegeBriefing() const;
  // Whether a battle of the siege is saved, to be resumed.
  bool battle_saved() const;

  // Takes the worker's siege when it is made, and saves; true when something changed.
  bool Poll();
  // Waits for the worker (tests and scripted runs).
  void WaitForSiege();

  // Carries out a request of the run screen; the reply is "" or why not, in words.
  std::string Carry(const RunRequest& request);

  // The battle of the siege: resumed from run_siege.json when it holds this siege's
  // battle, else a fresh one (on its briefing). `shown` is the catalog in the player's
  // language, which the battle's catalog is built from.
  BattleStart StartBattle(const Catalog& shown);

  void AttachProfile(ProfileSession* profile) { profile_ = profile; }
  // Screenshots and scripts: each siege is made before the call that wants it returns,
  // so what is drawn does not depend on the worker's pace.
  void MakeSiegesAtOnce(bool at_once) {
    at_once_ = at_once;
    if (at_once_) WaitForSiege();
  }
  // Lines for the player; each is handed out once.
  std::vector<std::string> TakeNotices();

 private:
  void Load();
  bool Save();
  // Starts the worker on the siege at the run's depth, unless it is there already.
  void WantSiege();
  void FinishBattle(const BattleSession& battle);
  void RecordEnd();
  RunRecord RecordOf(const runs::RunState& run) const;
  SiegeWorker::Job JobNow() const;

  std::unique_ptr<Catalog> catalog_;
  const Campaigns* campaigns_;
  std::filesystem::path user_dir_;
  ProfileSession* profile_;
  runs::RunRules rules_;
  gen::GeneratorParams params_;
  std::string problem_;
  std::string blocked_;
  std::optional<runs::RunState> run_;
  std::optional<MissionDef> siege_;                    // the siege at run_->depth
  std::vector<std::pair<std::string, std::string>> unknown_keys_;  // kept from the file
  std::shared_ptr<Catalog> battle_catalog_;            // what the battle in progress plays
  std::vector<std::string> notices_;
  std::unique_ptr<SiegeWorker> worker_;
  bool at_once_ = false;
};

}  // namespace bc::session
