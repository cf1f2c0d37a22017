// Engagements: a unit card against one attacker, blow by blow (docs/rules.md,
// Engagement Resolution). Pure functions over two combatant values and the battle's
// Rng; the preview enumerates every roll outcome exactly and touches nothing.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/rng.h"

namespace bc {

constexpr int kMaxBlowsPerSide = 8;  // Attack above this is treated as 8
constexpr int kMaxBlows = 2 * kMaxBlowsPerSide;

// One side of an engagement, with every modifier already folded in except the perks
// that act blow by blow (First Strike, Heavy Weapons, Protection, Fury, Behemoth,
// Overload, Ion Weapon, Luck), which the resolver applies itself.
struct Combatant {
  int attack = 1;
  int firepower = 1;
  int evasion = 0;
  int hp = 1;
  int max_hp = 1;
  int shield = 0;   // shield points, absorbed after temporary HP
  int temp_hp = 0;  // absorbed first
  int crit_chance = 0;
  int crit_bonus = 0;
  int miss_chance = 0;
  std::uint32_t perks = 0;  // PerkBit

  bool operator==(const Combatant&) const = default;
};

enum class BlowOutcome : std::uint8_t { kMiss, kNormal, kCrit };

struct Blow {
  bool by_attacker = true;
  BlowOutcome outcome = BlowOutcome::kNormal;
  int damage = 0;          // after evasion, crit, Overload and Behemoth
  bool cancelled = false;  // Protection took it
  int to_temp_hp = 0;
  int to_shield = 0;
  int to_hp = 0;
};

// The engagement in progress: both sides, the blow order and what each side has used.
// Equal fights have equal futures, which the preview uses to merge branches.
struct Fight {
  std::array<Combatant, 2> side{};  // 0 = attacker (the unit), 1 = defender
  std::array<std::int8_t, kMaxBlows> order{};  // side index of each blow
  std::int8_t blow_count = 0;
  std::int8_t next = 0;              // index into order
  std::array<std::int8_t, 2> blows_made{};
  std::array<bool, 2> protection_left{};

  bool operator==(const Fight&) const = default;
};

// Sets up a fight: Ion Weapon strips the other side's shield points, Protection is
// armed, and the blow order is fixed (alternating, attacker first; First Strike per
// docs/rules.md).
Fight StartFight(const Combatant& attacker, const Combatant& defender);
inline bool FightOver(const Fight& fight) {
  return fight.next >= fight.blow_count || fight.side[0].hp <= 0 || fight.side[1].hp <= 0;
}
// Miss and crit chances (percent) of the next blow, after Luck; miss + crit <= 100.
void NextBlowChances(const Fight& fight, int& miss, int& crit);
// Lands the next blow with the given outcome.
Blow LandBlow(Fight& fight, BlowOutcome outcome);
// The outcome of the next blow: one roll on rng, or none when only one outcome can
// happen.
BlowOutcome RollBlow(const Fight& fight, Rng& rng);

struct EngagementResult {
  Combatant attacker;  // after the fight
  Combatant defender;
  std::vector<Blow> blows;
  bool attacker_dead = false;
  bool defender_dead = false;
};

EngagementResult ResolveEngagement(const Combatant& attacker, const Combatant& defender,
                                   Rng& rng);

// Every way the engagement can end, with its exact probability.
struct PreviewOutcome {
  int attacker_hp = 0;
  int defender_hp = 0;
  double probability = 0.0;
};

struct EngagementPreview {
  std::vector<PreviewOutcome> outcomes;  // merged by final HP, most likely first
  int min_damage_to_defender = 0;        // HP removed
  int max_damage_to_defender = 0;
  double expected_damage_to_defender = 0.0;
  int min_damage_to_attacker = 0;
  int max_damage_to_attacker = 0;
  double expected_damage_to_attacker = 0.0;
  double kill_chance = 0.0;  // the defender ends at 0 HP
  double loss_chance = 0.0;  // the attacking unit ends at 0 HP
};

EngagementPreview PreviewEngagement(const Combatant& attacker, const Combatant& defender);

}  // namespace bc
