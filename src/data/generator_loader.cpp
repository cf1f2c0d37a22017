// Reading data/generator.json (data/generator_loader.h).
#include "data/generator_loader.h"

#include <algorithm>
#include <map>

#include "data/file_io.h"
#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

constexpr int kMaxThreatLevels = 20;
constexpr int kMaxBudget = 1000;
constexpr int kMaxPhrases = 200;

struct Bounds {
  int min;
  int max;
};

// A count range written [min, max], both within `bounds` and min <= max; a missing key
// keeps `out` when `required` is false.
void ReadRange(Reader& record, std::string_view key, gen::CountRange& out, Bounds bounds, bool required) {
  if (!required && !record.Has(key)) return;
  std::vector<int> values;
  if (!record.IntList(key, values, bounds.min, bounds.max)) return;
  if (values.size() != 2) {
    record.Error(key, "must be [min, max], two integers");
    return;
  }
  if (values[0] > values[1]) {
    record.Error(key, "the first number (the least) is above the second (the most): " + std::to_string(values[0]) +
                          " > " + std::to_string(values[1]));
    return;
  }
  out = gen::CountRange{values[0], values[1]};
}

// A list of non-empty phrases, at least one.
void ReadPhrases(Reader& record, std::string_view key, std::vector<std::string>& out) {
  const nlohmann::json* value = record.Raw(key);
  if (value == nullptr) {
    record.Error(key, "missing: a list of phrases, like [\"THE NORTH PUMP\"]");
    return;
  }
  if (!value->is_array() || value->empty() || value->size() > static_cast<std::size_t>(kMaxPhrases)) {
    record.Error(key, "must be a list of 1 to " + std::to_string(kMaxPhrases) + " phrases, got " + DescribeJson(*value));
    return;
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    const nlohmann::json& phrase = (*value)[i];
    if (!phrase.is_string() || phrase.get_ref<const std::string&>().empty()) {
      record.context().Error(PointerAppend(record.PointerOf(key), i), "must be a non-empty string, got " + DescribeJson(phrase));
      continue;
    }
    out.push_back(phrase.get<std::string>());
  }
}

int FindId(const auto& items, const std::string& id) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

std::vector<std::string> IdsOf(const auto& items) {
  std::vector<std::string> ids;
  for (const auto& item : items) ids.push_back(item.id);
  return ids;
}

// An enemy id at `key`, resolved; -1 (reported) when it names nothing.
int ReadEnemy(Reader& record, std::string_view key, const Catalog& catalog) {
  std::string id;
  if (!record.Id(key, id)) return -1;
  const int index = FindId(catalog.enemies, id);
  if (index < 0) {
    record.Error(key, "unknown enemy \"" + id + "\"" + SuggestFrom(id, IdsOf(catalog.enemies)));
  }
  return index;
}

void ReadProof(Reader& root, gen::ProofRules& proof, const Catalog& catalog) {
  auto record = root.Child("proof", true);
  if (!record) return;
  record->Int("games", proof.games, 0, 64);
  record->Int("max_draws", proof.max_draws, 1, 100);
  record->Int("redraw_budget_percent", proof.redraw_budget_percent, 10, 100);
  if (record->Id("loadout", proof.loadout) && FindId(catalog.loadouts, proof.loadout) < 0) {
    record->Error("loadout", "unknown loadout \"" + proof.loadout + "\"" + SuggestFrom(proof.loadout, IdsOf(catalog.loadouts)));
  }
  record->Finish();
}

// An attacker type the generator may buy: its cost and the levels it is bought at.
struct Purchase {
  gen::AttackerOption option;
  int from = 1;
  int until = kMaxThreatLevels;
};

