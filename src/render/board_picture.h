// A board drawn into a texture of its own, labels and all, by the battle's own
// BoardRenderer: the pictures of small battles that HOW TO PLAY's guide shows beside its
// words. The picture is drawn again only when what it shows changes.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>

#include "render/board_renderer.h"

struct ImFont;

namespace bc::render {

// The layout of a board alone in a picture `side` pixels square: the cell names' margin
// round it, no top bar, no panel.
BattleLayout PictureLayout(float side, float scale);

class BoardPicture {
 public:
  BoardPicture(SDL_Renderer* renderer, SpriteAtlas& sprites);
  ~BoardPicture();
  BoardPicture(const BoardPicture&) = delete;
  BoardPicture& operator=(const BoardPicture&) = delete;

  // Draws `scene` (laid out with PictureLayout) into the texture, `side` pixels square,
  // when `key` differs from the last drawing's (a page, a language, a palette); the
  // renderer's target is left as it was. Null when the renderer has no render targets.
  SDL_Texture* Draw(const BoardScene& scene, int side, std::uint64_t key, ImFont* font, ImFont* bold);
  int drawings() const { return drawings_; }

 private:
  SDL_Renderer* renderer_;
  std::unique_ptr<BoardRenderer> board_;
  SDL_Texture* texture_ = nullptr;
  int side_ = 0;
  std::uint64_t key_ = 0;
  int drawings_ = 0;
};

}  // namespace bc::render
