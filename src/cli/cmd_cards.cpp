// cards [--json] [--data DIR]: the card catalogue as a markdown table (family, id,
// name, rarity, deck limit, stats or target, effects, text), or with --json a
// machine-readable list with each card's id, family and effects.
#include <ostream>
#include <sstream>
#include <string>

#include "cli/cli.h"
#include "data/card_export.h"
#include "data/catalog_loader.h"

namespace bc::cli {

namespace {

// "damage 3 (chosen, on_play)" with duration and condition when they matter.
std::string EffectText(const Effect& e) {
  std::ostringstream s;
  s << EffectKindName(e.kind);
  if (e.amount != 0) s << " " << e.amount;
  if (e.perk != 0) s << " " << data::PerksText(e.perk);
  if (e.duration != 0) s << " for " << e.duration;
  s << " (" << EffectTargetName(e.target) << ", " << TriggerName(e.trigger);
  if (e.condition != Condition::kAlways) {
    s << ", if " << ConditionName(e.condition);
    if (e.condition == Condition::kHpAtMost) s << " " << e.condition_value;
  }
  s << ")";
  return s.str();
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
    for (const std::string& line : data::ReportLines(load.errors, dir, false, " (validate --all lists them)")) {
      err << line << "\n";
    }
    err << "cards: the data in " << dir.generic_string() << " does not load; run validate\n";
    return kExitFailure;
  }
  const Catalog& catalog = load.catalog;
  if (json) {
    out << data::CardsToJson(catalog).dump(2) << "\n";
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
                std::to_string(p.evasion) + " H" + std::to_string(p.health) + " R" + data::RangesText(p.ranges);
        if (!data::PerksText(c.perks).empty()) stats += "; " + data::PerksText(c.perks);
        if (c.hero) stats += "; hero";
        if (c.siege) stats += "; siege";
      } else {
        stats = data::TargetName(c.target);
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
