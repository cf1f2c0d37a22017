// Enemy records (data/enemies/*.json and a scenario's inline "enemies").
#include <algorithm>
#include <utility>

#include "data/definition_loader.h"

namespace bc::data {

namespace {

constexpr std::pair<std::string_view, std::uint32_t> kTagWords[] = {
    {"aircraft", kTagAircraft}, {"fast", kTagFast},   {"replicator", kTagReplicator},
    {"armoured", kTagArmoured}, {"elite", kTagElite}, {"jammer", kTagJammer},
    {"lane", kTagLane},         {"crusher", kTagCrusher},
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
  std::string split_into;
  if (auto split = record.Child("split", false)) {
    enemy.split.enabled = split->Id("into", split_into);
    split->OptInt("count", enemy.split.count, 1, 4);
    split->Finish();
  }
  if (auto mend = record.Child("mend", false)) {
    mend->Int("amount", enemy.mend.amount, 1, 99);
    mend->Finish();
  }
  std::string drop_into;
  if (auto drop = record.Child("drop", false)) {
    enemy.drop.enabled = drop->Id("into", drop_into);
    drop->OptInt("range", enemy.drop.range, 1, 3);
    drop->Finish();
    if (enemy.replicate.enabled) {
      record.Error("drop", "an enemy either replicates or drops a walker, not both");
    }
  }
  record.OptBool("concealed", enemy.concealed);
  if (auto shift = record.Child("shift", false)) {
    shift->Int("interval", enemy.shift.interval, 1, 99);
    shift->Finish();
  }
  if (auto lay = record.Child("lay_trap", false)) {
    lay->Int("interval", enemy.lay.interval, 1, 99);
    lay->OptInt("fuse", enemy.lay.fuse, 1, 9);
    lay->Finish();
  }
  if (auto hunt = record.Child("hunt", false)) {
    int reach = 0;
    if (hunt->Int("reach", reach, 1, 7)) enemy.hunt.reach = static_cast<std::int8_t>(reach);
    hunt->Finish();
    if (enemy.IsAircraft()) {
      record.Error("hunt", "an aircraft flies over posts: only a ground enemy can hunt them");
    }
  }
  // A hero's abilities, in decision order; the type a call_reinforcements brings in is
  // resolved with the other references.
  std::vector<std::pair<std::size_t, std::string>> called;  // ability slot, enemy id
  std::vector<std::string> called_pointers;
  std::vector<Reader> abilities = record.Records("abilities", false);
  if (abilities.size() > static_cast<std::size_t>(kMaxAbilities)) {
    record.Error("abilities", "a hero has at most " + std::to_string(kMaxAbilities) + " abilities");
  }
  for (Reader& entry : abilities) {
    AbilityDef ability;
    entry.Enum("kind", ability.kind,
               {{"call_reinforcements", AbilityKind::kCallReinforcements},
                {"shield_escorts", AbilityKind::kShieldEscorts},
                {"charge", AbilityKind::kCharge},
                {"jam_cannon", AbilityKind::kJamCannon},
                {"dig_in", AbilityKind::kDigIn}});
    entry.OptEnum("when", ability.when,
                  {{"always", AbilityWhen::kAlways},
                   {"alone", AbilityWhen::kAlone},
                   {"escorted", AbilityWhen::kEscorted},
                   {"damaged", AbilityWhen::kDamaged},
                   {"cannon_charged", AbilityWhen::kCannonCharged},
                   {"near", AbilityWhen::kNear},
                   {"far", AbilityWhen::kFar}});
    entry.OptInt("amount", ability.amount, 1, 9);
    if (entry.Has("max") && ability.kind != AbilityKind::kDigIn) {
      entry.Raw("max");
      entry.Error("max", "only dig_in has a max (the most shield it digs in to)");
    } else {
      entry.OptInt("max", ability.max, 1, 99);
    }
    std::string enemy_id;
    const bool named = entry.Has("enemy");
    entry.OptId("enemy", enemy_id);
    if (ability.kind == AbilityKind::kCallReinforcements) {
      if (!named) {
        entry.Error("enemy", "call_reinforcements needs the id of the enemy it calls in");
      } else if (!enemy_id.empty()) {
        called.emplace_back(enemy.abilities.size(), enemy_id);
        called_pointers.push_back(entry.PointerOf("enemy"));
      }
    } else if (named) {
      entry.Error("enemy", "only call_reinforcements names an enemy to call in");
    }
    entry.Finish();
    enemy.abilities.push_back(ability);
  }
  if (record.Has("abilities") && abilities.empty()) {
    record.Error("abilities", "a hero needs at least one ability");
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
  Catalog* catalog = &pass.catalog;
  if (enemy.split.enabled && !split_into.empty()) {
    pass.refs.AddAt(record.context(), PointerAppend(record.PointerOf("split"), "into"), "enemy",
                    split_into, [catalog, index](int target) {
                      catalog->enemies[static_cast<std::size_t>(index)].split.into =
                          static_cast<EnemyIndex>(target);
                    });
  }
  if (enemy.drop.enabled && !drop_into.empty()) {
    pass.refs.AddAt(record.context(), PointerAppend(record.PointerOf("drop"), "into"), "enemy",
                    drop_into, [catalog, index](int target) {
                      catalog->enemies[static_cast<std::size_t>(index)].drop.into =
                          static_cast<EnemyIndex>(target);
                    });
  }
  for (std::size_t k = 0; k < called.size(); ++k) {
    const std::size_t slot = called[k].first;
    pass.refs.AddAt(record.context(), called_pointers[k], "enemy", called[k].second,
                    [catalog, index, slot](int target) {
                      catalog->enemies[static_cast<std::size_t>(index)].abilities[slot].enemy =
                          static_cast<EnemyIndex>(target);
                    });
  }
  pass.enemy_origins.push_back({index, record.Where()});
  pass.catalog.enemies[static_cast<std::size_t>(index)] = std::move(enemy);
}

}  // namespace

void ReadEnemies(Reader& root, bool required, DefinitionPass& pass) {
  for (Reader& record : root.Records("enemies", required)) ReadEnemy(record, pass);
}

}  // namespace bc::data
