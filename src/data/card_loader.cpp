// Card and loadout records: data/cards/*.json ("cards": [...]) and
// data/loadouts/*.json ("loadouts": [...]), or a scenario's inline arrays. Strict: every
// field checked, unknown keys refused, effects checked against their card's family and
// target, discovery options and loadouts checked once every card is known. The format
// is documented in docs/data-format.md ("Cards").
#include "data/card_loader.h"

#include <algorithm>
#include <functional>
#include <map>
#include <utility>

#include "basecommand/loadout.h"
#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

using nlohmann::json;

constexpr int kMaxStat = 99;

// Reads a word from a fixed vocabulary through `parse`; `names` lists the accepted
// words for the error message.
template <typename E>
bool ReadWord(Reader& r, std::string_view key, E& out, bool required,
              const std::function<bool(const std::string&, E&)>& parse,
              const std::vector<std::string>& names) {
  std::string word;
  if (!r.Word(key, word, required, names)) return false;
  if (parse(word, out)) return true;
  r.Error(key, "unknown value \"" + word + "\"" + SuggestFrom(word, names));
  return false;
}

template <typename E>
std::vector<std::string> Names(int count, const char* (*name)(E)) {
  std::vector<std::string> out;
  for (int i = 0; i < count; ++i) out.emplace_back(name(static_cast<E>(i)));
  return out;
}

std::vector<std::string> PerkNames() {
  std::vector<std::string> out;
  for (int i = 0; i < kPerkCount; ++i) out.emplace_back(PerkName(i));
  return out;
}

bool ParseTarget(const std::string& word, TargetKind& out) {
  static const std::pair<const char*, TargetKind> kTable[] = {
      {"none", TargetKind::kNone},       {"cell", TargetKind::kCell},
      {"segment", TargetKind::kSegment}, {"range", TargetKind::kRange},
      {"board", TargetKind::kBoard},     {"quadrant", TargetKind::kQuadrant},
      {"unit", TargetKind::kUnitSlot}};
  for (const auto& [name, kind] : kTable) {
    if (word == name) {
      out = kind;
      return true;
    }
  }
  return false;
}

const std::vector<std::string> kTargetWords = {"none",  "cell",     "segment", "range",
                                               "board", "quadrant", "unit"};

std::uint32_t ReadPerks(Reader& r, std::string_view key) {
  std::vector<std::string> words;
  if (!r.OptWordList(key, words, PerkNames())) return 0;
  std::uint32_t perks = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::uint32_t bit = ParsePerk(words[i]);
    if (bit == 0) {
      r.context().Error(PointerAppend(r.PointerOf(key), i),
                        "unknown perk \"" + words[i] + "\"" + SuggestFrom(words[i], PerkNames()));
    }
    perks |= bit;
  }
  return perks;
}

bool IsAttackerKind(EffectKind k) {
  return k <= EffectKind::kExecute || k == EffectKind::kReveal;
}
bool IsUnitKind(EffectKind k) {
  return k >= EffectKind::kAddAttack && k <= EffectKind::kAttach;
}

