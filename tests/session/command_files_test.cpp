// Command files: named custom loadouts in the user folder, saved only when legal and
// owned and while a slot is free, read back salvaged (the readable cards kept, the rest
// named); and the deck a mission's policy gives.
#include <catch2/catch.hpp>

#include <fstream>

#include <nlohmann/json.hpp>

#include "data/file_io.h"
#include "session/command_files.h"
#include "card_fixture.h"

using namespace bc;
using namespace bc::session;

namespace {

Profile OwnerOf(const Catalog& catalog) {
  Profile profile = NewProfile({});
  for (const CardDef& card : catalog.cards) profile.owned_cards.insert(card.id);
  return profile;
}

LoadoutDef Legal(const Catalog& catalog, const std::string& name) {
  LoadoutDef loadout = catalog.loadouts[static_cast<std::size_t>(catalog.FindLoadout("starter"))];
  loadout.name = name;
  return loadout;
}

}  // namespace

TEST_CASE("a legal command file saves and reads back exactly", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_round_trip");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  const Profile profile = OwnerOf(catalog);
  LoadoutDef loadout = Legal(catalog, "NIGHT SHIFT");
  loadout.units[0] = "ace";
  REQUIRE(SaveCommandFile(dir, catalog, profile, loadout).empty());
  const CommandFileList list = ListCommandFiles(dir);
  REQUIRE(list.problems.empty());
  REQUIRE(list.loadouts.size() == 1);
  const LoadoutDef& back = list.loadouts[0];
  CHECK(back.name == "NIGHT SHIFT");
  CHECK(back.units == loadout.units);
  CHECK(back.supports == loadout.supports);
  CHECK(back.fieldworks == loadout.fieldworks);
  CHECK(back.doctrine == loadout.doctrine);
  CHECK(back.weapon == loadout.weapon);
}

TEST_CASE("an illegal loadout is refused with every reason and nothing is written", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_illegal");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  const Profile profile = OwnerOf(catalog);
  LoadoutDef loadout = Legal(catalog, "");
  loadout.units.pop_back();      // 7 units
  loadout.units[0] = "ace";
  loadout.units[1] = "star";     // two heroes
  loadout.fieldworks = {"mine", "mine"};
  loadout.doctrine.clear();
  const std::vector<std::string> problems = SaveCommandFile(dir, catalog, profile, loadout);
  CHECK(problems.size() >= 5);  // no name, 7 units, two heroes, same fieldwork twice, no doctrine
  CHECK(problems[0].find("name") != std::string::npos);
  CHECK(ListCommandFiles(dir).loadouts.empty());
  CHECK_FALSE(std::filesystem::exists(CommandFileDir(dir)));
}

TEST_CASE("cards not in the collection are named as the reason a command file is refused", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_unowned");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  Profile profile = OwnerOf(catalog);
  profile.owned_cards.erase("bolt");
  const std::vector<std::string> problems = SaveCommandFile(dir, catalog, profile, Legal(catalog, "A"));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("BOLT") != std::string::npos);
  CHECK(problems[0].find("collection") != std::string::npos);
}

TEST_CASE("command files stop at the profile's slots, and refiling the same name needs no slot",
          "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_slots");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  Profile profile = OwnerOf(catalog);
  REQUIRE(profile.command_file_slots == 2);
  CHECK(SaveCommandFile(dir, catalog, profile, Legal(catalog, "ONE")).empty());
  CHECK(SaveCommandFile(dir, catalog, profile, Legal(catalog, "TWO")).empty());
  const std::vector<std::string> third = SaveCommandFile(dir, catalog, profile, Legal(catalog, "THREE"));
  REQUIRE(third.size() == 1);
  CHECK(third[0].find("slots") != std::string::npos);
  LoadoutDef changed = Legal(catalog, "TWO");
  changed.fieldworks = {"works", "mine"};
  CHECK(SaveCommandFile(dir, catalog, profile, changed).empty());
  CHECK(ListCommandFiles(dir).loadouts.size() == 2);
  profile.command_file_slots = 3;
  CHECK(SaveCommandFile(dir, catalog, profile, Legal(catalog, "THREE")).empty());
  CHECK(DeleteCommandFile(dir, "ONE"));
  CHECK_FALSE(DeleteCommandFile(dir, "ONE"));
  CHECK(ListCommandFiles(dir).loadouts.size() == 2);
}

TEST_CASE("a damaged or newer command file is reported by name and skipped, and one with a key it does not know is read",
          "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_damaged");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  REQUIRE(SaveCommandFile(dir, catalog, OwnerOf(catalog), Legal(catalog, "GOOD")).empty());
  std::ofstream(CommandFileDir(dir) / "cut.json") << "{\"format\": \"base-command-command-file\", \"ver";
  std::ofstream(CommandFileDir(dir) / "newer.json")
      << "{\"format\": \"base-command-command-file\", \"version\": 7, \"name\": \"X\"}";
  std::ofstream(CommandFileDir(dir) / "extra.json")
      << "{\"format\": \"base-command-command-file\", \"version\": 1, \"name\": \"X\", \"units\": [], "
         "\"supports\": [], \"fieldworks\": [], \"doctrine\": \"\", \"weapon\": \"\", \"cheat\": 1}";
  const CommandFileList list = ListCommandFiles(dir);
  CHECK(list.loadouts.size() == 2);
  REQUIRE(list.problems.size() == 2);
  CHECK(list.problems[0].find("cut.json") != std::string::npos);
  CHECK(list.problems[1].find("newer") != std::string::npos);
}

