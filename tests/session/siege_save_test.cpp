#include <catch2/catch.hpp>

#include <fstream>

#include "session/siege_save.h"
#include "app_fixture.h"

using namespace bc;
using namespace bc::session;
using namespace app_fixture;

TEST_CASE("a saved siege resumes to exactly the battle that was left", "[app][save]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = app_fixture::ScratchDir("siege_resume");
  BattleSession session(catalog, kRush, 11);
  REQUIRE(session.Play(Action::Fire(C("D3"))).ok);
  REQUIRE(session.Play(Action::EndTurn()).ok);
  REQUIRE(session.Play(Action::Build(C("G7"))).ok);
  const auto path = SiegeSavePath(dir);
  REQUIRE(WriteSiegeSave(path, MakeSiegeSave(session)).empty());
  CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));

  const SiegeLoad load = ReadSiegeSave(path);
  REQUIRE(load.save.has_value());
  CHECK(*load.save == MakeSiegeSave(session));
  const Resume resume = ResumeSiege(catalog, *load.save);
  REQUIRE(resume.session != nullptr);
  CHECK(resume.session->state() == session.state());
  CHECK(resume.session->history() == session.history());
}

TEST_CASE("no save file means nothing to resume and no complaint", "[app][save]") {
  const auto dir = app_fixture::ScratchDir("siege_none");
  const SiegeLoad load = ReadSiegeSave(SiegeSavePath(dir));
  CHECK_FALSE(load.save.has_value());
  CHECK(load.message.empty());
}

TEST_CASE("a corrupt or foreign save is refused in words", "[app][save]") {
  const auto dir = app_fixture::ScratchDir("siege_corrupt");
  std::ofstream(SiegeSavePath(dir)) << "{\"version\": 1, \"mission\": ";
  SiegeLoad load = ReadSiegeSave(SiegeSavePath(dir));
  CHECK_FALSE(load.save.has_value());
  CHECK(load.message.find("could not be read") != std::string::npos);
  load = SiegeSaveFromJson(R"({"version": 99, "mission": "lone", "seed": 1, "state_hash": "0", "actions": []})");
  CHECK(load.message.find("different build") != std::string::npos);
  load = SiegeSaveFromJson(R"({"version": 1, "mission": "lone", "seed": 1, "state_hash": "0", "actions": ["dance"]})");
  CHECK(load.message.find("dance") != std::string::npos);
}

TEST_CASE("a siege saved with version 1 resumes on the hash of its day", "[app][save]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kRush, 11);
  REQUIRE(session.Play(Action::Fire(C("D3"))).ok);
  REQUIRE(session.Play(Action::EndTurn()).ok);
  SiegeSave save = MakeSiegeSave(session);
  CHECK(save.version == data::kSiegeSaveVersion);
  CHECK(save.state_hash == StateHash(session.state()));
  save.version = 1;
  save.state_hash = StateHashVersion1(session.state());
  const std::string text = data::SiegeSaveToText(save);
  CHECK(text.find("\"version\": 1") != std::string::npos);
  const SiegeLoad load = SiegeSaveFromJson(text);
  REQUIRE(load.save.has_value());
  CHECK(load.save->version == 1);
  const Resume resume = ResumeSiege(catalog, *load.save);
  REQUIRE(resume.session != nullptr);
  CHECK(resume.session->state() == session.state());
  // Each version's hash is checked as that version's only.
  SiegeSave crossed = *load.save;
  crossed.version = data::kSiegeSaveVersion;
  CHECK(ResumeSiege(catalog, crossed).session == nullptr);
  crossed.version = 1;
  crossed.state_hash = StateHash(session.state());
  CHECK(ResumeSiege(catalog, crossed).session == nullptr);
}

TEST_CASE("a save that no longer leads to the same battle is not resumed", "[app][save]") {
  const Catalog catalog = MakeCatalog();
  BattleSession session(catalog, kLone, 4);
  REQUIRE(session.Play(Action::Fire(C("A1"))).ok);
  SiegeSave save = MakeSiegeSave(session);
  save.state_hash ^= 1;
  CHECK(ResumeSiege(catalog, save).session == nullptr);
  save = MakeSiegeSave(session);
  save.mission_id = "gone";
  const Resume gone = ResumeSiege(catalog, save);
  CHECK(gone.session == nullptr);
  CHECK(gone.message.find("gone") != std::string::npos);
  save = MakeSiegeSave(session);
  save.actions.push_back(Action::Fire(C("H8")));
  CHECK(ResumeSiege(catalog, save).message.find("action 2") != std::string::npos);
}

