// Building a loadout a card at a time under the Deck Building rules (basecommand/loadout.h).
#include <algorithm>

#include "basecommand/loadout.h"

namespace bc {

namespace {

// The part of the loadout a family's cards go in (null for the doctrine), const or not.
template <typename Loadout>
auto PartFor(CardFamily family, Loadout& loadout) -> decltype(&loadout.units) {
  switch (family) {
    case CardFamily::kUnit: return &loadout.units;
    case CardFamily::kSupport: return &loadout.supports;
    case CardFamily::kFieldwork: return &loadout.fieldworks;
    case CardFamily::kDoctrine: break;
  }
  return nullptr;
}

const char* PartName(CardFamily family) {
  switch (family) {
    case CardFamily::kUnit: return "UNIT ROSTER";
    case CardFamily::kSupport: return "SUPPORT DECK";
    case CardFamily::kFieldwork: return "FIELDWORK KIT";
    case CardFamily::kDoctrine: break;
  }
  return "DOCTRINE";
}

}  // namespace

std::size_t LoadoutPartSize(CardFamily family) {
  switch (family) {
    case CardFamily::kUnit: return kRosterSize;
    case CardFamily::kSupport: return kSupportDeckSize;
    case CardFamily::kFieldwork: return kKitSize;
    case CardFamily::kDoctrine: break;
  }
  return 1;
}

int CopiesIn(const LoadoutDef& loadout, const std::string& card_id) {
  int n = loadout.doctrine == card_id ? 1 : 0;
  for (const auto* part : {&loadout.units, &loadout.supports, &loadout.fieldworks}) {
    n += static_cast<int>(std::count(part->begin(), part->end(), card_id));
  }
  return n;
}

std::string CheckAddToLoadout(const Catalog& catalog, const LoadoutDef& loadout, const std::string& card_id) {
  const int index = catalog.FindCard(card_id);
  if (index < 0) return "there is no card called '" + card_id + "'";
  const CardDef& card = catalog.cards[static_cast<std::size_t>(index)];
  if (card.siege) return card.name + " is a siege unit: its mission issues it";
  if (card.family == CardFamily::kDoctrine) return "";
  const std::vector<std::string>& part = *PartFor(card.family, loadout);
  if (part.size() >= LoadoutPartSize(card.family)) {
    return std::string("the ") + PartName(card.family) + " is full (" + std::to_string(LoadoutPartSize(card.family)) +
           ")";
  }
  if (card.family == CardFamily::kFieldwork && CopiesIn(loadout, card.id) > 0) {
    return "the two fieldworks must be different";
  }
  if (CopiesIn(loadout, card.id) >= card.deck_limit) {
    return card.name + " is at its deck limit of " + std::to_string(card.deck_limit);
  }
  if (card.hero) {
    // One hero card per deck, copies included (ValidateLoadout counts them the same way).
    for (const std::string& other : loadout.units) {
      const int o = catalog.FindCard(other);
      if (o >= 0 && catalog.cards[static_cast<std::size_t>(o)].hero) {
        return "only one hero card per deck: " + catalog.cards[static_cast<std::size_t>(o)].name + " is already in";
      }
    }
  }
  return "";
}

std::string AddToLoadout(const Catalog& catalog, const std::string& card_id, LoadoutDef& loadout) {
  std::string why = CheckAddToLoadout(catalog, loadout, card_id);
  if (!why.empty()) return why;
  const CardDef& card = catalog.cards[static_cast<std::size_t>(catalog.FindCard(card_id))];
  if (card.family == CardFamily::kDoctrine) {
    loadout.doctrine = card.id;
  } else {
    PartFor(card.family, loadout)->push_back(card.id);
  }
  return "";
}

bool RemoveFromLoadout(const std::string& card_id, LoadoutDef& loadout) {
  if (loadout.doctrine == card_id) {
    loadout.doctrine.clear();
    return true;
  }
  for (std::vector<std::string>* part : {&loadout.units, &loadout.supports, &loadout.fieldworks}) {
    const auto it = std::find(part->rbegin(), part->rend(), card_id);
    if (it != part->rend()) {
      part->erase(std::next(it).base());
      return true;
    }
  }
  return false;
}

}  // namespace bc