Effect ReadEffect(Reader& r) {
  Effect e;
  ReadWord<EffectKind>(r, "kind", e.kind, true, ParseEffectKind,
                       Names<EffectKind>(kEffectKindCount, EffectKindName));
  r.OptInt("amount", e.amount, 0, 9999);
  ReadWord<EffectTarget>(r, "target", e.target, false, ParseEffectTarget,
                         Names<EffectTarget>(7, EffectTargetName));
  r.OptInt("duration", e.duration, 0, kMaxStat);
  ReadWord<Condition>(r, "condition", e.condition, false, ParseCondition,
                      Names<Condition>(6, ConditionName));
  r.OptInt("condition_value", e.condition_value, 0, kMaxStat);
  ReadWord<Trigger>(r, "trigger", e.trigger, false, ParseTrigger, Names<Trigger>(11, TriggerName));
  std::string perk;
  if (r.Word("perk", perk, false, PerkNames())) {
    e.perk = ParsePerk(perk);
    if (e.perk == 0) r.Error("perk", "unknown perk \"" + perk + "\"" + SuggestFrom(perk, PerkNames()));
  }
  if (e.kind == EffectKind::kAddPerk && e.perk == 0 && !r.Has("perk")) {
    r.Error("perk", "an add_perk effect names the perk it adds");
  }
  if (e.kind == EffectKind::kAddRange && (e.amount < 1 || e.amount > kAllRanges)) {
    r.Error("amount", "add_range takes a range mask between 1 and 7 (1 = range 1, 2 = range 2, 4 = range 3)");
  }
  if (e.kind == EffectKind::kGlobalRange && e.duration < 1) {
    r.Error("duration", "global_range needs a duration of at least 1 turn");
  }
  if (e.kind == EffectKind::kPoison && e.duration < 1) {
    r.Error("duration", "poison needs a duration of at least 1 tick");
  }
  r.Finish();
  return e;
}

// Checks that fit an effect to its card's family and target.
void CheckEffect(const CardDef& card, const Effect& e, Reader& r) {
  const bool fieldwork_trigger = e.trigger == Trigger::kEnemyOnCell || e.trigger == Trigger::kEnemyAdjacent;
  if (fieldwork_trigger && card.family != CardFamily::kFieldwork) {
    r.Error("trigger", "enemy_on_cell and enemy_adjacent are fieldwork triggers");
  }
  if (card.family == CardFamily::kDoctrine && e.trigger != Trigger::kBattleStart &&
      e.trigger != Trigger::kPassive && e.trigger != Trigger::kVictory) {
    r.Error("trigger", "doctrine effects trigger on battle_start, passive or victory");
  }
  if (card.family == CardFamily::kFieldwork && !fieldwork_trigger && e.trigger != Trigger::kPassive &&
      e.trigger != Trigger::kOnPlay) {
    r.Error("trigger", "fieldwork effects trigger on enemy_on_cell, enemy_adjacent, passive or on_play");
  }
  if (e.kind == EffectKind::kReveal) {
    const bool sight = card.family == CardFamily::kFieldwork && e.trigger == Trigger::kPassive;
    const bool support = card.family == CardFamily::kSupport && e.trigger == Trigger::kOnPlay &&
                         e.target == EffectTarget::kChosen;
    if (!sight && !support) {
      r.Error("kind", "reveal is a support's effect (on_play, aimed at an area) or an armed fieldwork's "
                      "sight (trigger passive)");
    }
  }
  if (card.family == CardFamily::kSupport && e.trigger == Trigger::kOnPlay &&
      e.target == EffectTarget::kChosen) {
    const bool area = card.target == TargetKind::kCell || card.target == TargetKind::kSegment ||
                      card.target == TargetKind::kRange || card.target == TargetKind::kBoard;
    if (IsAttackerKind(e.kind) && !area) {
      r.Error("kind", std::string(EffectKindName(e.kind)) +
                          " aims at attackers: the card's target must be cell, segment, range or board");
    }
    if (IsUnitKind(e.kind) && card.target != TargetKind::kUnitSlot) {
      r.Error("kind", std::string(EffectKindName(e.kind)) +
                          " upgrades a unit card: the card's target must be unit");
    }
  }
  if (e.kind == EffectKind::kDiscover && card.options.empty()) {
    r.Error("kind", "a discover effect needs the card's \"options\"");
  }
  if (e.kind == EffectKind::kAttach && card.family != CardFamily::kSupport) {
    r.Error("kind", "only support cards attach to unit cards");
  }
}

