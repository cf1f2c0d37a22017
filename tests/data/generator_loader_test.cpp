// The siege generator's file (data/generator.json): the game's own reads clean against
// the game's data, a small one gives its levels with the attackers each buys, and each
// kind of mistake is named with file, JSON path and reason.
#include <catch2/catch.hpp>

#include "data/catalog_loader.h"
#include "data/generator_loader.h"
#include "temp_data.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace generator_loader_test {

using bc::test::Dump;
using bc::test::HasError;

namespace {

constexpr const char* kFile = "generator.json";

const bc::Catalog& GameCatalog() {
  static const bc::Catalog catalog = bc::data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data").catalog;
  return catalog;
}

bc::data::GeneratorLoad Load(const std::string& text) {
  return bc::data::LoadGeneratorText(text, kFile, GameCatalog());
}

// A good file with two levels; `level2` is the second level's record.
std::string File(const std::string& attackers, const std::string& level2 = R"({"budget": 30, "waves": [4, 5],
   "sectors": [2, 3], "deployment": [6, 9], "weapons": [{"weapon": "standard_cannon", "weight": 1}], "par_after": 4})",
                 const std::string& hero = R"("hero": {"enemy": "the_auditor", "from": 2, "wave": 3},)") {
  return R"({"proof": {"games": 4, "max_draws": 10, "redraw_budget_percent": 85, "loadout": "starter"},
  "attackers": )" + attackers + R"(,
  )" + hero + R"(
  "threat_levels": [
   {"budget": 20, "waves": [3, 4], "wave_gap": [1, 2], "ramp_percent": 30, "max_per_wave": 8, "sectors": [1, 2],
    "deployment": [4, 6], "reinforcement": [0, 2], "reinforcement_percent": 20, "rock": [0, 2], "barricades": [0, 1],
    "objectives": [0, 1], "objective_bonus": 250, "lanes": [1, 1], "shields_down": [0, 1], "cannon_charge": [0, 1],
    "weapons": [{"weapon": "standard_cannon", "weight": 3}, {"weapon": "siege_mortar", "weight": 1}], "par_after": 3},
   )" + level2 + R"(],
  "phrases": {"places": ["THE NORTH PUMP"], "incidents": ["LATE DELIVERY"], "openings": ["Contacts."],
   "closings": ["Hold."], "features": {"shields_down": "a", "rock": "b", "objectives": "c", "barricades": "d",
   "reinforcement": "e", "lanes": "f", "weapon": "g", "hero": "h"},
   "warnings": [{"enemy": "killer_krab", "text": "Krabs."}]}})";
}

const char* kAttackers = R"([{"enemy": "black_star_initiate", "cost": 2, "weight": 5, "from": 1},
   {"enemy": "killer_krab", "cost": 1, "weight": 2, "from": 1, "until": 1},
   {"enemy": "binary_slug", "cost": 3, "weight": 1, "from": 2}])";

}  // namespace

TEST_CASE("Generator loader: a good file gives its levels, the attackers each buys and the hero at the top",
          "[data][generator]") {
  const auto load = Load(File(kAttackers));
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::gen::GeneratorParams& p = load.params;
  CHECK(p.proof.games == 4);
  CHECK(p.proof.max_draws == 10);
  CHECK(p.proof.redraw_budget_percent == 85);
  CHECK(p.proof.loadout == "starter");
  REQUIRE(p.levels.size() == 2);
  const bc::Catalog& c = GameCatalog();
  const auto& one = p.levels[0];
  CHECK(one.budget == 20);
  CHECK(one.waves == bc::gen::CountRange{3, 4});
  CHECK(one.ramp_percent == 30);
  CHECK(one.max_per_wave == 8);
  CHECK(one.reinforcement == bc::gen::CountRange{0, 2});
  CHECK(one.objective_bonus == 250);
  REQUIRE(one.weapons.size() == 2);
  CHECK(one.weapons[1].weapon == c.FindWeapon("siege_mortar"));
  REQUIRE(one.attackers.size() == 2);  // the initiate and the krab (until 1)
  CHECK(one.attackers[1].enemy == c.FindEnemy("killer_krab"));
  CHECK(one.hero == -1);
  const auto& two = p.levels[1];
  REQUIRE(two.attackers.size() == 2);  // the initiate and the slug (from 2)
  CHECK(two.attackers[1].enemy == c.FindEnemy("binary_slug"));
  CHECK(two.attackers[1].cost == 3);
  CHECK(two.hero == c.FindEnemy("the_auditor"));
  CHECK(two.hero_wave == 3);
  CHECK(two.wave_gap == bc::gen::CountRange{1, 2});  // the default
  CHECK(p.phrases.warnings.at("killer_krab") == "Krabs.");
  CHECK(p.phrases.features.size() == bc::gen::FeatureKeys().size());
}

