// The deck builder (COMMAND FILES): a custom loadout built from owned cards (8-card Unit
// Roster, 16-card Support Deck, two different fieldworks, a doctrine, a base weapon),
// checked as it is built with every reason it is not ready, saved under a name as a
// command file, and chosen for battle. Each mission's deck policy (custom, starter,
// fixed) is explained beside it. Adding and removing cards follows the core's Deck
// Building rules (basecommand/loadout.h: CheckAddToLoadout, AddToLoadout).
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "ui/screen.h"

namespace bc::ui {

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
