// Enemy records (data/enemies/*.json and a scenario's inline "enemies").
#include <algorithm>
#include <utility>

#include "data/definition_loader.h"

namespace bc::data {

namespace {

constexpr std::pair<std::string_view, std::uint32_t> kTagWords[] = {
    {"aircraft", kTagAircraft}, {"fast", kTagFast},   {"replicator", kTagReplicator},
    {"armoured", kTagArmoured}, {"elite", kTagElite},
};

constexpr std::pair<std::string_view, std::uint32_t> kPerkWords[] = {
    {"first_strike", kPerkFirstStrike}, {"heavy_weapons", kPerkHeavyWeapons},
    {"protection", kPerkProtection},    {"squad_leader", kPerkSquadLeader},
    {"fury", kPerkFury},                {"behemoth", kPerkBehemoth},
    {"overload", kPerkOverload},        {"ion_weapon", kPerkIonWeapon},
    {"luck", kPerkLuck},
};

// An array of words from `table`, or-ed into `out`; unknown or repeated words are
// reported one by one.
template <std::size_t N>
void ReadFlags(Reader& record, std::string_view key,
               const std::pair<std::string_view, std::uint32_t> (&table)[N], std::uint32_t& out) {
  const nlohmann::json* value = record.Raw(key);
  if (value == nullptr) return;
  std::vector<std::string> words;
  for (const auto& [word, bit] : table) words.emplace_back(word);
  if (!value->is_array()) {
    record.Error(key, "must be an array of words like [\"" + words.front() + "\"], got " +
                          DescribeJson(*value));
    return;
  }
  out = 0;
  for (std::size_t i = 0; i < value->size(); ++i) {
    const nlohmann::json& element = (*value)[i];
    const std::string pointer = PointerAppend(record.PointerOf(key), i);
    const auto it = element.is_string()
                        ? std::find_if(std::begin(table), std::end(table),
                                       [&](const auto& entry) {
                                         return entry.first == element.get_ref<const std::string&>();
                                       })
                        : std::end(table);
    if (it == std::end(table)) {
      record.context().Error(pointer, "unknown word " + DescribeJson(element) +
                                          SuggestFrom(element.is_string() ? element.get<std::string>() : "", words));
      continue;
    }
    if ((out & it->second) != 0) {
      std::string reason(1, '"');
      reason += it->first;
      reason += "\" is listed twice";
      record.context().Error(pointer, std::move(reason));
    }
    out |= it->second;
  }
}

void ReadEnemy(Reader& record, DefinitionPass& pass) {
  EnemyDef enemy;
  if (!record.Id("id", enemy.id)) {
    // Keep reading to report the other fields, but do not add a nameless record.
  }
  record.String("name", enemy.name);
  record.String("description", enemy.description);
  record.Id("sprite", enemy.sprite);
  record.Int("attack", enemy.attack, 0, 20);
  record.Int("firepower", enemy.firepower, 0, 99);
  record.OptInt("evasion", enemy.evasion, 0, 99);
  record.Int("health", enemy.health, 1, 999);
  record.OptInt("shield", enemy.shield, 0, 99);
  record.Int("breach_damage", enemy.breach_damage, 0, 99);
  record.OptInt("steps", enemy.steps, 1, 7);
  record.OptInt("crit_chance", enemy.crit_chance, 0, 100);
  record.OptInt("crit_bonus", enemy.crit_bonus, 0, 99);
  record.OptInt("miss_chance", enemy.miss_chance, 0, 100);
  ReadFlags(record, "tags", kTagWords, enemy.tags);
  ReadFlags(record, "perks", kPerkWords, enemy.perks);

  std::string into;
  if (auto replicate = record.Child("replicate", false)) {
    enemy.replicate.enabled = true;
    replicate->Int("interval", enemy.replicate.interval, 1, 99);
    replicate->Int("max_copies", enemy.replicate.max_copies, 1, 99);
    replicate->OptId("into", into);
    replicate->Finish();
    if ((enemy.tags & kTagReplicator) == 0) {
      record.Error("replicate", "an enemy that replicates must carry the \"replicator\" tag");
    }
  } else if ((enemy.tags & kTagReplicator) != 0) {
    record.Error("tags", "the \"replicator\" tag needs a \"replicate\" block saying how");
  }
  if ((enemy.tags & kTagFast) != 0 && enemy.steps < 2) {
    record.Error("steps", "a \"fast\" enemy must move at least 2 steps per activation");
  }
  record.Finish();
  if (enemy.id.empty()) return;

  const int index = ClaimId(pass.catalog.enemies, "enemy", enemy.id, record, pass);
  if (index < 0) return;
  if (index > 255) {
    record.Error("", "too many enemy types: at most 256 are supported");
    return;
  }
  if (enemy.replicate.enabled) {
    enemy.replicate.into = static_cast<EnemyIndex>(index);  // default: a copy of itself
    if (!into.empty()) {
      Catalog* catalog = &pass.catalog;
      pass.refs.AddAt(record.context(), PointerAppend(record.PointerOf("replicate"), "into"),
                      "enemy", into,
                    [catalog, index](int target) {
                      catalog->enemies[static_cast<std::size_t>(index)].replicate.into =
                          static_cast<EnemyIndex>(target);
                    });
    }
  }
  pass.catalog.enemies[static_cast<std::size_t>(index)] = std::move(enemy);
}

}  // namespace

void ReadEnemies(Reader& root, bool required, DefinitionPass& pass) {
  for (Reader& record : root.Records("enemies", required)) ReadEnemy(record, pass);
}

}  // namespace bc::data
