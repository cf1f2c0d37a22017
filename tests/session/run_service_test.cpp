// The field run in the desktop game (session/run_service.h) on a copy of the game's data
// with short runs and one proof game a siege: the run saved at every step and resumed
// exactly by a new service (the siege it kept, not drawn again; its battle where it was
// left), a lost siege ending the run into the profile, and a process killed with SIGKILL
// in the middle of a siege resumed from what it last saved; the next siege made while the
// player drafts, and the daily run's siege the very one the command line prints.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "app_fixture.h"
#include "autoplay/policy.h"
#include "basecommand/rng.h"
#include "basecommand/rules.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "data/file_io.h"
#include "data/generator_loader.h"
#include "data/mission_json.h"
#include "data/run_json.h"
#include "generator/siege_generator.h"
#include "runs/proven_siege.h"
#include "session/profile_session.h"
#include "session/run_service.h"
#include "session/siege_save.h"

using namespace bc;
using namespace bc::session;

namespace {

std::string ReadAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void Replace(const std::filesystem::path& path, const std::string& from, const std::string& to) {
  std::string text = ReadAll(path);
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  std::ofstream(path, std::ios::binary) << text;
}

// The game's data, its runs two sieges long (threats 1 and 2), each proven by one game.
struct RunWorld {
  std::filesystem::path data = app_fixture::ScratchDir("run_data");
  std::filesystem::path user = app_fixture::ScratchDir("run_user");
  Catalog catalog;
  Campaigns campaigns;