std::vector<Purchase> ReadAttackers(Reader& root, const Catalog& catalog) {
  std::vector<Purchase> out;
  std::map<int, std::string> seen;
  for (Reader& record : root.Records("attackers", true)) {
    Purchase p;
    p.option.enemy = ReadEnemy(record, "enemy", catalog);
    record.Int("cost", p.option.cost, 1, kMaxBudget);
    record.Int("weight", p.option.weight, 1, 1000);
    record.Int("from", p.from, 1, kMaxThreatLevels);
    record.OptInt("until", p.until, 1, kMaxThreatLevels);
    record.Finish();
    if (p.until < p.from) record.Error("until", "comes before \"from\": the type would never be bought");
    if (p.option.enemy < 0) continue;
    if (const auto it = seen.find(p.option.enemy); it != seen.end()) {
      record.Error("enemy", "\"" + catalog.enemies[static_cast<std::size_t>(p.option.enemy)].id +
                                "\" is already listed at " + it->second);
      continue;
    }
    if (catalog.enemies[static_cast<std::size_t>(p.option.enemy)].IsHero()) {
      record.Error("enemy", "a hero is sent by \"hero\", once, not bought with the budget");
      continue;
    }
    seen[p.option.enemy] = record.pointer();
    out.push_back(p);
  }
  return out;
}

struct Hero {
  int enemy = -1;
  int from = kMaxThreatLevels + 1;
  int wave = 3;
};

Hero ReadHero(Reader& root, const Catalog& catalog) {
  Hero hero;
  auto record = root.Child("hero", false);
  if (!record) return hero;
  hero.enemy = ReadEnemy(*record, "enemy", catalog);
  record->Int("from", hero.from, 1, kMaxThreatLevels);
  record->Int("wave", hero.wave, 1, 12);
  record->Finish();
  if (hero.enemy >= 0 && !catalog.enemies[static_cast<std::size_t>(hero.enemy)].IsHero()) {
    record->Error("enemy", "\"" + catalog.enemies[static_cast<std::size_t>(hero.enemy)].id +
                               "\" has no abilities: a hero is an attacker with \"abilities\"");
    hero.enemy = -1;
  }
  return hero;
}

void ReadLevel(Reader& record, int number, const std::vector<Purchase>& purchases, const Hero& hero,
               const Catalog& catalog, gen::ThreatLevel& level) {
  record.Int("budget", level.budget, 1, kMaxBudget);
  ReadRange(record, "waves", level.waves, {1, 12}, true);
  ReadRange(record, "wave_gap", level.wave_gap, {1, 5}, false);
  record.OptInt("ramp_percent", level.ramp_percent, 0, 400);
  record.OptInt("max_per_wave", level.max_per_wave, 1, 13);
  ReadRange(record, "sectors", level.sectors, {1, 4}, true);
  ReadRange(record, "deployment", level.deployment, {1, 20}, true);
  ReadRange(record, "reinforcement", level.reinforcement, {0, 8}, false);
  record.OptInt("reinforcement_percent", level.reinforcement_percent, 0, 100);
  ReadRange(record, "rock", level.rock, {0, 8}, false);
  ReadRange(record, "barricades", level.barricades, {0, 6}, false);
  ReadRange(record, "objectives", level.objectives, {0, 6}, false);
  record.OptInt("objective_bonus", level.objective_bonus, 0, 100'000);
  ReadRange(record, "lanes", level.lanes, {0, 4}, false);
  ReadRange(record, "shields_down", level.shields_down, {0, 3}, false);
  ReadRange(record, "cannon_charge", level.cannon_charge, {0, 8}, false);
  record.Int("par_after", level.par_after, 1, 20);
  for (Reader& entry : record.Records("weapons", true)) {
    gen::WeaponOption option;
    std::string id;
    if (entry.Id("weapon", id)) {
      option.weapon = FindId(catalog.weapons, id);
      if (option.weapon < 0) entry.Error("weapon", "unknown weapon \"" + id + "\"" + SuggestFrom(id, IdsOf(catalog.weapons)));
    }
    entry.Int("weight", option.weight, 1, 1000);
    entry.Finish();
    if (option.weapon >= 0) level.weapons.push_back(option);
  }
  record.Finish();
  if (record.Has("weapons") && record.node()["weapons"].is_array() && record.node()["weapons"].empty()) {
    record.Error("weapons", "a level needs at least one weapon to mount");
  }
  for (const Purchase& p : purchases) {
    if (p.from <= number && number <= p.until) level.attackers.push_back(p.option);
  }
  if (hero.enemy >= 0 && number >= hero.from) {
    level.hero = hero.enemy;
    level.hero_wave = hero.wave;
  }
  if (level.attackers.empty()) {
    record.Error("", "no attacker type is bought at threat " + std::to_string(number) +
                         ": give one in \"attackers\" a \"from\" at or below it");
  }
}

void ReadWords(Reader& root, gen::SiegePhrases& phrases, const Catalog& catalog) {
  auto record = root.Child("phrases", true);
  if (!record) return;
  ReadPhrases(*record, "places", phrases.places);
  ReadPhrases(*record, "incidents", phrases.incidents);
  ReadPhrases(*record, "openings", phrases.openings);
  ReadPhrases(*record, "closings", phrases.closings);
  if (auto features = record->Child("features", true)) {
    for (const std::string& key : gen::FeatureKeys()) {
      std::string sentence;
      if (features->String(key, sentence)) phrases.features[key] = sentence;
    }
    features->Finish();
  }
  for (Reader& entry : record->Records("warnings", false)) {
    const int enemy = ReadEnemy(entry, "enemy", catalog);
    std::string text;
    entry.String("text", text);
    entry.Finish();
    if (enemy < 0 || text.empty()) continue;
    const std::string& id = catalog.enemies[static_cast<std::size_t>(enemy)].id;
    if (phrases.warnings.count(id) != 0) {
      entry.Error("enemy", "\"" + id + "\" already has a warning");
      continue;
    }
    phrases.warnings[id] = text;
  }
  record->Finish();
}

}  // namespace

