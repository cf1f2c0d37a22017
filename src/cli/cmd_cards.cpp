// cards [--json] [--data DIR]: the card catalogue as a markdown table (family, id,
// name, rarity, deck limit, stats or target, effects, text), or with --json a
// machine-readable list with each card's id, family and effects.
#include <ostream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "data/catalog_loader.h"

namespace bc::cli {

namespace {

const char* TargetName(TargetKind t) {
  switch (t) {
    case TargetKind::kNone: return "none";
    case TargetKind::kCell: return "cell";
    case TargetKind::kSegment: return "segment";
    case TargetKind::kRange: return "range";
    case TargetKind::kBoard: return "board";
    case TargetKind::kQuadrant: return "quadrant";
    case TargetKind::kUnitSlot: return "unit";
  }
  return "?";
}

std::string Perks(std::uint32_t perks) {
  std::string out;
  for (int i = 0; i < kPerkCount; ++i) {
    if ((perks & (1u << i)) == 0) continue;
    if (!out.empty()) out += ", ";
    out += PerkName(i);
  }
  return out;
}

std::string Ranges(std::uint8_t mask) {
  std::string out;
  for (int r = 1; r <= 3; ++r) {
    if ((mask & (1u << (r - 1))) == 0) continue;
    if (!out.empty()) out += "/";
    out += std::to_string(r);
  }
  return out;
}

// "damage 3 (chosen, on_play)" with duration and condition when they matter.
std::string EffectText(const Effect& e) {
  std::ostringstream s;
  s << EffectKindName(e.kind);
  if (e.amount != 0) s << " " << e.amount;
  if (e.perk != 0) s << " " << Perks(e.perk);
  if (e.duration != 0) s << " for " << e.duration;
  s << " (" << EffectTargetName(e.target) << ", " << TriggerName(e.trigger);
  if (e.condition != Condition::kAlways) {
    s << ", if " << ConditionName(e.condition);
    if (e.condition == Condition::kHpAtMost) s << " " << e.condition_value;
  }
  s << ")";
  return s.str();
}

nlohmann::json EffectJson(const Effect& e) {
  nlohmann::json j;
  j["kind"] = EffectKindName(e.kind);
  j["amount"] = e.amount;
  j["target"] = EffectTargetName(e.target);
  j["duration"] = e.duration;
  j["condition"] = ConditionName(e.condition);
  j["condition_value"] = e.condition_value;
  j["trigger"] = TriggerName(e.trigger);
  if (e.perk != 0) j["perk"] = Perks(e.perk);
  return j;
}

std::string Escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '|') out += "\\|";
    else out += c;
  }
  return out;
}

}  // namespace

int RunCards(const Args& args, std::ostream& out, std::ostream& err) {
  bool json = false;
  std::filesystem::path dir = data::DefaultDataDir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--json") {
      json = true;
    } else if (args[i] == "--data" && i + 1 < args.size()) {
      dir = args[++i];
    } else {
      err << "unknown argument " << args[i] << "\n";
      return kExitUsage;
    }
  }
  const data::CatalogLoad load = data::LoadCatalog(dir);
  if (!load.ok()) {
    for (const data::LoadError& e : load.errors) err << data::FormatError(e) << "\n";
    err << "cards: the data in " << dir.generic_string() << " does not load; run validate\n";
    return kExitFailure;
  }
  const Catalog& catalog = load.catalog;
  if (json) {
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
                           {"ranges", Ranges(p.ranges)}});
        }
        j["ranks"] = ranks;
        j["rank_kills"] = c.rank_kills;
        j["perks"] = Perks(c.perks);
      } else {
        j["target"] = TargetName(c.target);
      }
      nlohmann::json effects = nlohmann::json::array();
      for (const Effect& e : c.effects) effects.push_back(EffectJson(e));
      j["effects"] = effects;
      if (!c.options.empty()) j["options"] = c.options;
      list.push_back(j);
    }
    out << list.dump(2) << "\n";
    return kExitOk;
  }
  out << "| family | id | name | rarity | limit | stats / target | effects | text |\n";
  out << "|---|---|---|---|---|---|---|---|\n";
  for (const CardFamily family : {CardFamily::kUnit, CardFamily::kSupport, CardFamily::kFieldwork,
                                  CardFamily::kDoctrine}) {
    for (const CardDef& c : catalog.cards) {
      if (c.family != family) continue;
      std::string stats;
      if (family == CardFamily::kUnit) {
        const RankProfile& p = c.ranks[0];
        stats = "A" + std::to_string(p.attack) + " F" + std::to_string(p.firepower) + " E" +
                std::to_string(p.evasion) + " H" + std::to_string(p.health) + " R" + Ranges(p.ranges);
        if (!Perks(c.perks).empty()) stats += "; " + Perks(c.perks);
        if (c.hero) stats += "; hero";
        if (c.siege) stats += "; siege";
      } else {
        stats = TargetName(c.target);
      }
      std::string effects;
      for (const Effect& e : c.effects) effects += (effects.empty() ? "" : "; ") + EffectText(e);
      out << "| " << CardFamilyName(c.family) << " | " << c.id << " | " << Escape(c.name) << " | "
          << RarityName(c.rarity) << " | " << c.deck_limit << " | " << Escape(stats) << " | "
          << Escape(effects) << " | " << Escape(c.text) << " |\n";
    }
  }
  out << "\n" << catalog.cards.size() << " cards, " << catalog.loadouts.size() << " loadouts.\n";
  return kExitOk;
}

}  // namespace bc::cli