  RunWorld() {
    std::filesystem::copy(std::filesystem::path(BC_SOURCE_DIR) / "data", data,
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    Replace(data / "generator.json", "\"games\": 6", "\"games\": 1");
    Replace(data / "runs.json", "\"sieges\": [1, 2, 3, 4, 5, 6, 7, 8, 9]", "\"sieges\": [1, 2]");
    data::CatalogLoad load = data::LoadCatalog(data);
    REQUIRE(load.ok());
    catalog = std::move(load.catalog);
    data::LoadErrors errors;
    campaigns = data::LoadCampaigns(data, catalog, errors);
    REQUIRE(errors.empty());
  }
};

// Plays `steps` actions the greedy policy chooses (or until the battle ends); the history.
std::vector<Action> PlayGreedy(BattleService& battle, int steps) {
  const std::unique_ptr<Policy> policy = MakePolicy(PolicyKind::kGreedy);
  Rng rng = Rng::FromSeed(5);
  for (int i = 0; i < steps && !IsOver(battle.session().state()); ++i) {
    const Action action = policy->Choose(battle.session().catalog(), battle.session().state(), rng);
    REQUIRE(battle.Play(action).ok);
  }
  return battle.session().history();
}

}  // namespace

TEST_CASE("a field run is saved at every step and a new service resumes it exactly, its siege and its battle",
          "[session][runs]") {
  RunWorld world;
  ProfileSession profile(world.user, world.catalog, world.campaigns);
  std::string siege_id;
  std::vector<Action> played;
  {
    RunService service(world.catalog, world.campaigns, world.data, world.user, &profile);
    REQUIRE(service.ready());
    CHECK_FALSE(service.run().has_value());
    REQUIRE(service.Carry(RunRequest::Start(77)).empty());
    CHECK(std::filesystem::exists(RunFilePath(world.user)));  // saved before the siege is made
    CHECK_FALSE(service.Carry(RunRequest::Start(78)).empty());  // one run at a time
    service.WaitForSiege();
    REQUIRE(service.siege() != nullptr);
    siege_id = service.siege()->id;
    // The file keeps the siege made, so a resumed run needs no generator.
    const data::RunParse saved = data::RunSaveFromText(ReadAll(RunFilePath(world.user)), "run.json");
    REQUIRE(saved.save.has_value());
    CHECK(saved.salvaged.empty());
    CHECK(saved.save->run == *service.run());
    CHECK(saved.save->siege.find(siege_id) != std::string::npos);

    BattleStart start = service.StartBattle(world.catalog);
    REQUIRE(start.battle != nullptr);
    CHECK(start.briefing);
    CHECK(start.battle->for_run());
    CHECK_FALSE(start.battle->Restart());  // a run's siege is fought once
    played = PlayGreedy(*start.battle, 6);
    REQUIRE_FALSE(IsOver(start.battle->session().state()));
    CHECK(service.battle_saved());
  }
  RunService again(world.catalog, world.campaigns, world.data, world.user, &profile);
  REQUIRE(again.run().has_value());
  CHECK(again.run()->seed == 77);
  CHECK(again.run()->stage == runs::RunStage::kSiege);
  REQUIRE(again.siege() != nullptr);  // at once: the kept siege, not drawn again
  CHECK(again.siege()->id == siege_id);
  CHECK(again.TakeNotices().empty());
  BattleStart resumed = again.StartBattle(world.catalog);
  REQUIRE(resumed.battle != nullptr);
  CHECK_FALSE(resumed.briefing);
  CHECK(resumed.battle->session().history() == played);
}

TEST_CASE("a field run's siege played to its end moves the run on: a draft after a victory, the record after a loss",
          "[session][runs]") {
  RunWorld world;
  ProfileSession profile(world.user, world.catalog, world.campaigns);
  RunService service(world.catalog, world.campaigns, world.data, world.user, &profile);
  REQUIRE(service.Carry(RunRequest::Start(4242, "2026-12-05")).empty());
  service.WaitForSiege();
  BattleStart start = service.StartBattle(world.catalog);
  REQUIRE(start.battle != nullptr);
  PlayGreedy(*start.battle, 2000);
  const BattleState& state = start.battle->session().state();
  REQUIRE(IsOver(state));
  CHECK_FALSE(std::filesystem::exists(RunSiegePath(world.user)));  // the battle's save goes
  CHECK(profile.profile().stats.battles == 1);                      // counted as a skirmish
  if (state.phase == Phase::kVictory) {
    CHECK(service.run()->stage == runs::RunStage::kDraft);
    CHECK(service.run()->depth == 1);
    CHECK(service.run()->scores.size() == 1);
    CHECK(profile.profile().stats.runs.runs == 0);
    // Saved, and the next siege is being made meanwhile.
    const data::RunParse saved = data::RunSaveFromText(ReadAll(RunFilePath(world.user)), "run.json");
    REQUIRE(saved.save.has_value());
    CHECK(saved.save->run == *service.run());
    REQUIRE(service.Carry(RunRequest::Act(runs::RunAction::Abandon())).empty());
    CHECK(profile.profile().stats.runs.history.back().end == "abandoned");
  } else {
    CHECK(service.run()->end == runs::RunEnd::kLost);
    CHECK(profile.profile().stats.runs.history.back().end == "lost");
  }
  // The run's end is in the profile, and its file is gone.
  const RunStatistics& runs = profile.profile().stats.runs;
  CHECK(runs.runs == 1);
  CHECK(runs.daily == 1);
  CHECK(runs.history.back().seed == 4242);
  CHECK(runs.history.back().daily == "2026-12-05");
  CHECK(runs.history.back().deck.size() == 8 + 16 + 2 + 1);
  CHECK_FALSE(std::filesystem::exists(RunFilePath(world.user)));
  CHECK(profile.profile().achievements.count("field_posting") == 1);
  CHECK_FALSE(service.in_progress());
  CHECK(service.Carry(RunRequest::Start(4243)).empty());  // and a new one may start
}

TEST_CASE("a field run killed with SIGKILL in the middle of its siege resumes from what it last saved",
          "[session][runs]") {
  RunWorld world;
  {
    // The run and its siege made before the crash, as the player would have it.
    RunService service(world.catalog, world.campaigns, world.data, world.user, nullptr);
    REQUIRE(service.Carry(RunRequest::Start(99)).empty());
    service.WaitForSiege();
    REQUIRE(service.siege() != nullptr);
  }
  int pipe_fds[2];
  REQUIRE(::pipe(pipe_fds) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    // The child plays the siege action by action, telling the parent after each one is
    // saved, and goes on until it is killed.
    ::close(pipe_fds[0]);
    RunService service(world.catalog, world.campaigns, world.data, world.user, nullptr);
    BattleStart start = service.StartBattle(world.catalog);
    if (start.battle == nullptr) ::_exit(2);
    const std::unique_ptr<Policy> policy = MakePolicy(PolicyKind::kGreedy);
    Rng rng = Rng::FromSeed(3);
    for (int step = 0;; ++step) {
      if (IsOver(start.battle->session().state())) {
        // Over before the kill: start it again from the run's next step; the test needs a battle.
        ::_exit(3);
      }
      const Action action = policy->Choose(start.battle->session().catalog(), start.battle->session().state(), rng);
      start.battle->Play(action);
      const std::string line = ActionToString(action) + "\n";
      if (::write(pipe_fds[1], line.data(), line.size()) < 0) ::_exit(4);
    }
  }
  ::close(pipe_fds[1]);
  // Read the first few actions' lines, then kill the child while it is still playing.
  std::string told;
  char buffer[256];
  while (std::count(told.begin(), told.end(), '\n') < 8) {
    const ssize_t n = ::read(pipe_fds[0], buffer, sizeof buffer);
    if (n <= 0) break;
    told.append(buffer, static_cast<std::size_t>(n));
  }
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  ::close(pipe_fds[0]);
  REQUIRE(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGKILL);
  std::vector<std::string> sent;
  std::istringstream lines(told);
  for (std::string line; std::getline(lines, line);) sent.push_back(line);
  REQUIRE(sent.size() >= 8);

  // A new service resumes the run and its battle: the battle holds every action told to
  // the parent as saved (the child wrote each line after its save), in order, and any
  // more are the ones played after, a prefix of nothing else.
  RunService service(world.catalog, world.campaigns, world.data, world.user, nullptr);
  REQUIRE(service.run().has_value());
  CHECK(service.blocked().empty());
  CHECK(service.run()->seed == 99);
  REQUIRE(service.siege() != nullptr);
  BattleStart start = service.StartBattle(world.catalog);
  REQUIRE(start.battle != nullptr);
  CHECK_FALSE(start.briefing);
  const std::vector<Action>& history = start.battle->session().history();
  // The line for action k is written after action k was saved, so the save holds at
  // least the actions told, whole (a torn write of the file would have been a damaged
  // file; the backup or the file itself must read).
  REQUIRE(history.size() >= sent.size() - 1);
  for (std::size_t i = 0; i + 1 < sent.size(); ++i) CHECK(ActionToString(history[i]) == sent[i]);
}

TEST_CASE("a field run's next siege is made while the player drafts, so the briefing after the map does not wait",
          "[session][runs]") {
  RunWorld world;
  ProfileSession profile(world.user, world.catalog, world.campaigns);
  RunService service(world.catalog, world.campaigns, world.data, world.user, &profile);
  // The first of these runs whose first siege the greedy policy wins (deterministic: the
  // same run every time).
  bool won = false;
  std::uint64_t seed = 0;
  for (const std::uint64_t candidate : {4242ULL, 11ULL, 12ULL, 13ULL, 14ULL, 15ULL}) {
    if (service.in_progress()) REQUIRE(service.Carry(RunRequest::Act(runs::RunAction::Abandon())).empty());
    REQUIRE(service.Carry(RunRequest::Start(candidate)).empty());
    service.WaitForSiege();
    BattleStart start = service.StartBattle(world.catalog);
    REQUIRE(start.battle != nullptr);
    PlayGreedy(*start.battle, 2000);
    REQUIRE(IsOver(start.battle->session().state()));
    if (start.battle->session().state().phase == Phase::kVictory) {
      won = true;
      seed = candidate;
      break;
    }
  }
  REQUIRE(won);
  REQUIRE(service.run()->stage == runs::RunStage::kDraft);
  REQUIRE(service.run()->depth == 1);
  const std::string next = gen::SiegeId(runs::SiegeSeed(seed, 1), runs::ThreatAt(service.rules(), 1));
  // The victory started the next siege: waiting now, with no choice made yet, gives it.
  service.WaitForSiege();
  REQUIRE(service.siege() != nullptr);
  CHECK(service.siege()->id == next);
  CHECK(service.run()->stage == runs::RunStage::kDraft);
  CHECK_FALSE(service.siege_pending());
  // It is saved with the draft, so a run resumed at the draft has it at once too.
  const data::RunParse saved = data::RunSaveFromText(ReadAll(RunFilePath(world.user)), "run.json");
  REQUIRE(saved.save.has_value());
  CHECK(saved.save->siege.find(next) != std::string::npos);
  // The draft and the map's stop are taken; the siege is there with no wait.
  REQUIRE(service.Carry(RunRequest::Act(runs::RunAction::Skip())).empty());
  REQUIRE(service.run()->stage == runs::RunStage::kMap);
  REQUIRE(service.Carry(RunRequest::Act(runs::RunAction::Stop(0))).empty());
  while (service.run()->stage != runs::RunStage::kSiege) {
    REQUIRE(service.Carry(RunRequest::Act(runs::RunAction::Skip())).empty());
  }
  REQUIRE(service.siege() != nullptr);
  CHECK(service.siege()->id == next);
  BattleStart briefing = service.StartBattle(world.catalog);
  REQUIRE(briefing.battle != nullptr);
  CHECK(briefing.briefing);
}

TEST_CASE("the daily run's siege in the game is the one base-command-cli runs --daily --print-siege prints",
          "[session][runs]") {
  RunWorld world;
  RunService service(world.catalog, world.campaigns, world.data, world.user, nullptr);
  REQUIRE(service.Carry(RunRequest::Start(runs::DailySeed(2026, 12, 5), "2026-12-05", "standard")).empty());
  service.WaitForSiege();
  REQUIRE(service.siege() != nullptr);
  // What the command line proves (the full catalog, the same stream and proof).
  const data::GeneratorLoad generator = data::LoadGenerator(world.data, world.catalog);
  REQUIRE(generator.ok());
  runs::ProofOptions options;
  options.difficulty = "standard";
  const runs::ProvenSiege printed = runs::ProveSiege(world.catalog, generator.params, runs::SiegeSeed(269236883ULL, 0),
                                                     runs::ThreatAt(service.rules(), 0), options);
  REQUIRE(printed.proven);
  CHECK(data::MissionFileText(world.catalog, {*service.siege()}) ==
        data::MissionFileText(world.catalog, {printed.siege.mission}));
}