GeneratorLoad LoadGeneratorText(std::string_view text, const std::string& file, const Catalog& catalog,
                                std::vector<std::string>* accepted_keys) {
  GeneratorLoad load;
  try {
    const std::optional<JsonSource> source = ParseJsonText(text, file, load.errors);
    if (!source) return load;
    const ReadContext context{source->file, &source->locator, &load.errors, accepted_keys};
    Reader root(context, source->root, "");
    if (!root.is_object()) return load;
    root.Allow("$schema");
    ReadProof(root, load.params.proof, catalog);
    const std::vector<Purchase> purchases = ReadAttackers(root, catalog);
    const Hero hero = ReadHero(root, catalog);
    std::vector<Reader> levels = root.Records("threat_levels", true);
    if (levels.size() > static_cast<std::size_t>(kMaxThreatLevels)) {
      root.Error("threat_levels", "at most " + std::to_string(kMaxThreatLevels) + " threat levels");
      levels.erase(levels.begin() + kMaxThreatLevels, levels.end());
    }
    for (std::size_t i = 0; i < levels.size(); ++i) {
      gen::ThreatLevel level;
      ReadLevel(levels[i], static_cast<int>(i) + 1, purchases, hero, catalog, level);
      load.params.levels.push_back(std::move(level));
    }
    if (root.Has("threat_levels") && source->root["threat_levels"].is_array() && levels.empty()) {
      root.Error("threat_levels", "the generator needs at least one threat level");
    }
    if (hero.enemy >= 0 && hero.from > static_cast<int>(levels.size())) {
      root.Error("hero", "comes in at threat " + std::to_string(hero.from) + ", above the " +
                             std::to_string(levels.size()) + " levels: it would never be sent");
    }
    ReadWords(root, load.params.phrases, catalog);
    root.Finish();
  } catch (const std::exception& e) {
    load.errors.push_back(LoadError{file, "", 0, 0, std::string("loading stopped: ") + e.what()});
  }
  if (!load.errors.empty()) load.params.levels.clear();
  return load;
}

GeneratorLoad LoadGenerator(const std::filesystem::path& data_dir, const Catalog& catalog) {
  const std::filesystem::path path = data_dir / kGeneratorFile;
  const std::optional<std::string> text = ReadWholeFile(path, kMaxDataFileBytes);
  if (!text) {
    GeneratorLoad load;
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "cannot read the file"});
    return load;
  }
  return LoadGeneratorText(*text, path.generic_string(), catalog);
}

}  // namespace bc::data
