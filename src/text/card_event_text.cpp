// The log lines for the card events (basecommand/card_events.h), worded by a LogText.
#include <string>

#include "basecommand/card_events.h"
#include "text/event_text.h"

namespace bc {

namespace {

std::string CardName(const Catalog& catalog, int card, const LogText& t) {
  if (card < 0 || card >= static_cast<int>(catalog.cards.size())) return t.Message("a card");
  return catalog.cards[card].name;
}

std::string AttackerName(const Catalog& catalog, const Event& e, const LogText& t) {
  const std::string name = e.enemy < catalog.enemies.size() ? catalog.enemies[e.enemy].name : t.Message("ATTACKER");
  return name + " #" + std::to_string(e.uid);
}

}  // namespace

const char* CardEventKindName(EventKind kind) {
  static constexpr const char* kNames[] = {
      "card_drawn",       "card_played",          "card_discarded",     "engagement",
      "unit_damaged",     "unit_defeated",        "unit_rank_up",       "unit_upgraded",
      "fieldwork_armed",  "fieldwork_triggered",  "fieldwork_spent",    "discovery_offered",
      "discovery_chosen", "attacker_status",      "global_range",       "bay_filled",
      "blow_no_damage",   "post_taken",           "post_attacked",      "post_ordered",
      "post_left"};
  if (!IsCardEvent(kind)) return nullptr;
  return kNames[static_cast<int>(kind) - static_cast<int>(EventKind::kCardEventsBegin) - 1];
}

std::string DescribeCardEvent(const Catalog& catalog, const Event& e, const LogText& t) {
  const std::string card = CardName(catalog, e.amount, t);
  const std::string slot = std::to_string(e.quadrant + 1);
  const std::string at = CellName(e.cell);
  const std::string n2 = std::to_string(e.amount2);
  const bool unit_rail = e.amount2 == static_cast<int>(Rail::kUnit);
  switch (static_cast<int>(e.kind) - static_cast<int>(EventKind::kCardEventsBegin) - 1) {
    case 0:
      return FillBlanks(unit_rail ? t.Message("{card} drawn into unit slot {slot}.")
                                  : t.Message("{card} drawn into support slot {slot}."),
                        {{"card", card}, {"slot", slot}});
    case 1:
      return e.cell == kNoCell ? FillBlanks(t.Message("{card} played."), {{"card", card}})
                               : FillBlanks(t.Message("{card} played at {cell}."), {{"card", card}, {"cell", at}});
    case 2:
      return FillBlanks(unit_rail ? t.Message("{card} discarded from unit slot {slot}.")
                                  : t.Message("{card} discarded from support slot {slot}."),
                        {{"card", card}, {"slot", slot}});
    case 3:
      if (e.quadrant == 1) {
        return FillBlanks(t.Message("{attacker} engaged {card} at its post {post}: the unit has {left} HP left."),
                          {{"card", card}, {"attacker", AttackerName(catalog, e, t)}, {"post", CellName(e.cell2)},
                           {"left", n2}});
      }
      return FillBlanks(t.Message("{card} engaged {attacker} at {cell}: the unit has {left} HP left."),
                        {{"card", card}, {"attacker", AttackerName(catalog, e, t)}, {"cell", at}, {"left", n2}});
    case 4:
      return FillBlanks(t.Plural("{card} takes {n} damage.", "{card} takes {n} damage.", e.amount2),
                        {{"card", card}, {"n", n2}});
    case 5: return FillBlanks(t.Message("{card} is defeated and out for the mission."), {{"card", card}});
    case 6: return FillBlanks(t.Message("{card} reaches rank {rank}."), {{"card", card}, {"rank", n2}});
    case 7: return FillBlanks(t.Message("{card} is applied to a unit card."), {{"card", card}});
    case 8: return FillBlanks(t.Message("{card} armed at {cell}."), {{"card", card}, {"cell", at}});
    case 9:
      return FillBlanks(t.Message("{card} at {cell} goes off on {attacker}."),
                        {{"card", card}, {"cell", at}, {"attacker", AttackerName(catalog, e, t)}});
    case 10: return FillBlanks(t.Message("{card} at {cell} is spent."), {{"card", card}, {"cell", at}});
    case 11:
      return FillBlanks(t.Plural("{card} offers {n} options.", "{card} offers {n} options.", e.amount2),
                        {{"card", card}, {"n", n2}});
    case 12: return FillBlanks(t.Message("{card} chosen into support slot {slot}."), {{"card", card}, {"slot", slot}});
    case 13:
      return FillBlanks(t.Message("{attacker} at {cell} is affected."),
                        {{"attacker", AttackerName(catalog, e, t)}, {"cell", at}});
    case 14:
      return FillBlanks(t.Plural("Global range: {n} turns left.", "Global range: {n} turns left.", e.amount2),
                        {{"n", n2}});
    case 15: return FillBlanks(t.Message("{card} arrives in fieldwork bay {slot}."), {{"card", card}, {"slot", slot}});
    case 16: {
      // Each case names the striker first; the unit is the card, the other the attacker.
      const bool by_unit = e.quadrant == kBlowByUnit;
      const std::string striker = by_unit ? card : AttackerName(catalog, e, t);
      const std::string target = by_unit ? AttackerName(catalog, e, t) : card;
      std::string line;
      switch (static_cast<NoDamage>(e.amount2)) {
        case NoDamage::kMissed: line = t.Message("{striker} strikes {target} and misses."); break;
        case NoDamage::kNoneThrough: line = t.Message("{striker} strikes {target}: no damage gets through."); break;
        case NoDamage::kProtected: line = t.Message("{striker} strikes {target}: Protection cancels the blow."); break;
        case NoDamage::kShield: line = t.Message("{striker} strikes {target}: its shield takes the blow."); break;
        case NoDamage::kTemporaryHp:
          line = t.Message("{striker} strikes {target}: its temporary HP takes the blow.");
          break;
      }
      if (line.empty()) return "";
      return FillBlanks(line, {{"striker", striker}, {"target", target}});
    }
    case 17: return FillBlanks(t.Message("{card} takes a post at {cell}."), {{"card", card}, {"cell", at}});
    case 18:
      // TRANSLATORS: {blows} the attacker's blows, {back} the unit's.
      return FillBlanks(t.Plural("{attacker} engages {card} at its post {post}: {blows} blow against {back}.",
                                 "{attacker} engages {card} at its post {post}: {blows} blows against {back}.", e.quadrant),
                        {{"attacker", AttackerName(catalog, e, t)}, {"card", card}, {"post", CellName(e.cell2)},
                         {"blows", std::to_string(e.quadrant)}, {"back", n2}});
    case 19:
      // TRANSLATORS: {blows} the unit's blows, {back} the attacker's.
      return FillBlanks(t.Plural("{card} at its post {post} engages {cell} on orders: {blows} blow against {back}.",
                                 "{card} at its post {post} engages {cell} on orders: {blows} blows against {back}.",
                                 e.quadrant),
                        {{"card", card}, {"post", CellName(e.cell2)}, {"cell", at}, {"blows", std::to_string(e.quadrant)},
                         {"back", n2}});
    case 20:
      if (e.amount2 == kPostGaveWay) {
        return FillBlanks(t.Message("{card} gives way at {cell}: it cannot hurt the attacker engaging it, nor be hurt "
                                    "by it, and goes to the bottom of its rail."),
                          {{"card", card}, {"cell", at}});
      }
      return FillBlanks(t.Message("{card} stands down from {cell} to the bottom of its rail."),
                        {{"card", card}, {"cell", at}});
    default: return "";
  }
}

}  // namespace bc
