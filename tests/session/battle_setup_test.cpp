// Custom decks and kept units reach the desktop battle: a session started from a setup,
// its restart and replays, the siege save of that setup, and the setup the profile gives.
#include <catch2/catch.hpp>

#include <fstream>

#include "session/battle_session.h"
#include "session/command_files.h"
#include "session/profile_session.h"
#include "session/siege_save.h"
#include "card_fixture.h"

using namespace bc;
using namespace bc::session;
using namespace app_fixture;

namespace {

// The card catalog with a second unit card ("steady") and the duel open to custom decks.
Catalog CustomCatalog(DeckPolicy policy = DeckPolicy::kCustom) {
  Catalog c = MakeCardCatalog();
  CardDef steady = c.cards[static_cast<std::size_t>(c.FindCard("lucky"))];
  steady.id = "steady";
  steady.name = "STEADY SQUAD";
  c.cards.push_back(steady);
  c.missions[kDuel].deck_policy = policy;
  return c;
}

// A legal deck that is not in the catalog: four lucky and four steady squads.
LoadoutDef MyDeck() {
  LoadoutDef deck;
  deck.id = "command_file";
  deck.name = "Hold Fast";
  deck.units = {"lucky", "lucky", "lucky", "lucky", "steady", "steady", "steady", "steady"};
  deck.supports.assign(16, "bolt");
  deck.fieldworks = {"mine", "works"};
  deck.doctrine = "plain";
  deck.weapon = "standard_cannon";
  return deck;
}

CarriedUnit Veteran() {
  CarriedUnit unit;
  unit.card = "lucky";
  unit.copy = 0;
  unit.rank = 2;
  unit.kills = 5;
  unit.max_hp = 6;
  unit.hp = 3;
  return unit;
}

BattleSetup CustomSetup() {
  BattleSetup setup;
  setup.mission = kDuel;
  setup.seed = 21;
  setup.custom_loadout = MyDeck();
  setup.carried_units = {Veteran()};
  return setup;
}

int CountUnits(const Catalog& catalog, const BattleState& state, const std::string& id) {
  int n = 0;
  for (int i = 0; i < state.cards.unit_count; ++i) {
    n += catalog.cards[state.cards.units[i].card].id == id;
  }
  return n;
}

// The lucky squad's first copy: the first instance (instances follow the deck's order).
const UnitInstance& FirstUnit(const BattleState& state) { return state.cards.units[0]; }

}  // namespace

TEST_CASE("a battle session started from a setup fields its custom deck and kept units, and "
          "restart keeps them",
          "[app][session][setup]") {
  const Catalog catalog = CustomCatalog();
  BattleSession session(catalog, CustomSetup());
  CHECK(session.mission() == kDuel);
  CHECK(session.seed() == 21);
  CHECK(CountUnits(catalog, session.state(), "steady") == 4);
  CHECK(FirstUnit(session.state()).rank == 2);
  CHECK(FirstUnit(session.state()).hp == 3);

  const BattleState opening = session.state();
  REQUIRE(session.Play(Action::EndTurn()).ok);
  session.Restart();
  CHECK(session.state() == opening);
  CHECK(CountUnits(catalog, session.state(), "steady") == 4);
  CHECK(FirstUnit(session.state()).rank == 2);

  // The plain (mission, seed) session is a different battle: the starter deck, fresh units.
  const BattleSession plain(catalog, kDuel, 21);
  CHECK(CountUnits(catalog, plain.state(), "steady") == 0);
  CHECK(FirstUnit(plain.state()).rank == 1);
}

TEST_CASE("a siege started from a setup saves its deck and kept units and resumes to the same "
          "battle",
          "[app][save][setup]") {
  const Catalog catalog = CustomCatalog();
  BattleSession session(catalog, CustomSetup());
  REQUIRE(session.legal().size() > 1);
  REQUIRE(session.Play(session.legal()[1]).ok);  // the first action after end turn
  REQUIRE(session.Play(Action::EndTurn()).ok);
  const auto path = SiegeSavePath(ScratchDir("setup_siege"));
  REQUIRE(WriteSiegeSave(path, MakeSiegeSave(session)).empty());

  const SiegeLoad load = ReadSiegeSave(path);
  REQUIRE(load.save.has_value());
  CHECK(*load.save == MakeSiegeSave(session));
  REQUIRE(load.save->custom_deck.has_value());
  CHECK(load.save->custom_deck->units == MyDeck().units);
  CHECK(load.save->carried_units == Roster{Veteran()});
  const Resume resume = ResumeSiege(catalog, *load.save);
  REQUIRE(resume.session != nullptr);
  CHECK(StateHash(resume.session->state()) == StateHash(session.state()));
  CHECK(resume.session->state() == session.state());

  // Without the setup the same actions lead elsewhere, and the hash says so.
  SiegeSave bare = *load.save;
  bare.custom_deck.reset();
  bare.carried_units.clear();
  CHECK(ResumeSiege(catalog, bare).session == nullptr);
}