void ReadRanks(Reader& r, CardDef& card) {
  std::vector<Reader> ranks = r.Records("ranks", true);
  if (r.Has("ranks") && ranks.size() != static_cast<std::size_t>(kMaxRank)) {
    r.Error("ranks", "a unit card lists exactly 4 rank profiles, got " + std::to_string(ranks.size()));
  }
  for (std::size_t i = 0; i < ranks.size() && i < static_cast<std::size_t>(kMaxRank); ++i) {
    RankProfile& p = card.ranks[i];
    Reader& rank = ranks[i];
    rank.Int("attack", p.attack, 0, 8);
    rank.Int("firepower", p.firepower, 0, kMaxStat);
    rank.OptInt("evasion", p.evasion, 0, kMaxStat);
    rank.Int("health", p.health, 1, kMaxStat);
    rank.OptInt("crit_chance", p.crit_chance, 0, 100);
    rank.OptInt("crit_bonus", p.crit_bonus, 0, kMaxStat);
    rank.OptInt("miss_chance", p.miss_chance, 0, 100);
    std::vector<int> ranges;
    if (rank.IntList("ranges", ranges, 1, 3)) {
      p.ranges = 0;
      for (const int range : ranges) p.ranges = static_cast<std::uint8_t>(p.ranges | (1u << (range - 1)));
      if (p.ranges == 0) rank.Error("ranges", "a unit reaches at least one range");
    }
    rank.Finish();
  }
  std::vector<int> kills;
  if (r.Has("rank_kills") && r.IntList("rank_kills", kills, 1, kMaxStat)) {
    if (kills.size() != card.rank_kills.size()) {
      r.Error("rank_kills", "lists the total kills for ranks 2, 3 and 4 (three numbers)");
    } else if (!std::is_sorted(kills.begin(), kills.end())) {
      r.Error("rank_kills", "must not decrease");
    } else {
      std::copy(kills.begin(), kills.end(), card.rank_kills.begin());
    }
  }
}

struct PendingCard {
  int index = 0;
  std::string file;
  std::string pointer;
  int line = 0;  // of the record, for "first defined at"
  // Line and column of each of "options", found while the file's text is at hand: the
  // options are checked once every card file is read.
  std::vector<std::pair<int, int>> option_at;
};

void ReadCard(Reader& r, Catalog& catalog, bool replace, std::vector<PendingCard>& pending) {
  CardDef card;
  r.Id("id", card.id);
  r.String("name", card.name);
  r.String("text", card.text);
  ReadWord<CardFamily>(r, "family", card.family, true, ParseCardFamily,
                       {"unit", "support", "fieldwork", "doctrine"});
  ReadWord<Rarity>(r, "rarity", card.rarity, false, ParseRarity,
                   {"common", "uncommon", "rare", "legendary"});
  r.OptInt("deck_limit", card.deck_limit, 1, 16);
  r.OptBool("hero", card.hero);
  r.OptBool("siege", card.siege);
  card.perks = ReadPerks(r, "perks");
  r.OptIdList("options", card.options);
  if (card.family == CardFamily::kUnit) {
    ReadRanks(r, card);
  } else {
    for (const char* key : {"ranks", "rank_kills", "hero", "siege", "perks"}) {
      if (r.Has(key)) r.Error(key, std::string("only unit cards have \"") + key + "\"");
    }
  }
  if (card.family == CardFamily::kSupport) {
    ReadWord<TargetKind>(r, "target", card.target, true, ParseTarget, kTargetWords);
  } else if (r.Has("target")) {
    r.Error("target", "only support cards take a target (fieldworks are armed on a cell)");
  }
  if (card.family == CardFamily::kFieldwork) {
    r.OptInt("uses", card.uses, 0, kMaxStat);
  } else if (r.Has("uses")) {
    r.Error("uses", "only fieldworks have uses");
  }
  std::vector<Reader> effects = r.Records("effects", card.family != CardFamily::kUnit);
  for (Reader& e : effects) card.effects.push_back(ReadEffect(e));
  for (std::size_t i = 0; i < effects.size(); ++i) CheckEffect(card, card.effects[i], effects[i]);
  if (card.family != CardFamily::kUnit && r.Has("effects") && card.effects.empty()) {
    r.Error("effects", "a " + std::string(CardFamilyName(card.family)) + " card needs at least one effect");
  }
  if (card.family == CardFamily::kFieldwork) {
    // A fieldwork with only passive effects works from its bay; any other is armed on a cell.
    const bool passive = std::all_of(card.effects.begin(), card.effects.end(),
                                     [](const Effect& e) { return e.trigger == Trigger::kPassive; });
    card.target = passive ? TargetKind::kNone : TargetKind::kCell;
  }
  r.Finish();
  if (card.id.empty()) return;

  int index = catalog.FindCard(card.id);
  if (index >= 0 && !replace) {
    std::string first;
    for (const PendingCard& p : pending) {
      if (p.index != index) continue;
      first = "; first defined at " + p.file;
      if (p.line > 0) first += ":" + std::to_string(p.line);
      break;
    }
    r.Error("id", "duplicate card id \"" + card.id + "\"" + first);
    return;
  }
  if (index < 0) {
    catalog.cards.emplace_back();
    index = static_cast<int>(catalog.cards.size() - 1);
  }
  catalog.cards[static_cast<std::size_t>(index)] = std::move(card);
  PendingCard p{index, r.context().file, r.pointer(), 0, {}};
  if (const JsonLocator* locator = r.context().locator; locator != nullptr) {
    p.line = locator->Locate(r.pointer()).first;
    const std::string options = r.PointerOf("options");
    for (std::size_t i = 0; i < catalog.cards[static_cast<std::size_t>(index)].options.size(); ++i) {
      p.option_at.push_back(locator->Locate(PointerAppend(options, i)));
    }
  }
  pending.push_back(std::move(p));
}

