#include "ui/intent_words.h"

#include "ui/tr.h"

namespace bc::ui {

namespace {

std::string Number(int n) { return std::to_string(n); }

std::string Cells(const std::vector<Cell>& cells) {
  std::string out;
  for (const Cell c : cells) out.append(out.empty() ? "" : ", ").append(CellName(c));
  return out;
}

const char* AbilityName(AbilityKind kind) {
  switch (kind) {
    case AbilityKind::kCallReinforcements: return Tr("CALL REINFORCEMENTS");
    case AbilityKind::kShieldEscorts: return Tr("SHIELD ESCORTS");
    case AbilityKind::kCharge: return Tr("CHARGE");
    case AbilityKind::kJamCannon: return Tr("JAM CANNON");
    case AbilityKind::kDigIn: return Tr("DIG IN");
  }
  return "";
}

}  // namespace

std::string WhatItDoes(const AttackerIntent& a) {
  if (a.contact) {
    if (a.skips) return Tr("skips (incapacitated)");
    if (!a.moves.empty()) return Format(Tr("steps to {0}"), {CellName(a.moves.front())});
    if (a.post_clash.post >= 0) return Format(Tr("engages the post on {0}"), {CellName(a.post_clash.post)});
    return Tr("holds");
  }
  if (a.skips) return Tr("skips (incapacitated)");
  std::string what;
  if (a.bash >= 0 && a.crushes) {
    // TRANSLATORS: a crusher's step: it tears the barricade down and walks on through.
    what = Format(Tr("crushes the barricade on {0} and walks on"), {CellName(a.bash)});
    // Steps after the barricade's cell (a charge) are said below.
  } else if (a.bash >= 0) {
    what = Format(Tr("bashes the barricade on {0}"), {CellName(a.bash)});
  }
  if (a.breaches) {
    const std::string quadrant(QuadrantName(a.quadrant));
    std::string breach;
    if (a.shield_blocks) {
      breach = Format(Tr("breaches {0}: the shield blocks it"), {quadrant});
    } else if (a.base_damage < a.breach_damage && !a.after_fall) {
      // TRANSLATORS: {1} its breach damage in full, {2} what the base has left (less than {1}).
      breach = Format(Tr("breaches {0} for {1} (the base has {2} left)"),
                      {quadrant, Number(a.breach_damage), Number(a.base_damage)});
    } else {
      breach = Format(Tr("breaches {0} for {1}"), {quadrant, Number(std::max(a.breach_damage, a.base_damage))});
    }
    return what.empty() ? breach : Format(Tr("{0}, then {1}"), {what, breach});
  }
  if (!a.moves.empty() && !(a.crushes && a.moves.size() == 1 && a.moves.back() == a.bash)) {
    const std::string move = Format(Tr("moves to {0}"), {CellName(a.moves.back())});
    what = what.empty() ? move : Format(Tr("{0}, then {1}"), {what, move});
  }
  if (a.hunt >= 0 && a.post_clash.post < 0 && !what.empty()) {
    // A post hunter on its way: the post it goes for, which its arrow alone does not say.
    what += Format(Tr(", hunting the post on {0}"), {CellName(a.hunt)});
  }
  if (a.post_clash.post >= 0) {
    // TRANSLATORS: an attacker's next step is a posted unit's cell: it engages the unit there.
    const std::string clash =
        a.post_clash.unit_falls ? Format(Tr("engages the post on {0}: the unit falls"), {CellName(a.post_clash.post)})
        // TRANSLATORS: a stalemate at a post: neither side can hurt the other, and the unit leaves its post.
        : a.post_clash.gives_way ? Format(Tr("engages the post on {0}: the unit gives way"), {CellName(a.post_clash.post)})
                                 : Format(Tr("engages the post on {0}"), {CellName(a.post_clash.post)});
    what = what.empty() ? clash : Format(Tr("{0}, then {1}"), {what, clash});
  }
  if (!what.empty()) return what;
  if (a.waits) return Tr("waits");
  return Tr("holds");
}

std::string NextLine(const AttackerIntent& a) {
  // TRANSLATORS: the base falls before this attacker's turn in the enemy phase: what it would do otherwise.
  if (a.after_fall) return Format(Tr("Next, if the base still stood: {0}"), {WhatItDoes(a)});
  return Format(Tr("Next: {0}"), {WhatItDoes(a)});
}

std::string AbilityLine(const Catalog& catalog, const AttackerIntent& a) {
  if (a.ability < 0 || a.contact || a.enemy >= catalog.enemies.size()) return "";
  const std::vector<AbilityDef>& abilities = catalog.enemies[a.enemy].abilities;
  if (static_cast<std::size_t>(a.ability) >= abilities.size()) return "";
  const AbilityDef& ability = abilities[static_cast<std::size_t>(a.ability)];
  const std::string name = AbilityName(ability.kind);
  const std::string then = WhatItDoes(a);
  const int n = a.ability_amount;
  std::string effect;
  switch (ability.kind) {
    case AbilityKind::kCharge:
      effect = n == 1 ? std::string(Tr("one extra step"))
                      : Format(TrN("{0} extra step", "{0} extra steps", static_cast<unsigned long>(n)), {Number(n)});
      break;
    case AbilityKind::kDigIn:
      // TRANSLATORS: a hero digging in: {0} the shield points it gains this phase.
      return Format(Tr("{0}: +{1} shield, and it holds its cell"), {name, Number(n)});
    case AbilityKind::kJamCannon:
      effect = n > 0 ? Format(TrN("the cannon loses {0} charge step", "the cannon loses {0} charge steps",
                                  static_cast<unsigned long>(n)),
                              {Number(n)})
                     : std::string(Tr("the cannon has no charge to lose"));
      break;
    case AbilityKind::kCallReinforcements: {
      const std::size_t count = a.reinforcements.size();
      const std::string called = ability.enemy < catalog.enemies.size() ? std::string(TrData(catalog.enemies[ability.enemy].name)) : std::string("?");
      // TRANSLATORS: {0} how many land, {1} their name, {2} the cells they land on.
      effect = count > 0 ? Format(TrN("{0} {1} lands on {2}", "{0} {1} land on {2}", count),
                                  {Number(static_cast<int>(count)), called, Cells(a.reinforcements)})
                         : std::string(Tr("no free cell beside it for reinforcements"));
      break;
    }
    case AbilityKind::kShieldEscorts: {
      const std::size_t count = a.escorts.size();
      // TRANSLATORS: {0} how many attackers near the hero, {1} the shield each gains.
      effect = count > 0 ? Format(TrN("{0} attacker within 2 cells gains {1} shield",
                                      "{0} attackers within 2 cells gain {1} shield", count),
                                  {Number(static_cast<int>(count)), Number(n)})
                         : std::string(Tr("no attacker within 2 cells to shield"));
      break;
    }
  }
  // TRANSLATORS: a hero's ability line: {0} the ability, {1} what it comes to, {2} what the hero then does.
  return Format(Tr("{0}: {1}, then {2}"), {name, effect, then});
}

BadgeWords WordsOf(render::Badge badge) {
  switch (badge) {
    case render::Badge::kAircraft:
      return {Tr("Aircraft badge"), Tr("It flies: barricades neither stop it nor shelter it.")};
    case render::Badge::kLane:
      return {Tr("Lane badge"), Tr("It keeps to a lane of its mission, drawn on the board.")};
    case render::Badge::kTrapLayer:
      return {Tr("Charge badge"), Tr("A trap-layer: it leaves demolition charges on the cells it leaves.")};
    case render::Badge::kPoisoned:
      return {Tr("Poison badge"), Tr("Poisoned: it takes the poison's damage at each enemy phase's status tick.")};
    case render::Badge::kIncapacitated:
      return {Tr("Stun badge"), Tr("Incapacitated: it skips its coming activations.")};
    case render::Badge::kFrozen:
      return {Tr("Frost badge"), Tr("Frozen: no attacker moves this enemy phase.")};
    case render::Badge::kShield:
      return {Tr("Shield badge"), Tr("Shield points: every hit but poison takes them before its HP.")};
    case render::Badge::kConcealed:
      return {Tr("Contact badge"), Tr("An unknown contact: its type and strength stay hidden until it is revealed.")};
  }
  return {"", ""};
}

BadgeWords HeroMarkingWords() {
  return {Tr("Crown"), Tr("A hero: each turn it chooses one ability and shows it on its token, with what it comes to.")};
}

std::vector<BadgeWords> EveryMarkWords() {
  std::vector<BadgeWords> out;
  out.push_back(HeroMarkingWords());
  for (int b = 0; b < render::kBadgeCount; ++b) out.push_back(WordsOf(static_cast<render::Badge>(b)));
  return out;
}

}  // namespace bc::ui
