// The card catalogue as JSON (card_export.h).
#include "data/card_export.h"

namespace bc::data {

const char* TargetName(TargetKind t) {
  switch (t) {
    case TargetKind::kNone: return "none";
    case TargetKind::kCell: return "cell";
    case TargetKind::kSegment: return "segment";
    case TargetKind::kRange: return "range";
    case TargetKind::kBoard: return "board";
    case TargetKind::kQuadrant: return "quadrant";
    case TargetKind::kUnitSlot: return "unit";
    case TargetKind::kPost: return "post";
  }
  return "?";
}

std::string PerksText(std::uint32_t perks) {
  std::string out;
  for (int i = 0; i < kPerkCount; ++i) {
    if ((perks & (1u << i)) == 0) continue;
    if (!out.empty()) out += ", ";
    out += PerkName(i);
  }
  return out;
}

std::string RangesText(std::uint8_t mask) {
  std::string out;
  for (int r = 1; r <= 3; ++r) {
    if ((mask & (1u << (r - 1))) == 0) continue;
    if (!out.empty()) out += "/";
    out += std::to_string(r);
  }
  return out;
}

namespace {

nlohmann::json EffectJson(const Effect& e) {
  nlohmann::json j;
  j["kind"] = EffectKindName(e.kind);
  j["amount"] = e.amount;
  j["target"] = EffectTargetName(e.target);
  j["duration"] = e.duration;
  j["condition"] = ConditionName(e.condition);
  j["condition_value"] = e.condition_value;
  j["trigger"] = TriggerName(e.trigger);
  if (e.perk != 0) j["perk"] = PerksText(e.perk);
  return j;
}

}  // namespace

nlohmann::json CardsToJson(const Catalog& catalog) {
  nlohmann::json list = nlohmann::json::array();
  for (const CardDef& c : catalog.cards) {
    nlohmann::json j;
    j["id"] = c.id;
    j["name"] = c.name;
    j["family"] = CardFamilyName(c.family);
    j["rarity"] = RarityName(c.rarity);
    j["deck_limit"] = c.deck_limit;
    j["hero"] = c.hero;
    j["siege"] = c.siege;
    j["text"] = c.text;
    if (c.family == CardFamily::kUnit) {
      nlohmann::json ranks = nlohmann::json::array();
      for (const RankProfile& p : c.ranks) {
        ranks.push_back({{"attack", p.attack}, {"firepower", p.firepower}, {"evasion", p.evasion},
                         {"health", p.health}, {"crit_chance", p.crit_chance},
                         {"crit_bonus", p.crit_bonus}, {"miss_chance", p.miss_chance},
                         {"ranges", RangesText(p.ranges)}});
      }
      j["ranks"] = ranks;
      j["rank_kills"] = c.rank_kills;
      j["perks"] = PerksText(c.perks);
    } else {
      j["target"] = TargetName(c.target);
    }
    nlohmann::json effects = nlohmann::json::array();
    for (const Effect& e : c.effects) effects.push_back(EffectJson(e));
    j["effects"] = effects;
    if (!c.options.empty()) j["options"] = c.options;
    list.push_back(j);
  }
  return list;
}

}  // namespace bc::data
