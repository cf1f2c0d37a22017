// Decks and kept units <-> JSON (loadout_json.h).
#include "data/loadout_json.h"

#include <limits>

namespace bc::data {

namespace {

using nlohmann::json;

constexpr int kMaxUnitCount = std::numeric_limits<int>::max();

// A required array of card ids.
void ReadIds(Reader& record, std::string_view key, std::vector<std::string>& out) {
  if (!record.Has(key)) {
    record.Error("", "missing required field \"" + std::string(key) + "\"");
    record.OptIdList(key, out);  // marks the key as one the record takes
    return;
  }
  record.OptIdList(key, out);
}

// A required string that may be empty.
void ReadText(Reader& record, std::string_view key, std::string& out) {
  const json* value = record.Raw(key);
  if (value == nullptr) {
    record.Error("", "missing required field \"" + std::string(key) + "\"");
  } else if (!value->is_string()) {
    record.Error(key, "must be a string, got " + DescribeJson(*value));
  } else {
    out = value->get<std::string>();
  }
}

}  // namespace

void WriteDeckFields(const LoadoutDef& deck, json& out) {
  out["name"] = deck.name;
  out["units"] = deck.units;
  out["supports"] = deck.supports;
  out["fieldworks"] = deck.fieldworks;
  out["doctrine"] = deck.doctrine;
  out["weapon"] = deck.weapon;
}

void ReadDeckFields(Reader& record, LoadoutDef& deck) {
  ReadText(record, "name", deck.name);
  ReadIds(record, "units", deck.units);
  ReadIds(record, "supports", deck.supports);
  ReadIds(record, "fieldworks", deck.fieldworks);
  ReadText(record, "doctrine", deck.doctrine);
  ReadText(record, "weapon", deck.weapon);
}

json UnitToJson(const CarriedUnit& unit) {
  const UnitBonuses& b = unit.bonuses;
  return {{"card", unit.card},
          {"copy", unit.copy},
          {"hp", unit.hp},
          {"max_hp", unit.max_hp},
          {"rank", unit.rank},
          {"kills", unit.kills},
          {"bonuses",
           {{"attack", b.attack}, {"firepower", b.firepower}, {"evasion", b.evasion},
            {"max_hp", b.max_hp}, {"crit", b.crit}, {"ranges", b.ranges}, {"perks", b.perks}}},
          {"upgrades", unit.upgrades}};
}

json RosterToJson(const Roster& roster) {
  json out = json::array();
  for (const CarriedUnit& unit : roster) out.push_back(UnitToJson(unit));
  return out;
}

CarriedUnit ReadCarriedUnit(Reader& record) {
  CarriedUnit unit;
  record.Id("card", unit.card);
  record.Int("copy", unit.copy, 0, 63);
  record.Int("max_hp", unit.max_hp, 1, 9999);
  record.Int("hp", unit.hp, 0, 9999);
  record.Int("rank", unit.rank, 1, kMaxRank);
  record.Int("kills", unit.kills, 0, kMaxUnitCount);
  if (auto bonuses = record.Child("bonuses", true)) {
    UnitBonuses& b = unit.bonuses;
    int ranges = 0;
    int perks = 0;
    bonuses->Int("attack", b.attack, -99, 99);
    bonuses->Int("firepower", b.firepower, -99, 99);
    bonuses->Int("evasion", b.evasion, -99, 99);
    bonuses->Int("max_hp", b.max_hp, -999, 999);
    bonuses->Int("crit", b.crit, -100, 100);
    bonuses->Int("ranges", ranges, 0, 7);
    bonuses->Int("perks", perks, 0, (1 << 30) - 1);
    bonuses->Finish();
    b.ranges = static_cast<unsigned>(ranges);
    b.perks = static_cast<unsigned>(perks);
  }
  record.OptIdList("upgrades", unit.upgrades);
  record.Finish();
  if (unit.hp > unit.max_hp) {
    const bool salvaging = record.context().salvaged_keys != nullptr;
    record.Error("hp", "is more than max_hp (" + std::to_string(unit.max_hp) + ")" +
                           (salvaging ? "; " + std::to_string(unit.max_hp) + " is used" : ""));
    if (salvaging) unit.hp = unit.max_hp;
  }
  return unit;
}

}  // namespace bc::data