TEST_CASE("a command file keeps its readable cards, and the notice names the ones it left out", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_salvaged");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  LoadoutDef deck = Legal(catalog, "HAND EDITED");
  REQUIRE(SaveCommandFile(dir, catalog, OwnerOf(catalog), deck).empty());
  const std::filesystem::path path = CommandFilePath(dir, deck.name);
  nlohmann::json file = nlohmann::json::parse(*bc::data::ReadWholeFile(path));
  file["units"].push_back(17);
  file["supports"].insert(file["supports"].begin(), "Not A Card");
  REQUIRE(bc::data::WriteFileAtomically(path, file.dump(2)).empty());
  const CommandFileList list = ListCommandFiles(dir);
  REQUIRE(list.loadouts.size() == 1);
  const LoadoutDef& kept = list.loadouts[0];
  CHECK(kept.name == deck.name);
  CHECK(kept.units == deck.units);
  CHECK(kept.supports == deck.supports);
  CHECK(kept.fieldworks == deck.fieldworks);
  CHECK(kept.doctrine == deck.doctrine);
  CHECK(kept.weapon == deck.weapon);
  REQUIRE(list.problems.size() == 1);
  INFO(list.problems[0]);
  CHECK(list.problems[0].find("hand_edited.json") != std::string::npos);
  CHECK(list.problems[0].find("units/" + std::to_string(deck.units.size())) != std::string::npos);
  CHECK(list.problems[0].find("supports/0") != std::string::npos);
  CHECK(list.problems[0].find("17") != std::string::npos);
}

TEST_CASE("a command file whose format is not text is listed as a problem, not a crash", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_format_number");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  REQUIRE(SaveCommandFile(dir, catalog, OwnerOf(catalog), Legal(catalog, "GOOD")).empty());
  REQUIRE(bc::data::WriteFileAtomically(CommandFileDir(dir) / "odd.json", "{\"format\": 5, \"version\": 1}").empty());
  CommandFileList list;
  REQUIRE_NOTHROW(list = ListCommandFiles(dir));
  CHECK(list.loadouts.size() == 1);
  REQUIRE(list.problems.size() == 1);
  CHECK(list.problems[0].find("odd.json") != std::string::npos);
  CHECK(list.problems[0].find("/format") != std::string::npos);
}

TEST_CASE("the chosen command file is remembered", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_chosen");
  CHECK(ReadChosenCommandFile(dir).empty());
  REQUIRE(WriteChosenCommandFile(dir, "NIGHT SHIFT").empty());
  CHECK(ReadChosenCommandFile(dir) == "NIGHT SHIFT");
}

TEST_CASE("the deck policy decides which deck a mission is fought with, and says why", "[app][command_files]") {
  Catalog catalog = app_fixture::MakeHeroCatalog();
  LoadoutDef fixed = Legal(catalog, "ISSUED KIT");
  fixed.id = "issued";
  catalog.loadouts.push_back(fixed);
  const LoadoutDef mine = Legal(catalog, "MINE");
  LoadoutDef broken = mine;
  broken.units.clear();
  MissionDef mission;
  mission.deck_policy = DeckPolicy::kCustom;
  DeckChoice choice = DeckForMission(catalog, mission, &mine);
  CHECK(choice.loadout == &mine);
  CHECK(choice.explanation.find("MINE") != std::string::npos);
  choice = DeckForMission(catalog, mission, &broken);
  CHECK(choice.loadout->id == "starter");
  CHECK(choice.explanation.find("not a legal deck") != std::string::npos);
  mission.deck_policy = DeckPolicy::kStarter;
  CHECK(DeckForMission(catalog, mission, &mine).loadout->id == "starter");
  mission.deck_policy = DeckPolicy::kFixed;
  mission.fixed_loadout = "issued";
  choice = DeckForMission(catalog, mission, &mine);
  CHECK(choice.loadout->id == "issued");
  CHECK(choice.explanation.find("FIXED") != std::string::npos);
}

TEST_CASE("a damaged command file is restored from its backup and says so", "[app][command_files]") {
  const auto dir = app_fixture::ScratchDir("command_backup");
  const Catalog catalog = app_fixture::MakeHeroCatalog();
  const Profile profile = OwnerOf(catalog);
  LoadoutDef loadout = Legal(catalog, "NIGHT SHIFT");
  REQUIRE(SaveCommandFile(dir, catalog, profile, loadout).empty());
  LoadoutDef changed = loadout;
  changed.units[0] = "ace";
  REQUIRE(SaveCommandFile(dir, catalog, profile, changed).empty());
  const auto path = CommandFilePath(dir, "NIGHT SHIFT");
  std::ofstream(path, std::ios::binary) << "{\"format\": 1, \"version\": 1}";
  const CommandFileList list = ListCommandFiles(dir);
  REQUIRE(list.loadouts.size() == 1);
  CHECK(list.loadouts[0].units == loadout.units);
  REQUIRE(list.problems.size() == 1);
  CHECK(list.problems[0].find("restored from its backup") != std::string::npos);
  CHECK(ListCommandFiles(dir).problems.empty());
  // Deleting it deletes its backup: it does not come back.
  REQUIRE(DeleteCommandFile(dir, "NIGHT SHIFT"));
  CHECK(ListCommandFiles(dir).loadouts.empty());
  CHECK_FALSE(std::filesystem::exists(path.string() + ".bak"));
}
