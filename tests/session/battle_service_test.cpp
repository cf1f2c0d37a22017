// The battle service: the siege saved after every accepted change (never after a refused
// one), the finished battle recorded once and its save erased; and StartBattle opening a
// fresh battle, a resumed siege or a scripted one.
#include <catch2/catch.hpp>

#include "app_fixture.h"
#include "core/campaign_fixture.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "session/siege_save.h"
#include "data/file_io.h"

using namespace bc;
using namespace bc::session;
using namespace app_fixture;

namespace {

std::unique_ptr<BattleService> Service(const Catalog& catalog, MissionIndex mission, const std::filesystem::path& dir,
                                       ProfileSession* profile = nullptr) {
  return std::make_unique<BattleService>(std::make_unique<BattleSession>(catalog, mission, 11), SiegeSavePath(dir),
                                         profile);
}

std::vector<Action> SavedActions(const std::filesystem::path& dir) {
  const SiegeLoad load = ReadSiegeSave(SiegeSavePath(dir));
  REQUIRE(load.save.has_value());
  return load.save->actions;
}

}  // namespace

TEST_CASE("the battle service saves the siege after each accepted action, undo and restart, not after a refusal",
          "[app][battle_service]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_saves");
  auto battle = Service(catalog, kRush, dir);
  CHECK_FALSE(std::filesystem::exists(SiegeSavePath(dir)));  // nothing played, nothing saved yet
  REQUIRE(battle->Play(Action::Build(C("G7"))).ok);
  CHECK(SavedActions(dir) == battle->session().history());
  std::filesystem::remove(SiegeSavePath(dir));
  CHECK_FALSE(battle->Play(Action::Fire(C("H1"))).ok);  // empty ground
  CHECK_FALSE(std::filesystem::exists(SiegeSavePath(dir)));
  REQUIRE(battle->Undo());
  CHECK(SavedActions(dir).empty());
  REQUIRE(battle->Play(Action::EndTurn()).ok);
  CHECK(SavedActions(dir).size() == 1);
  battle->Restart();
  CHECK(SavedActions(dir).empty());
  CHECK(battle->TakeNotices().empty());
}

TEST_CASE("the battle service records a finished battle in the profile once and erases its save",
          "[app][battle_service]") {
  const Catalog catalog = MakeCatalog();
  const Campaigns campaigns;
  const auto dir = ScratchDir("service_record");
  ProfileSession profile(dir, catalog, campaigns);
  auto battle = Service(catalog, kLone, dir, &profile);
  REQUIRE(battle->Play(Action::EndTurn()).ok);
  REQUIRE(std::filesystem::exists(SiegeSavePath(dir)));
  for (int i = 0; i < 30 && !IsOver(battle->session().state()); ++i) {
    bool fired = false;
    for (const Action& a : battle->session().legal()) {
      if (a.kind == ActionKind::kFireCannon) {
        REQUIRE(battle->Play(a).ok);
        fired = true;
        break;
      }
    }
    if (!fired) REQUIRE(battle->Play(Action::EndTurn()).ok);
  }
  REQUIRE(battle->session().state().phase == Phase::kVictory);
  CHECK_FALSE(std::filesystem::exists(SiegeSavePath(dir)));
  CHECK(profile.profile().stats.battles == 1);
  CHECK(profile.profile().stats.victories == 1);
  battle->SaveProgress();  // the same end again is not a second battle
  CHECK(profile.profile().stats.battles == 1);
}

TEST_CASE("StartBattle resumes the saved siege exactly, and starts afresh saying why when it cannot",
          "[app][battle_service]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_resume");
  {
    auto battle = Service(catalog, kRush, dir);
    REQUIRE(battle->Play(Action::Fire(C("D3"))).ok);
    REQUIRE(battle->Play(Action::EndTurn()).ok);
  }
  BattleLaunch launch;
  launch.resume = true;
  BattleStart start = StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  CHECK(start.problem.empty());
  CHECK_FALSE(start.briefing);
  CHECK(start.battle->session().history().size() == 2);
  CHECK(start.battle->session().mission() == kRush);

  SiegeSave damaged = *ReadSiegeSave(SiegeSavePath(dir)).save;
  damaged.state_hash ^= 1;
  REQUIRE(WriteSiegeSave(SiegeSavePath(dir), damaged).empty());
  const std::string unresumable = data::SiegeSaveToText(damaged);
  start = StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  CHECK(start.problem.find("fresh battle of the same mission") != std::string::npos);
  CHECK(start.battle->session().mission() == kRush);
  CHECK(start.battle->session().history().empty());
  CHECK_FALSE(start.notices.empty());
  // The save that led elsewhere is set aside whole, not saved over by the fresh battle.
  const std::filesystem::path kept = dir / "active_siege.json.unresumable-1";
  CHECK(start.problem.find("active_siege.json.unresumable-1") != std::string::npos);
  REQUIRE(std::filesystem::exists(kept));
  CHECK(data::ReadWholeFile(kept) == unresumable);
  CHECK(ReadSiegeSave(SiegeSavePath(dir)).save->actions.empty());
}

