// Loadout validation and mission deck policy (see basecommand/loadout.h).
#include "basecommand/loadout.h"

#include <map>

namespace bc {

namespace {

std::string Plural(int n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// Checks one list of card ids against a family; counts copies into `copies`.
void CheckList(const Catalog& catalog, const std::vector<std::string>& ids, CardFamily family,
               const char* list_name, std::map<std::string, int>& copies,
               std::vector<std::string>& reasons) {
  for (const std::string& id : ids) {
    const int index = catalog.FindCard(id);
    if (index < 0) {
      reasons.push_back(std::string(list_name) + ": unknown card \"" + id + "\"");
      continue;
    }
    const CardDef& card = catalog.cards[index];
    if (card.family != family) {
      reasons.push_back(std::string(list_name) + ": \"" + id + "\" is a " +
                        CardFamilyName(card.family) + " card, not a " +
                        CardFamilyName(family) + " card");
      continue;
    }
    if (card.siege) {
      reasons.push_back(std::string(list_name) + ": \"" + id +
                        "\" is a mission-defined siege unit and cannot be deck-built");
      continue;
    }
    ++copies[id];
  }
}

}  // namespace

std::vector<std::string> ValidateLoadout(const Catalog& catalog, const LoadoutDef& loadout) {
  std::vector<std::string> reasons;
  if (static_cast<int>(loadout.units.size()) != kRosterSize) {
    reasons.push_back("the Unit Roster needs " + Plural(kRosterSize, "card") + ", has " +
                      std::to_string(loadout.units.size()));
  }
  if (static_cast<int>(loadout.supports.size()) != kSupportDeckSize) {
    reasons.push_back("the Support Deck needs " + Plural(kSupportDeckSize, "card") + ", has " +
                      std::to_string(loadout.supports.size()));
  }
  if (static_cast<int>(loadout.fieldworks.size()) != kKitSize) {
    reasons.push_back("the fieldwork kit needs " + Plural(kKitSize, "fieldwork") + ", has " +
                      std::to_string(loadout.fieldworks.size()));
  } else if (loadout.fieldworks[0] == loadout.fieldworks[1]) {
    reasons.push_back("the two fieldworks must be different, both are \"" +
                      loadout.fieldworks[0] + "\"");
  }
  std::map<std::string, int> copies;
  CheckList(catalog, loadout.units, CardFamily::kUnit, "units", copies, reasons);
  CheckList(catalog, loadout.supports, CardFamily::kSupport, "supports", copies, reasons);
  std::map<std::string, int> kit_copies;
  CheckList(catalog, loadout.fieldworks, CardFamily::kFieldwork, "fieldworks", kit_copies,
            reasons);
  std::map<std::string, int> doctrine_copies;
  if (loadout.doctrine.empty()) {
    reasons.push_back("a loadout needs one doctrine");
  } else {
    CheckList(catalog, {loadout.doctrine}, CardFamily::kDoctrine, "doctrine", doctrine_copies,
              reasons);
  }
  if (loadout.weapon.empty()) {
    reasons.push_back("a loadout needs one base weapon");
  } else if (catalog.FindWeapon(loadout.weapon) < 0) {
    reasons.push_back("weapon: unknown base weapon \"" + loadout.weapon + "\"");
  }
  int heroes = 0;
  for (const auto& [id, n] : copies) {
    const CardDef& card = catalog.cards[catalog.FindCard(id)];
    if (n > card.deck_limit) {
      reasons.push_back("\"" + id + "\" appears " + std::to_string(n) +
                        " times; its deck limit is " + std::to_string(card.deck_limit));
    }
    if (card.hero) heroes += n;
  }
  if (heroes > 1) {
    reasons.push_back("only one hero card may be selected, the loadout has " +
                      std::to_string(heroes));
  }
  return reasons;
}

int ResolveLoadout(const Catalog& catalog, const MissionDef& mission, int requested) {
  const int starter = catalog.FindLoadout("starter");
  switch (mission.deck_policy) {
    case DeckPolicy::kStarter:
      return starter;
    case DeckPolicy::kFixed: {
      const int fixed = catalog.FindLoadout(mission.fixed_loadout);
      return fixed >= 0 ? fixed : starter;
    }
    case DeckPolicy::kCustom:
      break;
  }
  if (requested >= 0 && requested < static_cast<int>(catalog.loadouts.size()) &&
      ValidateLoadout(catalog, catalog.loadouts[requested]).empty()) {
    return requested;
  }
  return starter;
}

}  // namespace bc
