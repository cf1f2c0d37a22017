#include "render/sprites.h"

#include <SDL_image.h>

#include <system_error>

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

}  // namespace bc::render
