// CARDS: the full catalogue, filtered by family, rarity and whether the profile owns the
// card, with a detail panel that shows the card's art, stats by rank and text, explains
// every keyword it uses from the glossary, and offers to unlock it.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "render/sprites.h"
#include "ui/screen.h"
#include "ui/widgets.h"

namespace bc::ui {

struct CardFilter {
  int family = -1;  // CardFamily as int; -1 = every family
  int rarity = -1;  // Rarity as int; -1 = every rarity
  enum class Owned { kAll, kOwned, kNotOwned } owned = Owned::kAll;
};

// Indices of the catalogue's cards that pass the filter, in catalogue order.
std::vector<int> FilterCards(const Catalog& catalog, const Profile& profile, const CardFilter& filter);
// The text the glossary is searched in for a card: its text, its perks and its family.
std::string KeywordSource(const CardDef& card);
// "Rank 1: 2 ATK  3 FP  1 EVA  5 HP  range 1-2" for each rank of a unit card.
std::vector<std::string> RankLines(const CardDef& card);

class CardsScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kCards; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  void OnReply(const session::Reply& reply) override;

 private:
  void DrawDetail(const UiContext& context, int card);
  CardFilter filter_;
  int selected_ = 0;
  std::string message_;
  SpendQuestion spend_;  // an unlock asks first
  std::unique_ptr<render::SpriteAtlas> art_;
};

}  // namespace bc::ui
