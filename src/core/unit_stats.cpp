// A unit card's stats as the screens show them (see basecommand/unit_stats.h).
#include "basecommand/unit_stats.h"

#include "core/card_rules.h"

namespace bc {

UnitStats StatsOfUnit(const Catalog& catalog, const CardState& cards, const UnitInstance& unit) {
  UnitStats stats;
  stats.profile = cards::EffectiveProfile(catalog, unit);
  stats.perks = cards::UnitPerks(catalog, unit);
  stats.ranges = cards::UnitRanges(catalog, cards, unit);
  return stats;
}

}  // namespace bc
