#include "ui/card_view.h"

#include "basecommand/unit_stats.h"
#include "ui/rank_gains.h"
#include "ui/tr.h"

namespace bc::ui {

namespace {

bool ValidCard(const Catalog& catalog, CardIndex card) {
  return card >= 0 && static_cast<std::size_t>(card) < catalog.cards.size();
}

// The kills that reach the rank after `rank` and what it gives.
void SetNextRank(const CardDef& def, int rank, int kills, CardView& view) {
  view.kills = kills;
  if (rank < 1 || rank >= kMaxRank) return;
  view.next_rank_kills = def.rank_kills[static_cast<std::size_t>(rank - 1)];
  view.next_rank = RankGainText(def, rank + 1);
}

}  // namespace

std::string PerkList(std::uint32_t perks) {
  static const char* kNames[kPerkCount] = {N_("First Strike"), N_("Heavy Weapons"), N_("Protection"), N_("Squad Leader"), N_("Fury"),
                                           N_("Behemoth"), N_("Overload"), N_("Ion Weapon"), N_("Luck")};
  std::string out;
  for (int i = 0; i < kPerkCount; ++i) {
    if (!(perks & (1u << i))) continue;
    if (!out.empty()) out += ", ";
    out += Tr(kNames[i]);
  }
  return out;
}

std::string TempHpText(int temp_hp) {
  if (temp_hp <= 0) return "";
  // TRANSLATORS: temporary HP after a unit's HP on its card, post and tooltip: "HP 3/4 +2 temp".
  return Format(Tr("+{0} temp"), {std::to_string(temp_hp)});
}

std::string RangeText(std::uint8_t mask) {
  if ((mask & kAllRanges) == kAllRanges) return "1-3";
  std::string out;
  for (int r = 1; r <= 3; ++r) {
    if (!(mask & (1u << (r - 1)))) continue;
    if (!out.empty()) out += ' ';
    out += static_cast<char>('0' + r);
  }
  return out.empty() ? "-" : out;
}

CardView CardOnlyView(const Catalog& catalog, CardIndex card) {
  CardView view;
  if (!ValidCard(catalog, card)) return view;
  const CardDef& def = catalog.cards[card];
  view.present = true;
  view.card = card;
  view.id = def.id;
  view.name = def.name;
  view.text = def.text;
  view.family = def.family;
  view.hero = def.hero;
  view.target = def.target;
  view.perks = PerkList(def.perks);
  view.perk_bits = def.perks;
  if (def.family == CardFamily::kUnit) {
    const RankProfile& p = def.ranks[0];
    view.rank = 1;
    view.hp = view.max_hp = p.health;
    view.attack = p.attack;
    view.firepower = p.firepower;
    view.evasion = p.evasion;
    view.ranges = RangeText(p.ranges);
    SetNextRank(def, 1, 0, view);
  }
  return view;
}

CardView UnitSlotView(const Catalog& catalog, const BattleState& state, int slot) {
  if (slot < 0 || slot >= kHandSlots) return {};
  return UnitInstanceView(catalog, state, state.cards.unit_slots[slot]);
}

CardView UnitInstanceView(const Catalog& catalog, const BattleState& state, int instance) {
  if (instance < 0 || instance >= state.cards.unit_count) return {};
  const UnitInstance& unit = state.cards.units[instance];
  CardView view = CardOnlyView(catalog, unit.card);
  if (!view.present) return view;
  const UnitStats stats = StatsOfUnit(catalog, state.cards, unit);
  const RankProfile& p = stats.profile;
  view.rank = unit.rank;
  view.hp = unit.hp;
  view.max_hp = unit.max_hp;
  view.attack = p.attack;
  view.firepower = p.firepower;
  view.evasion = p.evasion;
  view.shield = unit.shield;
  view.temp_hp = unit.temp_hp;
  view.ranges = RangeText(stats.ranges);
  view.perks = PerkList(stats.perks);
  view.perk_bits = stats.perks;
  for (CardIndex attached : unit.attached) view.upgrades += attached != kNoCard ? 1 : 0;
  SetNextRank(catalog.cards[static_cast<std::size_t>(unit.card)], unit.rank, unit.kills, view);
  return view;
}

CardView SupportSlotView(const Catalog& catalog, const BattleState& state, int slot) {
  if (slot < 0 || slot >= kHandSlots) return {};
  return CardOnlyView(catalog, state.cards.support_slots[slot]);
}

CardView BayView(const Catalog& catalog, const BattleState& state, int bay) {
  if (bay < 0 || bay >= state.cards.bay_count) return {};
  return CardOnlyView(catalog, state.cards.bays[bay]);
}

const char* TargetText(TargetKind target) {
  switch (target) {
    case TargetKind::kNone: return Tr("No target: plays at once.");
    case TargetKind::kCell: return Tr("Targets one cell or attacker.");
    case TargetKind::kSegment: return Tr("Targets a board quarter (NW, NE, SE, SW).");
    case TargetKind::kRange: return Tr("Targets a range band (1-3).");
    case TargetKind::kBoard: return Tr("Hits the whole board.");
    case TargetKind::kQuadrant: return Tr("Targets a shield quadrant of the base.");
    case TargetKind::kUnitSlot: return Tr("Targets a unit card in hand.");
    case TargetKind::kPost: return Tr("Targets a posted unit.");
  }
  return "";
}

}  // namespace bc::ui
