#include "ui/glossary.h"

#include <algorithm>
#include <cctype>

#include "basecommand/card_defs.h"
#include "basecommand/rule_numbers.h"

namespace bc::ui {

namespace {

// The rule numbers below come from the core's constants, never typed in twice.
std::string N(int n) { return std::to_string(n); }

}  // namespace

const std::vector<GlossaryEntry>& Glossary() {
  static const std::vector<GlossaryEntry> kEntries = {
      {"Range", "Distance to the command base: range 1 is the ring around it, range 3 the "
                "board's edge."},
      {"Segment", "One 4 x 4 quarter of the board: NW, NE, SE or SW. Base and blocked cells "
                  "are never part of an effect."},
      {"Sector", "An approach side around the base: N, E, S or W."},
      {"Shield", "Each base quadrant has one. It blocks one breach, deals " + N(kShieldBlockDamage) +
                     " damage to the attacker and is consumed."},
      {"Overcharged", "An overcharged shield blocks a breach, deals " + N(kOverchargedBlockDamage) +
                          " damage and stays up; the overcharge fades at the next turn tick."},
      {"Breach", "An attacker stepping into the base. A shield stops it; otherwise the base "
                 "takes its breach damage. Either way the attacker is gone."},
      {"Bash", "A ground attacker whose next cell holds a barricade destroys it, takes " + N(kBashDamage) +
                   " damage and ends its activation."},
      {"Barricade", "Blocks ground movement and direct ground fire. At most " + N(kMaxPlayerBarricades) +
                        " built by you at once; " +
                        (kTerrainActionsPerTurn == 1 ? std::string("one terrain action")
                                                     : N(kTerrainActionsPerTurn) + " terrain actions") +
                        " per turn."},
      {"Burning Barricade", "The barricade Terrain Works builds. Blocks cannon fire at "
                            "ground attackers, never at aircraft."},
      {"Aircraft", "Flies over terrain: barricades neither stop nor shelter it."},
      {"Cannon", "Charges one step per turn, each step raising the power of its next shot, up to its "
                 "weapon's last step (the FIRE button shows this battle's). Firing empties it. Hits one "
                 "attacker in its weapon's reach, ignoring evasion."},
      {"Discard", "Spend a discard point to swap a hand slot for the next card of its rail. "
                      "Points start at " + N(kDiscardStart) + ", +1 per turn, cap " + N(kDiscardCap) + "."},
      {"Attack", "The number of blows a combatant makes in an engagement."},
      {"Firepower", "Damage per blow, before the target's evasion."},
      {"Evasion", "Reduces each incoming normal blow; damage never goes below 0."},
      {"Health", "How much damage a combatant can take."},
      {"HP", "Health points."},
      {"Critical", "A blow that adds its bonus damage and ignores evasion."},
      {"Miss", "A blow that deals 0 damage."},
      {"Engagement", "A unit card fights one attacker: blows alternate, the unit card's first, "
                     "until one side is at 0 HP or all blows are spent."},
      {"Rank", "Unit cards rise from Rank 1 to Rank " + N(kMaxRank) + " through kills or rank-up supports."},
      {"First Strike", "The holder's first blow lands before the other side's first blow; "
                       "nothing changes when both have it."},
      {"Heavy Weapons", "The first blow ignores evasion."},
      {"Protection", "Cancels the first incoming damage instance."},
      {"Squad Leader", "Every other unit card in your hand's unit slots gains +" + N(kSquadLeaderBonus) +
                           " firepower while this one is there."},
      {"Fury", "+" + N(kFuryBonus) + " firepower on every blow while the unit is below its full HP."},
      {"Behemoth", "No blow deals it more than " + N(kBehemothCap) + " damage, criticals included."},
      {"Overload", "The unit's first blow in each engagement deals double damage."},
      {"Ion Weapon", "Before the blows, the target's shield points drop to 0."},
      {"Luck", "+" + N(kLuckCrit) + "% chance that each blow is a critical."},
      {"Poison", "Deals its damage at the enemy phase's status tick, then counts down."},
      {"Incapacitated", "Skips activations until it wears off."},
      {"Frozen", "No attacker moves during the enemy phase."},
      {"Temporary HP", "Absorbs damage before shields and health, until the next engagement."},
      {"Fieldwork", "Board tools from the receiving bays: sentries, mines, watchmen, terrain "
                    "works. They stay until triggered, destroyed or demolished."},
      {"Doctrine", "A passive perk for the whole battle; never lost."},
      {"Multiplier", "Scales points: +1 level per kill up to x" + N(kMaxMultiplier) +
                         ", -1 when a friendly unit falls."},
      {"Par", "The mission's target number of turns; each turn under par pays " +
                  N(kVictoryPointsPerTurnUnderPar) + " on victory."},
      {"Intent", "What an attacker will do when you end the turn: its steps, a bash, or a "
                 "breach and its damage. Press T for the full threat view."},
  };
  return kEntries;
}

std::vector<const GlossaryEntry*> KeywordsIn(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  std::vector<const GlossaryEntry*> found;
  for (const GlossaryEntry& entry : Glossary()) {
    std::string key = entry.keyword;
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::size_t at = lower.find(key);
    while (at != std::string::npos) {
      const bool start_ok = at == 0 || !std::isalpha(static_cast<unsigned char>(lower[at - 1]));
      const std::size_t end = at + key.size();
      const bool end_ok = end >= lower.size() ||
                          !std::isalpha(static_cast<unsigned char>(lower[end])) ||
                          lower[end] == 's';
      if (start_ok && end_ok) {
        found.push_back(&entry);
        break;
      }
      at = lower.find(key, at + 1);
    }
  }
  return found;
}

}  // namespace bc::ui