TEST_CASE("a siege save with a damaged kept-units record is refused in words", "[app][save][setup]") {
  const SiegeLoad load = SiegeSaveFromJson(
      R"({"version": 1, "mission": "duel", "seed": 1, "state_hash": "0", "actions": [],
          "kept_units": [{"card": "lucky"}]})");
  CHECK_FALSE(load.save.has_value());
  CHECK(load.message.find("could not be read") != std::string::npos);
}

namespace {

Campaigns DuelOperation() {
  CampaignDef ops;
  ops.id = "ops";
  ops.name = "OPERATION DUEL";
  CampaignMissionDef slot;
  slot.mission = "duel";
  ops.missions.push_back(slot);
  return {ops};
}

// Writes MyDeck as a command file and chooses it, as the deck builder does.
void ChooseMyDeck(const std::filesystem::path& dir) {
  std::filesystem::create_directories(CommandFileDir(dir));
  std::ofstream(CommandFilePath(dir, MyDeck().name), std::ios::binary) << CommandFileToText(MyDeck());
  REQUIRE(WriteChosenCommandFile(dir, MyDeck().name).empty());
}

}  // namespace

TEST_CASE("the profile gives the chosen command file's deck where the mission's policy allows it",
          "[app][profile][setup]") {
  const Campaigns campaigns = DuelOperation();
  const auto dir = ScratchDir("setup_custom_deck");
  ChooseMyDeck(dir);
  SECTION("custom policy: the command file goes in") {
    const Catalog catalog = CustomCatalog(DeckPolicy::kCustom);
    const ProfileSession profile(dir, catalog, campaigns);
    const BattleSetup setup = profile.SetupFor(kDuel, 9);
    CHECK(setup.mission == kDuel);
    CHECK(setup.seed == 9);
    REQUIRE(setup.custom_loadout.has_value());
    CHECK(setup.custom_loadout->units == MyDeck().units);
    const BattleSession session(catalog, setup);
    CHECK(CountUnits(catalog, session.state(), "steady") == 4);
  }
  SECTION("starter policy: the starter goes in") {
    const Catalog catalog = CustomCatalog(DeckPolicy::kStarter);
    const ProfileSession profile(dir, catalog, campaigns);
    const BattleSetup setup = profile.SetupFor(kDuel, 9);
    CHECK_FALSE(setup.custom_loadout.has_value());
    const BattleSession session(catalog, setup);
    CHECK(CountUnits(catalog, session.state(), "steady") == 0);
    CHECK(CountUnits(catalog, session.state(), "lucky") == 8);
  }
  SECTION("an illegal command file is not used") {
    LoadoutDef broken = MyDeck();
    broken.units.pop_back();
    std::ofstream(CommandFilePath(dir, broken.name), std::ios::binary) << CommandFileToText(broken);
    const Catalog catalog = CustomCatalog(DeckPolicy::kCustom);
    const ProfileSession profile(dir, catalog, campaigns);
    CHECK_FALSE(profile.SetupFor(kDuel, 9).custom_loadout.has_value());
  }
}

TEST_CASE("the profile gives a campaign mission the operation's kept units, rank and HP",
          "[app][profile][setup]") {
  const Catalog catalog = CustomCatalog(DeckPolicy::kStarter);
  const Campaigns campaigns = DuelOperation();
  const auto dir = ScratchDir("setup_kept_units");
  ProfileSession profile(dir, catalog, campaigns);
  CHECK(profile.SetupFor(kDuel, 3).carried_units.empty());
  REQUIRE(profile.Change([](Profile& p) {
    p.campaigns["ops"].roster = {Veteran()};
    return Outcome::Done();
  }).ok);

  const BattleSetup setup = profile.SetupFor(kDuel, 3);
  const CarriedUnit* kept = FindUnit(setup.carried_units, "lucky", 0);
  REQUIRE(kept != nullptr);
  CHECK(kept->rank == 2);
  CHECK(kept->hp == 3);
  const BattleSession session(catalog, setup);
  CHECK(FirstUnit(session.state()).rank == 2);
  CHECK(FirstUnit(session.state()).hp == 3);

  // A mission outside any operation is a skirmish: nothing is kept.
  CHECK(profile.SetupFor(kLone, 3).carried_units.empty());
}
