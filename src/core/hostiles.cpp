// The attacker types in words: stat lines, behaviour sentences made from the data, and
// which missions send which types.
#include "basecommand/hostiles.h"

#include <algorithm>
#include <iterator>

#include "basecommand/card_defs.h"

namespace bc {

namespace {

// The sentence for each perk, in PerkBit order, as it reads on an attacker.
constexpr const char* kPerkSentences[kPerkCount] = {
    "First Strike: its first blow lands before the first blow of the unit that engages it.",
    "Heavy Weapons: its first blow in an engagement ignores evasion.",
    "Protection: the first blow that would damage it in each engagement is cancelled.",
    "Squad Leader: a unit perk; on an attacker it changes nothing.",
    "Fury: +1 firepower while below its full HP.",
    "Behemoth: no blow deals it more than 2 damage. The cannon and supports are not blows.",
    "Overload: its first blow in an engagement deals double damage.",
    "Ion Weapon: the engaging unit's shield points drop to 0 before the blows.",
    "Luck: +25 crit chance on every blow.",
};

constexpr const char* kTagNames[] = {"aircraft", "fast", "replicator", "armoured", "elite", "jammer"};

std::string NameOf(const Catalog& catalog, EnemyIndex type) {
  return type < catalog.enemies.size() ? catalog.enemies[type].name : "?";
}

// The sentence of a hero's ability and its condition.
std::string AbilitySentence(const Catalog& catalog, const AbilityDef& a) {
  std::string when;
  switch (a.when) {
    case AbilityWhen::kAlways: when = "otherwise"; break;
    case AbilityWhen::kAlone: when = "when no attacker is within 2 cells of it"; break;
    case AbilityWhen::kEscorted: when = "when an attacker is within 2 cells of it"; break;
    case AbilityWhen::kDamaged: when = "when at half HP or less"; break;
    case AbilityWhen::kCannonCharged: when = "when the cannon is at charge step 2 or more"; break;
    case AbilityWhen::kNear: when = "at range 2 or nearer"; break;
    case AbilityWhen::kFar: when = "at range 3"; break;
  }
  const std::string n = std::to_string(a.amount);
  switch (a.kind) {
    case AbilityKind::kCallReinforcements:
      return "Calls in " + n + " " + NameOf(catalog, a.enemy) + " beside it, " + when + ".";
    case AbilityKind::kShieldEscorts:
      return "Gives every attacker within 2 cells +" + n + " shield, " + when + ".";
    case AbilityKind::kCharge:
      return "Charges " + n + " extra " + (a.amount == 1 ? "cell" : "cells") + ", " + when + ".";
    case AbilityKind::kJamCannon:
      return "Jams the cannon for " + n + " charge " + (a.amount == 1 ? "step" : "steps") + ", " + when + ".";
    case AbilityKind::kDigIn:
      return "Digs in: +" + n + " shield and holds its cell, " + when +
             (a.max > 0 ? ", up to " + std::to_string(a.max) + " shield" : std::string()) + ".";
  }
  return "";
}

std::string Title(std::string word) {
  std::replace(word.begin(), word.end(), '_', ' ');
  bool start = true;
  for (char& c : word) {
    if (start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    start = c == ' ';
  }
  return word;
}

std::string Ordinal(int n) {
  if (n == 1) return "activation";
  if (n == 2) return "second activation";
  if (n == 3) return "third activation";
  return std::to_string(n) + "th activation";
}

}  // namespace

std::string PerkList(std::uint32_t perks) {
  std::string list;
  for (int bit = 0; bit < kPerkCount; ++bit) {
    if ((perks & (1u << bit)) != 0) list += (list.empty() ? "" : ", ") + Title(PerkName(bit));
  }
  return list;
}

const char* EnemyTagName(int bit_index) {
  if (bit_index < 0 || bit_index >= static_cast<int>(std::size(kTagNames))) return nullptr;
  return kTagNames[bit_index];
}

std::string EnemyStatLine(const EnemyDef& e) {
  std::string line = std::to_string(e.health) + " HP";
  if (e.shield > 0) line += "  +" + std::to_string(e.shield) + " SHIELD";
  line += "  " + std::to_string(e.attack) + " ATK  " + std::to_string(e.firepower) + " FP  " +
          std::to_string(e.evasion) + " EVA  BREACH " + std::to_string(e.breach_damage) + "  " +
          std::to_string(e.steps) + (e.steps == 1 ? " CELL" : " CELLS") + " A TURN";
  return line;
}

std::vector<std::string> EnemyBehaviour(const Catalog& catalog, const EnemyDef& e) {
  std::vector<std::string> lines;
  if (e.IsAircraft()) {
    lines.push_back("Aircraft: flies over barricades, never bashes; fire to and from it ignores terrain.");
  }
  if (e.steps >= 2) {
    lines.push_back("Crosses " + std::to_string(e.steps) +
                    " cells per activation, stopping at a breach or a bash.");
  }
  if (e.shield > 0) {
    lines.push_back("Shield " + std::to_string(e.shield) +
                    ": blows, the cannon, supports, bashes and shield blocks take shield points before HP "
                    "(poison and execution go straight to HP). Strip-shield effects and Ion Weapon clear them.");
  }
  for (int bit = 0; bit < kPerkCount; ++bit) {
    if ((e.perks & (1u << bit)) != 0) lines.push_back(kPerkSentences[bit]);
  }
  if (e.perks != 0) lines.push_back("Strip-perk effects take every perk away for the rest of the battle.");
  if (e.replicate.enabled) {
    const std::string into = e.replicate.into < catalog.enemies.size() ? catalog.enemies[e.replicate.into].name : "?";
    lines.push_back("Replicates: after every " + Ordinal(e.replicate.interval) + " it places a " + into +
                    " on a free cell next to it, up to " + std::to_string(e.replicate.max_copies) +
                    (e.replicate.max_copies == 1 ? " copy" : " copies") + " over its life.");
  }
  if (e.split.enabled) {
    lines.push_back("Splits: when destroyed, " + std::to_string(e.split.count) + " " +
                    NameOf(catalog, e.split.into) + " take its place.");
  }
  if (e.mend.amount > 0) {
    lines.push_back("Medic: after each activation it repairs the most damaged attacker next to it by " +
                    std::to_string(e.mend.amount) + " HP.");
  }
  if (e.IsJammer()) lines.push_back("Jammer: while it is on the board the cannon gains no charge.");
  if (e.drop.enabled) {
    lines.push_back("Carrier: on reaching range " + std::to_string(e.drop.range) + " it drops a " +
                    NameOf(catalog, e.drop.into) + " beside it, once.");
  }
  if (e.shift.interval > 0) {
    lines.push_back("Changes sector: every " + Ordinal(e.shift.interval) +
                    " it circles a quarter turn round the base instead of stepping in. Its intent shows where.");
  }
  if (e.concealed) {
    lines.push_back("Concealed: it lands as an unknown contact, type and stats hidden, until a watchman post or "
                    "sentry gun on or next to it, a scan, an engagement or range 1 reveals it.");
  }
  if (e.FollowsLane()) {
    lines.push_back("Lane: keeps to a lane of its mission instead of the shortest way in, bashing what stands "
                    "on it. The board draws the lane from the moment it is telegraphed.");
  }
  if (e.lay.interval > 0) {
    lines.push_back("Trap-layer: every " + Ordinal(e.lay.interval) + " that moves it, it leaves a demolition "
                    "charge on the cell it left. After " + std::to_string(e.lay.fuse) +
                    (e.lay.fuse == 1 ? " turn" : " turns") +
                    " the charge destroys the barricades and fieldworks on and around its cell; nothing is built "
                    "there meanwhile.");
  }
  if (e.IsHero()) {
    lines.push_back("Hero: when your turn begins it picks the first of these that applies, never the same twice "
                    "running, and shows it as its intent:");
    for (const AbilityDef& a : e.abilities) lines.push_back(AbilitySentence(catalog, a));
  }
  if (e.crit_chance > 0) {
    lines.push_back(std::to_string(e.crit_chance) + "% crit chance per blow, +" + std::to_string(e.crit_bonus) +
                    " damage ignoring evasion.");
  }
  if (e.miss_chance > 0) lines.push_back(std::to_string(e.miss_chance) + "% chance per blow to miss.");
  // Tags with no rule of their own above are still named.
  std::string tags;
  for (int bit = 0; bit < 32; ++bit) {
    if ((e.tags & (1u << bit)) == 0) continue;
    if (bit == 0 || (bit == 1 && e.steps >= 2) || (bit == 2 && e.replicate.enabled) || bit == 5 || bit == 8) continue;
    const char* name = EnemyTagName(bit);
    tags += (tags.empty() ? "" : ", ") + (name != nullptr ? Title(name) : "Trait " + std::to_string(bit));
  }
  if (!tags.empty()) lines.push_back("Classed: " + tags + ".");
  if (lines.empty()) {
    lines.push_back("Walks the nearest path to the base, one step at a time, and bashes what is in the way.");
  }
  return lines;
}

std::vector<int> MissionsWithEnemy(const Catalog& catalog, EnemyIndex enemy) {
  std::vector<int> out;
  for (std::size_t m = 0; m < catalog.missions.size(); ++m) {
    bool sends = false;
    for (const SpawnDef& s : catalog.missions[m].schedule) {
      if (s.enemy == enemy) sends = true;
      if (s.enemy < catalog.enemies.size()) {
        const EnemyDef& sent = catalog.enemies[s.enemy];
        const ReplicateDef& r = sent.replicate;
        if (r.enabled && r.into == enemy) sends = true;
        if (sent.split.enabled && sent.split.into == enemy) sends = true;
        if (sent.drop.enabled && sent.drop.into == enemy) sends = true;
        for (const AbilityDef& a : sent.abilities) {
          if (a.kind == AbilityKind::kCallReinforcements && a.enemy == enemy) sends = true;
        }
      }
    }
    if (sends) out.push_back(static_cast<int>(m));
  }
  return out;
}

std::vector<ExpectedAttacker> ExpectedAttackers(const Catalog& catalog, const MissionDef& mission) {
  std::vector<ExpectedAttacker> out;
  for (const SpawnDef& s : mission.schedule) {
    if (s.enemy >= catalog.enemies.size()) continue;
    auto it = std::find_if(out.begin(), out.end(), [&](const ExpectedAttacker& a) { return a.enemy == s.enemy; });
    if (it == out.end()) {
      out.push_back({s.enemy, 1, s.turn});
    } else {
      ++it->count;
      it->first_turn = std::min(it->first_turn, s.turn);
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const ExpectedAttacker& a, const ExpectedAttacker& b) { return a.first_turn < b.first_turn; });
  return out;
}

}  // namespace bc