struct PendingLoadout {
  int index = 0;
  LoadError where;
};

void ReadLoadout(Reader& r, Catalog& catalog, bool replace, std::vector<PendingLoadout>& pending) {
  LoadoutDef l;
  r.Id("id", l.id);
  r.String("name", l.name);
  r.OptIdList("units", l.units);
  if (!r.Has("units")) r.Error("units", "missing");
  r.OptIdList("supports", l.supports);
  if (!r.Has("supports")) r.Error("supports", "missing");
  r.OptIdList("fieldworks", l.fieldworks);
  if (!r.Has("fieldworks")) r.Error("fieldworks", "missing");
  r.Id("doctrine", l.doctrine);
  r.Id("weapon", l.weapon);
  r.Finish();
  if (l.id.empty()) return;
  int index = catalog.FindLoadout(l.id);
  if (index >= 0 && !replace) {
    std::string first;
    for (const PendingLoadout& p : pending) {
      if (p.index != index) continue;
      first = "; first defined at " + p.where.file;
      if (p.where.line > 0) first += ":" + std::to_string(p.where.line);
      break;
    }
    r.Error("id", "duplicate loadout id \"" + l.id + "\"" + first);
    return;
  }
  if (index < 0) {
    catalog.loadouts.emplace_back();
    index = static_cast<int>(catalog.loadouts.size() - 1);
  }
  catalog.loadouts[static_cast<std::size_t>(index)] = std::move(l);
  pending.push_back({index, r.Where()});
}