TEST_CASE("Generator loader: the game's generator file reads clean against the game's data", "[data][generator]") {
  const auto load = bc::data::LoadGenerator(std::filesystem::path(BC_SOURCE_DIR) / "data", GameCatalog());
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  CHECK(load.params.levels.size() >= 9);
  CHECK(load.params.levels.back().hero == GameCatalog().FindEnemy("the_auditor"));
  CHECK(load.params.proof.games >= 1);
}

TEST_CASE("Generator loader: each mistake is named with its path and reason", "[data][generator]") {
  SECTION("an unknown enemy, with a suggestion") {
    const auto load = Load(File(R"([{"enemy": "killer_krabs", "cost": 1, "weight": 1, "from": 1}])"));
    CHECK(HasError(load.errors, kFile, "/attackers/0/enemy", "unknown enemy \"killer_krabs\" (did you mean \"killer_krab\"?)"));
    CHECK(load.params.levels.empty());
  }
  SECTION("a type whose until comes before its from") {
    const auto load = Load(File(R"([{"enemy": "killer_krab", "cost": 1, "weight": 1, "from": 2, "until": 1},
      {"enemy": "black_star_initiate", "cost": 1, "weight": 1, "from": 1}])"));
    CHECK(HasError(load.errors, kFile, "/attackers/0/until", "comes before \"from\""));
  }
  SECTION("a type listed twice, and a hero bought with the budget") {
    const auto load = Load(File(R"([{"enemy": "killer_krab", "cost": 1, "weight": 1, "from": 1},
      {"enemy": "killer_krab", "cost": 2, "weight": 1, "from": 1},
      {"enemy": "the_auditor", "cost": 9, "weight": 1, "from": 1}])"));
    CHECK(HasError(load.errors, kFile, "/attackers/1/enemy", "is already listed at /attackers/0"));
    CHECK(HasError(load.errors, kFile, "/attackers/2/enemy", "a hero is sent by \"hero\""));
  }
  SECTION("a level that buys nothing") {
    const auto load = Load(File(R"([{"enemy": "killer_krab", "cost": 1, "weight": 1, "from": 2}])"));
    CHECK(HasError(load.errors, kFile, "/threat_levels/0", "no attacker type is bought at threat 1"));
  }
  SECTION("a range the wrong way round, and one of three numbers") {
    const auto load = Load(File(kAttackers, R"({"budget": 30, "waves": [5, 4], "sectors": [1, 2, 3],
      "deployment": [6, 9], "weapons": [{"weapon": "standard_cannon", "weight": 1}], "par_after": 4})"));
    CHECK(HasError(load.errors, kFile, "/threat_levels/1/waves", "the first number (the least) is above the second"));
    CHECK(HasError(load.errors, kFile, "/threat_levels/1/sectors", "must be [min, max]"));
  }
  SECTION("a hero with no abilities, and one above the levels") {
    auto load = Load(File(kAttackers, R"({"budget": 30, "waves": [4, 5], "sectors": [2, 3], "deployment": [6, 9],
      "weapons": [{"weapon": "standard_cannon", "weight": 1}], "par_after": 4})",
                          R"("hero": {"enemy": "killer_krab", "from": 2, "wave": 3},)"));
    CHECK(HasError(load.errors, kFile, "/hero/enemy", "has no abilities"));
    load = Load(File(kAttackers, R"({"budget": 30, "waves": [4, 5], "sectors": [2, 3], "deployment": [6, 9],
      "weapons": [{"weapon": "standard_cannon", "weight": 1}], "par_after": 4})",
                     R"("hero": {"enemy": "the_auditor", "from": 7, "wave": 3},)"));
    CHECK(HasError(load.errors, kFile, "/hero", "comes in at threat 7, above the 2 levels"));
  }
  SECTION("an unknown weapon and loadout, an empty phrase list, an unknown key") {
    std::string text = File(kAttackers, R"({"budget": 30, "waves": [4, 5], "sectors": [2, 3], "deployment": [6, 9],
      "weapons": [{"weapon": "rail_canon", "weight": 1}], "par_after": 4, "budjet": 3})");
    text.replace(text.find("\"starter\""), 9, "\"startr\"");
    text.replace(text.find("[\"Hold.\"]"), 9, "[]");
    const auto load = Load(text);
    CHECK(HasError(load.errors, kFile, "/threat_levels/1/weapons/0/weapon", "unknown weapon \"rail_canon\""));
    CHECK(HasError(load.errors, kFile, "/proof/loadout", "unknown loadout \"startr\""));
    CHECK(HasError(load.errors, kFile, "/phrases/closings", "must be a list of 1 to 200 phrases"));
    CHECK(HasError(load.errors, kFile, "/threat_levels/1/budjet", ""));
  }
  SECTION("a file that is not JSON") {
    const auto load = Load("{\"proof\": ");
    CHECK_FALSE(load.ok());
    CHECK(load.params.levels.empty());
  }
}

}  // namespace generator_loader_test
