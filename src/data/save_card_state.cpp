// CardState <-> JSON for saves. Only fields that differ from a fresh CardState are
// written; a missing field reads as that default, so save -> load -> save is exact.
#include "data/save_card_state.h"

#include <algorithm>
#include <string>
#include <vector>

namespace bc::data {

namespace {

using nlohmann::json;

json CardId(const Catalog& catalog, CardIndex card) {
  if (card == kNoCard) return nullptr;
  if (card >= 0 && static_cast<std::size_t>(card) < catalog.cards.size()) {
    return catalog.cards[static_cast<std::size_t>(card)].id;
  }
  std::string id(1, '#');
  id += std::to_string(card);
  return id;
}

template <std::size_t N>
json CardIds(const Catalog& catalog, const std::array<CardIndex, N>& cards, int count = static_cast<int>(N)) {
  json out = json::array();
  for (int i = 0; i < count; ++i) out.push_back(CardId(catalog, cards[static_cast<std::size_t>(i)]));
  return out;
}

template <typename T, std::size_t N>
json Numbers(const std::array<T, N>& values, int count = static_cast<int>(N)) {
  json out = json::array();
  for (int i = 0; i < count; ++i) out.push_back(static_cast<int>(values[static_cast<std::size_t>(i)]));
  return out;
}

json UnitToJson(const Catalog& catalog, const UnitInstance& u) {
  const UnitInstance fresh;
  json out;
  out["card"] = CardId(catalog, u.card);
  if (u.rank != fresh.rank) out["rank"] = u.rank;
  if (u.kills != fresh.kills) out["kills"] = u.kills;
  out["hp"] = u.hp;
  out["max_hp"] = u.max_hp;
  if (u.shield != 0) out["shield"] = u.shield;
  if (u.temp_hp != 0) out["temp_hp"] = u.temp_hp;
  if (u.bonus_attack != 0) out["bonus_attack"] = u.bonus_attack;
  if (u.bonus_firepower != 0) out["bonus_firepower"] = u.bonus_firepower;
  if (u.bonus_evasion != 0) out["bonus_evasion"] = u.bonus_evasion;
  if (u.bonus_max_hp != 0) out["bonus_max_hp"] = u.bonus_max_hp;
  if (u.bonus_crit != 0) out["bonus_crit"] = u.bonus_crit;
  if (u.bonus_ranges != 0) out["bonus_ranges"] = u.bonus_ranges;
  if (u.perks != 0) {
    json perks = json::array();
    for (int bit = 0; bit < kPerkCount; ++bit) {
      if ((u.perks & (1u << bit)) != 0) perks.push_back(PerkName(bit));
    }
    out["perks"] = perks;
  }
  if (u.attached != fresh.attached) out["attached"] = CardIds(catalog, u.attached);
  if (u.defeated) out["defeated"] = true;
  return out;
}

// Reads a card id (or null for "none") at `pointer`.
CardIndex ReadCardValue(const Catalog& catalog, const Reader& record, const std::string& pointer,
                        const json& value) {
  if (value.is_null()) return kNoCard;
  if (value.is_string()) {
    const int index = catalog.FindCard(value.get<std::string>());
    if (index >= 0) return static_cast<CardIndex>(index);
    record.context().Error(pointer, "unknown card \"" + value.get<std::string>() + "\"");
    return kNoCard;
  }
  record.context().Error(pointer, "must be a card id or null, got " + DescribeJson(value));
  return kNoCard;
}

// A fixed-size array of card ids (null = none); a shorter list leaves the rest empty.
template <std::size_t N>
void ReadCardArray(const Catalog& catalog, Reader& record, std::string_view key,
                   std::array<CardIndex, N>& out, std::int8_t* count = nullptr) {
  const json* value = record.Raw(key);
  if (value == nullptr) return;
  if (!value->is_array() || value->size() > N) {
    record.Error(key, "must be an array of at most " + std::to_string(N) + " card ids");
    return;
  }
  // Pile tails beyond `count` hold zeros in a fresh state; fixed arrays hold kNoCard.
  out.fill(count != nullptr ? CardIndex{0} : kNoCard);
  for (std::size_t i = 0; i < value->size(); ++i) {
    out[i] = ReadCardValue(catalog, record, PointerAppend(record.PointerOf(key), i), (*value)[i]);
  }
  if (count != nullptr) *count = static_cast<std::int8_t>(value->size());
}

// A fixed-size array of small integers in [min, max].
template <typename T, std::size_t N>
void ReadNumberArray(Reader& record, std::string_view key, std::array<T, N>& out, int min, int max,
                     std::int8_t* count = nullptr) {
  const json* value = record.Raw(key);
  if (value == nullptr) return;
  if (!value->is_array() || value->size() > N) {
    record.Error(key, "must be an array of at most " + std::to_string(N) + " numbers");
    return;
  }
  if (count != nullptr) out.fill(T{});
  for (std::size_t i = 0; i < value->size(); ++i) {
    const json& v = (*value)[i];
    if (!v.is_number_integer() || v.get<std::int64_t>() < min || v.get<std::int64_t>() > max) {
      record.context().Error(PointerAppend(record.PointerOf(key), i),
                             "must be an integer between " + std::to_string(min) + " and " +
                                 std::to_string(max) + ", got " + DescribeJson(v));
      continue;
    }
    out[i] = static_cast<T>(v.get<int>());
  }
  if (count != nullptr) *count = static_cast<std::int8_t>(value->size());
}

template <typename T>
void ReadSmall(Reader& record, std::string_view key, T& field, int min, int max) {
  int value = field;
  if (record.OptInt(key, value, min, max)) field = static_cast<T>(value);
}

void ReadUnit(const Catalog& catalog, Reader& r, UnitInstance& u) {
  if (const json* card = r.Raw("card")) u.card = ReadCardValue(catalog, r, r.PointerOf("card"), *card);
  ReadSmall(r, "rank", u.rank, 1, kMaxRank);
  ReadSmall(r, "kills", u.kills, 0, 127);
  ReadSmall(r, "max_hp", u.max_hp, 0, 9999);
  ReadSmall(r, "hp", u.hp, 0, u.max_hp);
  ReadSmall(r, "shield", u.shield, 0, 127);
  ReadSmall(r, "temp_hp", u.temp_hp, 0, 127);
  ReadSmall(r, "bonus_attack", u.bonus_attack, -99, 99);
  ReadSmall(r, "bonus_firepower", u.bonus_firepower, -99, 99);
  ReadSmall(r, "bonus_evasion", u.bonus_evasion, -99, 99);
  ReadSmall(r, "bonus_max_hp", u.bonus_max_hp, -99, 99);
  ReadSmall(r, "bonus_crit", u.bonus_crit, -100, 100);
  ReadSmall(r, "bonus_ranges", u.bonus_ranges, 0, kAllRanges);
  std::vector<std::string> perks;
  if (r.OptIdList("perks", perks) || !perks.empty()) {
    u.perks = 0;
    for (std::size_t i = 0; i < perks.size(); ++i) {
      const std::uint32_t bit = ParsePerk(perks[i]);
      if (bit == 0) r.context().Error(PointerAppend(r.PointerOf("perks"), i), "unknown perk \"" + perks[i] + "\"");
      u.perks |= bit;
    }
  }
  ReadCardArray(catalog, r, "attached", u.attached);
  r.OptBool("defeated", u.defeated);
  r.Finish();
}


// Every card a save puts somewhere is of the family that place holds, and the places the
// rules read a card from are never empty: the core indexes the catalogue with them.
// What does not fit is reported at its JSON path and emptied, so the state stays one the
// core can run.
void CheckFamily(const Catalog& catalog, const Reader& r, const std::string& pointer, CardIndex& card,
                 CardFamily family, bool required) {
  if (card == kNoCard) {
    if (required) r.context().Error(pointer, std::string("must be a ") + CardFamilyName(family) + " card id, got null");
    return;
  }
  if (card < 0 || static_cast<std::size_t>(card) >= catalog.cards.size()) return;
  const CardDef& def = catalog.cards[static_cast<std::size_t>(card)];
  if (def.family == family) return;
  r.context().Error(pointer, "\"" + def.id + "\" is a " + CardFamilyName(def.family) + " card; this place holds " +
                                 CardFamilyName(family) + " cards");
  card = kNoCard;
}

template <std::size_t N>
void CheckFamilies(const Catalog& catalog, const Reader& r, std::string_view key, std::array<CardIndex, N>& cards,
                   int count, CardFamily family, bool required) {
  for (int i = 0; i < count; ++i) {
    CheckFamily(catalog, r, PointerAppend(r.PointerOf(key), static_cast<std::size_t>(i)),
                cards[static_cast<std::size_t>(i)], family, required);
  }
}

void CheckFamilies(const Catalog& catalog, Reader& r, CardState& c) {
  for (int i = 0; i < c.unit_count; ++i) {
    CheckFamily(catalog, r, PointerAppend(PointerAppend(r.PointerOf("units"), static_cast<std::size_t>(i)), "card"),
                c.units[static_cast<std::size_t>(i)].card, CardFamily::kUnit, true);
  }
  bool units_ok = true;
  for (int i = 0; i < c.unit_count; ++i) units_ok = units_ok && c.units[static_cast<std::size_t>(i)].card != kNoCard;
  if (!units_ok) {
    // A unit instance without its card cannot be played: nothing may point at it.
    c.unit_slots.fill(-1);
    c.unit_draw.count = 0;
    c.unit_spent.count = 0;
  }
  for (int i = 0; i < c.armed_count; ++i) {
    ArmedFieldwork& a = c.armed[static_cast<std::size_t>(i)];
    const std::string at = PointerAppend(r.PointerOf("armed"), static_cast<std::size_t>(i));
    CheckFamily(catalog, r, PointerAppend(at, "card"), a.card, CardFamily::kFieldwork, true);
  }
  {
    // Armed fieldworks the rules cannot run are dropped.
    int kept = 0;
    for (int i = 0; i < c.armed_count; ++i) {
      const ArmedFieldwork a = c.armed[static_cast<std::size_t>(i)];
      if (a.card == kNoCard || a.cell == kNoCell) continue;
      c.armed[static_cast<std::size_t>(kept++)] = a;
    }
    for (int i = kept; i < c.armed_count; ++i) c.armed[static_cast<std::size_t>(i)] = ArmedFieldwork{};
    c.armed_count = static_cast<std::int8_t>(kept);
  }
  CheckFamilies(catalog, r, "support_slots", c.support_slots, kHandSlots, CardFamily::kSupport, false);
  CheckFamilies(catalog, r, "support_draw", c.support_draw.items, c.support_draw.count, CardFamily::kSupport, true);
  CheckFamilies(catalog, r, "support_spent", c.support_spent.items, c.support_spent.count, CardFamily::kSupport, true);
  CheckFamilies(catalog, r, "kit", c.kit, kKitSize, CardFamily::kFieldwork, false);
  CheckFamilies(catalog, r, "bays", c.bays, kMaxBays, CardFamily::kFieldwork, false);
  CheckFamily(catalog, r, r.PointerOf("doctrine"), c.doctrine, CardFamily::kDoctrine, false);
}

// The posts (save version 2): each a unit instance on a cell, neither on the base nor in a
// slot or pile, nor defeated, nor posted twice, nor two on one cell. One that breaks a
// rule is reported at its path and left off the board.
void ReadPosts(Reader& r, CardState& c) {
  if (!r.Has("posts")) {
    r.Raw("posts");
    return;
  }
  std::vector<Reader> posts = r.Records("posts", false);
  if (posts.size() > static_cast<std::size_t>(kMaxPosts)) {
    r.Error("posts", "at most " + std::to_string(kMaxPosts) + " posts");
    posts.erase(posts.begin() + kMaxPosts, posts.end());
  }
  c.posts = {};
  c.post_count = 0;
  const auto held = [&c](int unit) {
    for (const std::int8_t s : c.unit_slots) {
      if (s == unit) return true;
    }
    for (int i = 0; i < c.unit_draw.count; ++i) {
      if (c.unit_draw.items[static_cast<std::size_t>(i)] == unit) return true;
    }
    for (int i = 0; i < c.unit_spent.count; ++i) {
      if (c.unit_spent.items[static_cast<std::size_t>(i)] == unit) return true;
    }
    return false;
  };
  for (Reader& entry : posts) {
    Post p;
    int unit = -1;
    const bool has_unit = entry.Int("unit", unit, 0, std::max(0, c.unit_count - 1));
    entry.CellField("cell", p.cell);
    int acted = 0;
    if (entry.OptInt("acted_turn", acted, 0, 32767)) p.acted_turn = static_cast<std::int16_t>(acted);
    entry.Finish();
    if (!has_unit || c.unit_count == 0 || p.cell == kNoCell) continue;
    if (IsBaseCell(p.cell)) {
      entry.Error("cell", "a post cannot stand on the base");
      continue;
    }
    if (held(unit) || c.units[static_cast<std::size_t>(unit)].defeated) {
      entry.Error("unit", "unit " + std::to_string(unit) + " is in the hand, a pile or defeated: it cannot hold a post");
      continue;
    }
    bool clash = false;
    for (int i = 0; i < c.post_count; ++i) {
      const Post& other = c.posts[static_cast<std::size_t>(i)];
      clash = clash || other.unit == unit || other.cell == p.cell;
    }
    if (clash) {
      entry.Error("", "two posts share a unit or a cell");
      continue;
    }
    p.unit = static_cast<std::int8_t>(unit);
    c.posts[static_cast<std::size_t>(c.post_count++)] = p;
  }
}

}  // namespace

void CardStateToJson(const Catalog& catalog, const CardState& c, json& out) {
  const CardState fresh;
  out = json::object();
  if (c.active != fresh.active) out["active"] = c.active;
  if (c.loadout != fresh.loadout) {
    out["loadout"] = c.loadout >= 0 && static_cast<std::size_t>(c.loadout) < catalog.loadouts.size()
                         ? json(catalog.loadouts[static_cast<std::size_t>(c.loadout)].id)
                         : json(nullptr);
  }
  if (c.doctrine != fresh.doctrine) out["doctrine"] = CardId(catalog, c.doctrine);
  out["discard_points"] = c.discard_points;
  if (c.unit_count > 0) {
    json units = json::array();
    for (int i = 0; i < c.unit_count; ++i) units.push_back(UnitToJson(catalog, c.units[static_cast<std::size_t>(i)]));
    out["units"] = units;
  }
  if (c.unit_slots != fresh.unit_slots) out["unit_slots"] = Numbers(c.unit_slots);
  if (c.unit_draw.count > 0) out["unit_draw"] = Numbers(c.unit_draw.items, c.unit_draw.count);
  if (c.unit_spent.count > 0) out["unit_spent"] = Numbers(c.unit_spent.items, c.unit_spent.count);
  if (c.support_slots != fresh.support_slots) out["support_slots"] = CardIds(catalog, c.support_slots);
  if (c.support_draw.count > 0) out["support_draw"] = CardIds(catalog, c.support_draw.items, c.support_draw.count);
  if (c.support_spent.count > 0) out["support_spent"] = CardIds(catalog, c.support_spent.items, c.support_spent.count);
  if (c.kit != fresh.kit) out["kit"] = CardIds(catalog, c.kit);
  if (c.kit_next != fresh.kit_next) out["kit_next"] = c.kit_next;
  if (c.bay_count != fresh.bay_count) out["bay_count"] = c.bay_count;
  if (c.bays != fresh.bays) out["bays"] = CardIds(catalog, c.bays);
  if (c.armed_count > 0) {
    json armed = json::array();
    for (int i = 0; i < c.armed_count; ++i) {
      const ArmedFieldwork& a = c.armed[static_cast<std::size_t>(i)];
      json entry;
      entry["card"] = CardId(catalog, a.card);
      entry["cell"] = a.cell == kNoCell ? json(nullptr) : json(CellName(a.cell));
      entry["uses_left"] = a.uses_left;
      armed.push_back(entry);
    }
    out["armed"] = armed;
  }
  if (c.global_range_turns != 0) out["global_range_turns"] = c.global_range_turns;
  if (c.option_count > 0) out["options"] = CardIds(catalog, c.options, c.option_count);
  if (c.discovery_slot != fresh.discovery_slot) out["discovery_slot"] = c.discovery_slot;
  if (c.discovery_card != fresh.discovery_card) out["discovery_card"] = CardId(catalog, c.discovery_card);
  if (c.post_count > 0) {
    json posts = json::array();
    for (int i = 0; i < c.post_count; ++i) {
      const Post& p = c.posts[static_cast<std::size_t>(i)];
      json entry;
      entry["unit"] = p.unit;
      entry["cell"] = p.cell == kNoCell ? json(nullptr) : json(CellName(p.cell));
      if (p.acted_turn != 0) entry["acted_turn"] = p.acted_turn;
      posts.push_back(entry);
    }
    out["posts"] = posts;
  }
}

void CardStateFromJson(const Catalog& catalog, Reader& r, CardState& c) {
  r.OptBool("active", c.active);
  if (const json* loadout = r.Raw("loadout")) {
    if (loadout->is_null()) {
      c.loadout = -1;
    } else if (loadout->is_string() && catalog.FindLoadout(loadout->get<std::string>()) >= 0) {
      c.loadout = static_cast<std::int8_t>(catalog.FindLoadout(loadout->get<std::string>()));
    } else {
      r.Error("loadout", "unknown loadout " + DescribeJson(*loadout));
    }
  }
  if (const json* doctrine = r.Raw("doctrine")) c.doctrine = ReadCardValue(catalog, r, r.PointerOf("doctrine"), *doctrine);
  ReadSmall(r, "discard_points", c.discard_points, 0, 99);

  std::vector<Reader> units = r.Records("units", false);
  if (r.Has("units")) {
    if (units.size() > static_cast<std::size_t>(kMaxUnitInstances)) {
      r.Error("units", "at most " + std::to_string(kMaxUnitInstances) + " unit instances");
      units.erase(units.begin() + kMaxUnitInstances, units.end());
    }
    c.units = {};
    c.unit_count = static_cast<std::int8_t>(units.size());
    for (std::size_t i = 0; i < units.size(); ++i) ReadUnit(catalog, units[i], c.units[i]);
  }
  // With no unit instances, no slot or pile may name one (-1 only).
  const int last_unit = c.unit_count - 1;
  ReadNumberArray(r, "unit_slots", c.unit_slots, -1, last_unit);
  ReadNumberArray(r, "unit_draw", c.unit_draw.items, 0, last_unit, &c.unit_draw.count);
  ReadNumberArray(r, "unit_spent", c.unit_spent.items, 0, last_unit, &c.unit_spent.count);
  ReadCardArray(catalog, r, "support_slots", c.support_slots);
  ReadCardArray(catalog, r, "support_draw", c.support_draw.items, &c.support_draw.count);
  ReadCardArray(catalog, r, "support_spent", c.support_spent.items, &c.support_spent.count);
  ReadCardArray(catalog, r, "kit", c.kit);
  ReadSmall(r, "kit_next", c.kit_next, 0, kKitSize);
  ReadSmall(r, "bay_count", c.bay_count, 1, kMaxBays);
  ReadCardArray(catalog, r, "bays", c.bays);
  if (r.Has("armed")) {
    std::vector<Reader> armed = r.Records("armed", false);
    if (armed.size() > static_cast<std::size_t>(kMaxArmed)) {
      r.Error("armed", "at most " + std::to_string(kMaxArmed) + " armed fieldworks");
      armed.erase(armed.begin() + kMaxArmed, armed.end());
    }
    c.armed = {};
    c.armed_count = static_cast<std::int8_t>(armed.size());
    for (std::size_t i = 0; i < armed.size(); ++i) {
      ArmedFieldwork& a = c.armed[i];
      if (const json* card = armed[i].Raw("card")) a.card = ReadCardValue(catalog, armed[i], armed[i].PointerOf("card"), *card);
      // Every armed fieldwork sits on a cell: the turn end reads the board there.
      armed[i].CellField("cell", a.cell);
      ReadSmall(armed[i], "uses_left", a.uses_left, 0, 99);
      armed[i].Finish();
    }
  } else {
    r.Raw("armed");
  }
  ReadSmall(r, "global_range_turns", c.global_range_turns, 0, 99);
  ReadCardArray(catalog, r, "options", c.options, &c.option_count);
  // Unlike the piles, the options array keeps kNoCard past option_count.
  for (int i = std::max<int>(0, c.option_count); i < kMaxOptions; ++i) c.options[static_cast<std::size_t>(i)] = kNoCard;
  ReadSmall(r, "discovery_slot", c.discovery_slot, -1, kHandSlots - 1);
  if (const json* card = r.Raw("discovery_card")) c.discovery_card = ReadCardValue(catalog, r, r.PointerOf("discovery_card"), *card);
  ReadPosts(r, c);
  CheckFamilies(catalog, r, c);
}

}  // namespace bc::data
