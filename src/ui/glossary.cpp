#include "ui/glossary.h"

#include <algorithm>
#include <cctype>

#include "basecommand/card_defs.h"
#include "text/log_text.h"
#include "basecommand/rule_numbers.h"
#include "i18n/translate.h"
#include "ui/intent_words.h"

namespace bc::ui {

namespace {

// The rule numbers below come from the core's constants, never typed in twice.
std::string N(int n) { return std::to_string(n); }

// A glossary line: the keyword and its meaning, each from the data domain's catalogue.
GlossaryEntry E(std::string_view keyword, std::string_view meaning, std::initializer_list<LogBlank> blanks = {}) {
  return {std::string(keyword), FillBlanks(meaning, blanks)};
}

std::vector<GlossaryEntry> BuildGlossary() {
  using i18n::TrData;
  const std::string terrain_actions =
      FillBlanks(i18n::TrDataN("{n} terrain action", "{n} terrain actions", kTerrainActionsPerTurn),
                 {{"n", N(kTerrainActionsPerTurn)}});
  std::vector<GlossaryEntry> entries{
      E(TrData("Range"), TrData("Distance to the command base: range 1 is the ring around it, range 3 the "
                                "board's edge.")),
      E(TrData("Segment"), TrData("One 4 x 4 quarter of the board: NW, NE, SE or SW. Base and blocked cells "
                                  "are never part of an effect.")),
      E(TrData("Sector"), TrData("An approach side around the base: N, E, S or W.")),
      E(TrData("Shield"), i18n::TrDataN("Each base quadrant has one. It blocks one breach, deals {n} damage to the "
                                        "attacker and is consumed.",
                                        "Each base quadrant has one. It blocks one breach, deals {n} damage to the "
                                        "attacker and is consumed.",
                                        kShieldBlockDamage),
        {{"n", N(kShieldBlockDamage)}}),
      E(TrData("Overcharged"), i18n::TrDataN("An overcharged shield blocks a breach, deals {n} damage and stays up; "
                                             "the overcharge fades at the next turn tick.",
                                             "An overcharged shield blocks a breach, deals {n} damage and stays up; "
                                             "the overcharge fades at the next turn tick.",
                                             kOverchargedBlockDamage),
        {{"n", N(kOverchargedBlockDamage)}}),
      E(TrData("Breach"), TrData("An attacker stepping into the base. A shield stops it; otherwise the base "
                                 "takes its breach damage. Either way the attacker is gone.")),
      E(TrData("Bash"), i18n::TrDataN("A ground attacker whose next cell holds a barricade destroys it, takes {n} "
                                      "damage and ends its activation (a crusher walks on).",
                                      "A ground attacker whose next cell holds a barricade destroys it, takes {n} "
                                      "damage and ends its activation (a crusher walks on).",
                                      kBashDamage),
        {{"n", N(kBashDamage)}}),
      E(TrData("Barricade"), TrData("Blocks ground movement and direct ground fire. At most {max} built by you at "
                                    "once; {actions} per turn."),
        {{"max", N(kMaxPlayerBarricades)}, {"actions", terrain_actions}}),
      E(TrData("Burning Barricade"), TrData("The barricade Terrain Works builds. Blocks cannon fire at "
                                            "ground attackers, never at aircraft.")),
      E(TrData("Aircraft"), TrData("Flies over terrain: barricades neither stop nor shelter it.")),
      E(TrData("Cannon"), TrData("Charges one step per turn, each step raising the power of its next shot, up to "
                                 "its weapon's last step (the FIRE button shows this battle's). Firing empties it. "
                                 "Hits one attacker in its weapon's reach, ignoring evasion.")),
      E(TrData("Discard"), TrData("Spend a discard point to swap a hand slot for the next card of its rail. "
                                  "Points start at {start}, +1 per turn, cap {cap}."),
        {{"start", N(kDiscardStart)}, {"cap", N(kDiscardCap)}}),
      E(TrData("Attack"), TrData("The number of blows a combatant makes in an engagement.")),
      E(TrData("Firepower"), TrData("Damage per blow, before the target's evasion.")),
      E(TrData("Evasion"), TrData("Reduces each incoming normal blow; damage never goes below 0.")),
      E(TrData("Health"), TrData("How much damage a combatant can take.")),
      E(TrData("HP"), TrData("Health points.")),
      E(TrData("Critical"), TrData("A blow that adds its bonus damage and ignores evasion.")),
      E(TrData("Miss"), TrData("A blow that deals 0 damage.")),
      E(TrData("Engagement"), TrData("A unit card fights one attacker: blows alternate, the unit card's first, "
                                     "until one side is at 0 HP or all blows are spent.")),
      E(TrData("Rank"), TrData("Unit cards rise from Rank 1 to Rank {max} through kills or rank-up supports."),
        {{"max", N(kMaxRank)}}),
      E(TrData("First Strike"), TrData("The holder's first blow lands before the other side's first blow; "
                                       "nothing changes when both have it.")),
      E(TrData("Heavy Weapons"), TrData("The first blow ignores evasion.")),
      E(TrData("Protection"), TrData("Cancels the first incoming damage instance.")),
      E(TrData("Squad Leader"), TrData("Every other unit card in your hand's unit slots gains +{n} firepower while "
                                       "this one is there."),
        {{"n", N(kSquadLeaderBonus)}}),
      E(TrData("Fury"), TrData("+{n} firepower on every blow while the unit is below its full HP."),
        {{"n", N(kFuryBonus)}}),
      E(TrData("Behemoth"), i18n::TrDataN("No blow deals it more than {n} damage, criticals included.",
                                          "No blow deals it more than {n} damage, criticals included.", kBehemothCap),
        {{"n", N(kBehemothCap)}}),
      E(TrData("Overload"), TrData("The unit's first blow in each engagement deals double damage.")),
      E(TrData("Ion Weapon"), TrData("Before the blows, the target's shield points drop to 0.")),
      E(TrData("Luck"), TrData("+{n}% chance that each blow is a critical."), {{"n", N(kLuckCrit)}}),
      E(TrData("Poison"), TrData("Deals its damage at the enemy phase's status tick, then counts down.")),
      E(TrData("Incapacitated"), TrData("Skips activations until it wears off.")),
      E(TrData("Frozen"), TrData("No attacker moves during the enemy phase.")),
      E(TrData("Temporary HP"), TrData("Absorbs damage before shields and health, until the next engagement.")),
      E(TrData("Fieldwork"), TrData("Board tools from the receiving bays: sentries, mines, watchmen, terrain "
                                    "works. They stay until triggered, destroyed or demolished.")),
      E(TrData("Doctrine"), TrData("A passive perk for the whole battle; never lost.")),
      E(TrData("Multiplier"), TrData("Scales points: +1 level per kill up to x{max}, -1 when a friendly unit "
                                     "falls."),
        {{"max", N(kMaxMultiplier)}}),
      E(TrData("Par"), TrData("The mission's target number of turns; each turn under par pays {n} on victory."),
        {{"n", N(kVictoryPointsPerTurnUnderPar)}}),
      E(TrData("Intent"), TrData("What an attacker will do when you end the turn: its steps, a bash, or a "
                                 "breach and its damage. Press T for the full threat view.")),
      // Posts (docs/rules.md, Posts): the missions that turn them on.
      E(TrData("Posted unit"), TrData("In a mission with posts, a unit that lives through its engagement stands on "
                                      "the board, on its target's next step or beside it, as many at once as the "
                                      "briefing says. An attacker whose next step is its cell engages it, swinging "
                                      "first.")),
      E(TrData("Post order"), TrData("Once a turn a posted unit may engage an attacker in its card's ranges, counted "
                                     "in king moves from its post; barricades between block ground fire. Not within "
                                     "{n} cells of a jammer."),
        {{"n", N(kJammerReach)}}),
      E(TrData("Stand down"), TrData("A posted unit leaves the board for the bottom of its rail, with its HP, rank and "
                                     "upgrades, instead of taking its order.")),
      E(TrData("Post hunter"), TrData("An attacker that goes for a posted unit within its reach instead of the base. "
                                      "Its intent shows which post.")),
      E(TrData("Crusher"), i18n::TrDataN("Tears down a barricade in its way and walks on in the same step, taking "
                                         "the bash's {n} damage. Only an indestructible barricade holds it.",
                                         "Tears down a barricade in its way and walks on in the same step, taking "
                                         "the bash's {n} damage. Only an indestructible barricade holds it.",
                                         kBashDamage),
        {{"n", N(kBashDamage)}}),
  };
  // The marks on an attacker's token: the hero's crown and every badge (ui/intent_words.h).
  for (const BadgeWords& mark : EveryMarkWords()) entries.push_back({mark.name, mark.meaning});
  return entries;
}

}  // namespace

const std::vector<GlossaryEntry>& Glossary() {
  // Built again whenever the language changes, so the entries are the player's words.
  static std::string language;
  static std::vector<GlossaryEntry> entries;
  if (entries.empty() || language != i18n::Language()) {
    language = i18n::Language();
    entries = BuildGlossary();
  }
  return entries;
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
