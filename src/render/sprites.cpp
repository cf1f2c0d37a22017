#include "render/sprites.h"

#include <SDL_image.h>

#include <algorithm>
#include <cstring>
#include <system_error>

#include "render/window_recording.h"

namespace bc::render {

SpriteCache::SpriteCache(SDL_Renderer* renderer, std::filesystem::path asset_dir)
    : renderer_(renderer), asset_dir_(std::move(asset_dir)) {}

SpriteCache::~SpriteCache() {
  for (auto& [path, texture] : textures_) {
    if (texture != nullptr) SDL_DestroyTexture(texture);
  }
}

SDL_Texture* SpriteCache::Get(const std::string& relative_path) { return Load(relative_path, true); }
SDL_Texture* SpriteCache::Find(const std::string& relative_path) { return Load(relative_path, false); }

SDL_Texture* SpriteCache::Load(const std::string& relative_path, bool log_missing) {
  const auto it = textures_.find(relative_path);
  if (it != textures_.end()) return it->second;
  const std::filesystem::path path = asset_dir_ / relative_path;
  SDL_Texture* texture = nullptr;
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) {
    texture = IMG_LoadTexture(renderer_, path.string().c_str());
    if (texture == nullptr) {
      SDL_Log("sprites: %s could not be read (%s); drawing a shape instead.", path.string().c_str(),
              IMG_GetError());
    } else {
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    }
  } else if (log_missing) {
    SDL_Log("sprites: %s is missing; drawing a shape instead.", path.string().c_str());
  }
  textures_[relative_path] = texture;
  return texture;
}

std::optional<SDL_Point> ShelfPacker::Place(int w, int h) {
  const int pw = w + 2 * padding_;
  const int ph = h + 2 * padding_;
  if (w <= 0 || h <= 0 || pw > width_ || ph > height_) return std::nullopt;
  // The lowest shelf with room that wastes at most a quarter of its height.
  for (Shelf& shelf : shelves_) {
    if (shelf.height >= ph && shelf.height * 3 <= ph * 4 && shelf.used + pw <= width_) {
      const SDL_Point at{shelf.used + padding_, shelf.y + padding_};
      shelf.used += pw;
      return at;
    }
  }
  if (bottom_ + ph > height_) {
    // No room for a new shelf: any shelf tall enough.
    for (Shelf& shelf : shelves_) {
      if (shelf.height >= ph && shelf.used + pw <= width_) {
        const SDL_Point at{shelf.used + padding_, shelf.y + padding_};
        shelf.used += pw;
        return at;
      }
    }
    return std::nullopt;
  }
  shelves_.push_back(Shelf{bottom_, ph, pw});
  bottom_ += ph;
  return SDL_Point{padding_, shelves_.back().y + padding_};
}

SDL_Surface* WithEdgeBorder(SDL_Surface* argb, int padding) {
  if (argb == nullptr || argb->format->format != SDL_PIXELFORMAT_ARGB8888) return nullptr;
  const int w = argb->w;
  const int h = argb->h;
  SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, w + 2 * padding, h + 2 * padding, 32, SDL_PIXELFORMAT_ARGB8888);
  if (out == nullptr) return nullptr;
  SDL_LockSurface(argb);
  for (int y = 0; y < out->h; ++y) {
    const int sy = std::clamp(y - padding, 0, h - 1);
    const auto* from = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) + sy * argb->pitch);
    auto* to = reinterpret_cast<Uint32*>(static_cast<Uint8*>(out->pixels) + y * out->pitch);
    for (int x = 0; x < out->w; ++x) to[x] = from[std::clamp(x - padding, 0, w - 1)];
  }
  SDL_UnlockSurface(argb);
  return out;
}

namespace {

// The border round each picture on a page: one texel, all a filtered sample reads.
constexpr int kPadding = 1;

}  // namespace

