// The attacker types in words: stat lines, behaviour sentences made from the data, and
// which missions send which types.
#include "text/hostiles.h"

#include <algorithm>
#include <iterator>

#include "basecommand/card_defs.h"
#include "basecommand/rules_text.h"

namespace bc {

namespace {

// The sentence for each perk, in PerkBit order, as it reads on an attacker.
constexpr const char* kPerkSentences[kPerkCount] = {
    NPhrase("First Strike: its first blow lands before the first blow of the unit that engages it."),
    NPhrase("Heavy Weapons: its first blow in an engagement ignores evasion."),
    NPhrase("Protection: the first blow that would damage it in each engagement is cancelled."),
    NPhrase("Squad Leader: a unit perk; on an attacker it changes nothing."),
    NPhrase("Fury: +1 firepower while below its full HP."),
    NPhrase("Behemoth: no blow deals it more than 2 damage. The cannon and supports are not blows."),
    NPhrase("Overload: its first blow in an engagement deals double damage."),
    NPhrase("Ion Weapon: the engaging unit's shield points drop to 0 before the blows."),
    NPhrase("Luck: +25 crit chance on every blow."),
};

// The perks as the player reads them, in PerkBit order (the data's names in title case).
constexpr const char* kPerkTitles[kPerkCount] = {
    NPhrase("First Strike"), NPhrase("Heavy Weapons"), NPhrase("Protection"),
    NPhrase("Squad Leader"), NPhrase("Fury"),          NPhrase("Behemoth"),
    NPhrase("Overload"),     NPhrase("Ion Weapon"),    NPhrase("Luck"),
};

constexpr const char* kTagNames[] = {"aircraft", "fast", "replicator", "armoured", "elite", "jammer"};
// The same tags as the "Classed:" line names them.
constexpr const char* kTagTitles[] = {NPhrase("Aircraft"), NPhrase("Fast"),  NPhrase("Replicator"),
                                      NPhrase("Armoured"), NPhrase("Elite"), NPhrase("Jammer")};
static_assert(std::size(kTagTitles) == std::size(kTagNames));

std::string NameOf(const Catalog& catalog, EnemyIndex type) {
  return type < catalog.enemies.size() ? catalog.enemies[type].name : "?";
}

std::string Number(int n) { return std::to_string(n); }

// The sentence of a hero's ability and its condition.
std::string AbilitySentence(const Catalog& catalog, const AbilityDef& a, const RulesText& t) {
  std::string when;
  switch (a.when) {
    // TRANSLATORS: the condition that ends a hero's ability sentence ("Calls in 2 GRUNT beside it, otherwise.").
    case AbilityWhen::kAlways: when = t.Phrase("otherwise"); break;
    case AbilityWhen::kAlone: when = t.Phrase("when no attacker is within 2 cells of it"); break;
    case AbilityWhen::kEscorted: when = t.Phrase("when an attacker is within 2 cells of it"); break;
    case AbilityWhen::kDamaged: when = t.Phrase("when at half HP or less"); break;
    case AbilityWhen::kCannonCharged: when = t.Phrase("when the cannon is at charge step 2 or more"); break;
    case AbilityWhen::kNear: when = t.Phrase("at range 2 or nearer"); break;
    case AbilityWhen::kFar: when = t.Phrase("at range 3"); break;
  }
  const std::string n = Number(a.amount);
  switch (a.kind) {
    case AbilityKind::kCallReinforcements:
      // TRANSLATORS: {0} how many, {1} the attacker's name, {2} the condition ("otherwise", "at range 3").
      return FillPlaces(t.PhraseN("Calls in {0} {1} beside it, {2}.", "Calls in {0} {1} beside it, {2}.", a.amount),
                        {n, NameOf(catalog, a.enemy), when});
    case AbilityKind::kShieldEscorts:
      return FillPlaces(t.PhraseN("Gives every attacker within 2 cells +{0} shield, {1}.",
                                  "Gives every attacker within 2 cells +{0} shield, {1}.", a.amount),
                        {n, when});
    case AbilityKind::kCharge:
      return FillPlaces(t.PhraseN("Charges {0} extra cell, {1}.", "Charges {0} extra cells, {1}.", a.amount), {n, when});
    case AbilityKind::kJamCannon:
      return FillPlaces(t.PhraseN("Jams the cannon for {0} charge step, {1}.", "Jams the cannon for {0} charge steps, {1}.",
                                  a.amount),
                        {n, when});
    case AbilityKind::kDigIn:
      if (a.max > 0) {
        // TRANSLATORS: {0} the shield gained, {1} the condition, {2} the most shield it digs in to.
        return FillPlaces(t.PhraseN("Digs in: +{0} shield and holds its cell, {1}, up to {2} shield.",
                                    "Digs in: +{0} shield and holds its cell, {1}, up to {2} shield.", a.max),
                          {n, when, Number(a.max)});
      }
      return FillPlaces(t.PhraseN("Digs in: +{0} shield and holds its cell, {1}.",
                                  "Digs in: +{0} shield and holds its cell, {1}.", a.amount),
                        {n, when});
  }
  return "";
}

// "activation", "second activation", ...: what follows "every" in a trait line.
std::string Ordinal(int n, const RulesText& t) {
  // TRANSLATORS: what comes after "every" in an attacker's trait line: "after every activation", "every second activation".
  if (n == 1) return t.Phrase("activation");
  if (n == 2) return t.Phrase("second activation");
  if (n == 3) return t.Phrase("third activation");
  return FillPlaces(t.Phrase("{0}th activation"), {Number(n)});
}

}  // namespace

std::string PerkList(std::uint32_t perks, const RulesText& text) {
  std::string list;
  for (int bit = 0; bit < kPerkCount; ++bit) {
    if ((perks & (1u << bit)) != 0) list += (list.empty() ? "" : ", ") + text.Phrase(kPerkTitles[bit]);
  }
  return list;
}

const char* EnemyTagName(int bit_index) {
  if (bit_index < 0 || bit_index >= static_cast<int>(std::size(kTagNames))) return nullptr;
  return kTagNames[bit_index];
}

std::string EnemyStatLine(const EnemyDef& e, const RulesText& t) {
  // TRANSLATORS: the parts of an attacker's stat line, "3 HP  +3 SHIELD  1 ATK  2 FP  0 EVA  BREACH 2  1 CELL A TURN".
  std::string line = FillPlaces(t.Phrase("{0} HP"), {Number(e.health)});
  if (e.shield > 0) line += "  " + FillPlaces(t.Phrase("+{0} SHIELD"), {Number(e.shield)});
  line += "  " + FillPlaces(t.Phrase("{0} ATK"), {Number(e.attack)});
  line += "  " + FillPlaces(t.Phrase("{0} FP"), {Number(e.firepower)});
  line += "  " + FillPlaces(t.Phrase("{0} EVA"), {Number(e.evasion)});
  line += "  " + FillPlaces(t.Phrase("BREACH {0}"), {Number(e.breach_damage)});
  line += "  " + FillPlaces(t.PhraseN("{0} CELL A TURN", "{0} CELLS A TURN", e.steps), {Number(e.steps)});
  return line;
}

std::vector<std::string> EnemyBehaviour(const Catalog& catalog, const EnemyDef& e, const RulesText& t) {
  std::vector<std::string> lines;
  if (e.IsAircraft()) {
    lines.push_back(t.Phrase("Aircraft: flies over barricades, never bashes; fire to and from it ignores terrain."));
  }
  if (e.steps >= 2) {
    lines.push_back(FillPlaces(t.PhraseN("Crosses {0} cell per activation, stopping at a breach or a bash.",
                                         "Crosses {0} cells per activation, stopping at a breach or a bash.", e.steps),
                               {Number(e.steps)}));
  }
  if (e.shield > 0) {
    lines.push_back(FillPlaces(
        t.Phrase("Shield {0}: blows, the cannon, supports, bashes and shield blocks take shield points before HP "
                 "(poison and execution go straight to HP). Strip-shield effects and Ion Weapon clear them."),
        {Number(e.shield)}));
  }
  for (int bit = 0; bit < kPerkCount; ++bit) {
    if ((e.perks & (1u << bit)) != 0) lines.push_back(t.Phrase(kPerkSentences[bit]));
  }
  if (e.perks != 0) lines.push_back(t.Phrase("Strip-perk effects take every perk away for the rest of the battle."));
  if (e.replicate.enabled) {
    const std::string into = e.replicate.into < catalog.enemies.size() ? catalog.enemies[e.replicate.into].name : "?";
    // TRANSLATORS: {0} "activation" or "second activation" ..., {1} the copy's name, {2} how many copies at most.
    lines.push_back(FillPlaces(
        t.PhraseN("Replicates: after every {0} it places a {1} on a free cell next to it, up to {2} copy over its life.",
                  "Replicates: after every {0} it places a {1} on a free cell next to it, up to {2} copies over its life.",
                  e.replicate.max_copies),
        {Ordinal(e.replicate.interval, t), into, Number(e.replicate.max_copies)}));
  }
  if (e.split.enabled) {
    lines.push_back(FillPlaces(t.PhraseN("Splits: when destroyed, {0} {1} takes its place.",
                                         "Splits: when destroyed, {0} {1} take its place.", e.split.count),
                               {Number(e.split.count), NameOf(catalog, e.split.into)}));
  }
  if (e.mend.amount > 0) {
    lines.push_back(FillPlaces(t.PhraseN("Medic: after each activation it repairs the most damaged attacker next to it by {0} HP.",
                                         "Medic: after each activation it repairs the most damaged attacker next to it by {0} HP.",
                                         e.mend.amount),
                               {Number(e.mend.amount)}));
  }
  if (e.IsJammer()) {
    lines.push_back(t.Phrase("Jammer: while it is on the board the cannon gains no charge."));
    // TRANSLATORS: {0} how many cells (king moves) a jammer's reach is.
    lines.push_back(FillPlaces(t.Phrase("A posted unit within {0} cells of a jammer takes no orders (it may still stand down)."),
                               {Number(kJammerReach)}));
  }
  if (e.drop.enabled) {
    lines.push_back(FillPlaces(t.Phrase("Carrier: on reaching range {0} it drops a {1} beside it, once."),
                               {Number(e.drop.range), NameOf(catalog, e.drop.into)}));
  }
  if (e.shift.interval > 0) {
    lines.push_back(FillPlaces(t.Phrase("Changes sector: every {0} it circles a quarter turn round the base instead of "
                                        "stepping in. Its intent shows where."),
                               {Ordinal(e.shift.interval, t)}));
  }
  if (e.concealed) {
    lines.push_back(t.Phrase("Concealed: it lands as an unknown contact, type and stats hidden, until a watchman post, "
                             "sentry gun or posted unit on or next to it, a scan, an engagement (a post's included) or "
                             "range 1 reveals it."));
  }
  if (e.FollowsLane()) {
    lines.push_back(t.Phrase("Lane: keeps to a lane of its mission instead of the shortest way in, bashing what stands "
                             "on it. The board draws the lane from the moment it is telegraphed."));
  }
  if (e.Crushes()) {
    lines.push_back(t.Phrase("Crusher: a barricade in its way does not stop it. It tears the barricade down, takes "
                             "the bash's damage and walks on in the same step; only an indestructible one holds it."));
  }
  if (e.lay.interval > 0) {
    // TRANSLATORS: {0} "activation" or "second activation" ..., {1} the charge's fuse in turns.
    lines.push_back(FillPlaces(
        t.PhraseN("Trap-layer: every {0} that moves it, it leaves a demolition charge on the cell it left. After {1} turn "
                  "the charge destroys the barricades and fieldworks on and around its cell; nothing is built there "
                  "meanwhile.",
                  "Trap-layer: every {0} that moves it, it leaves a demolition charge on the cell it left. After {1} turns "
                  "the charge destroys the barricades and fieldworks on and around its cell; nothing is built there "
                  "meanwhile.",
                  e.lay.fuse),
        {Ordinal(e.lay.interval, t), Number(e.lay.fuse)}));
  }
  if (e.Hunts()) {
    // TRANSLATORS: {0} how many cells (king moves) it looks for a posted unit.
    lines.push_back(FillPlaces(
        t.PhraseN("Post hunter: while a posted unit stands within {0} cell of it, it goes for the nearest one instead of "
                  "the base and engages it. Its intent shows which.",
                  "Post hunter: while a posted unit stands within {0} cells of it, it goes for the nearest one instead of "
                  "the base and engages it. Its intent shows which.",
                  e.hunt.reach),
        {Number(e.hunt.reach)}));
  }
  if (e.IsHero()) {
    lines.push_back(t.Phrase("Hero: when your turn begins it picks the first of these that applies, never the same twice "
                             "running, and shows it as its intent:"));
    for (const AbilityDef& a : e.abilities) lines.push_back(AbilitySentence(catalog, a, t));
  }
  if (e.crit_chance > 0) {
    // TRANSLATORS: {0} the crit chance in percent, {1} the extra damage.
    lines.push_back(FillPlaces(/* xgettext:no-c-format */ t.Phrase("{0}% crit chance per blow, +{1} damage ignoring evasion."),
                               {Number(e.crit_chance), Number(e.crit_bonus)}));
  }
  if (e.miss_chance > 0) {
    lines.push_back(FillPlaces(/* xgettext:no-c-format */ t.Phrase("{0}% chance per blow to miss."), {Number(e.miss_chance)}));
  }
  // Tags with no rule of their own above are still named.
  std::string tags;
  for (int bit = 0; bit < 32; ++bit) {
    if ((e.tags & (1u << bit)) == 0) continue;
    if (bit == 0 || (bit == 1 && e.steps >= 2) || (bit == 2 && e.replicate.enabled) || bit == 5 || bit == 8 ||
        (bit == 9 && e.Crushes())) {
      continue;
    }
    const std::string name = bit < static_cast<int>(std::size(kTagTitles)) ? t.Phrase(kTagTitles[bit])
                                                                           : FillPlaces(t.Phrase("Trait {0}"), {Number(bit)});
    tags += (tags.empty() ? "" : ", ") + name;
  }
  if (!tags.empty()) lines.push_back(FillPlaces(t.Phrase("Classed: {0}."), {tags}));
  if (lines.empty()) {
    lines.push_back(t.Phrase("Walks the nearest path to the base, one step at a time, and bashes what is in the way."));
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
