// Data names of the card vocabulary (perks, effect kinds, targets, triggers,
// conditions, families, rarities) and their parsers.
#include <array>
#include <string>

#include "basecommand/card_defs.h"

namespace bc {

namespace {

constexpr std::array<const char*, kPerkCount> kPerkNames = {
    "first_strike", "heavy_weapons", "protection", "squad_leader", "fury",
    "behemoth",     "overload",      "ion_weapon", "luck"};

constexpr std::array<const char*, kEffectKindCount> kEffectKindNames = {
    "damage",          "poison",          "strip_shields", "strip_perks",
    "incapacitate",    "push",            "execute",       "repair_base",
    "repair_shields",  "overcharge_shields", "skip_spawns", "freeze",
    "cannon_multiplier", "cannon_charge", "global_range",  "discard_points",
    "score",           "add_attack",      "add_firepower", "add_evasion",
    "add_max_hp",      "heal",            "add_shield",    "add_temp_hp",
    "add_crit",        "add_perk",        "add_range",     "rank_up",
    "attach",          "discover",        "terrain_works", "extra_bay",
    "base_max_health", "reveal"};

constexpr std::array<const char*, 7> kTargetNames = {
    "chosen", "self", "engaged", "all_units", "hand_units", "base", "triggering"};

constexpr std::array<const char*, kTriggerCount> kTriggerNames = {
    "on_play",  "deploy",  "pre_engagement", "post_engagement", "kill",          "death",
    "victory",  "battle_start", "passive",   "enemy_on_cell",   "enemy_adjacent"};

constexpr std::array<const char*, 6> kConditionNames = {
    "always", "aircraft", "ground", "hp_at_most", "unit_damaged", "shielded"};

constexpr std::array<const char*, 4> kFamilyNames = {"unit", "support", "fieldwork",
                                                     "doctrine"};
constexpr std::array<const char*, 4> kRarityNames = {"common", "uncommon", "rare",
                                                     "legendary"};

template <typename Enum, std::size_t N>
bool ParseName(const std::array<const char*, N>& names, const std::string& name, Enum& out) {
  for (std::size_t i = 0; i < N; ++i) {
    if (name == names[i]) {
      out = static_cast<Enum>(i);
      return true;
    }
  }
  return false;
}

}  // namespace

const char* PerkName(int bit_index) {
  return bit_index >= 0 && bit_index < kPerkCount ? kPerkNames[bit_index] : "?";
}

std::uint32_t ParsePerk(const std::string& name) {
  for (int i = 0; i < kPerkCount; ++i) {
    if (name == kPerkNames[i]) return 1u << i;
  }
  return 0;
}

const char* EffectKindName(EffectKind kind) {
  return kEffectKindNames[static_cast<std::size_t>(kind)];
}
const char* EffectTargetName(EffectTarget target) {
  return kTargetNames[static_cast<std::size_t>(target)];
}
const char* TriggerName(Trigger trigger) {
  return kTriggerNames[static_cast<std::size_t>(trigger)];
}
const char* ConditionName(Condition condition) {
  return kConditionNames[static_cast<std::size_t>(condition)];
}
const char* CardFamilyName(CardFamily family) {
  return kFamilyNames[static_cast<std::size_t>(family)];
}
const char* RarityName(Rarity rarity) { return kRarityNames[static_cast<std::size_t>(rarity)]; }

bool ParseEffectKind(const std::string& name, EffectKind& out) {
  return ParseName(kEffectKindNames, name, out);
}
bool ParseEffectTarget(const std::string& name, EffectTarget& out) {
  return ParseName(kTargetNames, name, out);
}
bool ParseTrigger(const std::string& name, Trigger& out) {
  return ParseName(kTriggerNames, name, out);
}
bool ParseCondition(const std::string& name, Condition& out) {
  return ParseName(kConditionNames, name, out);
}
bool ParseCardFamily(const std::string& name, CardFamily& out) {
  return ParseName(kFamilyNames, name, out);
}
bool ParseRarity(const std::string& name, Rarity& out) {
  return ParseName(kRarityNames, name, out);
}

}  // namespace bc
