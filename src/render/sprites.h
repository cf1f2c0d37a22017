// Pictures from assets/, loaded on first use and kept. A missing file is logged once
// and gives nullptr, so the caller draws its fallback shape instead.
//
// SpriteCache keeps each file in a texture of its own (the cinema's pictures and the
// other screens' art, drawn whole). SpriteAtlas packs the sprites and the card art into
// a few large textures, its pages, as each file is first asked for: the board's sprites
// then all sample one texture, so that they can go out as one batch of geometry
// (render/geometry_batch.h), and ImGui's images of it share one draw command.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bc::render {

class SpriteCache {
 public:
  SpriteCache(SDL_Renderer* renderer, std::filesystem::path asset_dir);
  ~SpriteCache();
  SpriteCache(const SpriteCache&) = delete;
  SpriteCache& operator=(const SpriteCache&) = delete;

  // "sprites/enemies/killer_krab.png" -> texture, or nullptr when absent.
  SDL_Texture* Get(const std::string& relative_path);
  // Quiet variant for optional variants (no log line when missing).
  SDL_Texture* Find(const std::string& relative_path);

 private:
  SDL_Texture* Load(const std::string& relative_path, bool log_missing);

  SDL_Renderer* renderer_;
  std::filesystem::path asset_dir_;
  std::map<std::string, SDL_Texture*> textures_;
};

// One picture on an atlas page: the page's texture and the texels it covers there.
struct Sprite {
  SDL_Texture* texture = nullptr;
  SDL_Rect rect{0, 0, 0, 0};
  int page_width = 1;
  int page_height = 1;
  // Its corners as texture coordinates (as SDL_RenderCopy computes them from a source
  // rectangle), for geometry and ImGui::Image.
  float U0() const { return static_cast<float>(rect.x) / static_cast<float>(page_width); }
  float V0() const { return static_cast<float>(rect.y) / static_cast<float>(page_height); }
  float U1() const { return static_cast<float>(rect.x + rect.w) / static_cast<float>(page_width); }
  float V1() const { return static_cast<float>(rect.y + rect.h) / static_cast<float>(page_height); }
};

// Shelves on a page: each picture goes on the lowest shelf that has room and is at most
// a little taller than it, else on a new shelf under the others. Every picture keeps a
// border of `padding` texels round it, which the atlas fills with copies of its edge, so
// that a filtered sample at its edge reads what a texture of its own clamps to.
class ShelfPacker {
 public:
  ShelfPacker(int width, int height, int padding) : width_(width), height_(height), padding_(padding) {}
  // Where a picture of w x h texels goes (its top left corner, inside the border), or
  // nothing when the page has no room for it.
  std::optional<SDL_Point> Place(int w, int h);

 private:
  struct Shelf {
    int y = 0;
    int height = 0;  // with the borders
    int used = 0;    // the width taken, with the borders
  };
  int width_;
  int height_;
  int padding_;
  int bottom_ = 0;
  std::vector<Shelf> shelves_;
};

class SpriteAtlas {
 public:
  // A page's side in texels (at most the renderer's largest texture).
  static constexpr int kPageSize = 2048;

  SpriteAtlas(SDL_Renderer* renderer, std::filesystem::path asset_dir, int page_size = kPageSize);
  ~SpriteAtlas();
  SpriteAtlas(const SpriteAtlas&) = delete;
  SpriteAtlas& operator=(const SpriteAtlas&) = delete;

  // "sprites/enemies/killer_krab.png" -> its place in the atlas, or nullptr when absent.
  const Sprite* Get(const std::string& relative_path);
  // Quiet variant for optional variants (no log line when missing).
  const Sprite* Find(const std::string& relative_path);

  // The pages' textures, in the order they were made. The card art ("cards/...") has
  // pages of its own, so that the board's sprites share one; a picture too large for a
  // page has a texture of its own, not counted here.
  std::vector<SDL_Texture*> Pages() const;

 private:
  struct Page {
    SDL_Texture* texture = nullptr;
    std::string group;  // "cards" or "sprites"
    ShelfPacker packer;
  };
  const Sprite* Load(const std::string& relative_path, bool log_missing);
  // Puts the picture on a page of its group (a new one when the others are full).
  std::optional<Sprite> Pack(SDL_Surface* argb, const std::string& group);

  SDL_Renderer* renderer_;
  std::filesystem::path asset_dir_;
  int page_size_;
  std::vector<Page> pages_;
  std::vector<SDL_Texture*> own_;  // pictures too large for a page
  std::map<std::string, std::unique_ptr<Sprite>> sprites_;  // null: absent
};

// A picture as ARGB8888 with a border of `padding` copies of its edge texels round it
// (what SpriteAtlas puts on a page); nullptr when it cannot be converted.
SDL_Surface* WithEdgeBorder(SDL_Surface* argb, int padding);

}  // namespace bc::render
