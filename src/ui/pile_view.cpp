#include "ui/pile_view.h"

#include <algorithm>
#include <map>

#include "ui/tr.h"

namespace bc::ui {

namespace {

std::string CardName(const Catalog& catalog, CardIndex card) {
  if (card < 0 || static_cast<std::size_t>(card) >= catalog.cards.size()) return "?";
  return std::string(TrData(catalog.cards[static_cast<std::size_t>(card)].name));
}

// Names counted, in the order of the names (std::map: by bytes, the same for every
// order of the pile).
std::vector<PileLine> Counted(const std::vector<std::string>& names) {
  std::map<std::string, int> counts;
  for (const std::string& name : names) ++counts[name];
  std::vector<PileLine> lines;
  for (const auto& [name, count] : counts) lines.push_back({name, count});
  return lines;
}

}  // namespace

RailPiles UnitPiles(const Catalog& catalog, const BattleState& state) {
  const CardState& cards = state.cards;
  auto unit_name = [&](int index) {
    if (index < 0 || index >= cards.unit_count) return std::string("?");
    return CardName(catalog, cards.units[static_cast<std::size_t>(index)].card);
  };
  std::vector<std::string> draw;
  std::vector<std::string> spent;
  std::vector<std::string> lost;
  for (int i = 0; i < cards.unit_draw.count; ++i) draw.push_back(unit_name(cards.unit_draw.items[static_cast<std::size_t>(i)]));
  for (int i = 0; i < cards.unit_spent.count; ++i) spent.push_back(unit_name(cards.unit_spent.items[static_cast<std::size_t>(i)]));
  for (int i = 0; i < cards.unit_count; ++i) {
    if (cards.units[static_cast<std::size_t>(i)].defeated) lost.push_back(unit_name(i));
  }
  RailPiles piles;
  piles.draw = Counted(draw);
  piles.spent = Counted(spent);
  piles.lost = Counted(lost);
  piles.draw_count = static_cast<int>(draw.size());
  piles.spent_count = static_cast<int>(spent.size());
  return piles;
}

RailPiles SupportPiles(const Catalog& catalog, const BattleState& state) {
  const CardState& cards = state.cards;
  std::vector<std::string> draw;
  std::vector<std::string> spent;
  for (int i = 0; i < cards.support_draw.count; ++i) draw.push_back(CardName(catalog, cards.support_draw.items[static_cast<std::size_t>(i)]));
  for (int i = 0; i < cards.support_spent.count; ++i) spent.push_back(CardName(catalog, cards.support_spent.items[static_cast<std::size_t>(i)]));
  RailPiles piles;
  piles.draw = Counted(draw);
  piles.spent = Counted(spent);
  piles.draw_count = static_cast<int>(draw.size());
  piles.spent_count = static_cast<int>(spent.size());
  return piles;
}

}  // namespace bc::ui