TEST_CASE("a damaged siege save is kept aside and the save one action earlier resumes", "[app][save]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = app_fixture::ScratchDir("siege_backup");
  BattleSession session(catalog, kRush, 11);
  const auto path = SiegeSavePath(dir);
  REQUIRE(session.Play(Action::Fire(C("D3"))).ok);
  REQUIRE(WriteSiegeSave(path, MakeSiegeSave(session)).empty());
  const SiegeSave earlier = MakeSiegeSave(session);
  REQUIRE(session.Play(Action::EndTurn()).ok);
  REQUIRE(WriteSiegeSave(path, MakeSiegeSave(session)).empty());
  std::ofstream(path, std::ios::binary) << "{\"version\": 1, \"mission\": ";  // cut short
  const SiegeLoad load = ReadSiegeSave(path);
  REQUIRE(load.save.has_value());
  CHECK(*load.save == earlier);
  CHECK(load.message.find("one action earlier") != std::string::npos);
  CHECK(std::filesystem::exists(path.string() + ".corrupt-1"));
  REQUIRE(ResumeSiege(catalog, *load.save).session != nullptr);
  // Clearing the siege clears its backup too, so nothing comes back.
  EraseSiegeSave(path);
  CHECK_FALSE(std::filesystem::exists(path.string() + ".bak"));
  CHECK_FALSE(ReadSiegeSave(path).save.has_value());
}

namespace {

// The fixture catalog with a level that lowers the base and adds an attacker each wave.
Catalog CatalogWithLevels() {
  Catalog catalog = MakeCatalog();
  catalog.difficulties.push_back(RulebookDifficulty());
  DifficultyDef audit;
  audit.id = "audit";
  audit.name = "AUDIT";
  audit.modifiers.base_health = -4;
  audit.modifiers.extra_attackers = 1;
  catalog.difficulties.push_back(audit);
  return catalog;
}

}  // namespace

TEST_CASE("a battle at a level plays the level's mission, and its siege resumes at that level", "[app][save][difficulty]") {
  const Catalog catalog = CatalogWithLevels();
  const auto dir = app_fixture::ScratchDir("siege_level");
  BattleSetup setup;
  setup.mission = kRush;
  setup.seed = 11;
  setup.difficulty = "audit";
  BattleSession session(catalog, setup);
  CHECK(session.difficulty().id == "audit");
  CHECK(session.state().base_health == kStandardBaseHealth - 4);
  CHECK(session.mission_def().schedule.size() > catalog.missions[kRush].schedule.size());
  REQUIRE(session.Play(Action::EndTurn()).ok);
  const SiegeSave save = MakeSiegeSave(session);
  CHECK(save.difficulty == "audit");
  const auto path = SiegeSavePath(dir);
  REQUIRE(WriteSiegeSave(path, save).empty());
  const SiegeLoad load = ReadSiegeSave(path);
  REQUIRE(load.save.has_value());
  CHECK(load.save->difficulty == "audit");
  const Resume resume = ResumeSiege(catalog, *load.save);
  REQUIRE(resume.session != nullptr);
  CHECK(resume.session->setup().difficulty == "audit");
  CHECK(resume.session->state() == session.state());
  // The same save read as STANDARD leads elsewhere: the level is part of the battle.
  SiegeSave standard = *load.save;
  standard.difficulty = kStandardDifficulty;
  CHECK(ResumeSiege(catalog, standard).session == nullptr);
}

TEST_CASE("a siege save without a difficulty reads as STANDARD, and one of an unknown level is not resumed", "[app][save][difficulty]") {
  const Catalog catalog = CatalogWithLevels();
  BattleSession session(catalog, kRush, 11);
  REQUIRE(session.Play(Action::EndTurn()).ok);
  const std::string text = data::SiegeSaveToText(MakeSiegeSave(session));
  CHECK(text.find("difficulty") == std::string::npos);  // STANDARD writes nothing new
  const SiegeLoad load = SiegeSaveFromJson(text);
  REQUIRE(load.save.has_value());
  CHECK(load.save->difficulty == kStandardDifficulty);
  REQUIRE(ResumeSiege(catalog, *load.save).session != nullptr);
  SiegeSave unknown = *load.save;
  unknown.difficulty = "nightmare";
  const Resume resume = ResumeSiege(catalog, unknown);
  CHECK(resume.session == nullptr);
  CHECK(resume.message.find("nightmare") != std::string::npos);
}
