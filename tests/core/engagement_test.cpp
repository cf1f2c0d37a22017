#include <catch2/catch.hpp>

#include "basecommand/card_defs.h"
#include "basecommand/engagement.h"

using namespace bc;

namespace {

Combatant Make(int attack, int firepower, int evasion, int hp, std::uint32_t perks = 0) {
  Combatant c;
  c.attack = attack;
  c.firepower = firepower;
  c.evasion = evasion;
  c.hp = hp;
  c.max_hp = hp;
  c.perks = perks;
  return c;
}

std::vector<bool> Order(const EngagementResult& r) {
  std::vector<bool> order;
  for (const Blow& b : r.blows) order.push_back(b.by_attacker);
  return order;
}

}  // namespace

TEST_CASE("Blows alternate, attacker first, each side making Attack blows", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(3, 1, 0, 20), Make(2, 1, 0, 20), rng);
  CHECK(Order(r) == std::vector<bool>{true, false, true, false, true});
  CHECK(r.defender.hp == 17);
  CHECK(r.attacker.hp == 18);
}

TEST_CASE("Normal blow damage is firepower minus evasion, floored at 0", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  auto r = ResolveEngagement(Make(1, 5, 0, 9), Make(1, 1, 2, 9), rng);
  CHECK(r.blows[0].damage == 3);
  CHECK(r.defender.hp == 6);
  r = ResolveEngagement(Make(1, 1, 0, 9), Make(1, 1, 4, 9), rng);
  CHECK(r.blows[0].damage == 0);
  CHECK(r.defender.hp == 9);
}

TEST_CASE("Combat stops as soon as either side reaches 0 HP", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(3, 4, 0, 10), Make(3, 1, 0, 4), rng);
  REQUIRE(r.blows.size() == 1);
  CHECK(r.defender_dead);
  CHECK_FALSE(r.attacker_dead);
  CHECK(r.attacker.hp == 10);
}

TEST_CASE("A defender with no Attack does not retaliate", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(2, 1, 0, 5), Make(0, 9, 0, 5), rng);
  CHECK(Order(r) == std::vector<bool>{true, true});
  CHECK(r.attacker.hp == 5);
}

TEST_CASE("A miss deals 0 and a critical adds the bonus and ignores evasion", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  Combatant missing = Make(1, 5, 0, 9);
  missing.miss_chance = 100;
  auto r = ResolveEngagement(missing, Make(0, 1, 0, 9), rng);
  CHECK(r.blows[0].outcome == BlowOutcome::kMiss);
  CHECK(r.defender.hp == 9);
  Combatant critting = Make(1, 3, 0, 9);
  critting.crit_chance = 100;
  critting.crit_bonus = 2;
  r = ResolveEngagement(critting, Make(0, 1, 4, 9), rng);
  CHECK(r.blows[0].outcome == BlowOutcome::kCrit);
  CHECK(r.defender.hp == 4);
}

TEST_CASE("A blow whose chances cannot vary draws nothing from the RNG", "[engagement]") {
  Rng rng = Rng::FromSeed(7);
  const Rng before = rng;
  ResolveEngagement(Make(3, 1, 0, 20), Make(3, 1, 0, 20), rng);
  CHECK(rng == before);
  Combatant sure = Make(2, 1, 0, 20);
  sure.crit_chance = 100;
  ResolveEngagement(sure, Make(0, 1, 0, 20), rng);
  CHECK(rng == before);
  Combatant chancy = Make(1, 1, 0, 20);
  chancy.crit_chance = 50;
  ResolveEngagement(chancy, Make(0, 1, 0, 20), rng);
  CHECK_FALSE(rng == before);
}

TEST_CASE("Rolls come from the battle RNG: same seed, same engagement", "[engagement]") {
  Combatant a = Make(4, 2, 0, 30);
  a.crit_chance = 30;
  a.crit_bonus = 3;
  a.miss_chance = 20;
  Combatant d = Make(4, 2, 1, 30);
  d.miss_chance = 40;
  Rng r1 = Rng::FromSeed(99);
  Rng r2 = Rng::FromSeed(99);
  const auto x = ResolveEngagement(a, d, r1);
  const auto y = ResolveEngagement(a, d, r2);
  CHECK(x.attacker == y.attacker);
  CHECK(x.defender == y.defender);
  CHECK(r1 == r2);
}

TEST_CASE("First Strike: an attacker's second blow lands before the first retaliation",
          "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  auto r = ResolveEngagement(Make(3, 1, 0, 20, kPerkFirstStrike), Make(3, 1, 0, 20), rng);
  CHECK(Order(r) == std::vector<bool>{true, true, false, true, false, false});
  r = ResolveEngagement(Make(2, 1, 0, 20), Make(2, 1, 0, 20, kPerkFirstStrike), rng);
  CHECK(Order(r) == std::vector<bool>{false, true, false, true});
  r = ResolveEngagement(Make(2, 1, 0, 20, kPerkFirstStrike),
                        Make(2, 1, 0, 20, kPerkFirstStrike), rng);
  CHECK(Order(r) == std::vector<bool>{true, false, true, false});
}

TEST_CASE("First Strike lets a defender kill before the attacker swings", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(2, 9, 0, 3), Make(1, 3, 0, 9, kPerkFirstStrike), rng);
  CHECK(r.attacker_dead);
  CHECK(r.defender.hp == 9);
}

