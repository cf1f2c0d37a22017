// Card definitions: unit, support, fieldwork, doctrine and base-weapon cards, their
// effects (composed from a small vocabulary) and loadouts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bc {

using CardIndex = std::int16_t;  // index into Catalog::cards; -1 = none
constexpr CardIndex kNoCard = -1;

// Perks usable by units and attackers in engagements.
enum PerkBit : std::uint32_t {
  kPerkFirstStrike = 1u << 0,
  kPerkHeavyWeapons = 1u << 1,
  kPerkProtection = 1u << 2,
  kPerkSquadLeader = 1u << 3,
  kPerkFury = 1u << 4,
  kPerkBehemoth = 1u << 5,
  kPerkOverload = 1u << 6,
  kPerkIonWeapon = 1u << 7,
  kPerkLuck = 1u << 8,
};

enum class CardFamily : std::uint8_t { kUnit, kSupport, kFieldwork, kDoctrine, kWeapon };

struct CardDef {
  std::string id;
  std::string name;
  std::string text;
  CardFamily family = CardFamily::kSupport;
};

// A deck: 8 unit cards, 16 support cards, 2 fieldworks, a doctrine and a base weapon.
struct LoadoutDef {
  std::string id;
  std::string name;
  std::vector<std::string> units;
  std::vector<std::string> supports;
  std::vector<std::string> fieldworks;
  std::string doctrine;
  std::string weapon;
};

}  // namespace bc
