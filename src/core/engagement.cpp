// The engagement resolver and its exact preview (see basecommand/engagement.h).
#include "basecommand/engagement.h"

#include <algorithm>
#include <map>
#include <utility>

#include "basecommand/card_defs.h"

#include "basecommand/rule_numbers.h"

namespace bc {

namespace {

bool Has(const Combatant& c, std::uint32_t perk) { return (c.perks & perk) != 0; }

int Blows(const Combatant& c) { return std::clamp(c.attack, 0, kMaxBlowsPerSide); }

}  // namespace

Fight StartFight(const Combatant& attacker, const Combatant& defender) {
  Fight f;
  f.side = {attacker, defender};
  for (int s = 0; s < 2; ++s) {
    f.protection_left[s] = Has(f.side[s], kPerkProtection);
    if (Has(f.side[s], kPerkIonWeapon)) f.side[1 - s].shield = 0;
  }
  int left[2] = {Blows(attacker), Blows(defender)};
  const bool a_first = Has(attacker, kPerkFirstStrike) && !Has(defender, kPerkFirstStrike);
  const bool d_first = Has(defender, kPerkFirstStrike) && !Has(attacker, kPerkFirstStrike);
  auto push = [&](int s) {
    if (left[s] > 0) {
      f.order[f.blow_count++] = static_cast<std::int8_t>(s);
      --left[s];
    }
  };
  // A defender with First Strike swings before the attacker's first blow; an attacker
  // with it lands a second blow before the defender's first retaliation.
  if (d_first) push(1);
  if (a_first) push(0);
  while (left[0] > 0 || left[1] > 0) {
    push(0);
    push(1);
  }
  return f;
}

void NextBlowChances(const Fight& fight, int& miss, int& crit) {
  const Combatant& striker = fight.side[fight.order[fight.next]];
  miss = std::clamp(striker.miss_chance, 0, 100);
  int c = striker.crit_chance + (Has(striker, kPerkLuck) ? kLuckCrit : 0);
  crit = std::clamp(c, 0, 100 - miss);
}

BlowOutcome RollBlow(const Fight& fight, Rng& rng) {
  int miss = 0;
  int crit = 0;
  NextBlowChances(fight, miss, crit);
  if (miss == 0 && crit == 0) return BlowOutcome::kNormal;
  if (miss == 100) return BlowOutcome::kMiss;
  if (crit == 100) return BlowOutcome::kCrit;
  const int roll = static_cast<int>(rng.Below(100));
  if (roll < miss) return BlowOutcome::kMiss;
  if (roll < miss + crit) return BlowOutcome::kCrit;
  return BlowOutcome::kNormal;
}

Blow LandBlow(Fight& fight, BlowOutcome outcome) {
  const int s = fight.order[fight.next++];
  Combatant& striker = fight.side[s];
  Combatant& target = fight.side[1 - s];
  const bool first = fight.blows_made[s] == 0;
  ++fight.blows_made[s];

  Blow blow;
  blow.by_attacker = s == 0;
  blow.outcome = outcome;
  int firepower = striker.firepower;
  if (Has(striker, kPerkFury) && striker.hp < striker.max_hp) firepower += kFuryBonus;
  int damage = 0;
  if (outcome == BlowOutcome::kCrit) {
    damage = firepower + striker.crit_bonus;
  } else if (outcome == BlowOutcome::kNormal) {
    const bool heavy = first && Has(striker, kPerkHeavyWeapons);
    damage = std::max(0, firepower - (heavy ? 0 : target.evasion));
  }
  if (first && Has(striker, kPerkOverload)) damage *= 2;
  if (Has(target, kPerkBehemoth)) damage = std::min(damage, kBehemothCap);
  blow.damage = damage;
  if (damage <= 0) return blow;
  if (fight.protection_left[1 - s]) {
    fight.protection_left[1 - s] = false;
    blow.cancelled = true;
    return blow;
  }
  blow.to_temp_hp = std::min(damage, target.temp_hp);
  target.temp_hp -= blow.to_temp_hp;
  damage -= blow.to_temp_hp;
  blow.to_shield = std::min(damage, target.shield);
  target.shield -= blow.to_shield;
  damage -= blow.to_shield;
  blow.to_hp = std::min(damage, std::max(0, target.hp));
  target.hp -= blow.to_hp;
  return blow;
}

EngagementResult ResolveEngagement(const Combatant& attacker, const Combatant& defender,
                                   Rng& rng) {
  Fight fight = StartFight(attacker, defender);
  EngagementResult result;
  while (!FightOver(fight)) {
    const BlowOutcome outcome = RollBlow(fight, rng);
    result.blows.push_back(LandBlow(fight, outcome));
  }
  result.attacker = fight.side[0];
  result.defender = fight.side[1];
  result.attacker_dead = fight.side[0].hp <= 0;
  result.defender_dead = fight.side[1].hp <= 0;
  return result;
}

EngagementPreview PreviewEngagement(const Combatant& attacker, const Combatant& defender) {
  // Breadth-first over blows; equal fights merge, so the frontier stays small.
  std::vector<std::pair<Fight, double>> frontier = {{StartFight(attacker, defender), 1.0}};
  std::map<std::pair<int, int>, double> finished;
  while (!frontier.empty()) {
    std::vector<std::pair<Fight, double>> next;
    auto add = [&next](const Fight& f, double p) {
      for (auto& [g, q] : next) {
        if (g == f) {
          q += p;
          return;
        }
      }
      next.emplace_back(f, p);
    };
    for (const auto& [fight, p] : frontier) {
      if (FightOver(fight)) {
        finished[{fight.side[0].hp, fight.side[1].hp}] += p;
        continue;
      }
      int miss = 0;
      int crit = 0;
      NextBlowChances(fight, miss, crit);
      const std::pair<BlowOutcome, int> branches[3] = {
          {BlowOutcome::kMiss, miss}, {BlowOutcome::kCrit, crit},
          {BlowOutcome::kNormal, 100 - miss - crit}};
      for (const auto& [outcome, percent] : branches) {
        if (percent <= 0) continue;
        Fight child = fight;
        LandBlow(child, outcome);
        add(child, p * percent / 100.0);
      }
    }
    frontier = std::move(next);
  }

  EngagementPreview preview;
  preview.min_damage_to_defender = preview.min_damage_to_attacker = 1 << 30;
  for (const auto& [hps, p] : finished) {
    const int attacker_hp = std::max(0, hps.first);
    const int defender_hp = std::max(0, hps.second);
    preview.outcomes.push_back({attacker_hp, defender_hp, p});
    const int to_defender = defender.hp - defender_hp;
    const int to_attacker = attacker.hp - attacker_hp;
    preview.min_damage_to_defender = std::min(preview.min_damage_to_defender, to_defender);
    preview.max_damage_to_defender = std::max(preview.max_damage_to_defender, to_defender);
    preview.expected_damage_to_defender += p * to_defender;
    preview.min_damage_to_attacker = std::min(preview.min_damage_to_attacker, to_attacker);
    preview.max_damage_to_attacker = std::max(preview.max_damage_to_attacker, to_attacker);
    preview.expected_damage_to_attacker += p * to_attacker;
    if (defender_hp <= 0) preview.kill_chance += p;
    if (attacker_hp <= 0) preview.loss_chance += p;
  }
  std::stable_sort(preview.outcomes.begin(), preview.outcomes.end(),
                   [](const PreviewOutcome& a, const PreviewOutcome& b) {
                     return a.probability > b.probability;
                   });
  return preview;
}

}  // namespace bc
