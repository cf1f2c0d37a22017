// Card definitions: unit, support, fieldwork and doctrine cards, their effects
// (composed from a small vocabulary: kind, amount, target, duration, condition,
// trigger) and loadouts. The rules read these records; no rule ever branches on a
// card's id. See docs/rules.md ("Hand And Cards" onwards) and docs/data-format.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/action.h"

namespace bc {

using CardIndex = std::int16_t;  // index into Catalog::cards; -1 = none
constexpr CardIndex kNoCard = -1;

// Perks usable by units and attackers in engagements (docs/rules.md, Perks And Hooks).
enum PerkBit : std::uint32_t {
  kPerkFirstStrike = 1u << 0,   // this side's first blow lands before the other's first
  kPerkHeavyWeapons = 1u << 1,  // the first blow ignores evasion
  kPerkProtection = 1u << 2,    // the first incoming damage instance is cancelled
  kPerkSquadLeader = 1u << 3,   // other units in hand gain +1 firepower
  kPerkFury = 1u << 4,          // +1 firepower while below max HP
  kPerkBehemoth = 1u << 5,      // no incoming blow deals more than 2 damage
  kPerkOverload = 1u << 6,      // the first blow deals double damage
  kPerkIonWeapon = 1u << 7,     // the target's shield points drop to 0 before the blows
  kPerkLuck = 1u << 8,          // +25 crit chance
};
constexpr int kPerkCount = 9;
// Data names of the perks, in bit order: "first_strike", "heavy_weapons", ...
const char* PerkName(int bit_index);
// The PerkBit for a data name, or 0.
std::uint32_t ParsePerk(const std::string& name);

enum class CardFamily : std::uint8_t { kUnit, kSupport, kFieldwork, kDoctrine };
enum class Rarity : std::uint8_t { kCommon, kUncommon, kRare, kLegendary };

constexpr int kMaxRank = 4;
// The three ranges a unit can reach, as bits of a range mask: bit r-1 for range r.
constexpr std::uint8_t kAllRanges = 0b111;

// A unit card's stats at one rank.
struct RankProfile {
  int attack = 1;       // blows per engagement
  int firepower = 1;    // damage per normal blow
  int evasion = 0;      // subtracted from incoming normal blows
  int health = 1;       // max HP at this rank
  int crit_chance = 0;  // percent per blow
  int crit_bonus = 0;   // added to firepower on a critical
  int miss_chance = 0;  // percent per blow
  std::uint8_t ranges = 0b001;  // range mask (bit r-1 = can attack range r)

  bool operator==(const RankProfile&) const = default;
};

// What an effect does. Which kinds fit which family is checked at load time.
enum class EffectKind : std::uint8_t {
  // Against attackers: the support's target area, the engaged attacker (unit hooks) or
  // the attacker that set off a fieldwork.
  kDamage,        // amount damage, ignores evasion and terrain
  kPoison,        // amount damage per status tick for duration ticks
  kStripShields,  // shield points to 0
  kStripPerks,    // perks to none
  kIncapacitate,  // skips the next `amount` activations
  kPush,          // amount steps away from the base
  kExecute,       // destroys an attacker with at most `amount` HP
  // Base and board.
  kRepairBase,        // +amount base health, up to max
  kRepairShields,     // amount quadrants: destroyed shields first, then overcharge
  kOverchargeShields, // amount active shields become overcharged
  kSkipSpawns,        // the next `amount` enemy phases land nothing
  kFreeze,            // the next `amount` enemy phases move nothing
  kCannonMultiplier,  // the next shot is multiplied by amount (DOUBLE THE FALL: 2)
  kCannonCharge,      // +amount cannon charge steps
  kGlobalRange,       // every unit may attack every range for `duration` turns
  kDiscardPoints,     // +amount discard points (over the cap until spent)
  kScore,             // +amount points (multiplied)
  // On unit cards: upgrades (support target = unit card) and hooks.
  kAddAttack, kAddFirepower, kAddEvasion, kAddMaxHp, kHeal, kAddShield, kAddTempHp,
  kAddCrit,  // +amount crit chance
  kAddPerk,  // perk bits in `perk`
  kAddRange, // range mask bits in `amount`
  kRankUp,   // +amount ranks (cap 4), applying the next stat profile
  kAttach,   // attaches this card's own hook effects (those with a trigger) to the unit
  // Card flow.
  kDiscover,  // offer `options`; the chosen card replaces the spent source card
  // Fieldwork and doctrine passives.
  kTerrainWorks,  // enables the build / demolish barricade actions while in a bay
  kExtraBay,      // opens a second fieldwork bay
  kBaseMaxHealth, // +amount base max health and health
  // Concealment (docs/rules.md, Concealment): a support's reveals the concealed
  // attackers of its area; an armed fieldwork's (passive) reveals those on or next to it.
  kReveal,
};
constexpr int kEffectKindCount = static_cast<int>(EffectKind::kReveal) + 1;
const char* EffectKindName(EffectKind kind);  // "damage", "poison", ...

// Who an effect lands on, relative to how the card was used.
enum class EffectTarget : std::uint8_t {
  kChosen,       // what the player aimed the card at (attacker area, quadrant, unit card)
  kSelf,         // the unit card carrying the hook
  kEngaged,      // the attacker in the current engagement (unit hooks)
  kAllUnits,     // every surviving unit instance of the mission
  kHandUnits,    // the units in the hand's unit slots
  kBase,         // base-wide: shields, health, cannon, spawns
  kTriggering,   // the attacker that set off a fieldwork
};
const char* EffectTargetName(EffectTarget target);

// When an effect happens.
enum class Trigger : std::uint8_t {
  kOnPlay,          // when the card is played (supports, fieldworks when armed)
  kDeploy,          // a unit card is played, before its engagement is set up
  kPreEngagement,   // after the engagement is set up, before the first blow
  kPostEngagement,  // after the blows, if the unit survived
  kKill,            // the unit destroyed its target
  kDeath,           // the unit was defeated
  kVictory,         // the battle was won (surviving units in the mission)
  kBattleStart,     // doctrines: when the battle starts
  kPassive,         // doctrines and bay fieldworks: always on
  kEnemyOnCell,     // fieldworks: an attacker stands on the armed cell at turn end
  kEnemyAdjacent,   // fieldworks: an attacker stands on or next to it at turn end
};
constexpr int kTriggerCount = static_cast<int>(Trigger::kEnemyAdjacent) + 1;
const char* TriggerName(Trigger trigger);

// A condition an effect needs to apply (checked against the effect's target).
enum class Condition : std::uint8_t {
  kAlways,
  kAircraft,      // the attacker is an aircraft
  kGround,        // the attacker is not an aircraft
  kHpAtMost,      // the attacker has at most `condition_value` HP
  kUnitDamaged,   // the unit is below its max HP
  kShielded,      // the attacker has shield points
};
const char* ConditionName(Condition condition);

struct Effect {
  EffectKind kind = EffectKind::kDamage;
  int amount = 0;
  EffectTarget target = EffectTarget::kChosen;
  int duration = 0;  // turns or ticks, for statuses and global range
  Condition condition = Condition::kAlways;
  int condition_value = 0;
  Trigger trigger = Trigger::kOnPlay;
  std::uint32_t perk = 0;  // PerkBit bits, for kAddPerk

