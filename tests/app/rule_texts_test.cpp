#include <catch2/catch.hpp>

#include "basecommand/card_defs.h"
#include "basecommand/rule_numbers.h"
#include "ui/glossary.h"
#include "ui/rule_texts.h"

using namespace bc;

namespace {

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string& Meaning(const char* keyword) {
  for (const ui::GlossaryEntry& e : ui::Glossary()) {
    if (e.keyword == keyword) return e.meaning;
  }
  FAIL("no glossary entry " << keyword);
  static const std::string none;
  return none;
}

}  // namespace

TEST_CASE("the FIRE button's tooltip states this battle's weapon: reach, power steps, splash", "[app][texts]") {
  WeaponDef standard;  // the defaults: power 1, 3, 5 at range 1-3
  const std::string plain = ui::CannonTooltip(standard);
  CHECK(Has(plain, "range 1-3"));
  CHECK(Has(plain, "Power 1, 3, 5 by charge"));
  CHECK_FALSE(Has(plain, "Splash"));
  WeaponDef mortar;
  mortar.power_steps = {2, 4};
  mortar.min_range = 2;
  mortar.max_range = 3;
  mortar.splash = 1;
  const std::string text = ui::CannonTooltip(mortar);
  CHECK(Has(text, "range 2-3"));
  CHECK(Has(text, "Power 2, 4 by charge"));
  CHECK(Has(text, "Splash 1"));
  CHECK_FALSE(Has(text, "1, 3, 5"));
  WeaponDef rail;
  rail.power_steps = {4};
  rail.min_range = 3;
  rail.max_range = 3;
  CHECK(Has(ui::CannonTooltip(rail), "range 3."));
}

TEST_CASE("the battle screen's rule numbers are the core's constants", "[app][texts]") {
  CHECK(Has(ui::MultiplierTooltip(), "up to x" + std::to_string(kMaxMultiplier)));
  CHECK(Has(ui::DiscardTooltip(), "cap " + std::to_string(kDiscardCap)));
  CHECK(Has(ui::TerrainTooltip(), "at most " + std::to_string(kMaxPlayerBarricades)));
  CHECK(ui::BashDamageText() == "takes " + std::to_string(kBashDamage));
  CHECK(Has(Meaning("Shield"), "deals " + std::to_string(kShieldBlockDamage) + " damage"));
  CHECK(Has(Meaning("Overcharged"), "deals " + std::to_string(kOverchargedBlockDamage) + " damage"));
  CHECK(Has(Meaning("Bash"), "takes " + std::to_string(kBashDamage) + " damage"));
  CHECK(Has(Meaning("Barricade"), "At most " + std::to_string(kMaxPlayerBarricades)));
  CHECK(Has(Meaning("Discard"), "start at " + std::to_string(kDiscardStart) + ", +1 per turn, cap " +
                                    std::to_string(kDiscardCap)));
  CHECK(Has(Meaning("Multiplier"), "x" + std::to_string(kMaxMultiplier)));
  CHECK(Has(Meaning("Par"), "pays " + std::to_string(kVictoryPointsPerTurnUnderPar)));
  CHECK(Has(Meaning("Rank"), "Rank " + std::to_string(kMaxRank)));
  // The cannon's entry speaks of no one weapon's numbers: the FIRE button does.
  CHECK_FALSE(Has(Meaning("Cannon"), "1, 3, 5"));
}