SpriteAtlas::SpriteAtlas(SDL_Renderer* renderer, std::filesystem::path asset_dir, int page_size)
    : renderer_(renderer), asset_dir_(std::move(asset_dir)), page_size_(page_size) {
  SDL_RendererInfo info;
  if (renderer_ != nullptr && SDL_GetRendererInfo(renderer_, &info) == 0) {
    if (info.max_texture_width > 0) page_size_ = std::min(page_size_, info.max_texture_width);
    if (info.max_texture_height > 0) page_size_ = std::min(page_size_, info.max_texture_height);
  }
}

SpriteAtlas::~SpriteAtlas() {
  for (Page& page : pages_) SDL_DestroyTexture(page.texture);
  for (SDL_Texture* texture : own_) SDL_DestroyTexture(texture);
}

const Sprite* SpriteAtlas::Get(const std::string& relative_path) { return Load(relative_path, true); }
const Sprite* SpriteAtlas::Find(const std::string& relative_path) { return Load(relative_path, false); }

std::vector<SDL_Texture*> SpriteAtlas::Pages() const {
  std::vector<SDL_Texture*> out;
  for (const Page& page : pages_) out.push_back(page.texture);
  return out;
}

std::optional<Sprite> SpriteAtlas::Pack(SDL_Surface* argb, const std::string& group) {
  SDL_Surface* bordered = WithEdgeBorder(argb, kPadding);
  if (bordered == nullptr) return std::nullopt;
  std::optional<Sprite> out;
  auto place = [&](Page& page) {
    const std::optional<SDL_Point> at = page.packer.Place(argb->w, argb->h);
    if (!at) return false;
    const SDL_Rect with_border{at->x - kPadding, at->y - kPadding, bordered->w, bordered->h};
    if (SDL_UpdateTexture(page.texture, &with_border, bordered->pixels, bordered->pitch) != 0) return false;
    NoteTextureChanged(page.texture);  // a kept frame's copies of the page are new (window_recording.h)
    out = Sprite{page.texture, SDL_Rect{at->x, at->y, argb->w, argb->h}, page_size_, page_size_};
    return true;
  };
  bool placed = false;
  for (Page& page : pages_) {
    if (page.group == group && place(page)) {
      placed = true;
      break;
    }
  }
  if (!placed && bordered->w <= page_size_ && bordered->h <= page_size_) {
    SDL_Texture* texture =
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, page_size_, page_size_);
    if (texture != nullptr) {
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
      pages_.push_back(Page{texture, group, ShelfPacker(page_size_, page_size_, kPadding)});
      place(pages_.back());
    }
  }
  SDL_FreeSurface(bordered);
  return out;
}

const Sprite* SpriteAtlas::Load(const std::string& relative_path, bool log_missing) {
  const auto it = sprites_.find(relative_path);
  if (it != sprites_.end()) return it->second.get();
  std::unique_ptr<Sprite>& slot = sprites_[relative_path];
  const std::filesystem::path path = asset_dir_ / relative_path;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    if (log_missing) SDL_Log("sprites: %s is missing; drawing a shape instead.", path.string().c_str());
    return nullptr;
  }
  SDL_Surface* loaded = IMG_Load(path.string().c_str());
  SDL_Surface* argb = loaded != nullptr ? SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0) : nullptr;
  if (loaded != nullptr) SDL_FreeSurface(loaded);
  if (argb == nullptr) {
    SDL_Log("sprites: %s could not be read (%s); drawing a shape instead.", path.string().c_str(), IMG_GetError());
    return nullptr;
  }
  const std::string group = relative_path.rfind("cards/", 0) == 0 ? "cards" : "sprites";
  std::optional<Sprite> sprite = Pack(argb, group);
  if (!sprite) {
    // Too large for a page (or no page could be made): a texture of its own.
    SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, argb);
    if (texture != nullptr) {
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
      NoteTextureChanged(texture);
      own_.push_back(texture);
      sprite = Sprite{texture, SDL_Rect{0, 0, argb->w, argb->h}, argb->w, argb->h};
    }
  }
  SDL_FreeSurface(argb);
  if (sprite) slot = std::make_unique<Sprite>(*sprite);
  return slot.get();
}

}  // namespace bc::render
