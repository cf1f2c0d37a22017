// The active siege's file: strict reading with JSON paths, and the same codec for its
// deck and kept units as the profile's.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "data/loadout_json.h"
#include "data/profile_json.h"
#include "data/siege_json.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace siege_json_test {

using namespace bc;
using namespace bc::data;

namespace {

CarriedUnit Veteran() {
  CarriedUnit unit;
  unit.card = "rifle_team";
  unit.copy = 1;
  unit.hp = 3;
  unit.max_hp = 7;
  unit.rank = 2;
  unit.kills = 5;
  unit.bonuses.attack = 1;
  unit.bonuses.perks = 4;
  unit.upgrades = {"bayonets"};
  return unit;
}

SiegeSave FullSave() {
  SiegeSave save;
  save.mission_id = "m1";
  save.seed = 18446744073709551615ull;
  save.actions = {Action::EndTurn(), Action::Fire(*ParseCell("C3"))};
  save.state_hash = 0x00ab12cd34ef5678ull;
  save.turn = 2;
  LoadoutDef deck;
  deck.id = "command_file";
  deck.name = "HOLD FAST";
  deck.units = {"rifle_team"};
  deck.supports = {"flare", "flare"};
  deck.fieldworks = {"mine", "works"};
  deck.doctrine = "";
  deck.weapon = "standard_cannon";
  save.custom_deck = deck;
  save.carried_units = {Veteran()};
  return save;
}

bool HasError(const LoadErrors& errors, const std::string& path, const std::string& words) {
  return std::any_of(errors.begin(), errors.end(), [&](const LoadError& e) {
    return e.path == path && e.reason.find(words) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("siege save: what is written, deck and kept units included, reads back the same", "[data][siege]") {
  const SiegeSave save = FullSave();
  const SiegeParse parse = SiegeSaveFromText(SiegeSaveToText(save), "active_siege.json");
  REQUIRE(parse.errors.empty());
  REQUIRE(parse.save.has_value());
  CHECK(*parse.save == save);
}

TEST_CASE("siege save: a wrong type, an unknown key, a bad action and a damaged kept unit are each named with "
          "their JSON path",
          "[data][siege]") {
  const SiegeParse parse = SiegeSaveFromText(
      R"({"version": 1, "mission": "m1", "seed": "many", "state_hash": "xyz", "turn": 0,
          "actions": ["end_turn", "dance", 7], "cheat": true,
          "custom_deck": {"id": "d", "name": "D", "units": "all", "supports": [], "fieldworks": [],
                          "doctrine": "", "weapon": ""},
          "kept_units": [{"card": "rifle_team", "copy": 0, "hp": 9, "max_hp": 3, "rank": 1, "kills": 0,
                          "bonuses": {"attack": 0, "firepower": 0, "evasion": 0, "max_hp": 0, "crit": 0,
                                      "ranges": 0, "perks": 0}}]})",
      "active_siege.json");
  CHECK_FALSE(parse.save.has_value());
  CHECK(parse.problem == SiegeParse::Problem::kDamaged);
  CHECK(HasError(parse.errors, "/seed", "64-bit"));
  CHECK(HasError(parse.errors, "/state_hash", "hexadecimal"));
  CHECK(HasError(parse.errors, "/turn", "between 1"));
  CHECK(HasError(parse.errors, "/actions/1", "dance"));
  CHECK(HasError(parse.errors, "/actions/2", "7"));
  CHECK(HasError(parse.errors, "/cheat", "unknown key"));
  CHECK(HasError(parse.errors, "/custom_deck/units", "array"));
  CHECK(HasError(parse.errors, "/kept_units/0/hp", "more than max_hp"));
}

TEST_CASE("siege save: another build's version is told apart from damage", "[data][siege]") {
  const SiegeParse parse = SiegeSaveFromText(R"({"version": 4, "mission": "m1"})", "active_siege.json");
  CHECK(parse.problem == SiegeParse::Problem::kOtherBuild);
  CHECK(HasError(parse.errors, "/version", "versions 1 to 3"));
  CHECK(SiegeSaveFromText(R"({"version": 0, "mission": "m1"})", "active_siege.json").problem ==
        SiegeParse::Problem::kOtherBuild);
  CHECK(SiegeSaveFromText("[]", "active_siege.json").problem == SiegeParse::Problem::kDamaged);
  CHECK(SiegeSaveFromText("{\"version\": 1,", "active_siege.json").problem == SiegeParse::Problem::kDamaged);
}

TEST_CASE("kept units are one record: the siege save holds them as the profile's roster does", "[data][siege]") {
  Profile profile = NewProfile({});
  profile.campaigns["ops"].roster = {Veteran()};
  const nlohmann::json from_profile = ProfileToJson(profile)["campaigns"]["ops"]["roster"];
  SiegeSave save = FullSave();
  const nlohmann::json from_siege = nlohmann::json::parse(SiegeSaveToText(save))["kept_units"];
  CHECK(from_profile == from_siege);
  CHECK(from_siege == RosterToJson(save.carried_units));
}

}  // namespace siege_json_test
