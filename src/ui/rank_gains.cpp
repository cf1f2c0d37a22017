#include "ui/rank_gains.h"

#include "ui/card_view.h"
#include "ui/tr.h"

namespace bc::ui {

namespace {

std::string Signed(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

}  // namespace

std::vector<std::string> RankGains(const CardDef& card, int rank) {
  std::vector<std::string> gains;
  if (card.family != CardFamily::kUnit || rank < 2 || rank > kMaxRank) return gains;
  const RankProfile& from = card.ranks[static_cast<std::size_t>(rank - 2)];
  const RankProfile& to = card.ranks[static_cast<std::size_t>(rank - 1)];
  const auto add = [&gains](int before, int after, const char* words) {
    if (after != before) gains.push_back(Format(Tr(words), {Signed(after - before)}));
  };
  add(from.attack, to.attack, N_("attack {0}"));
  add(from.firepower, to.firepower, N_("firepower {0}"));
  add(from.evasion, to.evasion, N_("evasion {0}"));
  add(from.health, to.health, N_("HP {0}"));
  add(from.crit_chance, to.crit_chance, N_("critical chance {0}%"));
  add(from.crit_bonus, to.crit_bonus, N_("critical damage {0}"));
  add(from.miss_chance, to.miss_chance, N_("miss chance {0}%"));
  if (from.ranges != to.ranges) {
    gains.push_back(Format(Tr("range {0} → {1}"), {RangeText(from.ranges), RangeText(to.ranges)}));
  }
  return gains;
}

std::string RankGainText(const CardDef& card, int rank) {
  const std::vector<std::string> gains = RankGains(card, rank);
  if (gains.empty()) return Format(Tr("Rank {0} changes no stat."), {std::to_string(rank)});
  std::string list;
  for (const std::string& gain : gains) list += (list.empty() ? "" : ", ") + gain;
  return Format(Tr("Rank {0}: {1}."), {std::to_string(rank), list});
}

}  // namespace bc::ui
