// Building a loadout a card at a time under the Deck Building rules (basecommand/loadout.h).
#include <algorithm>

#include "basecommand/loadout.h"
#include "basecommand/rules_text.h"

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
    case CardFamily::kUnit: return NPhrase("UNIT ROSTER");
    case CardFamily::kSupport: return NPhrase("SUPPORT DECK");
    case CardFamily::kFieldwork: return NPhrase("FIELDWORK KIT");
    case CardFamily::kDoctrine: break;
  }
  return NPhrase("DOCTRINE");
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

std::string CheckAddToLoadout(const Catalog& catalog, const LoadoutDef& loadout, const std::string& card_id,
                              const RulesText& t) {
  const int index = catalog.FindCard(card_id);
  if (index < 0) return FillPlaces(t.Phrase("there is no card called '{0}'"), {card_id});
  const CardDef& card = catalog.cards[static_cast<std::size_t>(index)];
  if (card.siege) return FillPlaces(t.Phrase("{0} is a siege unit: its mission issues it"), {card.name});
  if (card.family == CardFamily::kDoctrine) return "";
  const std::vector<std::string>& part = *PartFor(card.family, loadout);
  if (part.size() >= LoadoutPartSize(card.family)) {
    // TRANSLATORS: {0} the part of the deck ("UNIT ROSTER"), {1} how many cards it holds.
    return FillPlaces(t.Phrase("the {0} is full ({1})"),
                      {t.Phrase(PartName(card.family)), std::to_string(LoadoutPartSize(card.family))});
  }
  if (card.family == CardFamily::kFieldwork && CopiesIn(loadout, card.id) > 0) {
    return t.Phrase("the two fieldworks must be different");
  }
  if (CopiesIn(loadout, card.id) >= card.deck_limit) {
    return FillPlaces(t.Phrase("{0} is at its deck limit of {1}"), {card.name, std::to_string(card.deck_limit)});
  }
  if (card.hero) {
    // One hero card per deck, copies included (ValidateLoadout counts them the same way).
    for (const std::string& other : loadout.units) {
      const int o = catalog.FindCard(other);
      if (o >= 0 && catalog.cards[static_cast<std::size_t>(o)].hero) {
        return FillPlaces(t.Phrase("only one hero card per deck: {0} is already in"),
                          {catalog.cards[static_cast<std::size_t>(o)].name});
      }
    }
  }
  return "";
}

std::string AddToLoadout(const Catalog& catalog, const std::string& card_id, LoadoutDef& loadout,
                         const RulesText& text) {
  std::string why = CheckAddToLoadout(catalog, loadout, card_id, text);
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