TEST_CASE("Heavy Weapons ignores evasion on the first blow only", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(2, 3, 0, 9, kPerkHeavyWeapons), Make(0, 1, 2, 20), rng);
  CHECK(r.blows[0].damage == 3);
  CHECK(r.blows[1].damage == 1);
}

TEST_CASE("Protection cancels the first incoming damage instance", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(3, 2, 0, 9), Make(0, 1, 0, 9, kPerkProtection), rng);
  CHECK(r.blows[0].cancelled);
  CHECK_FALSE(r.blows[1].cancelled);
  CHECK(r.defender.hp == 5);
}

TEST_CASE("Protection is not used up by a blow that deals no damage", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  Combatant a = Make(2, 1, 0, 9);
  a.miss_chance = 100;
  const auto r = ResolveEngagement(a, Make(1, 0, 0, 9, kPerkProtection), rng);
  for (const Blow& b : r.blows) CHECK_FALSE(b.cancelled);
}

TEST_CASE("Absorption order: temporary HP, then shield points, then HP", "[engagement]") {
  Rng rng = Rng::FromSeed(1);
  Combatant d = Make(0, 1, 0, 10);
  d.temp_hp = 2;
  d.shield = 3;
  const auto r = ResolveEngagement(Make(2, 4, 0, 9), d, rng);
  CHECK(r.blows[0].to_temp_hp == 2);
  CHECK(r.blows[0].to_shield == 2);
  CHECK(r.blows[0].to_hp == 0);
  CHECK(r.blows[1].to_shield == 1);
  CHECK(r.blows[1].to_hp == 3);
  CHECK(r.defender.hp == 7);
  CHECK(r.defender.shield == 0);
  CHECK(r.defender.temp_hp == 0);
}

TEST_CASE("Fury adds 1 firepower while the holder is below max HP", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  Combatant a = Make(2, 2, 0, 10, kPerkFury);
  const auto r = ResolveEngagement(a, Make(1, 3, 0, 20), rng);
  CHECK(r.blows[0].damage == 2);  // full HP
  CHECK(r.blows[2].damage == 3);  // hurt by the retaliation
}

TEST_CASE("Behemoth caps every incoming blow at 2 damage", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(1, 7, 0, 9), Make(0, 1, 0, 9, kPerkBehemoth), rng);
  CHECK(r.blows[0].damage == 2);
  CHECK(r.defender.hp == 7);
}

TEST_CASE("Overload doubles the first blow's damage", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  const auto r = ResolveEngagement(Make(2, 3, 1, 9, kPerkOverload), Make(0, 1, 1, 20), rng);
  CHECK(r.blows[0].damage == 4);
  CHECK(r.blows[1].damage == 2);
}

TEST_CASE("Ion Weapon drops the target's shield points before the blows", "[engagement][perk]") {
  Rng rng = Rng::FromSeed(1);
  Combatant d = Make(0, 1, 0, 9);
  d.shield = 5;
  const auto r = ResolveEngagement(Make(1, 2, 0, 9, kPerkIonWeapon), d, rng);
  CHECK(r.defender.shield == 0);
  CHECK(r.defender.hp == 7);
}

TEST_CASE("Luck raises crit chance by 25", "[engagement][perk]") {
  Fight f = StartFight(Make(1, 1, 0, 9, kPerkLuck), Make(1, 1, 0, 9));
  int miss = 0;
  int crit = 0;
  NextBlowChances(f, miss, crit);
  CHECK(crit == 25);
  f = StartFight(Make(1, 1, 0, 9), Make(1, 1, 0, 9));
  NextBlowChances(f, miss, crit);
  CHECK(crit == 0);
}

TEST_CASE("The preview of a certain engagement has one outcome", "[engagement][preview]") {
  const auto p = PreviewEngagement(Make(2, 3, 0, 5), Make(1, 2, 0, 6));
  REQUIRE(p.outcomes.size() == 1);
  CHECK(p.outcomes[0].attacker_hp == 3);
  CHECK(p.outcomes[0].defender_hp == 0);
  CHECK(p.kill_chance == Approx(1.0));
  CHECK(p.loss_chance == Approx(0.0));
  CHECK(p.min_damage_to_defender == 6);
  CHECK(p.max_damage_to_attacker == 2);
}

TEST_CASE("The preview enumerates every roll outcome with its probability",
          "[engagement][preview]") {
  Combatant a = Make(1, 2, 0, 5);
  a.crit_chance = 30;
  a.crit_bonus = 2;
  a.miss_chance = 20;
  const auto p = PreviewEngagement(a, Make(0, 1, 0, 4));
  REQUIRE(p.outcomes.size() == 3);
  CHECK(p.kill_chance == Approx(0.3));
  CHECK(p.min_damage_to_defender == 0);
  CHECK(p.max_damage_to_defender == 4);
  CHECK(p.expected_damage_to_defender == Approx(0.5 * 2 + 0.3 * 4));
  double total = 0;
  for (const auto& o : p.outcomes) total += o.probability;
  CHECK(total == Approx(1.0));
}

TEST_CASE("The preview agrees with the resolver's frequencies", "[engagement][preview]") {
  Combatant a = Make(3, 2, 0, 6);
  a.crit_chance = 25;
  a.crit_bonus = 2;
  Combatant d = Make(3, 2, 0, 6);
  d.miss_chance = 30;
  const auto p = PreviewEngagement(a, d);
  Rng rng = Rng::FromSeed(5);
  int kills = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) kills += ResolveEngagement(a, d, rng).defender_dead ? 1 : 0;
  CHECK(static_cast<double>(kills) / n == Approx(p.kill_chance).margin(0.02));
}
