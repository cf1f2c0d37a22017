// HOW TO PLAY: the player's guide first (short pages, one idea each, each with a picture of
// a small battle drawn by the battle's own board renderer: guide_pages.h), then the rules
// reference (the rulebook, section by section), the notes on this build's controls,
// threats and undo, the keyword glossary, and the credits.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "basecommand/intents.h"
#include "render/board_picture.h"
#include "render/board_view.h"
#include "render/sprites.h"
#include "session/guide_scenes.h"
#include "ui/markdown.h"
#include "ui/screen.h"

namespace bc::ui {

class HowToScreen : public Screen {
 public:
  enum class Tab { kGuide, kRules, kThisBuild, kGlossary, kCredits };

  // `credits`: the text of assets/CREDITS.md, or what to say when the shell found none.
  // `scenes`: the guide's pictures, one a page in GuidePages() order, set up on `catalog`
  // (none drawn when the catalogue in play is another).
  explicit HowToScreen(std::string credits, std::vector<session::GuideScene> scenes = {},
                       const Catalog* catalog = nullptr);
  ScreenId id() const override { return ScreenId::kHowTo; }
  // LB and RB turn the guide's pages.
  bool OnPad(session::PadButton button, const UiContext& context, Choices& out) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;

  Tab tab() const { return tab_; }
  int page() const { return page_; }
  // The picture the last frame showed on the guide's page (null: none).
  SDL_Texture* picture() const { return picture_texture_; }

 private:
  void DrawGuide(const UiContext& context);
  void TurnPage(int step);

  Tab tab_ = Tab::kGuide;
  int page_ = 0;
  std::vector<MarkdownBlock> credits_;  // the credits as read, drawn as headings, text and tables
  std::vector<session::GuideScene> scenes_;
  const Catalog* scenes_catalog_ = nullptr;
  std::unique_ptr<render::SpriteAtlas> sprites_;
  std::unique_ptr<render::BoardPicture> picture_;
  SDL_Texture* picture_texture_ = nullptr;
  int picture_side_ = 0;  // as the last frame laid the page out
  // The page's battle as the picture shows it, made when the page changes.
  int view_page_ = -1;
  render::BoardView view_;
  EnemyIntents intents_;
  std::array<render::Highlight, kCellCount> lit_{};
};

}  // namespace bc::ui
