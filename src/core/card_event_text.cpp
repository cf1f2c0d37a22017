// English lines for the card events (basecommand/card_events.h).
#include <string>

#include "basecommand/card_events.h"

namespace bc {

namespace {

std::string CardName(const Catalog& catalog, int card) {
  if (card < 0 || card >= static_cast<int>(catalog.cards.size())) return "a card";
  return catalog.cards[card].name;
}

std::string AttackerName(const Catalog& catalog, const Event& e) {
  const std::string name = e.enemy < catalog.enemies.size() ? catalog.enemies[e.enemy].name : "ATTACKER";
  return name + " #" + std::to_string(e.uid);
}

const char* RailName(int rail) { return rail == static_cast<int>(Rail::kUnit) ? "unit" : "support"; }

}  // namespace

const char* CardEventKindName(EventKind kind) {
  static constexpr const char* kNames[] = {
      "card_drawn",       "card_played",          "card_discarded",     "engagement",
      "unit_damaged",     "unit_defeated",        "unit_rank_up",       "unit_upgraded",
      "fieldwork_armed",  "fieldwork_triggered",  "fieldwork_spent",    "discovery_offered",
      "discovery_chosen", "attacker_status",      "global_range",       "bay_filled"};
  if (!IsCardEvent(kind)) return nullptr;
  return kNames[static_cast<int>(kind) - static_cast<int>(EventKind::kCardEventsBegin) - 1];
}

std::string DescribeCardEvent(const Catalog& catalog, const Event& e) {
  const std::string card = CardName(catalog, e.amount);
  const std::string slot = std::to_string(e.quadrant + 1);
  switch (static_cast<int>(e.kind) - static_cast<int>(EventKind::kCardEventsBegin) - 1) {
    case 0: return card + " drawn into " + RailName(e.amount2) + " slot " + slot + ".";
    case 1:
      return card + " played" + (e.cell == kNoCell ? std::string(".") : " at " + CellName(e.cell) + ".");
    case 2: return card + " discarded from " + RailName(e.amount2) + " slot " + slot + ".";
    case 3:
      return card + " engaged " + AttackerName(catalog, e) + " at " + CellName(e.cell) + ": the unit has " +
             std::to_string(e.amount2) + " HP left.";
    case 4: return card + " takes " + std::to_string(e.amount2) + " damage.";
    case 5: return card + " is defeated and out for the mission.";
    case 6: return card + " reaches rank " + std::to_string(e.amount2) + ".";
    case 7: return card + " is applied to a unit card.";
    case 8: return card + " armed at " + CellName(e.cell) + ".";
    case 9: return card + " at " + CellName(e.cell) + " goes off on " + AttackerName(catalog, e) + ".";
    case 10: return card + " at " + CellName(e.cell) + " is spent.";
    case 11: return card + " offers " + std::to_string(e.amount2) + " options.";
    case 12: return card + " chosen into support slot " + slot + ".";
    case 13: return AttackerName(catalog, e) + " at " + CellName(e.cell) + " is affected.";
    case 14: return "Global range: " + std::to_string(e.amount2) + " turns left.";
    case 15: return card + " arrives in fieldwork bay " + slot + ".";
    default: return "";
  }
}

}  // namespace bc