// The second pass: discovery options resolve to support cards; loadouts follow the
// Deck Building rules.
void Finish(Catalog& catalog, const std::vector<PendingCard>& cards,
            const std::vector<PendingLoadout>& loadouts, LoadErrors& errors) {
  std::vector<std::string> ids;
  for (const CardDef& c : catalog.cards) ids.push_back(c.id);
  for (const PendingCard& p : cards) {
    CardDef& card = catalog.cards[static_cast<std::size_t>(p.index)];
    card.option_cards.clear();
    for (std::size_t i = 0; i < card.options.size(); ++i) {
      const int option = catalog.FindCard(card.options[i]);
      const std::string path = PointerAppend(PointerAppend(p.pointer, "options"), i);
      const auto [line, column] = i < p.option_at.size() ? p.option_at[i] : std::pair<int, int>{0, 0};
      if (option < 0) {
        errors.push_back({p.file, path, line, column,
                          "unknown card \"" + card.options[i] + "\"" + SuggestFrom(card.options[i], ids),
                          "card:" + card.options[i]});
      } else if (catalog.cards[static_cast<std::size_t>(option)].family != CardFamily::kSupport) {
        errors.push_back({p.file, path, line, column, "discovery options must be support cards"});
      } else {
        card.option_cards.push_back(static_cast<CardIndex>(option));
      }
    }
  }
  for (const PendingLoadout& p : loadouts) {
    const LoadoutDef& loadout = catalog.loadouts[static_cast<std::size_t>(p.index)];
    // The Deck Building rules' words for an id that names nothing, so that a card or
    // weapon already reported unknown (or lost with its file) is not blamed again.
    std::map<std::string, std::string> unknown;  // reason -> "kind:id"
    const auto note = [&](const char* list, const std::vector<std::string>& ids) {
      for (const std::string& id : ids) {
        if (catalog.FindCard(id) < 0) unknown[std::string(list) + ": unknown card \"" + id + "\""] = "card:" + id;
      }
    };
    note("units", loadout.units);
    note("supports", loadout.supports);
    note("fieldworks", loadout.fieldworks);
    note("doctrine", {loadout.doctrine});
    if (catalog.FindWeapon(loadout.weapon) < 0) {
      unknown["weapon: unknown base weapon \"" + loadout.weapon + "\""] = "weapon:" + loadout.weapon;
    }
    for (const std::string& reason : ValidateLoadout(catalog, loadout)) {
      LoadError e = p.where;
      e.reason = reason;
      if (const auto it = unknown.find(reason); it != unknown.end()) e.unknown_id = it->second;
      errors.push_back(e);
    }
  }
}

std::vector<std::filesystem::path> JsonFiles(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());  // a folder too: reported
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

void LoadCardData(const std::filesystem::path& data_dir, Catalog& catalog, LoadErrors& errors) {
  std::vector<PendingCard> cards;
  std::vector<PendingLoadout> loadouts;
  std::vector<JsonSource> sources;
  for (const auto& path : JsonFiles(data_dir / "cards")) {
    std::optional<JsonSource> source = ParseJsonFile(path, errors);
    if (!source) continue;
    const ReadContext context{source->file, &source->locator, &errors};
    Reader root(context, source->root, "");
    root.Allow("$schema");
    for (Reader& record : root.Records("cards", true)) ReadCard(record, catalog, false, cards);
    root.Finish();
  }
  for (const auto& path : JsonFiles(data_dir / "loadouts")) {
    std::optional<JsonSource> source = ParseJsonFile(path, errors);
    if (!source) continue;
    const ReadContext context{source->file, &source->locator, &errors};
    Reader root(context, source->root, "");
    root.Allow("$schema");
    for (Reader& record : root.Records("loadouts", true)) ReadLoadout(record, catalog, false, loadouts);
    root.Finish();
  }
  Finish(catalog, cards, loadouts, errors);
}

void LoadCardRecords(const nlohmann::json& root, const std::string& file, Catalog& catalog,
                     LoadErrors& errors) {
  std::vector<PendingCard> cards;
  std::vector<PendingLoadout> loadouts;
  const ReadContext context{file, nullptr, &errors};
  Reader reader(context, root, "");
  for (Reader& record : reader.Records("cards", false)) ReadCard(record, catalog, true, cards);
  for (Reader& record : reader.Records("loadouts", false)) ReadLoadout(record, catalog, true, loadouts);
  Finish(catalog, cards, loadouts, errors);
}

}  // namespace bc::data
