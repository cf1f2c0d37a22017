// The deck builder (COMMAND FILES): a custom loadout built from owned cards (8-card Unit
// Roster, 16-card Support Deck, two different fieldworks, a doctrine, a base weapon),
// checked as it is built with every reason it is not ready, saved under a name as a
// command file, and chosen for battle. Each mission's deck policy (custom, starter,
// fixed) is explained beside it.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "ui/screen.h"

namespace bc::ui {

// Adds one copy of the card to the part of the loadout its family belongs to (the
// doctrine replaces the doctrine). Returns why not, or "" when added: unknown card, a
// siege unit, a full part, the card's deck limit, or a fieldwork already in the kit.
std::string AddToLoadout(const Catalog& catalog, const std::string& card_id, LoadoutDef& loadout);
// Removes one copy of the card from the loadout (the doctrine: clears it). False when
// the loadout holds none.
bool RemoveFromLoadout(const std::string& card_id, LoadoutDef& loadout);
// Copies of the card in the loadout, over every part.
int CopiesIn(const LoadoutDef& loadout, const std::string& card_id);
// What each deck policy means, for the screen.
const char* DeckPolicyText(DeckPolicy policy);

class DeckBuilderScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kDeckBuilder; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  void OnReply(const session::Reply& reply) override;

 private:
  void DrawCollection(const UiContext& context, float width, float height);
  void DrawLoadout(const UiContext& context, float width, float height);
  void DrawFiles(const UiContext& context, float width, float height, Choices& out);

  bool ready_ = false;
  LoadoutDef draft_;
  char name_[32] = {};
  int family_ = 0;  // CardFamily shown in the collection
  std::string message_;
  bool message_error_ = false;
};

}  // namespace bc::ui