TEST_CASE("StartBattle sets aside a saved siege that does not read, and one whose mission is gone",
          "[app][battle_service]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_unreadable");
  BattleLaunch launch;
  launch.resume = true;
  REQUIRE(data::WriteFileAtomically(SiegeSavePath(dir), "{\"not\": \"a save\"").empty());
  BattleStart start = StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  CHECK(start.problem.find("active_siege.json.unresumable-1") != std::string::npos);
  CHECK(data::ReadWholeFile(dir / "active_siege.json.unresumable-1") == std::string("{\"not\": \"a save\""));

  SiegeSave gone = MakeSiegeSave(start.battle->session());
  gone.mission_id = "op_no_longer_here";
  REQUIRE(WriteSiegeSave(SiegeSavePath(dir), gone).empty());
  start = StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  CHECK(start.problem.find("no longer exists") != std::string::npos);
  CHECK(start.problem.find("active_siege.json.unresumable-2") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "active_siege.json.unresumable-2"));
}

TEST_CASE("StartBattle opens a fresh battle on its briefing, plays --actions up to the first refused one",
          "[app][battle_service]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_fresh");
  BattleLaunch launch;
  launch.mission = kRush;
  launch.seed = 4;
  BattleStart fresh = StartBattle(catalog, "", nullptr, dir, launch);
  CHECK(fresh.briefing);
  CHECK(fresh.battle->session().seed() == 4);
  CHECK(std::filesystem::exists(SiegeSavePath(dir)));  // saved from its first turn

  std::filesystem::remove(SiegeSavePath(dir));  // a fresh battle keeps its hands off a saved siege
  launch.actions = {"end_turn", "dance", "end_turn"};
  const BattleStart scripted = StartBattle(catalog, "", nullptr, dir, launch);
  CHECK_FALSE(scripted.briefing);
  CHECK(scripted.battle->session().history().size() == 1);
  REQUIRE(scripted.notices.size() == 1);
  CHECK(scripted.notices[0].find("dance") != std::string::npos);

  const BattleStart none = StartBattle(Catalog{}, "Nothing in data/.", nullptr, dir, launch);
  CHECK(none.battle == nullptr);
  CHECK(none.problem.find("Nothing in data/.") != std::string::npos);
}

TEST_CASE("A fresh battle leaves a saved siege as it was and is not saved, unless it is told to replace it",
          "[app][battle_service][trust]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_keeps_siege");
  {
    auto battle = Service(catalog, kRush, dir);
    REQUIRE(battle->Play(Action::Fire(C("D3"))).ok);
    REQUIRE(battle->Play(Action::EndTurn()).ok);
  }
  const std::optional<std::string> before = data::ReadWholeFile(SiegeSavePath(dir));
  REQUIRE(before.has_value());
  // As `--screen battle --mission lone` opens it: a fresh battle of another mission.
  BattleLaunch launch;
  launch.mission = kLone;
  launch.seed = 5;
  BattleStart start = StartBattle(catalog, "", nullptr, dir, launch);
  REQUIRE(start.battle != nullptr);
  CHECK_FALSE(start.battle->saves());
  REQUIRE(start.notices.size() == 1);
  CHECK(start.notices[0].find("kept") != std::string::npos);
  REQUIRE(start.battle->Play(Action::EndTurn()).ok);
  start.battle->Restart();
  CHECK(data::ReadWholeFile(SiegeSavePath(dir)) == before);
  // The siege resumes exactly as it was left.
  launch.resume = true;
  BattleStart resumed = StartBattle(catalog, "", nullptr, dir, launch);
  CHECK(resumed.battle->saves());
  CHECK(resumed.battle->session().mission() == kRush);
  CHECK(resumed.battle->session().history().size() == 2);
  // Told to replace it (the battle restarted is the saved one), a fresh battle saves over it.
  launch.resume = false;
  launch.replace_saved_siege = true;
  BattleStart replacing = StartBattle(catalog, "", nullptr, dir, launch);
  CHECK(replacing.battle->saves());
  CHECK(replacing.notices.empty());
  CHECK(data::ReadWholeFile(SiegeSavePath(dir)) != before);
  CHECK(ReadSiegeSave(SiegeSavePath(dir)).save->mission_id == "lone");
}

TEST_CASE("The --actions list is split at each semicolon, trimmed, empty ones dropped", "[app][battle_service]") {
  CHECK(SplitActions(" end_turn ;fire C3;; unit 0 B2 ") ==
        std::vector<std::string>{"end_turn", "fire C3", "unit 0 B2"});
  CHECK(SplitActions("").empty());
}