  bool operator==(const Effect&) const = default;
};

struct CardDef {
  std::string id;
  std::string name;
  std::string text;
  CardFamily family = CardFamily::kSupport;
  Rarity rarity = Rarity::kCommon;
  int deck_limit = 3;   // copies allowed in one loadout
  bool hero = false;    // at most one hero per loadout
  bool siege = false;   // mission-defined siege unit: joins that mission's roster only

  // Unit cards: the stat profile of each rank, the total kills that reach ranks 2, 3
  // and 4, and the perks the card starts with.
  std::array<RankProfile, kMaxRank> ranks{};
  std::array<int, kMaxRank - 1> rank_kills = {2, 4, 7};
  std::uint32_t perks = 0;

  // Supports: what the player aims the card at.
  TargetKind target = TargetKind::kNone;
  // Fieldworks: uses before an armed fieldwork is spent (0 = never spent by use).
  int uses = 1;

  std::vector<Effect> effects;
  // Discovery supports: the support cards offered (ids, resolved to indices at load).
  std::vector<std::string> options;
  std::vector<CardIndex> option_cards;

  // Derived from `effects` by FinishCatalog (catalog.h) when the catalog is loaded: the
  // triggers its effects have, as bits (bit t for Trigger t), so that a hook with none
  // is skipped without a walk over the effects. All set until then: a card built by
  // hand runs every trigger's walk.
  std::uint32_t triggers = ~std::uint32_t{0};
  static_assert(kTriggerCount <= 32, "CardDef::triggers holds a bit for each Trigger in 32 bits");
  bool HasTrigger(Trigger trigger) const { return ((triggers >> static_cast<unsigned>(trigger)) & 1u) != 0; }
};

// The bits of CardDef::triggers for a list of effects.
std::uint32_t TriggersOf(const std::vector<Effect>& effects);

// A deck: 8 unit cards, 16 support cards, 2 different fieldworks, a doctrine and a base
// weapon (an id in Catalog::weapons).
// A loadout's ids as catalog indices, -1 for an id the catalog lacks.
struct LoadoutIndices {
  std::vector<int> units;
  std::vector<int> supports;
  std::vector<int> fieldworks;
  int doctrine = -1;
  int weapon = -1;  // index into Catalog::weapons
};

struct LoadoutDef {
  std::string id;
  std::string name;
  std::vector<std::string> units;
  std::vector<std::string> supports;
  std::vector<std::string> fieldworks;
  std::string doctrine;
  std::string weapon;

  // The ids above resolved by FinishCatalog (catalog.h) for a catalog's own loadouts,
  // so that a battle start looks nothing up by name; a loadout from a command file or
  // built by hand has resolved false and is looked up by name.
  bool resolved = false;
  LoadoutIndices indices;
};

// Data names <-> enums, for the loader, the CLI and the docs. Parse* return false for
// an unknown name.
bool ParseEffectKind(const std::string& name, EffectKind& out);
bool ParseEffectTarget(const std::string& name, EffectTarget& out);
bool ParseTrigger(const std::string& name, Trigger& out);
bool ParseCondition(const std::string& name, Condition& out);
const char* CardFamilyName(CardFamily family);  // "unit", "support", ...
bool ParseCardFamily(const std::string& name, CardFamily& out);
const char* RarityName(Rarity rarity);
bool ParseRarity(const std::string& name, Rarity& out);

constexpr int kRosterSize = 8;
constexpr int kSupportDeckSize = 16;
constexpr int kKitSize = 2;

}  // namespace bc
